// SPEC.md "Project manage": the card grid with its five filters, the add/edit dialog, the read-only
// view, and the empty texts 'No projects found' / 'No {filter} projects found'.
import { useCallback, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Project } from '../../../../server/api-types.ts';
import { CardGrid } from '../../components/CardGrid.tsx';
import { statusFilters, type Filter } from '../../components/FilterButtons.tsx';
import { ListToolbar, TITLED_SORTS, listEmptyText } from '../../components/ListToolbar.tsx';
import { CARD_PAGE_SIZE, Pager } from '../../components/Pager.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { useLatest } from '../../hooks/useLatest.ts';
import { useServerList } from '../../hooks/useListPage.ts';
import { PROJECT_TEXTS, getProject, projectsApi, type ProjectInput } from './api.ts';
import { ProjectCard } from './ProjectCard.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { ProjectViewModal } from './ProjectViewModal.tsx';
import { useT } from '../../lib/i18n.ts';

/** All, Active, Inactive, Completed, Ongoing (SPEC.md section 9). */
const FILTERS: Filter<Project>[] = [
  ...statusFilters<Project>(),
  { key: 'completed', label: 'Completed', test: (p) => p.type === 'completed' },
  { key: 'ongoing', label: 'Ongoing', test: (p) => p.type === 'ongoing' },
];
/** what each filter asks the server for */
const FILTER_PARAMS: Record<string, Record<string, string>> = {
  active: { status: 'active' },
  inactive: { status: 'inactive' },
  completed: { type: 'completed' },
  ongoing: { type: 'ongoing' },
};

export function ProjectManageScreen() {
  const t = useT();
  const { list, page } = useServerList<Project>({
    route: { key: projectsApi.key, path: '/v2/api/projects', listKey: 'projects' },
    filters: FILTERS.map((f) => f.key),
    filterParams: FILTER_PARAMS,
    sorts: TITLED_SORTS.map((s) => s.value),
    pageSize: CARD_PAGE_SIZE,
  });
  const crud = useCrud<Project, ProjectInput>({
    ...projectsApi,
    key: page.key,
    list: page.list,
    refresh: page.refresh,
    keepPrevious: page.keepPrevious,
    history: 'project',
    texts: PROJECT_TEXTS,
    formIn: 'dialog',
  });
  const [viewing, setViewing] = useState<Project | null>(null);
  // a Translations or search link names the project whose dialog to open, read by id when on another page
  useEditFromLink(crud.items, crud.startEdit, undefined, { key: page.key, get: getProject });
  const all = list.filter === 'all';
  // one card function for every render: the cards shown are not redrawn while a search is on its way
  const act = useLatest({ view: setViewing, edit: crud.startEdit, toggle: crud.toggle, remove: crud.remove });
  const card = useCallback(
    (p: Project) => (
      <ProjectCard
        project={p}
        onView={() => act.current.view(p)}
        onEdit={() => act.current.edit(p)}
        onToggle={() => act.current.toggle(p)}
        onDelete={() => void act.current.remove(p)}
      />
    ),
    [act],
  );

  return (
    <>
      <PageHeader title={t('Project Manage')} actions={<Button onClick={crud.startCreate}>{t('Add New Project')}</Button>} />
      <ListToolbar list={list} searchLabel="Search projects" sorts={TITLED_SORTS} filters={FILTERS} filterLabel="Filter projects" />
      <CardGrid
        items={crud.items}
        loading={crud.query.isLoading}
        label={t('Projects')}
        virtual
        busy={crud.query.isPlaceholderData}
        emptyText={listEmptyText(list, all ? 'No projects found' : `No ${list.filter} projects found`, t)}
        emptyHint={
          all && !list.q ? (
            <>
              <p className="small mb-2">{t('Create your first project to show it on the site.')}</p>
              <Button variant="outline-primary" size="sm" onClick={crud.startCreate}>
                {t('Create First Project')}
              </Button>
            </>
          ) : null
        }
        card={card}
      />
      <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
      {crud.formOpen ? <ProjectForm key={crud.formKey} {...crud.formProps} /> : null}
      {viewing ? <ProjectViewModal project={viewing} onHide={() => setViewing(null)} /> : null}
    </>
  );
}
