import { afterEach, describe, expect, it } from 'vitest';
import { BuildQueue } from './queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A build that takes `ms` and records when it started. */
function timedRun(ms: number, results: boolean[] = []) {
  const starts: number[] = [];
  const run = async (signal: AbortSignal) => {
    starts.push(Date.now());
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
    });
    if (signal.aborted) return false;
    return results.shift() ?? true;
  };
  return { run, starts };
}

let queue: BuildQueue | null = null;
afterEach(async () => {
  await queue?.close();
  queue = null;
});

describe('build queue', () => {
  it('waits for the debounce after the last request, then builds once', async () => {
    const { run, starts } = timedRun(10);
    queue = new BuildQueue(run, { debounceMs: 120, maxWaitMs: 5000 });
    const t0 = Date.now();
    queue.request();
    await sleep(60);
    queue.request(); // restarts the quiet time
    expect(queue.state).toBe('queued');
    await sleep(90);
    expect(starts).toHaveLength(0); // 150 ms after the first request, 90 after the last: still waiting
    await queue.whenSettled();
    expect(starts).toHaveLength(1);
    expect(starts[0] - t0).toBeGreaterThanOrEqual(175);
    expect(queue.state).toBe('idle');
  });

  it('coalesces 20 writes (a burst, then more during the build) into at most 2 builds', async () => {
    const { run, starts } = timedRun(200);
    queue = new BuildQueue(run, { debounceMs: 50, maxWaitMs: 5000 });
    for (let i = 0; i < 10; i++) queue.request();
    await sleep(100); // the first build is running now
    expect(queue.state).toBe('building');
    for (let i = 0; i < 10; i++) {
      queue.request();
      await sleep(5);
    }
    expect(queue.pending).toBe(true);
    await queue.whenSettled();
    expect(queue.started).toBe(2);
    expect(starts).toHaveLength(2);
    // the follow-up starts only after the first build ended
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(195);
  });

  it('a steady stream of requests still gets a build after maxWait', async () => {
    const { run, starts } = timedRun(5);
    queue = new BuildQueue(run, { debounceMs: 80, maxWaitMs: 250 });
    const t0 = Date.now();
    for (let i = 0; i < 20 && starts.length === 0; i++) {
      queue.request();
      await sleep(40);
    }
    expect(starts.length).toBe(1);
    expect(starts[0] - t0).toBeLessThan(400);
  });

  it('an immediate request skips the debounce', async () => {
    const { run, starts } = timedRun(5);
    queue = new BuildQueue(run, { debounceMs: 10_000, maxWaitMs: 20_000 });
    const t0 = Date.now();
    queue.request(true);
    await queue.whenSettled();
    expect(starts[0] - t0).toBeLessThan(100);
  });

  it('reports a failure until the next request, which tries again', async () => {
    const { run, starts } = timedRun(5, [false, true]);
    queue = new BuildQueue(run, { debounceMs: 10, maxWaitMs: 100 });
    queue.request();
    await queue.whenSettled();
    expect(queue.state).toBe('failed');
    await sleep(50);
    expect(starts).toHaveLength(1); // no retry loop by itself
    queue.request();
    await queue.whenSettled();
    expect(starts).toHaveLength(2);
    expect(queue.state).toBe('idle');
  });

  it('a build that throws counts as failed', async () => {
    queue = new BuildQueue(
      async () => {
        throw new Error('boom');
      },
      { debounceMs: 5, maxWaitMs: 50 },
    );
    queue.request();
    await queue.whenSettled();
    expect(queue.state).toBe('failed');
  });

  it('cancel stops the running build; close stops everything and ignores later requests', async () => {
    const { run, starts } = timedRun(10_000);
    queue = new BuildQueue(run, { debounceMs: 5, maxWaitMs: 50 });
    queue.request();
    await sleep(40);
    expect(queue.state).toBe('building');
    const t0 = Date.now();
    expect(queue.cancel()).toBe(true);
    await queue.whenSettled();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(queue.state).toBe('failed');

    queue.request();
    await sleep(40);
    expect(queue.state).toBe('building');
    await queue.close();
    expect(queue.state).not.toBe('building');
    queue.request();
    await sleep(30);
    expect(starts).toHaveLength(2);
    expect(queue.state).not.toBe('queued');
  });
});
