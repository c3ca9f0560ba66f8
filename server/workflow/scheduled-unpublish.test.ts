// Scheduled take-downs (issue 33, API.md "SEO and sharing"): POST /v2/api/schedule/unpublish makes the
// items inactive in both copies at their time and publishes the site, leaves anything else waiting in
// the working copy unpublished, is listed with action "unpublish" and can be cancelled, refuses bad
// input, and survives a restart like the publish schedules.
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../content-db/open.ts';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createTestApp, login, useTestApp, type TestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';
import { fromNow, workflow } from '../test/workflow-fixtures.ts';

const POLL = { timeout: 20_000, interval: 200 };

interface Listed {
  id: number;
  state: string;
  log: string;
  action: string;
  items: Array<{ type: string; item_id: number; label: string }>;
}

describe('POST /v2/api/schedule/unpublish', () => {
  const t = useTestApp();
  const w = workflow(t);
  const scheduleOf = async (id: number) => ((await w.call('GET', '/v2/api/schedule')).json().schedule as Listed[]).find((s) => s.id === id);
  const unpublish = (body: object) => w.call('POST', '/v2/api/schedule/unpublish', body);

  it('takes the item down in both copies at its time and publishes; an edit waiting in the working copy stays waiting', async () => {
    await w.mode('review');
    const c = client(t);
    const project = await c.project({ title_en: 'Summer Campaign Homes' });
    await w.publish({ items: [{ type: 'project', item_id: project.id }] });
    // an edit not yet published
    expect((await c.send('PUT', `/v2/api/projects/${project.id}`, { title_en: 'Summer Campaign Homes 2', title_tr: 'Yaz' })).statusCode).toBe(200);

    const res = await unpublish({ items: [{ type: 'project', item_id: project.id }], at: fromNow(1_500) });
    expect(res.statusCode, res.body).toBe(200);
    const schedule = res.json().schedule;
    expect(schedule).toMatchObject({
      action: 'unpublish',
      state: 'waiting',
      items: [{ type: 'project', item_id: project.id, label: 'Summer Campaign Homes 2' }],
    });
    // still up until its time
    expect(await w.live('projects', project.id)).toMatchObject({ status: 'active' });

    await expect.poll(async () => (await scheduleOf(schedule.id))?.state, POLL).toBe('done');
    const done = await scheduleOf(schedule.id);
    expect(done).toMatchObject({ action: 'unpublish', log: 'Taken down: Summer Campaign Homes 2' });
    expect(await w.live('projects', project.id)).toMatchObject({ status: 'inactive', title_en: 'Summer Campaign Homes' });
    const working = await t.app.db.selectFrom('projects').select(['status', 'title_en']).where('id', '=', project.id).executeTakeFirstOrThrow();
    expect(working).toEqual({ status: 'inactive', title_en: 'Summer Campaign Homes 2' });
    expect(t.publishRequests.some((r) => r.startsWith(`scheduled take-down #${schedule.id}:`))).toBe(true);
    // the title edit is still an unpublished change; the take-down itself is not one
    expect(await w.changeLabels()).toContain('Summer Campaign Homes 2');
  });

  it('sits beside a publish schedule of the same item, and is cancelled with DELETE /v2/api/schedule/{id}', async () => {
    await w.mode('review');
    const p = await w.page('Campaign page');
    const c = client(t);
    const project = await c.project({ title_en: 'Autumn Offer' });
    const publish = (await w.publish({ items: [{ type: 'project', item_id: project.id }], at: fromNow(3_600_000) })).json().schedule;
    const down = (await unpublish({ items: [{ type: 'project', item_id: project.id }], at: fromNow(7_200_000) })).json().schedule;
    expect((await scheduleOf(publish.id))?.state).toBe('waiting');
    expect((await scheduleOf(publish.id))?.action).toBe('publish');
    expect((await scheduleOf(down.id))?.state).toBe('waiting');

    // a later take-down of the item replaces the earlier one
    const later = (await unpublish({ items: [{ type: 'project', item_id: project.id }], at: fromNow(9_000_000) })).json();
    expect(later.replaced).toEqual([down.id]);
    expect(await scheduleOf(down.id)).toBeUndefined();

    expect((await w.call('DELETE', `/v2/api/schedule/${later.schedule.id}`)).statusCode).toBe(200);
    expect(await scheduleOf(later.schedule.id)).toBeUndefined();
    await t.app.scheduler.runDue(new Date(Date.now() + 10_000_000));
    expect(await t.app.db.selectFrom('projects').select('status').where('id', '=', project.id).executeTakeFirst()).toEqual({ status: 'active' });
    // a page has no active switch
    const page = await unpublish({ items: [p.ref], at: fromNow(60_000) });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe('Campaign page cannot be taken down: it has no active switch');
  });

  it('refuses a past or malformed time, an unknown item, no items, and an author', async () => {
    const c = client(t);
    const project = await c.project({ title_en: 'Refused Homes' });
    const item = { type: 'project', item_id: project.id };
    const cases: Array<[object, number, RegExp]> = [
      [{ items: [item], at: fromNow(-60_000) }, 400, /must be in the future/],
      [{ items: [item], at: 'tomorrow' }, 400, /ISO date and time/],
      [{ items: [item], at: '2026-02-30T09:00:00Z' }, 400, /ISO date and time/],
      [{ items: [item] }, 400, /./],
      [{ items: [], at: fromNow(60_000) }, 400, /./],
      [{ items: [{ type: 'project', item_id: 999999 }], at: fromNow(60_000) }, 404, /Item project 999999 not found/],
      [{ items: [{ type: 'spaceship', item_id: 1 }], at: fromNow(60_000) }, 400, /./],
      // a version that is no longer the item's: the take-down was approved of something else
      [{ items: [{ ...item, version: '0' }], at: fromNow(60_000) }, 409, /This item changed since you looked at it/],
    ];
    for (const [body, status, message] of cases) {
      const res = await unpublish(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    await createUser(t.app.db, {
      name: 'Author',
      email: 'author-u@test.local',
      password_hash: await hashPassword('author-pass-1'),
      profile_image: null,
      role: 'author',
    });
    const author = await login(t.app, { email: 'author-u@test.local', password: 'author-pass-1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/api/schedule/unpublish',
      headers: { authorization: `Bearer ${author}` },
      payload: { items: [item], at: fromNow(60_000) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a take-down across a restart', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const a of apps.splice(0).reverse()) await a.close();
  });

  // two servers start one after the other on a busy machine: more than the default 30 s may pass
  it('runs on start when it came due while the server was down', { timeout: 120_000 }, async () => {
    const first = await createTestApp();
    apps.push(first);
    const token = await login(first.app);
    const w1 = workflow({ app: first.app, token });
    const project = await client({ app: first.app, token }).project({ title_en: 'Weekend Open House' });
    const id = (await w1.call('POST', '/v2/api/schedule/unpublish', { items: [{ type: 'project', item_id: project.id }], at: fromNow(3_600_000) })).json()
      .schedule.id as number;
    await first.app.close();

    const db = openDatabase(databaseFile(first.dataDir));
    await db
      .updateTable('publish_schedule')
      .set({ at: fromNow(-60_000) })
      .where('id', '=', id)
      .execute();
    await db.destroy();

    const second = await createTestApp({ env: { DATA_DIR: first.dataDir } });
    apps.push(second);
    const w2 = workflow({ app: second.app, token: await login(second.app) });
    await expect
      .poll(async () => ((await w2.call('GET', '/v2/api/schedule')).json().schedule as Listed[]).find((s) => s.id === id), { ...POLL, timeout: 60_000 })
      .toMatchObject({ state: 'done', action: 'unpublish' });
    expect(await w2.live('projects', project.id)).toMatchObject({ status: 'inactive' });
    expect(second.publishRequests).toEqual([`scheduled take-down #${id}: Weekend Open House`]);
  });
});
