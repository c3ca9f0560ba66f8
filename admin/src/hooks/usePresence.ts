// Presence (issue 28, API.md "Versions"): while an item's screen is open it tells the server every
// 20 s (POST /v2/api/presence), and hears back who else had the same item open in the last 45 s. No
// lock: a save that meets someone else's change is merged (useCrudMerge, the document editor).
import { useQuery } from '@tanstack/react-query';
import type { Editor, PresenceAnswer } from '../../../server/api-types.ts';
import { api } from '../lib/api.ts';

/** how often an open screen says it is still open; the server forgets a screen after 45 s */
const PRESENCE_MS = 20_000;

const presenceKey = (type: string, id: number) => ['presence', type, id] as const;

/** The other users who have the item open now ([] while nobody has, or when the server cannot say). */
export function usePresence(type: string, id: number | null | undefined): Editor[] {
  const { data } = useQuery({
    queryKey: presenceKey(type, id ?? 0),
    queryFn: async () => (await api.post<PresenceAnswer>('/v2/api/presence', { type, item_id: id })).editors,
    enabled: Boolean(id),
    refetchInterval: PRESENCE_MS,
    // the call itself is the heartbeat: every open screen makes it, also in a background tab
    refetchIntervalInBackground: true,
    refetchOnMount: 'always',
    staleTime: 0,
    // a presence that fails is no news worth a toast; the next beat tries again
    retry: false,
  });
  return data ?? [];
}
