// What a list shows when it has nothing (SPEC.md section 8 "Empty states").
import type { ReactNode } from 'react';
import { t } from '../lib/i18n.ts';

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="text-center text-body-secondary py-4">
      <p className="mb-2">{t(text)}</p>
      {children}
    </div>
  );
}
