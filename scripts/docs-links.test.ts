// The documentation's relative links lead somewhere: every link of README.md, SECURITY.md and docs/*.md
// that is not a web address names a file of the project, and a #anchor names a heading of its file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCS = [
  'README.md',
  'SECURITY.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** the text outside fenced code blocks and inline code, where a link is a link */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** `[text](target)` and `![alt](target)` targets, without an optional "title" */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const m of prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]);
  return targets;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutCode = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const m of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

describe('documentation links', () => {
  it('finds the documents', () => {
    expect(DOCS).toContain('README.md');
    expect(DOCS.length).toBeGreaterThan(3);
  });

  it('reads links and anchors as GitHub does', () => {
    expect(linkTargets('[a](docs/x.md#y) `[no](z.md)` ![i](img/a.png "t")\n```\n[no](w.md)\n```\n')).toEqual(['docs/x.md#y', 'img/a.png']);
    expect([...headingAnchors('# Serve visitors from a CDN (S3-compatible storage)\n## `npm` it\n## A\n## A\n')]).toEqual([
      'serve-visitors-from-a-cdn-s3-compatible-storage',
      'npm-it',
      'a',
      'a-1',
    ]);
  });

  for (const doc of DOCS) {
    it(`${doc}: every relative link resolves`, () => {
      const file = path.join(ROOT, doc);
      const broken: string[] = [];
      for (const target of linkTargets(fs.readFileSync(file, 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
        const [rawPath, anchor] = target.split('#', 2);
        const linked = rawPath === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(rawPath));
        if (!fs.existsSync(linked)) {
          broken.push(`${target}: no such file`);
          continue;
        }
        if (anchor && linked.endsWith('.md') && !headingAnchors(fs.readFileSync(linked, 'utf8')).has(anchor)) {
          broken.push(`${target}: no heading #${anchor}`);
        }
      }
      expect(broken).toEqual([]);
    });
  }
});
