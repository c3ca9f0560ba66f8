// A dashboard card that shows one count and the way to the screen where it is dealt with (ready
// changes, new leads, failed mails, site health): one shape for all of them. The count is written as
// the admin's language writes numbers ("10,000" / "10.000").
import { Link } from 'react-router-dom';
import { formatNumber } from '../lib/format.ts';

interface CountCardProps {
  /** names the card's heading for aria-labelledby */
  id: string;
  title: string;
  count: number;
  testId: string;
  /** the colour of the card's left border */
  tone: 'primary' | 'success' | 'danger' | 'warning' | 'secondary';
  /** the screen that deals with it; a card without one shows the count alone */
  to?: string;
  linkText?: string;
  /** a line under the count */
  note?: string;
  /** the heading's level: h3 for a card inside a titled group */
  heading?: 'h2' | 'h3';
}

export function CountCard({ id, title, count, testId, tone, to, linkText, note, heading: Heading = 'h2' }: CountCardProps) {
  return (
    <section className={`card h-100 border-start border-4 border-${tone}`} aria-labelledby={id}>
      <div className="card-body">
        <Heading id={id} className="h6 text-uppercase text-body-secondary">
          {title}
        </Heading>
        <p className="h3 mb-1" data-testid={testId}>
          {formatNumber(count)}
        </p>
        {note ? <p className="small text-body-secondary mb-1">{note}</p> : null}
        {to ? (
          <Link to={to} className="small">
            {linkText}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
