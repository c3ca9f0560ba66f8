// What a CRUD form sends after a 412 (issue 28): its input merged against the item it opened with.
import { describe, expect, it } from 'vitest';
import { planUpdate } from './useCrudMerge.ts';

const opened = { id: 7, title_en: 'Harbour Towers', title_tr: 'Liman', type: 'ongoing', cover_image: '/uploads/a.webp', version: '3' };

describe('planUpdate', () => {
  it('sends my changed field on their record: their change stays', () => {
    const input = { title_en: 'Harbour Towers', title_tr: 'Liman Kuleleri', type: 'ongoing', cover_image: null };
    const plan = planUpdate(opened, input, { ...opened, title_en: 'Harbour Heights', version: '4' }, {});
    expect(plan.send).toMatchObject({ title_en: 'Harbour Heights', title_tr: 'Liman Kuleleri', type: 'ongoing', cover_image: null });
    expect(plan.taken).toEqual(['title_en']);
    expect(plan.open).toEqual([]);
  });

  it('sees no conflict in an image left empty while they changed the image', () => {
    const input = { title_en: 'Harbour Towers', title_tr: 'Liman', type: 'ongoing', cover_image: null };
    const plan = planUpdate(opened, input, { ...opened, cover_image: '/uploads/b.webp' }, {});
    expect(plan.open).toEqual([]);
    expect(plan.send.cover_image).toBeNull();
  });

  it('keeps a field both changed at their value until a choice says mine', () => {
    const input = { title_en: 'Mine', title_tr: 'Liman', type: 'ongoing', cover_image: null };
    const theirs = { ...opened, title_en: 'Theirs' };
    const waiting = planUpdate(opened, input, theirs, {});
    expect(waiting.send.title_en).toBe('Theirs');
    expect(waiting.open).toEqual([{ path: 'title_en', mine: 'Mine', theirs: 'Theirs' }]);
    const chosen = planUpdate(opened, input, theirs, { title_en: 'mine' });
    expect(chosen.send.title_en).toBe('Mine');
    expect(chosen.open).toEqual([]);
    expect(planUpdate(opened, input, theirs, { title_en: 'theirs' }).send.title_en).toBe('Theirs');
  });

  it('sends a chosen file whatever the record holds, and compares a list of ids whole', () => {
    const file = new Blob(['x']);
    const plan = planUpdate({ ...opened, project_ids: [1, 2] }, { cover_image: file, project_ids: [1, 2, 3] }, { ...opened, project_ids: [1, 2] }, {});
    expect(plan.send.cover_image).toBe(file);
    expect(plan.send.project_ids).toEqual([1, 2, 3]);
  });

  it('sends an input that is a file as it is (a logo)', () => {
    const file = new Blob(['x']);
    expect(planUpdate(opened, file as unknown as Record<string, unknown>, opened, {}).send).toBe(file);
  });
});
