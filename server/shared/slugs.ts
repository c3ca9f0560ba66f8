// The slug of a title (SPEC.md section 9): the server's (content-db/slugs.ts makes them unique) and the
// admin's, which shows a text page's address as it is typed. No import: the admin bundles this file.

const TURKISH: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };

export function slugify(title: string): string {
  const slug = title
    .replace(/[çğıİöşüÇĞÖŞÜ]/g, (ch) => TURKISH[ch])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 80).replace(/-+$/, '') || 'item';
}
