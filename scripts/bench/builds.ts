// Full-build timings of one content folder: a cold `astro build` process, and the warm worker the
// server publishes with. Each build goes to a fresh folder and must pass the release check.
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../lib/build-site.ts';
import { verifyRelease } from '../../server/publish/verify.ts';
import { WorkerBuilder } from '../../server/publish/worker-builder.ts';
import { tempDir } from './data.ts';

export interface BuildFigures {
  pages: number;
  coldMs: number;
  /** median of the warm builds */
  warmMs: number;
  warmRuns: number[];
}

const WARM_RUNS = 3;

function checked(outDir: string, result: { ok: boolean; log: string }): number {
  if (!result.ok) throw new Error(`build failed:\n${result.log}`);
  const verdict = verifyRelease(outDir);
  if (!verdict.ok) throw new Error(`release check failed: ${verdict.problem}`);
  return verdict.pages;
}

export async function measureBuilds(dataDir: string): Promise<BuildFigures> {
  const outRoot = tempDir('cms-bench-out-');
  const signal = new AbortController().signal;
  try {
    const coldOut = path.join(outRoot, 'cold');
    let t0 = performance.now();
    const pages = checked(coldOut, await buildSite({ dataDir, outDir: coldOut, signal }));
    const coldMs = performance.now() - t0;
    process.stdout.write(`  ${pages} pages, cold: ${Math.round(coldMs)} ms\n`);

    const worker = new WorkerBuilder({ dataDir });
    const warmRuns: number[] = [];
    try {
      for (let i = 0; i <= WARM_RUNS; i++) {
        const out = path.join(outRoot, `warm-${i}`);
        t0 = performance.now();
        checked(out, await worker.build({ outDir: out, signal }));
        if (i > 0) warmRuns.push(performance.now() - t0); // build 0 loads Astro: the warm-up
        fs.rmSync(out, { recursive: true, force: true });
      }
    } finally {
      await worker.close();
    }
    process.stdout.write(`  warm: ${warmRuns.map((ms) => Math.round(ms)).join(', ')} ms\n`);
    const sorted = [...warmRuns].sort((a, b) => a - b);
    return { pages, coldMs, warmMs: sorted[Math.floor(sorted.length / 2)], warmRuns };
  } finally {
    fs.rmSync(outRoot, { recursive: true, force: true });
  }
}
