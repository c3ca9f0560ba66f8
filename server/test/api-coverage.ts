// Turns a request log of the API tests into the coverage table of API.md's routes: for each route, the
// tests that called it successfully, or what they saw instead.
//   API_COVERAGE_LOG=/tmp/api.jsonl vitest run server
//   node server/test/api-coverage.ts /tmp/api.jsonl api-coverage.md
// The generic walks of server/openapi.test.ts (401 without a token, 400/404 ids) call every route, so
// they do not count as covering one.
import fs from 'node:fs';
import { API_MD_ROUTES, routeShape } from './api-md-routes.ts';

interface Logged {
  method: string;
  route: string | null;
  status: number;
  file: string | null;
  test: string | null;
}

const GENERIC = 'server/openapi.test.ts';

/** "/api/news/:id" -> "/api/news/{id}" */
const openApiPath = (fastifyUrl: string) => fastifyUrl.replace(/:(\w+)/g, '{$1}');

/**
 * The tests that best show a route: those named after its collection (their describe names the path)
 * first, then those that call it most; at most two.
 */
function bestTests(path: string, calls: Logged[]): Logged[] {
  const collection = path.split('/{')[0];
  const word = collection.split('/').pop() ?? '';
  const byTest = new Map<string, { call: Logged; count: number }>();
  for (const call of calls) {
    const key = `${call.file}|${call.test}`;
    const entry = byTest.get(key) ?? byTest.set(key, { call, count: 0 }).get(key)!;
    entry.count++;
  }
  const named = (l: Logged) => (l.test!.includes(collection) ? 2 : l.test!.includes(word) ? 1 : 0);
  return [...byTest.values()]
    .sort((a, b) => named(b.call) - named(a.call) || b.count - a.count)
    .slice(0, 2)
    .map((e) => e.call);
}

export function coverageTable(lines: Logged[]): { markdown: string; uncovered: string[] } {
  const byRoute = new Map<string, Logged[]>();
  for (const l of lines) {
    if (!l.route || !l.file) continue;
    const key = routeShape(`${l.method} ${openApiPath(l.route)}`);
    (byRoute.get(key) ?? byRoute.set(key, []).get(key)!).push(l);
  }
  const rows: string[] = [];
  const uncovered: string[] = [];
  for (const route of API_MD_ROUTES) {
    const [method, path] = route.split(' ');
    const seen = (byRoute.get(routeShape(route)) ?? []).filter((l) => l.file !== GENERIC && l.test);
    const ok = seen.filter((l) => l.status < 300);
    const tests = bestTests(path, ok.length > 0 ? ok : seen);
    const statuses = [...new Set(seen.map((l) => l.status))].sort().join(', ');
    if (ok.length === 0) uncovered.push(route);
    const where =
      tests.length === 0
        ? 'not covered'
        : tests
            .map((l) => `\`${l.file}\``)
            .filter((v, i, a) => a.indexOf(v) === i)
            .join(', ');
    const names = tests.map((l) => l.test!.replaceAll('|', '\\|')).join('; ') || '—';
    const note = ok.length === 0 ? (seen.length ? `**only refusals** (${statuses})` : '**not covered**') : statuses;
    rows.push(`| ${method} | \`${path}\` | ${where} | ${names} | ${note} |`);
  }
  const markdown = ['| method | path | test file | test | statuses the tests saw |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
  return { markdown, uncovered };
}

if (import.meta.main) {
  const [logFile, outFile] = process.argv.slice(2);
  if (!logFile || !outFile) {
    console.error('usage: node server/test/api-coverage.ts <API_COVERAGE_LOG file> <output.md>');
    process.exit(2);
  }
  const lines = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Logged);
  const { markdown, uncovered } = coverageTable(lines);
  fs.writeFileSync(outFile, markdown + '\n');
  console.log(`${API_MD_ROUTES.length} routes, ${API_MD_ROUTES.length - uncovered.length} covered by a successful call`);
  for (const r of uncovered) console.log(`not covered: ${r}`);
}
