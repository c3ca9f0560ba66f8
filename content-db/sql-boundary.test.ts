// SQL only in content-db/ (issue 35): the server and the scripts read and write the databases through
// content-db's modules, so a table's queries are found in one place (the benches' fixtures too:
// content-db/bench-fixtures.ts). Tests and the test tooling (server/test/) may query what they check.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
/** a kysely query, a tagged SQL template, a raw statement or a withTables view */
const SQL = /\b(?:selectFrom|insertInto|updateTable|deleteFrom|withTables|replaceInto)\(|\bsql(?:<[^`\n]*>)?`|\.(?:prepare|exec|pragma)\(\s*['"`]/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || full === path.join(ROOT, 'server', 'test') ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('SQL outside content-db/', () => {
  it('is nowhere in the server or the scripts', () => {
    const files = [...sources(path.join(ROOT, 'server')), ...sources(path.join(ROOT, 'scripts'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SQL.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
