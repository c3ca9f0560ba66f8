// The history of one item for the History panel: its revisions (newest first, each with what it
// changed) and a restore that asks first, then refreshes every screen (the restored item is new data
// everywhere) and mounts the screen again, so its open forms show the restored content
// (lib/restoreRemount.ts), and, like every save, leads to a publish.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '../lib/api.ts';
import { beforeRestore, remountScreen } from '../lib/restoreRemount.ts';
import { notify } from '../lib/toast.tsx';
import { HISTORY_KEY, RESTORE_TEXTS, historyApi } from '../features/history/api.ts';

/** The item whose history is open (?history=type:id), and how to open and close it. */
export function useHistoryParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('history');
  const m = raw ? /^([a-z_]+):([0-9]+)$/.exec(raw) : null;
  const item = m ? { type: m[1], id: Number(m[2]) } : null;
  const set = (value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set('history', value);
        else next.delete('history');
        return next;
      },
      { replace: value === null },
    );
  return { item, open: (type: string, id: number) => set(`${type}:${id}`), close: () => set(null) };
}

/**
 * A restore of a revision that asks nothing (the screen confirms first), then refreshes every screen
 * and, once the restored data is read, mounts the screen again (its forms start from that data).
 */
export function useRestore(texts: { restored: string; failure: { failed: string; error: string } }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number) => {
      // an editor's waiting autosave goes first: sent later, it would overwrite the restored content
      await beforeRestore();
      return historyApi.restore(revisionId);
    },
    onSuccess: async () => {
      notify.success(texts.restored);
      // the refetch of what is on screen lands before the forms start again from it
      await client.invalidateQueries();
      remountScreen();
    },
    onError: (err) => {
      const text = failureText(err, texts.failure);
      if (text) notify.error(text);
    },
  });
}

export function useHistory(item: { type: string; id: number } | null) {
  const revisions = useQuery({
    queryKey: [...HISTORY_KEY, item?.type, item?.id],
    queryFn: () => historyApi.revisions(item!.type, item!.id),
    enabled: item !== null,
    staleTime: 0,
    meta: { failure: { failed: 'Failed to fetch history', error: 'Error fetching history' } },
  });
  return { revisions, restore: useRestore(RESTORE_TEXTS) };
}
