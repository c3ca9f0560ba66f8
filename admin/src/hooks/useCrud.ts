// The shared life of a CRUD screen (react-admin style): read the list, edit one item in a form,
// create/update/toggle/delete with the screen's SPEC.md texts, confirm deletes, and keep the form in
// step (back to create mode, or closed, after a save or after deleting the item being edited).
import { useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { confirmDelete } from '../components/ConfirmDelete.tsx';
import { useFeedback } from '../components/Feedback.tsx';
import { failureText, failureTexts, type FailureTexts } from '../lib/api.ts';
import { useApiMutation, toastReporter, type ApiMutationOptions, type Reporter } from '../lib/mutations.ts';
import { notify } from '../lib/toast.tsx';
import { t } from '../lib/i18n.ts';
import { CHANGED_BY_SOMEONE, THEIRS_KEPT } from '../lib/versionTexts.ts';
import { fieldName } from '../features/history/fieldNames.ts';
import { useCrudMerge, versionOf, type MergedUpdate, type MergeView } from './useCrudMerge.ts';
import { useRevisionKey } from './useRevision.ts';

export interface CrudTexts {
  loadFailure: FailureTexts;
  /** left out with create/update (a collection without a form) */
  created?: string;
  updated?: string;
  saveFailure: FailureTexts;
  /** a create's failure texts, where they differ from an update's ('Failed to create project') */
  createFailure?: FailureTexts;
  toggled?: string;
  toggleFailure?: FailureTexts;
  deleted?: string;
  deleteFailure?: FailureTexts;
  /** the question of the delete confirmation; without it a delete does not ask */
  confirmDelete?: string;
}

/** The calls of one collection (a feature's api.ts). */
export interface CrudSource<T extends { id: number }, I> {
  key: QueryKey;
  /** `signal` aborts the read when it is no longer wanted (the next letter of a search asks for another page) */
  list: (context: { signal: AbortSignal }) => Promise<T[]>;
  /** left out by a collection that has no form (a gallery: its images come from an upload) */
  create?: (input: I) => Promise<unknown>;
  /** `version`: the version the form was loaded from, sent as If-Match (a stale one is a 412) */
  update?: (id: number, input: I, version?: string) => Promise<unknown>;
  toggle?: (item: T) => Promise<unknown>;
  /** `version`: the version the screen showed, sent as If-Match */
  remove?: (id: number, version?: string) => Promise<unknown>;
}

export interface CrudOptions<T extends { id: number }, I> extends CrudSource<T, I> {
  texts: CrudTexts;
  /**
   * Where messages go: toasts (the default; a failed read raises one too), or the alert of SPEC.md
   * section 8 "Settings, WhatsApp and users": render `feedback` and `loadError` (CrudAlerts).
   */
  messages?: 'toast' | 'alert';
  /**
   * 'alert': the form's own messages (its validation and a failed save) go to `feedback`, which the
   * form shows inline (SPEC.md "The detail form shows an inline alert on failure"); the rest stay
   * where `messages` says.
   */
  formMessages?: 'alert';
  /** Where the form sits: on the page above the list (editing scrolls up to it), or in a dialog. */
  formIn?: 'page' | 'dialog';
  /**
   * false while the list cannot be read yet. A child collection (a detail's gallery) is scoped to its
   * parent: its `key` holds the parent id and `list` reads that parent's children, with
   * `enabled: parentId !== null` (see useMasterDetail).
   */
  enabled?: boolean;
  /** the item's content type in the history ('project'): its form starts again on a new revision (a restore) */
  history?: string;
  /** after a successful save; `id` is undefined for a create */
  onSaved?: (id: number | undefined) => void;
  /**
   * What a write reads again (default `key`). A server-paged list's `key` is one page of one filter: its
   * writes refresh the whole collection, or another filter's page kept from earlier shows the item as it was.
   */
  refresh?: QueryKey;
  /**
   * A server-paged list: the page shown stays until the next one comes (a search, a filter, a sort, a
   * page change), marked busy, instead of a spinner in its place.
   */
  keepPrevious?: boolean;
}

/** What a screen's add/edit form receives: the item (null to create) and where its answers go. */
export interface CrudFormProps<T, I> {
  item: T | null;
  saving: boolean;
  onSubmit: (input: I) => void;
  onCancel: () => void;
  /** shows a validation message where the screen shows its messages */
  onInvalid: (text: string) => void;
  /** after a save met someone else's change: what was merged, and the fields waiting for a choice */
  merge: MergeView | null;
}

const NO_TEXTS = failureTexts('Failed to update status');

type Write<V, R> = Pick<ApiMutationOptions<V, R>, 'mutationFn' | 'success' | 'failure' | 'onSuccess'>;

/** A write of the list: reported with the screen's texts, then the list is read again. */
const useListWrite = <V, R = unknown>(key: QueryKey, report: Reporter, w: Write<V, R>) => useApiMutation<V, R>({ ...w, invalidate: [key], report });

export function useCrud<T extends { id: number }, I>(o: CrudOptions<T, I>) {
  const alerts = o.messages === 'alert';
  const feedback = useFeedback();
  const report: Reporter = alerts ? feedback.reporter : toastReporter;
  const formReport: Reporter = o.formMessages === 'alert' ? { success: report.success, error: feedback.reporter.error } : report;
  const query = useQuery({
    queryKey: o.key,
    queryFn: o.list,
    enabled: o.enabled ?? true,
    placeholderData: o.keepPrevious ? keepPreviousData : undefined,
    meta: alerts ? undefined : { failure: o.texts.loadFailure },
  });
  // The id of the item in the form, not a copy of it: the form shows the item as the cache holds it
  // now (after a restore, the restored one), and is keyed on its revision (useRevisionKey).
  const [editingId, setEditingId] = useState<number | null>(null);
  const client = useQueryClient();
  const found = editingId === null ? null : findCached<T>(client, o.key, query.data, editingId);
  // a list read again without the item (another page of it, a delete elsewhere) does not turn the open
  // form into a create form: it keeps the item as last found until it closes
  const lastFound = useRef<T | null>(null);
  if (found) lastFound.current = found;
  const editing = editingId === null ? null : (found ?? (lastFound.current?.id === editingId ? lastFound.current : null));
  // a dialog or a form that replaces the list is shown only while open; a page form always is
  const [formOpen, setFormOpen] = useState(false);
  // a new key gives the form fresh state (cleared file inputs and previews included)
  const [opened, setOpened] = useState(0);
  const formKey = `${opened}:${useRevisionKey(o.history, editingId)}`;
  const merging = useCrudMerge();

  const openForm = (item: T | null) => {
    feedback.clear();
    merging.open(item);
    setEditingId(item?.id ?? null);
    setFormOpen(true);
    setOpened((k) => k + 1);
  };
  /** back to an empty create form (page), or closed (dialog) */
  const reset = () => {
    setEditingId(null);
    setFormOpen(false);
    setOpened((k) => k + 1);
  };

  const save = useListWrite<{ id?: number; input: I }, MergedUpdate | null>(o.refresh ?? o.key, formReport, {
    mutationFn: async ({ id, input }) => {
      if (!id) {
        if (!o.create) throw new Error('This collection has no form');
        await o.create(input);
        return null;
      }
      const update = o.update;
      if (!update) throw new Error('This collection has no form');
      // the form's item is sent with its version (If-Match); a stale one is merged and sent again
      if (id === editingId) return merging.update(input, (merged, version) => update(id, merged as I, version));
      // another item of the list (a logo replaced from its row): the version the list shows
      return (await update(id, input, versionOf(findCached(client, o.key, query.data, id))), null);
    },
    success: (r, { id }) => (r?.open.length ? null : ((id ? o.texts.updated : o.texts.created) ?? null)),
    failure: ({ id }) => (!id && o.texts.createFailure) || o.texts.saveFailure,
    onSuccess: (r, { id }) => {
      if (r?.met && !r.open.length) {
        const fields = r.taken.map(fieldName).join(', ');
        notify.info(fields ? `${t(CHANGED_BY_SOMEONE)}. ${t(THEIRS_KEPT, { fields })}` : CHANGED_BY_SOMEONE);
      }
      // a field both changed waits for the user's choice: the form stays open with what was typed
      if (r?.open.length) return;
      reset();
      o.onSaved?.(id);
    },
  });
  const toggle = useListWrite<T>(o.refresh ?? o.key, report, {
    mutationFn: (item) => (o.toggle ? o.toggle(item) : Promise.resolve()),
    success: o.texts.toggled ?? null,
    failure: o.texts.toggleFailure ?? NO_TEXTS,
  });
  // a delete names the version the screen showed: one the item has moved on from is refused (a 412,
  // its message shown) and deletes nothing
  const remove = useListWrite<T>(o.refresh ?? o.key, report, {
    mutationFn: (item) => (o.remove ? o.remove(item.id, versionOf(item)) : Promise.resolve()),
    success: o.texts.deleted ?? null,
    failure: o.texts.deleteFailure ?? NO_TEXTS,
    onSuccess: (_r, item) => {
      if (editingId === item.id) reset();
    },
  });

  /** saves the form's input: an update of the item being edited, else a create (or an update of `id`) */
  const saveInput = (input: I, id = editingId ?? undefined) => {
    feedback.clear();
    save.mutate({ id, input });
  };

  return {
    query,
    items: query.data,
    /** the SPEC.md text of a failed read (alert screens), until the next successful read */
    loadError: alerts && query.error ? failureText(query.error, o.texts.loadFailure) : null,
    feedback,
    editing,
    formKey,
    formOpen,
    startCreate: () => openForm(null),
    startEdit: (item: T) => {
      openForm(item);
      if (o.formIn !== 'dialog') window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    reset,
    saving: save.isPending,
    save: saveInput,
    toggle: (item: T) => toggle.mutate(item),
    remove: async (item: T) => {
      if (!o.texts.confirmDelete || (await confirmDelete(o.texts.confirmDelete))) remove.mutate(item);
    },
    formProps: {
      item: editing,
      saving: save.isPending,
      onSubmit: (input: I) => saveInput(input),
      onCancel: reset,
      onInvalid: (text: string) => formReport.error(text),
      merge: merging.merge,
    } satisfies CrudFormProps<T, I>,
  };
}

/** The item `id` as the list holds it, or as another cached read of the same collection does (another page). */
function findCached<T extends { id: number }>(client: QueryClient, key: QueryKey, list: T[] | undefined, id: number): T | null {
  const here = list?.find((i) => i.id === id);
  if (here) return here;
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: key })) {
    const item = Array.isArray(data) ? (data as T[]).find((i) => i?.id === id) : undefined;
    if (item) return item;
  }
  return null;
}

export type Crud<T extends { id: number }, I> = ReturnType<typeof useCrud<T, I>>;
