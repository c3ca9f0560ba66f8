// Card lists (SPEC.md: projects, news, banners, show-project configurations): a grid of 3 columns on
// large screens, 2 on medium, 1 on small, with the empty text (and a hint) when nothing is left.
import type { ReactNode } from 'react';
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
  card: (item: T) => ReactNode;
}

export function CardGrid<T extends { id: number }>({ items, loading, emptyText, emptyHint, label, card }: CardGridProps<T>) {
  if (loading && !items) return <Loading />;
  if (!items || items.length === 0) return <EmptyState text={emptyText}>{emptyHint}</EmptyState>;
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 list-unstyled mb-0" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="col">
          {card(item)}
        </li>
      ))}
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
