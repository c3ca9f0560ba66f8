// The editorial workflow's routes (issue 20, API.md "Drafts, preview, scheduling"): the publishing mode,
// the unpublished changes, publish and discard per item, review marks, schedules and their refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/project-fixtures.ts';
import { useTestApp } from '../../test/helpers.ts';
import { fromNow, workflow } from '../../test/workflow-fixtures.ts';

const t = useTestApp();
const w = workflow(t);

describe('publishing mode', () => {
  it('is instant until an administrator sets review; switching publishes nothing and builds nothing', async () => {
    expect((await w.call('GET', '/v2/api/publishing')).json()).toEqual({ success: true, publishing: { mode: 'instant' } });
    const set = await w.call('PUT', '/v2/api/publishing', { mode: 'review' });
    expect(set.json()).toMatchObject({ success: true, publishing: { mode: 'review' }, message: 'Publishing mode updated' });
    const waiting = await w.page('Waiting page');

    const builds = t.publishRequests.length;
    await w.mode('instant');
    expect((await w.call('GET', '/v2/api/publishing')).json().publishing.mode).toBe('instant');
    expect(t.publishRequests.length).toBe(builds);
    expect(await w.changeLabels()).toContain('Waiting page');
    expect(await w.live('pages', waiting.id)).toBeUndefined();
    await w.mode('review');
  });

  it('refuses an unknown mode and a visitor', async () => {
    const bad = await w.call('PUT', '/v2/api/publishing', { mode: 'later' });
    expect(bad.statusCode).toBe(400);
    expect((await w.call('GET', '/v2/api/publishing')).json().publishing.mode).toBe('review');
    for (const [method, url] of [
      ['GET', '/v2/api/publishing'],
      ['PUT', '/v2/api/publishing'],
      ['GET', '/v2/api/changes'],
      ['POST', '/v2/api/changes/publish'],
      ['POST', '/v2/api/changes/discard'],
      ['POST', '/v2/api/changes/ready'],
      ['GET', '/v2/api/schedule'],
      ['DELETE', '/v2/api/schedule/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : { mode: 'review', items: [] } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('changes, publish and discard', () => {
  beforeAll(() => w.mode('review'));

  it('lists each changed item newest first; publishing one puts exactly it live and asks for one build', async () => {
    const a = await w.page('Alpha');
    const b = await w.page('Bravo');
    const list = (await w.call('GET', '/v2/api/changes')).json();
    expect(list.count).toBe(list.changes.length);
    const labels = list.changes.map((c: { label: string }) => c.label);
    expect(labels.indexOf('Bravo')).toBeLessThan(labels.indexOf('Alpha'));
    expect(list.changes.find((c: { label: string }) => c.label === 'Alpha')).toEqual({
      type: 'page',
      item_id: a.id,
      label: 'Alpha',
      action: 'created',
      changed_at: expect.any(String),
      user_name: 'Administrator',
      scheduled_at: null,
      ready: false,
      note: '',
      version: expect.stringMatching(/^[0-9]+$/),
      warnings: [],
    });

    const builds = t.publishRequests.length;
    const res = await w.publish({ items: [a.ref] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Changes published',
      published: [{ type: 'page', item_id: a.id, label: 'Alpha', action: 'created' }],
      build: { state: expect.any(String) },
    });
    expect(t.publishRequests.length).toBe(builds + 1);
    expect(await w.live('pages', a.id)).toMatchObject({ page_name_en: 'Alpha' });
    expect(await w.live('pages', b.id)).toBeUndefined();
    // what a visitor reads
    const visible = (await t.app.inject({ method: 'GET', url: '/v2/api/pages' })).json().pages.map((p: { page_name_en: string }) => p.page_name_en);
    expect(visible).toContain('Alpha');
    expect(visible).not.toContain('Bravo');
    const after = await w.changeLabels();
    expect(after).toContain('Bravo');
    expect(after).not.toContain('Alpha');
  });

  it('an edit stays off the live copy until published; a discard brings the working copy back', async () => {
    const p = await w.page('Charlie');
    await w.publish({ items: [p.ref] });
    const edit = await w.call('PUT', `/v2/api/pages/${p.id}`, { page_name_en: 'Charlie edited', page_name_tr: 'Charlie TR' });
    expect(edit.statusCode).toBe(200);
    expect(await w.live('pages', p.id)).toMatchObject({ page_name_en: 'Charlie' });
    const change = (await w.call('GET', '/v2/api/changes')).json().changes.find((c: { item_id: number; type: string }) => c.item_id === p.id);
    expect(change).toMatchObject({ action: 'updated', label: 'Charlie edited' });

    const builds = t.publishRequests.length;
    const res = await w.call('POST', '/v2/api/changes/discard', { items: [p.ref] });
    expect(res.json()).toMatchObject({ success: true, message: 'Changes discarded', discarded: [{ type: 'page', item_id: p.id }] });
    expect(t.publishRequests.length).toBe(builds);
    expect((await w.call('GET', '/v2/api/pages')).json().pages.find((x: { id: number }) => x.id === p.id).page_name_en).toBe('Charlie');
    expect(await w.changeLabels()).not.toContain('Charlie edited');
  });

  it('marks changes ready for review with a note, and unmarks them', async () => {
    const p = await w.page('Delta');
    const res = await w.call('POST', '/v2/api/changes/ready', { items: [p.ref], ready: true, note: 'Please check the Turkish name' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (c: { item_id: number; type: string }) => c.type === 'page' && c.item_id === p.id;
    expect(res.json().changes.find(mine)).toMatchObject({ ready: true, note: 'Please check the Turkish name' });
    const back = await w.call('POST', '/v2/api/changes/ready', { items: [p.ref], ready: false });
    expect(back.json().changes.find(mine)).toMatchObject({ ready: false, note: 'Please check the Turkish name' });
    const long = await w.call('POST', '/v2/api/changes/ready', { items: [p.ref], ready: true, note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect((await w.call('GET', '/v2/api/changes')).json().changes.find(mine).ready).toBe(false);
  });

  it('refuses items that do not exist or have no change, and changes nothing', async () => {
    const changed = await w.page('Echo');
    const clean = await w.page('Foxtrot');
    await w.publish({ items: [clean.ref] });

    const noChange = await w.publish({ items: [changed.ref, clean.ref] });
    expect(noChange.statusCode).toBe(400);
    expect(noChange.json()).toMatchObject({ success: false, message: 'Foxtrot has no unpublished changes' });
    expect(await w.live('pages', changed.id)).toBeUndefined();

    const unknown = await w.publish({ items: [{ type: 'page', item_id: 999999 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Item page 999999 not found');
    expect((await w.publish({ items: [{ type: 'spaceship', item_id: 1 }] })).statusCode).toBe(400);
    expect((await w.publish({ items: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ type: 'page', item_id: i + 1 }));
    expect((await w.publish({ items: tooMany })).statusCode).toBe(400);

    const discardNothing = await w.call('POST', '/v2/api/changes/discard', { items: [clean.ref] });
    expect(discardNothing.statusCode).toBe(400);
    expect(discardNothing.json().message).toBe('Foxtrot has no unpublished changes');
    expect((await w.call('POST', '/v2/api/changes/discard', {})).statusCode).toBe(400);
    expect((await w.call('POST', '/v2/api/changes/ready', { items: [clean.ref], ready: true })).statusCode).toBe(400);
    expect(await w.changeLabels()).toContain('Echo');
  });

  it('refuses a publishing time in the past or that is no time, and schedules nothing', async () => {
    const p = await w.page('Golf');
    for (const at of [fromNow(-60_000), 'tomorrow', '2031-02-30T09:00:00Z', '2031-01-01T09:00', '']) {
      const res = await w.publish({ items: [p.ref], at });
      expect(res.statusCode, at).toBe(400);
      expect(res.json().message).toMatch(/publishing time must/);
    }
    expect((await w.call('GET', '/v2/api/schedule')).json().schedule).toEqual([]);
  });

  it('a publish the live copy refuses (a slug another item still holds there) is a 409 that changes nothing', async () => {
    const c = client(t);
    const first = await c.project({ title_en: 'Harbour Towers' });
    await w.publish({ items: [{ type: 'project', item_id: first.id }] });
    expect((await c.send('PUT', `/v2/api/projects/${first.id}`, { title_en: 'Harbour Heights', title_tr: 'Liman' })).statusCode).toBe(200);
    const second = await c.project({ title_en: 'Harbour Towers' });
    expect(second.slug).toBe(first.slug);

    const res = await w.publish({ items: [{ type: 'project', item_id: second.id }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be published alone/);
    expect(await w.live('projects', second.id)).toBeUndefined();
    expect(await w.changeLabels()).toEqual(expect.arrayContaining(['Harbour Towers', 'Harbour Heights']));
    // both together can go live
    const both = await w.publish({
      items: [
        { type: 'project', item_id: first.id },
        { type: 'project', item_id: second.id },
      ],
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(await w.live('projects', second.id)).toMatchObject({ slug: first.slug });
  });

  it('without items publishes every change; with none left it is a 400', async () => {
    await w.page('India');
    const res = await w.publish({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().published.map((i: { label: string }) => i.label)).toContain('India');
    expect((await w.call('GET', '/v2/api/changes')).json()).toEqual({ success: true, changes: [], count: 0 });
    const none = await w.publish({});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('There are no unpublished changes');
  });
});

describe('scheduling', () => {
  beforeAll(() => w.mode('review'));

  it('schedules a publish at a future time, shows it on the change, and builds nothing yet', async () => {
    const p = await w.page('Juliett');
    const builds = t.publishRequests.length;
    const at = fromNow(3_600_000);
    const res = await w.publish({ items: [p.ref], at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Publishing scheduled',
      schedule: { id: expect.any(Number), at, items: [{ type: 'page', item_id: p.id, label: 'Juliett' }], state: 'waiting', user_name: 'Administrator' },
      replaced: [],
    });
    expect(t.publishRequests.length).toBe(builds);
    expect(await w.live('pages', p.id)).toBeUndefined();
    const change = (await w.call('GET', '/v2/api/changes')).json().changes.find((c: { label: string }) => c.label === 'Juliett');
    expect(change.scheduled_at).toBe(at);
    const list = (await w.call('GET', '/v2/api/schedule')).json();
    expect(list.schedule.find((s: { id: number }) => s.id === res.json().schedule.id)).toMatchObject({ state: 'waiting', log: '' });
  });

  it('a later schedule of an item replaces the earlier one, and says so', async () => {
    const k = await w.page('Kilo');
    const l = await w.page('Lima');
    const first = (await w.publish({ items: [k.ref, l.ref], at: fromNow(3_600_000) })).json().schedule;
    const second = await w.publish({ items: [k.ref], at: fromNow(7_200_000) });
    expect(second.json()).toMatchObject({ message: 'Publishing scheduled', replaced: [first.id] });
    let list = (await w.call('GET', '/v2/api/schedule')).json().schedule;
    expect(list.find((s: { id: number }) => s.id === first.id).items.map((i: { label: string }) => i.label)).toEqual(['Lima']);

    const third = await w.publish({ items: [l.ref], at: fromNow(1_800_000) });
    expect(third.json().replaced).toEqual([first.id]);
    list = (await w.call('GET', '/v2/api/schedule')).json().schedule;
    // left with no item, the first schedule is gone
    expect(list.map((s: { id: number }) => s.id)).not.toContain(first.id);
    const changes = (await w.call('GET', '/v2/api/changes')).json().changes;
    expect(changes.find((c: { label: string }) => c.label === 'Kilo').scheduled_at).toBe(second.json().schedule.at);
  });

  it('cancels a waiting schedule; an unknown or cancelled one is a 404', async () => {
    const m = await w.page('Mike');
    const s = (await w.publish({ items: [m.ref], at: fromNow(3_600_000) })).json().schedule;
    const res = await w.call('DELETE', `/v2/api/schedule/${s.id}`);
    expect(res.json()).toMatchObject({ success: true, message: 'Scheduled publishing cancelled' });
    expect((await w.call('GET', '/v2/api/schedule')).json().schedule.map((x: { id: number }) => x.id)).not.toContain(s.id);
    expect((await w.call('GET', '/v2/api/changes')).json().changes.find((c: { label: string }) => c.label === 'Mike').scheduled_at).toBeNull();
    const again = await w.call('DELETE', `/v2/api/schedule/${s.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Scheduled publishing not found');
    expect((await w.call('DELETE', '/v2/api/schedule/987654')).statusCode).toBe(404);
    expect((await w.call('DELETE', '/v2/api/schedule/abc')).statusCode).toBe(400);
  });

  it('a schedule that has run cannot be cancelled', async () => {
    const n = await w.page('November');
    const s = (await w.publish({ items: [n.ref], at: fromNow(3_600_000) })).json().schedule;
    await t.app.scheduler.runDue(new Date(Date.now() + 2 * 3_600_000));
    const res = await w.call('DELETE', `/v2/api/schedule/${s.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already run/);
  });
});
