// A copy of the project whose site code a test may edit (a component, a layout) without touching the
// real one that other tests build: its own site/ and config files, the rest linked to this project.
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../publish/build-site.ts';
import { tempDir } from './real-server.ts';

export function projectCopy(): string {
  const root = tempDir('cms-project-copy-');
  fs.cpSync(path.join(PROJECT_ROOT, 'site'), path.join(root, 'site'), { recursive: true });
  for (const file of ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'])
    fs.copyFileSync(path.join(PROJECT_ROOT, file), path.join(root, file));
  for (const dir of ['node_modules', 'server', 'content-db']) fs.symlinkSync(path.join(PROJECT_ROOT, dir), path.join(root, dir), 'dir');
  return root;
}

/** Edits a file of the copy: `edit` gets its text and answers the new one (which must differ). */
export function editFile(root: string, rel: string, edit: (text: string) => string): void {
  const file = path.join(root, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`the edit of ${rel} changed nothing`);
  fs.writeFileSync(file, after);
}
