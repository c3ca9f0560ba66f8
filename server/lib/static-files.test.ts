// A new release's map reuses what the server knew of the files an incremental publish hard-linked from
// the previous release: same ETag (browsers' copies stay valid: 304) and compressed forms at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticFiles } from './static-files.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('StaticFiles over a release with files linked from the previous one', () => {
  it('keeps the ETag and compressed forms of a linked file, and gives a changed file new ones', async () => {
    const a = path.join(root, 'a');
    const b = path.join(root, 'b');
    const page = `<!doctype html><html><body>${'<p>same page</p>'.repeat(100)}</body></html>`;
    write(path.join(a, 'kept', 'index.html'), page);
    write(path.join(a, 'changed', 'index.html'), page);
    const first = new StaticFiles(a);
    await first.compressed;
    fs.mkdirSync(path.join(b, 'kept'), { recursive: true });
    fs.linkSync(path.join(a, 'kept', 'index.html'), path.join(b, 'kept', 'index.html'));
    write(path.join(b, 'changed', 'index.html'), page.replace('same page', 'new page'));
    // a later modification time than the first release's copy, set rather than waited for
    const later = new Date(fs.statSync(path.join(a, 'changed', 'index.html')).mtimeMs + 60_000);
    fs.utimesSync(path.join(b, 'changed', 'index.html'), later, later);
    const second = new StaticFiles(b, { previous: first });

    const kept = second.find('/kept/')!;
    expect(kept.etag).toBe(first.find('/kept/')!.etag);
    // the entry is the first release's own (nothing copied), and a file read from disk is read under the second's folder
    expect(kept).toBe(first.find('/kept/'));
    expect(path.join(second.root, kept.rel)).toBe(path.join(fs.realpathSync(b), 'kept', 'index.html'));
    expect(kept.gzip?.length).toBeGreaterThan(0);
    expect(kept.brotli?.length).toBeGreaterThan(0);
    const changed = second.find('/changed/')!;
    expect(changed.etag).not.toBe(first.find('/changed/')!.etag);
    expect(changed.body?.toString()).toContain('new page');
    second.dispose();
  }, 30_000);
});
