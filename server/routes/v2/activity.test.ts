// Issue 14: the activity log (every change and every publish, filterable) and the translations list.
import { describe, expect, it } from 'vitest';
import { readContentRevision } from '../../../content-db/content-revision.ts';
import { setPublishingMode } from '../../../content-db/live.ts';
import type { BuildAttempt } from '../../publish/types.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';
import { client } from '../../test/project-fixtures.ts';

let last: BuildAttempt | null = null;
const requests: string[] = [];
const t = useTestApp({
  // a publisher whose newest attempt the test sets, as the real one reports it
  publisher: { request: (reason) => void requests.push(reason), status: () => ({ state: 'idle', current: null, previous: null, last }) },
});
const c = client(t);
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const attempt = (id: string, ok: boolean, revision: number): BuildAttempt => ({
  id,
  ok,
  pages: 36,
  ms: 1234,
  log: ok ? '' : 'Error: the build broke',
  startedAt: new Date().toISOString(),
  finishedAt: new Date().toISOString(),
  source: { databaseId: 'db', revision, code: 'x', siteUrl: 'http://localhost' },
});
// a release is named by the revision of the live copy it was built from
const contentRevision = async () => (await readContentRevision(t.app.liveDb)).revision;

describe('/v2/api/activity', () => {
  it('lists every change newest first with its user, and each publish with the changes it carried', async () => {
    const p = await c.project({ title_en: 'Pier', title_tr: 'İskele' });
    last = attempt('r1', true, await contentRevision());
    // what the server's watcher does every two seconds
    await t.app.history.recordPublishes();
    await c.send('PUT', `/v2/api/projects/${p.id}`, { title_en: 'Pier Two' });
    await c.call('PATCH', `/v2/api/projects/${p.id}/toggle-status`);
    last = attempt('r2', true, await contentRevision());
    const { activity } = await get('/v2/api/activity');
    const [newest, toggle, rename, first] = activity;
    expect(newest).toMatchObject({ kind: 'publish', release_id: 'r2', ok: true, pages: 36, ms: 1234 });
    expect(newest.changes.map((ch: { action: string }) => ch.action)).toEqual(['status_changed', 'updated']);
    expect(toggle).toMatchObject({
      kind: 'change',
      content_type: 'project',
      item_id: p.id,
      action: 'status_changed',
      label: 'Pier Two',
      user_name: 'Administrator',
    });
    expect(rename).toMatchObject({ kind: 'change', action: 'updated' });
    expect(first).toMatchObject({ kind: 'publish', release_id: 'r1' });
    expect(first.changes).toEqual([expect.objectContaining({ content_type: 'project', item_id: p.id, action: 'created', label: 'Pier' })]);
  });

  it('records a failed publish with its log', async () => {
    last = attempt('r3', false, 0);
    const { activity } = await get('/v2/api/activity');
    expect(activity.find((e: { release_id?: string }) => e.release_id === 'r3')).toMatchObject({ ok: false, log: 'Error: the build broke', changes: [] });
  });

  it('filters by user, content type and date; a filtered list shows changes only', async () => {
    await c.project({ title_en: 'Filtered', title_tr: 'Süzülen' });
    const byType = (await get('/v2/api/activity?type=project')).activity;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((e: { kind: string; content_type: string }) => e.kind === 'change' && e.content_type === 'project')).toBe(true);
    expect((await get('/v2/api/activity?type=news')).activity).toEqual([]);
    expect((await get('/v2/api/activity?user=1')).activity.length).toBe(byType.length);
    expect((await get('/v2/api/activity?user=999')).activity).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/v2/api/activity?from=${today}&to=${today}`)).activity.length).toBeGreaterThan(byType.length - 1);
    expect((await get('/v2/api/activity?to=2000-01-01')).activity).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/activity?from=yesterday', headers: bearer(t.token) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v2/api/activity' })).statusCode).toBe(401);
  });

  it('in review mode, a publish carries the changes that went live with it, not the waiting or discarded ones', async () => {
    const waiting = await c.project({ title_en: 'Waiting', title_tr: 'Bekleyen' });
    const dropped = await c.project({ title_en: 'Dropped', title_tr: 'Bırakılan' });
    last = attempt('r-before-review', true, await contentRevision());
    await t.app.history.recordPublishes();
    await setPublishingMode(t.app.db, 'review');
    await c.send('PUT', `/v2/api/projects/${waiting.id}`, { title_en: 'Waiting, edited' });
    await c.send('PUT', `/v2/api/projects/${dropped.id}`, { title_en: 'Dropped, edited' });
    await t.app.publishing.discard([{ type: 'project', item_id: dropped.id }]);
    last = attempt('r-nothing-published', true, await contentRevision());
    await t.app.history.recordPublishes();
    await t.app.publishing.publish([{ type: 'project', item_id: waiting.id }]);
    last = attempt('r-published', true, await contentRevision());
    await t.app.history.recordPublishes();
    await setPublishingMode(t.app.db, 'instant');

    const publishes = (await get('/v2/api/activity')).activity.filter((e: { kind: string }) => e.kind === 'publish');
    const carried = (id: string) =>
      publishes.find((e: { release_id: string }) => e.release_id === id).changes.map((ch: { item_id: number; action: string }) => [ch.item_id, ch.action]);
    expect(carried('r-nothing-published')).toEqual([]);
    expect(carried('r-published')).toEqual([
      [waiting.id, 'published'],
      [waiting.id, 'updated'],
    ]);
  });
});

describe('/v2/api/translations', () => {
  it('lists each field whose English or Turkish text is missing or still the same, with counts per type', async () => {
    const p = await c.project({ title_en: 'Bridge', title_tr: 'Köprü' });
    await c.detail(p.id, { title_en: 'Same text', title_tr: 'Same text', description_en: '<p>Only English</p>', description_tr: '<p></p>' });
    let res = await get('/v2/api/translations');
    const mine = res.gaps.filter((g: { content_type: string; item_id: number }) => g.content_type === 'project' && g.item_id === p.id);
    expect(mine.map((g: { field: string; problem: string }) => [g.field.replace(/\/[0-9]+\//, '/N/'), g.problem]).sort()).toEqual([
      ['project_details/N/description', 'missing_tr'],
      ['project_details/N/title', 'same'],
    ]);
    expect(res.counts.project).toBeGreaterThanOrEqual(2);

    // an English title cleared straight in the database (the API refuses a blank one) is listed as missing
    await t.app.db.updateTable('projects').set({ title_en: '' }).where('id', '=', p.id).execute();
    res = await get('/v2/api/translations');
    expect(res.gaps).toContainEqual(
      expect.objectContaining({ content_type: 'project', item_id: p.id, field: 'title', en_field: 'title_en', problem: 'missing_en', tr: 'Köprü' }),
    );
  });
});
