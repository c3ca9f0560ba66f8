// A refused save shown at the field it is about (API.md "Text pages"): the server's 409 names an address
// another page or the site itself uses, its 400 the missing titles. The screen's CRUD source is wrapped
// so the form learns which field to mark; the message still goes where every save failure goes (a toast).
import { useCallback, useMemo, useState } from 'react';
import type { CrudSource } from '../../hooks/useCrud.ts';
import { ApiError } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';
import type { TextPage, TextPageInput } from './api.ts';

/** The server's (and the form's own) text when a title is missing. */
export const TITLES_REQUIRED = msg('Please enter the title in English and Turkish');

export type TextPageField = 'title' | 'slug';

export interface FieldError {
  field: TextPageField;
  /** the server's message (translated where it shows) */
  message: string;
}

/** The field a refused save is about, or null when it is about none (a network failure, a 412 merged). */
export function fieldErrorOf(err: unknown): FieldError | null {
  if (!(err instanceof ApiError) || err.kind !== 'failed' || !err.serverMessage) return null;
  if (err.status === 409) return { field: 'slug', message: err.serverMessage };
  if (err.status === 400 && err.serverMessage === TITLES_REQUIRED) return { field: 'title', message: err.serverMessage };
  return null;
}

/**
 * `source` whose saves record the field a refusal is about; `error` is cleared by the next save that
 * goes through, by `clear` (the form reopened), or by `edited` on the field itself.
 */
export function useFieldErrors(source: CrudSource<TextPage, TextPageInput>) {
  const [error, setError] = useState<FieldError | null>(null);
  const watched = useMemo((): CrudSource<TextPage, TextPageInput> => {
    const watch = <R>(call: Promise<R>) =>
      call.then(
        (answer) => (setError(null), answer),
        (err: unknown) => {
          setError(fieldErrorOf(err));
          throw err;
        },
      );
    const { create, update } = source;
    return {
      ...source,
      create: create && ((input) => watch(create(input))),
      update: update && ((id, input, version) => watch(update(id, input, version))),
    };
  }, [source]);
  const clear = useCallback(() => setError(null), []);
  const edited = useCallback((field: TextPageField) => setError((e) => (e?.field === field ? null : e)), []);
  return { source: watched, error, clear, edited };
}
