// The three-way merge of a stale save (issue 28): each case the admin meets, a CRUD form's flat record
// and a page document's parts.
import { describe, expect, it } from 'vitest';
import { mergeFields, sameValue, valueAt, withValueAt } from './merge.ts';

const base = { title_en: 'Our Services', title_tr: 'Hizmetlerimiz', type: 'ongoing' };

describe('mergeFields', () => {
  it('keeps my change of one field and their change of another (both survive)', () => {
    const r = mergeFields(base, { ...base, title_tr: 'Hizmetler' }, { ...base, title_en: 'What we do' });
    expect(r.merged).toEqual({ title_en: 'What we do', title_tr: 'Hizmetler', type: 'ongoing' });
    expect(r.conflicts).toEqual([]);
    expect(r.mine).toEqual(['title_tr']);
    expect(r.theirs).toEqual(['title_en']);
  });

  it('makes a field both changed differently a conflict, saving theirs until the user chooses', () => {
    const r = mergeFields(base, { ...base, title_en: 'Mine' }, { ...base, title_en: 'Theirs' });
    expect(r.conflicts).toEqual([{ path: 'title_en', mine: 'Mine', theirs: 'Theirs' }]);
    expect(r.merged.title_en).toBe('Theirs');
    expect(r.mine).toEqual([]);
    expect(r.theirs).toEqual([]);
  });

  it('sees no conflict where both typed the same', () => {
    const r = mergeFields(base, { ...base, title_en: 'Same' }, { ...base, title_en: 'Same' });
    expect(r.conflicts).toEqual([]);
    expect(r.merged.title_en).toBe('Same');
  });

  it('takes theirs for everything when I changed nothing, and mine when they changed nothing', () => {
    const theirs = { ...base, type: 'completed' };
    expect(mergeFields(base, base, theirs).merged).toEqual(theirs);
    const mine = { ...base, type: 'completed' };
    expect(mergeFields(base, mine, base).merged).toEqual(mine);
  });

  it('counts a field mine leaves out as unchanged by me', () => {
    const r = mergeFields<Record<string, string>>(base, { title_tr: 'Yeni' }, { ...base, type: 'completed' });
    expect(r.merged).toEqual({ title_en: 'Our Services', title_tr: 'Yeni', type: 'completed' });
    expect(r.conflicts).toEqual([]);
  });

  it("merges a document's parts field by field (the banner of the services page)", () => {
    const doc = { banner: { title_en: 'Our Services', title_tr: 'Hizmetlerimiz', image: '/a.webp' }, cards: [{ title_en: 'A' }] };
    const mine = { ...doc, banner: { ...doc.banner, title_tr: 'Hizmetler' } };
    const theirs = { ...doc, banner: { ...doc.banner, title_en: 'What we do' } };
    const r = mergeFields(doc, mine, theirs);
    expect(r.merged.banner).toEqual({ title_en: 'What we do', title_tr: 'Hizmetler', image: '/a.webp' });
    expect(r.mine).toEqual(['banner.title_tr']);
    expect(r.theirs).toEqual(['banner.title_en']);
    expect(r.conflicts).toEqual([]);
  });

  it('names a conflict inside a part by its path, and keeps the rest of the part merged', () => {
    const doc = { banner: { title_en: 'X', title_tr: 'Y' } };
    const r = mergeFields(doc, { banner: { title_en: 'mine', title_tr: 'Y2' } }, { banner: { title_en: 'theirs', title_tr: 'Y' } });
    expect(r.conflicts).toEqual([{ path: 'banner.title_en', mine: 'mine', theirs: 'theirs' }]);
    expect(r.merged).toEqual({ banner: { title_en: 'theirs', title_tr: 'Y2' } });
  });

  it('compares a list whole: both changing it differently is one conflict', () => {
    const doc = { cards: [{ t: 'a' }, { t: 'b' }] };
    const r = mergeFields(doc, { cards: [{ t: 'a' }] }, { cards: [{ t: 'a' }, { t: 'b' }, { t: 'c' }] });
    expect(r.conflicts.map((c) => c.path)).toEqual(['cards']);
    expect(r.merged.cards).toHaveLength(3);
  });

  it('leaves its inputs unchanged', () => {
    const mine = { banner: { title_en: 'm' } };
    const theirs = { banner: { title_en: 't' } };
    mergeFields({ banner: { title_en: 'b' } }, mine, theirs);
    expect(mine).toEqual({ banner: { title_en: 'm' } });
    expect(theirs).toEqual({ banner: { title_en: 't' } });
  });
});

describe('paths', () => {
  it('reads and writes a value by its path without touching the original', () => {
    const doc = { banner: { title_en: 'a', title_tr: 'b' }, other: 1 };
    expect(valueAt(doc, 'banner.title_tr')).toBe('b');
    const next = withValueAt(doc, 'banner.title_tr', 'c');
    expect(next).toEqual({ banner: { title_en: 'a', title_tr: 'c' }, other: 1 });
    expect(doc.banner.title_tr).toBe('b');
  });

  it('compares values structurally', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(null, undefined)).toBe(false);
  });
});
