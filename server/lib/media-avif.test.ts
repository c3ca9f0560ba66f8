// Issue 23, item 6: an upload's WebP variants get AVIF twins of the same widths, made in the background
// after the answer; the site is asked to publish once they exist; they leave public view and come back
// with their upload; an upload removed before its AVIF is made gets none.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanUploads } from '../../scripts/lib/upload-cleanup.ts';
import { bearer, makeImage, useTestApp } from '../test/helpers.ts';
import { client } from '../test/project-fixtures.ts';
import { typeOfKind } from './file-check.ts';

const t = useTestApp({ env: { UPLOAD_AVIF: '1', REVISIONS_KEEP: '50', REVISIONS_KEEP_DAYS: '90' } });
const c = client(t);

const publicFile = (p: string) => path.join(t.dataDir, 'uploads', p.slice('/uploads/'.length));
const privateFile = (p: string) => path.join(t.dataDir, 'uploads-private', p.slice('/uploads/'.length));
/** An AVIF file is an ISO-BMFF file whose first box is `ftyp` with the brand `avif`. */
const isAvif = (bytes: Buffer) => bytes.subarray(4, 12).toString('latin1') === 'ftypavif';

type Variant = { path: string; width: number; height: number; avif?: string };

async function coverVariants(projectId: number): Promise<{ cover: string; variants: Variant[] }> {
  const res = await c.get(`/v2/api/projects/${projectId}`, true);
  expect(res.statusCode, res.body).toBe(200);
  const { project } = res.json();
  return { cover: project.cover_image, variants: project.media[project.cover_image].variants };
}

async function avifFiles(dir: string): Promise<string[]> {
  if (!fs.existsSync(dir)) return [];
  return (await fs.promises.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.avif'));
}

describe('AVIF variants of uploads', () => {
  it('each WebP variant gets an AVIF twin of its width, served as image/avif, and the site is asked to publish them', async () => {
    const project = await c.project({ cover_image: await makeImage('jpeg', 1000, 700) });
    await t.app.media.avifIdle();
    const { cover, variants } = await coverVariants(project.id);
    expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([480, 960, 1000]);
    for (const v of variants) {
      expect(v.avif).toBe(v.path.replace(/\.webp$/, '.avif'));
      const res = await t.app.inject({ method: 'GET', url: v.avif! });
      expect(res.statusCode, v.avif).toBe(200);
      expect(res.headers['content-type']).toBe('image/avif');
      expect(isAvif(res.rawPayload), v.avif).toBe(true);
    }
    expect(t.publishRequests).toContain(`AVIF variants of ${cover}`);

    // npm run cleanup:uploads knows them as the upload's files: they stay, old as they may be
    const report = cleanUploads(t.dataDir, { minAgeMs: 0, dryRun: false });
    for (const v of variants) expect(report.files).not.toContain(v.avif);
    for (const v of variants) expect(fs.existsSync(publicFile(v.avif!)), v.avif).toBe(true);
  });

  it("a replaced cover's AVIF leaves public view with its other files and comes back with a restore", async () => {
    const project = await c.project({ cover_image: await makeImage('jpeg', 600, 400) });
    await t.app.media.avifIdle();
    const { variants } = await coverVariants(project.id);
    const avif = variants.map((v) => v.avif!);
    expect(avif).toHaveLength(2);

    const replaced = await c.send('PUT', `/v2/api/projects/${project.id}`, { cover_image: await makeImage('png', 300, 200) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    for (const p of avif) {
      expect((await t.app.inject({ method: 'GET', url: p })).statusCode, p).toBe(404);
      expect(fs.existsSync(publicFile(p)), p).toBe(false);
      expect(isAvif(fs.readFileSync(privateFile(p))), p).toBe(true);
    }

    const revisions = await t.app.inject({ method: 'GET', url: `/v2/api/revisions?type=project&item=${project.id}`, headers: bearer(t.token) });
    const created = revisions.json().revisions.find((r: { action: string }) => r.action === 'created');
    const restore = await t.app.inject({ method: 'POST', url: `/v2/api/revisions/${created.id}/restore`, headers: bearer(t.token) });
    expect(restore.statusCode, restore.body).toBe(200);
    for (const p of avif) expect((await t.app.inject({ method: 'GET', url: p })).statusCode, p).toBe(200);
  });

  it('an upload removed before its AVIF is made gets none, in neither folder', async () => {
    await t.app.media.avifIdle(); // the AVIF of the cover the last test put in is no part of this one
    const before = [...(await avifFiles(path.join(t.dataDir, 'uploads'))), ...(await avifFiles(path.join(t.dataDir, 'uploads-private')))];
    const image = await makeImage('jpeg', 900, 600);
    const saved = await t.app.media.save({ field: 'image', filename: 'x.jpg', buffer: image.content, type: typeOfKind('jpeg') }, 'projects');
    await t.app.media.remove([saved]); // as a write that failed after storing its file does
    await t.app.media.avifIdle();
    const after = [...(await avifFiles(path.join(t.dataDir, 'uploads'))), ...(await avifFiles(path.join(t.dataDir, 'uploads-private')))];
    expect(after).toEqual(before);
    expect(fs.existsSync(publicFile(saved))).toBe(false);
  });
});
