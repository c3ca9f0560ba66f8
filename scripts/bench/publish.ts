// Publish figures of one content folder on a real server (127.0.0.1, the server's own incremental
// builder): the first publish (a full build, the worker starting), single-item edits (a project's
// Turkish title through the API, until its page serves it) and site-wide edits (the home label in the
// menu every page shows, until / serves it: every page is rendered again). The site search's index
// follows each release (server/publish/search-index.ts): after each item edit, how long after the page
// its index is served, and how long the index took to build.
import { BENCH_ADMIN, startServer } from '../../server/test/real-server.ts';
import { SiteEditor } from '../../server/test/site-editor.ts';
import { startWaitingWork } from './background.ts';
import { measurePreviews, measureReviewPublishes } from './preview.ts';

/** AVIF encodes queued behind the item edits of the busy series (issue 31 item 2: "with background work waiting") */
const WAITING_ENCODES = 100;

export interface PublishFigures {
  pages: number;
  /** the first start's publish: a full build, including the worker's start */
  firstMs: number;
  /** ms from the API write until the new HTML is served */
  single: number[];
  /**
   * the same item edits one after another while background work waits: AVIF encodes queued in a
   * background worker, and the site search's index of each edit's release (not waited for)
   */
  singleBusy: number[];
  /** detail pages the single edits rendered (the rest were linked) */
  singleRendered: number[];
  /** HTML pages the single edits rendered: their own, the list pages showing them, the fixed pages */
  singlePages: number[];
  siteWide: number[];
  /** the builds of the site-wide edits: every page rendered (by the renderers the warm workers kept) */
  fullBuildMs: number[];
  /** CPU time of the build process per item edit and per site-wide edit (a loaded machine hardly moves it) */
  singleCpuMs: number[];
  siteWideCpuMs: number[];
  /** the most memory one build worker held */
  peakRss: number;
  /** the peaks of all build workers added up (two share the publishes of a big site) */
  peakRssAll: number;
  /** ms from POST /v2/api/preview of one edited project until its answer (built and served), in review mode */
  preview: number[];
  /** ms from POST /v2/api/changes/publish of one project edited in review mode until its page serves the edit */
  reviewPublish: number[];
  /** ms from an item edit's page being served until /pagefind/pagefind-entry.json serves its index */
  indexTrail: number[];
  /** ms the index of each item edit's release took to build, check and swap in */
  indexMs: number[];
}

const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** `distDir` keeps the releases (the serving runs use the last one). */
export async function measurePublishing(dataDir: string, label: string, edits: number, siteWideEdits: number, distDir: string): Promise<PublishFigures> {
  const server = await startServer({ dataDir, distDir, search: true });
  const searchEntry = async () => (await fetch(`${server.url}/pagefind/pagefind-entry.json`)).text();
  try {
    await server.publisher.whenSettled(); // the first-start build
    const first = server.publisher.status().last;
    if (!first?.ok) throw new Error(`the first build failed:\n${first?.log}`);
    const pages = first.pages;
    process.stdout.write(`  ${label}: ${pages} pages, first publish ${sec(first.ms)}\n`);
    const editor = new SiteEditor(server.url);
    await editor.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    const { projects } = (await editor.send({ method: 'GET', pathname: '/v2/api/projects/active', body: undefined })) as {
      projects: Array<{ id: number; slug: string }>;
    };
    const figures: PublishFigures = {
      pages,
      firstMs: first.ms,
      single: [],
      singleBusy: [],
      singleRendered: [],
      singlePages: [],
      siteWide: [],
      fullBuildMs: [],
      singleCpuMs: [],
      siteWideCpuMs: [],
      peakRss: 0,
      peakRssAll: 0,
      preview: [],
      reviewPublish: [],
      indexTrail: [],
      indexMs: [],
    };
    for (let i = 1; i <= edits; i++) {
      const project = projects[(i * 7) % projects.length];
      const text = `Düzenlenen proje ${i} ${Date.now().toString(36)}`;
      const entryBefore = await searchEntry();
      const t0 = performance.now();
      await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
      // every 50 ms: polling much faster steals CPU from the build on a small machine
      await editor.waitFor(text, { pathname: `/project/${project.slug}/`, timeoutMs: 120_000, everyMs: 50 });
      const served = performance.now();
      figures.single.push(served - t0);
      while ((await searchEntry()) === entryBefore) {
        const index = server.search?.status;
        if (index?.error && index.releaseId === server.publisher.status().current?.id) throw new Error(`the search index failed: ${index.error}`);
        if (performance.now() - served > 600_000) throw new Error('the search index did not follow the release in 10 minutes');
        await new Promise((r) => setTimeout(r, 50));
      }
      figures.indexTrail.push(performance.now() - served);
      await server.publisher.whenSettled();
      figures.singleRendered.push(server.builder.last?.rendered.length ?? -1);
      figures.singlePages.push(server.builder.last?.renderedPages?.length ?? -1);
      figures.singleCpuMs.push(server.builder.last?.cpuMs ?? NaN);
      figures.indexMs.push(server.search?.status.ms ?? NaN);
      process.stdout.write(
        `    project edit ${i}: ${sec(figures.single.at(-1)!)} (build ${sec(server.publisher.status().last?.ms ?? 0)}, ${figures.singleRendered.at(-1)} detail pages, ${figures.singlePages.at(-1)} pages in all rendered; ` +
          `search index ${sec(figures.indexTrail.at(-1)!)} after the page, built in ${sec(figures.indexMs.at(-1)!)})\n`,
      );
    }
    const work = await startWaitingWork(WAITING_ENCODES);
    try {
      for (let i = 1; i <= edits; i++) {
        const project = projects[(i * 11) % projects.length];
        const text = `Arka planda ${i} ${Date.now().toString(36)}`;
        const t0 = performance.now();
        await editor.sendForm('PUT', `/v2/api/projects/${project.id}`, { title_tr: text });
        await editor.waitFor(text, { pathname: `/project/${project.slug}/`, timeoutMs: 120_000, everyMs: 50 });
        figures.singleBusy.push(performance.now() - t0);
        await server.publisher.whenSettled();
        process.stdout.write(`    project edit ${i}, background work waiting: ${sec(figures.singleBusy.at(-1)!)} (${work.done()} encodes done so far)\n`);
      }
    } finally {
      await work.stop();
    }
    for (let i = 1; i <= siteWideEdits; i++) {
      const text = `Anasayfa ${label} ${i} ${Date.now().toString(36)}`;
      const write = await editor.homeLabelWrite(text);
      const t0 = performance.now();
      await editor.send(write);
      await editor.waitFor(text, { timeoutMs: 600_000, everyMs: 100 });
      figures.siteWide.push(performance.now() - t0);
      await server.publisher.whenSettled();
      const build = server.publisher.status().last;
      figures.fullBuildMs.push(build?.ms ?? 0);
      figures.siteWideCpuMs.push(server.builder.last?.cpuMs ?? NaN);
      process.stdout.write(
        `    menu edit ${i}: ${sec(figures.siteWide.at(-1)!)} (build ${sec(build?.ms ?? 0)}, incremental: ${server.builder.last?.incremental})\n`,
      );
    }
    // last: review mode keeps later edits off the site
    figures.preview = await measurePreviews(server, editor, projects, edits);
    figures.reviewPublish = await measureReviewPublishes(server, editor, projects, edits);
    figures.peakRss = server.builder.peakRss();
    figures.peakRssAll = server.builder.peakRssAll();
    return figures;
  } finally {
    await server.close();
  }
}
