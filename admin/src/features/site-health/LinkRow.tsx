// One external link of the live site on the Site Health screen: where it leads, what it answered (or
// why it was not checked), the site's pages that link to it (each opens the page) and when it was checked.
import { Badge } from 'react-bootstrap';
import type { LinkCheck } from '../../../../server/api-types.ts';
import { splitLinkError } from '../../../../server/shared/link-errors.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

function Verdict({ link }: { link: LinkCheck }) {
  const t = useT();
  if (link.broken) return <Badge bg="danger">{t('Broken')}</Badge>;
  if (link.status === null) return <Badge bg="secondary">{t('Not checked')}</Badge>;
  return <Badge bg="success">{t('Works')}</Badge>;
}

export function LinkRow({ link }: { link: LinkCheck }) {
  const t = useT();
  const error = link.error === null ? null : splitLinkError(link.error);
  const more = link.pageCount - link.pages.length;
  return (
    <tr data-testid="link-row">
      <td className="text-break">
        <a href={link.url} target="_blank" rel="noreferrer noopener">
          {link.url}
        </a>
      </td>
      <td>
        <Verdict link={link} /> {link.status !== null && <span data-testid="link-status">{link.status}</span>}
        {error && (
          <div className="small text-body-secondary" data-testid="link-error">
            {t(error.message)}
            {error.detail !== null && ` (${error.detail})`}
          </div>
        )}
      </td>
      <td>
        <ul className="list-unstyled mb-0 small">
          {link.pages.map((page) => (
            <li key={page}>
              <a href={page} target="_blank" rel="noreferrer">
                {page}
              </a>
            </li>
          ))}
          {more > 0 && <li className="text-body-secondary">{t('and {count} more pages', { count: more })}</li>}
        </ul>
      </td>
      <td className="small text-nowrap">{formatIstanbul(link.checkedAt)}</td>
    </tr>
  );
}
