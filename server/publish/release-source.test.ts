import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codeFingerprint, sameSource, staleBecause } from './release-source.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** A project folder with the files the fingerprint reads, plus `extra` ("path": "content"). */
function project(extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  roots.push(root);
  const files = {
    'site/pages/index.astro': '<h1>Ana Sayfa</h1>',
    'site/i18n/tr.ts': "export default { home: 'Ana Sayfa' };",
    'astro.config.mjs': 'export default {};',
    'content-db/site-data.ts': 'export const x = 1;',
    'package-lock.json': '{"lockfileVersion":3}',
    ...extra,
  };
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  }
  return root;
}

describe('site code fingerprint', () => {
  it('changes with a template, the Astro config, a content-db module or the locked dependencies', () => {
    const base = codeFingerprint(project());
    expect(codeFingerprint(project())).toBe(base);
    const changes: Record<string, string>[] = [
      { 'site/pages/index.astro': '<h1>Anasayfa</h1>' },
      { 'site/components/New.astro': '<p/>' },
      { 'astro.config.mjs': 'export default { trailingSlash: "always" };' },
      { 'content-db/site-data.ts': 'export const x = 2;' },
      { 'package-lock.json': '{"lockfileVersion":3,"packages":{}}' },
    ];
    for (const change of changes) {
      expect({ change, same: codeFingerprint(project(change)) === base }).toEqual({ change, same: false });
    }
  });

  it('ignores tests, the seed, migrations and data, which a build does not read', () => {
    const base = codeFingerprint(project());
    expect(
      codeFingerprint(
        project({
          'site/test/fixture.ts': 'x',
          'site/site.test.ts': 'x',
          'content-db/seed/index.ts': 'x',
          'content-db/data/content.sqlite': 'x',
          'content-db/migrations/0009_x.ts': 'x',
        }),
      ),
    ).toBe(base);
  });
});

describe('release source', () => {
  const built = { databaseId: 'db-1', revision: 4, code: 'abc', siteUrl: 'https://a.example' };
  it('is the same only when every part is, and says which part differs', () => {
    expect(sameSource(built, { ...built })).toBe(true);
    expect(sameSource(undefined, built)).toBe(false);
    expect(staleBecause(undefined, built)).toBe('it records no source');
    expect(staleBecause(built, { ...built, databaseId: 'db-2' })).toBe('it was built from another database');
    expect(staleBecause(built, { ...built, revision: 5 })).toBe('it was built from content revision 4, the database is at 5');
    expect(staleBecause(built, { ...built, code: 'def' })).toBe('the site code or its dependencies changed');
    expect(staleBecause(built, { ...built, siteUrl: 'https://b.example' })).toBe('it was built for https://a.example, SITE_URL is https://b.example');
    for (const change of [{ databaseId: 'db-2' }, { revision: 5 }, { code: 'def' }, { siteUrl: 'https://b.example' }]) {
      expect(sameSource(built, { ...built, ...change })).toBe(false);
    }
  });
});
