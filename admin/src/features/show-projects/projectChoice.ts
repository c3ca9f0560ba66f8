// The projects a show-projects configuration names, read without the whole project list (issue 22: a
// company of 2,500 projects made the screen read 665 KB and the picker render 2,500 options): the
// picker asks the server for one page of projects whose titles contain the search, and the cards and
// the chosen list read the few projects they name by id.
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Project } from '../../../../server/api-types.ts';
import { SEARCH_DELAY_MS } from '../../hooks/useListQuery.ts';
import { api } from '../../lib/api.ts';
import { getProject, projectKey, projectsApi } from '../projects/api.ts';

/** The options the picker shows at most (the search finds the others). */
export const PICKER_SIZE = 50;

/** The projects of these ids that exist, each read by id and shared with the project screens' cache. */
export function useProjectsById(ids: readonly number[]): Map<number, Project> {
  const reads = useQueries({ queries: ids.map((id) => ({ queryKey: projectKey(id), queryFn: () => getProject(id) })) });
  return new Map(reads.flatMap((r) => (r.data ? [[r.data.id, r.data] as const] : [])));
}

/**
 * One page of the projects whose title (either language) contains the search, without the `chosen`
 * ones: the server is asked for as many more as are chosen, so the page stays full.
 */
export function useProjectSearch(q: string, chosen: readonly number[]) {
  const client = useQueryClient();
  const limit = Math.min(200, PICKER_SIZE + chosen.length);
  const found = useQuery({
    queryKey: [...projectsApi.key, 'choice', q, limit],
    queryFn: async () => {
      const params = new URLSearchParams({ ...(q ? { q } : {}), limit: String(limit) });
      const body = await api.get<{ projects: Project[]; total?: number }>(`/v2/api/projects?${params}`);
      // a project chosen from the page needs no read of its own for its title
      for (const p of body.projects) client.setQueryData(projectKey(p.id), p);
      return body;
    },
    // the previous options stay while the next search is read
    placeholderData: keepPreviousData,
  });
  const projects = (found.data?.projects ?? []).filter((p) => !chosen.includes(p.id)).slice(0, PICKER_SIZE);
  // more were found than a page holds: the picker says to search
  const more = (found.data?.total ?? 0) > limit;
  return { projects, more, loading: found.isLoading };
}

/** The text of a search box and, 250 ms after the last key, what is searched. */
export function useSearchText() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, q };
}
