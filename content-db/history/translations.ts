// Bilingual completeness (issue 14): every field of every item that has an English and a Turkish
// version, where one of them is empty or both are the same text (usually a copy waiting for its
// translation). Read from the same per-type state views the history uses, so children and the texts
// inside the page documents are covered too.
import { sql, type Kysely } from 'kysely';
import { CONTENT_TYPES } from './content-types.ts';
import { flattenState, splitLanguage, type FieldValue } from './diff.ts';
import { labelOf, type ItemState } from './record.ts';
import { stateView } from './triggers.ts';

export type TranslationProblem = 'missing_en' | 'missing_tr' | 'same';

export interface TranslationGap {
  content_type: string;
  item_id: number;
  label: string;
  /** the field without its language, e.g. 'title' or 'project_details/3/title' */
  field: string;
  en_field: string;
  tr_field: string;
  problem: TranslationProblem;
  en: string;
  tr: string;
}

/** The visible text of a value: tags and whitespace do not count. */
const visible = (v: FieldValue | undefined) =>
  typeof v === 'string'
    ? v
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim()
    : '';

export function gapsOf(type: string, state: ItemState, label: string): TranslationGap[] {
  const fields = flattenState(state);
  const out: TranslationGap[] = [];
  for (const [en_field, enValue] of fields) {
    const { base, lang } = splitLanguage(en_field);
    if (lang !== 'en') continue;
    const tr_field = `${en_field.slice(0, -2)}tr`;
    if (!fields.has(tr_field)) continue;
    const trValue = fields.get(tr_field);
    if (typeof enValue !== 'string' && typeof trValue !== 'string') continue;
    const en = visible(enValue);
    const tr = visible(trValue);
    const problem: TranslationProblem | null = !en && !tr ? null : !en ? 'missing_en' : !tr ? 'missing_tr' : en === tr ? 'same' : null;
    if (problem)
      out.push({
        content_type: type,
        item_id: Number(state.row.id),
        label,
        field: base,
        en_field,
        tr_field,
        problem,
        en: String(enValue ?? ''),
        tr: String(trValue ?? ''),
      });
  }
  return out;
}

export async function listTranslationGaps(db: Kysely<any>): Promise<TranslationGap[]> {
  const out: TranslationGap[] = [];
  for (const type of CONTENT_TYPES) {
    const { rows } = await sql<{ id: number; state: string }>`SELECT id, state FROM ${sql.table(stateView(type))} ORDER BY id`.execute(db);
    for (const r of rows) {
      const state = JSON.parse(r.state) as ItemState;
      out.push(...gapsOf(type.name, state, labelOf(type, state)));
    }
  }
  return out;
}
