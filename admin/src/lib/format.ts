// Dates as the admin shows them, written as the user's language writes them (Intl): English as SPEC.md
// section 9 fixes it ("dd/MM/yyyy", en-GB), Turkish as Turks write it ("dd.MM.yyyy", tr-TR).
import { intlLocale } from './i18n.ts';

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** One formatter per locale and options (made once: an Intl formatter is slow to make). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** The date, then the time of day: "26/11/2026 14:05" or "26.11.2026 14:05" (no comma between, as SPEC.md writes it). */
const dateAndTime = (d: Date, timeZone?: string) => `${formatter({ ...DAY, timeZone }).format(d)} ${formatter({ ...CLOCK, timeZone }).format(d)}`;

/** "dd/MM/yyyy" (SPEC.md section 9; "dd.MM.yyyy" in Turkish), or "" for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string {
  const d = parseDate(value);
  return d ? formatter(DAY).format(d) : '';
}

/** "dd/MM/yyyy HH:mm" for times of day that matter (a release going live). */
export function formatDateTime(value: string | number | null | undefined): string {
  const d = parseDate(value);
  return d ? dateAndTime(d) : '';
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

/**
 * Made on first use, not when the module loads: a formatter with a time zone loads the zone's data,
 * about 70 ms of the admin's start before any screen was drawn (issue 31, measured in Chromium).
 */
let zoned: Intl.DateTimeFormat | undefined;
const istanbulClock = () =>
  (zoned ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The wall clock of Istanbul at a moment: { year: '2026', month: '03', ... }. */
function istanbulParts(d: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(
    istanbulClock()
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** "dd/MM/yyyy HH:mm" in Istanbul time (the user's language's way), or "" for a missing or unreadable date. */
export function formatIstanbul(value: string | number | null | undefined): string {
  const d = parseDate(value);
  return d ? dateAndTime(d, SITE_TIME_ZONE) : '';
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

/** One number formatter per locale and options (made once, like the date formatters). */
const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A number as the user's language writes it: "10,000" in English, "10.000" in Turkish. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = numberFormatters.get(key);
  if (!f) numberFormatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f.format(value);
}
