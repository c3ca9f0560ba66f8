// Every admin text in both languages (issue 22, item 5): the English text is the key, so each key used
// in the admin's source, in t('...') or msg('...'), needs a Turkish entry in admin/src/i18n/tr/*.ts with
// the same {placeholders}; a Turkish entry whose English text is nowhere in the source any more is stale
// and fails too.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const CATALOGS = path.join(SRC, 'i18n', 'tr');

/** A literal first argument of t() or msg(): '...', "..." or `...` without ${}. */
const CALL = /(?<![\w.$])(?:t|msg)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)\s*[,)]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === CATALOGS ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Each key, with the files that use it. */
export function usedKeys(files = sourceFiles(SRC)): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const key = unescape(m[1] ?? m[2] ?? m[3]);
      keys.set(key, [...(keys.get(key) ?? []), path.relative(SRC, file)]);
    }
  }
  return keys;
}

/** Every string literal of the source: a text kept in a table and translated where it shows counts as used. */
function literals(files = sourceFiles(SRC)): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`/g))
      found.add(unescape(m[1] ?? m[2] ?? m[3]));
  }
  return found;
}

let turkish: Map<string, { text: string; file: string }>;
let used: Map<string, string[]>;
let anyLiteral: Set<string>;

beforeAll(async () => {
  turkish = new Map();
  for (const name of fs.readdirSync(CATALOGS).filter((f) => f.endsWith('.ts'))) {
    const catalog = (await import(pathToFileURL(path.join(CATALOGS, name)).href)) as { default: Record<string, string> };
    for (const [key, text] of Object.entries(catalog.default)) turkish.set(key, { text, file: name });
  }
  used = usedKeys();
  anyLiteral = literals();
});

describe('the admin texts', () => {
  it('are found in the source (the scan reads t() and msg() calls)', () => {
    expect(used.size).toBeGreaterThan(300);
    expect(used.has('Language')).toBe(true);
  });

  it('each have a Turkish text', () => {
    const missing = [...used].filter(([key]) => !turkish.get(key)?.text.trim()).map(([key, files]) => `${JSON.stringify(key)} (${files[0]})`);
    expect(missing, `texts without Turkish: add them to admin/src/i18n/tr/<area>.ts`).toEqual([]);
  });

  it("keep the English text's {placeholders} in Turkish", () => {
    const wrong = [...turkish]
      .filter(([key, { text }]) => placeholders(key).join() !== placeholders(text).join())
      .map(([key, { text, file }]) => `${file}: ${JSON.stringify(key)} -> ${JSON.stringify(text)}`);
    expect(wrong).toEqual([]);
  });

  it('have no stale Turkish entries (texts no source uses)', () => {
    const stale = [...turkish].filter(([key]) => !used.has(key) && !anyLiteral.has(key)).map(([key, { file }]) => `${file}: ${JSON.stringify(key)}`);
    expect(stale).toEqual([]);
  });
});
