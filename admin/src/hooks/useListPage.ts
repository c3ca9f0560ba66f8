// One page of an admin list from the server (issue 22): the list route's ?q ?sort ?status ?page ?limit
// (API.md; the answer keeps its list key and adds `total`). It hands useCrud a key and a read of just
// that page, so the screen's writes, form and texts stay useCrud's, and holds the page's total beside
// it in the query cache (the read writes it there), where the pager reads it.
import { useRef } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { useListQuery, type ListQuery } from './useListQuery.ts';

export interface ListRoute {
  /** the collection's query key (its writes refresh every page of it) */
  key: QueryKey;
  /** the list route, e.g. '/v2/api/projects' */
  path: string;
  /** the answer's key that holds the list, e.g. 'projects' */
  listKey: string;
}

/** Every parameter of a page read: the list's own, plus what the screen's filter sends. */
export type PageParams = Record<string, string | number>;

/** The parameters of `list`'s page: its search, sort and page, `limit` items, and the filter's `extra`. */
export function pageParams(list: Pick<ListQuery, 'q' | 'sort' | 'page'>, limit: number, extra: Record<string, string> = {}): PageParams {
  return { ...(list.q ? { q: list.q } : {}), ...(list.sort ? { sort: list.sort } : {}), ...extra, page: list.page, limit };
}

const pageKey = (route: ListRoute, params: PageParams): QueryKey => [...route.key, 'page', params];
const totalKey = (route: ListRoute, params: PageParams): QueryKey => [...route.key, 'total', params];

/** Reads one page: its items, and its total into the cache beside them. */
async function readPage<T>(client: QueryClient, route: ListRoute, params: PageParams, signal: AbortSignal): Promise<T[]> {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const body = await api.get<Record<string, unknown>>(`${route.path}?${search}`, { signal });
  client.setQueryData(totalKey(route, params), typeof body.total === 'number' ? body.total : 0);
  return body[route.listKey] as T[];
}

export function useListPage<T>(route: ListRoute, params: PageParams) {
  const client = useQueryClient();
  const key = pageKey(route, params);
  const known = useQuery<number>({ queryKey: totalKey(route, params), queryFn: skipToken }).data;
  // while the next page is on its way the pager keeps the total of the page still shown
  const lastTotal = useRef<number | undefined>(undefined);
  if (known !== undefined) lastTotal.current = known;
  const total = known ?? lastTotal.current;
  return {
    key,
    /** what a write reads again (useCrud's refresh): every page of the collection, whatever its filter */
    refresh: route.key,
    keepPrevious: true,
    list: ({ signal }: { signal: AbortSignal }) => readPage<T>(client, route, params, signal),
    /** every item the search and filter found, on all pages (undefined until the first read) */
    total,
    limit: Number(params.limit),
  };
}

interface ServerListOptions {
  route: ListRoute;
  /** the filter keys, the first the default; what each sends (default: all nothing, others ?status=key) */
  filters?: readonly string[];
  filterParams?: Record<string, Record<string, string>>;
  sorts: readonly string[];
  defaultSort?: string;
  pageSize: number;
}

/** The address's list query and the page of the server list it names: what a list screen needs. */
export function useServerList<T>(o: ServerListOptions) {
  const client = useQueryClient();
  const list = useListQuery({ filters: o.filters, sorts: o.sorts, defaultSort: o.defaultSort });
  const extra = o.filterParams ? (o.filterParams[list.filter] ?? {}) : list.filter && list.filter !== 'all' ? { status: list.filter } : {};
  const page = useListPage<T>(o.route, pageParams(list, o.pageSize, extra));
  // A keystroke asks for its search's first page at once, while React draws it: the screen's read, made
  // once that render is done, joins the request already on its way (issue 31: a keystroke to the
  // updated list in 100 ms; the render and the server's answer took 15-50 ms each, one after the other).
  const setText = (text: string) => {
    list.setText(text);
    if (text.trim() === list.q) return;
    const params = pageParams({ q: text.trim(), sort: list.sort, page: 1 }, o.pageSize, extra);
    void client.prefetchQuery({ queryKey: pageKey(o.route, params), queryFn: ({ signal }) => readPage<T>(client, o.route, params, signal) });
  };
  return { list: { ...list, setText }, page };
}
