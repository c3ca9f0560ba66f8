// npm start's check of the admin bundle (scripts/admin-bundle.ts): a start skips Vite only while the
// bundle was built from the sources as they are, and any file that goes into it makes the next start build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleIsFresh, sourcesHash, stampFile } from './admin-bundle.ts';

let root: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-bundle-'));
  write('admin/src/main.tsx', 'export {};');
  write('admin/vite.config.ts', 'export default {};');
  write('server/shared/roles.ts', "export const ROLES = ['author'];");
  write('package-lock.json', '{}');
  write('dist/admin/index.html', '<!doctype html>');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const built = () => fs.writeFileSync(stampFile(root), `${sourcesHash(root)}\n`);

describe("the admin bundle's freshness", () => {
  it('is due without a stamp, and not once the stamp names the sources as they are', () => {
    expect(bundleIsFresh(root)).toBe(false);
    built();
    expect(bundleIsFresh(root)).toBe(true);
  });

  it.each(['admin/src/main.tsx', 'admin/src/features/new/Screen.tsx', 'admin/vite.config.ts', 'server/shared/roles.ts', 'package-lock.json'])(
    'is due again when %s changes',
    (rel) => {
      built();
      write(rel, 'changed');
      expect(bundleIsFresh(root)).toBe(false);
    },
  );

  it("is not due for what the bundle is not made of: the admin's tests, the server", () => {
    built();
    write('admin/src/lib/format.test.ts', 'changed');
    write('admin/tests/x.browser.test.ts', 'changed');
    write('server/app.ts', 'changed');
    expect(bundleIsFresh(root)).toBe(true);
  });

  it('is due when the bundle itself is gone, whatever the stamp says', () => {
    built();
    fs.rmSync(path.join(root, 'dist', 'admin'), { recursive: true });
    expect(bundleIsFresh(root)).toBe(false);
  });
});
