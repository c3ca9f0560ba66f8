// npm run media:variants (issue 23, item 6): uploads stored without AVIF variants get them, with a line
// per upload; a run after that makes only what is still missing, and a run with nothing missing does nothing.
import { describe, expect, it } from 'vitest';
import { makeImage, useTestApp } from '../server/test/helpers.ts';
import { client } from '../server/test/project-fixtures.ts';
import { makeMissingVariants } from './lib/media-variants.ts';

const t = useTestApp(); // UPLOAD_AVIF=0: uploads stored as before AVIF
const c = client(t);

async function run(): Promise<{ lines: string[]; report: Awaited<ReturnType<typeof makeMissingVariants>> }> {
  const lines: string[] = [];
  const report = await makeMissingVariants(t.dataDir, (l) => lines.push(l));
  return { lines, report };
}

async function cover(projectId: number): Promise<{ path: string; variants: Array<{ path: string; width: number; avif?: string }> }> {
  const { project } = (await c.get(`/v2/api/projects/${projectId}`, true)).json();
  return { path: project.cover_image, variants: project.media[project.cover_image].variants };
}

describe('media:variants', () => {
  it('makes the missing AVIF variants upload by upload, goes on where it stopped, and then has nothing to do', async () => {
    const first = await c.project({ cover_image: await makeImage('jpeg', 600, 400) });
    const before = await cover(first.id);
    expect(before.variants.some((v) => v.avif)).toBe(false);

    const one = await run();
    expect(one.report).toEqual({ total: 1, made: 1, missing: [] });
    expect(one.lines).toEqual([expect.stringMatching(new RegExp(`^1/1 ${before.path}: AVIF 480, 600 px in \\d+ ms$`))]);
    const after = await cover(first.id);
    for (const v of after.variants) {
      const res = await t.app.inject({ method: 'GET', url: v.avif! });
      expect(res.statusCode, v.avif).toBe(200);
      expect(res.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    }

    // a later upload: the next run makes only its variants
    const second = await c.project({ cover_image: await makeImage('png', 300, 200) });
    const two = await run();
    expect(two.report).toEqual({ total: 1, made: 1, missing: [] });
    expect(two.lines).toEqual([expect.stringMatching(new RegExp(`^1/1 ${(await cover(second.id)).path}: AVIF 300 px in \\d+ ms$`))]);

    const three = await run();
    expect(three.report).toEqual({ total: 0, made: 0, missing: [] });
    expect(three.lines).toEqual(['Every upload has its AVIF variants: nothing to do.']);
    expect(await cover(first.id)).toEqual(after);
  });
});
