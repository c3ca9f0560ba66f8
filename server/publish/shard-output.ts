// A publish rendered by kept renderers comes back in pieces, one per shard (the page names and files
// each worker wrote). Joined here and finished as the end of an Astro build finishes it (sitemap,
// /sitemap.xml, en/404.html: site/build/finish-output.ts), so both ways of building write the same
// bytes; an incremental publish also learns which files were rendered, to compare with the live release.
import fs from 'node:fs';
import path from 'node:path';
import { finishOutput } from '../../site/build/finish-output.ts';
import { renderPlan } from '../../content-db/render-plan.ts';
import type { Outcome } from './worker-pool.ts';
import type { BuildRequest, BuildResult } from './types.ts';

export function finishShards(results: Outcome[], o: BuildRequest): BuildResult {
  const failed = results.find((r) => !r.ok);
  if (failed) return { ok: false, log: failed.log };
  const pageNames = results.flatMap((r) => r.reply?.rendered?.pageNames ?? []);
  const written = results.flatMap((r) => r.reply?.rendered?.written ?? []);
  const plan = renderPlan(o.env ?? {});
  try {
    const finished = finishOutput(path.resolve(o.outDir), { site: results[0].reply?.rendered?.site ?? '', pageNames, keptPaths: plan?.keptPaths ?? [] });
    // what an incremental publish compares with the live release (the English 404 page was moved away
    // from en/404/index.html: finished names where it went)
    const renderedHere = o.keep ? [...written.filter((f) => fs.existsSync(path.join(o.outDir, f))), ...finished] : undefined;
    return { ok: true, log: results[0].log, keptPlaced: !!o.keep, written: renderedHere, keptRender: true };
  } catch (err) {
    return { ok: false, log: `finishing the output: ${(err as Error).message}` };
  }
}
