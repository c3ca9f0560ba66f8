// Attack: an SVG that got past the sanitizer (a bypass found tomorrow, or a file restored from an old
// backup) opened at its own address under /uploads. Without a policy it is a same-origin document: its
// script reads the admin's token in localStorage. Served with `default-src 'none'; sandbox`, nothing in
// it runs (issue 12 item 5). The file is written straight into the uploads folder, as a bypass would.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useChromiumOn } from '../test/chromium-app.ts';
import { useTestApp } from '../test/helpers.ts';

const t = useTestApp({ signIn: false });
const chromium = useChromiumOn(t);

const UNSANITIZED_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="document.documentElement.setAttribute(\'data-onload\', \'ran\')">' +
  '<script>document.documentElement.setAttribute("data-script", "ran"); ' +
  'try { document.documentElement.setAttribute("data-token", String(localStorage.getItem("token"))); } catch (e) {}</script>' +
  // loads that a same-origin policy ('self') would allow: a request to the API, the admin in a frame
  '<image href="/api/health?from-svg" width="1" height="1"/>' +
  '<foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="/admin"></iframe></foreignObject>' +
  '<rect width="100" height="100" fill="#123"/></svg>';

describe('an unsanitized SVG opened directly', () => {
  it('runs no script, inline or in an event attribute, reads no storage and loads nothing', async () => {
    const dir = path.join(t.dataDir, 'uploads', 'logos');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'bypass.svg'), UNSANITIZED_SVG);

    const { base, browser } = chromium;
    const page = await browser.newPage();
    await page.goto(`${base}/admin`); // the admin's origin holds a token
    await page.evaluate(() => localStorage.setItem('token', 'secret-admin-token'));
    const requests: string[] = [];
    page.on('requestfinished', (r) => void (r.url().endsWith('/favicon.ico') || requests.push(r.url()))); // the browser's own favicon fetch
    const res = await page.goto(`${base}/uploads/logos/bypass.svg`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    const root = page.locator('svg');
    expect(await root.getAttribute('data-script')).toBeNull();
    expect(await root.getAttribute('data-onload')).toBeNull();
    expect(await root.getAttribute('data-token')).toBeNull();
    // nothing else was fetched (Chromium announces a request before its policy check, so finished ones count)
    expect(requests, requests.join(' ')).toEqual([`${base}/uploads/logos/bypass.svg`]);
    // the browser did get the file: it is the policy that stopped it
    expect(await page.locator('rect').count()).toBe(1);
    await page.close();
  });
});
