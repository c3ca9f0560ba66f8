// The link checker as app.linkChecker, and its weekly run. The schedule is data, not a timer (as the
// scheduled publishes are): link_check_state.next_at says when the next check is due, and a poll every
// few minutes runs it once due, so a restart or a week of downtime loses nothing (the first look after
// it runs the overdue check). A fresh install's first check is an hour after its first start, not
// during the first publish; every check, asked for or weekly, puts the next one a week after it.
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { linkCheckState, setLinkCheckState } from '../../content-db/link-checks.ts';
import type { Config } from '../config.ts';
import { publishing } from '../lib/background-work.ts';
import { LinkChecker, LinkCheckStopped } from './link-checker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    linkChecker: LinkChecker;
    linkCheckSchedule: WeeklyLinkCheck;
  }
}

export const FIRST_CHECK_DELAY_MS = 60 * 60_000;
const POLL_MS = 10 * 60_000;

export class WeeklyLinkCheck {
  readonly #app: FastifyInstance;
  readonly #clock: () => number;
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<void> = Promise.resolve();

  constructor(app: FastifyInstance, clock: () => number = Date.now) {
    this.#app = app;
    this.#clock = clock;
  }

  /** Starts polling; answers the first look, so a fresh install's plan is written before the server is ready (not under a first request). */
  start(): Promise<void> {
    this.#ticking = this.tick();
    this.#timer = setInterval(() => (this.#ticking = this.tick()), POLL_MS);
    this.#timer.unref();
    return this.#ticking;
  }

  /** Stops polling; a look at the table under way ends first (a check under way is stopped by its owner). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#ticking;
  }

  /** Runs the check when it is due (and something is live); plans the first one on a fresh install. */
  async tick(): Promise<void> {
    const { db, linkChecker, log } = this.#app;
    try {
      const { nextAt } = await linkCheckState(db);
      const now = this.#clock();
      if (nextAt === null) {
        await setLinkCheckState(db, { nextAt: new Date(now + FIRST_CHECK_DELAY_MS).toISOString() });
        return;
      }
      if (Date.parse(nextAt) > now || linkChecker.running || !linkChecker.hasLiveSite) return;
      await linkChecker.run('weekly');
    } catch (err) {
      if (!(err instanceof LinkCheckStopped)) log.error({ err }, 'the weekly check of outgoing links');
    }
  }
}

export default fp(
  async function linkHealth(app: FastifyInstance, opts: { config: Config; clock?: () => number }) {
    const { config } = opts;
    const checker = new LinkChecker({
      db: app.db,
      currentDir: path.join(config.distDir, 'current'),
      siteUrl: config.siteUrl,
      allow: config.linkCheck.allow,
      timeoutMs: config.linkCheck.timeoutMs,
      gate: publishing,
      log: app.log,
      ...(opts.clock ? { clock: opts.clock } : {}),
    });
    const schedule = new WeeklyLinkCheck(app, opts.clock);
    app.decorate('linkChecker', checker);
    app.decorate('linkCheckSchedule', schedule);
    if (config.linkCheck.weekly) app.addHook('onReady', () => schedule.start());
    // before the content plugin's onClose closes the databases: a check under way stops unsaved
    app.addHook('preClose', async () => {
      const looked = schedule.stop();
      await checker.stop();
      await looked;
    });
  },
  { name: 'link-health' },
);
