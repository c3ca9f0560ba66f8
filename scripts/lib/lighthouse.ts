// One Lighthouse run against Debian's Chromium: a fresh browser per page (no cache or storage carried
// over from the previous page), a time limit per run, the four category scores and the audits that
// cost points.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../server/test/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = 'mobile' | 'desktop';

export interface PageScores {
  scores: Record<Category, number>;
  /** audits under 100% that carry weight in a category, worst first: "category: id (score) title" */
  losses: string[];
  /** Lighthouse's measure of the machine's speed during the run (a mid-range desktop is about 1500-2500) */
  benchmarkIndex: number;
  lhr: Result;
  html: string;
}

/** Busy and total CPU time so far, from /proc/stat (Linux); null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits (at most `maxMs`) until the machine is nearly idle over a one-second window: the mobile preset
 * multiplies every main-thread task of the page by four, so another process's load (a test run, a build)
 * shows up as blocking time. Answers the busy share seen last (0-1), or null when it cannot tell.
 */
export async function waitForQuietCpu(maxMs: number, busyAtMost = 0.15): Promise<number | null> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const a = cpuTimes();
    await new Promise((r) => setTimeout(r, 1000));
    const b = cpuTimes();
    if (!a || !b || b.total === a.total) return null;
    const busy = (b.busy - a.busy) / (b.total - a.total);
    if (busy <= busyAtMost || Date.now() >= deadline) return busy;
  }
}

/** Audits that cost points: scored below 1 and weighted in their category. */
function losses(lhr: Result): string[] {
  const out: Array<{ text: string; cost: number }> = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!ref.weight || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` ${audit.displayValue}` : '';
      out.push({ text: `${id}: ${ref.id} (${Math.round(audit.score * 100)})${value}`, cost: ref.weight * (1 - audit.score) });
    }
  }
  return out.sort((a, b) => b.cost - a.cost).map((o) => o.text);
}

/**
 * Runs Lighthouse once on `url`; rejects when Chromium or Lighthouse fail or `timeoutMs` passes.
 * `cpuSlowdown` replaces the preset's CPU multiplier (mobile: 4, calibrated for a high-end desktop
 * host; Lighthouse's docs/throttling.md asks a slower host to lower it), for `--cpu-slowdown`.
 */
export async function runLighthouse(url: string, preset: Preset, timeoutMs: number, cpuSlowdown?: number): Promise<PageScores> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  let timer: NodeJS.Timeout | undefined;
  try {
    const run = lighthouse(
      url,
      {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: timeoutMs / 2,
        ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error('Lighthouse gave no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
    const html = Array.isArray(result.report) ? result.report[0] : result.report;
    return { scores, losses: losses(lhr), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), lhr, html };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}
