// A long-lived build process (started by worker-builder.ts): Astro is loaded once, then each job is
// one `build()` in this process. A cold `astro build` spends a second or more starting Node and
// loading Astro before it renders anything; a warm worker skips that on every publish.
// The site reads DATA_DIR / SITE_OUT_DIR / SITE_URL when the config loads, which `build()` does anew
// for each job, so setting them per job is enough (and the site keeps no cache across builds).
import { build } from 'astro';

export interface WorkerJob {
  id: number;
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
}

export type WorkerMessage =
  | { ready: true }
  | { id: number; ok: boolean; error?: string; rss: number };

const send = (m: WorkerMessage) => process.send?.(m);

process.on('message', async (job: WorkerJob) => {
  process.env.DATA_DIR = job.dataDir;
  process.env.SITE_OUT_DIR = job.outDir;
  if (job.siteUrl) process.env.SITE_URL = job.siteUrl;
  else delete process.env.SITE_URL;
  try {
    await build({ root: job.root });
    send({ id: job.id, ok: true, rss: process.memoryUsage().rss });
  } catch (err) {
    console.error((err as Error)?.stack ?? String(err));
    send({ id: job.id, ok: false, error: (err as Error)?.message ?? String(err), rss: process.memoryUsage().rss });
  }
});

// The parent going away (crash, kill) must not leave a build running on its own.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
