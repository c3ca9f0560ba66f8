// npm run bench: how fast the site builds and how soon an edit is live.
//   1. full build of the demo site and of a generated site of 1,000+ pages: time and pages per second,
//      cold (a fresh `astro build` process, as `npm run build:site`) and warm (the server's build worker)
//   2. publish latency: a real server on 127.0.0.1, an API edit, time until GET / serves the new text
// Everything runs on temporary folders; the real data and dist/ are not touched.
import fs from 'node:fs';
import { demoDataDir, generatedDataDir, BENCH_ADMIN } from './bench/data.ts';
import { measureBuilds, type BuildFigures } from './bench/builds.ts';
import { siteExists, startServer } from './bench/server.ts';
import { SiteEditor } from './bench/site-editor.ts';

const EDITS = 5;
const GENERATED = { projects: 500, news: 100 };
const TARGETS = { demoLatencyMs: 3000, bigLatencyMs: 5000, pagesPerSecond: 300 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Latency {
  samples: number[];
  median: number;
  pages: number;
}

/** Edits the home label through the API `EDITS` times; each time, the ms until GET / serves it. */
async function measureLatency(dataDir: string, label: string): Promise<Latency> {
  const server = await startServer({ dataDir });
  try {
    await server.publisher.whenSettled(); // the first-start build
    if (!server.publisher.status().current) throw new Error(`the first build failed:\n${server.publisher.status().last?.log}`);
    const editor = new SiteEditor(server.url);
    await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    const samples: number[] = [];
    for (let i = 1; i <= EDITS; i++) {
      const text = `Anasayfa ${label} ${i} ${Date.now().toString(36)}`;
      const write = await editor.homeLabelWrite(text);
      const t0 = performance.now();
      await editor.send(write);
      // every 50 ms: polling much faster steals CPU from the build on a small machine
      await editor.waitFor(text, { timeoutMs: 60_000, everyMs: 50 });
      samples.push(performance.now() - t0);
      await server.publisher.whenSettled();
      const build = server.publisher.status().last;
      process.stdout.write(`  ${label} edit ${i}: ${sec(samples.at(-1)!)} (of which the build: ${build ? sec(build.ms) : '?'})\n`);
    }
    return { samples, median: median(samples), pages: server.publisher.status().current?.pages ?? 0 };
  } finally {
    await server.close();
  }
}

function row(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  return [row(head, widths), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => row(r, widths))].join('\n');
}

async function main(): Promise<void> {
  if (!siteExists()) throw new Error('site/pages/index.astro is missing: there is no site to build yet');
  const made: string[] = [];
  try {
    console.log('Preparing content: the demo company, and a generated one with',
      `${GENERATED.projects} projects + ${GENERATED.news} news items...`);
    const demo = await demoDataDir();
    made.push(demo);
    const big = await generatedDataDir(GENERATED.projects, GENERATED.news);
    made.push(big);

    console.log('Full builds (1 cold; warm = median of 3 after a warm-up build)...');
    const builds: Array<[string, BuildFigures]> = [
      ['demo site', await measureBuilds(demo)],
      [`generated site`, await measureBuilds(big)],
    ];

    console.log(`Publish latency (${EDITS} edits each: API write -> new HTML served at /)...`);
    const demoLatency = await measureLatency(demo, 'demo');
    const bigLatency = await measureLatency(big, 'generated');

    const rate = (f: BuildFigures, ms: number) => `${Math.round(f.pages / (ms / 1000))}`;
    console.log('\nFull site build');
    console.log(
      table(
        ['site', 'pages', 'cold build', 'pages/s', 'warm build', 'pages/s'],
        builds.map(([name, f]) => [name, String(f.pages), sec(f.coldMs), rate(f, f.coldMs), sec(f.warmMs), rate(f, f.warmMs)]),
      ),
    );
    console.log('\nPublish latency (median of 5)');
    console.log(
      table(
        ['site', 'pages', 'median', 'min', 'max', 'target'],
        [
          ['demo site', String(demoLatency.pages), sec(demoLatency.median), sec(Math.min(...demoLatency.samples)), sec(Math.max(...demoLatency.samples)), `< ${sec(TARGETS.demoLatencyMs)}`],
          ['generated site', String(bigLatency.pages), sec(bigLatency.median), sec(Math.min(...bigLatency.samples)), sec(Math.max(...bigLatency.samples)), `< ${sec(TARGETS.bigLatencyMs)}`],
        ],
      ),
    );
    const bigBuild = builds[1][1];
    const verdicts = [
      [`publish latency, demo site < ${sec(TARGETS.demoLatencyMs)}`, demoLatency.median < TARGETS.demoLatencyMs],
      [`publish latency, ${bigLatency.pages} pages < ${sec(TARGETS.bigLatencyMs)}`, bigLatency.median < TARGETS.bigLatencyMs],
      [`warm build of ${bigBuild.pages} pages >= ${TARGETS.pagesPerSecond} pages/s`, bigBuild.pages / (bigBuild.warmMs / 1000) >= TARGETS.pagesPerSecond],
      [`cold build of ${bigBuild.pages} pages >= ${TARGETS.pagesPerSecond} pages/s`, bigBuild.pages / (bigBuild.coldMs / 1000) >= TARGETS.pagesPerSecond],
    ] as const;
    console.log('\nTargets');
    for (const [what, ok] of verdicts) console.log(`  ${ok ? 'met    ' : 'MISSED '} ${what}`);
    console.log(`\n(${new Date().toISOString()}, ${(await import('node:os')).cpus().length} CPUs, Node ${process.version})`);
  } finally {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  }
}

// A stuck build or server must not hang the benchmark forever.
setTimeout(() => {
  console.error('bench: gave up after 20 minutes');
  process.exit(1);
}, 20 * 60_000).unref();

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
