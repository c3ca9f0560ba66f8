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

/**
 * The company's clock (issue 20): scheduled publishing is shown and entered in Istanbul time whatever
 * the editor's computer says, and sent to the server in UTC.
 */
export const SITE_TIME_ZONE = 'Europe/Istanbul';

const zoned = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock of Istanbul at a moment: { year: '2026', month: '03', ... }. */
function istanbulParts(d: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(zoned.formatToParts(d).map((p) => [p.type, p.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** "dd/MM/yyyy HH:mm" in Istanbul time, or "" for a missing or unreadable date. */
export function formatIstanbul(value: string | number | null | undefined): string {
  const d = parseDate(value);
  if (!d) return '';
  const p = istanbulParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A moment as a datetime-local value in Istanbul time ("2026-03-02T09:00"). */
export function istanbulInputValue(d: Date): string {
  const p = istanbulParts(d);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value read as Istanbul time, as a UTC ISO time; null when it is no date. */
export function istanbulInputToUtc(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // the zone's offset at that moment, from its own clock (twice: right across an offset change)
  const offsetAt = (t: number) => {
    const p = istanbulParts(new Date(t));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - Math.floor(t / 60_000) * 60_000;
  };
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  return Number.isNaN(utc) ? null : new Date(utc).toISOString();
}
