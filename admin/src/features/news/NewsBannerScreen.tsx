// News Banner (SPEC.md "News Banner"): the edit form of the public news page's banner above the list
// table (ID, banner, titles, status, toggle). 1920x1080 and 10MB are advice, not limits (section 5).
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { useState } from 'react';
import { idColumn, statusColumn, thumbnailColumn, titleColumns } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud, type CrudFormProps } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { failureTexts } from '../../lib/api.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { isOn } from '../../lib/flags.ts';
import { BANNER_TEXTS, newsPageBannerApi, type NewsPageBanner, type PageBannerInput } from './api.ts';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { msg, useT } from '../../lib/i18n.ts';

export const NEWS_BANNER_ADVICE = msg('Recommended size: 1920x1080, max 10MB');

/** the news list's SEO fields live on its banner (API.md "SEO and sharing") */
const NEWS_LIST_SEO = SEO_TARGETS.banner('/api/news-page-banner', 'data', '/news/');

export function NewsBannerScreen() {
  const t = useT();
  const crud = useCrud<NewsPageBanner, PageBannerInput>({
    ...newsPageBannerApi,
    history: 'news_page_banner',
    texts: {
      ...BANNER_TEXTS(failureTexts(t('Failed to load news page banners'))),
      toggleFailure: failureTexts(t('Failed to toggle banner status')),
    },
  });
  // a Translations link names the banner to edit
  useEditFromLink(crud.items, crud.startEdit);
  // the form edits the banner chosen with Edit, else the newest one; with none it adds one
  const current = crud.editing ?? crud.items?.[0] ?? null;
  const columns: Column<NewsPageBanner>[] = [
    idColumn(),
    thumbnailColumn('Banner', (b) => ({ path: b.banner_image, media: b.media, alt: t('News banner {name}', { name: b.id }) }), 'large'),
    ...titleColumns<NewsPageBanner>(),
    statusColumn(),
    {
      key: 'actions',
      header: t('Actions'),
      cell: (b) => (
        <RowActions name={t('news banner {name}', { name: b.id })} onEdit={() => crud.startEdit(b)} active={isOn(b.status)} onToggle={() => crud.toggle(b)} />
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('News Banner')} />
      {crud.query.isLoading ? null : (
        <NewsBannerForm
          key={`${crud.formKey}-${current?.id ?? 'new'}`}
          {...crud.formProps}
          item={current}
          onSubmit={(input) => crud.save(input, current?.id)}
          onCancel={crud.editing ? crud.reset : undefined}
        />
      )}
      <CrudTable crud={crud} caption={t('News page banners')} columns={columns} emptyText={t('No banners found')} />
      <SeoPanel target={NEWS_LIST_SEO} />
    </>
  );
}

function NewsBannerForm({
  item,
  saving,
  onSubmit,
  onCancel,
  onInvalid,
  merge,
}: Omit<CrudFormProps<NewsPageBanner, PageBannerInput>, 'onCancel'> & { onCancel?: () => void }) {
  const t = useT();
  const { texts, bilingual } = useTexts(() => textsOf(item, ['title_en', 'title_tr']));
  const [image, setImage] = useState<File | null>(null);
  function submit() {
    if (!texts.title_en.trim() || !texts.title_tr.trim()) return onInvalid(t('Please fill in all required fields'));
    if (!item && !image) return onInvalid(t('Please upload a banner image'));
    onSubmit({ title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), banner: image });
  }
  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit News Banner') : t('Add News Banner')}
      actions={item ? <ItemTools type="news_page_banner" id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update Banner') : t('Add Banner')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Title')} {...bilingual('title')} required />
      <ImagePicker
        label={t('Banner Image')}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={item?.banner_image}
        previewSize={160}
        help={t(NEWS_BANNER_ADVICE)}
      />
    </FormCard>
  );
}
