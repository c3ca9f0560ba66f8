// The fixture company's site built, served and opened in Chromium, for the site's browser tests (kept
// apart from built-site.ts and serve.ts, which scripts import outside vitest; the same shape as
// server/test/chromium-app.ts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../server/test/chromium.ts';
import { buildFrom, type BuiltSite } from './built-site.ts';
import { fixtureDataDir, type Fixture } from './fixture.ts';
import { serveSite, type StaticServer } from './serve.ts';

export interface SiteInChromium {
  readonly site: BuiltSite;
  /** the served site's origin, http://127.0.0.1:<port> */
  readonly url: string;
  /** the server's app serving it (serve.ts) */
  readonly server: StaticServer;
  readonly browser: Browser;
}

interface Steps {
  /** adds to the fixture's content before the build */
  content?(fixture: Fixture): Promise<void>;
  /** completes the built output before it is served (a publish's search index) */
  built?(site: BuiltSite): Promise<void>;
}

/**
 * For a test file that opens the built site in Chromium: before its tests the fixture is written, the
 * site built from it and served by the server's own app (serve.ts: its headers, CSP, fast path and read
 * cache) and Chromium started;
 * after them all of it is closed.
 */
export function useSiteInChromium(steps: Steps = {}): SiteInChromium {
  let fixture: Fixture | undefined;
  let site: BuiltSite | undefined;
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    fixture = await fixtureDataDir();
    await steps.content?.(fixture);
    site = await buildFrom(fixture.dataDir);
    await steps.built?.(site);
    server = await serveSite(site.outDir, fixture.dataDir);
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await fixture?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSiteInChromium: the site exists inside tests only');
    return value;
  };
  return {
    get site() {
      return ready(site);
    },
    get url() {
      return ready(server).url;
    },
    get server() {
      return ready(server);
    },
    get browser() {
      return ready(browser);
    },
  };
}
