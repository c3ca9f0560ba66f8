// One page of an admin list from the server (issue 22): the list route's ?q ?sort ?status ?page ?limit
// (API.md; the answer keeps its list key and adds `total`). It hands useCrud a key and a read of just
// that page, so the screen's writes, form and texts stay useCrud's, and holds the page's total beside
// it in the query cache (the read writes it there), where the pager reads it.
import { useRef } from 'react';
import { skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
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
export function pageParams(list: ListQuery, limit: number, extra: Record<string, string> = {}): PageParams {
  return { ...(list.q ? { q: list.q } : {}), ...(list.sort ? { sort: list.sort } : {}), ...extra, page: list.page, limit };
}

export function useListPage<T>(route: ListRoute, params: PageParams) {
  const client = useQueryClient();
  const key: QueryKey = [...route.key, 'page', params];
  const totalKey: QueryKey = [...route.key, 'total', params];
  const known = useQuery<number>({ queryKey: totalKey, queryFn: skipToken }).data;
  // while the next page is on its way the pager keeps the total of the page still shown
  const lastTotal = useRef<number | undefined>(undefined);
  if (known !== undefined) lastTotal.current = known;
  const total = known ?? lastTotal.current;
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return {
    key,
    /** what a write reads again (useCrud's refresh): every page of the collection, whatever its filter */
    refresh: route.key,
    keepPrevious: true,
    list: async ({ signal }: { signal: AbortSignal }) => {
      const body = await api.get<Record<string, unknown>>(`${route.path}?${search}`, { signal });
      client.setQueryData(totalKey, typeof body.total === 'number' ? body.total : 0);
      return body[route.listKey] as T[];
    },
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
  const list = useListQuery({ filters: o.filters, sorts: o.sorts, defaultSort: o.defaultSort });
  const extra = o.filterParams ? (o.filterParams[list.filter] ?? {}) : list.filter && list.filter !== 'all' ? { status: list.filter } : {};
  const page = useListPage<T>(o.route, pageParams(list, o.pageSize, extra));
  return { list, page };
}
