// What the SEO panel's previews show (issue 33): a search result's title and description cut as Google
// cuts them, the page's address as a result shows it, and the counters' ranges. Pure, so the browser
// test and the screen agree.
import { SEO_GOOD_LENGTH, outsideGoodLength } from '../../../../server/shared/seo-lengths.ts';

export { SEO_GOOD_LENGTH, outsideGoodLength };

/**
 * A text cut to `max` characters the way a result page cuts it: at the last whole word that fits,
 * with an ellipsis (Google shows about 60 characters of a title, 160 of a description).
 */
export function cutLikeGoogle(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max * 0.6 ? room.slice(0, space) : room).replace(/[\s,.;:–-]+$/, '')} …`;
}

export const GOOGLE_TITLE_CHARS = 60;
export const GOOGLE_DESCRIPTION_CHARS = 160;

/** The address as a result shows it: "example.com › en › project › slug". */
export function breadcrumbUrl(origin: string, path: string): string {
  const host = new URL(origin).host;
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return [host, ...parts].join(' › ');
}

/** Text of an HTML field, for derived descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
