// Field-by-field view of item states: every text, number and flag of an item and of its children
// (and inside its JSON documents) under a readable path, so two revisions can be compared and EN/TR
// pairs shown side by side.
import type { ItemState } from './record.ts';

/** Columns every row has that say nothing about the content. */
const NOISE = new Set(['created_at', 'updated_at']);

export type FieldValue = string | number | boolean | null;

export interface FieldChange {
  /** e.g. 'title_en', 'project_details/3/title_tr', 'about_data.banner.title_en' */
  field: string;
  /** the field without its language: pairs 'title_en' and 'title_tr' as 'title' */
  base: string;
  lang: 'en' | 'tr' | null;
  before: FieldValue;
  after: FieldValue;
}

function flattenValue(prefix: string, value: unknown, out: Map<string, FieldValue>): void {
  if (typeof value === 'string' && /^[[{]/.test(value.trim())) {
    try {
      return flattenValue(prefix, JSON.parse(value), out);
    } catch {
      // plain text that happens to start with a bracket
    }
  }
  if (Array.isArray(value)) value.forEach((v, i) => flattenValue(`${prefix}[${i}]`, v, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flattenValue(prefix ? `${prefix}.${k}` : k, v, out);
  } else out.set(prefix, value as FieldValue);
}

/** Every field of a state, children under '<table>/<id>/'. */
export function flattenState(state: ItemState, prefix = ''): Map<string, FieldValue> {
  const out = new Map<string, FieldValue>();
  for (const [column, value] of Object.entries(state.row)) {
    if (!NOISE.has(column)) flattenValue(`${prefix}${column}`, value, out);
  }
  for (const [table, nodes] of Object.entries(state.children ?? {})) {
    for (const node of nodes) {
      for (const [k, v] of flattenState(node, `${prefix}${table}/${String(node.row.id)}/`)) out.set(k, v);
    }
  }
  return out;
}

/** 'title_en' -> ['title', 'en']; fields without a language suffix have none. */
export function splitLanguage(field: string): { base: string; lang: 'en' | 'tr' | null } {
  const m = /^(.*?)(?:_|\.)(en|tr)$/.exec(field);
  return m ? { base: m[1], lang: m[2] as 'en' | 'tr' } : { base: field, lang: null };
}

/** The fields whose values differ between two states (a missing state is empty: every field changed). */
export function diffStates(before: ItemState | null, after: ItemState | null): FieldChange[] {
  const a = before ? flattenState(before) : new Map<string, FieldValue>();
  const b = after ? flattenState(after) : new Map<string, FieldValue>();
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((f) => (a.get(f) ?? null) !== (b.get(f) ?? null))
    .map((field) => ({ field, ...splitLanguage(field), before: a.get(field) ?? null, after: b.get(field) ?? null }));
}
