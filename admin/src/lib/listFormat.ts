// Numbers of the list screens (counts, item ranges) as the admin's language writes them: 2,500 / 2.500.
import type { AdminLanguage } from './i18n.ts';

export const formatNumber = (n: number, lang: AdminLanguage) => n.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB');
