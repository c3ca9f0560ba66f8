// The logo shown while no logo is uploaded: the house mark beside the company's name (Site Settings,
// Company tab), drawn at build time in each language, so a company that has not uploaded its logo yet
// still shows its own name and never the demo company's.
import type { Lang } from '../i18n/index.ts';

export const DEFAULT_LOGO_SIZE = { width: 300, height: 80 } as const;
/** Room for the name right of the mark. */
const TEXT_X = 70;
const TEXT_WIDTH = DEFAULT_LOGO_SIZE.width - TEXT_X - 4;

/** Where the default logo of a language is (site/pages/images/[logo].svg.ts writes it). */
export function defaultLogoSrc(lang: Lang): string {
  return lang === 'tr' ? '/images/default-logo.svg' : `/images/default-logo-${lang}.svg`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A text's `textLength` when its estimated width would not fit, so a long name is squeezed, never cut. */
function fit(text: string, charWidth: number): string {
  return text.length * charWidth > TEXT_WIDTH ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
}

/**
 * The name in capitals: its first word large, the rest small and spaced below it (one word: alone,
 * centred on the mark).
 */
export function defaultLogoSvg(name: string, lang: Lang): string {
  const [first = '', ...rest] = name.trim().toLocaleUpperCase(lang).split(/\s+/);
  const second = rest.join(' ');
  const big = escapeXml(first);
  const lines = second
    ? `<text x="${TEXT_X}" y="42" font-family="Georgia, 'DejaVu Serif', serif" font-size="25" font-weight="700" fill="#1c1f24" letter-spacing="0.5"${fit(first, 17)}>${big}</text>
  <text x="${TEXT_X + 1}" y="64" font-family="Arial, 'DejaVu Sans', sans-serif" font-size="14" fill="#5b616b" letter-spacing="9"${fit(second, 17.5)}>${escapeXml(second)}</text>`
    : `<text x="${TEXT_X}" y="52" font-family="Georgia, 'DejaVu Serif', serif" font-size="25" font-weight="700" fill="#1c1f24" letter-spacing="0.5"${fit(first, 17)}>${big}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEFAULT_LOGO_SIZE.width}" height="${DEFAULT_LOGO_SIZE.height}" viewBox="0 0 ${DEFAULT_LOGO_SIZE.width} ${DEFAULT_LOGO_SIZE.height}" role="img" aria-label="${escapeXml(name)}">
  <g fill="none" stroke="#9c5b25" stroke-width="4" stroke-linejoin="round">
    <path d="M8 66 L8 30 L30 14 L52 30 L52 66"/>
    <path d="M22 66 L22 42 L38 42 L38 66"/>
  </g>
  <path d="M2 66 H58" stroke="#1c1f24" stroke-width="4"/>
  ${lines}
</svg>
`;
}
