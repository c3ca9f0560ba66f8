// The text fields of a form: `texts.title_en`, `set('title_en', v)`, and `bilingual('title')` for a
// BilingualField (EN and TR of one text). The values live in react-hook-form (the admin's one
// form-state policy), taken from the item when the form mounts; `form` is that form, for the
// FormModal/FormCard around the fields.
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { bilingualProps } from '../components/fields.tsx';

export function useTexts<T extends Record<string, string> & FieldValues>(initial: () => T) {
  // read once: useForm takes its default values on the first render only
  const [defaults] = useState(initial);
  const form = useForm<T>({ defaultValues: defaults as DefaultValues<T> });
  // the texts as typed, re-rendering the form on each change (the fields are controlled)
  const texts = form.watch() as T;
  const set = (key: keyof T & string, value: string) => form.setValue(key as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
  return {
    form,
    texts,
    set,
    bilingual: <N extends string>(name: N) =>
      bilingualProps(texts as unknown as Record<`${N}_en` | `${N}_tr`, string>, name, (key, value) => set(key as keyof T & string, value)),
  };
}

/** The texts `keys` of an item being edited, '' for each when creating (item null). */
export function textsOf<const K extends string>(item: object | null, keys: readonly K[]): Record<K, string> {
  const values = (item ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, typeof values[k] === 'string' ? values[k] : ''])) as Record<K, string>;
}

/** Whether a text shows nothing (rich text of empty paragraphs included): the server's linear check. */
export { isBlank } from '../../../server/shared/blank.ts';
