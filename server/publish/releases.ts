// The releases on disk: dist/releases/<id>/ folders, the dist/current link to the live one, and
// dist/releases/state.json, which remembers the good releases, the last attempt and a build in progress
// (so a restart can tell an interrupted build from a finished one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pidAlive } from '../lib/file-lock.ts';
import type { BuildAttempt, ReleaseInfo, RenderFallback } from './types.ts';
import { htmlFiles } from './verify.ts';

interface StoredState {
  current: string | null;
  /** good releases, oldest first */
  releases: ReleaseInfo[];
  last: BuildAttempt | null;
  /** set while a build writes into releases/<id>/; still set after a crash */
  building: { id: string; startedAt: string } | null;
  /** publishes fall back to whole builds (types.ts RenderFallback): stored so a restart does not hide it */
  fallback?: RenderFallback | null;
}

const STATE_FILE = 'state.json';
const ID = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

const NEXT_PREFIX = '.next-';

/**
 * The folder of the next release made ahead of its publish, beside the live release `liveDir`
 * (IncrementalBuilder.prepareNext): not a release until a build takes it. It names the server's process:
 * one a stop left behind goes at the next start (recover), one of another server running on the same
 * DIST_DIR stays (its pages are taken as linked, unlooked at).
 */
export function nextReleaseDir(liveDir: string): string {
  return path.join(path.dirname(liveDir), `${NEXT_PREFIX}${process.pid}-${path.basename(liveDir)}`);
}

