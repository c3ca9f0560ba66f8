// SPEC.md "Ongoing Project Banner" and "Our Projects Banner": one screen, two configurations. Filter
// All/Active/Inactive, cards with Edit, the status switch and Delete, and the add/edit form. The
// ongoing page has at most one banner (Add Banner only while none exists); our projects' banners have
// descriptions and can always be added.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS, type SeoTarget } from '../../components/seo/targets.ts';
import { Button } from 'react-bootstrap';
import { CardGrid, ItemCard } from '../../components/CardGrid.tsx';
import { FilterButtons, statusFilters, useFilter } from '../../components/FilterButtons.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { TitledImageForm, type TitledImageFormConfig } from '../../components/TitledImageForm.tsx';
import { useCrud, type CrudSource } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { LISTING_BANNER_TEXTS, ongoingBannersApi, ourProjectsBannersApi, type ListingBanner, type ListingBannerInput } from './api.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { BANNER_TEXTS } from '../../lib/thingTexts.ts';

interface BannerScreenConfig {
  title: string;
  source: CrudSource<ListingBanner, ListingBannerInput>;
  form: TitledImageFormConfig;
  /** at most one banner: Add Banner shows only while there is none */
  single: boolean;
  /** the list page's SEO fields live on its banner (API.md "SEO and sharing") */
  seo: SeoTarget;
}

const FORM: TitledImageFormConfig = {
  thing: BANNER_TEXTS,
  image: 'banner_image',
  imageLabel: msg('Banner Image'),
  imageAdvice: msg('Recommended size: 1200x800.'),
  imageRequired: msg('Please upload a banner image'),
};

const ONGOING: BannerScreenConfig = {
  title: msg('Ongoing Project Banner'),
  source: ongoingBannersApi,
  form: { ...FORM, historyType: 'ongoing_banner' },
  single: true,
  seo: SEO_TARGETS.banner('/api/ongoing-banners', 'banners', '/ongoing-projects/'),
};
const OUR_PROJECTS: BannerScreenConfig = {
  title: msg('Our Projects Banner'),
  source: ourProjectsBannersApi,
  form: { ...FORM, text: { name: 'description', label: msg('Description'), required: true }, historyType: 'our_projects_banner' },
  single: false,
  seo: SEO_TARGETS.banner('/api/our-projects', 'ourProjects', '/our-projects/'),
};

export const OngoingBannerScreen = () => <BannerScreen config={ONGOING} />;
export const OurProjectsBannerScreen = () => <BannerScreen config={OUR_PROJECTS} />;

function BannerScreen({ config }: { config: BannerScreenConfig }) {
  const t = useT();
  const crud = useCrud<ListingBanner, ListingBannerInput>({ ...config.source, history: config.form.historyType, texts: LISTING_BANNER_TEXTS });
  // a Translations link names the banner whose form to open
  useEditFromLink(crud.items, crud.startEdit);
  const filter = useFilter(statusFilters<ListingBanner>());
  const canAdd = !crud.formOpen && !!crud.items && !(config.single && crud.items.length > 0);

  return (
    <>
      <PageHeader title={config.title} actions={canAdd ? <Button onClick={crud.startCreate}>{t('Add Banner')}</Button> : null} />
      {crud.formOpen ? <TitledImageForm<ListingBanner, ListingBannerInput> key={crud.formKey} config={config.form} {...crud.formProps} /> : null}
      <div className="mb-3">
        <FilterButtons label={t('Filter banners')} state={filter} />
      </div>
      <CardGrid
        items={filter.apply(crud.items)}
        loading={crud.query.isLoading}
        label={t('Banners')}
        emptyText={t('No banners found')}
        card={(b) => {
          const src = cardImage(b.banner_image, b.media);
          return (
            <ItemCard
              image={src ? { src, alt: t(BANNER_TEXTS.image, { name: b.title_en }) } : null}
              badges={<StatusBadge status={b.status} />}
              title={b.title_en}
              subtitle={b.title_tr}
              actions={
                <RowActions
                  name={t('banner {name}', { name: b.title_en })}
                  onEdit={() => crud.startEdit(b)}
                  active={isOn(b.status)}
                  onToggle={() => crud.toggle(b)}
                  onDelete={() => void crud.remove(b)}
                  item={config.form.historyType ? { type: config.form.historyType, id: b.id } : undefined}
                />
              }
            />
          );
        }}
      />
      <SeoPanel target={config.seo} />
    </>
  );
}
