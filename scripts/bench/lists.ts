// An admin list page under load (issue 22, "a list API page ≤ 10 ms p99 under 50 connections"; issue 31,
// "paged API reads (limit ≤ 200) p99 ≤ 20 ms at 50 connections"): the generated company of 2,500
// projects, GET /v2/api/projects with a search, a sort and a page of 50 or 200, signed in (a token's
// read is never answered from the public read cache), 50 connections.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../../server/publish/build-site.ts';
import { BENCH_ADMIN } from '../../server/test/real-server.ts';
import { generatedDataDir } from './data.ts';
import { medianRound, type LoadFigures } from './serve.ts';

export const LIST_PROJECTS = 2500;

export interface ListFigures {
  /** e.g. 'q=konut&sort=-updated_at&limit=50, pages 1-50' */
  request: string;
  load: LoadFigures;
}

export async function startServer(dataDir: string) {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'bench', 'list-server.ts')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const line = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', () => reject(new Error('the list server did not start')));
  });
  return {
    url: `http://127.0.0.1:${line.trim()}`,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

/** 50 clients for `seconds` on each list request, every request a random page of the search's results. */
/** `rounds`: runs of each case, the one of median p99 kept (serve.ts medianRound) */
export async function measureLists(seconds: number, rounds = 1): Promise<ListFigures[]> {
  const dataDir = await generatedDataDir(LIST_PROJECTS, 0);
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${server.url}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    // 'konut' is in every generated Turkish title (all 2,500 match: the most a page can cost); 'konut 12' in a few
    // [query, items it finds, page size]
    const cases: Array<[string, number, number]> = [
      ['q=%C3%BCretilmi%C5%9F%20konut&sort=-updated_at', LIST_PROJECTS, 50],
      ['q=KONUT%2012&sort=title_tr', 11, 50],
      ['sort=title_en', LIST_PROJECTS, 50],
      ['sort=-updated_at', LIST_PROJECTS, 200],
    ];
    const out: ListFigures[] = [];
    for (const [query, found, PAGE] of cases) {
      const pages = Math.max(1, Math.ceil(found / PAGE));
      const check = await fetch(`${server.url}/v2/api/projects?${query}&limit=${PAGE}&page=1`, { headers: { authorization: headers.authorization } });
      const body = (await check.json()) as { total?: number };
      if (check.status !== 200 || body.total === undefined) throw new Error(`list bench: ${query} answered ${check.status}`);
      const run = (duration: number) =>
        autocannon({
          url: server.url,
          connections: 50,
          duration,
          headers,
          requests: [{ setupRequest: (req) => ({ ...req, path: `/v2/api/projects?${query}&limit=${PAGE}&page=${1 + Math.floor(Math.random() * pages)}` }) }],
        });
      const load = await medianRound(rounds, async () => {
        // after a second of the same load, unmeasured, as every load run of the bench (serve.ts: JIT warm-up)
        await run(1);
        const r = await run(seconds);
        return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
      });
      process.stdout.write(
        `  ${query}&limit=${PAGE} (${body.total} found): ${Math.round(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms${rounds > 1 ? ` (rounds: ${load.p99s.join(', ')} ms)` : ''}\n`,
      );
      out.push({ request: `${decodeURIComponent(query)}&limit=${PAGE}, pages 1-${pages}`, load });
    }
    return out;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// run alone: node scripts/bench/lists.ts [seconds]
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(`Admin list pages (${LIST_PROJECTS.toLocaleString('en')} projects, 50 connections, signed in)`);
  await measureLists(Number(process.argv[2] ?? 10));
}
