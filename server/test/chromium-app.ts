// A test app opened in Chromium (kept apart from chromium.ts, which scripts import outside vitest).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium.ts';

/**
 * For a test file whose app is opened in Chromium: before its tests the app listens on a random port of
 * 127.0.0.1 and Chromium starts; after them Chromium closes (the app's own hook closes the app).
 */
export function useChromiumOn(t: { readonly app: FastifyInstance }): { readonly base: string; readonly browser: Browser } {
  let base = '';
  let browser: Browser | undefined;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get base() {
      return base;
    },
    get browser() {
      if (!browser) throw new Error('useChromiumOn: the browser exists inside tests only');
      return browser;
    },
  };
}
