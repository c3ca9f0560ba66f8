// A publish writes two files: the live copy, then the working copy's records of it. A process killed
// between the two commits leaves its journal (content-db/publish-journal.ts), and the next start
// completes the publish: the item is live, no longer an unpublished change, and its 'published'
// revision is there; a journal whose publish never reached the live copy is forgotten.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { setPublishingMode } from '../../content-db/live.ts';
import { bearer, createTestApp, login, type TestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-publish-crash-'));
const ROOT = path.resolve(import.meta.dirname, '../..');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function appOnTheData(): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ env: { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist') } });
  return { t, token: await login(t.app) };
}

describe('a publish killed between its two commits', () => {
  it('is completed by the next start', async () => {
    let { t, token } = await appOnTheData();
    const c = client({ app: t.app, token });
    const project = await c.project({ title_en: 'Before The Cut' });
    await setPublishingMode(t.app.db, 'review');
    expect((await c.send('PUT', `/v2/api/projects/${project.id}`, { title_en: 'After The Cut' })).statusCode).toBe(200);
    await t.close();

    const child = spawnSync(process.execPath, [path.join(ROOT, 'server/test/publish-then-stop.ts'), dataDir, 'project', String(project.id)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(child.signal, child.stderr).toBe('SIGKILL');
    expect(child.stdout).not.toContain('not stopped');

    ({ t, token } = await appOnTheData());
    const journal = await sql<{ n: number }>`SELECT count(*) AS n FROM publish_journal`.execute(t.app.db);
    expect(journal.rows[0]!.n).toBe(0);
    const c2 = client({ app: t.app, token });
    expect((await c2.get(`/v2/api/projects/${project.id}`)).json().project.title_en).toBe('After The Cut');
    const changes = (await t.app.inject({ method: 'GET', url: '/v2/api/changes', headers: bearer(token) })).json().changes;
    expect(changes.filter((ch: { item_id: number; type: string }) => ch.type === 'project' && ch.item_id === project.id)).toEqual([]);
    const revisions = (await t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=project&item=${project.id}`, headers: bearer(token) })).json();
    expect(JSON.stringify(revisions)).toContain('"published"');
    await t.close();
  }, 180_000);

  it('forgets a journal whose publish never reached the live copy', async () => {
    let { t } = await appOnTheData();
    await sql`INSERT INTO publish_journal (refs, record) VALUES ('[{"type":"project","item_id":999}]', 1)`.execute(t.app.db);
    await t.close();
    ({ t } = await appOnTheData());
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM publish_journal`.execute(t.app.db)).rows[0]!.n).toBe(0);
    await t.close();
  }, 180_000);
});
