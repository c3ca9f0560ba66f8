// Numbers of the list screens (counts, item ranges) as the admin's language writes them: 2,500 / 2.500.
import type { AdminLanguage } from './i18n.ts';

// one formatter per language: toLocaleString builds a new one on every call
const FORMATS: Record<AdminLanguage, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-GB'), tr: new Intl.NumberFormat('tr-TR') };

export const formatNumber = (n: number, lang: AdminLanguage) => FORMATS[lang].format(n);
