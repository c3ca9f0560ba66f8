// One project in the grid: the cover (a WebP variant), type and status badges, both titles; a click
// opens the project's detail screen; View, Edit, the status switch and Delete.
import { Badge, Button } from 'react-bootstrap';
import type { Project } from '../../../../server/api-types.ts';
import { ItemCard } from '../../components/CardGrid.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { pathTo } from '../../config/paths.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import type { ProjectType } from './api.ts';
import { useT } from '../../lib/i18n.ts';

export const typeLabel = (type: ProjectType) => (type === 'ongoing' ? 'Ongoing' : 'Completed');

interface ProjectCardProps {
  project: Project;
  onView: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project: p, onView, onEdit, onToggle, onDelete }: ProjectCardProps) {
  const t = useT();
  const cover = cardImage(p.cover_image, p.media);
  return (
    <ItemCard
      image={cover ? { src: cover, alt: t('Cover of {name}', { name: p.title_en }) } : null}
      badges={
        <>
          <Badge bg="info" text="dark">
            {typeLabel(p.type)}
          </Badge>
          <StatusBadge status={p.status} />
        </>
      }
      title={p.title_en}
      subtitle={p.title_tr}
      to={pathTo('projectDetail', { projectId: p.id })}
      actions={
        <span className="d-flex flex-wrap align-items-center gap-2">
          <Button size="sm" variant="outline-secondary" onClick={onView} aria-label={t('View {name}', { name: p.title_en })}>
            {t('View')}
          </Button>
          <RowActions name={p.title_en} onEdit={onEdit} active={isOn(p.status)} onToggle={onToggle} onDelete={onDelete} item={{ type: 'project', id: p.id }} />
        </span>
      }
    />
  );
}
