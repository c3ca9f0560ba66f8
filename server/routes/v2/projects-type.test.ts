// Project Manage's Completed and Ongoing filters run on the server (issue 22, item 2): ?type= on the
// project lists, with the search, status and pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../content-db/projects.ts';
import { bearer, useTestApp } from '../../test/helpers.ts';
import { publishStraightWrites } from '../../test/live-copy.ts';

const t = useTestApp();

async function get(url: string, signedIn = true) {
  const res = await t.app.inject({ method: 'GET', url, headers: signedIn ? bearer(t.token) : {} });
  return { status: res.statusCode, body: res.json() };
}
const titles = (body: { projects: Array<{ title_en: string }> }) => body.projects.map((p) => p.title_en).sort();

beforeAll(async () => {
  await createProject(t.app.db, { title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri', type: 'ongoing', cover_image: null });
  await createProject(t.app.db, { title_en: 'Hill Houses', title_tr: 'Tepe Evleri', type: 'completed', cover_image: null });
  await createProject(t.app.db, { title_en: 'Hidden Yard', title_tr: 'Gizli Avlu', type: 'completed', cover_image: null, status: 'inactive' });
  await publishStraightWrites(t.app);
});

describe('GET /v2/api/projects?type=', () => {
  it('lists the projects of one type, with the search, the status and a page', async () => {
    expect(titles((await get('/v2/api/projects?type=ongoing')).body)).toEqual(['Harbour Towers']);
    expect(titles((await get('/v2/api/projects?type=completed')).body)).toEqual(['Hidden Yard', 'Hill Houses']);
    expect(titles((await get('/v2/api/projects?type=completed&status=active')).body)).toEqual(['Hill Houses']);
    expect((await get('/v2/api/projects?type=completed&q=gizli&limit=1')).body).toMatchObject({ total: 1, page: 1, limit: 1 });
    // a visitor: active ones only
    expect(titles((await get('/v2/api/projects?type=completed', false)).body)).toEqual(['Hill Houses']);
    expect(titles((await get('/v2/api/projects/active?type=completed')).body)).toEqual(['Hill Houses']);
  });

  it('refuses another type with a 400 naming the allowed values', async () => {
    const bad = await get('/v2/api/projects?type=finished');
    expect(bad).toEqual({ status: 400, body: { success: false, message: 'type must be one of ongoing, completed' } });
  });
});
