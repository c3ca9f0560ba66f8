// Renames a TrueType/OpenType font (an sfnt file): npm run fonts subsets Playfair Display, whose licence
// (SIL OFL 1.1 with the Reserved Font Name "Playfair Display") lets a modified version be used and
// shipped only under another name. The copyright (name ID 0) and licence (13, 14) records stay as
// they are, as the licence asks; every record that names the font gets the new name.
//
// An sfnt file is a table directory (12 bytes, then 16 per table: tag, checksum, offset, length) and
// 4-byte aligned tables; the 'name' table is replaced and the checksums are made again.

/** Name IDs that carry the font's name: family, unique ID, full name, PostScript name, typographic family, WWS family, variations prefix. */
const NAMING_IDS = new Set([1, 3, 4, 6, 16, 18, 21, 25]);
/**
 * Name IDs kept as they are: copyright, subfamily, version, licence, typographic subfamily, and from 256
 * on the names of axes and instances that the STAT and fvar tables point to. The others (trademark,
 * designer, URLs...) are dropped.
 */
const kept = (nameID: number) => [0, 2, 5, 13, 14, 17].includes(nameID) || nameID >= 256;

interface NameRecord {
  platformID: number;
  encodingID: number;
  languageID: number;
  nameID: number;
  text: string;
}

/** Windows (3) and Unicode (0) platform strings are UTF-16BE; Macintosh (1) ones are one byte a character here (ASCII names). */
const utf16 = (platformID: number) => platformID === 0 || platformID === 3;

function decode(platformID: number, bytes: Buffer): string {
  if (!utf16(platformID)) return bytes.toString('latin1');
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes.readUInt16BE(i));
  return s;
}

function encode(platformID: number, text: string): Buffer {
  if (!utf16(platformID)) return Buffer.from(text, 'latin1');
  const out = Buffer.alloc(text.length * 2);
  for (let i = 0; i < text.length; i++) out.writeUInt16BE(text.charCodeAt(i), i * 2);
  return out;
}

function readTables(font: Buffer): Map<string, Buffer> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

/** The name records of a 'name' table (format 0 or 1; format 1's language tags are not kept). */
export function readNames(font: Buffer): NameRecord[] {
  const table = readTables(font).get('name');
  if (!table) return [];
  const count = table.readUInt16BE(2);
  const storage = table.readUInt16BE(4);
  const records: NameRecord[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const platformID = table.readUInt16BE(at);
    const length = table.readUInt16BE(at + 8);
    const offset = table.readUInt16BE(at + 10);
    records.push({
      platformID,
      encodingID: table.readUInt16BE(at + 2),
      languageID: table.readUInt16BE(at + 4),
      nameID: table.readUInt16BE(at + 6),
      text: decode(platformID, table.subarray(storage + offset, storage + offset + length)),
    });
  }
  return records;
}

function nameTable(records: NameRecord[]): Buffer {
  // the order the format asks for: platform, encoding, language, name ID
  const sorted = [...records].sort((a, b) => a.platformID - b.platformID || a.encodingID - b.encodingID || a.languageID - b.languageID || a.nameID - b.nameID);
  const strings = sorted.map((r) => encode(r.platformID, r.text));
  const head = Buffer.alloc(6 + sorted.length * 12);
  head.writeUInt16BE(0, 0);
  head.writeUInt16BE(sorted.length, 2);
  head.writeUInt16BE(head.length, 4);
  let offset = 0;
  sorted.forEach((r, i) => {
    const at = 6 + i * 12;
    head.writeUInt16BE(r.platformID, at);
    head.writeUInt16BE(r.encodingID, at + 2);
    head.writeUInt16BE(r.languageID, at + 4);
    head.writeUInt16BE(r.nameID, at + 6);
    head.writeUInt16BE(strings[i].length, at + 8);
    head.writeUInt16BE(offset, at + 10);
    offset += strings[i].length;
  });
  return Buffer.concat([head, ...strings]);
}

function checksum(data: Buffer): number {
  const padded = data.length % 4 ? Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]) : data;
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function writeFont(flavor: number, tables: Map<string, Buffer>): Buffer {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tags.forEach((tag, i) => {
    const data = tag === 'head' ? Buffer.from(tables.get(tag)!) : tables.get(tag)!;
    if (tag === 'head') data.writeUInt32BE(0, 8); // checkSumAdjustment is computed over the whole file below
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padding = (4 - (data.length % 4)) % 4;
    parts.push(data, Buffer.alloc(padding));
    offset += data.length + padding;
  });
  const font = Buffer.concat(parts);
  const headAt = font.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/**
 * The font under a new family name: `from` becomes `to` in every naming record (with the spaces taken
 * out in the PostScript name); records that are neither naming nor kept are dropped.
 */
export function renameFont(font: Buffer, from: string, to: string): Buffer {
  const tables = readTables(font);
  const records = readNames(font)
    .filter((r) => NAMING_IDS.has(r.nameID) || kept(r.nameID))
    .map((r) => {
      if (!NAMING_IDS.has(r.nameID)) return r;
      return { ...r, text: r.text.replaceAll(from, to).replaceAll(from.replace(/ /g, ''), to.replace(/ /g, '')) };
    });
  tables.set('name', nameTable(records));
  return writeFont(font.readUInt32BE(0), tables);
}
