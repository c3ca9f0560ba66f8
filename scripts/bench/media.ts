// npm run bench:media: the media library's list at 10,000 files (issue 32, "Done means": a page in
// ≤ 50 ms on the server). The demo company plus generated library rows (10,000 files in all; records
// only, the list never opens the files), then GET /v2/api/media as the Media screen asks it: the first
// page, a deep page, a search, each filter and each sort, signed in. Each request runs in-process
// (app.inject: the server's own work, no network), ROUNDS times after a warm-up; p50 and p99 per request
// of the time to answer and of the process's CPU time (which a busy machine inflates far less).
// Also prints SQLite's plan of the default page, to show it reads an index rather than sorting the table.
import fs from 'node:fs';
import os from 'node:os';
import { addBenchLibraryRows, countMediaFiles, mediaPagePlan } from '../../content-db/bench-fixtures.ts';
import { demoDataDir, contentApp } from './data.ts';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';

const FILES = 10_000;
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 200);
const TARGET_MS = 50;
const HEAD = ['request', 'total', 'rows', 'time p50', 'time p99', 'CPU p50', 'CPU p99'];

const REQUESTS = [
  'page=1&limit=50',
  'page=100&limit=50',
  'page=1&limit=200',
  'q=crane&page=1&limit=50',
  'kind=svg&page=1&limit=50',
  'used=false&page=1&limit=50',
  'used=true&page=1&limit=50',
  'sort=largest&page=3&limit=50',
  'sort=name&page=50&limit=50',
  'sort=oldest&page=1&limit=50',
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function main() {
  console.log('media bench: the demo company...');
  const dataDir = await demoDataDir();
  const app = await contentApp(dataDir, false);
  try {
    const have = await countMediaFiles(app.db);
    console.log(`media bench: ${have} demo files, adding ${FILES - have} library rows...`);
    await addBenchLibraryRows(app.db, have, FILES);
    const login = await app.inject({ method: 'POST', url: '/v2/api/login', payload: BENCH_ADMIN });
    const token = login.json().token as string;

    for (const sort of ['newest', 'largest'] as const) console.log(`plan of a page sorted ${sort}: ${await mediaPagePlan(app.db, sort)}`);

    const rows: string[][] = [];
    let worst = 0;
    let worstCpu = 0;
    for (const query of REQUESTS) {
      const url = `/v2/api/media?${query}`;
      const ask = async () => {
        const cpu = process.cpuUsage();
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const ms = performance.now() - started;
        const used = process.cpuUsage(cpu);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        return { ms, cpuMs: (used.user + used.system) / 1000, body: res.json() as { media: unknown[]; total: number } };
      };
      const { body } = await ask(); // warm-up
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const { ms, cpuMs } = await ask();
        times.push(ms);
        cpu.push(cpuMs);
      }
      const p99 = pct(times, 99);
      worst = Math.max(worst, p99);
      worstCpu = Math.max(worstCpu, pct(cpu, 99));
      const f = (x: number) => `${x.toFixed(1)} ms`;
      rows.push([url, String(body.total), String(body.media.length), f(pct(times, 50)), f(p99), f(pct(cpu, 50)), f(pct(cpu, 99))]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length), HEAD[i]!.length));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(`\nMedia library list, ${FILES.toLocaleString('en')} files, ${ROUNDS} requests each (in-process, signed in)`);
    console.log(line(HEAD));
    for (const r of rows) console.log(line(r));
    const verdict = (ms: number) => `${ms.toFixed(1)} ms, ${ms <= TARGET_MS ? 'met' : 'MISSED'}`;
    console.log(`\nTarget (issue 32): a page in <= ${TARGET_MS} ms on the server`);
    console.log(`  worst p99 of the time to answer: ${verdict(worst)}`);
    console.log(`  worst p99 of the server's CPU time per answer: ${verdict(worstCpu)}`);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `(${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${load}: on a busy machine the time to answer includes waiting for a core)`,
    );
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
