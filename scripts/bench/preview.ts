// Review-mode figures (issue 20: "publishing one item <= 1.5 s median, a preview of one item <= 2 s at
// 5,000 pages"): in review mode a project's Turkish title is edited in the working copy, then
// - POST /v2/api/preview of that project, timed until the answer (the preview is built by then and its
//   page serves the new title, which is checked);
// - POST /v2/api/changes/publish of that project, timed until the live site serves the new title.
import { setPublishingMode } from '../../content-db/live.ts';
import type { PreviewAnswer } from '../../server/api-types.ts';
import type { RunningServer } from '../../server/test/real-server.ts';
import type { SiteEditor } from '../../server/test/site-editor.ts';

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** ms from POST /v2/api/preview until its answer, per preview; leaves the server in review mode. */
export async function measurePreviews(
  server: RunningServer,
  editor: SiteEditor,
  projects: Array<{ id: number; slug: string }>,
  count: number,
): Promise<number[]> {
  await setPublishingMode(server.app.db, 'review');
  const out: number[] = [];
  for (let i = 1; i <= count; i++) {
    const project = projects[(i * 11) % projects.length];
    const text = `Önizlenen proje ${i} ${Date.now().toString(36)}`;
    await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
    const t0 = performance.now();
    const { preview } = (await editor.send({
      method: 'POST',
      pathname: '/v2/api/preview',
      body: { items: [{ type: 'project', item_id: project.id }] },
    })) as PreviewAnswer;
    out.push(performance.now() - t0);
    const page = await editor.page(preview.url);
    if (page.status !== 200 || !page.body.includes(text)) throw new Error(`the preview at ${preview.url} does not show the edit (${page.status})`);
    process.stdout.write(`    preview ${i}: ${sec(out.at(-1)!)}\n`);
  }
  return out;
}

/** ms from POST /v2/api/changes/publish of one edited project until its live page serves the edit. */
export async function measureReviewPublishes(
  server: RunningServer,
  editor: SiteEditor,
  projects: Array<{ id: number; slug: string }>,
  count: number,
): Promise<number[]> {
  await setPublishingMode(server.app.db, 'review');
  const out: number[] = [];
  for (let i = 1; i <= count; i++) {
    const project = projects[(i * 7) % projects.length];
    const text = `Onaylanan proje ${i} ${Date.now().toString(36)}`;
    await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
    await server.publisher.whenSettled();
    const t0 = performance.now();
    await editor.send({ method: 'POST', pathname: '/v2/api/changes/publish', body: { items: [{ type: 'project', item_id: project.id }] } });
    await editor.waitFor(text, { pathname: `/project/${project.slug}/`, timeoutMs: 120_000 });
    out.push(performance.now() - t0);
    process.stdout.write(`    publish after review ${i}: ${sec(out.at(-1)!)}\n`);
  }
  return out;
}
