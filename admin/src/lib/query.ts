// One QueryClient for the admin. A query may carry `meta.failure` (SPEC.md section 8 fetch texts):
// its failure then raises one error toast. Every successful write refreshes the publish status,
// since the server queues a site build after each one, and the unpublished changes (issue 20: in
// review mode a write leaves one).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { failureText, type FailureTexts } from './api.ts';
import { notify } from './toast.tsx';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { failure?: FailureTexts };
  }
}

export const PUBLISH_STATUS_KEY = ['publish-status'] as const;
/** GET /v2/api/changes: one list the top bar, the Changes screen and every item's publish bar share */
export const CHANGES_KEY = ['changes'] as const;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(err, query) {
        const texts = query.meta?.failure;
        if (!texts) return;
        const text = failureText(err, texts);
        if (text) notify.error(text, { id: `fetch:${text}` });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess() {
        void client.invalidateQueries({ queryKey: PUBLISH_STATUS_KEY });
        void client.invalidateQueries({ queryKey: CHANGES_KEY });
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
