// The hits of the global search for what is typed, asked once typing pauses.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchAnswer, SearchHit } from '../../../../server/api-types.ts';
import { api } from '../../lib/api.ts';

/** Typing pause before a search is sent: one request per word, not per key. */
const PAUSE_MS = 200;
const MAX_Q = 100;

export interface SearchResults {
  /** what the shown hits were found for ('' before any search) */
  searched: string;
  hits: SearchHit[];
  loading: boolean;
  failed: boolean;
}

export function useSearchResults(typed: string): SearchResults {
  const q = typed.trim().slice(0, MAX_Q);
  const [asked, setAsked] = useState(q);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  const query = useQuery({
    queryKey: ['global-search', asked],
    queryFn: ({ signal }) => api.get<SearchAnswer>(`/v2/api/search?q=${encodeURIComponent(asked)}`, { signal }),
    enabled: asked !== '',
    // the last hits stay while the next search runs, so the list does not flash empty per key
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  if (asked === '' || q === '') return { searched: '', hits: [], loading: false, failed: false };
  return {
    searched: query.isPlaceholderData ? '' : asked,
    hits: query.data?.results ?? [],
    loading: asked !== q || query.isFetching,
    failed: query.isError,
  };
}
