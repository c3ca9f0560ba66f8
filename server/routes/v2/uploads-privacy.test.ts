// Issue 19, uploads (API.md): a replaced or deleted item's file leaves public view at once (its /uploads
// URL answers 404) and is kept privately while a revision may restore it; the restore brings it back
// at the same URL with the same bytes. Variants go and come with their upload.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, makeImage, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';
import { sender } from '../../test/api-fixtures.ts';
import { addDetail, addGallery, addNews } from '../../test/news-fixtures.ts';

// the product's rule: revisions (and so their files) are kept
const t = useTestApp({ env: { REVISIONS_KEEP: '50', REVISIONS_KEEP_DAYS: '90' } });
const c = client(t);
const send = sender(t);

const privateFile = (p: string) => path.join(t.dataDir, 'uploads-private', p.slice('/uploads/'.length));
const publicFile = (p: string) => path.join(t.dataDir, 'uploads', p.slice('/uploads/'.length));

/** Every upload path an answer names (originals and the variants of its `media`). */
const pathsIn = (answer: unknown) => [...new Set(JSON.stringify(answer).match(/\/uploads\/[A-Za-z0-9._/-]+/g) ?? [])];

/** What a visitor gets at each path: its bytes, or the status when it is not 200. */
async function served(paths: string[]): Promise<Record<string, string | number>> {
  const out: Record<string, string | number> = {};
  for (const p of paths) {
    const res = await t.app.inject({ method: 'GET', url: p });
    out[p] = res.statusCode === 200 ? res.rawPayload.toString('base64') : res.statusCode;
  }
  return out;
}

/** Each path answers 404 and its file, byte for byte, is in the private folder only. */
async function expectHidden(bytes: Record<string, string | number>) {
  const paths = Object.keys(bytes);
  expect(await served(paths)).toEqual(Object.fromEntries(paths.map((p) => [p, 404])));
  for (const p of paths) {
    expect(fs.existsSync(publicFile(p)), p).toBe(false);
    expect(fs.readFileSync(privateFile(p)).toString('base64'), p).toBe(bytes[p]);
  }
}

async function expectPublic(bytes: Record<string, string | number>) {
  expect(await served(Object.keys(bytes))).toEqual(bytes);
  for (const p of Object.keys(bytes)) expect(fs.existsSync(privateFile(p)), p).toBe(false);
}

async function revisions(type: string, id: number): Promise<Array<{ id: number; action: string }>> {
  const res = await t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=${type}&item=${id}`, headers: bearer(t.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().revisions;
}

async function restore(revisionId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/v2/api/revisions/${revisionId}/restore`, headers: bearer(t.token) });
  expect(res.statusCode, res.body).toBe(200);
}

