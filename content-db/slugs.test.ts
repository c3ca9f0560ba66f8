import { describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';
import { migrateToLatest } from './migrate.ts';
import { rememberOldSlug, slugify, slugRedirects, uniqueSlug } from './slugs.ts';

describe('slugify', () => {
  it('transliterates Turkish letters and drops symbols', () => {
    expect(slugify('Çamlık Şehir Evleri: Ortahisar & Yomra!')).toBe('camlik-sehir-evleri-ortahisar-yomra');
    expect(slugify('İskele Güneş Öğütü')).toBe('iskele-gunes-ogutu');
    expect(slugify('  ---  ')).toBe('item');
  });
});

describe('unique slugs and redirects', () => {
  it('adds -2 on a clash and remembers old slugs', async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    const a = await db
      .insertInto('projects')
      .values({ title_en: 'Sea View', title_tr: 'Deniz', slug: await uniqueSlug(db, 'project', 'Sea View'), type: 'ongoing', cover_image: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await uniqueSlug(db, 'project', 'Sea View')).toBe('sea-view-2');
    expect(await uniqueSlug(db, 'project', 'Sea View', a.id)).toBe('sea-view');
    await db.updateTable('projects').set({ slug: 'sea-view-towers' }).where('id', '=', a.id).execute();
    await rememberOldSlug(db, 'project', 'sea-view', 'sea-view-towers', a.id);
    expect(await slugRedirects(db, 'project')).toEqual([{ from: 'sea-view', to: 'sea-view-towers', id: a.id }]);
    await db.destroy();
  });
});
