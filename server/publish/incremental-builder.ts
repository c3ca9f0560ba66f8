// A SiteBuilder that renders only what an edit touches (incremental.ts): it remembers the page keys of
// the release it built last, and when that release is still the live one, the next build renders the
// detail pages whose key changed (plus every other page) and hard-links the rest from it. After a
// restart, a rollback, a failed build or a change of what every page shows, it renders everything.
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteData } from '../../content-db/site-data.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { codeFingerprint } from './release-source.ts';
import { linkFromLive, pageKeys, planRender, settledKeys, type PageKeys } from './incremental.ts';
import type { BuildRequest, PublishLog, SiteBuilder } from './types.ts';

/** What the last build rendered (tests and the benchmark read it). */
export interface RenderSummary {
  /** false when every page was rendered */
  incremental: boolean;
  /** detail pages rendered ("project/<slug>"); all of them in a full build */
  rendered: string[];
  /** detail pages kept from the live release */
  kept: number;
  /** files hard-linked from the live release (kept pages and rendered files with equal bytes) */
  linked: number;
  /** CPU time of the build process, when the builder tells (the linking is not in it) */
  cpuMs?: number;
}

/** Reads the keys of the site as the database holds it now (`db` is asked on each read: the app's opens later). */
export function keysReader(db: () => ContentDb, o: { root: string; siteUrl: string }): () => Promise<PageKeys> {
  return async () => pageKeys(await loadSiteData(db()), `${codeFingerprint(o.root)} ${o.siteUrl}`);
}

function realDir(p: string): string | null {
  try {
    return fs.realpathSync(p);
  } catch {
    return null;
  }
}

export class IncrementalBuilder implements SiteBuilder {
  readonly #inner: SiteBuilder;
  readonly #currentLink: string;
  readonly #readKeys: () => Promise<PageKeys>;
  readonly #log?: PublishLog;
  /** the release this builder made last and the keys of what it shows */
  #built: { dir: string; keys: PageKeys } | null = null;
  last: RenderSummary | null = null;

  constructor(inner: SiteBuilder, o: { distDir: string; readKeys: () => Promise<PageKeys>; log?: PublishLog }) {
    this.#inner = inner;
    this.#currentLink = path.join(o.distDir, 'current');
    this.#readKeys = o.readKeys;
    this.#log = o.log;
  }

  warm(): void {
    this.#inner.warm?.();
  }

  peakRss(): number {
    return this.#inner.peakRss?.() ?? 0;
  }

  async close(): Promise<void> {
    await this.#inner.close?.();
  }

  async build({ outDir, signal }: BuildRequest): Promise<{ ok: boolean; log: string }> {
    const live = realDir(this.#currentLink);
    const keys = await this.#readKeys().catch(() => null);
    const known = this.#built && live && this.#built.dir === live ? this.#built.keys : null;
    this.#built = null;
    const { plan, kept } = keys ? planRender(known, keys) : { plan: null, kept: [] };
    const planFile = plan ? path.join(path.dirname(outDir), `.render-plan-${path.basename(outDir)}.json`) : undefined;
    if (planFile) fs.writeFileSync(planFile, JSON.stringify(plan));
    try {
      const result = await this.#inner.build({ outDir, signal, renderPlan: planFile });
      if (!result.ok) return result;
      const linked = plan && live ? linkFromLive(live, outDir, kept) : 0;
      const rendered = plan ? [...plan.project.map((s) => `project/${s}`), ...plan.news.map((s) => `news/${s}`)] : [...(keys?.details.keys() ?? [])];
      this.last = { incremental: !!plan, rendered, kept: kept.length, linked, cpuMs: this.#inner.lastCpuMs?.() };
      this.#log?.info(
        plan
          ? `incremental build: ${rendered.length} of ${keys!.details.size} detail pages rendered, ${kept.length} kept, ${linked} files linked from the live release`
          : 'full build: every page rendered',
      );
      const after = keys ? await this.#readKeys().catch(() => null) : null;
      const dir = realDir(outDir);
      if (keys && after && dir) this.#built = { dir, keys: settledKeys(keys, after) };
      return result;
    } catch (err) {
      return { ok: false, log: `incremental build: ${(err as Error).message}` };
    } finally {
      if (planFile) fs.rmSync(planFile, { force: true });
    }
  }
}
