// The history of one item for the History panel: its revisions (newest first, each with what it
// changed) and a restore that asks first, then refreshes every screen (the restored item is new data
// everywhere), and, like every save, leads to a publish. Open forms show the restored content because
// each is keyed on its item's revision (useRevision.ts), which the restore changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '../lib/api.ts';
import { afterContentChange } from './useRevision.ts';
import { settleDocumentSaves } from './documentEditor/saveScope.ts';
import { notify } from '../lib/toast.tsx';
import { HISTORY_KEY, RESTORE_TEXTS, historyApi } from '../features/history/api.ts';
import { msg } from '../lib/i18n.ts';

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
 * A restore of a revision that asks nothing (the screen confirms first), then refreshes every screen:
 * the content first, then the revisions, so a form keyed on the new revision starts from restored data.
 */
export function useRestore(texts: { restored: string; failure: { failed: string; error: string } }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number) => {
      // an editor's waiting autosave goes first: sent later, it would overwrite the restored content
      await settleDocumentSaves(client);
      return historyApi.restore(revisionId);
    },
    onSuccess: async () => {
      notify.success(texts.restored);
      await afterContentChange(client);
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
    meta: { failure: { failed: msg('Failed to fetch history'), error: msg('Error fetching history') } },
  });
  return { revisions, restore: useRestore(RESTORE_TEXTS) };
}
