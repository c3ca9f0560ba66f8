// Every admin text in both languages (issue 22, item 5): the English text is the key, so each key used
// in the admin's source, in t('...') or msg('...'), needs a Turkish entry in admin/src/i18n/tr/*.ts with
// the same {placeholders}; a Turkish entry whose English text is nowhere in the source any more is stale
// and fails too.
import { beforeAll, describe, expect, it } from 'vitest';
import { literals, turkishEntries, usedKeys } from '../tests/i18n-catalog.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

let turkish: Map<string, { text: string; file: string }>;
let used: Map<string, string[]>;
let anyLiteral: Set<string>;

beforeAll(async () => {
  turkish = await turkishEntries();
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
