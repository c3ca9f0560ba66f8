// The link check on a hand-made release: which URLs it follows, how it resolves them like the static
// server does, and what it reports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLinks } from './link-check.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A release and an uploads folder with the given files ("path": "content"). */
function release(files: Record<string, string>, uploads: string[] = []) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'));
  made.push(root);
  const dir = path.join(root, 'release');
  const uploadsDir = path.join(root, 'uploads');
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  }
  for (const rel of uploads) {
    fs.mkdirSync(path.dirname(path.join(uploadsDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, rel), 'x');
  }
  return { dir, uploadsDir };
}

const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

describe('release link check', () => {
  it('follows internal href, src, srcset and imagesrcset and resolves them as the server serves them', () => {
    const r = release(
      {
        'index.html': page(`
          <link rel="preload" as="image" imagesrcset="/uploads/home/a-640w.webp 640w, /uploads/home/a-1280w.webp 1280w">
          <a href="/about-us/">about</a> <a href="about-us">relative</a> <a href="/about-us/index.html">index</a>
          <a href="/news/foundation?id=3&amp;lang=tr#top">news with a query</a>
          <a href="/haberler/%C3%A7evre/">percent-encoded</a>
          <a href='/en/'>single quotes</a> <a href=/404.html>unquoted</a>
          <link rel="canonical" href="https://insaat.example.com/">
          <img src="/uploads/home/a.jpg" srcset="/uploads/home/a-640w.webp 640w,/uploads/home/a-1280w.webp 1280w" alt="">
          <img src="/_astro/logo.svg" alt="">
          <a href="#main">skip</a> <a href="mailto:info@example.com">mail</a> <a href="tel:+904620000000">call</a>
          <a href="https://instagram.com/x">external</a> <a href="//cdn.example.net/x.js">protocol-relative</a>
          <a href="/old-slug/">an old slug</a>
          <script>const img = '<img src="/uploads/nothing.jpg">';</script>
          <!-- <a href="/commented-out/">old</a> -->`),
        'about-us/index.html': page('<a href="../">up</a> <a href="../en/">english</a>'),
        'en/index.html': page('<a href="/">tr</a>'),
        'news/foundation/index.html': page(''),
        'haberler/çevre/index.html': page(''),
        '404.html': page(''),
        '_astro/logo.svg': '<svg/>',
        'redirects.json': JSON.stringify({ '/old-slug': '/about-us/' }),
      },
      ['home/a.jpg', 'home/a-640w.webp', 'home/a-1280w.webp'],
    );
    const report = checkLinks(r.dir, { uploadsDir: r.uploadsDir, siteUrl: 'https://insaat.example.com' });
    expect(report.broken).toEqual([]);
    expect(report.pages).toBe(6);
    // home: 2 preload + 3 about + news + çevre + en + 404 + canonical + 3 img + logo + old slug; 2 + 1 on the others
    expect(report.links).toBe(15 + 3);
  });

  it('names the page and the URL of each missing file, upload or broken encoding', () => {
    const r = release(
      {
        'index.html': page('<img src="/uploads/home/gone.jpg" alt=""><a href="/no-such-page/">x</a>'),
        'en/index.html': page('<img srcset="/uploads/home/kept.webp 1x, /uploads/home/gone-2x.webp 2x" alt=""><a href="/%E0%A4%A">bad</a>'),
        'about-us/index.html': page('<a href="https://insaat.example.com/en/nothing/">absolute</a> <a href="/uploads/../secrets.json">up</a>'),
      },
      ['home/kept.webp'],
    );
    const report = checkLinks(r.dir, { uploadsDir: r.uploadsDir, siteUrl: 'https://insaat.example.com' });
    expect(report.broken).toEqual([
      { page: 'about-us/index.html', url: 'https://insaat.example.com/en/nothing/', why: 'no such file in the release' },
      { page: 'about-us/index.html', url: '/uploads/../secrets.json', why: 'no such file in the release' },
      { page: 'en/index.html', url: '/uploads/home/gone-2x.webp', why: 'no such upload' },
      { page: 'en/index.html', url: '/%E0%A4%A', why: 'bad percent-encoding' },
      { page: 'index.html', url: '/uploads/home/gone.jpg', why: 'no such upload' },
      { page: 'index.html', url: '/no-such-page/', why: 'no such file in the release' },
    ]);
  });

  // The regular expressions this check used read markup differently from the browser: they dropped
  // script elements with their src, missed attributes not preceded by a space, took "href=" in text,
  // in a textarea or in another attribute's value for a link, and decoded few named entities.
  it('reads the markup as the browser does', () => {
    const r = release({
      'index.html': page(`
        <script type="module" src="/_astro/missing.js"></script>
        <img/src="/uploads/no-space.jpg"> <img alt=""src="/uploads/no-space-either.jpg">
        <A HREF="/Missing-Upper/">upper case</A>
        <img alt='a > b, see src="/not-a-link.jpg"' src="/_astro/logo.svg">
        <p>Write href=/text-not-a-link/ in the tag.</p>
        <textarea><a href="/in-a-textarea/"></a></textarea>
        <a href="/haberler/&ccedil;evre/?a=1&amp;b=2">named entity</a>
        <a href="/about-us/" href="/second-of-two/">the first of a repeated attribute counts</a>`),
      'about-us/index.html': page(''),
      'haberler/çevre/index.html': page(''),
      '_astro/logo.svg': '<svg/>',
    });
    const report = checkLinks(r.dir, { uploadsDir: r.uploadsDir });
    expect(report.broken.map((b) => b.url)).toEqual(['/_astro/missing.js', '/uploads/no-space.jpg', '/uploads/no-space-either.jpg', '/Missing-Upper/']);
    expect(report.links).toBe(7);
  });

  // An incremental publish hard-links most pages from the release checked before it; the check keeps
  // their verdicts only while nothing they could link to is gone.
  it('judges a page kept from the last checked release again when a path is gone, and looks its uploads up again', () => {
    const a = release(
      {
        'index.html': page('<a href="/about-us/">about</a> <img src="/uploads/home/a.jpg" alt="">'),
        'about-us/index.html': page('<a href="/">home</a>'),
      },
      ['home/a.jpg'],
    );
    expect(checkLinks(a.dir, { uploadsDir: a.uploadsDir })).toMatchObject({ broken: [], links: 3 });
    // the next release: the same files, hard-linked
    const next = (files: string[]) => {
      const dir = `${a.dir}-${made.length}`;
      made.push(dir);
      for (const rel of files) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.linkSync(path.join(a.dir, rel), path.join(dir, rel));
      }
      return dir;
    };
    const b = next(['index.html', 'about-us/index.html']);
    expect(checkLinks(b, { uploadsDir: a.uploadsDir })).toMatchObject({ broken: [], links: 3, kept: 2 });
    const c = next(['index.html']);
    expect(checkLinks(c, { uploadsDir: a.uploadsDir }).broken).toEqual([{ page: 'index.html', url: '/about-us/', why: 'no such file in the release' }]);
    expect(checkLinks(b, { uploadsDir: a.uploadsDir })).toMatchObject({ broken: [], links: 3 });
    fs.rmSync(path.join(a.uploadsDir, 'home/a.jpg'));
    expect(checkLinks(b, { uploadsDir: a.uploadsDir }).broken).toEqual([{ page: 'index.html', url: '/uploads/home/a.jpg', why: 'no such upload' }]);
  });

  it('keeps the verdicts of kept pages when only a file no page links to is gone', () => {
    // each publish's search index has fragments of new names: the old ones' going must not make the
    // check judge every link of every page again (400,000 at 10,000 pages)
    const a = release({
      'index.html': page('<a href="/about-us/">about</a>'),
      'about-us/index.html': page('<a href="/">home</a>'),
      'pagefind/fragment/tr_1.pf_fragment': 'x',
    });
    expect(checkLinks(a.dir)).toMatchObject({ broken: [], kept: 0 });
    const b = `${a.dir}-next`;
    made.push(b);
    for (const rel of ['index.html', 'about-us/index.html']) {
      fs.mkdirSync(path.dirname(path.join(b, rel)), { recursive: true });
      fs.linkSync(path.join(a.dir, rel), path.join(b, rel));
    }
    fs.mkdirSync(path.join(b, 'pagefind/fragment'), { recursive: true });
    fs.writeFileSync(path.join(b, 'pagefind/fragment/tr_2.pf_fragment'), 'y');
    expect(checkLinks(b)).toMatchObject({ broken: [], links: 2, kept: 2 });
    // and a path a kept page links to going still sends every page to be judged again
    fs.rmSync(path.join(b, 'about-us/index.html'));
    expect(checkLinks(b)).toMatchObject({ broken: [{ page: 'index.html', url: '/about-us/', why: 'no such file in the release' }], kept: 0 });
  });
});
