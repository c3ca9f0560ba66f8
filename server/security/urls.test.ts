// Attack: a stored link that runs script when a visitor clicks it. Browsers drop tabs and newlines from
// a URL and trim leading control characters, so `java\tscript:` and `\x01javascript:` are `javascript:`
// to them; a scheme regex let both through the home page's experience link (issue 12 item 2).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers.ts';
import { sender } from '../test/api-fixtures.ts';
import { siteLink, webLink } from '../lib/links.ts';

const t = useTestApp();
const send = sender(t);

/** Links that must never be stored, whatever the field. */
const SCRIPT_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\x01javascript:alert(1)',
  '\x00javascript:alert(1)',
  '\x1fjavascript:alert(1)',
  'javascript\x7f:alert(1)',
  'java\u200bscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example\\x',
  'https://evil.example/\u2028x',
];

describe('stored URLs: the experience link', () => {
  it('refuses every script, data and off-site trick, and stores nothing', async () => {
    for (const link of SCRIPT_LINKS) {
      const res = await send('POST', '/api/home-exp-role', { json: { link } });
      expect(res.statusCode, JSON.stringify(link)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter a valid link' });
    }
    expect(await t.app.db.selectFrom('experience_role_links').selectAll().execute()).toEqual([]);
  });

  it('keeps web, mail, phone and site-relative links', async () => {
    for (const link of [
      'https://example.com/careers?a=1#b',
      'http://example.com',
      'mailto:info@example.com',
      'tel:+90 462 123 45 67',
      '/about-us/',
      '/en/projects/x',
    ]) {
      const res = await send('POST', '/api/home-exp-role', { json: { link } });
      expect(res.statusCode, link).toBe(200);
      expect(res.json().data.link).toBe(link);
    }
  });
});

describe('stored URLs: the Instagram link', () => {
  it('refuses every trick and every scheme but http(s), and stores nothing', async () => {
    for (const instagram_link of [...SCRIPT_LINKS, '\x01https://instagram.com/x', 'https://instagram.com/\tx', 'mailto:a@b.co', '/about-us/']) {
      const res = await send('POST', '/api/settings', { json: { instagram_link } });
      expect(res.statusCode, JSON.stringify(instagram_link)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please enter a valid URL starting with http:// or https://' });
    }
    expect(await t.app.db.selectFrom('instagram_settings').selectAll().execute()).toEqual([]);
  });
});

describe('stored URLs: links inside HTML fields', () => {
  it('never keeps a script href in a sanitized description', async () => {
    const cards = SCRIPT_LINKS.map((href, i) => ({
      title_en: `t${i}`,
      title_tr: `t${i}`,
      description_en: `<p><a href="${href.replace(/"/g, '&quot;')}">x</a></p>`,
      description_tr: '<p>y</p>',
    }));
    const res = await send('POST', '/api/contact', { form: { contact_data: JSON.stringify({ cards }) } });
    expect(res.statusCode).toBe(200);
    for (const card of res.json().data.contact_data.cards) {
      const href = /href="([^"]*)"/.exec(card.description_en)?.[1];
      if (href !== undefined) expect(siteLink(href.replace(/&amp;/g, '&')), href).not.toBeNull();
    }
  });
});

describe('the link check itself', () => {
  it('answers null for every payload, the link itself for a good one', () => {
    for (const link of SCRIPT_LINKS) {
      expect(siteLink(link), JSON.stringify(link)).toBeNull();
      expect(webLink(link), JSON.stringify(link)).toBeNull();
    }
    expect(siteLink('/about-us/')).toBe('/about-us/');
    expect(webLink('/about-us/')).toBeNull();
    expect(webLink('https://instagram.com/acme')).toBe('https://instagram.com/acme');
    expect(siteLink('x'.repeat(5000))).toBeNull();
  });
});
