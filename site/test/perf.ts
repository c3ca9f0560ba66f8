// Measures the site build on a large company: the fixture plus N generated projects and N/3 news items
// (each with a banner, a detail and gallery images), built twice; prints pages, seconds and pages/s.
//   node site/test/perf.ts [projects=700]
import fs from 'node:fs';
import path from 'node:path';
import { buildSite } from '../../server/publish/build-site.ts';
import { fixtureDataDir } from './fixture.ts';

const count = Number(process.argv[2] ?? 700);
const fixture = await fixtureDataDir();
const db = fixture.db;
const images = (await db.selectFrom('media_files').select('path').where('mime', '=', 'image/jpeg').execute()).map((r) => r.path);
const pick = (i: number) => images[i % images.length];

await db.transaction().execute(async (trx) => {
  for (let i = 0; i < count; i++) {
    const p = await trx
      .insertInto('projects')
      .values({ title_en: `Project ${i}`, title_tr: `Proje ${i}`, slug: `project-${i}`, type: i % 2 ? 'ongoing' : 'completed', cover_image: pick(i) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_banners')
      .values({ project_id: p.id, title_en: `Banner ${i}`, title_tr: `Afiş ${i}`, detail_en: 'Detail', detail_tr: 'Detay', banner_image: pick(i + 1) })
      .execute();
    const d = await trx
      .insertInto('project_details')
      .values({
        project_id: p.id,
        title_en: 'Detail',
        title_tr: 'Detay',
        description_en: '<p>Text</p>',
        description_tr: '<p>Metin</p>',
        feature_image: pick(i + 2),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_gallery')
      .values([0, 1, 2, 3].map((n) => ({ project_detail_id: d.id, image_path: pick(i + n), title: `Image ${n}`, sort_order: n })))
      .execute();
  }
  for (let i = 0; i < Math.round(count / 3); i++) {
    const n = await trx
      .insertInto('news')
      .values({
        title_en: `News ${i}`,
        title_tr: `Haber ${i}`,
        slug: `news-${i}`,
        description_en: '<p>News</p>',
        description_tr: '<p>Haber</p>',
        image: pick(i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const d = await trx
      .insertInto('news_details')
      .values({
        news_id: n.id,
        title_en: 'D',
        title_tr: 'D',
        description_en: '<p>x</p>',
        description_tr: '<p>x</p>',
        gallery_description_en: 'g',
        gallery_description_tr: 'g',
        feature_image: pick(i + 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('news_gallery')
      .values({ news_detail_id: d.id, image: pick(i + 2), title_en: 'G', title_tr: 'G', sort_order: 0 })
      .execute();
  }
});

for (let run = 1; run <= 2; run++) {
  const outDir = fs.mkdtempSync(path.join(fixture.dataDir, `out-${run}-`));
  const result = await buildSite({ dataDir: fixture.dataDir, outDir });
  if (!result.ok) {
    console.error(result.log);
    process.exit(1);
  }
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const rendered = /(\d+) page\(s\) built in ([\d.]+)s/.exec(result.log);
  console.log(
    `run ${run}: ${pages} pages in ${(result.ms / 1000).toFixed(2)}s total (astro build process) = ${(pages / (result.ms / 1000)).toFixed(0)} pages/s` +
      (rendered ? `; astro reports ${rendered[1]} pages in ${rendered[2]}s` : ''),
  );
  if (process.env.VERBOSE)
    console.log(
      result.log
        .split('\n')
        .filter((l) => /Completed|built in|\[build\]|\[vite\]/.test(l))
        .join('\n'),
    );
}
if (process.env.KEEP) console.log('data folder kept:', fixture.dataDir);
else await fixture.close();
