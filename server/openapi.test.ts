// Walks the OpenAPI document: every route is documented (tags, path params, a body where one is read,
// a 200 answer schema), every route of API.md is in it, every write route refuses a request without a
// token, and every id in a path is an integer (400) of a known item (404).
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MD_ROUTES, routeShape } from './test/api-md-routes.ts';
import { useTestApp } from './test/helpers.ts';

interface Operation {
  tags?: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const t = useTestApp();
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

/** The only writes anyone may make without a token. */
const PUBLIC_WRITES = new Set([
  'POST /v2/api/login',
  'POST /v2/api/build/hook/{secret}',
  'POST /v2/api/build/hook',
  'POST /v2/api/password/forgot',
  'POST /v2/api/password/verify',
  'POST /v2/api/password/reset',
  'POST /api/leads',
  // the second step of a sign-in: its challenge stands for the password just checked
  'POST /v2/api/login/2fa',
]);
const WRITES = ['post', 'put', 'patch', 'delete'];

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
}

/** Writes that read no body: toggles, logout and the build controls. */
const BODYLESS = /toggle|\/restore$|^POST \/v2\/api\/(logout|build|2fa\/setup$|health\/links\/check$)/;

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

  it('every operation has tags and a JSON schema for its 200 answer', () => {
    for (const { path, method, op } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      expect(op.tags?.length, `${name} has tags`).toBeGreaterThan(0);
      const ok = op.responses?.['200'];
      expect(ok, `${name} documents 200`).toBeDefined();
      expect(ok?.content?.['application/json']?.schema, `${name} has a 200 schema`).toBeDefined();
    }
  });

  it('every path parameter is declared, and every write that reads a body documents it', () => {
    let declared = 0;
    for (const { path, method, op } of operations()) {
      const name = `${method.toUpperCase()} ${path}`;
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g)) {
        expect(inPath, `${name} declares {${param}}`).toContain(param);
        declared++;
      }
      if ((method === 'post' || method === 'put') && !BODYLESS.test(name)) {
        expect(op.requestBody?.content, `${name} documents its body`).toBeDefined();
      }
    }
    expect(declared).toBeGreaterThan(50);
  });

  it('lists every route of API.md', () => {
    const documented = new Set(operations().map(({ method, path }) => routeShape(`${method.toUpperCase()} ${path}`)));
    const missing = API_MD_ROUTES.filter((r) => !documented.has(routeShape(r)));
    expect(missing).toEqual([]);
    expect(new Set(API_MD_ROUTES).size).toBeGreaterThan(150);
  });

  it('every id in a path answers 400 when not an integer and 404 "<Thing> not found" when unknown', async () => {
    const isId = (param: string) => param === 'id' || param.endsWith('Id');
    const withIds = operations().filter(({ path }) => [...path.matchAll(/\{([^}]+)\}/g)].some(([, p]) => isId(p)));
    expect(withIds.length).toBeGreaterThan(60);
    const headers = { authorization: `Bearer ${t.token}` };
    for (const { path, method, op } of withIds) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const param of op.parameters ?? []) {
        if (param.in === 'path' && isId(param.name))
          expect((param as { schema?: { pattern?: string } }).schema?.pattern, `${name} {${param.name}}`).toBe('^[0-9]{1,15}$');
      }
      const url = (id: string) => path.replace(/\{([^}]+)\}/g, (_, p: string) => (isId(p) ? id : 'x'));
      const payload = method === 'get' || method === 'delete' ? undefined : {};
      const bad = await t.app.inject({ method: method.toUpperCase() as 'GET', url: url('abc'), headers, ...(payload ? { payload } : {}) });
      expect(bad.statusCode, `${name} with abc`).toBe(400);
      expect(bad.json(), `${name} with abc`).toMatchObject({ success: false, message: 'Invalid id' });
      // Unknown ids, where the answer cannot depend on a body: reads, deletes and toggles.
      if (method === 'get' || method === 'delete' || method === 'patch' || path.includes('toggle')) {
        const unknown = await t.app.inject({ method: method.toUpperCase() as 'GET', url: url('987654'), headers });
        expect(unknown.statusCode, `${name} with an unknown id`).toBe(404);
        expect(unknown.json().message, `${name} with an unknown id`).toMatch(/^[A-Z][A-Za-z ]* not found$/);
      }
    }
  });

  it('every write route refuses a request without a token', async () => {
    const writes = operations().filter(({ method, path }) => WRITES.includes(method) && !PUBLIC_WRITES.has(`${method.toUpperCase()} ${path}`));
    expect(writes.length).toBeGreaterThan(5);
    for (const { path, method } of writes) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method.toUpperCase() as 'POST', url, payload: {} });
      expect(res.statusCode, `${method.toUpperCase()} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Unauthorized' });
    }
  });
});
