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

type Project = { id: number; slug: string };

/**
 * In review mode, `count` times: a project's Turkish title edited in the working copy, then `measure`
 * timed; what it answers is a check run after the clock stops. `stride` picks projects spread over the site.
 */
async function timeEdits(
  server: RunningServer,
  editor: SiteEditor,
  o: { projects: Project[]; count: number; stride: number; label: string; title: string },
  measure: (project: Project, text: string) => Promise<(() => Promise<void>) | void>,
): Promise<number[]> {
  await setPublishingMode(server.app.db, 'review');
  const out: number[] = [];
  for (let i = 1; i <= o.count; i++) {
    const project = o.projects[(i * o.stride) % o.projects.length];
    const text = `${o.title} ${i} ${Date.now().toString(36)}`;
    await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
    await server.publisher.whenSettled();
    const t0 = performance.now();
    const check = await measure(project, text);
    out.push(performance.now() - t0);
    await check?.();
    await server.publisher.whenSettled();
    const built = server.publisher.status().last;
    // as between item edits: the next one starts once the site search has indexed this release (3-4 s of a
    // core at 5,000 pages, which would otherwise run beside the next publish and be measured with it)
    await searchFollows(server);
    process.stdout.write(`    ${o.label} ${i}: ${sec(out.at(-1)!)} (last build ${sec(built?.ms ?? 0)}, ${built?.pages ?? '?'} pages)\n`);
  }
  return out;
}

/** Waits (at most 10 minutes) until the site search has indexed the live release, when the server indexes at all. */
async function searchFollows(server: RunningServer): Promise<void> {
  const since = performance.now();
  while (server.search && server.search.status.releaseId !== server.publisher.status().current?.id) {
    if (performance.now() - since > 600_000) throw new Error('the search index did not follow the release in 10 minutes');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** ms from POST /v2/api/preview until its answer, per preview; leaves the server in review mode. */
export function measurePreviews(server: RunningServer, editor: SiteEditor, projects: Project[], count: number): Promise<number[]> {
  return timeEdits(server, editor, { projects, count, stride: 11, label: 'preview', title: 'Önizlenen proje' }, async (project, text) => {
    const { preview } = (await editor.send({
      method: 'POST',
      pathname: '/v2/api/preview',
      body: { items: [{ type: 'project', item_id: project.id }] },
    })) as PreviewAnswer;
    // the answer means the preview is built: its page is checked after the clock stops
    return async () => {
      const page = await editor.page(preview.url);
      if (page.status !== 200 || !page.body.includes(text)) throw new Error(`the preview at ${preview.url} does not show the edit (${page.status})`);
    };
  });
}

/** ms from POST /v2/api/changes/publish of one edited project until its live page serves the edit. */
export function measureReviewPublishes(server: RunningServer, editor: SiteEditor, projects: Project[], count: number): Promise<number[]> {
  return timeEdits(server, editor, { projects, count, stride: 7, label: 'publish after review', title: 'Onaylanan proje' }, async (project, text) => {
    await editor.send({ method: 'POST', pathname: '/v2/api/changes/publish', body: { items: [{ type: 'project', item_id: project.id }] } });
    await editor.waitFor(text, { pathname: `/project/${project.slug}/`, timeoutMs: 120_000 });
  });
}
