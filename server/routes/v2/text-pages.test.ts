// /v2/api/text-pages (API.md "Text pages"): rich text sanitized, slugs from the titles or the editor,
// a slug the site or another page uses is a 409, revisions, review mode and versions like every item.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setPublishingMode } from '../../../content-db/live.ts';
import { RESERVED_SLUGS } from '../../../content-db/text-pages.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';

const t = useTestApp();
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/v2/api${url}`, headers: { ...bearer(t.token), ...headers }, ...(payload ? { payload } : {}) });
const publicList = async () => (await t.app.inject({ method: 'GET', url: '/v2/api/text-pages' })).json().textPages as Array<{ title_en: string }>;

describe('/v2/api/text-pages', () => {
  it('creates a page with slugs from its titles, its bodies sanitized, and lists it', async () => {
    const res = await send('POST', '/text-pages', {
      title_en: 'Privacy Notice',
      title_tr: 'KVKK Aydınlatma Metni',
      body_en: '<h2>Data</h2><p onclick="x()">We keep <strong>little</strong>.</p><script>alert(1)</script>',
      body_tr: '<p>Verileriniz <a href="javascript:alert(1)">güvende</a>.</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { textPage, message } = res.json();
    expect(message).toBe('Page saved');
    expect(textPage).toMatchObject({ slug_en: 'privacy-notice', slug_tr: 'kvkk-aydinlatma-metni', status: 'active' });
    expect(textPage.body_en).toBe('<h2>Data</h2><p>We keep <strong>little</strong>.</p>');
    expect(textPage.body_tr).not.toContain('javascript:');
    expect(textPage.version).toMatch(/^[0-9]+$/);
    expect((await publicList()).map((p) => p.title_en)).toContain('Privacy Notice');
  });

  it('refuses a slug another page or the site itself uses with a 409, and missing titles with a 400', async () => {
    const taken = await send('POST', '/text-pages', { title_en: 'Privacy Notice', title_tr: 'Başka Sayfa' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: 'This address is already used by another page' });
    for (const slug_tr of ['news', 'about-us', 'admin', 'en']) {
      const res = await send('POST', '/text-pages', { title_en: `Page ${slug_tr}`, title_tr: 'Sayfa', slug_tr });
      expect(res.statusCode, slug_tr).toBe(409);
      expect(res.json().message).toBe('This address is used by the site itself');
    }
    expect((await send('POST', '/text-pages', { title_en: 'Only English' })).statusCode).toBe(400);
  });

  it('keeps the reserved slugs in step with the pages of the site', () => {
    const pages = fs.readdirSync(path.resolve(import.meta.dirname, '../../../site/pages'));
    for (const entry of pages) {
      const segment = entry.replace(/\.astro$/, '');
      // robots.txt.ts and the like cannot be a slug; [textPage] is the text pages themselves
      if (segment.includes('.') || segment === 'index' || segment.startsWith('[')) continue;
      expect(RESERVED_SLUGS.has(segment), segment).toBe(true);
    }
  });

  it('leaves revisions, refuses a stale write, and in review mode stays private until published', async () => {
    const created = (await send('POST', '/text-pages', { title_en: 'Terms', title_tr: 'Koşullar', body_en: '<p>v1</p>' })).json().textPage;
    const updated = await send('PUT', `/text-pages/${created.id}`, { body_en: '<p>v2</p>' }, { 'if-match': created.version });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().textPage).toMatchObject({ slug_en: 'terms', body_en: '<p>v2</p>', title_tr: 'Koşullar' });
    const stale = await send('PUT', `/text-pages/${created.id}`, { body_en: '<p>lost</p>' }, { 'if-match': created.version });
    expect(stale.statusCode).toBe(412);
    // the page now and its version: what the admin merges the user's edit with
    expect(stale.json()).toMatchObject({ current: { id: created.id, body_en: '<p>v2</p>' }, version: updated.json().textPage.version });
    const revisions = (await t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=text_page&item=${created.id}`, headers: bearer(t.token) })).json();
    expect(revisions.success).toBe(true);
    expect(JSON.stringify(revisions)).toContain('"updated"');

    await setPublishingMode(t.app.db, 'review');
    const draft = (await send('POST', '/text-pages', { title_en: 'Cookie Policy', title_tr: 'Çerez Politikası' })).json().textPage;
    expect((await publicList()).map((p) => p.title_en)).not.toContain('Cookie Policy');
    const published = await t.app.inject({
      method: 'POST',
      url: '/v2/api/changes/publish',
      headers: bearer(t.token),
      payload: { items: [{ type: 'text_page', item_id: draft.id }] },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await publicList()).map((p) => p.title_en)).toContain('Cookie Policy');
    await setPublishingMode(t.app.db, 'instant');

    expect((await send('DELETE', `/text-pages/${draft.id}`)).json()).toMatchObject({ success: true, message: 'Page deleted' });
    expect((await publicList()).map((p) => p.title_en)).not.toContain('Cookie Policy');
  });
});
