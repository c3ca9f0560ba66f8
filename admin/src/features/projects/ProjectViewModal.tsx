// The read-only view of a project (SPEC.md "Project manage"): closes with Escape, the close button or
// a click outside.
import { useId } from 'react';
import { Badge, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Project } from '../../../../server/api-types.ts';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { pathTo } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { cardImage } from '../../lib/media.ts';
import { typeLabel } from './ProjectCard.tsx';
import { useT } from '../../lib/i18n.ts';

export function ProjectViewModal({ project, onHide }: { project: Project; onHide: () => void }) {
  const t = useT();
  const titleId = useId();
  const cover = cardImage(project.cover_image, project.media, 960);
  return (
    <Modal show onHide={onHide} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {project.title_en}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {cover ? (
          <img
            src={cover}
            alt={t('Cover of {name}', { name: project.title_en })}
            className="img-fluid rounded mb-3 w-100 object-fit-cover"
            style={{ maxHeight: 260 }}
          />
        ) : null}
        <dl className="row mb-0">
          <dt className="col-4">{t('Title (EN)')}</dt>
          <dd className="col-8">{project.title_en}</dd>
          <dt className="col-4">{t('Title (TR)')}</dt>
          <dd className="col-8" lang="tr">
            {project.title_tr}
          </dd>
          <dt className="col-4">{t('Type')}</dt>
          <dd className="col-8">
            <Badge bg="info" text="dark">
              {typeLabel(project.type)}
            </Badge>
          </dd>
          <dt className="col-4">{t('Status')}</dt>
          <dd className="col-8">
            <StatusBadge status={project.status} />
          </dd>
          <dt className="col-4">{t('Created')}</dt>
          <dd className="col-8">{formatDate(project.created_at)}</dd>
        </dl>
      </Modal.Body>
      <Modal.Footer>
        <Link className="btn btn-primary" to={pathTo('projectDetail', { projectId: project.id })}>
          {t('Open Project Detail')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
