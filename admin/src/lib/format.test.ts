// Dates in the user's language (issue 22, item 5): English as SPEC.md writes them, Turkish as Turks do.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(() => {
  // the language switch stores the choice and marks the page: a browser's, stood in for under Node
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('document', { documentElement: {} });
});
afterAll(() => vi.unstubAllGlobals());

describe('dates in the admin', () => {
  it('read dd/MM/yyyy in English and dd.MM.yyyy in Turkish, Istanbul times too', async () => {
    const { setLanguage } = await import('./i18n.ts');
    const { formatDate, formatIstanbul } = await import('./format.ts');
    setLanguage('en');
    expect(formatDate('2026-03-02 07:05:00')).toBe('02/03/2026');
    expect(formatIstanbul('2026-03-02T06:05:00Z')).toBe('02/03/2026 09:05');
    setLanguage('tr');
    expect(formatDate('2026-03-02 07:05:00')).toBe('02.03.2026');
    expect(formatIstanbul('2026-03-02T06:05:00Z')).toBe('02.03.2026 09:05');
    expect(formatIstanbul('')).toBe('');
  });
});

describe('numbers in the admin', () => {
  it('group thousands and mark decimals as each language writes them', async () => {
    const { setLanguage } = await import('./i18n.ts');
    const { formatNumber } = await import('./format.ts');
    setLanguage('en');
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatNumber(1.5, { maximumFractionDigits: 1 })).toBe('1.5');
    setLanguage('tr');
    expect(formatNumber(10000)).toBe('10.000');
    expect(formatNumber(1.5, { maximumFractionDigits: 1 })).toBe('1,5');
  });

  it("write a library file's weight so too", async () => {
    const { setLanguage } = await import('./i18n.ts');
    const { weight } = await import('../features/media/api.ts');
    setLanguage('en');
    expect(weight(1_572_864)).toBe('1.5 MB');
    expect(weight(340 * 1024)).toBe('340 KB');
    setLanguage('tr');
    expect(weight(1_572_864)).toBe('1,5 MB');
    expect(weight(2 * 1024 * 1024)).toBe('2,0 MB');
  });
});
