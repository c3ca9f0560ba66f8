import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { readNames, renameFont } from './lib/font-name.ts';
import { asRanges, formatRanges, parseRanges, withoutPoints } from './subset-fonts.ts';

const PLAYFAIR = path.join(import.meta.dirname, '..', 'node_modules', '@fontsource', 'playfair-display', 'files', 'playfair-display-latin-600-normal.woff2');

describe('unicode-range helpers of npm run fonts', () => {
  it('reads and writes CSS unicode-range lists', () => {
    expect(parseRanges('U+0000-00FF,U+0131, U+2000-206F')).toEqual([
      [0, 255],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    expect(
      formatRanges([
        [0x100, 0x11d],
        [0x130, 0x130],
      ]),
    ).toBe('U+0100-011D, U+0130');
  });

  it('joins sorted code points into ranges', () => {
    expect(asRanges([0x20, 0x21, 0x22, 0x28, 0x131])).toEqual([
      [0x20, 0x22],
      [0x28, 0x28],
      [0x131, 0x131],
    ]);
  });

  it('takes code points out of ranges, splitting a range around them and dropping emptied ones', () => {
    const turkish = [...'ĞğŞşİ'].map((c) => c.codePointAt(0)!);
    expect(formatRanges(withoutPoints(parseRanges('U+0100-02BA'), turkish))).toBe('U+0100-011D, U+0120-012F, U+0131-015D, U+0160-02BA');
    expect(
      withoutPoints(
        [
          [0x131, 0x131],
          [0x200, 0x201],
        ],
        [0x131, 0x200],
      ),
    ).toEqual([[0x201, 0x201]]);
  });
});

describe('renaming a cut font (scripts/lib/font-name.ts)', () => {
  /** sum of the file's 32-bit words: 0xB1B0AFBA for a font whose head.checkSumAdjustment is right */
  const fileSum = (font: Buffer) => {
    let sum = 0;
    for (let i = 0; i < font.length; i += 4) sum = (sum + font.readUInt32BE(i)) >>> 0;
    return sum;
  };

  it('gives every naming record the new name, keeps copyright and licence, and writes a valid file', async () => {
    const cut = await subsetFont(fs.readFileSync(PLAYFAIR), 'Trabzon', { targetFormat: 'sfnt', preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17] });
    const before = readNames(cut);
    expect(before.find((r) => r.nameID === 1)?.text).toBe('Playfair Display SemiBold');

    const renamed = renameFont(cut, 'Playfair Display', 'Site Serif');
    const names = Object.fromEntries(readNames(renamed).map((r) => [r.nameID, r.text]));
    expect(names[1]).toBe('Site Serif SemiBold');
    expect(names[4]).toBe('Site Serif SemiBold');
    expect(names[6]).toBe('SiteSerif-SemiBold');
    expect(names[16]).toBe('Site Serif');
    expect(names[3]).toMatch(/;SiteSerif-SemiBold$/);
    expect(names[0]).toBe(before.find((r) => r.nameID === 0)?.text);
    expect(names[0]).toContain('The Playfair Display Project Authors'); // the copyright notice stays as the licence asks
    expect(names[14]).toBe(before.find((r) => r.nameID === 14)?.text);
    for (const [id, text] of Object.entries(names)) if (id !== '0') expect(text, `name ID ${id}`).not.toMatch(/Playfair/);

    expect(renamed.length % 4).toBe(0);
    expect(fileSum(renamed)).toBe(0xb1b0afba);
    // it converts to WOFF2 and back with the same names (what npm run fonts writes)
    const round = await fontverter.convert(await fontverter.convert(renamed, 'woff2'), 'sfnt');
    expect(readNames(round).find((r) => r.nameID === 1)?.text).toBe('Site Serif SemiBold');
  });
});
