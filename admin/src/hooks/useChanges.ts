// The editorial workflow for every screen (issue 20): one read of the unpublished changes shared by the
// top bar, the Changes screen and every item's publish bar (refreshed after any write: lib/query.ts),
// the publishing mode, and the commands on changes with the server's messages as toasts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Change, PublishingMode } from '../../../server/api-types.ts';
import { PUBLISHING_KEY, SCHEDULE_KEY, workflowApi, type ItemKey } from '../features/changes/api.ts';
import { HISTORY_KEY } from '../features/history/api.ts';
import { ApiError, failureText, type FailureTexts } from '../lib/api.ts';
import { useApiMutation, type Reporter } from '../lib/mutations.ts';
import { useRole } from '../lib/roles.ts';
import { CHANGES_KEY, PUBLISH_STATUS_KEY } from '../lib/query.ts';
import { afterContentChange } from './useRevision.ts';
import { settleDocumentSaves } from './documentEditor/saveScope.ts';
import { notify } from '../lib/toast.tsx';
import { msg } from '../lib/i18n.ts';

/** another editor's change shows within this long */
const CHANGES_POLL_MS = 15_000;

export function useChanges() {
  return useQuery({ queryKey: CHANGES_KEY, queryFn: workflowApi.changes, refetchInterval: CHANGES_POLL_MS, staleTime: 2000 });
}

/** The unpublished change of one item, or undefined when it has none. */
export function useChangeOf(type: string, id: number | null | undefined): Change | undefined {
  const { data } = useChanges();
  return id ? data?.changes.find((c) => c.type === type && c.item_id === id) : undefined;
}

export const sameItem = (a: ItemKey, b: ItemKey) => a.type === b.type && a.item_id === b.item_id;

/** 'instant' until the server says otherwise (every write publishes, as before the workflow). */
export function usePublishingMode(): PublishingMode {
  const { data } = useQuery({ queryKey: PUBLISHING_KEY, queryFn: workflowApi.mode, staleTime: 30_000 });
  return data ?? 'instant';
}

/** Whether the signed-in user's saves go live by themselves: instant mode, and a role that publishes (issue 21). */
export function useSavesPublish(): boolean {
  const instant = usePublishingMode() === 'instant';
  return useRole().can('publish') && instant;
}

export function useSetPublishingMode(report: Reporter) {
  return useApiMutation({
    mutationFn: workflowApi.setMode,
    success: (answer) => answer.message ?? msg('Publishing mode updated'),
    failure: { failed: msg('Failed to update the publishing mode'), error: msg('Error updating the publishing mode') },
    report,
    invalidate: [PUBLISHING_KEY],
  });
}

const AFTER_PUBLISH = [CHANGES_KEY, SCHEDULE_KEY, HISTORY_KEY, PUBLISH_STATUS_KEY];

/** Publishes now: the items, or every change when `items` is left out. */
export function usePublish() {
  return useApiMutation<{ items?: ItemKey[] }, Awaited<ReturnType<typeof workflowApi.publish>>>({
    mutationFn: ({ items }) => workflowApi.publish(items),
    success: (answer) => answer.message ?? msg('Changes published'),
    failure: { failed: msg('Failed to publish changes'), error: msg('Error publishing changes') },
    invalidate: AFTER_PUBLISH,
  });
}

/** Schedules a publish at a UTC time; its failure (a past time) goes where `report` says. */
export function useSchedulePublish(report: Reporter, onDone: () => void) {
  return useApiMutation<{ items?: ItemKey[]; at: string }, Awaited<ReturnType<typeof workflowApi.publish>>>({
    mutationFn: ({ items, at }) => workflowApi.publish(items, at),
    success: (answer) => answer.message ?? msg('Publishing scheduled'),
    failure: { failed: msg('Failed to schedule publishing'), error: msg('Error scheduling publishing') },
    report: { success: (text) => notify.success(text), error: report.error },
    onSuccess: onDone,
    invalidate: AFTER_PUBLISH,
  });
}

