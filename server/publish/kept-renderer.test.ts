// A build worker renders publishes with the renderer its last Astro build loaded only while the site's
// code stays the same: an edit of the code (here a component of a copy of the project) makes the next
// publish a whole Astro build again, and its pages show the edit. Without that check a server whose
// site code was upgraded in place would keep publishing pages from the old code.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDataDir } from '../../site/test/fixture.ts';
import { editFile, projectCopy } from '../test/project-copy.ts';
import { tempDir } from '../test/real-server.ts';
import { WorkerBuilder } from './worker-builder.ts';

describe('the kept renderer and the site code', () => {
  let root: string;
  let data: Awaited<ReturnType<typeof emptyDataDir>>;
  let builder: WorkerBuilder;
  const outDirs: string[] = [];

  beforeAll(async () => {
    root = projectCopy();
    data = await emptyDataDir();
    builder = new WorkerBuilder({ dataDir: data.dataDir, root, renderers: 1 });
  }, 60_000);
  afterAll(async () => {
    await builder?.close();
    await data?.close();
    for (const dir of [root, ...outDirs]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function publish(): Promise<string> {
    const outDir = tempDir('cms-kept-out-');
    outDirs.push(outDir);
    const result = await builder.build({ outDir, signal: new AbortController().signal });
    expect(result.ok, result.log).toBe(true);
    return fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  }

  it('renders without bundling while the code is the same, and bundles again once it changed', async () => {
    await publish();
    expect(builder.lastBundled()).toBe(true);
    const before = await publish();
    expect(builder.lastBundled()).toBe(false);
    expect(before).not.toContain('data-code-edit');

    editFile(root, 'site/components/Footer.astro', (footer) => footer.replace('<footer ', '<footer data-code-edit="1" '));
    const after = await publish();
    expect(builder.lastBundled()).toBe(true);
    expect(after).toContain('data-code-edit="1"');
    // and the renderer of that build is kept in turn
    expect(await publish()).toContain('data-code-edit="1"');
    expect(builder.lastBundled()).toBe(false);
  }, 240_000);
});
