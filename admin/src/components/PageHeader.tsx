// The heading of an admin screen: breadcrumbs (home leads to the admin base route), the title,
// and the screen's main actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n.ts';

export interface Crumb {
  label: string;
  to?: string;
}

export function PageHeader({ title, crumbs = [], actions }: { title: string; crumbs?: Crumb[]; actions?: ReactNode }) {
  const t = useT();
  const trail: Crumb[] = [{ label: t('Home'), to: paths.dashboard.path }, ...crumbs, { label: title }];
  return (
    <header className="mb-4">
      <nav aria-label={t('breadcrumb')}>
        <ol className="breadcrumb mb-2 small">
          {trail.map((c, i) => {
            const last = i === trail.length - 1;
            return (
              <li key={i} className={`breadcrumb-item${last ? ' active' : ''}`} aria-current={last ? 'page' : undefined}>
                {c.to && !last ? <Link to={c.to}>{t(c.label)}</Link> : t(c.label)}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h3 mb-0">{t(title)}</h1>
        {actions ? <div className="d-flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
