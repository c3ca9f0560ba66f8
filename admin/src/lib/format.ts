// Dates as the admin shows them.

/** "dd/MM/yyyy" (SPEC.md section 9), or "" for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string {
  const d = parseDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** "dd/MM/yyyy HH:mm" for times of day that matter (a release going live). */
export function formatDateTime(value: string | number | null | undefined): string {
  const d = parseDate(value);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d.toISOString())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function parseDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // SQLite answers "YYYY-MM-DD HH:MM:SS" in UTC without a zone
  const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') + 'Z' : value;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? null : d;
}
