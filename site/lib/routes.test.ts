import { describe, expect, it } from 'vitest';
import { localizeHref } from './routes.ts';

describe('localizeHref (the home page experience link)', () => {
  it('sends English visitors to the English page of a site-relative path', () => {
    expect(localizeHref('/about-us/', 'en')).toBe('/en/about-us/');
    expect(localizeHref('/', 'en')).toBe('/en/');
    expect(localizeHref('/project/sera-lake-villas/?id=3#gallery', 'en')).toBe('/en/project/sera-lake-villas/?id=3#gallery');
    // only the /en segment counts as English: /english-homes/ is a Turkish path like any other
    expect(localizeHref('/english-homes/', 'en')).toBe('/en/english-homes/');
  });

  it('leaves paths already in English, outside links, protocol-relative links and anchors alone', () => {
    for (const href of [
      '/en/about-us/',
      '/en',
      '/en/',
      '/en?x=1',
      '/en#top',
      'https://example.com/x',
      '//cdn.example.com/a',
      '#contact',
      'mailto:info@example.com',
    ]) {
      expect(localizeHref(href, 'en')).toBe(href);
    }
  });

  it('leaves every link alone on Turkish pages', () => {
    expect(localizeHref('/about-us/', 'tr')).toBe('/about-us/');
    expect(localizeHref('https://example.com/x', 'tr')).toBe('https://example.com/x');
  });
});
