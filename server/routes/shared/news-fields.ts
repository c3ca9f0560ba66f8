// Field readers the /api/news* route modules share: bilingual text fields (plain ones trimmed, HTML
// ones sanitized) for a create or an update.
import { has, text } from '../../lib/form.ts';
import { sanitizeHtml } from '../../lib/html.ts';

/** Every named field: plain ones trimmed, HTML ones sanitized, '' when absent (for a create). */
export function allTexts<P extends string, H extends string = never>(
  fields: Record<string, unknown>,
  plain: readonly P[],
  html: readonly H[] = [],
): Record<P | H, string> {
  const out = {} as Record<P | H, string>;
  for (const n of plain) out[n] = text(fields, n);
  for (const n of html) out[n] = sanitizeHtml(text(fields, n));
  return out;
}

/** Only the named fields that were sent (for an update: an absent field keeps its value). */
export function sentTexts<P extends string, H extends string = never>(
  fields: Record<string, unknown>,
  plain: readonly P[],
  html: readonly H[] = [],
): Partial<Record<P | H, string>> {
  const all = allTexts(fields, plain, html);
  return Object.fromEntries(Object.entries(all).filter(([n]) => has(fields, n))) as Partial<Record<P | H, string>>;
}
