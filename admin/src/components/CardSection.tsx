// A titled card of a screen (a form, a list): the heading names the section for screen readers;
// `actions` sit at the right of the heading, `header` below it (a search field). The body is the
// caller's: a card-body, a form, or a list that fills the card.
import { useId, type ReactNode } from 'react';
import { tNode } from '../lib/i18n.ts';

interface CardSectionProps {
  title: ReactNode;
  actions?: ReactNode;
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function CardSection({ title, actions, header, className, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={headingId}>
      <div className={actions ? 'card-header d-flex align-items-center justify-content-between' : 'card-header'}>
        <h2 id={headingId} className={header ? 'h6 mb-2' : 'h6 mb-0'}>
          {tNode(title)}
        </h2>
        {actions}
        {header}
      </div>
      {children}
    </section>
  );
}
