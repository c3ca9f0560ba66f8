// The stored copy of an uploaded SVG logo displays in Chromium: as an <img> (how the site shows the
// logo) and opened at its own address, where nothing of a malicious file runs or fetches.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useChromiumOn } from '../../test/chromium-app.ts';
import { useTestApp, type FilePart } from '../../test/helpers.ts';
import { sender } from '../../test/api-fixtures.ts';
import { LOGO_RGB, MALICIOUS_SVG, REAL_WORLD_SVGS } from '../../test/svg-fixtures.ts';

const t = useTestApp();
const send = sender(t);
const chromium = useChromiumOn(t);

/** Uploads the logo through the real route and answers the stored file's address. */
async function storedUrl(file: FilePart): Promise<string> {
  const res = await send('POST', '/api/site-logo', { form: { logo: file } });
  expect(res.statusCode, res.body).toBe(200);
  return chromium.base + res.json().data.logo_path;
}

/** The colour of the pixel in the middle of a screenshot. */
async function middlePixel(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [...data.subarray(at, at + 3)];
}

function expectLogoColour(rgb: number[]): void {
  rgb.forEach((channel, i) => expect(Math.abs(channel - LOGO_RGB[i]), `rgb(${rgb.join(',')})`).toBeLessThanOrEqual(3));
}

/** A page that records every request leaving the server and every dialog a script would open. */
async function watchedPage(): Promise<{ page: Page; outside: string[]; dialogs: string[] }> {
  const page = await chromium.browser.newPage({ viewport: { width: 400, height: 300 } });
  const outside: string[] = [];
  const dialogs: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(chromium.base) && !r.url().startsWith('about:')) outside.push(r.url());
  });
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { page, outside, dialogs };
}

describe('a stored SVG logo in Chromium', () => {
  for (const [shape, file] of Object.entries({ ...REAL_WORLD_SVGS, malicious: MALICIOUS_SVG })) {
    it(`draws the ${shape} logo as an <img> in its colour`, async () => {
      const url = await storedUrl(file);
      const { page, outside } = await watchedPage();
      // a page of the server's own origin: the server answers cross-origin image loads with CORP same-origin
      await page.goto(`${chromium.base}/api/health`);
      await page.setContent(`<body style="margin:0;background:#fff"><img id="logo" src="${url}" width="120" height="60" alt=""></body>`);
      await page.waitForFunction(() => (document.getElementById('logo') as HTMLImageElement).complete);
      // an image that failed to decode has no natural size
      expect(await page.$eval('#logo', (img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
      expectLogoColour(await middlePixel(await page.locator('#logo').screenshot()));
      expect(outside).toEqual([]);
      await page.close();
    });
  }

  it('opens the malicious logo at its own address as an SVG document that runs and fetches nothing', async () => {
    const url = await storedUrl(MALICIOUS_SVG);
    const { page, outside, dialogs } = await watchedPage();
    const res = await page.goto(url, { waitUntil: 'load' });
    expect(res?.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expect(await page.evaluate(() => [document.documentElement.namespaceURI, document.documentElement.localName])).toEqual([
      'http://www.w3.org/2000/svg',
      'svg',
    ]);
    // clicking the former javascript: link does nothing either
    await page.mouse.click(60, 30);
    expectLogoColour(await middlePixel(await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 60 } })));
    expect(dialogs).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });
});
