// A stand-in for Astro in tests: writes a tiny release whose pages say which build made them, and can
// be told to fail, to write an empty page, or to hang halfway until it is stopped.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildResult, SiteBuilder } from '../publish/types.ts';

export interface FakeBuilder {
  builder: SiteBuilder;
  /** builds started */
  calls: number;
  /** the text the next good build puts on its pages */
  text: string;
  /** the next builds fail with this log line (until set back to null) */
  failWith: string | null;
  /** the next builds write this page empty (and report success) */
  emptyPage: string | null;
  /** the next builds write half the release, then wait to be stopped */
  hang: boolean;
  /** resolves when a hanging build has written its first half */
  halfway: Promise<void>;
  /** how long a good build takes */
  delayMs: number;
  /** while set, a build waits for it before it finishes (a test holds builds open however fast or slow the machine is) */
  gate: Promise<void> | null;
  /** more a good build answers (a warning, keptRender), as the real builder may */
  answer: Partial<BuildResult>;
  /** markup each page of the next good builds carries in its body (links for the link checker's tests) */
  extraHtml: string;
}

const page = (text: string, extra = '') => `<!doctype html><html><head><title>${text}</title></head><body><h1>${text}</h1>${extra}</body></html>\n`;

export function fakeBuilder(): FakeBuilder {
  let reachHalfway = () => {};
  const fake: FakeBuilder = {
    calls: 0,
    text: 'release one',
    failWith: null,
    emptyPage: null,
    hang: false,
    halfway: new Promise<void>((r) => (reachHalfway = r)),
    delayMs: 20,
    gate: null,
    answer: {},
    extraHtml: '',
    builder: {
      build: async ({ outDir, signal }) => {
        fake.calls++;
        const text = fake.text;
        const extra = fake.extraHtml;
        fs.mkdirSync(path.join(outDir, 'en'), { recursive: true });
        fs.writeFileSync(path.join(outDir, 'index.html'), page(text, extra));
        if (fake.hang) {
          reachHalfway();
          await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
          return { ok: false, log: 'rendering pages...\nbuild stopped by SIGTERM' };
        }
        await new Promise((r) => setTimeout(r, fake.delayMs));
        await fake.gate;
        if (fake.failWith) return { ok: false, log: `rendering pages...\n${fake.failWith}` };
        fs.writeFileSync(path.join(outDir, 'en', 'index.html'), page(`${text} (en)`, extra));
        fs.writeFileSync(path.join(outDir, '404.html'), page('not found'));
        if (fake.emptyPage) {
          fs.mkdirSync(path.dirname(path.join(outDir, fake.emptyPage)), { recursive: true });
          fs.writeFileSync(path.join(outDir, fake.emptyPage), '');
        }
        return { ...fake.answer, ok: true, log: 'done' };
      },
    },
  };
  return fake;
}
