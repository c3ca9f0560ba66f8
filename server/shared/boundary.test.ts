// What the admin may take from outside admin/ (issue 35): server/shared/ (routes, roles, blank texts,
// slugs, message codes) and server/api-types.ts (the answers' types), nothing else; and the shared files
// import nothing outside their folder, so the admin's bundle never pulls in a Node module through them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHARED = path.join(ROOT, 'server', 'shared');
const ALLOWED = [SHARED + path.sep, path.join(ROOT, 'server', 'api-types.ts')];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each relative import or re-export of a file, resolved. */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*'(\.[^']+)'/g), ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
}

describe('the admin and the server share one folder', () => {
  it('the admin imports nothing outside admin/ but server/shared/ and server/api-types.ts', () => {
    const admin = path.join(ROOT, 'admin') + path.sep;
    const files = sources(path.join(ROOT, 'admin', 'src'));
    expect(files.length).toBeGreaterThan(100);
    const outside = files.flatMap((file) =>
      imports(file)
        .filter((target) => !target.startsWith(admin) && !ALLOWED.some((allowed) => target === allowed || target.startsWith(allowed)))
        .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('the shared files import only each other', () => {
    const outside = sources(SHARED).flatMap((file) =>
      imports(file)
        .filter((target) => !target.startsWith(SHARED + path.sep))
        .map((target) => `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });
});
