// Every admin text in both languages (issue 22, item 5): the English text is the key, so each key used
// in the admin's source, in t('...') or msg('...'), needs a Turkish entry in admin/src/i18n/tr/*.ts with
// the same {placeholders}; a Turkish entry whose English text is nowhere in the source any more is stale
// and fails too.
import { beforeAll, describe, expect, it } from 'vitest';
import { literals, turkishEntries, usedKeys } from '../tests/i18n-catalog.ts';
import { SERVER_MESSAGES, codeOf } from '../../server/shared/messages.ts';
import { serverMessages } from '../tests/server-literals.ts';
import TURKISH_CODES from './i18n/codes/tr.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

let turkish: Map<string, { text: string; file: string }>;
let used: Map<string, string[]>;
let anyLiteral: Set<string>;
let fromServer: Map<string, string[]>;

beforeAll(async () => {
  turkish = await turkishEntries();
  used = usedKeys();
  anyLiteral = literals();
  fromServer = serverMessages();
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
    // a server message is translated by its code (i18n/codes/tr.ts): a second Turkish text of it here
    // would be one more to keep in step (five once said it otherwise), so it is stale unless a screen uses it
    const stale = [...turkish]
      .filter(([key]) => !used.has(key) && (!anyLiteral.has(key) || codeOf(key) !== undefined))
      .map(([key, { file }]) => `${file}: ${JSON.stringify(key)}`);
    expect(stale).toEqual([]);
  });
});

describe("the server's fixed messages (shown as they come, translated where they show)", () => {
  it('are found in the server source (answers, thrown errors, route tables, 404s)', () => {
    expect(fromServer.size).toBeGreaterThan(100);
    for (const known of ['User created successfully!', 'Menu not found', 'Logo uploaded successfully', 'Cannot delete the last user account'])
      expect(fromServer.has(known), known).toBe(true);
    // field values and comments are no messages
    expect(fromServer.has('Banner')).toBe(false);
  });

  it('each have a code in the catalog (server/shared/messages.ts)', () => {
    const missing = [...fromServer].filter(([text]) => !codeOf(text)).map(([text, files]) => `${JSON.stringify(text)} (server/${files[0]})`);
    expect(missing, 'server messages without a code: add them to server/shared/messages.ts and their Turkish to admin/src/i18n/codes/tr.ts').toEqual([]);
  });
});

describe("the server's messages by code", () => {
  it("each have a Turkish text with the English text's {placeholders}", () => {
    const turkishOf = TURKISH_CODES as Record<string, string>;
    const wrong = Object.entries(SERVER_MESSAGES)
      .filter(([code, english]) => !turkishOf[code]?.trim() || placeholders(english).join() !== placeholders(turkishOf[code]).join())
      .map(([code]) => `${code}: ${JSON.stringify(turkishOf[code])}`);
    expect(wrong).toEqual([]);
  });

  it('are read back from their text, values and all', () => {
    expect(codeOf('User not found')).toEqual({ code: 'user-not-found' });
    expect(codeOf('Title must be at most 200 characters')).toEqual({ code: 'field-too-long', params: { label: 'Title', limit: '200' } });
    expect(codeOf('The KVKK notice may be at most 5000 characters')).toEqual({ code: 'kvkk-notice-too-long', params: { limit: '5000' } });
    expect(codeOf('A message no route sends')).toBeUndefined();
  });
});