const ok = async (res: Promise<{ statusCode: number; body: string; json(): any }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('a file nothing refers to leaves public view; a restore brings it back', () => {
  it('a replaced project cover (and its variants); the restore hides the cover it replaced in turn', async () => {
    const p = await c.project();
    const first = await served(pathsIn((await ok(c.get(`/v2/api/projects/${p.id}`, true))).project));
    expect(Object.keys(first).length).toBeGreaterThan(1); // the cover and its variants
    expect(Object.values(first).every((v) => typeof v === 'string')).toBe(true);

    const replaced = (await ok(c.send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('jpeg', 70, 50) }))).project;
    await expectHidden(first);
    const second = await served(pathsIn((await ok(c.get(`/v2/api/projects/${p.id}`, true))).project));
    expect(second[replaced.cover_image]).toEqual(expect.any(String));

    const created = (await revisions('project', p.id)).find((r) => r.action === 'created')!;
    await restore(created.id);
    await expectPublic(first);
    await expectHidden(second);
  });

  it('a deleted project gallery image', async () => {
    const p = await c.project();
    const detail = await c.detail(p.id);
    const [kept, gone] = await c.images(detail.id, 2);
    const gallery = (await ok(c.get(`/v2/api/gallery/detail/${detail.id}`, true))).images as Array<{ id: number }>;
    const bytes = await served(pathsIn(gallery.find((g) => g.id === gone.id)));
    const others = await served(pathsIn(gallery.find((g) => g.id === kept.id)));

    await ok(c.call('DELETE', `/v2/api/gallery/${gone.id}`));
    await expectHidden(bytes);
    await expectPublic(others);

    const [, before] = await revisions('project', p.id);
    await restore(before.id);
    await expectPublic(bytes);
    expect((await ok(c.get(`/v2/api/gallery/detail/${detail.id}`))).images.map((g: { id: number }) => g.id).sort()).toEqual([kept.id, gone.id].sort());
  });

  it('a deleted news gallery image', async () => {
    const news = await addNews(t.app, t.token);
    const detail = await addDetail(t.app, t.token, news.id);
    const [gone] = await addGallery(t.app, t.token, detail.id, 2);
    const bytes = await served(pathsIn(gone));

    await ok(send('DELETE', `/api/news-gallery/${gone.id}`));
    await expectHidden(bytes);

    const [, before] = await revisions('news', news.id);
    await restore(before.id);
    await expectPublic(bytes);
  });

  it('a deleted project with its banners, details and gallery', async () => {
    const p = await c.project();
    await c.banner(p.id);
    const detail = await c.detail(p.id);
    await c.images(detail.id, 2);
    const answers = [
      (await ok(c.get(`/v2/api/projects/${p.id}`, true))).project,
      (await ok(c.get(`/v2/api/banners/project/${p.id}`, true))).banners,
      (await ok(c.get(`/v2/api/details/project/${p.id}`, true))).details,
      (await ok(c.get(`/v2/api/gallery/detail/${detail.id}`, true))).images,
    ];
    const bytes = await served(pathsIn(answers));
    expect(Object.keys(bytes).length).toBeGreaterThan(8);

    await ok(c.call('DELETE', `/v2/api/projects/${p.id}`));
    await expectHidden(bytes);

    const [deleted] = await revisions('project', p.id);
    expect(deleted.action).toBe('deleted');
    await restore(deleted.id);
    await expectPublic(bytes);
  });

  it("a replaced image inside a document (About's banner)", async () => {
    const created = await send('POST', '/api/aboutpage', {
      form: { about_data: JSON.stringify({ banner: { title_en: 'About', title_tr: 'Hakkımızda' } }), banner_image: await makeImage('jpeg') },
    });
    expect(created.statusCode, created.body).toBe(200);
    const about = created.json().data;
    const bytes = await served(pathsIn(about));
    expect(Object.keys(bytes)).toContain(about.about_data.banner.image);

    await ok(send('PUT', `/api/aboutpage/${about.id}`, { form: { banner_image: await makeImage('png') } }));
    await expectHidden(bytes);

    const [, before] = await revisions('about', about.id);
    await restore(before.id);
    await expectPublic(bytes);
  });

  it('a private file is not reachable through the uploads URL, and one the content names is public again at start', async () => {
    const p = await c.project();
    const bytes = await served(pathsIn(p));
    await ok(c.send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('jpeg', 90, 60) }));
    const rel = (p.cover_image as string).slice('/uploads/'.length);
    for (const url of [`/uploads/../uploads-private/${rel}`, `/uploads/..%2Fuploads-private%2F${rel.replace('/', '%2F')}`, `/uploads-private/${rel}`]) {
      // 404, or the site's 503 page while no release is built: never the file
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(200);
    }
    // a restore whose write committed but whose move back never ran (a crash): the content names it
    await t.app.db.updateTable('projects').set({ cover_image: p.cover_image }).where('id', '=', p.id).execute();
    expect(await served([p.cover_image])).toEqual({ [p.cover_image]: 404 });
    await t.app.media.publishUnhidden();
    await expectPublic(bytes);
  });

  it('a file the content still names elsewhere stays public', async () => {
    const p = await c.project();
    const bytes = await served(pathsIn(p));
    // the company's record names the cover too (a text field holding the path)
    await t.app.db
      .updateTable('company')
      .set({ name_en: `See ${p.cover_image as string}` })
      .execute();
    await ok(c.send('PUT', `/v2/api/projects/${p.id}`, { cover_image: await makeImage('jpeg', 80, 60) }));
    expect(await served([p.cover_image])).toEqual({ [p.cover_image]: bytes[p.cover_image] });
    await t.app.db.updateTable('company').set({ name_en: 'Company' }).execute();
  });
});
