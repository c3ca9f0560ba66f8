// What one item edit costs in rendered pages on a big site (issue 31): on a real server with 1,000
// generated items (about 2,000 pages), a project's title edit through the API renders that project's two
// pages, the one numbered page of each list that shows it (TR and EN) and the pages that are always
// rendered (home, about, services, contact, 404): nothing else, however big the site. Counted from the
// files the publish wrote, not from its plan, so a page rendered by mistake counts too.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, LISTS, pagesOfList } from '../../content-db/list-pages.ts';
import { databaseFile, openDatabase } from '../../content-db/open.ts';
import { loadSiteData } from '../../content-db/site-data.ts';
import { PRIVACY_NOTICE_SLUGS } from '../../content-db/seed/text-pages.ts';
import { generatedDataDir } from '../../scripts/bench/data.ts';
import { BENCH_ADMIN, startServer, type RunningServer } from '../test/real-server.ts';
import { SiteEditor } from '../test/site-editor.ts';
import { listPageId, pageFiles } from './incremental.ts';
import { htmlFiles } from './verify.ts';

/** The pages every publish renders: they show a bit of everything (home: the newest projects). */
const ALWAYS = ['index.html', 'about-us/index.html', 'services/index.html', 'contact/index.html', '404.html', 'en/404.html'];
// the demo's text page (its two slugs): a fixed page too, rendered with every publish like about-us
const TEXT_PAGES = [`${PRIVACY_NOTICE_SLUGS.tr}/index.html`, `en/${PRIVACY_NOTICE_SLUGS.en}/index.html`];
const alwaysRendered = [...ALWAYS.flatMap((f) => (f.endsWith('404.html') ? [f] : [f, `en/${f}`])), ...TEXT_PAGES];

describe('an item edit on a site of 1,000 items', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const dataDir = await generatedDataDir(600, 400);
    // the demo chooses which projects its two project lists show: without a choice they list every
    // project, newest first, on 25 pages (the server makes its live copy from this working copy)
    const db = openDatabase(databaseFile(dataDir));
    await db.deleteFrom('show_projects').where('page_name', '!=', 'home').execute();
    await db.destroy();
    server = await startServer({ dataDir });
    await server.publisher.whenSettled();
    expect(server.publisher.status().last?.ok).toBe(true);
  }, 900_000);
  afterAll(async () => {
    await server?.close();
  });

  it("renders the item's own pages, the list page that shows it in each list and the fixed pages: nothing else", async () => {
    const data = await loadSiteData(server.app.liveDb);
    expect(server.publisher.status().last!.pages).toBeGreaterThan(2000);
    // a completed project on page 5 of our projects, so page 1 of the list is not what it happens to be on
    const project = data.projects.slice(4 * LIST_PAGE_SIZE).find((p) => p.type === 'completed')!;
    const editor = new SiteEditor(server.url);
    await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: 'Yeni Başlık 31' });
    await editor.waitFor('Yeni Başlık 31', { pathname: `/project/${project.slug}/`, timeoutMs: 300_000 });
    await server.publisher.whenSettled();

    const showing = LISTS.flatMap((list) =>
      pagesOfList(list, data)
        .filter((p) => p.items.some((i) => i.id === project.id))
        .map((p) => listPageId(list, p.page)),
    );
    expect(showing).toEqual(['list:our-projects/5']);
    const expected = [...pageFiles(`project/${project.slug}`), ...showing.flatMap(pageFiles), ...alwaysRendered];
    const last = server.builder.last!;
    expect(last.incremental).toBe(true);
    expect(last.renderedPages?.slice().sort()).toEqual(expected.sort());
    // and the list page it rendered shows the edit among its 24 cards
    const page = await (await fetch(`${server.url}/our-projects/5/`)).text();
    expect(page).toContain('Yeni Başlık 31');
    expect(page.match(/<article class="project-card[" ]/g)?.length).toBe(LIST_PAGE_SIZE);

    // the kept pages are all listed and served: the release check stats their folders' one page instead
    // of reading each folder (server/lib/release-listing.ts leafFolders), counted here by a whole walk
    const live = fs.realpathSync(path.join(server.distDir, 'current'));
    expect(server.publisher.status().current!.pages).toBe(htmlFiles(live).length);
    const other = data.projects.find((p) => p.id !== project.id)!;
    for (const kept of [`/project/${other.slug}/`, `/en/project/${other.slug}/`, '/our-projects/2/', '/en/news/3/'])
      expect((await fetch(`${server.url}${kept}`)).status, kept).toBe(200);
  }, 600_000);
});
