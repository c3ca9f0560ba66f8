// The listing of a release folder, and the folders an incremental publish's listing stats instead of reading.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leafFolders, listRelease } from './release-listing.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-listing-'));
  made.push(dir);
  for (const rel of files) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), `<html>${rel}</html>`);
  }
  return dir;
}

describe('release listing', () => {
  it('lists every file with its stat, and the pages sorted', () => {
    const dir = folder(['index.html', 'project/a/index.html', '_astro/x.css']);
    const listing = listRelease(dir);
    expect([...listing.files.keys()].sort()).toEqual(['/_astro/x.css', '/index.html', '/project/a/index.html']);
    expect(listing.pages.map((p) => p.page)).toEqual(['index.html', 'project/a/index.html']);
    expect(listing.files.get('/index.html')?.size).toBe('<html>index.html</html>'.length);
  });

  it('stats the one file of a leaf folder instead of reading it, and leaves out a leaf file that is missing', () => {
    const dir = folder(['index.html', 'project/a/index.html', 'project/a/stray.txt', 'project/b/other.html']);
    const leaves = new Map([
      ['project/a', 'index.html'],
      ['project/b', 'index.html'],
    ]);
    expect([...listRelease(dir, { leaves }).files.keys()].sort()).toEqual(['/index.html', '/project/a/index.html']);
    expect([...listRelease(dir).files.keys()]).toHaveLength(4);
  });

  it('takes a leaf file of a hard-linked release as the release it was linked from lists it, without a stat', () => {
    const liveDir = folder(['index.html', 'project/a/index.html']);
    const live = listRelease(liveDir);
    const dir = folder(['index.html']);
    fs.mkdirSync(path.join(dir, 'project', 'a'), { recursive: true });
    fs.linkSync(path.join(liveDir, 'project/a/index.html'), path.join(dir, 'project/a/index.html'));
    const leaves = new Map([['project/a', 'index.html']]);
    const hinted = listRelease(dir, { leaves, linkedFrom: live });
    // the same inode: the same stat as a walk finds
    expect(hinted.files.get('/project/a/index.html')).toEqual(listRelease(dir).files.get('/project/a/index.html'));
    expect(hinted.pages.map((p) => p.identity)).toEqual(listRelease(dir).pages.map((p) => p.identity));
    // no stat: a file gone since is still listed as the live release has it (a build that cannot link one fails: placeKept)
    fs.rmSync(path.join(dir, 'project/a/index.html'));
    expect(listRelease(dir, { leaves, linkedFrom: live }).files.has('/project/a/index.html')).toBe(true);
    expect(listRelease(dir, { leaves }).files.has('/project/a/index.html')).toBe(false);
  });

  it('takes as leaves only the folders of kept files that held them alone and that the build wrote nothing into', () => {
    const live = listRelease(folder(['index.html', 'news/index.html', 'news/b/index.html', 'project/a/index.html', 'project/c/index.html']));
    const kept = ['project/a/index.html', 'news/index.html', 'news/b/index.html', 'en/project/d/index.html', 'index.html', 'project/c/index.html'];
    const written = ['project/c/og.png', 'sitemap-0.xml'];
    // news holds other pages; project/c got a file of this build; en/project/d was not in the live release; index.html has no folder
    expect(leafFolders(live, kept, written)).toEqual(
      new Map([
        ['project/a', 'index.html'],
        ['news/b', 'index.html'],
      ]),
    );
  });
});
