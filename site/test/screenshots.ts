// Screenshots of built pages at phone and desktop widths, for looking at the site:
//   node site/test/screenshots.ts <outDir> <dataDir> <shotsDir> [path ...]
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../server/test/chromium.ts';
import { serveSite } from './serve.ts';

const [outDir, dataDir, shotsDir, ...paths] = process.argv.slice(2);
if (!outDir || !dataDir || !shotsDir) {
  console.error('usage: node site/test/screenshots.ts <outDir> <dataDir> <shotsDir> [path ...]');
  process.exit(2);
}
const pages = paths.length ? paths : ['/', '/en/'];
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);
const fullPage = process.env.FULL_PAGE !== '0';

/**
 * Waits until the page looks as it will stay: every shown image loaded and decoded, the fonts in, any
 * island hydrated (the site has none today), the loading bar done
 * (Base.astro completes it at the earliest 1 s after the start) and every finite animation or
 * transition ended (endless ones, spinners, are not waited for).
 */
async function settled(page: Page): Promise<void> {
  const timeout = 15_000;
  await page.waitForFunction(() => [...document.images].filter((i) => i.checkVisibility()).every((i) => i.complete), undefined, { timeout });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout });
  await page.waitForFunction(() => document.querySelector('.progress:not(.is-done)') === null, undefined, { timeout });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.decode().catch(() => undefined)));
    const finite = document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

fs.mkdirSync(shotsDir, { recursive: true });
const server = await serveSite(outDir, dataDir);
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const p of pages) {
      await page.goto(server.url + p, { waitUntil: 'networkidle' });
      // Lazy images below the fold: scroll through so a full-page shot shows them. Each step jumps
      // (the page scrolls smoothly otherwise) and waits two frames: the browser decides which lazy
      // images to load in the frame after a scroll.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await frame();
          await frame();
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.warn(`${p} at ${width}px overflows by ${overflow}px`);
      await settled(page).catch((err: Error) => console.warn(`${p} at ${width}px: shot taken unsettled (${err.message.split('\n')[0]})`));
      const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: path.join(shotsDir, name), fullPage });
      console.log(path.join(shotsDir, name));
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
