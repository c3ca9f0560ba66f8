// Issue 32: the site's <img alt> is the media library's alt text in the page's language, the item's
// title while that is empty; every CSS crop (object-fit: cover) is centred on the file's focal point.
// Built with the real Astro build from a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFrom, type BuiltSite } from './test/built-site.ts';
import { fixtureDataDir, type Fixture } from './test/fixture.ts';

let fixture: Fixture;
let site: BuiltSite;
let slug: string;
let described: string;

beforeAll(async () => {
  fixture = await fixtureDataDir();
  const project = await fixture.db.selectFrom('projects').select(['id', 'slug']).where('title_en', '=', 'Boztepe Residences').executeTakeFirstOrThrow();
  slug = project.slug;
  const first = await fixture.db
    .selectFrom('project_gallery')
    .innerJoin('project_details', 'project_details.id', 'project_gallery.project_detail_id')
    .select('project_gallery.image_path')
    .where('project_details.project_id', '=', project.id)
    .orderBy('project_gallery.sort_order')
    .executeTakeFirstOrThrow();
  described = first.image_path;
  await fixture.db
    .updateTable('media_files')
    .set({ alt_en: 'A crane lifting the roof', alt_tr: 'Çatıyı kaldıran vinç', focal_x: 0.25, focal_y: 0.75 })
    .where('path', '=', described)
    .execute();
  site = await buildFrom(fixture.dataDir);
}, 600_000);

afterAll(async () => {
  await fixture?.close();
});

const images = (page: string) => [...site.doc(page).querySelectorAll('img')].filter((i) => i.getAttribute('src')?.startsWith('/uploads/'));

describe('alt text and focal point from the media library', () => {
  it("writes the file's alt text in the page's language wherever the file is shown", () => {
    for (const [page, alt] of [
      [`/en/project/${slug}/`, 'A crane lifting the roof'],
      [`/project/${slug}/`, 'Çatıyı kaldıran vinç'],
    ] as const) {
      const shown = images(page).filter((i) => i.getAttribute('src') === described);
      expect(shown.length, page).toBeGreaterThan(0);
      for (const img of shown) expect(img.getAttribute('alt'), page).toBe(alt);
    }
  });

  it("falls back to the item's title for a file without alt text", () => {
    const gallery = [...site.doc(`/en/project/${slug}/`).querySelectorAll('.gallery__item img')];
    const others = gallery.filter((i) => i.getAttribute('src') !== described);
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) expect(img.getAttribute('alt')).toMatch(/^Boztepe Residences \d$/);
  });

  it('centres the crop of that file on its focal point, and leaves other files centred', () => {
    const shown = images(`/en/project/${slug}/`).filter((i) => i.getAttribute('src') === described);
    expect(shown.length).toBeGreaterThan(0);
    for (const img of shown) expect(img.getAttribute('style')).toBe('object-position:25% 75%');
    const gallery = [...site.doc(`/en/project/${slug}/`).querySelectorAll('.gallery__item img')];
    const others = gallery.filter((i) => i.getAttribute('src') !== described);
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) expect(img.getAttribute('style')).toBeNull();
  });
});
