// SPEC.md "Show projects": a card per configuration (Active/Inactive badge, both titles, the page, up to
// 3 project thumbnails plus '+N more'; Delete, Edit, Hide/Show), the Add Configuration form, and
// 'No project display configurations'.
import { Button } from 'react-bootstrap';
import type { Project, ShowProject } from '../../../../server/api-types.ts';
import { CardGrid, ItemCard } from '../../components/CardGrid.tsx';
import { ItemPublishBar } from '../../components/ItemPublishBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { PAGE_NAMES, SHOW_PROJECT_TEXTS, showProjectsApi, type ShowProjectInput } from './api.ts';
import { ShowProjectForm } from './ShowProjectForm.tsx';
import { useProjectsById } from './projectChoice.ts';
import { useT } from '../../lib/i18n.ts';

/** SPEC.md section 9: up to 3 project thumbnails per card. */
const THUMBNAILS = 3;

export function ShowProjectsScreen() {
  const t = useT();
  const crud = useCrud<ShowProject, ShowProjectInput>({ ...showProjectsApi, history: 'show_project', texts: SHOW_PROJECT_TEXTS });
  // a Translations link names the configuration whose form to open
  useEditFromLink(crud.items, crud.startEdit);
  // the thumbnails' projects only, read by id: not the whole project list
  const byId = useProjectsById([...new Set((crud.items ?? []).flatMap((c) => c.project_ids.slice(0, THUMBNAILS)))]);

  return (
    <>
      <PageHeader title={t('Show Projects')} actions={crud.formOpen ? null : <Button onClick={crud.startCreate}>{t('Add Configuration')}</Button>} />
      {crud.formOpen ? <ShowProjectForm key={crud.formKey} {...crud.formProps} /> : null}
      <CardGrid
        items={crud.items}
        loading={crud.query.isLoading}
        label={t('Project display configurations')}
        emptyText={t('No project display configurations')}
        card={(c) => {
          const active = isOn(c.status);
          return (
            <ItemCard
              badges={<StatusBadge status={c.status} />}
              title={c.title_en}
              subtitle={c.title_tr}
              meta={
                <>
                  <span className="d-block mb-2">{t('Page: {name}', { name: t(PAGE_NAMES[c.page_name]) })}</span>
                  <Thumbnails projects={c.project_ids.slice(0, THUMBNAILS).flatMap((id) => byId.get(id) ?? [])} more={c.project_ids.length - THUMBNAILS} />
                </>
              }
              actions={
                <span className="d-flex flex-wrap gap-2">
                  <Button size="sm" variant="outline-danger" onClick={() => void crud.remove(c)} aria-label={t('Delete {name}', { name: c.title_en })}>
                    {t('Delete')}
                  </Button>
                  <Button size="sm" variant="outline-primary" onClick={() => crud.startEdit(c)} aria-label={t('Edit {name}', { name: c.title_en })}>
                    {t('Edit')}
                  </Button>
                  <Button size="sm" variant="outline-secondary" onClick={() => crud.toggle(c)} aria-label={`${active ? t('Hide') : t('Show')} ${c.title_en}`}>
                    {active ? t('Hide') : t('Show')}
                  </Button>
                  <ItemPublishBar type="show_project" id={c.id} />
                </span>
              }
            />
          );
        }}
      />
    </>
  );
}

function Thumbnails({ projects, more }: { projects: Project[]; more: number }) {
  return (
    <span className="d-flex align-items-center gap-1" data-testid="thumbnails">
      {projects.slice(0, THUMBNAILS).map((p) => {
        const src = cardImage(p.cover_image, p.media);
        return src ? (
          <img key={p.id} src={src} alt={p.title_en} width={48} height={36} className="rounded object-fit-cover" />
        ) : (
          <span key={p.id} className="badge text-bg-light">
            {p.title_en}
          </span>
        );
      })}
      {more > 0 ? <span className="small">+{more} more</span> : null}
    </span>
  );
}
