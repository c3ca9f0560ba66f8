// A long-lived build process (started by worker-builder.ts): Astro is loaded once, then each job is
// one `build()` in this process. A cold `astro build` spends a second or more starting Node and
// loading Astro before it renders anything; a warm worker skips that on every publish.
// The site reads DATA_DIR / SITE_OUT_DIR / SITE_URL when the config loads, which `build()` does anew
// for each job, so setting them per job is enough (and the site keeps no cache across builds).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'astro';

export interface WorkerJob {
  id: number;
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** variables of this build only (SITE_RENDER_PLAN, SITE_DATA_FILE: BuildRequest.env) */
  env: Record<string, string>;
}

export type WorkerMessage =
  | { ready: true }
  | {
      id: number;
      ok: boolean;
      error?: string;
      rss: number;
      /** the most memory this process has held (bytes) */ peakRss: number;
      /** CPU time of this build */ cpuMs: number;
    };

const send = (m: WorkerMessage) => process.send?.(m);
/** the variables the last job set, unset before the next one */
let jobEnv: string[] = [];

process.on('message', async (job: WorkerJob) => {
  const root = path.resolve(job.root);
  process.env.DATA_DIR = path.resolve(job.dataDir);
  process.env.SITE_OUT_DIR = path.resolve(job.outDir);
  // Astro bundles the pages into <outDir>/.prerender/ when outDir lies inside the working folder, and
  // otherwise (DIST_DIR elsewhere: /var/www, a temporary folder) into <cwd>/.astro/: the same file URL
  // on every build, so Node's import cache handed this process the FIRST build's bundle again, with
  // its cached getStaticPaths props: project/<slug> and news/<slug> kept old content (a detail added
  // later never appeared). Each build therefore works from a folder of its own inside the project
  // (the bundle's packages still resolve from the project's node_modules).
  const workDir = path.join(root, 'node_modules', '.astro-worker', `${process.pid}-${job.id}`);
  fs.mkdirSync(workDir, { recursive: true });
  process.chdir(workDir);
  if (job.siteUrl) process.env.SITE_URL = job.siteUrl;
  else delete process.env.SITE_URL;
  for (const name of jobEnv) delete process.env[name];
  Object.assign(process.env, job.env);
  jobEnv = Object.keys(job.env);
  const cpu0 = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpu0);
    return (used.user + used.system) / 1000;
  };
  try {
    await build({ root });
    send({ id: job.id, ok: true, rss: process.memoryUsage().rss, peakRss: process.resourceUsage().maxRSS * 1024, cpuMs: cpuMs() });
  } catch (err) {
    console.error((err as Error)?.stack ?? String(err));
    send({
      id: job.id,
      ok: false,
      error: (err as Error)?.message ?? String(err),
      rss: process.memoryUsage().rss,
      peakRss: process.resourceUsage().maxRSS * 1024,
      cpuMs: cpuMs(),
    });
  } finally {
    process.chdir(root);
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});

// The parent going away (crash, kill) must not leave a build running on its own.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