/** Schedules a take-down of items at a UTC time (issue 33); its failure goes where `report` says. */
export function useScheduleUnpublish(report: Reporter, onDone: () => void) {
  return useApiMutation<{ items: ItemKey[]; at: string }, Awaited<ReturnType<typeof workflowApi.unpublish>>>({
    mutationFn: ({ items, at }) => workflowApi.unpublish(items, at),
    success: (answer) => answer.message ?? msg('Take-down scheduled'),
    failure: { failed: msg('Failed to schedule the take-down'), error: msg('Error scheduling the take-down') },
    report: { success: (text) => notify.success(text), error: report.error },
    onSuccess: onDone,
    invalidate: [SCHEDULE_KEY],
  });
}

export function useCancelSchedule() {
  return useApiMutation<number, Awaited<ReturnType<typeof workflowApi.cancel>>>({
    mutationFn: workflowApi.cancel,
    success: (answer) => answer.message ?? msg('Scheduled publishing cancelled'),
    failure: { failed: msg('Failed to cancel scheduled publishing'), error: msg('Error cancelling scheduled publishing') },
    invalidate: [CHANGES_KEY, SCHEDULE_KEY],
  });
}

/**
 * Review (issue 21): an author marks items ready (which clears an earlier note) or takes the mark back;
 * a reviewer sends an item back with a note (`ready: false, note`).
 */
export function useMarkReady(onDone?: () => void) {
  return useApiMutation<{ items: ItemKey[]; ready: boolean; note?: string }>({
    mutationFn: ({ items, ready, note }) => workflowApi.ready(items, ready, note ?? (ready ? '' : undefined)),
    success: (_, { ready, note }) => (ready ? msg('Marked ready for review') : note ? msg('Sent back to the author') : null),
    failure: { failed: msg('Failed to mark the change'), error: msg('Error marking the change') },
    invalidate: [CHANGES_KEY],
    onSuccess: onDone,
  });
}

/** The changes marked ready for review: what editors are asked to look at. */
export function useReadyCount(): number {
  return useChanges().data?.changes.filter((c) => c.ready).length ?? 0;
}

const DISCARD_FAILURE: FailureTexts = { failed: msg('Failed to discard changes'), error: msg('Error discarding changes') };

/**
 * Brings items back to their live state. Like a restore it changes what open forms hold, so every
 * screen reads again (afterContentChange); an autosave waiting to run goes first, or it would bring the
 * discarded change back.
 */
export function useDiscard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: ItemKey[]) => {
      await settleDocumentSaves(client);
      return workflowApi.discard(items);
    },
    onSuccess: async (answer) => {
      notify.success(answer.message ?? msg('Changes discarded'));
      await afterContentChange(client);
    },
    onError: async (err) => {
      const text = failureText(err, DISCARD_FAILURE);
      if (text) notify.error(text);
      // the item changed since the screen showed it (a 409): show it as it is now
      if (err instanceof ApiError && err.status === 409) await client.invalidateQueries({ queryKey: CHANGES_KEY });
    },
  });
}

const PREVIEW_FAILURE: FailureTexts = { failed: msg('Failed to build the preview'), error: msg('Error building the preview') };

/**
 * Builds a private preview of the items and opens it in a new tab. The tab is opened in the click
 * itself (a tab opened after the answer would be a blocked pop-up) and sent to the preview when it
 * is ready.
 */
export function usePreview() {
  return useMutation({
    mutationFn: (items: ItemKey[]) => {
      const tab = window.open('', '_blank');
      if (tab) {
        tab.opener = null;
        tab.document.title = msg('Preview');
        tab.document.body.textContent = msg('Building the preview...');
      }
      return workflowApi.preview(items).then(
        (preview) => {
          if (tab) tab.location.href = preview.url;
          else window.open(preview.url, '_blank', 'noopener');
          return preview;
        },
        (err: unknown) => {
          tab?.close();
          throw err;
        },
      );
    },
    onError: (err) => {
      const text = failureText(err, PREVIEW_FAILURE);
      if (text) notify.error(text);
    },
  });
}
