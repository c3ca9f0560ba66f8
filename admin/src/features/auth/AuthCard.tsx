// The card the login pages sit in.
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n.ts';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="card shadow-sm">
      <div className="card-body p-4">
        <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{t('Admin')}</p>
        <h1 className="h4 mb-3">{title}</h1>
        {intro ? <p className="text-body-secondary">{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}
