// The check of every external link of the live site (issue 34 item 3): collected from the live release
// (collect-links.ts), each URL checked by check-url.ts, at most `concurrency` at a time, each request
// waiting while a publish runs (DESIGN.md, the two-cores trap: a publish keeps the machine). The results
// replace the last check's (content-db/link-checks.ts); links broken now that were not broken (or not
// there) at the last check are mailed to the administrators. One check at a time: asking while one
// runs joins it.
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { brokenUrls, saveLinkChecks, setLinkCheckState, type LinkCheckResult } from '../../content-db/link-checks.ts';
import type { Database } from '../../content-db/schema.ts';
import type { PublishGate } from '../lib/background-work.ts';
import type { AllowEntry } from './address-policy.ts';
import { queueBrokenLinksMail } from './broken-links-mail.ts';
import { checkUrl } from './check-url.ts';
import { externalLinks } from './collect-links.ts';

export const WEEK_MS = 7 * 24 * 60 * 60_000;

export interface LinkCheckerOptions {
  db: Kysely<Database>;
  /** the live release's folder (dist/current) */
  currentDir: string;
  siteUrl: string;
  allow: readonly AllowEntry[];
  timeoutMs: number;
  concurrency?: number;
  /** requests wait while a publish runs */
  gate?: PublishGate;
  log: FastifyBaseLogger;
  clock?: () => number;
}

export interface LinkCheckSummary {
  links: number;
  broken: number;
  newlyBroken: number;
  ms: number;
}

export class NothingLiveError extends Error {
  constructor() {
    super('Nothing is published yet');
  }
}

/** The server closed while a check ran: nothing was saved, and nothing went wrong. */
export class LinkCheckStopped extends Error {
  constructor() {
    super('the link check was stopped');
  }
}

export class LinkChecker {
  readonly #o: LinkCheckerOptions;
  readonly #userAgent: string;
  #run: Promise<LinkCheckSummary> | null = null;
  #stop = new AbortController();

  constructor(o: LinkCheckerOptions) {
    this.#o = o;
    // polite: names the site and where to find out who is asking
    this.#userAgent = `Mozilla/5.0 (compatible; ${new URL(o.siteUrl).host} link checker; +${o.siteUrl})`;
  }

  get running(): boolean {
    return this.#run !== null;
  }

  /** Whether a release is live (a check has something to read). */
  get hasLiveSite(): boolean {
    return fs.existsSync(this.#o.currentDir);
  }

  /** Checks every link now, or joins the check under way. Throws NothingLiveError when nothing is live. */
  run(reason: string): Promise<LinkCheckSummary> {
    if (this.#run) return this.#run;
    if (!this.hasLiveSite) return Promise.reject(new NothingLiveError());
    const run = this.#check(reason).finally(() => {
      if (this.#run === run) this.#run = null;
    });
    this.#run = run;
    return run;
  }

  /** Stops a check under way (the server closes); it saves nothing. */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#run?.catch(() => undefined);
    this.#stop = new AbortController();
  }

  async #check(reason: string): Promise<LinkCheckSummary> {
    const { db, log } = this.#o;
    const now = () => new Date((this.#o.clock ?? Date.now)()).toISOString();
    const t0 = performance.now();
    await setLinkCheckState(db, { startedAt: now() });
    // the release as it is now: a publish that swaps dist/current meanwhile does not mix two releases
    const releaseDir = fs.realpathSync(this.#o.currentDir);
    const links = [...(await externalLinks(releaseDir, this.#o.siteUrl))];
    const signal = this.#stop.signal;
    const results: LinkCheckResult[] = new Array(links.length);
    let next = 0;
    const worker = async () => {
      while (next < links.length && !signal.aborted) {
        const i = next++;
        const [url, pages] = links[i]!;
        await this.#o.gate?.clear();
        const verdict = await checkUrl(url, { allow: this.#o.allow, timeoutMs: this.#o.timeoutMs, userAgent: this.#userAgent, signal }).catch(
          (err: unknown) => {
            throw signal.aborted ? new LinkCheckStopped() : err;
          },
        );
        results[i] = { url, pages, ...verdict, checkedAt: now() };
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#o.concurrency ?? 4, links.length) }, worker));
    if (signal.aborted) throw new LinkCheckStopped();
    const before = await brokenUrls(db);
    const finishedAt = now();
    await saveLinkChecks(db, results, finishedAt);
    await setLinkCheckState(db, { nextAt: new Date(Date.parse(finishedAt) + WEEK_MS).toISOString() });
    const fresh = results.filter((r) => r.broken && !before.has(r.url));
    await queueBrokenLinksMail(db, fresh, this.#o.siteUrl);
    const summary = {
      links: results.length,
      broken: results.filter((r) => r.broken).length,
      newlyBroken: fresh.length,
      ms: Math.round(performance.now() - t0),
    };
    log.info({ ...summary, reason }, 'outgoing links checked');
    return summary;
  }
}
