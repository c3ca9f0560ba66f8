// Scheduled publishing (issue 20): a schedule publishes on its own at its time, survives a restart and
// runs on start what came due while the server was down, takes an item down at a time, completes with a
// note when its changes went meanwhile, and a failure is recorded where people look (the schedule list
// and the activity log), never lost.
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../../content-db/open.ts';
import { createTestApp, login, useTestApp, type TestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';
import { fromNow, workflow } from '../test/workflow-fixtures.ts';

const POLL = { timeout: 20_000, interval: 200 };

describe('the scheduler', () => {
  const t = useTestApp();
  const w = workflow(t);

  /** The schedule as GET /v2/api/schedule answers it. */
  const scheduleOf = async (id: number) =>
    ((await w.call('GET', '/v2/api/schedule')).json().schedule as Array<{ id: number; state: string; log: string }>).find((s) => s.id === id);

  it('publishes a schedule on its own when its time comes, in the name of who scheduled it', async () => {
    await w.mode('review');
    const p = await w.page('Monday news');
    const other = await w.page('Not this one');
    const res = await w.publish({ items: [p.ref], at: fromNow(2_000) });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().schedule.id as number;

    await expect.poll(async () => (await scheduleOf(id))?.state, POLL).toBe('done');
    expect(await w.live('pages', p.id)).toMatchObject({ page_name_en: 'Monday news' });
    expect(await w.live('pages', other.id)).toBeUndefined();
    expect((await scheduleOf(id))?.log).toBe('Published: Monday news');
    expect(t.publishRequests.some((r) => r.startsWith(`scheduled publishing #${id}:`))).toBe(true);
    expect(await w.changeLabels()).toEqual(['Not this one']);

    const activity = (await w.call('GET', '/v2/api/activity')).json().activity;
    expect(activity).toContainEqual(expect.objectContaining({ kind: 'change', action: 'published', label: 'Monday news', user_name: 'Administrator' }));
    expect(activity).toContainEqual(expect.objectContaining({ kind: 'schedule', id, state: 'done', user_name: 'Administrator' }));
  });

  it('takes an item down at a time: its "inactive" change, scheduled', async () => {
    await w.mode('review');
    const c = client(t);
    const project = await c.project({ title_en: 'Old Marina Homes' });
    await w.publish({ items: [{ type: 'project', item_id: project.id }] });
    expect(await w.live('projects', project.id)).toMatchObject({ status: 'active' });

    expect((await c.call('PATCH', `/v2/api/projects/${project.id}/toggle-status`)).statusCode).toBe(200);
    expect(await w.live('projects', project.id)).toMatchObject({ status: 'active' });
    const res = await w.publish({ items: [{ type: 'project', item_id: project.id }], at: fromNow(1_000) });
    const id = res.json().schedule.id as number;

    await expect.poll(async () => (await scheduleOf(id))?.state, POLL).toBe('done');
    expect(await w.live('projects', project.id)).toMatchObject({ status: 'inactive' });
  });

  it('completes with a note when the changes were published meanwhile', async () => {
    await w.mode('review');
    const p = await w.page('Published early');
    const id = (await w.publish({ items: [p.ref], at: fromNow(3_600_000) })).json().schedule.id as number;
    await w.publish({ items: [p.ref] });
    await t.app.scheduler.runDue(new Date(Date.now() + 7_200_000));
    const s = await scheduleOf(id);
    expect(s).toMatchObject({ state: 'done' });
    expect(s?.log).toMatch(/No unpublished changes left.*Published early/);
    expect(t.publishRequests.some((r) => r.startsWith(`scheduled publishing #${id}:`))).toBe(false);
  });

  it('records a failed publish in the schedule list and the activity log, and leaves the change waiting', async () => {
    await w.mode('review');
    const c = client(t);
    // the live copy still gives the slug to the first project: the second cannot go live alone
    const first = await c.project({ title_en: 'Lighthouse Park' });
    await w.publish({ items: [{ type: 'project', item_id: first.id }] });
    await c.send('PUT', `/v2/api/projects/${first.id}`, { title_en: 'Lighthouse Gardens', title_tr: 'Fener' });
    const second = await c.project({ title_en: 'Lighthouse Park' });
    const res = await w.publish({ items: [{ type: 'project', item_id: second.id }], at: fromNow(1_000) });
    const id = res.json().schedule.id as number;

    await expect.poll(async () => (await scheduleOf(id))?.state, POLL).toBe('failed');
    expect((await scheduleOf(id))?.log).toMatch(/^Publishing failed: Lighthouse Park cannot be published alone/);
    expect(await w.live('projects', second.id)).toBeUndefined();
    expect(await w.changeLabels()).toContain('Lighthouse Park');
    const activity = (await w.call('GET', '/v2/api/activity')).json().activity;
    expect(activity).toContainEqual(
      expect.objectContaining({
        kind: 'schedule',
        id,
        state: 'failed',
        items: [{ type: 'project', item_id: second.id, label: 'Lighthouse Park' }],
        log: expect.stringMatching(/cannot be published alone/),
      }),
    );
    // a failure is not retried on its own: it stays failed until someone schedules again
    await t.app.scheduler.runDue(new Date(Date.now() + 3_600_000));
    expect((await scheduleOf(id))?.state).toBe('failed');
  });
});

describe('across a restart', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    // the second app runs on the first one's folder: closed first
    for (const a of apps.splice(0).reverse()) await a.close();
  });

  it('a schedule that came due while the server was down runs when it starts', async () => {
    const first = await createTestApp();
    apps.push(first);
    const w1 = workflow({ app: first.app, token: await login(first.app) });
    await w1.mode('review');
    const p = await w1.page('Written on Friday');
    const id = (await w1.publish({ items: [p.ref], at: fromNow(3_600_000) })).json().schedule.id as number;
    await first.app.close();

    // the server was down when the schedule came due
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
      .poll(async () => ((await w2.call('GET', '/v2/api/schedule')).json().schedule as Array<{ id: number; state: string }>)[0], POLL)
      .toMatchObject({ id, state: 'done' });
    expect(await w2.live('pages', p.id)).toMatchObject({ page_name_en: 'Written on Friday' });
    expect(second.publishRequests).toEqual([`scheduled publishing #${id}: page ${p.id}`]);
  });
});
