// What a form shows after its save met someone else's change (issue 28): the notice, the fields whose
// new value came from the other person, and for each field both changed, both values side by side
// ("Yours" / "Theirs"), each with a button to keep it. The same for the document editor and the CRUD
// forms (both hand over a MergeView).
import { Alert, Button } from 'react-bootstrap';
import { fieldName } from '../features/history/fieldNames.ts';
import type { MergeView, Side } from '../hooks/useCrudMerge.ts';
import { CHANGED_BY_SOMEONE, THEIRS_KEPT } from '../lib/versionTexts.ts';
import { msg, useT } from '../lib/i18n.ts';

const SIDES: { side: Side; label: string; keep: string }[] = [
  { side: 'mine', label: msg('Yours'), keep: msg('Keep yours') },
  { side: 'theirs', label: msg('Theirs'), keep: msg('Keep theirs') },
];

/** A value as a reader sees it: a text without its HTML, a list or an image by its words. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return /<[a-z]/i.test(value) ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '') : value;
  if (typeof value !== 'object') return String(value);
  const texts: string[] = [];
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'string' && v && !v.startsWith('/uploads/') ? (texts.push(v), v) : v));
  return texts.map(shown).join(' · ') || '—';
}

export function MergeNotice({ merge }: { merge: MergeView | null }) {
  const t = useT();
  if (!merge) return null;
  return (
    <Alert variant="warning" data-testid="merge-notice">
      <p className="fw-semibold mb-1" role="alert">
        {t(CHANGED_BY_SOMEONE)}
      </p>
      {merge.taken.length ? (
        <p className="small mb-2" data-testid="merge-taken">
          {t(THEIRS_KEPT, { fields: merge.taken.map(fieldName).join(', ') })}
        </p>
      ) : null}
      {merge.conflicts.length ? <p className="small mb-2">{t('You both changed these fields: keep yours or theirs.')}</p> : null}
      {merge.conflicts.map((c) => (
        <fieldset key={c.path} className="border rounded p-2 mb-2 bg-body" data-testid="merge-conflict" aria-label={fieldName(c.path)}>
          <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{fieldName(c.path)}</legend>
          <div className="row g-2">
            {SIDES.map(({ side, label, keep }) => {
              const chosen = merge.choices[c.path] === side;
              return (
                <div key={side} className="col-sm-6" data-testid={`merge-${side}`}>
                  <div className="small text-body-secondary">{t(label)}</div>
                  <div className="border rounded p-1 mb-1 small text-break" style={{ whiteSpace: 'pre-wrap' }}>
                    {shown(c[side])}
                  </div>
                  <Button size="sm" variant={chosen ? 'primary' : 'outline-primary'} aria-pressed={chosen} onClick={() => merge.keep(c.path, side)}>
                    {t(keep)}
                  </Button>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </Alert>
  );
}
