// SPEC.md "Project detail": breadcrumb and Back to Projects, tabs Banners / Details / Gallery, a
// spinner while loading, 'Project not found' with a back link (also for an id that is not a number).
// The first detail is selected with its gallery; deleting the selected detail selects the first
// remaining one (useMasterDetail). A link naming a part (?part=project_details:3, from Translations)
// selects its tab and opens its form.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { Alert } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { Project, ProjectBanner, ProjectDetail } from '../../../../server/api-types.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import type { TitledImageFormConfig } from '../../components/TitledImageForm.tsx';
import { pathTo } from '../../config/paths.ts';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink, useLinkedId, useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { useMasterDetail } from '../../hooks/useMasterDetail.ts';
import { ApiError } from '../../lib/api.ts';
import {
  PROJECT_BANNER_TEXTS,
  PROJECT_DETAIL_TEXTS,
  getProject,
  projectBannersApi,
  projectDetailsApi,
  projectKey,
  type BannerInput,
  type DetailInput,
} from './api.ts';
import { GalleryTab } from './GalleryTab.tsx';
import { ProjectPartsTab } from './ProjectPartsTab.tsx';
import { msg, useT } from '../../lib/i18n.ts';
import { BANNER_TEXTS, DETAIL_TEXTS } from '../../lib/thingTexts.ts';

const PROJECTS_CRUMB = { label: msg('Project Manage'), to: pathTo('projectManage') };
/** the tab that holds each kind of part */
const PART_TABS = { project_banners: 'banners', project_details: 'details', project_gallery: 'gallery' };

const BANNER_FORM: TitledImageFormConfig = {
  thing: BANNER_TEXTS,
  text: { name: 'detail', label: msg('Detail') },
  image: 'banner_image',
  imageLabel: msg('Banner Image'),
  imageAdvice: msg('Recommended size: 1200x800.'),
  imageRequired: msg('Please upload a banner image'),
};
const DETAIL_FORM: TitledImageFormConfig = {
  thing: DETAIL_TEXTS,
  text: { name: 'description', label: msg('Description') },
  image: 'feature_image',
  imageLabel: msg('Feature Image'),
  imageAdvice: msg('Recommended size: 800x600.'),
  imageRequired: msg('Feature image is required'),
};

export function ProjectDetailScreen() {
  const t = useT();
  const { projectId = '' } = useParams();
  const id = /^[0-9]{1,15}$/.test(projectId) ? Number(projectId) : null;
  const query = useQuery({ queryKey: projectKey(id ?? 0), queryFn: () => getProject(id!), enabled: id !== null });

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) return <ProjectNotFound />;
  if (query.isLoading)
    return (
      <>
        <PageHeader title={t('Project Detail')} crumbs={[PROJECTS_CRUMB]} />
        <Loading />
      </>
    );
  if (!query.data) {
    return (
      <>
        <PageHeader title={t('Project Detail')} crumbs={[PROJECTS_CRUMB]} />
        <Alert variant="danger">{t('Error fetching project data')}</Alert>
      </>
    );
  }
  return <ProjectWorkspace project={query.data} />;
}

function ProjectNotFound() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('Project Detail')} crumbs={[PROJECTS_CRUMB]} />
      <EmptyState text={t('Project not found')}>
        <Link to={pathTo('projectManage')} className="btn btn-outline-primary">
          {t('Back to Projects')}
        </Link>
      </EmptyState>
    </>
  );
}

function ProjectWorkspace({ project }: { project: Project }) {
  const t = useT();
  const [tab, setTab] = useLinkedTab('banners', PART_TABS);
  const banners = useCrud<ProjectBanner, BannerInput>({ ...projectBannersApi(project.id), texts: PROJECT_BANNER_TEXTS });
  const details = useCrud<ProjectDetail, DetailInput>({ ...projectDetailsApi(project.id), texts: PROJECT_DETAIL_TEXTS, formMessages: 'alert' });
  const selection = useMasterDetail(details.items, useLinkedId('project_details'));
  useEditFromLink(banners.items, banners.startEdit, 'project_banners');
  useEditFromLink(details.items, details.startEdit, 'project_details');

  return (
    <>
      <PageHeader
        title={project.title_en}
        crumbs={[PROJECTS_CRUMB]}
        actions={
          <div className="d-flex gap-2">
            <ItemTools type="project" id={project.id} />
            <Link to={pathTo('projectManage')} className="btn btn-outline-secondary">
              {t('Back to Projects')}
            </Link>
          </div>
        }
      />
      <p className="text-body-secondary" lang="tr">
        {project.title_tr}
      </p>
      <Tabs
        id="project-detail-tabs"
        active={tab}
        onSelect={setTab}
        items={[
          {
            key: 'banners',
            title: t('Banners'),
            content: <ProjectPartsTab crud={banners} config={BANNER_FORM} listLabel={t('Project banners')} emptyText={t('No banners yet')} />,
          },
          {
            key: 'details',
            title: t('Details'),
            content: (
              <ProjectPartsTab
                crud={details}
                config={DETAIL_FORM}
                listLabel={t('Project details')}
                emptyText={t('No details yet')}
                inlineAlert
                selectedId={selection.selectedId}
                extraActions={(d) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={t('View gallery of {name}', { name: d.title_en })}
                    onClick={() => {
                      selection.select(d.id);
                      setTab('gallery');
                    }}
                  >
                    {t('View Gallery')}
                  </button>
                )}
              />
            ),
          },
          {
            key: 'gallery',
            title: t('Gallery'),
            content: details.query.isLoading ? (
              <Loading />
            ) : (
              <GalleryTab
                details={details.items ?? []}
                selection={selection}
                onAddDetail={() => {
                  setTab('details');
                  details.startCreate();
                }}
              />
            ),
          },
        ]}
      />
      <SeoPanel target={SEO_TARGETS.project(project.id)} />
    </>
  );
}
