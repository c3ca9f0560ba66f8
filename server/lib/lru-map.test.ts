// The caches' bounded map: full, it drops the entry used longest ago, not the newest nor all of them.
import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const m = new LruMap<string, number>(3);
    m.set('a', 1);
    m.set('b', 2);
    m.set('c', 3);
    expect(m.get('a')).toBe(1); // a is now the most recently used
    m.set('d', 4);
    expect(m.size).toBe(3);
    expect(m.get('b')).toBeUndefined();
    expect([m.get('a'), m.get('c'), m.get('d')]).toEqual([1, 3, 4]);
    m.set('c', 30); // setting again refreshes too
    m.set('e', 5);
    expect(m.get('a')).toBeUndefined();
    expect([m.get('c'), m.get('d'), m.get('e')]).toEqual([30, 4, 5]);
    m.clear();
    expect(m.size).toBe(0);
  });
});
