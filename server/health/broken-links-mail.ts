// The mail that tells the administrators about links that broke since the last check (issue 34 item 3):
// only the newly broken ones, so a link left broken is not mailed every week. Bilingual, as the lead
// notification: the administrators may read either language.
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { administratorEmails } from '../../content-db/users.ts';
import { escapeHtml } from '../mail/escape.ts';
import { enqueueMail } from '../mail/queue.ts';

export interface BrokenLink {
  url: string;
  status: number | null;
  error: string | null;
  pages: readonly string[];
}

/** Links listed in one mail; the Site Health screen has the rest. */
const MAX_LISTED = 50;

const why = (link: BrokenLink) => (link.status !== null ? `HTTP ${link.status}` : (link.error ?? ''));

export function brokenLinksMail(links: readonly BrokenLink[], siteUrl: string): { subject: string; text: string; html: string } {
  const n = links.length;
  const subject = `Kırık bağlantılar / Broken links: ${n} ${n === 1 ? 'new link' : 'new links'}`;
  const listed = links.slice(0, MAX_LISTED);
  const more = n > MAX_LISTED ? `\n… +${n - MAX_LISTED}` : '';
  const pageUrl = (p: string) => `${siteUrl}${p}`;
  const text =
    `Sitenin şu dış bağlantıları artık çalışmıyor. / These external links of the site stopped working.\n\n` +
    listed.map((l) => `${l.url}\n  ${why(l)}\n  ${l.pages.slice(0, 5).map(pageUrl).join('\n  ')}`).join('\n\n') +
    `${more}\n\nSite Sağlığı / Site Health: ${siteUrl}/admin/site-health\n`;
  const items = listed
    .map(
      (l) =>
        `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.url)}</a>: ${escapeHtml(why(l))}<br>` +
        l.pages
          .slice(0, 5)
          .map((p) => `<a href="${escapeHtml(pageUrl(p))}">${escapeHtml(p)}</a>`)
          .join(', ') +
        '</li>',
    )
    .join('\n');
  const html =
    `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>\n` +
    `<p>Sitenin şu dış bağlantıları artık çalışmıyor. / These external links of the site stopped working.</p>\n<ul>\n${items}\n</ul>` +
    (more ? `<p>${escapeHtml(more.trim())}</p>` : '') +
    `<p><a href="${escapeHtml(siteUrl)}/admin/site-health">Site Sağlığı / Site Health</a></p></body></html>`;
  return { subject, text, html };
}

/** Queues the mail to every administrator (nothing when there is nothing new). */
export async function queueBrokenLinksMail(db: Kysely<Database>, links: readonly BrokenLink[], siteUrl: string): Promise<void> {
  if (links.length === 0) return;
  await enqueueMail(db, { kind: 'broken-links', to: await administratorEmails(db), ...brokenLinksMail(links, siteUrl) });
}
