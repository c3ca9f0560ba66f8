// The pages of a server list (issue 22): which items are shown of how many, Previous, the page
// numbers around the current one (with the first and the last), Next. Nothing when one page holds all.
import type { ReactNode } from 'react';
import { formatNumber } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

/** a page of a card grid: 16 rows of 3 (or 24 of 2), far below the 200 items a screen may show */
export const CARD_PAGE_SIZE = 48;
/** a page of a table */
export const TABLE_PAGE_SIZE = 50;

interface PagerProps {
  page: number;
  /** items per page */
  limit: number;
  /** every item found; undefined until known */
  total: number | undefined;
  onPage: (page: number) => void;
}

/** The page numbers shown: the first, the last, and two either side of the current one; 0 is a gap. */
export function pageNumbers(page: number, pages: number): number[] {
  const out: number[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out.at(-1) !== 0) out.push(0);
  }
  return out;
}

export function Pager({ page, limit, total, onPage: show }: PagerProps) {
  const t = useT();
  // a new page is read from its top (the pager sits below the list)
  const onPage = (n: number) => {
    show(n);
    window.scrollTo(0, 0);
  };
  if (total === undefined) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1 && page === 1) return null;
  const from = Math.min(total, (page - 1) * limit + 1);
  const to = Math.min(total, page * limit);
  return (
    <nav aria-label={t('Pagination')} className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {t('{from}–{to} of {total}', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
      </p>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        <PageButton label={t('Previous page')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          ‹
        </PageButton>
        {pageNumbers(page, pages).map((n, i) =>
          n === 0 ? (
            <li key={`gap${i}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <PageButton key={n} label={t('Page {page}', { page: n })} current={n === page} onClick={() => onPage(n)}>
              {n}
            </PageButton>
          ),
        )}
        <PageButton label={t('Next page')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          ›
        </PageButton>
      </ul>
    </nav>
  );
}

/** Bootstrap's page link as a button: react-bootstrap's adds English words for screen readers. */
function PageButton(p: { label: string; disabled?: boolean; current?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <li className={`page-item${p.current ? ' active' : ''}${p.disabled ? ' disabled' : ''}`}>
      <button type="button" className="page-link" aria-label={p.label} aria-current={p.current ? 'page' : undefined} disabled={p.disabled} onClick={p.onClick}>
        {p.children}
      </button>
    </li>
  );
}
