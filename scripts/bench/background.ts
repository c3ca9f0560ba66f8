// A publish while background work waits (issue 30, item 4): item edits of the demo company on a real
// server (the server's own incremental builder), each timed from the API write until its page serves
// the edit, first with nothing in the background, then while 100 AVIF encodes of a photo-like upload
// wait in a background worker (lib/background-work.ts: a process at the lowest priority, starting no
// task while a publish runs; the same gate the server's AVIF and search-index work use). Prints both.
// `node scripts/bench/background.ts [--edits=N] [--waiting=N]` runs this section alone.
import sharp from 'sharp';
import { BackgroundWorker } from '../../server/lib/background-work.ts';
import { BENCH_ADMIN, startServer } from '../../server/test/real-server.ts';
import { SiteEditor } from '../../server/test/site-editor.ts';

export interface BackgroundFigures {
  /** encodes waiting when the second series began */
  waiting: number;
  /** ms from each item edit's write until its page serves it: nothing in the background */
  idle: number[];
  /** the same while the encodes wait (one of them may be running, at the lowest priority) */
  busy: number[];
  /** encodes finished during the second series (they run between publishes) */
  encodedMeanwhile: number;
}

/** A photo-like original (noise under a blur), as large as the biggest variant it is encoded to. */
function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  })
    .blur(2.5)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * `waiting` AVIF encodes of a photo-like upload queued in a background worker of this process (the
 * server's own kind: lowest priority, no task started while a publish runs), one at a time as the
 * server runs them. `done()` counts the finished ones; `stop()` ends the worker (the encode in flight
 * fails, the rest never start).
 */
export async function startWaitingWork(waiting: number): Promise<{ done(): number; stop(): Promise<void> }> {
  const worker = new BackgroundWorker();
  const original = await photo();
  let done = 0;
  let stopped = false;
  const queue = (async () => {
    for (let i = 0; i < waiting && !stopped; i++) {
      await worker.run('avif', { original, width: 1600 });
      done++;
    }
  })();
  await new Promise((r) => setTimeout(r, 500)); // the first encode is under way
  return {
    done: () => done,
    async stop() {
      stopped = true;
      worker.close();
      await queue.catch(() => undefined);
    },
  };
}

export async function measurePublishWithWaitingWork(edits: number, waiting = 100): Promise<BackgroundFigures> {
  const server = await startServer({});
  let work: Awaited<ReturnType<typeof startWaitingWork>> | undefined;
  try {
    await server.publisher.whenSettled(); // the first start's publish
    await server.app.media.avifIdle(); // and the demo's own AVIF work, with the publish that lists it
    await server.publisher.whenSettled();
    const editor = new SiteEditor(server.url);
    await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    const { projects } = (await editor.send({ method: 'GET', pathname: '/v2/api/projects/active', body: undefined })) as {
      projects: Array<{ id: number; slug: string }>;
    };
    const edit = async (i: number, label: string): Promise<number> => {
      const project = projects[i % projects.length];
      const text = `${label} ${i} ${Date.now().toString(36)}`;
      const t0 = performance.now();
      await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
      await editor.waitFor(text, { pathname: `/project/${project.slug}/`, timeoutMs: 120_000, everyMs: 50 });
      const ms = performance.now() - t0;
      await server.publisher.whenSettled();
      return ms;
    };
    const idle: number[] = [];
    for (let i = 0; i < edits; i++) idle.push(await edit(i, 'Boşta'));

    work = await startWaitingWork(waiting);
    const before = work.done();
    const busy: number[] = [];
    for (let i = 0; i < edits; i++) busy.push(await edit(i, 'Arka planda'));
    const encodedMeanwhile = work.done() - before;
    return { waiting: waiting - before, idle, busy, encodedMeanwhile };
  } finally {
    await work?.stop();
    await server.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function printBackground(f: BackgroundFigures): void {
  const row = (label: string, xs: number[]) => `${label.padEnd(36)}  median ${sec(median(xs))}  max ${sec(Math.max(...xs))}  (${xs.map(sec).join(', ')})`;
  console.log(row('nothing in the background', f.idle));
  console.log(row(`${f.waiting} AVIF encodes waiting`, f.busy));
  console.log(`(${f.encodedMeanwhile} encodes of 1600 px finished during the second series, between publishes)`);
}

if (import.meta.main) {
  const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  console.log('Item edits of the demo company, write until the page serves it:\n');
  printBackground(await measurePublishWithWaitingWork(option('edits', 5), option('waiting', 100)));
}
