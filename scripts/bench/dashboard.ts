// The dashboard at scale (issue 34 item 4): a generated company of 10,000 items (5,000 projects and
// 5,000 news items, on top of the demo), 2,000 leads, and GET /v2/api/dashboard timed through the app
// (inject: no network), and GET /v2/api/changes with 20 unpublished changes carrying their warnings.
// "After a write": the first read after a content write, which reads every item's text once (broken
// links, untranslated fields) and the pages a build makes; "again": the next reads, which find those
// kept for the content revision and run only the indexed counts. Each figure is the median of 5 reads.
// Run: node scripts/bench/dashboard.ts (the generated company is kept in the temp folder between runs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addBenchLeads, countProjectsAndNews, editNewestNews } from '../../content-db/bench-fixtures.ts';
import { bearer, login } from '../../server/test/helpers.ts';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';
import { contentApp, generatedDataDir } from './data.ts';

const ITEMS = 5000;
const ROUNDS = 5;

async function company(): Promise<string> {
  const kept = path.join(os.tmpdir(), `cms-bench-dashboard-${ITEMS}`);
  if (!fs.existsSync(path.join(kept, 'content.sqlite'))) {
    const made = await generatedDataDir(ITEMS, ITEMS);
    fs.rmSync(kept, { recursive: true, force: true });
    fs.cpSync(made, kept, { recursive: true });
    fs.rmSync(made, { recursive: true, force: true });
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-dash-'));
  fs.cpSync(kept, copy, { recursive: true });
  return copy;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = await company();
  const app = await contentApp(dataDir, false);
  try {
    const token = await login(app, BENCH_ADMIN);
    await addBenchLeads(app.db, 2000);
    const items = await countProjectsAndNews(app.db);
    const get = async (url: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return { ms, body: res.json() };
    };
    const write = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/v2/api/pages',
        headers: bearer(token),
        payload: { page_name_en: `Bench page ${n}`, page_name_tr: `Ölçüm sayfası ${n}` },
      });

    await get('/v2/api/dashboard'); // warm-up: code paths compiled, SQLite pages cached
    const afterWrite: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await write(i);
      afterWrite.push((await get('/v2/api/dashboard')).ms);
      again.push((await get('/v2/api/dashboard')).ms);
    }
    const { body } = await get('/v2/api/dashboard');

    expectOk((await app.inject({ method: 'PUT', url: '/v2/api/publishing', headers: bearer(token), payload: { mode: 'review' } })).statusCode);
    // edited behind the API's back and listed as changes, as a write through the API records them
    await editNewestNews(app.db, 20);
    const changesAfterWrite: number[] = [];
    const changesAgain: number[] = [];
    let count = 0;
    for (let i = 0; i < ROUNDS; i++) {
      await write(100 + i);
      const first = await get('/v2/api/changes');
      changesAfterWrite.push(first.ms);
      changesAgain.push((await get('/v2/api/changes')).ms);
      count = first.body.count;
    }
    const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms`;
    console.log(`dashboard at ${items} projects and news items, 2,000 leads (median of ${ROUNDS}):`);
    console.log(`  GET /v2/api/dashboard after a write: ${ms(afterWrite)}; again: ${ms(again)}`);
    console.log(`  figures: ${JSON.stringify({ content: body.dashboard.content, health: body.dashboard.health, leadsNew: body.dashboard.leads.new })}`);
    console.log(`  GET /v2/api/changes with ${count} changes and their warnings, after a write: ${ms(changesAfterWrite)}; again: ${ms(changesAgain)}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function expectOk(status: number) {
  if (status !== 200) throw new Error(`status ${status}`);
}

await main();
