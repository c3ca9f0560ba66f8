// The editorial workflow's calls (issue 20, API.md "Drafts, preview, scheduling"): the publishing
// mode, the unpublished changes, publish / schedule / discard / ready, the schedule, preview, and the
// diff of one change (live state before, working state after).
import { api } from '../../lib/api.ts';
import type {
  ChangesAnswer,
  DiscardAnswer,
  FieldChange,
  ItemRef,
  PublishAnswer,
  PublishingAnswer,
  PublishingMode,
  PreviewAnswer,
  ScheduleAnswer,
} from '../../../../server/api-types.ts';

/**
 * An item as the screens name it: any content type of the history, and the version of it the screen
 * showed (API.md "Publishing what was seen": a command naming a version the item moved on from is a 409).
 */
export interface ItemKey {
  type: string;
  item_id: number;
  version?: string;
}

/** The key of a change as the screen shows it, with its version when the server gave one. */
export const itemKey = (c: { type: string; item_id: number; version?: unknown }): ItemKey => ({
  type: c.type,
  item_id: c.item_id,
  ...(typeof c.version === 'string' ? { version: c.version } : {}),
});

export const PUBLISHING_KEY = ['publishing'] as const;
export const SCHEDULE_KEY = ['schedule'] as const;
export const diffKey = (item: ItemKey) => ['changes', 'diff', item.type, item.item_id] as const;

const refs = (items: readonly ItemKey[]) =>
  items.map((i) => ({ type: i.type as ItemRef['type'], item_id: i.item_id, ...(i.version ? { version: i.version } : {}) }));

export const workflowApi = {
  mode: async () => (await api.get<PublishingAnswer>('/v2/api/publishing')).publishing.mode,
  setMode: (mode: PublishingMode) => api.put<PublishingAnswer>('/v2/api/publishing', { mode }),
  changes: () => api.get<ChangesAnswer>('/v2/api/changes'),
  /** every change when `items` is left out; a scheduled publish with `at` (UTC ISO) */
  publish: (items?: readonly ItemKey[], at?: string) =>
    api.post<PublishAnswer>('/v2/api/changes/publish', { ...(items ? { items: refs(items) } : {}), ...(at ? { at } : {}) }),
  discard: (items: readonly ItemKey[]) => api.post<DiscardAnswer>('/v2/api/changes/discard', { items: refs(items) }),
  /** `note`: the reviewer's word to the author ('' clears it) */
  ready: (items: readonly ItemKey[], ready: boolean, note?: string) =>
    api.post<ChangesAnswer>('/v2/api/changes/ready', { items: refs(items), ready, ...(note === undefined ? {} : { note }) }),
  /** a scheduled take-down (issue 33): at `at` the items become inactive on the site */
  unpublish: (items: readonly ItemKey[], at: string) =>
    api.post<PublishAnswer>('/v2/api/schedule/unpublish', { items: items.map((i) => ({ type: i.type, item_id: i.item_id })), at }),
  schedule: async () => (await api.get<ScheduleAnswer>('/v2/api/schedule')).schedule,
  cancel: (id: number) => api.delete(`/v2/api/schedule/${id}`),
  preview: async (items: readonly ItemKey[]) => (await api.post<PreviewAnswer>('/v2/api/preview', { items: refs(items) })).preview,
  diff: async (item: ItemKey) =>
    (await api.get<{ changes: FieldChange[] }>(`/v2/api/changes/diff?${new URLSearchParams({ type: item.type, item: String(item.item_id) })}`)).changes,
};
