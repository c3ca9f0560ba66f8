// The global search dialog (issue 22, item 3): a combobox over the hits of GET /v2/api/search. Arrow
// keys move through the hits, Enter opens the chosen one's editor, Esc closes; the count of hits is
// announced. The dialog keeps the focus inside it while open (react-bootstrap's Modal).
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../../server/api-types.ts';
import { useLanguage, useT } from '../../lib/i18n.ts';
import { useSearchResults, type SearchResults } from './useSearchResults.ts';

const TYPE_NAMES: Record<SearchHit['type'], string> = {
  project: 'Project',
  news: 'News item',
  page: 'Page',
  banner: 'Banner',
  setting: 'Setting',
};

function statusText(t: ReturnType<typeof useT>, r: SearchResults, typed: string): string {
  if (typed.trim() === '') return t('Type a title in English or Turkish');
  if (r.failed) return t('Search failed. Please try again.');
  if (r.loading || r.searched === '') return t('Searching…');
  if (r.hits.length === 0) return t('Nothing found for “{q}”', { q: r.searched });
  return r.hits.length === 1 ? t('1 result for “{q}”', { q: r.searched }) : t('{count} results for “{q}”', { count: r.hits.length, q: r.searched });
}

export function SearchDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const results = useSearchResults(typed);
  const id = useId();
  const optionId = (i: number) => `${id}-hit-${i}`;
  const hits = results.hits;
  const current = Math.min(active, hits.length - 1);

  const open = (hit: SearchHit | undefined) => {
    if (!hit) return;
    onHide();
    navigate(hit.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: hits.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      setActive((moves[e.key] + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      open(hits[current]);
    }
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={() => input.current?.focus()}
      onExited={() => (setTyped(''), setActive(0))}
      aria-labelledby={`${id}-title`}
      className="global-search"
    >
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t('Search everything')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={`${id}-input`} className="form-label">
          {t('Projects, news, pages, banners and settings')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          className="form-control"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={`${id}-list`}
          aria-activedescendant={hits.length > 0 ? optionId(current) : undefined}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          maxLength={100}
          value={typed}
          onChange={(e) => (setTyped(e.target.value), setActive(0))}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-status`} role="status" aria-live="polite" className="small text-body-secondary mt-2 mb-2">
          {statusText(t, results, typed)}
        </p>
        <ul id={`${id}-list`} role="listbox" aria-label={t('Search results')} className="list-group">
          {hits.map((hit, i) => {
            const [first, second] = language === 'tr' ? [hit.title_tr, hit.title_en] : [hit.title_en, hit.title_tr];
            return (
              <li
                key={`${hit.content_type}:${hit.id}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === current}
                className={`list-group-item list-group-item-action d-flex gap-2 align-items-baseline${i === current ? ' active' : ''}`}
                onMouseMove={() => setActive(i)}
                onClick={() => open(hit)}
              >
                <span className="badge text-bg-secondary">{t(TYPE_NAMES[hit.type])}</span>
                <span className="fw-semibold">{first || second}</span>
                {second && second !== first ? <span className={i === current ? '' : 'text-body-secondary'}>{second}</span> : null}
              </li>
            );
          })}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
