// The text fields of a form in one state object: `texts.title_en`, `set('title_en', v)`, and
// `bilingual('title')` for a BilingualField (EN and TR of one text).
import { useState } from 'react';
import { bilingualProps } from '../components/fields.tsx';

export function useTexts<T extends Record<string, string>>(initial: () => T) {
  const [texts, setTexts] = useState(initial);
  const set = (key: keyof T & string, value: string) => setTexts((t) => ({ ...t, [key]: value }));
  return {
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
export { isBlank } from '../../../server/lib/blank.ts';
