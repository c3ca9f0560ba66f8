// Versions on every record (API.md "Versions: nothing is overwritten without a word"). For the routes
// bound to a table (server/lib/record-routes.ts) and a signed-in reader:
// - answers carry each record's `version`, and an answer of one record its ETag;
// - a PUT, PATCH or DELETE with If-Match naming a version that is no longer current is a 412 with the
//   record now, and writes nothing. The check runs twice: here, under a lock of the record that holds
//   until the answer is sent (so writes with If-Match to one record run one after another, whatever
//   transactions the route makes), and inside the write's own transaction (content-db/open.ts), so a
//   write without If-Match (an old client, the scheduler) landing in between is caught too.
// A write without If-Match works as before: the original API's clients send none.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StaleVersionError, firstRecordId, recordVersion, recordVersions, storedRecord } from '../../content-db/record-versions.ts';
import { bindRecordRoute, readUrlOf, type RecordBinding } from '../lib/record-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set at registration from the route's URL (server/lib/record-routes.ts) */
    recordBinding?: RecordBinding;
  }
  interface FastifyRequest {
    releaseRecordLock: (() => void) | null;
  }
}

export const STALE_MESSAGE = 'This item was changed by someone else';

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

/** A version as sent in If-Match: `"12"`, `W/"12"` or `12`. */
export function parseIfMatch(header: string | undefined): string | null {
  if (!header) return null;
  const v = header
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return /^[0-9]{1,15}$/.test(v) ? v : null;
}

const etag = (version: string) => `"${version}"`;

/** One write with If-Match per record at a time, in the order they came. */
class RecordLocks {
  readonly #tails = new Map<string, Promise<void>>();

  async acquire(key: string): Promise<() => void> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    this.#tails.set(key, tail);
    await before;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    };
  }
}

function storedRow(app: FastifyInstance, table: string, id: number): Promise<Record<string, unknown> | undefined> {
  return storedRecord(app.db, table, id);
}

/** Columns never answered, whoever asks: a 412 that falls back to the stored row (users, two-factor rows) shows none. */
const SECRET_COLUMN = /password|hash|secret|token|recovery/i;

/** The stored row as a 412 may show it: without its secret columns. */
function shownRow(row: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));
}

function singletonId(app: FastifyInstance, table: string): Promise<number | undefined> {
  return firstRecordId(app.db, table);
}

/** The id of the one record a write names, when its route names one. */
async function recordIdOf(app: FastifyInstance, request: FastifyRequest, b: RecordBinding): Promise<number | undefined> {
  if (b.idParam) {
    const raw = (request.params as Record<string, string> | undefined)?.[b.idParam];
    const id = Number(raw);
    return Number.isSafeInteger(id) ? id : undefined;
  }
  if (b.collection.singleton) return singletonId(app, b.collection.table);
  return undefined;
}

/** The record as the API answers it to this reader (the route that reads it, run in-process), or its stored row. */
async function currentRecord(app: FastifyInstance, request: FastifyRequest, b: RecordBinding, id: number): Promise<unknown> {
  const row = await storedRow(app, b.collection.table, id);
  if (!row) return null;
  const url = readUrlOf(b, row);
  if (url) {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: request.headers.authorization ?? '' } });
    if (res.statusCode === 200) {
      const body = res.json() as Record<string, unknown>;
      for (const key of b.collection.keys) {
        const value = body[key];
        if (Array.isArray(value)) {
          const found = value.find((r) => (r as { id?: unknown } | null)?.id === id);
          if (found) return found;
        } else if (value && typeof value === 'object' && (value as { id?: unknown }).id === id) return value;
      }
    }
  }
  return { ...shownRow(row), version: await recordVersion(app.db, b.collection.table, id) };
}

/** The 412 of a stale write: the contract's message, the record now and its version. */
export async function sendStale(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, table: string, id: number): Promise<FastifyReply> {
  const b = request.routeOptions.config?.recordBinding;
  const version = await recordVersion(app.db, table, id);
  const current = b && b.collection.table === table ? await currentRecord(app, request, b, id) : shownRow(await storedRow(app, table, id));
  reply.header('etag', etag(version));
  return reply.code(412).send({ success: false, message: STALE_MESSAGE, current: current ?? null, version });
}

export { StaleVersionError };

export default fp(
  async function recordVersionsPlugin(app: FastifyInstance) {
    const locks = new RecordLocks();
    app.decorateRequest('releaseRecordLock', null);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const binding = bindRecordRoute(methods[0] ?? 'GET', route.url);
      if (binding) route.config = { ...(route.config ?? {}), recordBinding: binding };
    });

    // after the auth hook: only a signed-in writer reaches a route that writes
    app.addHook('preHandler', async (request, reply) => {
      const b = request.routeOptions.config?.recordBinding;
      if (!b?.one || !WRITES.has(request.method)) return;
      const expected = parseIfMatch(request.headers['if-match']);
      if (expected === null) return;
      const id = await recordIdOf(app, request, b);
      if (id === undefined) return;
      request.releaseRecordLock = await locks.acquire(`${b.collection.table}:${id}`);
      // a record that is not there is the route's to answer (404)
      if (!(await storedRow(app, b.collection.table, id))) return;
      if ((await recordVersion(app.db, b.collection.table, id)) !== expected) return sendStale(app, request, reply, b.collection.table, id);
      request.actor.expect = { table: b.collection.table, id, version: expected };
    });
    app.addHook('onResponse', async (request) => {
      request.releaseRecordLock?.();
    });
    app.addHook('onRequestAbort', async (request) => {
      request.releaseRecordLock?.();
    });

    // each record of the answer gets its version (copies: an answer may hold objects a cache keeps)
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // the write is done: what follows it in this request (its instant publish) is not checked again
      if (request.actor) request.actor.expect = undefined;
      const b = request.routeOptions.config?.recordBinding;
      if (!b || !request.viewer || !payload || typeof payload !== 'object' || reply.statusCode >= 300) return payload;
      const body = payload as Record<string, unknown>;
      const found: Array<{ key: string; index: number | null; id: number }> = [];
      for (const key of b.collection.keys) {
        const value = body[key];
        if (Array.isArray(value)) value.forEach((r, index) => typeof r?.id === 'number' && found.push({ key, index, id: r.id }));
        else if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
          found.push({ key, index: null, id: (value as { id: number }).id });
      }
      if (found.length === 0) return payload;
      const versions = await recordVersions(app.db, b.collection.table, [...new Set(found.map((f) => f.id))]);
      const out: Record<string, unknown> = { ...body };
      for (const key of new Set(found.map((f) => f.key))) {
        const value = body[key];
        out[key] = Array.isArray(value)
          ? value.map((r) => (typeof r?.id === 'number' ? { ...r, version: versions.get(r.id) } : r))
          : { ...(value as object), version: versions.get((value as { id: number }).id) };
      }
      if (b.one && found.length === 1) reply.header('etag', etag(versions.get(found[0]!.id)!));
      else if (b.one && found.length > 1) {
        // a write that names one record and answers several (a document's list): the named one's
        const id = await recordIdOf(app, request, b);
        if (id !== undefined && versions.has(id)) reply.header('etag', etag(versions.get(id)!));
      } else if (found.length === 1 && b.collection.read === 'list') reply.header('etag', etag(versions.get(found[0]!.id)!));
      return out;
    });
  },
  { name: 'record-versions' },
);
