import { describe, expect, it } from 'vitest';
import { AddressWindow } from './address-window.ts';

describe('AddressWindow', () => {
  it('lets max tries through per window, then waits until the window ends', () => {
    let now = 0;
    const w = new AddressWindow({ max: 5, windowMs: 15 * 60_000, now: () => now });
    expect(Array.from({ length: 5 }, () => w.take('a'))).toEqual([0, 0, 0, 0, 0]);
    now = 60_000;
    expect(w.take('a')).toBe(14 * 60_000);
    now = 15 * 60_000;
    expect(w.take('a')).toBe(0);
  });

  it('never drops a live count to make room for a new address', () => {
    let now = 0;
    const w = new AddressWindow({ max: 1, windowMs: 1000, maxEntries: 2, now: () => now });
    w.take('victim');
    now = 10;
    w.take('flood-1');
    expect(w.take('flood-2')).toBe(990);
    expect(w.take('victim')).toBe(990);
    // the victim's window ends as it would have: then it may ask again
    now = 1000;
    expect(w.take('victim')).toBe(0);
  });
});
