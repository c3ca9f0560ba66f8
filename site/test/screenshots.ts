// Screenshots of built pages at phone and desktop widths, for looking at the site:
//   node site/test/screenshots.ts <outDir> <dataDir> <shotsDir> [path ...]
import fs from 'node:fs';
import path from 'node:path';
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

fs.mkdirSync(shotsDir, { recursive: true });
const server = await serveSite(outDir, dataDir);
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const p of pages) {
      await page.goto(server.url + p, { waitUntil: 'networkidle' });
      // Lazy images below the fold: scroll through so a full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 150));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.warn(`${p} at ${width}px overflows by ${overflow}px`);
      await page.waitForTimeout(1200);
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
