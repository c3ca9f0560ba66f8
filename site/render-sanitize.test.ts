// Attack: a row written around the API (a restored backup, an import, a hand-made SQL fix) carrying
// script in an HTML field or a `javascript:` link. The API sanitizes on save, but the site printed
// stored HTML with set:html as it found it. Now every HTML field is sanitized again when the site
// renders it, and the stored links are checked again with the API's rule (content-db/links.ts).
// Rows here are written with raw SQL, then the real site is built (issue 12).
import Database from 'better-sqlite3';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../content-db/open.ts';
import { buildFrom, type BuiltSite } from './test/built-site.ts';
import { fixtureDataDir, type Fixture } from './test/fixture.ts';

const MARK = 'RAW-ROW-MARK';
const PAYLOAD =
  `<p>${MARK}</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">` +
  `<a href="javascript:window.__xss=3">a</a><a href="java&#9;script:window.__xss=4">b</a>"><svg onload=window.__xss=5>` +
  `<p style="x" onclick="window.__xss=6">c</p><iframe src="javascript:window.__xss=7"></iframe>`;
const BAD_LINKS = ['javascript:window.__xss=8', 'java\tscript:window.__xss=9', '\x01javascript:window.__xss=10'];

let fixture: Fixture;
let site: BuiltSite;
let fields = 0;

beforeAll(async () => {
  fixture = await fixtureDataDir();
  const sql = new Database(databaseFile(fixture.dataDir));
  // every description column of every table, as a careless import would write them
  const tables = sql.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>;
  for (const { name } of tables) {
    const columns = sql.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as Array<{ name: string }>;
    for (const c of columns.filter((c) => /description_(en|tr)$/.test(c.name))) {
      fields += sql.prepare(`UPDATE "${name}" SET "${c.name}" = ?`).run(PAYLOAD).changes;
    }
  }
  // the HTML inside the JSON pages
  const json = [
    ['about_pages', 'about_data', ['$.experience.description_en', '$.experience.description_tr']],
    ['services_pages', 'services_data', ['$.section.description_en', '$.section.description_tr']],
    ['contact_pages', 'contact_data', ['$.location.description_en', '$.location.description_tr', '$.cards[0].description_en', '$.cards[0].description_tr']],
  ] as const;
  for (const [table, column, paths] of json) {
    for (const p of paths) fields += sql.prepare(`UPDATE ${table} SET ${column} = json_set(${column}, ?, ?)`).run(p, PAYLOAD).changes;
  }
  sql.prepare('UPDATE experience_role_links SET link = ?, status = 1').run(BAD_LINKS[0]);
  sql.prepare('UPDATE instagram_settings SET instagram_link = ?').run(BAD_LINKS[1]);
  sql.close();
  site = await buildFrom(fixture.dataDir);
}, 300_000);

afterAll(async () => {
  await fixture?.close();
});

describe('HTML and links written straight into the database', () => {
  it('render without any script, event handler, frame or javascript: link on any page', () => {
    console.log(`render sanitize: ${fields} fields written by raw SQL`);
    expect(fields).toBeGreaterThan(20);
    let marks = 0;
    const found: string[] = [];
    for (const file of site.htmlFiles()) {
      const html = site.html('/' + file);
      marks += html.split(MARK).length - 1;
      const doc = new JSDOM(html).window.document;
      for (const el of doc.querySelectorAll('*')) {
        for (const attr of el.getAttributeNames()) if (attr.startsWith('on')) found.push(`${file}: ${el.tagName} ${attr}`);
        const href = el.getAttribute('href') ?? el.getAttribute('src');
        // a browser drops tabs/newlines and leading control characters before reading the scheme
        // eslint-disable-next-line no-control-regex
        if (href && /^javascript:/i.test(href.replace(/[\x00-\x20]/g, ''))) found.push(`${file}: ${el.tagName} ${href}`);
      }
      // (JSON-LD is data, never run: the plain company text sits there escaped, by design)
      for (const s of doc.querySelectorAll('script:not([type="application/ld+json"])'))
        if (s.textContent?.includes('__xss')) found.push(`${file}: script ${s.textContent}`);
      for (const f of doc.querySelectorAll('iframe, svg[onload], embed, object')) found.push(`${file}: ${f.tagName}`);
    }
    expect(found, found.slice(0, 5).join('\n')).toEqual([]);
    expect(marks).toBeGreaterThan(20); // the rows were rendered: only their script is gone
  });

  it('keeps the harmless part of each field', () => {
    const lead = site.doc('/en/about-us/').querySelector('.lead');
    expect(lead?.innerHTML).toContain(`<p>${MARK}</p>`);
    expect(lead?.querySelectorAll('a').length).toBe(2); // the links stay, without their href
  });
});
