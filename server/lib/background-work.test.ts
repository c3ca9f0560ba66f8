// Background work (AVIF encodes, the search index) runs in a worker process at the lowest CPU priority,
// a task waits to start while a publish runs, and one already running is paused until the publish ends.
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundWorker, PublishGate } from './background-work.ts';

const gate = new PublishGate();
const worker = new BackgroundWorker(gate);
afterAll(() => worker.close());

const picture = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#5d6670' } })
    .jpeg()
    .toBuffer();

describe('background work', () => {
  it('runs in a process of the lowest CPU priority', async () => {
    const pid = (await worker.pid())!;
    expect(pid).not.toBe(process.pid);
    expect(os.getPriority(pid)).toBe(os.constants.priority.PRIORITY_LOW);
  });

  it('starts no task while a publish runs, and runs it once the publish is over', async () => {
    const original = await picture();
    gate.enter();
    const before = worker.sent;
    const encoded = worker.run<Uint8Array>('avif', { original, width: 320 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(worker.sent).toBe(before); // waiting at the gate
    gate.leave();
    const avif = Buffer.from(await encoded);
    expect(worker.sent).toBe(before + 1);
    expect((await sharp(avif).metadata()).format).toBe('heif'); // sharp's name for AVIF's container
    expect((await sharp(avif).metadata()).width).toBe(320);
  });

  it('answers a failed task with its error, and keeps working', async () => {
    await expect(worker.run('avif', { original: Buffer.from('not a picture'), width: 10 })).rejects.toThrow();
    const avif = Buffer.from(await worker.run<Uint8Array>('avif', { original: await picture(), width: 100 }));
    expect((await sharp(avif).metadata()).width).toBe(100);
  });

  it('fails a task sent as the worker dies, and the next task starts a new worker', async () => {
    const original = await picture();
    const pid = (await worker.pid())!;
    process.kill(pid, 'SIGKILL');
    // sent before the server has seen the exit: the send meets a closed channel or the exit; either way the task fails
    await expect(worker.run('avif', { original, width: 10 })).rejects.toThrow(/the background worker (stopped|failed)/);
    const avif = Buffer.from(await worker.run<Uint8Array>('avif', { original: await picture(), width: 100 }));
    expect((await sharp(avif).metadata()).width).toBe(100);
    expect(await worker.pid()).not.toBe(pid);
  });

  // Linux: the pause is a SIGSTOP of the worker (and of the processes it started)
  it.runIf(process.platform === 'linux')('pauses a task under way while a publish runs, and it finishes once the publish is over', async () => {
    // a photo-like picture: its AVIF encode takes seconds at the lowest priority
    const original = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    const pid = (await worker.pid())!;
    const state = () => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0];
    let done = false;
    const encoded = worker.run<Uint8Array>('avif', { original, width: 1600 }).finally(() => (done = true));
    encoded.catch(() => undefined); // a failed check below must not leave its rejection unhandled when the worker closes
    // under way: the worker's threads use the CPU
    const cpu = () =>
      fs
        .readFileSync(`/proc/${pid}/stat`, 'utf8')
        .split(') ')[1]
        .split(' ')
        .slice(11, 13)
        .map(Number)
        .reduce((a, b) => a + b);
    const start = cpu();
    while (cpu() === start) await new Promise((r) => setTimeout(r, 10));
    expect(done).toBe(false);

    gate.enter();
    expect(worker.paused).toBe(true);
    await expect.poll(state).toBe('T'); // stopped (a signal is delivered a moment later)
    const stoppedAt = cpu();
    await new Promise((r) => setTimeout(r, 500));
    expect(cpu()).toBe(stoppedAt);
    expect(done).toBe(false);

    gate.leave();
    expect(worker.paused).toBe(false);
    await expect.poll(state).not.toBe('T');
    expect((await sharp(Buffer.from(await encoded)).metadata()).width).toBe(1600);
  });
});
