// Issue 20's invariant: a public read never shows a working-copy value. In review mode a marker is
// written into every text, link and file column of every row of every content table (and every text of
// the page documents and menus) of the working copy; then every GET route of the OpenAPI document is
// called without a token, with every id, slug and value its path takes, and no answer may show the
// marker. With a token, the lists show it: the marker is really there to be leaked.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { setPublishingMode } from '../../content-db/live.ts';
import { inTransaction } from '../../content-db/open.ts';
import { isContentTable } from '../../content-db/upload-refs.ts';
import { bearer, useTestApp } from '../test/helpers.ts';

const MARKER = 'WORKING-COPY-ONLY';
const t = useTestApp({ seed: true });

/** Tables that hold no item of the site (accounts, bookkeeping), and columns that are no text to mark. */
const NOT_ITEMS = new Set(['users', 'revoked_tokens', 'slug_redirects', 'content_revision', 'kysely_migration', 'kysely_migration_lock', 'sqlite_sequence']);
const KEPT = new Set(['status', 'type', 'slug', 'created_at', 'updated_at', 'page_name', 'project_ids']);
/** JSON documents: every text inside is marked. */
const DOCUMENTS = new Set(['about_data', 'services_data', 'contact_data', 'data']);
const TEXT_KEY = /(_en|_tr)$|^(title|name|text|label|description)$/;

function markDocument(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(markDocument);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && TEXT_KEY.test(k) ? `${MARKER} ${k}` : markDocument(v)]));
  }
  return value;
}

function markValue(column: string, value: string): string {
  if (DOCUMENTS.has(column)) return JSON.stringify(markDocument(JSON.parse(value)));
  if (/(image|_path)$/.test(column)) return `/uploads/marker/${MARKER}.png`;
  if (/link$/.test(column)) return `https://example.com/${MARKER}`;
  return `${MARKER} ${column}`;
}

/** Writes the marker into the working copy, as an editor's writes in review mode would leave it. */
async function markWorkingCopy(): Promise<string[]> {
  const { rows } = await sql<{ t: string; c: string }>`
    SELECT m.name AS t, c.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) c
    WHERE m.type = 'table' AND upper(c.type) = 'TEXT'`.execute(t.app.db);
  const columns = new Map<string, string[]>();
  for (const r of rows) {
    if (!isContentTable(r.t) || NOT_ITEMS.has(r.t) || KEPT.has(r.c)) continue;
    columns.set(r.t, [...(columns.get(r.t) ?? []), r.c]);
  }
  const marked: string[] = [];
  await inTransaction(t.app.db, async (trx) => {
    for (const [table, cols] of columns) {
      const { rows: items } = await sql<Record<string, string | number | null>>`SELECT * FROM ${sql.table(table)}`.execute(trx);
      for (const item of items) {
        const set = cols.filter((c) => typeof item[c] === 'string').map((c) => sql`${sql.ref(c)} = ${markValue(c, item[c] as string)}`);
        if (set.length === 0) continue;
        await sql`UPDATE ${sql.table(table)} SET ${sql.join(set)} WHERE id = ${item.id}`.execute(trx);
      }
      if (items.length) marked.push(table);
    }
  });
  return marked;
}

interface PathParam {
  name: string;
  schema: { pattern?: string; enum?: string[]; anyOf?: Array<{ enum?: string[] }> };
}

/** Every URL a GET route of the OpenAPI document answers, its path filled with every value worth trying. */
async function everyGetUrl(): Promise<string[]> {
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, { get?: { parameters?: Array<PathParam & { in: string }> } }>;
  };
  const { rows } = await sql<{ id: number }>`
    SELECT max(id) AS id FROM (SELECT max(id) AS id FROM projects UNION ALL SELECT max(id) FROM news UNION ALL SELECT max(id) FROM project_gallery
    UNION ALL SELECT max(id) FROM news_gallery UNION ALL SELECT max(id) FROM menus UNION ALL SELECT max(id) FROM pages)`.execute(t.app.liveDb);
  const ids = Array.from({ length: Math.max(rows[0].id, 10) }, (_, i) => String(i + 1));
  const slugs = (await t.app.liveDb.selectFrom('projects').select('slug').execute()).map((p) => p.slug);
  const values = (p: PathParam): string[] => {
    const listed = p.schema.enum ?? p.schema.anyOf?.flatMap((a) => a.enum ?? []);
    if (listed?.length) return listed;
    if (p.schema.pattern) return ids;
    return [...ids, ...slugs, 'ongoing', 'completed'];
  };
  const urls: string[] = [];
  for (const [route, ops] of Object.entries(docs.paths)) {
    if (!ops.get) continue;
    let filled = [route];
    for (const p of (ops.get.parameters ?? []).filter((q) => q.in === 'path')) {
      filled = filled.flatMap((u) => values(p).map((v) => u.replace(`{${p.name}}`, encodeURIComponent(v))));
    }
    urls.push(...filled);
  }
  return urls;
}

describe('a public read never shows a working-copy value', () => {
  it('every public GET route of the API, every id and slug, cold and cached', async () => {
    await setPublishingMode(t.app.db, 'review');
    const marked = await markWorkingCopy();
    // every collection of the site holds a marked item
    expect(marked).toEqual(expect.arrayContaining(['projects', 'project_details', 'project_gallery', 'news', 'news_gallery', 'menus', 'company']));
    expect(marked).toEqual(expect.arrayContaining(['about_pages', 'services_pages', 'contact_pages', 'whatsapp_settings', 'site_logos', 'show_projects']));
    // and through the API, as an editor writes in review mode: no publish, no build
    const builds = t.publishRequests.length;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v2/api/pages/1',
      headers: bearer(t.token),
      payload: { page_name_en: `${MARKER} via API`, page_name_tr: MARKER },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(t.publishRequests.length).toBe(builds);

    const urls = await everyGetUrl();
    expect(urls.length).toBeGreaterThan(300);
    let answered = 0;
    for (const round of ['cold', 'cached']) {
      const leaks: string[] = [];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        if (res.statusCode === 200) answered++;
        if (res.body.includes(MARKER)) leaks.push(`${round} ${url}`);
      }
      expect(leaks).toEqual([]);
    }
    expect(answered).toBeGreaterThan(200); // real answers, not a wall of 404s

    // the same lists read with a token show the working copy, marker and all
    for (const url of [
      '/v2/api/projects',
      '/api/admin/news',
      '/v2/api/pages',
      '/v2/api/menu',
      '/api/company',
      '/api/aboutpage',
      '/api/whatsapp',
      '/api/show-projects',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
      expect(res.body, url).toContain(MARKER);
    }
    // and the public forms (.../active) answer the live copy whatever the token
    for (const url of ['/v2/api/projects/active', '/api/contact/active', '/api/whatsapp/active', '/api/show-projects/detailed/home']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(MARKER);
    }
  }, 120_000);
});