/** Whether `name` is a folder made ahead by a process that is gone. */
function leftNextFolder(name: string): boolean {
  if (!name.startsWith(NEXT_PREFIX)) return false;
  const pid = Number(/^(\d+)-/.exec(name.slice(NEXT_PREFIX.length))?.[1]);
  return !pid || !pidAlive(pid);
}
/** Release ids are UTC timestamps with milliseconds, so sorting them as text sorts them by age. */
export function releaseId(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

function idTime(id: string): number {
  const [date, time] = id.split('T');
  const [h, m, s, ms] = time.replace('Z', '').split('-');
  return Date.parse(`${date}T${h}:${m}:${s}.${ms}Z`);
}

export class ReleaseStore {
  readonly distDir: string;
  readonly releasesDir: string;
  readonly currentLink: string;
  readonly keep: number;
  #state: StoredState = { current: null, releases: [], last: null, building: null };
  #lastIdMs = 0;

  constructor(distDir: string, keep = 5) {
    this.distDir = distDir;
    this.releasesDir = path.join(distDir, 'releases');
    this.currentLink = path.join(distDir, 'current');
    this.keep = keep;
    fs.mkdirSync(this.releasesDir, { recursive: true });
    this.#load();
  }

  get current(): ReleaseInfo | null {
    return this.#state.releases.find((r) => r.id === this.#state.current) ?? null;
  }

  /** The good release just older than the live one: what a rollback serves. */
  get previous(): ReleaseInfo | null {
    const older = this.#state.releases.filter((r) => this.#state.current !== null && r.id < this.#state.current);
    return older.at(-1) ?? null;
  }

  get last(): BuildAttempt | null {
    return this.#state.last;
  }

  get fallback(): RenderFallback | null {
    return this.#state.fallback ?? null;
  }

  /** Notes (or, with null, clears) that publishes fall back to whole builds. */
  setFallback(fallback: RenderFallback | null): void {
    if ((this.#state.fallback ?? null) === fallback) return;
    this.#state.fallback = fallback;
    this.#save();
  }

  get releases(): readonly ReleaseInfo[] {
    return this.#state.releases;
  }

  dirOf(id: string): string {
    return path.join(this.releasesDir, id);
  }

  /** A new, never used id, later than every existing one even if the clock went back. */
  newId(): string {
    this.#lastIdMs = Math.max(Date.now(), this.#lastIdMs + 1);
    return releaseId(this.#lastIdMs);
  }

  /** Notes that a build writes into releases/<id>/ from now on. */
  begin(id: string, startedAt: string): string {
    const dir = this.dirOf(id);
    fs.mkdirSync(dir, { recursive: true });
    this.#state.building = { id, startedAt };
    this.#save();
    return dir;
  }

  /** A build that failed or was stopped: its folder goes, what is live stays live. */
  fail(attempt: BuildAttempt): void {
    if (this.#state.current !== attempt.id) fs.rmSync(this.dirOf(attempt.id), { recursive: true, force: true });
    this.#state.building = null;
    this.#state.last = attempt;
    this.#save();
  }

  /** A verified build goes live, then old releases beyond `keep` are removed. */
  publish(attempt: BuildAttempt): void {
    const { ok: _ok, log: _log, ...info } = attempt;
    this.#switchTo(attempt.id);
    this.#state.releases.push(info);
    this.#state.releases.sort((a, b) => a.id.localeCompare(b.id));
    this.#state.building = null;
    this.#state.last = attempt;
    this.#prune();
    this.#save();
  }

  /** Serves the previous good release again; null when there is none. */
  rollback(): ReleaseInfo | null {
    const target = this.previous;
    if (!target) return null;
    this.#switchTo(target.id);
    this.#save();
    return target;
  }

  /**
   * After a start: removes release folders no finished build owns (a build cut short by a crash or a
   * kill of the server, a next release made ahead) and answers the interrupted build's id, if any.
   */
  recover(): string | null {
    const interrupted = this.#state.building?.id ?? null;
    const good = new Set(this.#state.releases.map((r) => r.id));
    for (const name of fs.readdirSync(this.releasesDir)) {
      if ((ID.test(name) && !good.has(name)) || leftNextFolder(name)) fs.rmSync(this.dirOf(name), { recursive: true, force: true });
    }
    if (this.#state.building) {
      const startedAt = this.#state.building.startedAt;
      const finishedAt = new Date().toISOString();
      this.#state.last = {
        id: this.#state.building.id,
        startedAt,
        finishedAt,
        ok: false,
        pages: 0,
        ms: Date.parse(finishedAt) - Date.parse(startedAt),
        log: 'interrupted: the server stopped during this build',
      };
      this.#state.building = null;
      this.#save();
    }
    return interrupted;
  }

  #load(): void {
    const file = path.join(this.releasesDir, STATE_FILE);
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredState>;
      this.#state = {
        current: stored.current ?? null,
        releases: Array.isArray(stored.releases) ? stored.releases : [],
        last: stored.last ?? null,
        building: stored.building ?? null,
        fallback: stored.fallback ?? null,
      };
    } catch {
      // no state yet (first start) or an unreadable one: the folders and the link are the truth
    }
    // Only releases still on disk count; the link says which one is live.
    this.#state.releases = this.#state.releases.filter((r) => ID.test(r.id) && fs.existsSync(this.dirOf(r.id)));
    this.#state.current = this.#linkTarget();
    const current = this.#state.current;
    if (current && !this.#state.releases.some((r) => r.id === current)) {
      // Linked by another process (a command-line publish) after this state was written: adopt it.
      if (fs.existsSync(this.dirOf(current))) this.#state.releases.push(this.#adopt(current));
      else this.#state.current = null;
      this.#state.releases.sort((a, b) => a.id.localeCompare(b.id));
    }
    const ids = [...this.#state.releases.map((r) => r.id), this.#state.building?.id ?? ''].filter((id) => ID.test(id));
    for (const id of ids) this.#lastIdMs = Math.max(this.#lastIdMs, idTime(id));
  }

  #adopt(id: string): ReleaseInfo {
    const finishedAt = fs.statSync(this.dirOf(id)).mtime.toISOString();
    return { id, startedAt: new Date(idTime(id)).toISOString(), finishedAt, pages: htmlFiles(this.dirOf(id)).length, ms: 0 };
  }

  #linkTarget(): string | null {
    try {
      const name = path.basename(fs.readlinkSync(this.currentLink));
      return ID.test(name) ? name : null;
    } catch {
      return null;
    }
  }

  /** Atomic for visitors: a new link is made beside dist/current, then renamed over it. */
  #switchTo(id: string): void {
    const tmp = path.join(this.distDir, `.current-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    fs.symlinkSync(path.join('releases', id), tmp);
    try {
      fs.renameSync(tmp, this.currentLink);
    } catch (err) {
      fs.rmSync(tmp, { force: true });
      throw err;
    }
    this.#state.current = id;
  }

  /**
   * Keeps the newest `keep` releases, and always the live one (after a rollback it may be older).
   * Drops the others from the state at once and removes their folders in the
   * background: at 5,000 pages a release is 10,000 files and folders, and removing them in the
   * publish itself held the new release back from being served for 0.8-1.6 s. A stop before they are
   * gone leaves folders no state names, which the next start removes (recover).
   */
  #prune(): void {
    const keep = new Set(this.#state.releases.slice(-this.keep).map((r) => r.id));
    if (this.#state.current) keep.add(this.#state.current);
    const doomed = this.#state.releases.filter((r) => !keep.has(r.id)).map((r) => this.dirOf(r.id));
    this.#state.releases = this.#state.releases.filter((r) => keep.has(r.id));
    if (doomed.length === 0) return;
    const removal = Promise.all(doomed.map((dir) => fs.promises.rm(dir, { recursive: true, force: true }))).then(
      () => undefined,
      () => undefined, // a folder that could not go now goes at the next start
    );
    this.#removals.add(removal);
    void removal.finally(() => this.#removals.delete(removal));
  }

  readonly #removals = new Set<Promise<void>>();

  /** Resolves when the folders of pruned releases are gone. */
  async whenPruned(): Promise<void> {
    while (this.#removals.size > 0) await Promise.all([...this.#removals]);
  }

  #save(): void {
    const file = path.join(this.releasesDir, STATE_FILE);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.#state, null, 2));
    fs.renameSync(tmp, file);
  }
}
