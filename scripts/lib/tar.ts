// A small ustar writer and reader for backup archives (.tar.gz, readable by any `tar`). Only regular
// files; names are checked by the caller. The gzip layer's CRC catches damaged bytes, the header
// checksum a damaged header, and a missing end block a cut-off archive.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  /** the file to copy, or the bytes themselves */
  source: string | Buffer;
}

function octal(buf: Buffer, offset: number, length: number, value: number): void {
  buf.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155) throw new Error(`name too long for the archive: ${name}`);
  }
  h.write(base, 0, 100, 'utf8');
  octal(h, 100, 8, 0o644);
  octal(h, 108, 8, 0);
  octal(h, 116, 8, 0);
  octal(h, 124, 12, size);
  octal(h, 136, 12, Math.floor(mtime / 1000));
  h.fill(' ', 148, 156);
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/**
 * Writes the entries, each read once, into `dest` (gzip). `entries` may be produced lazily, so an
 * entry computed from the ones before (a manifest of their hashes) can come last.
 */
export async function writeTarGz(dest: string, entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Promise<void> {
  async function* blocks() {
    for await (const entry of entries) {
      if (Buffer.isBuffer(entry.source)) {
        yield header(entry.name, entry.source.length, Date.now());
        yield entry.source;
        yield padding(entry.source.length);
      } else {
        const stat = fs.statSync(entry.source);
        yield header(entry.name, stat.size, stat.mtimeMs);
        let written = 0;
        for await (const chunk of fs.createReadStream(entry.source)) {
          written += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
        if (written !== stat.size) throw new Error(`${entry.source} changed size while it was archived`);
        yield padding(stat.size);
      }
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, zlib.createGzip(), fs.createWriteStream(dest, { flags: 'wx', mode: 0o600 }));
}

export class DamagedArchiveError extends Error {}

const field = (h: Buffer, offset: number, length: number) => {
  const raw = h.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/**
 * Reads every entry of `file` in order: `open(name, size)` answers where its bytes go (a writable
 * callback per chunk, then `done`). Throws DamagedArchiveError for a bad gzip stream, a bad header,
 * a file type other than a regular file, or an archive cut off before its end blocks.
 */
export async function readTarGz(file: string, open: (name: string, size: number) => { write(chunk: Buffer): void; done(): void }): Promise<void> {
  let pending = Buffer.alloc(0);
  let current: { sink: ReturnType<typeof open>; left: number; pad: number } | null = null;
  let ended = false;
  const take = (n: number) => {
    const out = pending.subarray(0, n);
    pending = pending.subarray(n);
    return out;
  };
  try {
    for await (const chunk of fs.createReadStream(file).pipe(zlib.createGunzip())) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer<ArrayBuffer>);
      for (;;) {
        if (ended) {
          pending = Buffer.alloc(0);
          break;
        }
        if (current) {
          if (current.left > 0) {
            if (pending.length === 0) break;
            const part = take(Math.min(current.left, pending.length));
            current.sink.write(part);
            current.left -= part.length;
            if (current.left > 0) break;
            current.sink.done();
          }
          if (pending.length < current.pad) break;
          take(current.pad);
          current = null;
        }
        if (pending.length < BLOCK) break;
        const h = take(BLOCK);
        if (h.every((b) => b === 0)) {
          ended = true;
          continue;
        }
        const stored = parseInt(field(h, 148, 8).trim(), 8);
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
        if (stored !== sum) throw new DamagedArchiveError('an entry header is damaged (checksum)');
        const type = field(h, 156, 1);
        if (type !== '0' && type !== '') throw new DamagedArchiveError('the archive holds something other than regular files');
        const prefix = field(h, 345, 155);
        const name = prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100);
        const size = parseInt(field(h, 124, 12).trim(), 8);
        if (!Number.isSafeInteger(size) || size < 0) throw new DamagedArchiveError(`bad size for ${name}`);
        current = { sink: open(name, size), left: size, pad: (BLOCK - (size % BLOCK)) % BLOCK };
        if (size === 0) current.sink.done();
      }
    }
  } catch (err) {
    if (err instanceof DamagedArchiveError) throw err;
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_') || /unexpected end|incorrect header|invalid/i.test((err as Error).message)) {
      throw new DamagedArchiveError(`the archive is damaged (${(err as Error).message})`);
    }
    throw err;
  }
  if (!ended || current) throw new DamagedArchiveError('the archive is cut off (no end of archive)');
}
