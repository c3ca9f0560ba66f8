// Content folders for benchmarks and the real-build test: the demo company, or a generated company
// with as many projects and news items as asked, written through content-db like the API would.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { liveDatabaseFile } from '../../content-db/live.ts';
import { loadConfig } from '../../server/config.ts';
import { BENCH_ADMIN, tempDir } from '../../server/test/real-server.ts';
import { createProject } from '../../content-db/projects.ts';
import { createNews } from '../../content-db/news.ts';

/** An app on `dataDir` that never builds (its publisher ignores writes): for seeding and inserting. */
export async function contentApp(dataDir: string, seed: boolean) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'dist'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: seed ? '1' : '0',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, publisher: { request: () => {} } });
  await app.ready();
  return app;
}

/** A temporary data folder holding the demo company. */
export async function demoDataDir(): Promise<string> {
  const dataDir = tempDir('cms-bench-demo-');
  const app = await contentApp(dataDir, true);
  await app.close();
  return dataDir;
}

const PARAGRAPH_EN =
  '<p>A residential project on the Black Sea coast with earthquake-resistant reinforced concrete, heat insulation and a view of the harbour.</p>';
const PARAGRAPH_TR = '<p>Karadeniz kıyısında, depreme dayanıklı betonarme, ısı yalıtımı ve liman manzarası olan bir konut projesi.</p>';

/**
 * The demo company plus `projects` projects and `news` news items (all active), so the site has
 * 2 × (projects + news) more pages than the demo.
 */
export async function generatedDataDir(projects: number, news: number): Promise<string> {
  const dataDir = tempDir('cms-bench-big-');
  const app = await contentApp(dataDir, true);
  try {
    for (let i = 1; i <= projects; i++) {
      await createProject(app.db, {
        title_en: `Generated Residence ${i}`,
        title_tr: `Üretilmiş Konut ${i}`,
        type: i % 3 === 0 ? 'ongoing' : 'completed',
        cover_image: null,
        status: 'active',
      });
    }
    for (let i = 1; i <= news; i++) {
      await createNews(app.db, {
        title_en: `Generated news item ${i}`,
        title_tr: `Üretilmiş haber ${i}`,
        description_en: PARAGRAPH_EN.repeat(3),
        description_tr: PARAGRAPH_TR.repeat(3),
        image: null,
        status: 'active',
      });
    }
  } finally {
    await app.close();
  }
  // the generated company is all live: without a live copy, the next start makes it from the working copy
  fs.rmSync(liveDatabaseFile(dataDir), { force: true });
  return dataDir;
}
