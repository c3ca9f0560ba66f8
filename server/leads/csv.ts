// The leads as CSV for Excel: UTF-8 with a byte order mark (without it Excel reads the file in the
// system's code page and Turkish letters break), CRLF line ends, every field quoted. A field that
// starts with = + - @ (or a tab or carriage return) gets a leading ' so that a spreadsheet shows it as
// text instead of running it as a formula (a visitor writes the name and message fields).
import type { Lead } from '../../content-db/leads.ts';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const COLUMNS: Array<[string, (lead: Lead) => string | number | null]> = [
  ['id', (l) => l.id],
  ['created_at', (l) => l.created_at],
  ['state', (l) => l.state],
  ['name', (l) => l.name],
  ['phone', (l) => l.phone],
  ['email', (l) => l.email],
  ['message', (l) => l.message],
  ['project', (l) => (l.project ? l.project.title_tr || l.project.title_en : null)],
  ['lang', (l) => l.lang],
  ['note', (l) => l.note],
];

export function leadsCsv(leads: readonly Lead[]): string {
  const lines = [COLUMNS.map(([name]) => csvField(name)).join(','), ...leads.map((lead) => COLUMNS.map(([, value]) => csvField(value(lead))).join(','))];
  return BOM + lines.join('\r\n') + '\r\n';
}
