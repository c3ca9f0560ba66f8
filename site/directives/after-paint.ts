// client:afterpaint — hydrates an island once the page has shown its first content and finished loading,
// when the browser is next idle. The islands work as plain links before they hydrate, so their React code
// can wait: it no longer competes with the fonts and the banner image for the network and the main thread
// while the first screen is drawn (client:idle starts it as soon as parsing pauses, often before any paint).
import type { ClientDirective } from 'astro';

/** A page never painted (opened in a background tab) hydrates after this anyway. */
const FALLBACK_MS = 5000;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no Paint Timing: do not wait for it
    }
  });
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  void Promise.all([firstContentfulPaint(), loaded()]).then(whenIdle);
  setTimeout(() => void hydrate(), FALLBACK_MS);
};

export default afterPaint;

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}
