// A scheduled publish with the real server and the real Astro build (issue 20, "Done means"): in review
// mode a news item's new title is scheduled a few seconds ahead, the server stops before it is due and
// starts again after: the start publishes what came due while it was down, and the site shows it.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { BENCH_ADMIN, startServer, tempDir, type RunningServer } from '../test/real-server.ts';
import { SiteEditor } from '../test/site-editor.ts';

const dataDir = tempDir('cms-schedule-data-');
const distDir = tempDir('cms-schedule-dist-');
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.app.close();
  for (const dir of [dataDir, distDir]) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<SiteEditor> {
  server = await startServer({ dataDir, distDir });
  const editor = new SiteEditor(server.url);
  await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
  return editor;
}

describe('a scheduled publish across a restart (real Astro build)', () => {
  it('comes due while the server is down and goes live when it starts again', async () => {
    let editor = await start();
    await server!.publisher.whenSettled();
    const { news } = (await editor.send({ method: 'GET', pathname: '/api/admin/news', body: undefined })) as { news: Array<{ id: number; slug: string }> };
    const item = news[0];
    const page = `/news/${item.slug}/`;
    await editor.send({ method: 'PUT', pathname: '/v2/api/publishing', body: { mode: 'review' } });
    await editor.sendForm('PUT', `/api/admin/news/${item.id}`, { title_tr: 'Pazartesi Sabahı Yayında' });
    await server!.publisher.whenSettled();
    expect((await editor.page(page)).body).not.toContain('Pazartesi Sabahı Yayında');

    const at = new Date(Date.now() + 4_000);
    const scheduled = await editor.send({
      method: 'POST',
      pathname: '/v2/api/changes/publish',
      body: { items: [{ type: 'news', item_id: item.id }], at: at.toISOString() },
    });
    expect(scheduled.message).toBe('Publishing scheduled');
    await server!.app.close();
    server = undefined;

    // the server is down while the publish comes due: that, not a guess at a duration, is the scenario
    await expect.poll(() => Date.now(), { timeout: 30_000, interval: 250 }).toBeGreaterThan(at.getTime() + 500);

    editor = await start();
    await expect.poll(async () => (await editor.page(page)).body.includes('Pazartesi Sabahı Yayında'), { timeout: 120_000, interval: 500 }).toBe(true);
    const { schedule } = (await editor.send({ method: 'GET', pathname: '/v2/api/schedule', body: undefined })) as { schedule: Array<{ state: string }> };
    expect(schedule[0].state).toBe('done');
    const { count } = (await editor.send({ method: 'GET', pathname: '/v2/api/changes', body: undefined })) as { count: number };
    expect(count).toBe(0);
  }, 300_000);
});
