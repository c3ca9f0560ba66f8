// The interface dictionaries and the few helpers every page uses to speak its language.
import type { Lang, Text } from '../../content-db/site-data.ts';
import { en } from './en.ts';
import { tr, type Dictionary } from './tr.ts';

export type { Lang, Text, Dictionary };
export const LANGS: readonly Lang[] = ['tr', 'en'];
export const DEFAULT_LANG: Lang = 'tr';

const dictionaries: Record<Lang, Dictionary> = { tr, en };

export function dictionary(lang: Lang): Dictionary {
  return dictionaries[lang];
}

export function otherLang(lang: Lang): Lang {
  return lang === 'tr' ? 'en' : 'tr';
}

/** Astro's current locale as a Lang (the default for anything else). */
export function langOf(locale: string | undefined): Lang {
  return locale === 'en' ? 'en' : 'tr';
}

/**
 * The language a picked text is really in when it is not the page's: the other language when the
 * page's text is blank and the other's is not (pick shows it), else undefined. Set it as the `lang`
 * of the element that shows the text, so a screen reader speaks it in the right language.
 */
export function fallbackLang(text: Text | undefined, lang: Lang): Lang | undefined {
  if (!text || text[lang].trim()) return undefined;
  return text[otherLang(lang)].trim() ? otherLang(lang) : undefined;
}

/** A content text in the page's language, falling back to the other language when it is blank. */
export function pick(text: Text | undefined, lang: Lang, fallback = ''): string {
  if (!text) return fallback;
  return text[lang].trim() || text[otherLang(lang)].trim() || fallback;
}

/** dd/MM/yyyy (SPEC.md section 9), from an ISO timestamp. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Plain text of an HTML description, shortened for meta descriptions and cards. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}
