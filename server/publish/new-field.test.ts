// A field the site data gains tomorrow, printed by the footer of every page: once the code that prints it
// is live, an edit of that field alone must reach every page of the next publish, detail pages included.
// The page keys used to list what a detail page shows; a field missing from that list left the kept
// project and news pages showing the old value (issue 19). Here a copy of the project's footer prints
// `footerNote`, and the content the publish reads (the SITE_DATA_FILE snapshot) carries it, as if
// content-db/site-data.ts loaded it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { contentApp, demoDataDir } from '../../scripts/bench/data.ts';
import { snapshotSiteData, type SiteData } from '../../content-db/site-data.ts';
import { editFile, projectCopy } from '../test/project-copy.ts';
import { tempDir } from '../test/real-server.ts';
import { IncrementalBuilder } from './incremental-builder.ts';
import { pageFiles, pageKeys } from './incremental.ts';
import { codeFingerprint } from './release-source.ts';
import { SitePublisher } from './site-publisher.ts';
import { htmlFiles } from './verify.ts';
import { WorkerBuilder } from './worker-builder.ts';

describe('a new field of the site data, read by the footer', () => {
  let root: string;
  let dataDir: string;
  let distDir: string;
  let app: FastifyInstance;
  let builder: IncrementalBuilder;
  let publisher: SitePublisher;
  let footerNote = 'Open on Saturdays';

  beforeAll(async () => {
    root = projectCopy();
    editFile(root, 'site/components/Footer.astro', (footer) =>
      footer.replace('<footer ', '<footer data-note={(data as unknown as { footerNote: string }).footerNote} '),
    );
    dataDir = await demoDataDir();
    distDir = tempDir('cms-new-field-dist-');
    app = await contentApp(dataDir, false);
    const readSnapshot = async () => {
      const data = { ...(await snapshotSiteData(app.db)), footerNote } as SiteData;
      return { data, keys: pageKeys(data, `${codeFingerprint(root)} test`) };
    };
    builder = new IncrementalBuilder(new WorkerBuilder({ dataDir, root, renderers: 1 }), { distDir, readSnapshot });
    publisher = new SitePublisher({ distDir, builder, links: { uploadsDir: path.join(dataDir, 'uploads') } });
  }, 300_000); // it seeds the demo company, 106 pictures made with sharp: minutes on a busy machine
  afterAll(async () => {
    await publisher?.close();
    await app?.close();
    for (const dir of [root, dataDir, distDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function publish(): Promise<string> {
    const attempt = await publisher.publishNow('test');
    expect(attempt?.ok, attempt?.log).toBe(true);
    return fs.realpathSync(path.join(distDir, 'current'));
  }

  it('changes every page of the next publish', async () => {
    await publish();
    footerNote = 'Open on Sundays';
    const live = await publish();
    const { projects, news } = await snapshotSiteData(app.db);
    const details = [...projects.map((p) => `project/${p.slug}`), ...news.map((n) => `news/${n.slug}`)].flatMap(pageFiles);
    const pages = htmlFiles(live).filter((page) => !/http-equiv="refresh"/.test(fs.readFileSync(path.join(live, page), 'utf8')));
    expect(pages).toEqual(expect.arrayContaining(details));
    const stale = pages.filter((page) => !fs.readFileSync(path.join(live, page), 'utf8').includes('data-note="Open on Sundays"'));
    expect(stale).toEqual([]);
  }, 300_000);
});
