// Demo content for an empty database: a believable bilingual Trabzon construction company.
import type { ContentDb } from '../open.ts';

export type DemoImageKind = 'jpeg' | 'png' | 'svg' | 'ico';
/** Stores a generated image like an upload (with variants) and answers its public path. */
export type SaveImage = (image: { buffer: Buffer; kind: DemoImageKind }, folder: string) => Promise<string>;

/** Empty means no content yet (users do not count: the first admin is made before seeding). */
export async function isEmpty(db: ContentDb): Promise<boolean> {
  const page = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  return page === undefined;
}

/** The seven standard pages, ids 1 to 7 (SPEC.md section 3). */
export const STANDARD_PAGES = [
  { id: 1, page_name_en: 'Home', page_name_tr: 'Ana Sayfa' },
  { id: 2, page_name_en: 'About Us', page_name_tr: 'Hakkımızda' },
  { id: 3, page_name_en: 'Our Projects', page_name_tr: 'Projelerimiz' },
  { id: 4, page_name_en: 'Ongoing Projects', page_name_tr: 'Devam Eden Projeler' },
  { id: 5, page_name_en: 'Services', page_name_tr: 'Hizmetlerimiz' },
  { id: 6, page_name_en: 'News', page_name_tr: 'Haberler' },
  { id: 7, page_name_en: 'Contact', page_name_tr: 'İletişim' },
];

export async function seedDemo(db: ContentDb, _saveImage: SaveImage): Promise<void> {
  await db.insertInto('pages').values(STANDARD_PAGES).execute();
}
