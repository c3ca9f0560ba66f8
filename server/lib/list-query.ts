// The query of every admin list (issue 22): `?q=` (search, Turkish-aware), `?sort=` (a field, `-field`
// descending), `?status=`, `?page=` and `?limit=`. A route declares which fields its rows are searched
// and sorted by (content-db/list-query.ts ListFields), takes `listQuerystring(fields)` as its query
// schema, reads the query with `readList` and spreads `paging(list, listed)` into its answer. Without
// parameters a list answers as it always did: every item, in its own order, no paging keys.
import { Type, type TProperties } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { ListFields, ListQuery, Listed } from '../../content-db/list-query.ts';
import { badRequest } from './errors.ts';
import { activeOnly } from './request.ts';

export const MAX_LIMIT = 200;
/** The page size when `page` is sent without `limit`. */
export const DEFAULT_LIMIT = 50;
const MAX_Q = 200;

const sortValues = (fields: ListFields) => fields.sort.flatMap((f) => [f, `-${f}`]);

/**
 * The query schema of a list: every parameter a string of bounded length, checked by readList, so a
 * bad value gets a 400 naming the parameter and its allowed values (the schema's own errors would not
 * list them). `extra` adds the route's own parameters.
 */
export function listQuerystring<E extends TProperties = Record<never, never>>(fields: ListFields, extra: E = {} as E) {
  const text = (description: string, maxLength = 20) => Type.Optional(Type.String({ maxLength, description }));
  const status = fields.status
    ? text(`only the items with this ${fields.status}: ${fields.statuses?.join(' or ')}; ignored without a token`)
    : text('ignored: the items of this list have no status');
  return Type.Object({
    q: text(`finds the items whose ${fields.search.join(' or ')} contains it, in any case, Turkish letters folded (istanbul finds İstanbul)`, MAX_Q),
    sort: text(`one of ${sortValues(fields).join(', ')} (a leading - sorts descending); default: the list's own order`, 40),
    status,
    page: text(`the page, from 1 (default 1); past the last page the list is empty`),
    limit: text(`items per page, 1 to ${MAX_LIMIT}; with it (or page) the answer adds total, page and limit; default: every item`),
    ...extra,
  });
}

function whole(name: string, value: unknown, max?: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= (max ?? Infinity))) throw badRequest(`${name} must be a whole number from 1${max ? ` to ${max}` : ''}`);
  return n;
}

/** The list query of a request, checked: 400 naming the parameter and its allowed values. */
export function readList(request: FastifyRequest, fields: ListFields): ListQuery {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const list: ListQuery = {};
  if (typeof query.q === 'string' && query.q.trim() !== '') list.q = query.q.trim();
  if (query.sort !== undefined) {
    const allowed = sortValues(fields);
    const sort = String(query.sort);
    if (!allowed.includes(sort)) throw badRequest(`sort must be one of ${allowed.join(', ')}`);
    list.sort = { field: sort.replace(/^-/, ''), descending: sort.startsWith('-') };
  }
  if (query.status !== undefined && fields.status) {
    const allowed = fields.statuses ?? [];
    const status = String(query.status);
    if (!allowed.includes(status)) throw badRequest(`status must be one of ${allowed.join(', ')}`);
    // a visitor sees the active items only, whatever the status asked
    if (!activeOnly(request)) list.status = status;
  }
  const page = whole('page', query.page);
  const limit = whole('limit', query.limit, MAX_LIMIT);
  if (page !== undefined || limit !== undefined) list.page = { number: page ?? 1, limit: limit ?? DEFAULT_LIMIT };
  return list;
}

/** The paging keys of a list answer: total, page and limit when a page was asked for, none otherwise. */
export function paging(list: ListQuery, listed: Listed<unknown>): { total?: number; page?: number; limit?: number } {
  return list.page ? { total: listed.total, page: list.page.number, limit: list.page.limit } : {};
}
