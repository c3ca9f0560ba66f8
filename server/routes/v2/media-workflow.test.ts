// The media library follows the workflow (issue 32, item 7): an edit of a file's alt text or focal
// point is a change of every item that uses it. Review mode: the items are unpublished changes, the
// live copy (what visitors get) keeps the old alt text until they are published, a discard brings the
// old one back; every edit is in the activity log; authors edit alt texts but never publish.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../content-db/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bearer, login, makeImage, multipart, useTestApp } from '../../test/helpers.ts';
import { workflow } from '../../test/workflow-fixtures.ts';
import type { MediaFile } from '../../api-types.ts';

const t = useTestApp();
const w = workflow(t);
let author = '';

beforeAll(async () => {
  await createUser(t.app.db, {
    name: 'Ayla Author',
    email: 'author@media-flow.test',
    password_hash: await hashPassword('flow-password-1'),
    profile_image: null,
    role: 'author',
  });
  author = await login(t.app, { email: 'author@media-flow.test', password: 'flow-password-1' });
});

function send(url: string, fields: Parameters<typeof multipart>[0]) {
  const body = multipart(fields);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(t.token), ...body.headers }, payload: body.payload });
}
const patch = (id: number, payload: object, token = t.token) => t.app.inject({ method: 'PATCH', url: `/v2/api/media/${id}`, headers: bearer(token), payload });

/** A library file used as the cover of a new project, both published (instant mode). */
async function publishedCover(title: string): Promise<{ file: MediaFile; projectId: number }> {
  await w.mode('instant');
  const up = await send('/v2/api/media', { files: [await makeImage('jpeg', 320, 200)] });
  expect(up.statusCode, up.body).toBe(200);
  const file = up.json().media[0] as MediaFile;
  const res = await send('/v2/api/projects', { title_en: title, title_tr: `${title} TR`, cover_image_media: String(file.id) });
  expect(res.statusCode, res.body).toBe(200);
  return { file, projectId: res.json().project.id as number };
}

async function liveRecord(path: string) {
  const { rows } = await sql<{ alt_en: string; alt_tr: string; focal_x: number; focal_y: number }>`
    SELECT alt_en, alt_tr, focal_x, focal_y FROM media_files WHERE path = ${path}`.execute(t.app.liveDb);
  return rows[0];
}

async function changeOf(projectId: number) {
  const changes = (await w.call('GET', '/v2/api/changes')).json().changes as Array<{ type: string; item_id: number; action: string }>;
  return changes.find((c) => c.type === 'project' && c.item_id === projectId);
}

describe('review mode', () => {
  it('an alt text edit makes the items using the file unpublished changes; visitors keep the old text until they are published', async () => {
    const { file, projectId } = await publishedCover('Harbour');
    await w.mode('review');
    const builds = t.publishRequests.length;
    const res = await patch(file.id, { alt_en: 'Harbour at dawn', focal: { x: 0.25, y: 0.75 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().media).toMatchObject({ alt_en: 'Harbour at dawn', focal: { x: 0.25, y: 0.75 } });

    expect(await changeOf(projectId)).toMatchObject({ action: 'updated', label: 'Harbour' });
    expect(await liveRecord(file.url)).toEqual({ alt_en: '', alt_tr: '', focal_x: 0.5, focal_y: 0.5 });
    expect(t.publishRequests.length).toBe(builds);

    const published = await w.publish({ items: [{ type: 'project', item_id: projectId }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().published).toEqual([expect.objectContaining({ type: 'project', item_id: projectId, action: 'updated' })]);
    expect(await liveRecord(file.url)).toEqual({ alt_en: 'Harbour at dawn', alt_tr: '', focal_x: 0.25, focal_y: 0.75 });
    expect(await changeOf(projectId)).toBeUndefined();
    expect(t.publishRequests.length).toBe(builds + 1);
  });

  it('an edit that changes nothing makes no change; a discard brings the old alt text back', async () => {
    const { file, projectId } = await publishedCover('Quay');
    await w.mode('review');
    expect((await patch(file.id, { alt_en: '', focal: { x: 0.5, y: 0.5 } })).statusCode).toBe(200);
    expect(await changeOf(projectId)).toBeUndefined();

    await patch(file.id, { alt_tr: 'Rıhtım' });
    expect(await changeOf(projectId)).toBeDefined();
    const discarded = await w.call('POST', '/v2/api/changes/discard', { items: [{ type: 'project', item_id: projectId }] });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await w.call('GET', `/v2/api/media/${file.id}`)).json().media.alt_tr).toBe('');
    expect(await changeOf(projectId)).toBeUndefined();
  });

  it('the activity log names each item the edit changed, with who made it', async () => {
    const { file, projectId } = await publishedCover('Breakwater');
    await w.mode('review');
    await patch(file.id, { alt_en: 'Breakwater in winter' }, author);
    const { activity } = (await w.call('GET', '/v2/api/activity?type=project')).json();
    expect(activity[0]).toMatchObject({ kind: 'change', content_type: 'project', item_id: projectId, action: 'updated', user_name: 'Ayla Author' });
  });
});

describe('instant mode and roles', () => {
  it("an editor's edit goes live with its items at once", async () => {
    const { file, projectId } = await publishedCover('Lighthouse');
    const builds = t.publishRequests.length;
    expect((await patch(file.id, { alt_tr: 'Fener' })).statusCode).toBe(200);
    expect(await liveRecord(file.url)).toMatchObject({ alt_tr: 'Fener' });
    expect(await changeOf(projectId)).toBeUndefined();
    expect(t.publishRequests.length).toBe(builds + 1);
  });

  it("an author may edit alt text, but the author's edit waits for an editor to publish it; only editors delete", async () => {
    const { file, projectId } = await publishedCover('Jetty');
    const res = await patch(file.id, { alt_en: 'Jetty by night' }, author);
    expect(res.statusCode, res.body).toBe(200);
    expect(await liveRecord(file.url)).toMatchObject({ alt_en: '' });
    expect(await changeOf(projectId)).toMatchObject({ action: 'updated' });
    const refused = await t.app.inject({ method: 'DELETE', url: `/v2/api/media/${file.id}`, headers: bearer(author) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this');
  });
});
