import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    expect(sanitizeHtml('<h2>Başlık</h2><p><strong>Kalın</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>'))
      .toBe('<h2>Başlık</h2><p><strong>Kalın</strong> <a href="https://example.com">link</a></p><ul><li>a</li></ul>');
    expect(sanitizeHtml('<a href="tel:+904620000000">Ara</a>')).toBe('<a href="tel:+904620000000">Ara</a>');
  });

  it('removes anything that could run script', () => {
    const out = sanitizeHtml('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)"><iframe src="//e"></iframe>');
    expect(out).not.toMatch(/script|onclick|javascript|onerror|iframe/i);
    expect(out).toContain('<p>a</p>');
  });

  it('keeps images only from /uploads', () => {
    expect(sanitizeHtml('<img src="/uploads/news/a.webp" alt="a">')).toBe('<img src="/uploads/news/a.webp" alt="a" />');
    expect(sanitizeHtml('<img src="https://evil.example/x.png">')).toBe('');
  });
});
