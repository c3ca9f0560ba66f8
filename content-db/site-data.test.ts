// The site's bulk loader: what it keeps (active content, in the pages' order) and what it drops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN, fixtureDataDir, type Fixture } from '../site/test/fixture.ts';
import { loadSiteData } from './site-data.ts';
import { rememberOldSlug } from './slugs.ts';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await fixtureDataDir();
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('loadSiteData', () => {
  it('keeps active projects with their active banners, details and gallery images only', async () => {
    const data = await loadSiteData(fixture.db);
    expect(data.projects.map((p) => p.title.en)).not.toContain(KNOWN.inactiveProject.en);
    const project = data.projects.find((p) => p.title.en === KNOWN.activeProject.en)!;
    expect(project.banners.map((b) => b.title.en)).toEqual([`${KNOWN.activeProject.en} banner`]);
    expect(project.details).toHaveLength(1);
    expect(project.details[0].gallery.map((g) => g.title.en)).toEqual([1, 2, 3].map((n) => `${KNOWN.activeProject.en} ${n}`));
    expect(data.news.map((n) => n.title.en)).toEqual([KNOWN.news.en, 'New Office in Ortahisar']);
  });

  it('sanitizes HTML written around the API on every read, a changed text anew (the kept sanitizing of the reads before)', async () => {
    const news = await fixture.db.selectFrom('news').select(['id', 'description_en']).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const read = async () => (await loadSiteData(fixture.db)).news.find((n) => n.id === news.id)!.description.en;
    const attack = (n: number) => `<p>safe ${n}</p><script>window.__xss=${n}</script><img src=x onerror="window.__xss=${n}">`;
    try {
      for (const n of [1, 1, 2, 1]) {
        await fixture.db
          .updateTable('news')
          .set({ description_en: attack(n) })
          .where('id', '=', news.id)
          .execute();
        for (let again = 0; again < 2; again++) expect(await read()).toBe(`<p>safe ${n}</p>`);
      }
    } finally {
      await fixture.db.updateTable('news').set({ description_en: news.description_en }).where('id', '=', news.id).execute();
    }
  });

  it('hides the experience link while its status is 0', async () => {
    expect((await loadSiteData(fixture.db)).home.experienceLink?.text.tr).toBe(KNOWN.experienceLink.tr);
    await fixture.db.updateTable('experience_role_links').set({ status: 0 }).execute();
    expect((await loadSiteData(fixture.db)).home.experienceLink).toBeNull();
    await fixture.db.updateTable('experience_role_links').set({ status: 1 }).execute();
  });

  it('uses the newest active show-project configuration of a page', async () => {
    const ids = fixture.ids.projects;
    await fixture.db
      .insertInto('show_projects')
      .values([
        { title_en: 'Newer', title_tr: 'Daha yeni', page_name: 'ongoing', project_ids: JSON.stringify([ids.ongoingProject]), status: 'active' },
        { title_en: 'Newest but off', title_tr: 'Kapalı', page_name: 'ongoing', project_ids: '[]', status: 'inactive' },
      ])
      .execute();
    const data = await loadSiteData(fixture.db);
    expect(data.showProjects.ongoing).toEqual({ title: { tr: 'Daha yeni', en: 'Newer' }, projectIds: [ids.ongoingProject] });
    expect(data.showProjects.home?.projectIds).toEqual([ids.completedProject, ids.activeProject, ids.inactiveProject, ids.coverlessProject]);
    expect(data.showProjects['our-projects']).toBeUndefined();
    await fixture.db.deleteFrom('show_projects').where('page_name', '=', 'ongoing').execute();
  });

  it('keeps redirects of changed slugs only towards active items', async () => {
    await rememberOldSlug(fixture.db, 'project', 'old-hidden-tower', 'hidden-tower-project', fixture.ids.projects.inactiveProject);
    await rememberOldSlug(fixture.db, 'news', 'old-office', 'new-office-in-ortahisar', fixture.ids.news.older);
    const data = await loadSiteData(fixture.db);
    expect(data.redirects.project).toEqual([]);
    expect(data.redirects.news).toEqual([{ from: 'old-office', to: 'new-office-in-ortahisar' }]);
  });

  it('reads the JSON pages: services unless false, contact cards with status 1, the active settings', async () => {
    const data = await loadSiteData(fixture.db);
    expect(data.services?.services.map((s) => s.title.en)).toEqual([KNOWN.service.en, 'Urban Renewal', 'Project Management', 'Interior Design']);
    expect(data.contact?.cards.map((c) => c.title.tr)).toEqual([KNOWN.contactCard.tr, 'Satış Ofisi', 'E-posta']);
    expect(data.about?.image.title.en).toBe('Our team on site');
    expect(data.menu.map((m) => m.pageId)).toEqual([1, 2, 3, 4, 6, 8, 7]);
    expect(data.settings.instagram).toEqual({ link: KNOWN.instagram, newTab: true });
    expect(data.settings.whatsapp?.tooltip).toEqual({ tr: KNOWN.whatsapp.tr, en: KNOWN.whatsapp.en });
    expect(Object.keys(data.media).length).toBeGreaterThan(0);
  });
});
