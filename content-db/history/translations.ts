// Bilingual completeness (issue 14): every field of every item that has an English and a Turkish
// version, where one of them is empty or both are the same text (usually a copy waiting for its
// translation). Read from the same per-type state views the history uses, so children and the texts
// inside the page documents are covered too.
import { sql, type Kysely } from 'kysely';
import { CONTENT_TYPES } from './content-types.ts';
import { flattenState, splitLanguage, type FieldValue } from './diff.ts';
import { labelOf, type ItemState } from './record.ts';
import { stateView } from './triggers.ts';
import { usedPaths, usesOf } from '../media-library.ts';
import type { ContentDb } from '../open.ts';

/** `alt_missing`: a picture the content uses has no alt text in either language (issue 32) */
export type TranslationProblem = 'missing_en' | 'missing_tr' | 'same' | 'alt_missing';

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
  out.push(...(await altTextGaps(db)));
  return out;
}

/**
 * The alt texts of the media library (issue 32, item 2) as translation gaps of the type `media`: each
 * file the working copy uses whose alt text is missing in a language (in both: `alt_missing`) or the
 * same in both. Named by the items that use it, so a reader knows the picture.
 */
async function altTextGaps(db: Kysely<any>): Promise<TranslationGap[]> {
  const used = await usesOf(db as ContentDb, [...(await usedPaths(db as ContentDb))]);
  const { rows } = await sql<{ id: number; path: string; alt_en: string; alt_tr: string }>`
    SELECT id, path, alt_en, alt_tr FROM media_files
    WHERE hidden = 0 AND path IN (SELECT value FROM json_each(${JSON.stringify([...used.keys()])})) AND (alt_en = '' OR alt_tr = '' OR alt_en = alt_tr)
    ORDER BY id`.execute(db);
  return rows.map((r) => {
    const en = r.alt_en.trim();
    const tr = r.alt_tr.trim();
    const problem: TranslationProblem = !en && !tr ? 'alt_missing' : !en ? 'missing_en' : !tr ? 'missing_tr' : 'same';
    const items = [...new Set((used.get(r.path) ?? []).map((u) => u.label))];
    return {
      content_type: 'media',
      item_id: r.id,
      label: `${items.join(', ')} (${r.path.split('/').pop()})`,
      field: 'alt',
      en_field: 'alt_en',
      tr_field: 'alt_tr',
      problem,
      en,
      tr,
    };
  });
}
