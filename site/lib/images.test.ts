// The library's alt text and focal point as the site writes them (issue 32).
import { describe, expect, it } from 'vitest';
import type { MediaInfo } from '../../content-db/media.ts';
import { altOf, focalPosition } from './images.ts';

const media: Record<string, MediaInfo> = {
  '/uploads/p/a.jpg': { width: 800, height: 600, variants: [], alt_en: 'Crane', alt_tr: '', focal: { x: 0.2, y: 0.85 } },
  '/uploads/p/b.jpg': { width: 800, height: 600, variants: [], alt_en: ' ', alt_tr: 'Vinç', focal: { x: 0.5, y: 0.5 } },
};

describe('altOf', () => {
  it("answers the file's alt text in the page's language, the fallback while it is empty", () => {
    expect(altOf('/uploads/p/a.jpg', media, 'en', 'Tower')).toBe('Crane');
    expect(altOf('/uploads/p/a.jpg', media, 'tr', 'Kule')).toBe('Kule');
    expect(altOf('/uploads/p/b.jpg', media, 'en', 'Tower')).toBe('Tower');
    expect(altOf('/uploads/p/b.jpg', media, 'tr', 'Kule')).toBe('Vinç');
    expect(altOf('/uploads/p/unknown.jpg', media, 'en', 'Tower')).toBe('Tower');
    expect(altOf(null, media, 'en', 'Tower')).toBe('Tower');
  });
});

describe('focalPosition', () => {
  it('centres a CSS crop on the focal point; nothing for the centre or an unknown file', () => {
    expect(focalPosition('/uploads/p/a.jpg', media)).toBe('object-position:20% 85%');
    expect(focalPosition('/uploads/p/b.jpg', media)).toBeUndefined();
    expect(focalPosition('/uploads/p/unknown.jpg', media)).toBeUndefined();
  });
});
