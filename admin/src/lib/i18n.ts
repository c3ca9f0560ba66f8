// The admin's two languages (issue 22). The English text of SPEC.md is the key and the English locale
// (so a screen reads exactly as SPEC.md writes it); the Turkish texts live beside the screens that
// use them, one file per area under `admin/src/i18n/tr/`, merged here. `{name}` in a text is filled
// from `vars`. A text without a Turkish entry shows in English: `i18n.test.ts` fails on any.
// The server's messages are translated by their code (server/shared/messages.ts), from one catalog,
// `i18n/codes/tr.ts`: each answer's message is remembered with the code and values it came with
// (lib/api.ts), so wherever the admin shows that message (a toast, an alert) t() finds its code.
/// <reference types="vite/client" />
import { useSyncExternalStore } from 'react';
import { SERVER_MESSAGES, fillMessage, fixedCode, type CodedMessage } from '../../../server/shared/messages.ts';
import TURKISH_CODES from '../i18n/codes/tr.ts';

export type AdminLanguage = 'en' | 'tr';
export const ADMIN_LANGUAGES: readonly AdminLanguage[] = ['en', 'tr'];

type Catalog = Record<string, string>;
// one catalog per area; the admin's code runs only in Vite and vitest, which both provide import.meta.glob
const modules = import.meta.glob<{ default: Catalog }>('../i18n/tr/*.ts', { eager: true });
/** Every Turkish text, by its English key. */
export const TURKISH: Catalog = Object.assign({}, ...Object.values(modules).map((m) => m.default));

let current: AdminLanguage = initialLanguage();
if (typeof document !== 'undefined') document.documentElement.lang = current;
const listeners = new Set<() => void>();

/** The browser's choice until the signed-in user's own is known. */
function initialLanguage(): AdminLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('adminLanguage');
  if (stored === 'en' || stored === 'tr') return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return browser.toLowerCase().startsWith('tr') ? 'tr' : 'en';
}

export function getLanguage(): AdminLanguage {
  return current;
}

export function setLanguage(lang: AdminLanguage): void {
  if (lang === current) return;
  current = lang;
  localStorage.setItem('adminLanguage', lang);
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `text` in the current language, `{name}` filled from `vars`. Outside components (toasts, api). */
export function t(text: string, vars?: Record<string, string | number>): string {
  if (current === 'tr' && !vars && !(text in TURKISH)) {
    const server = serverMessageText(text);
    if (server !== undefined) return server;
  }
  const translated = current === 'tr' ? (TURKISH[text] ?? text) : text;
  if (!vars) return translated;
  return translated.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The server's messages lately answered, by their text: the code and values each came with. */
const answered = new Map<string, CodedMessage>();
const ANSWERS_KEPT = 200;

/** Keeps the code an answer gave its message (lib/api.ts, on every answer with both). */
export function rememberCode(message: string, coded: CodedMessage): void {
  if (!(coded.code in SERVER_MESSAGES)) return;
  answered.delete(message);
  answered.set(message, coded);
  if (answered.size > ANSWERS_KEPT) answered.delete(answered.keys().next().value!);
}

/** Values that are texts of the admin's catalog themselves: a field's label, a schedule's state. */
const TEXT_VALUES = ['label', 'state', 'language', 'languages'];

/** A server message that came with its code inside an answer's data (a change's warnings): in the admin's language. */
export function codedText(english: string, coded: CodedMessage): string {
  return (current === 'tr' && turkishOfCode(coded)) || english;
}

/** The Turkish of a server message by its code, or undefined when it has none. */
function serverMessageText(text: string): string | undefined {
  // the code it came with; else a fixed message's own (a success whose schema lets no code through)
  const coded = answered.get(text) ?? fixedCode(text);
  return coded && turkishOfCode(coded);
}

function turkishOfCode(coded: CodedMessage): string | undefined {
  const turkish = coded && (TURKISH_CODES as Record<string, string>)[coded.code];
  if (!turkish) return undefined;
  const params = Object.fromEntries(Object.entries(coded.params ?? {}).map(([name, value]) => [name, TEXT_VALUES.includes(name) ? t(value) : value]));
  return fillMessage(turkish, params);
}

/**
 * Marks a text made before the language is known (module constants, the server's messages) as a key of
 * the catalog; it is translated where it shows (`notify`, `failureText`, `t(text)` at render).
 */
export const msg = (text: string): string => text;

/** The states a schedule's refusal may name (content-db/schema.ts ScheduleState: a waiting one can be cancelled), in the catalog. */
export const SCHEDULE_STATES = [msg('done'), msg('failed')] as const;

/** A Turkish text made at run time (lib/alertTexts.ts composes whole Turkish sentences beside the English). */
export function addTurkish(english: string, turkish: string): void {
  TURKISH[english] ??= turkish;
}

/** A string prop translated (shared components take texts made before the language was known); other nodes as they are. */
export function tNode<T>(node: T): T | string {
  return typeof node === 'string' ? t(node) : node;
}

/** The Intl locale of the admin's language: dates and numbers read as the user's language writes them. */
export function intlLocale(lang: AdminLanguage = current): string {
  return lang === 'tr' ? 'tr-TR' : 'en-GB';
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): AdminLanguage {
  return useSyncExternalStore(subscribe, getLanguage, getLanguage);
}

/** `t` for components: the component re-renders in the new language when the user switches. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
