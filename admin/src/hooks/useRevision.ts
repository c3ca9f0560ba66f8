// The revision an item's form is keyed on (the form-state policy of issue 22): a form takes its values
// once, when it mounts, and keeps what is typed; when the item gets a revision that replaced its
// content under the form (a restore, a discard) its key changes and it starts again from the item as
// the cache now holds it. The form's own saves make revisions too, but those must not start it again
// (typing since would be lost), so only restores and discards count.
import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { HISTORY_KEY, historyApi } from '../features/history/api.ts';
import type { RevisionAction } from '../../../server/api-types.ts';

/** the revisions that put other content under an open form */
const REPLACING = new Set<RevisionAction>(['restored', 'discarded']);

/** The query key of one item's revisions, shared with the History panel. */
export const revisionsKey = (type: string, id: number | null | undefined) => [...HISTORY_KEY, type, id] as const;

/**
 * `${id}:${revision}` for the item's form. The revision the form opened on counts as the first one
 * read after mounting (a cached list may be older than the item), so a form never starts again
 * merely because the list of revisions was read for the first time.
 */
export function useRevisionKey(type: string | undefined, id: number | null | undefined): string {
  const revisions = useQuery({
    queryKey: revisionsKey(type ?? '', id),
    queryFn: () => historyApi.revisions(type!, id!),
    enabled: type !== undefined && id != null,
    refetchOnMount: 'always',
    select: (list) => list.find((r) => REPLACING.has(r.action))?.id ?? 0,
  });
  const latest = revisions.isFetchedAfterMount ? revisions.data : undefined;
  const [opened, setOpened] = useState<{ id: number | null | undefined; revision: number | undefined }>({ id, revision: latest });
  // another item: its own first revision (state derived while rendering, as React recommends)
  if (opened.id !== id || (opened.revision === undefined && latest !== undefined)) setOpened({ id, revision: latest });
  const changed = latest !== undefined && opened.id === id && opened.revision !== undefined && latest !== opened.revision;
  return `${id ?? 'new'}:${changed ? latest : 'opened'}`;
}

/**
 * After a restore or a discard: every screen reads again, the content before the revisions, so when a
 * form's revision key changes the item it starts again from is already the new one.
 */
export async function afterContentChange(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== HISTORY_KEY[0] });
  await client.invalidateQueries({ queryKey: HISTORY_KEY });
}
