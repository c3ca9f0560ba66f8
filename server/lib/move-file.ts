// Moving an upload between the public and the private folder (server/lib/media.ts, cleanup:uploads).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Moves a file by rename, so at every moment it is whole in one folder or the other; answers false
 * when there was nothing to move (moved already by someone else, or gone). Across file systems it is
 * copied first and only then removed, so a failure leaves it where it was.
 */
export function moveFile(from: string, to: string): boolean {
  try {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !fs.existsSync(from)) return false;
    if (code !== 'EXDEV') throw err;
    fs.copyFileSync(from, to);
    fs.rmSync(from, { force: true });
    return true;
  }
}
