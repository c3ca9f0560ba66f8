// The sitemap of a finished release: made again from its inputs each publish, and, when nothing it is
// made from changed (an item edit that moves no address), the same text without being worked out again;
// any change of its inputs (a page, a redirect, a noindex page) shows in the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishOutput } from './finish-output.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const SITE = 'https://www.example.com/';

/** A release folder with the files the sitemap is made from. */
function release(o: { redirects?: Record<string, string>; noindex?: string[] } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-output-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify(o.redirects ?? {}));
  fs.writeFileSync(path.join(dir, 'noindex.json'), JSON.stringify(o.noindex ?? []));
  fs.writeFileSync(path.join(dir, 'alternates.json'), '{}');
  return dir;
}

const sitemap = (dir: string) => fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
const kept = ['/project/a/', '/project/b/', '/en/project/a/', '/en/project/b/'];

describe('the sitemap of a finished release', () => {
  it('is the same for the same pages, and follows every change of what it is made from', () => {
    const first = release();
    expect(finishOutput(first, { site: SITE, pageNames: ['', 'en/'], keptPaths: kept })).toContain('sitemap.xml');
    const text = sitemap(first);
    expect(text).toContain(`<loc>${SITE}project/a/</loc>`);
    expect(text).toContain('hreflang="en"');

    const same = release();
    finishOutput(same, { site: SITE, pageNames: ['en/', ''], keptPaths: [...kept].reverse() });
    expect(sitemap(same)).toBe(text);
    // the next edit renders another project and keeps the first: the same pages, the same sitemap
    const next = release();
    finishOutput(next, { site: SITE, pageNames: ['', 'en/', 'project/a/', 'en/project/a/'], keptPaths: ['/project/b/', '/en/project/b/'] });
    expect(sitemap(next)).toBe(text);
    // under a path of its own, a page name resolves below it and a kept path does not
    const below = release();
    finishOutput(below, { site: `${SITE}tr/`, pageNames: ['', 'project/a/'], keptPaths: [] });
    expect(sitemap(below)).toContain(`<loc>${SITE}tr/project/a/</loc>`);
    const keptBelow = release();
    finishOutput(keptBelow, { site: `${SITE}tr/`, pageNames: [''], keptPaths: ['/project/a/'] });
    expect(sitemap(keptBelow)).toContain(`<loc>${SITE}project/a/</loc>`);

    const added = release();
    finishOutput(added, { site: SITE, pageNames: ['', 'en/', 'project/c/'], keptPaths: kept });
    expect(sitemap(added)).toContain(`<loc>${SITE}project/c/</loc>`);

    const redirected = release({ redirects: { '/project/b': '/project/c/' } });
    finishOutput(redirected, { site: SITE, pageNames: ['', 'en/'], keptPaths: kept });
    expect(sitemap(redirected)).not.toContain(`<loc>${SITE}project/b/</loc>`);

    const hidden = release({ noindex: ['/project/a/'] });
    finishOutput(hidden, { site: SITE, pageNames: ['', 'en/'], keptPaths: kept });
    expect(sitemap(hidden)).not.toContain(`<loc>${SITE}project/a/</loc>`);

    const elsewhere = release();
    finishOutput(elsewhere, { site: 'https://www.example.org/', pageNames: ['', 'en/'], keptPaths: kept });
    expect(sitemap(elsewhere)).toContain('<loc>https://www.example.org/project/a/</loc>');
  });
});
