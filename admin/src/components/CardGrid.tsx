// Card lists (SPEC.md: projects, news, banners, show-project configurations): a grid of 3 columns on
// large screens, 2 on medium, 1 on small, with the empty text (and a hint) when nothing is left.
// A long list (a page of Project Manage or News Management: 48 cards) draws only the rows in and near
// the window (issue 31: @tanstack/react-virtual), so its first paint and each search, filter or page
// change render a dozen cards, not all of them.
// Each card is drawn again only when its item or the `card` function changes: a screen that keeps
// `card` stable (its actions read through useLatest) is not redrawn card by card on a keystroke, while
// the list still shows the previous page's items (issue 31: a keystroke to the updated list in 100 ms).
import { memo, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState.tsx';
import { Loading } from './Loading.tsx';

interface CardGridProps<T extends { id: number }> {
  items: T[] | undefined;
  loading?: boolean;
  emptyText: string;
  /** under the empty text, e.g. a create-first button */
  emptyHint?: ReactNode;
  /** names the list for screen readers */
  label: string;
  /** draws one item; keep it stable (useCallback) so that the cards shown are not redrawn on each render */
  card: (item: T) => ReactNode;
  /** the list shown is being replaced by the next (a search or page on its way): marked busy */
  busy?: boolean;
  /** draw only the rows in and near the window once the list holds more than VIRTUAL_FROM cards */
  virtual?: boolean;
}

const GRID = 'row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled mb-0';
/** up to this many cards a list is drawn whole: a few rows cost less than measuring them */
export const VIRTUAL_FROM = 24;

export function CardGrid<T extends { id: number }>({ items, loading, emptyText, emptyHint, label, card, busy, virtual }: CardGridProps<T>) {
  if (loading && !items) return <Loading />;
  if (!items || items.length === 0) return <EmptyState text={emptyText}>{emptyHint}</EmptyState>;
  if (virtual && items.length > VIRTUAL_FROM) return <VirtualGrid items={items} label={label} card={card} busy={busy} />;
  return (
    <ul className={GRID} aria-label={label} aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.id} className="col">
          <Card item={item} card={card} />
        </li>
      ))}
    </ul>
  );
}

/** One item's card, drawn again only when the item (a new object after each read) or `card` changes. */
const Card = memo(function Card({ item, card }: { item: unknown; card: (item: never) => ReactNode }) {
  return card(item as never);
});

/** The widths at which GRID's row-cols classes put 3 and 2 cards in a row (Bootstrap's lg and md). */
const WIDE = '(min-width: 992px)';
const MEDIUM = '(min-width: 768px)';
const columnsNow = () => (matchMedia(WIDE).matches ? 3 : matchMedia(MEDIUM).matches ? 2 : 1);
function subscribeColumns(changed: () => void): () => void {
  const queries = [matchMedia(WIDE), matchMedia(MEDIUM)];
  for (const q of queries) q.addEventListener('change', changed);
  return () => queries.forEach((q) => q.removeEventListener('change', changed));
}

/** a card's height before it is measured (a 200px picture, two titles, the actions) */
const CARD_ESTIMATE = 340;
/** GRID's gutter between rows (g-3: 1rem) */
const ROW_GAP = 16;

function VirtualGrid<T extends { id: number }>({ items, label, card, busy }: { items: T[]; label: string; card: (item: T) => ReactNode; busy?: boolean }) {
  const columns = useSyncExternalStore(subscribeColumns, columnsNow);
  const list = useRef<HTMLUListElement>(null);
  // where the list starts in the page: the window's scroll counts from there
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (list.current) setTop(list.current.getBoundingClientRect().top + window.scrollY);
  });
  const rows = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => CARD_ESTIMATE,
    gap: ROW_GAP,
    overscan: 1,
    scrollMargin: top,
  });
  const shown = rows.getVirtualItems();
  const before = shown.length > 0 ? shown[0].start - top : 0;
  const after = shown.length > 0 ? rows.getTotalSize() - (shown[shown.length - 1].end - top) : 0;
  return (
    <ul ref={list} className={GRID} aria-label={label} aria-busy={busy || undefined} style={{ paddingTop: before, paddingBottom: after }}>
      {shown.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, i) => (
          <li
            key={item.id}
            className="col"
            // the first card of a row measures the row (the others stretch to its height)
            ref={i === 0 ? rows.measureElement : undefined}
            data-index={i === 0 ? row.index : undefined}
            aria-setsize={items.length}
            aria-posinset={row.index * columns + i + 1}
          >
            <Card item={item} card={card} />
          </li>
        )),
      )}
    </ul>
  );
}

interface ItemCardProps {
  /** the picture on top; `height` in px (SPEC.md section 9: news cards 200px) */
  image?: { src: string; alt?: string; height?: number } | null;
  /** status, type, ... */
  badges?: ReactNode;
  title: string;
  /** the Turkish title */
  subtitle?: string;
  /** a line of small print, e.g. the creation date */
  meta?: ReactNode;
  /** the card opens this route (the whole card is the link; the actions stay clickable) */
  to?: string;
  /** Edit, Delete, the status switch (RowActions) */
  actions?: ReactNode;
}

export function ItemCard({ image, badges, title, subtitle, meta, to, actions }: ItemCardProps) {
  return (
    <article className="card h-100 position-relative">
      {image ? <img src={image.src} alt={image.alt ?? ''} className="card-img-top object-fit-cover" style={{ height: image.height ?? 200 }} /> : null}
      <div className="card-body">
        {badges ? <div className="d-flex flex-wrap gap-1 mb-2">{badges}</div> : null}
        <h2 className="h6 card-title mb-1">
          {to ? (
            <Link to={to} className="stretched-link text-reset">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {subtitle ? (
          <p className="mb-1 text-body-secondary" lang="tr">
            {subtitle}
          </p>
        ) : null}
        {meta ? <p className="small text-body-secondary mb-0">{meta}</p> : null}
      </div>
      {/* above the stretched link, so the actions do not open the card */}
      {actions ? <div className="card-footer bg-body position-relative z-2">{actions}</div> : null}
    </article>
  );
}
