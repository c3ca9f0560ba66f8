// The live copy (content-db/live.ts) on real SQLite files: made from the working copy, changes listed by
// comparing the two states, publish and discard of whole items (children, old slugs, media records).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentTables } from './content-revision.ts';
import { trackedTables } from './history/content-types.ts';
import { addImages, createItem, PROJECT_DETAILS, PROJECT_GALLERY } from './image-items.ts';
import { CARRIED_WITH_ITEMS, changedItems, discardItems, listChanges, liveDatabaseFile, openLiveCopy, publishItems } from './live.ts';
import { insertMedia } from './media.ts';
import { migrateToLatest } from './migrate.ts';
import { databaseFile, openDatabase, type ContentDb } from './open.ts';
import { createProject, deleteProject, findProject, getProject, updateProject } from './projects.ts';
import { createUser } from './users.ts';

let dir: string;
let working: ContentDb;
let live: ContentDb;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-live-'));
  working = openDatabase(databaseFile(dir));
  await migrateToLatest(working);
  await createUser(working, { name: 'Ayşe', email: 'a@example.com', password_hash: 'x', profile_image: null });
  await createProject(working, { title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri', type: 'ongoing', cover_image: '/uploads/projects/a.webp' });
  live = await openLiveCopy(working, liveDatabaseFile(dir));
});
afterEach(async () => {
  await working.destroy();
  await live.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const project = (id: number) => ({ type: 'project', item_id: id });

describe('the live copy', () => {
  it('starts as the working copy without accounts or history, and nothing is unpublished', async () => {
    expect((await getProject(live, 1))?.title_en).toBe('Harbour Towers');
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(live)).rows[0].n).toBe(0);
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM revisions`.execute(live)).rows[0].n).toBe(0);
    expect(await listChanges(working, live)).toEqual([]);
    // a write to the live copy leaves no history marks there (it has the views, not the triggers)
    await updateProject(live, 1, { title_tr: 'x' });
    expect((await sql<{ n: number }>`SELECT count(*) AS n FROM revision_marks`.execute(live)).rows[0].n).toBe(0);
  });

  it('a working-copy edit is an unpublished change until it is published, with its children', async () => {
    await updateProject(working, 1, { title_en: 'Harbour Towers II' });
    const detail = await createItem(working, PROJECT_DETAILS, {
      project_id: 1,
      title_en: 'Lobby',
      title_tr: 'Lobi',
      description_en: '',
      description_tr: '',
      feature_image: '/uploads/project-details/f.webp',
    });
    await insertMedia(working, { path: '/uploads/project-gallery/g.webp', mime: 'image/webp', bytes: 1, width: 10, height: 10, variants: [] });
    await addImages(working, PROJECT_GALLERY, detail!.id, [{ image_path: '/uploads/project-gallery/g.webp' }]);

    const changes = await listChanges(working, live);
    expect(changes).toMatchObject([{ type: 'project', item_id: 1, action: 'updated', label: 'Harbour Towers II' }]);
    expect((await getProject(live, 1))?.title_en).toBe('Harbour Towers');

    const outcome = await publishItems(working, live, [project(1)]);
    expect(outcome.items).toEqual([{ type: 'project', item_id: 1, action: 'updated', label: 'Harbour Towers II' }]);
    expect((await getProject(live, 1))?.title_en).toBe('Harbour Towers II');
    const gallery = await sql<{ image_path: string }>`SELECT image_path FROM project_gallery`.execute(live);
    expect(gallery.rows.map((r) => r.image_path)).toEqual(['/uploads/project-gallery/g.webp']);
    // the media record of its new file went live with it (the build reads sizes from the live copy)
    expect((await sql<{ width: number }>`SELECT width FROM media_files WHERE path = '/uploads/project-gallery/g.webp'`.execute(live)).rows).toEqual([
      { width: 10 },
    ]);
    // the new slug went live, and the old one redirects there
    expect((await findProject(live, 'harbour-towers'))?.id).toBe(1);
    expect(await listChanges(working, live)).toEqual([]);
    const actions = await sql<{ action: string }>`SELECT action FROM revisions WHERE item_id = 1 ORDER BY id`.execute(working);
    expect(actions.rows.map((r) => r.action).at(-1)).toBe('published');
  });

  it('publishes one item and leaves the others unpublished', async () => {
    await createProject(working, { title_en: 'Hill Houses', title_tr: 'Tepe Evleri', type: 'completed', cover_image: null });
    await updateProject(working, 1, { title_tr: 'Liman Kuleleri 2' });
    expect((await listChanges(working, live)).map((c) => [c.item_id, c.action])).toEqual([
      [1, 'updated'],
      [2, 'created'],
    ]);
    await publishItems(working, live, [project(2)]);
    expect((await getProject(live, 2))?.title_en).toBe('Hill Houses');
    expect((await getProject(live, 1))?.title_tr).toBe('Liman Kuleleri');
    expect(await changedItems(working)).toEqual([project(1)]);
  });

  it('a deletion leaves the live copy only when it is published, and reports the files it no longer shows', async () => {
    await deleteProject(working, 1);
    expect(await listChanges(working, live)).toMatchObject([{ item_id: 1, action: 'deleted', label: 'Harbour Towers' }]);
    expect(await getProject(live, 1)).toBeDefined();
    const outcome = await publishItems(working, live, [project(1)]);
    expect(outcome.items).toMatchObject([{ action: 'deleted' }]);
    expect(outcome.released).toEqual(['/uploads/projects/a.webp']);
    expect(await getProject(live, 1)).toBeUndefined();
  });

  it('discard brings the working copy back to the live state, and removes an item never published', async () => {
    await updateProject(working, 1, { title_en: 'Typo Towrs', cover_image: '/uploads/projects/b.webp' });
    await createProject(working, { title_en: 'Draft', title_tr: 'Taslak', type: 'ongoing', cover_image: null });
    const outcome = await discardItems(working, live, [project(1), project(2)]);
    expect(outcome.released.sort()).toEqual(['/uploads/projects/b.webp']);
    expect((await getProject(working, 1))?.title_en).toBe('Harbour Towers');
    expect((await getProject(working, 1))?.cover_image).toBe('/uploads/projects/a.webp');
    expect(await getProject(working, 2)).toBeUndefined();
    expect(await listChanges(working, live)).toEqual([]);
    const actions = await sql<{ action: string }>`SELECT action FROM revisions WHERE item_id = 1 ORDER BY id`.execute(working);
    expect(actions.rows.map((r) => r.action).at(-1)).toBe('discarded');
  });

  it('an edit undone by hand is no change', async () => {
    await updateProject(working, 1, { title_tr: 'Geçici' });
    await updateProject(working, 1, { title_tr: 'Liman Kuleleri' });
    expect(await listChanges(working, live)).toEqual([]);
  });

  it('a write that lands while a publish reads stays unpublished', async () => {
    await updateProject(working, 1, { title_tr: 'Bir' });
    const publishing = publishItems(working, live, [project(1)]);
    await updateProject(working, 1, { title_tr: 'İki' });
    await publishing;
    // whichever state the publish read, the working copy's latest is either live or still listed
    const listed = await listChanges(working, live);
    const liveTitle = (await getProject(live, 1))?.title_tr;
    expect(liveTitle === 'İki' || listed.some((c) => c.item_id === 1)).toBe(true);
  });

  it('every content table belongs to an item or travels with one', async () => {
    const items = new Set(trackedTables().map((t) => t.table));
    const carried = new Set<string>(CARRIED_WITH_ITEMS);
    // the site's settings copied whole to the live copy on every write: how it publishes, its redirects (content-db/site-redirects.ts)
    const copiedWhole = new Set(['publishing_settings', 'site_redirects']);
    const orphans = (await contentTables(working)).filter((t) => !items.has(t) && !carried.has(t) && !copiedWhole.has(t));
    expect(orphans).toEqual([]);
  });
});
