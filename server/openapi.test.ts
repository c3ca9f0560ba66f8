// Walks the OpenAPI document: every route is documented with tags and responses, and every write
// route refuses a request without a token.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/helpers.ts';

const t = useTestApp({ signIn: false });
let doc: { paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown>; security?: unknown[] }>> };
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

/** The only writes anyone may make without a token. */
const PUBLIC_WRITES = new Set(['POST /v2/api/login', 'POST /v2/api/build/hook/{secret}']);
const WRITES = ['post', 'put', 'patch', 'delete'];

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
}

describe('OpenAPI document', () => {
  it('lists the API routes with tags and documented responses', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(10);
    for (const { path, method, op } of ops) {
      expect(op.tags?.length, `${method} ${path} has tags`).toBeGreaterThan(0);
      expect(Object.keys(op.responses ?? {}).length, `${method} ${path} has responses`).toBeGreaterThan(0);
      expect(path.startsWith('/api') || path.startsWith('/v2/api'), path).toBe(true);
    }
    const paths = Object.keys(doc.paths);
    for (const p of ['/v2/api/login', '/v2/api/verify', '/v2/api/logout', '/v2/api/pages', '/api/users', '/api/health']) expect(paths).toContain(p);
  });

  it('every write route refuses a request without a token', async () => {
    const writes = operations().filter(({ method, path }) => WRITES.includes(method) && !PUBLIC_WRITES.has(`${method.toUpperCase()} ${path}`));
    expect(writes.length).toBeGreaterThan(5);
    for (const { path, method } of writes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'POST', url, payload: {} });
      expect(res.statusCode, `${method.toUpperCase()} ${url}`).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});
