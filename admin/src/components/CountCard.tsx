// A dashboard card that shows one count and the way to the screen where it is dealt with (ready
// changes, new leads, failed mails): one shape for all of them.
import { Link } from 'react-router-dom';

interface CountCardProps {
  /** names the card's heading for aria-labelledby */
  id: string;
  title: string;
  count: number;
  testId: string;
  /** the colour of the card's left border */
  tone: 'primary' | 'success' | 'danger';
  to: string;
  linkText: string;
}

export function CountCard({ id, title, count, testId, tone, to, linkText }: CountCardProps) {
  return (
    <section className={`card h-100 border-start border-4 border-${tone}`} aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6 text-uppercase text-body-secondary">
          {title}
        </h2>
        <p className="h3 mb-1" data-testid={testId}>
          {count}
        </p>
        <Link to={to} className="small">
          {linkText}
        </Link>
      </div>
    </section>
  );
}
