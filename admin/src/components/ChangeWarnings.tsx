// The warnings of an unpublished change (issue 34, API.md "Dashboard and site health"): what the item
// would put on the site that a reader or a search engine notices. Shown on the Changes screen's rows
// and in every item's publish bar (so on the item's own screen too), each with a link to the field that
// fixes it. Each warning's message comes with its code in the server's catalog and its values (a link,
// a size), so it shows in Turkish from admin/src/i18n/codes/tr.ts. A publish the security policy blocks is the server's 409.
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Change, ChangeWarning } from '../../../server/api-types.ts';
import { fieldLink } from '../features/history/places.ts';
import type { MessageCode } from '../../../server/shared/messages.ts';
import { codedText, msg, useT } from '../lib/i18n.ts';

/** The admin's name of each warning code (also the Security tab's choices of what blocks a publish). */
export const WARNING_LABELS: Record<ChangeWarning['code'], string> = {
  'alt-missing': msg('Alt text missing'),
  untranslated: msg('Untranslated'),
  'link-broken': msg('Broken link'),
  'image-heavy': msg('Heavy image'),
  'heading-skipped': msg('Skipped heading level'),
  'seo-length': msg('Search text length'),
};

/** The languages an alt-missing warning names, translated as its values are shown. */
export const WARNING_LANGUAGES = [msg('English and Turkish'), msg('English'), msg('Turkish')] as const;

export function ChangeWarnings({ change }: { change: Pick<Change, 'type' | 'item_id' | 'action' | 'warnings'> }) {
  const t = useT();
  const warnings = change.warnings;
  if (warnings.length === 0) return null;
  const summary = warnings.length === 1 ? t('1 warning') : t('{count} warnings', { count: warnings.length });
  return (
    <details className="small w-100" data-testid="change-warnings">
      <summary>
        <Badge bg="warning" text="dark">
          {summary}
        </Badge>
      </summary>
      <ul className="mb-0 mt-1 ps-3">
        {warnings.map((w, i) => (
          <li key={`${w.code}-${w.field ?? ''}-${i}`} data-code={w.code}>
            <strong>{t(WARNING_LABELS[w.code])}:</strong> {codedText(w.message, { code: w.text as MessageCode, params: w.params })}
            {w.field && change.action !== 'deleted' ? (
              <>
                {' '}
                <Link to={fieldLink(change.type, change.item_id, w.field)}>{t('Go to the field')}</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
