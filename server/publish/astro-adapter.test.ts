// Astro's private parts are reached through server/publish/astro-internals.ts only (issue 35): the kept
// renderer, astro.config.mjs's hand-over of the renderer and the worker's environment use its functions,
// and no other file names one of those parts (astro-internals.test.ts checks each against a real build).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './build-site.ts';

/** Each private part by a word that names it in code. */
const PRIVATE = /astro\/dist|core\/build\/generate|\.getOptions\(|routeCache|routeData\.distURL|setPrerenderer|site\.keep-renderer/;
const ADAPTER = path.join(PROJECT_ROOT, 'server', 'publish', 'astro-internals.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|mjs|astro)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The file's code without its comments (a comment may name what it explains). */
const code = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe("Astro's private parts", () => {
  it('are named in astro-internals.ts and nowhere else', () => {
    const files = [
      path.join(PROJECT_ROOT, 'astro.config.mjs'),
      ...['server', 'site', 'scripts', 'content-db'].flatMap((d) => sources(path.join(PROJECT_ROOT, d))),
    ];
    expect(code(ADAPTER)).toMatch(PRIVATE);
    const outside = files.filter((file) => file !== ADAPTER && PRIVATE.test(code(file))).map((file) => path.relative(PROJECT_ROOT, file));
    expect(outside).toEqual([]);
  });

  it("astro.config.mjs hands the renderer over with the adapter's integration", () => {
    const config = code(path.join(PROJECT_ROOT, 'astro.config.mjs'));
    expect(config).toContain("import { shareRenderer } from './server/publish/astro-internals.ts'");
    expect(config).toMatch(/integrations:\s*\[[^\]]*shareRenderer\(\)/);
  });
});
