// npm run restore refuses an archive that could write outside its folder or exhaust memory, before
// writing anything: absolute names, "..", links, devices and an oversized manifest. A backup written
// by the hand-made tar writer this project used before the `tar` package still restores.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Header, type ReadEntry } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { allRows } from '../content-db/snapshot.ts';
import { FORMAT, restoreBackup, unpackVerified } from './lib/backup.ts';
import { DamagedArchiveError } from './lib/tar.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-archive-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

interface Crafted {
  path: string;
  type?: ReadEntry['type'];
  body?: Buffer;
  /** the size the header claims (default: the body's) */
  size?: number;
  linkpath?: string;
}

/** A .tar.gz of raw entries, whatever they hold: what an attacker or a broken tool could hand over. */
function craftTarGz(name: string, entries: Crafted[]): string {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = e.body ?? Buffer.alloc(0);
    const header = new Header({ path: e.path, type: e.type ?? 'File', size: e.size ?? body.length, mode: 0o644, mtime: new Date(), linkpath: e.linkpath });
    header.encode();
    blocks.push(header.block!, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const file = path.join(work, name);
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
  return file;
}

/** Every file and folder under `dir` with its content's hash. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    const full = path.join(d.parentPath, d.name);
    out[path.relative(dir, full)] = d.isFile() ? crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex') : d.isDirectory() ? 'dir' : 'other';
  }
  return out;
}

describe('a restore refuses, before writing anything', () => {
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(path.join(dataDir, 'uploads', 'images'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'content.sqlite'), 'the current database');
  fs.writeFileSync(path.join(dataDir, 'uploads', 'images', 'logo.png'), 'the current logo');
  const escaped = path.join(work, 'escaped.txt');
  const firstFile: Crafted = { path: 'content.sqlite', body: Buffer.alloc(700, 1) };

  const cases: Array<[string, Crafted, RegExp]> = [
    ['an absolute name', { path: escaped, body: Buffer.from('x') }, /an absolute name/],
    ['a ".." name', { path: 'uploads/../../escaped.txt', body: Buffer.from('x') }, /a name with "\.\."/],
    [
      'a symbolic link',
      { path: 'uploads/images/link.png', type: 'SymbolicLink', linkpath: escaped },
      /"uploads\/images\/link.png" is a SymbolicLink, not a file/,
    ],
    ['a hard link', { path: 'uploads/images/hard.png', type: 'Link', linkpath: 'content.sqlite' }, /"uploads\/images\/hard.png" is a Link, not a file/],
    ['a device', { path: 'uploads/images/dev', type: 'CharacterDevice' }, /is a CharacterDevice, not a file/],
    ['an oversized manifest', { path: 'manifest.json', size: 1024 ** 3 }, /the manifest is too large \(1073741824 bytes\)/],
  ];
  it.each(cases)('%s', async (label, entry, reason) => {
    const file = craftTarGz(`${label.replace(/\W+/g, '-')}.tar.gz`, [firstFile, entry]);
    const staging = fs.mkdtempSync(path.join(work, 'staging-'));
    await expect(unpackVerified(file, staging)).rejects.toThrow(DamagedArchiveError);
    await expect(unpackVerified(file, staging)).rejects.toThrow(reason);
    expect(fs.readdirSync(staging)).toEqual([]); // not even the valid entry before it

    const before = tree(dataDir);
    await expect(restoreBackup(dataDir, file)).rejects.toThrow(reason);
    expect(tree(dataDir)).toEqual(before);
    expect(fs.existsSync(escaped)).toBe(false);
  });
});

it('restores a backup written by the hand-made tar writer the `tar` package replaced', async () => {
  const dataDir = path.join(work, 'old-format');
  const { manifest } = await restoreBackup(dataDir, path.join(import.meta.dirname, 'fixtures', 'backup-hand-made-writer.tar.gz'));
  expect(manifest.format).toBe(FORMAT);
  expect(fs.readFileSync(path.join(dataDir, 'uploads', 'images', 'logo.png'), 'utf8')).toBe('a logo written by the hand-made tar writer');
  expect(allRows(path.join(dataDir, 'content.sqlite')).users).toEqual([{ id: 1, email: 'restored@example.com' }]);
});
