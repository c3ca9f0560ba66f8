import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../content-db/migrate.ts';
import { openDatabase } from '../../content-db/open.ts';
import { CODE_INPUTS, codeFingerprint, SKIPPED_DIRS, sameSource, sourceReader, staleBecause } from './release-source.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** One file inside each folder the fingerprint reads, and each file it reads (from its own list, CODE_INPUTS). */
const INPUT_FILES: Record<string, string> = Object.fromEntries([
  ...CODE_INPUTS.dirs.map((dir) => [`${dir}/lib/module.ts`, 'export const x = 1;']),
  ...CODE_INPUTS.files.map((file) => [file, `// ${file}`]),
]);

/** A project folder with the files the fingerprint reads, plus `extra` ("path": "content"). */
function project(extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  roots.push(root);
  for (const [rel, body] of Object.entries({ ...INPUT_FILES, ...extra })) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  }
  return root;
}

const differs = (change: Record<string, string>, base: string) => ({ change, same: codeFingerprint(project(change)) === base });

describe('site code fingerprint', () => {
  it('changes with every file it is defined to read, and with a new file in its folders', () => {
    const base = codeFingerprint(project());
    expect(codeFingerprint(project())).toBe(base);
    const changes = [
      ...Object.keys(INPUT_FILES).map((rel) => ({ [rel]: `${INPUT_FILES[rel]} // edited` })),
      ...CODE_INPUTS.dirs.map((dir) => ({ [`${dir}/components/New.astro`]: '<p/>' })),
    ];
    for (const change of changes) expect(differs(change, base)).toEqual({ change, same: false });
  });

  it('covers the site templates and the Astro config, whatever the list says', () => {
    const base = codeFingerprint(project());
    const changes: Array<Record<string, string>> = [
      { 'site/components/Footer.astro': '<footer/>' },
      { 'astro.config.mjs': 'export default { trailingSlash: "always" };' },
    ];
    for (const change of changes) expect(differs(change, base)).toEqual({ change, same: false });
  });

  it('ignores tests, the seed, migrations and data, which a build does not read', () => {
    const base = codeFingerprint(project());
    const ignored = CODE_INPUTS.dirs.flatMap((dir) => [
      [`${dir}/module.test.ts`, 'x'],
      [`${dir}/.cache`, 'x'],
      ...[...SKIPPED_DIRS].map((skip) => [`${dir}/${skip}/file.ts`, 'x']),
    ]);
    expect(codeFingerprint(project(Object.fromEntries(ignored)))).toBe(base);
    expect(codeFingerprint(project({ 'server/routes/x.ts': 'x', 'README.md': 'x' }))).toBe(base);
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

  it('differs when PUBLIC_API_URL does, which the built pages post leads to', async () => {
    const db = openDatabase(':memory:');
    await migrateToLatest(db);
    const read = (env: NodeJS.ProcessEnv) => sourceReader(db, { root: '.', siteUrl: 'https://a.example', code: 'abc', env })();
    const sameOrigin = await read({});
    const apiElsewhere = await read({ PUBLIC_API_URL: 'https://api.example/' });
    await db.destroy();
    expect(sameSource(sameOrigin, apiElsewhere)).toBe(false);
    expect(staleBecause(sameOrigin, apiElsewhere)).toBe('the lead form posts to the site itself, PUBLIC_API_URL is https://api.example');
    // a release recorded before the address counted was built without it, as nearly all are
    const { apiOrigin: _, ...recordedBefore } = sameOrigin;
    expect(sameSource(recordedBefore, sameOrigin)).toBe(true);
    expect(sameSource(recordedBefore, apiElsewhere)).toBe(false);
  });
});
