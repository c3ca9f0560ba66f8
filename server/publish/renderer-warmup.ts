// On a big site the first publish after a start is a whole build in one worker; the other workers then
// build once in the background (every page but the detail and list pages, into a folder of their own that is
// thrown away) to keep a renderer of the same code, and from then on share each publish. Apart from
// worker-builder.ts because it is no publish: it takes the project lock like a whole build, but never
// the publish lock, and nothing waits for it but WorkerBuilder.whenWarm().
import fs from 'node:fs';
import path from 'node:path';
import { RENDER_PLAN_ENV, type RenderPlan } from '../../content-db/render-plan.ts';
import { projectBuildLock, withBuildLock } from './build-lock.ts';
import type { WorkerPool } from './worker-pool.ts';

/** Starts the warm-up of every other slot's renderer of `key`; each promise is in `warming` until it ends. */
export function warmRenderers(pool: WorkerPool, root: string, key: string, warming: Set<Promise<unknown>>): void {
  for (let slot = 1; slot < pool.slots.length; slot++) {
    const worker = pool.slots[slot];
    if (worker && (worker.kept === key || worker.warming)) continue;
    const spawned = pool.spawn(slot);
    spawned.warming = true;
    const scratch = path.join(root, 'node_modules', '.astro-worker', `warm-${process.pid}-${slot}-${Date.now()}`);
    fs.mkdirSync(scratch, { recursive: true });
    const planFile = path.join(scratch, 'render-plan.json');
    fs.writeFileSync(planFile, JSON.stringify({ project: [], news: [], lists: {}, keptPaths: [] } satisfies RenderPlan));
    const signal = new AbortController().signal;
    const job = withBuildLock(projectBuildLock(root), () =>
      pool.job(slot, { outDir: path.join(scratch, 'out'), env: { [RENDER_PLAN_ENV]: planFile }, key }, signal),
    )
      .catch(() => undefined)
      .finally(() => {
        spawned.warming = false;
        warming.delete(job);
        fs.rmSync(scratch, { recursive: true, force: true });
      });
    warming.add(job);
  }
}
