// SPEC.md "Project manage": the card grid with its five filters, the add/edit dialog, the read-only
// view, and the empty texts 'No projects found' / 'No {filter} projects found'.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Project } from '../../../../server/api-types.ts';
import { CardGrid } from '../../components/CardGrid.tsx';
import { FilterButtons, statusFilters, useFilter, type Filter } from '../../components/FilterButtons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { PROJECT_TEXTS, projectsApi, type ProjectInput } from './api.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectViewModal } from './ProjectViewModal.tsx';

/** All, Active, Inactive, Completed, Ongoing (SPEC.md section 9). */
const FILTERS: Filter<Project>[] = [
  ...statusFilters<Project>(),
  { key: 'completed', label: 'Completed', test: (p) => p.type === 'completed' },
  { key: 'ongoing', label: 'Ongoing', test: (p) => p.type === 'ongoing' },
];

export function ProjectManageScreen() {
  const crud = useCrud<Project, ProjectInput>({ ...projectsApi, texts: PROJECT_TEXTS, formIn: 'dialog' });
  const filter = useFilter(FILTERS);
  const [viewing, setViewing] = useState<Project | null>(null);
  // a Translations link names the project whose dialog to open
  useEditFromLink(crud.items, crud.startEdit);
  const all = filter.filter.key === 'all';

  return (
    <>
      <PageHeader title="Project Manage" actions={<Button onClick={crud.startCreate}>Add New Project</Button>} />
      <div className="mb-3">
        <FilterButtons label="Filter projects" state={filter} />
      </div>
      <CardGrid
        items={filter.apply(crud.items)}
        loading={crud.query.isLoading}
        label="Projects"
        emptyText={all ? 'No projects found' : `No ${filter.filter.key} projects found`}
        emptyHint={
          all ? (
            <>
              <p className="small mb-2">Create your first project to show it on the site.</p>
              <Button variant="outline-primary" size="sm" onClick={crud.startCreate}>
                Create First Project
              </Button>
            </>
          ) : null
        }
        card={(p) => (
          <ProjectCard
            project={p}
            onView={() => setViewing(p)}
            onEdit={() => crud.startEdit(p)}
            onToggle={() => crud.toggle(p)}
            onDelete={() => void crud.remove(p)}
          />
        )}
      />
      {crud.formOpen ? <ProjectForm key={crud.formKey} {...crud.formProps} /> : null}
      {viewing ? <ProjectViewModal project={viewing} onHide={() => setViewing(null)} /> : null}
    </>
  );
}
