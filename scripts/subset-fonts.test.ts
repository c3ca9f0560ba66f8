import { describe, expect, it } from 'vitest';
import { formatRanges, parseRanges, withoutPoints } from './subset-fonts.ts';

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
