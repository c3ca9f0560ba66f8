// Screens whose content comes in a later part still have their route, title and breadcrumbs.
import { PageHeader } from './PageHeader.tsx';

export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="card"><div className="card-body text-body-secondary">This screen is being prepared.</div></div>
    </>
  );
}
