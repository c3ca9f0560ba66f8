// The shared life of a CRUD screen (react-admin style): read the list, edit one item in a form,
// create/update/toggle/delete with the screen's SPEC.md texts, confirm deletes, and keep the form in
// step (back to create mode after a save or after deleting the item being edited; scroll up on edit).
import { useState } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { confirmDelete } from '../components/ConfirmDelete.tsx';
import { failureText, type FailureTexts } from '../lib/api.ts';
import { useApiMutation, toastReporter, type Reporter } from '../lib/mutations.ts';

export interface CrudTexts {
  loadFailure: FailureTexts;
  created: string;
  updated: string;
  saveFailure: FailureTexts;
  toggled?: string;
  toggleFailure?: FailureTexts;
  deleted?: string;
  deleteFailure?: FailureTexts;
  /** the question of the delete confirmation */
  confirmDelete?: string;
}

export interface CrudOptions<T extends { id: number }, I> {
  key: QueryKey;
  list: () => Promise<T[]>;
  create: (input: I) => Promise<unknown>;
  update: (id: number, input: I) => Promise<unknown>;
  toggle?: (item: T) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
  texts: CrudTexts;
  /** where messages go; toasts by default */
  report?: Reporter;
  /** raise the load failure as a toast too (screens with alerts show `loadError` instead) */
  toastLoadFailure?: boolean;
}

const NO_TEXTS: FailureTexts = { failed: 'Failed to update status', error: 'Failed to update status' };

export function useCrud<T extends { id: number }, I>(o: CrudOptions<T, I>) {
  const report = o.report ?? toastReporter;
  const query = useQuery({
    queryKey: o.key,
    queryFn: o.list,
    meta: o.toastLoadFailure ? { failure: o.texts.loadFailure } : undefined,
  });
  const [editing, setEditing] = useState<T | null>(null);
  // a new key gives the form fresh state (cleared file inputs and previews included)
  const [formKey, setFormKey] = useState(0);

  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  const startEdit = (item: T) => {
    setEditing(item);
    setFormKey((k) => k + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const save = useApiMutation<{ id?: number; input: I }>({
    mutationFn: ({ id, input }) => (id ? o.update(id, input) : o.create(input)),
    success: (_r, { id }) => (id ? o.texts.updated : o.texts.created),
    failure: o.texts.saveFailure,
    invalidate: [o.key],
    report,
    onSuccess: reset,
  });

  const toggle = useApiMutation<T>({
    mutationFn: (item) => (o.toggle ? o.toggle(item) : Promise.resolve()),
    success: o.texts.toggled ?? null,
    failure: o.texts.toggleFailure ?? NO_TEXTS,
    invalidate: [o.key],
    report,
  });

  const remove = useApiMutation<number>({
    mutationFn: (id) => (o.remove ? o.remove(id) : Promise.resolve()),
    success: o.texts.deleted ?? null,
    failure: o.texts.deleteFailure ?? NO_TEXTS,
    invalidate: [o.key],
    report,
    onSuccess: (_r, id) => {
      if (editing?.id === id) reset();
    },
  });

  return {
    query,
    items: query.data,
    loadError: query.error ? failureText(query.error, o.texts.loadFailure) : null,
    editing,
    formKey,
    startEdit,
    reset,
    saving: save.isPending,
    save: (input: I) => save.mutate({ id: editing?.id, input }),
    toggle: (item: T) => toggle.mutate(item),
    remove: async (item: T) => {
      if (!o.texts.confirmDelete || (await confirmDelete(o.texts.confirmDelete))) remove.mutate(item.id);
    },
  };
}
