// Publishing what was seen (API.md "Publishing what was seen"): each change answers its version; a
// publish, discard or ready mark naming an old version is a 409 and does nothing; a schedule publishes
// each item as it was when scheduled, and an edit made after it stays an unpublished change; any edit
// takes an item's ready mark back, and the activity log says so; GET /v2/api/changes writes nothing.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { setPublishingMode } from '../../content-db/live.ts';
import { bearer, useTestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';

const t = useTestApp();
const c = client(t);
const CHANGED = { success: false, message: 'This item changed since you looked at it' };

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/v2/api${url}`, headers: bearer(t.token), payload });
const changes = async () =>
  (await t.app.inject({ method: 'GET', url: '/v2/api/changes', headers: bearer(t.token) })).json().changes as Array<{
    type: string;
    item_id: number;
    version: string;
    ready: boolean;
    label: string;
  }>;
const changeOf = async (id: number) => (await changes()).find((ch) => ch.type === 'project' && ch.item_id === id);
const liveTitle = async (id: number) => (await c.get(`/v2/api/projects/${id}`)).json().project?.title_en;
const rename = (id: number, title: string) => c.send('PUT', `/v2/api/projects/${id}`, { title_en: title });

describe('in review mode', () => {
  it('a publish, a discard or a ready mark naming an old version is a 409 and changes nothing', async () => {
    const project = await c.project({ title_en: 'Seen Title' }); // instant mode: live at once
    await setPublishingMode(t.app.db, 'review');
    await rename(project.id, 'Reviewed Title');
    const seen = (await changeOf(project.id))!;
    expect(seen.version).toMatch(/^[0-9]+$/);
    await rename(project.id, 'Unreviewed Title');
    const item = { type: 'project', item_id: project.id, version: seen.version };

    for (const [url, body] of [
      ['/changes/publish', { items: [item] }],
      ['/changes/discard', { items: [item] }],
      ['/changes/ready', { items: [item], ready: true }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject(CHANGED);
    }
    expect(await liveTitle(project.id)).toBe('Seen Title');
    expect((await changeOf(project.id))!.ready).toBe(false);

    const now = (await changeOf(project.id))!;
    const published = await post('/changes/publish', { items: [{ ...item, version: now.version }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(await liveTitle(project.id)).toBe('Unreviewed Title');
    await setPublishingMode(t.app.db, 'instant');
  });

  it('a schedule publishes the version it was made at; an edit after it stays an unpublished change', async () => {
    const project = await c.project({ title_en: 'Spring Campaign' });
    await setPublishingMode(t.app.db, 'review');
    await rename(project.id, 'Approved Title');
    const approved = (await changeOf(project.id))!;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const made = await post('/changes/publish', { items: [{ type: 'project', item_id: project.id, version: approved.version }], at });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().schedule.items).toEqual([expect.objectContaining({ type: 'project', item_id: project.id, version: approved.version })]);
    // an author's later, unreviewed edit (several, so that the retention rule of the tests, one revision
    // per item, would have dropped the approved version if the schedule did not keep it)
    await rename(project.id, 'Unreviewed Edit 1');
    await rename(project.id, 'Unreviewed Edit 2');
    const listed = (await t.app.inject({ method: 'GET', url: '/v2/api/schedule', headers: bearer(t.token) })).json().schedule;
    expect(listed[0].items[0].version).toBe(approved.version);

    await t.app.scheduler.runDue(new Date(Date.now() + 7_200_000));
    expect(await liveTitle(project.id)).toBe('Approved Title');
    const left = await changeOf(project.id);
    expect(left).toBeDefined();
    expect((await c.get(`/v2/api/projects/${project.id}`, true)).json().project.title_en).toBe('Unreviewed Edit 2');
    await setPublishingMode(t.app.db, 'instant');
  });

  it('an edit takes the ready mark back, and the activity log says so', async () => {
    const project = await c.project({ title_en: 'Ready Project' });
    await setPublishingMode(t.app.db, 'review');
    await rename(project.id, 'Ready Project v2');
    const v2 = (await changeOf(project.id))!;
    expect((await post('/changes/ready', { items: [{ type: 'project', item_id: project.id, version: v2.version }], ready: true })).statusCode).toBe(200);
    expect((await changeOf(project.id))!.ready).toBe(true);
    await rename(project.id, 'Ready Project v3');
    expect((await changeOf(project.id))!.ready).toBe(false);
    const activity = (await t.app.inject({ method: 'GET', url: '/v2/api/activity?type=project', headers: bearer(t.token) })).json();
    const entries = (activity.activity ?? activity.entries) as Array<{ action?: string; item_id?: number }>;
    expect(entries.some((e) => e.action === 'ready_cleared' && e.item_id === project.id)).toBe(true);
    await setPublishingMode(t.app.db, 'instant');
  });

  it('GET /v2/api/changes is a pure read: an edit undone by hand is not listed, and its mark is left alone', async () => {
    const project = await c.project({ title_en: 'Undone Project' });
    await setPublishingMode(t.app.db, 'review');
    await rename(project.id, 'Changed for a moment');
    await rename(project.id, 'Undone Project');
    const marks = async () => (await sql<{ n: number }>`SELECT count(*) AS n FROM unpublished_changes`.execute(t.app.db)).rows[0]!.n;
    const before = await marks();
    expect(await changeOf(project.id)).toBeUndefined();
    expect(await marks()).toBe(before);
    await setPublishingMode(t.app.db, 'instant');
  });
});
