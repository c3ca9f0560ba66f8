// Walks the OpenAPI document: every route is documented (tags, path params, a body where one is read,
// a 200 answer schema), every route of API.md is in it, every write route refuses a request without a
// token, and every id in a path is an integer (400) of a known item (404).
import { beforeAll, describe, expect, it } from 'vitest';
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
const PUBLIC_WRITES = new Set(['POST /v2/api/login', 'POST /v2/api/build/hook/{secret}']);
const WRITES = ['post', 'put', 'patch', 'delete'];

function operations() {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));
}

/** The three toggle forms of API.md for a collection path. */
const toggles = (c: string) => [`PATCH ${c}/{id}/toggle-status`, `PUT ${c}/{id}/toggle-status`, `PUT ${c}/toggle/{id}`];
/** GET {c}, POST {c}, PUT {c}/{id}, and DELETE {c}/{id} where API.md lists it. */
const crud = (c: string, withDelete: boolean) => [`GET ${c}`, `POST ${c}`, `PUT ${c}/{id}`, ...(withDelete ? [`DELETE ${c}/{id}`] : [])];

/** Every route of API.md, written from its tables (param names as API.md spells them). */
const API_MD_ROUTES = [
  // Auth
  'POST /v2/api/login', 'GET /v2/api/verify', 'POST /v2/api/logout',
  // Pages
  ...crud('/v2/api/pages', true),
  // Menus
  'GET /v2/api/menu', 'GET /v2/api/menu/primary', 'GET /v2/api/menu/with-pages', 'POST /v2/api/menu', 'PUT /v2/api/menu/{id}', 'DELETE /v2/api/menu/{id}',
  // Projects
  'GET /v2/api/projects', 'GET /v2/api/projects/active', 'GET /v2/api/projects/type/{type}', 'GET /v2/api/projects/{id}',
  'GET /v2/api/project-complete/{idOrSlug}', 'POST /v2/api/projects', 'PUT /v2/api/projects/{id}', 'DELETE /v2/api/projects/{id}',
  ...toggles('/v2/api/projects'),
  // Project banners, details, gallery
  'GET /v2/api/banners/project/{projectId}', 'GET /v2/api/banners/active', 'POST /v2/api/banners', 'PUT /v2/api/banners/{id}', 'DELETE /v2/api/banners/{id}',
  ...toggles('/v2/api/banners'),
  'GET /v2/api/details/project/{projectId}', 'POST /v2/api/details', 'PUT /v2/api/details/{id}', 'DELETE /v2/api/details/{id}',
  ...toggles('/v2/api/details'),
  'GET /v2/api/gallery/detail/{detailId}', 'POST /v2/api/gallery/multiple', 'PUT /v2/api/gallery/sort-order', 'DELETE /v2/api/gallery/{id}',
  ...toggles('/v2/api/gallery'),
  // Publishing and health
  'GET /api/health', 'GET /v2/api/build', 'POST /v2/api/build', 'POST /v2/api/build/rollback', 'POST /v2/api/build/hook/{secret}',
  // /api: news
  'GET /api/news', 'GET /api/news/{id}', 'GET /api/admin/news', 'POST /api/admin/news', 'PUT /api/admin/news/{id}', 'DELETE /api/admin/news/{id}',
  ...toggles('/api/admin/news'),
  'GET /api/news-details/news/{newsId}', 'GET /api/news-details/{id}', 'POST /api/news-details', 'PUT /api/news-details/{id}', 'DELETE /api/news-details/{id}',
  ...toggles('/api/news-details'),
  'GET /api/news-gallery/detail/{detailId}', 'POST /api/news-gallery/multiple', 'DELETE /api/news-gallery/{id}',
  ...toggles('/api/news-gallery'),
  'GET /api/news-details-banners/detail/{detailId}', 'GET /api/news-details-banners/{detailId}', 'POST /api/news-details-banners',
  'PUT /api/news-details-banners/{id}', 'DELETE /api/news-details-banners/{id}',
  ...toggles('/api/news-details-banners'),
  ...crud('/api/news-page-banner', false), 'GET /api/news-page-banner/active', ...toggles('/api/news-page-banner'),
  // home
  ...crud('/api/banners', false), ...toggles('/api/banners'),
  ...crud('/api/design-sections', false), ...toggles('/api/design-sections'),
  'GET /api/home-exp-role', 'POST /api/home-exp-role', 'PUT /api/home-exp-role/toggle',
  // show-projects and listing banners
  ...crud('/api/show-projects', true), ...toggles('/api/show-projects'), 'GET /api/show-projects/detailed/{page}',
  ...crud('/api/ongoing-banners', true), ...toggles('/api/ongoing-banners'), 'GET /api/ongoing-banners/active',
  ...crud('/api/our-projects', true), ...toggles('/api/our-projects'), 'GET /api/our-projects/active',
  // page documents
  ...crud('/api/aboutpage', false),
  ...crud('/api/services', false), 'GET /api/services/active',
  ...crud('/api/contact', false), 'GET /api/contact/active',
  // settings and users
  ...crud('/api/settings', true), ...toggles('/api/settings'), 'GET /api/settings/active',
  ...crud('/api/site-logo', false), ...toggles('/api/site-logo'), 'GET /api/site-logo/active',
  ...crud('/api/favicon', false), ...toggles('/api/favicon'), 'GET /api/favicon/active',
  ...crud('/api/whatsapp', true), ...toggles('/api/whatsapp'), 'GET /api/whatsapp/active',
  ...crud('/api/users', true),
];

/** Writes that read no body: toggles, logout and the build controls. */
const BODYLESS = /toggle|^POST \/v2\/api\/(logout|build)/;

/** "PUT /api/x/{detailId}" and "PUT /api/x/{id}" name the same route: compare without param names. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');

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
    const documented = new Set(operations().map(({ method, path }) => shape(`${method.toUpperCase()} ${path}`)));
    const missing = API_MD_ROUTES.filter((r) => !documented.has(shape(r)));
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
        if (param.in === 'path' && isId(param.name)) expect((param as { schema?: { pattern?: string } }).schema?.pattern, `${name} {${param.name}}`).toBe('^[0-9]{1,15}$');
      }
      const url = (id: string) => path.replace(/\{([^}]+)\}/g, (_, p: string) => (isId(p) ? id : 'x'));
      const payload = method === 'get' || method === 'delete' ? undefined : {};
      const bad = await t.app.inject({ method: method.toUpperCase() as 'GET', url: url('abc'), headers, ...(payload ? { payload } : {}) });
      expect(bad.statusCode, `${name} with abc`).toBe(400);
      expect(bad.json(), `${name} with abc`).toEqual({ success: false, message: 'Invalid id' });
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
      expect(res.json()).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});
