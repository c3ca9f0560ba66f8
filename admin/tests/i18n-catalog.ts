// The admin's catalog as the tests read it under Node: the keys used in admin/src (t('...') and
// msg('...') literals), every string literal of the source, and the Turkish texts of
// admin/src/i18n/tr/*.ts. Shared by admin/src/i18n.test.ts and the Turkish browser test.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const SRC = path.resolve(import.meta.dirname, '..', 'src');
export const CATALOGS = path.join(SRC, 'i18n', 'tr');

/** A literal first argument of t() or msg(): '...', "..." or `...` without ${}. */
const CALL = /(?<![\w.$])(?:t|msg)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g;

export function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === CATALOGS ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** Each key, with the files that use it. */
export function usedKeys(files = sourceFiles()): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const key = unescape(m[1] ?? m[2] ?? m[3]);
      keys.set(key, [...(keys.get(key) ?? []), path.relative(SRC, file)]);
    }
  }
  return keys;
}

/** The English texts: the keys the source uses. */
export const englishKeys = (): string[] => [...usedKeys().keys()];

/** Every string literal of the source: a text kept in a table and translated where it shows counts as used. */
export function literals(files = sourceFiles()): Set<string> {
  const found = new Set<string>();
  for (const file of files) for (const m of fs.readFileSync(file, 'utf8').matchAll(LITERAL)) found.add(unescape(m[1] ?? m[2] ?? m[3]));
  return found;
}

/** Each Turkish text by its English key, with the catalog file it is in. */
export async function turkishEntries(): Promise<Map<string, { text: string; file: string }>> {
  const entries = new Map<string, { text: string; file: string }>();
  for (const name of fs.readdirSync(CATALOGS).filter((f) => f.endsWith('.ts'))) {
    const catalog = (await import(pathToFileURL(path.join(CATALOGS, name)).href)) as { default: Record<string, string> };
    for (const [key, text] of Object.entries(catalog.default)) entries.set(key, { text, file: name });
  }
  return entries;
}

/** Every Turkish text by its English key. */
export const TURKISH_CATALOG: Record<string, string> = Object.fromEntries([...(await turkishEntries())].map(([key, { text }]) => [key, text]));
