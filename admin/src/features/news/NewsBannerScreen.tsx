// News Banner (SPEC.md "News Banner"): the edit form of the public news page's banner above the list
// table (ID, banner, titles, status, toggle). 1920x1080 and 10MB are advice, not limits (section 5).
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { idColumn, statusColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import { useCrud, type CrudFormProps } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { isOn } from '../../lib/flags.ts';
import { cardImage } from '../../lib/media.ts';
import { BANNER_TEXTS, newsPageBannerApi, type NewsPageBanner, type PageBannerInput } from './api.ts';
import { HistoryButton } from '../../components/HistoryPanel.tsx';

export const NEWS_BANNER_ADVICE = 'Recommended size: 1920x1080, max 10MB';

export function NewsBannerScreen() {
  const crud = useCrud<NewsPageBanner, PageBannerInput>({
    ...newsPageBannerApi,
    texts: {
      ...BANNER_TEXTS({ failed: 'Failed to load news page banners', error: 'Failed to load news page banners' }),
      toggleFailure: { failed: 'Failed to toggle banner status', error: 'Failed to toggle banner status' },
    },
  });
  // a Translations link names the banner to edit
  useEditFromLink(crud.items, crud.startEdit);
  // the form edits the banner chosen with Edit, else the newest one; with none it adds one
  const current = crud.editing ?? crud.items?.[0] ?? null;
  const columns: Column<NewsPageBanner>[] = [
    idColumn(),
    {
      key: 'banner',
      header: 'Banner',
      cell: (b) =>
        b.banner_image ? (
          <img src={cardImage(b.banner_image, b.media, 240)!} alt={`News banner ${b.id}`} width={160} height={90} className="object-fit-cover rounded" />
        ) : null,
    },
    { key: 'title_en', header: 'Title EN', cell: (b) => b.title_en },
    { key: 'title_tr', header: 'Title TR', cell: (b) => <span lang="tr">{b.title_tr}</span> },
    statusColumn(),
    {
      key: 'actions',
      header: 'Actions',
      cell: (b) => (
        <span className="d-flex gap-2 align-items-center">
          <Button size="sm" variant="outline-primary" onClick={() => crud.startEdit(b)} aria-label={`Edit news banner ${b.id}`}>
            Edit
          </Button>
          <StatusSwitch checked={isOn(b.status)} onChange={() => crud.toggle(b)} label={`Active: news banner ${b.id}`} />
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="News Banner" />
      {crud.query.isLoading ? null : (
        <NewsBannerForm
          key={`${crud.formKey}-${current?.id ?? 'new'}`}
          {...crud.formProps}
          item={current}
          onSubmit={(input) => crud.save(input, current?.id)}
          onCancel={crud.editing ? crud.reset : undefined}
        />
      )}
      <CrudTable crud={crud} caption="News page banners" columns={columns} emptyText="No banners found" />
    </>
  );
}

function NewsBannerForm({
  item,
  saving,
  onSubmit,
  onCancel,
  onInvalid,
}: Omit<CrudFormProps<NewsPageBanner, PageBannerInput>, 'onCancel'> & { onCancel?: () => void }) {
  const { texts, bilingual } = useTexts(() => textsOf(item, ['title_en', 'title_tr']));
  const [image, setImage] = useState<File | null>(null);
  function submit() {
    if (!texts.title_en.trim() || !texts.title_tr.trim()) return onInvalid('Please fill in all required fields');
    if (!item && !image) return onInvalid('Please upload a banner image');
    onSubmit({ title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), banner: image });
  }
  return (
    <FormCard
      title={item ? 'Edit News Banner' : 'Add News Banner'}
      actions={item ? <HistoryButton type="news_page_banner" id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? 'Update Banner' : 'Add Banner'}
      onCancel={onCancel}
    >
      <BilingualField label="Title" {...bilingual('title')} required />
      <ImagePicker
        label="Banner Image"
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={item?.banner_image}
        previewSize={160}
        help={NEWS_BANNER_ADVICE}
      />
    </FormCard>
  );
}
