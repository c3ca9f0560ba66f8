// The Banners tab of a news detail: the add/edit form (image required on create) above the table of
// the detail's banners.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { idColumn, statusColumn, thumbnailColumn, titleColumns } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud, type CrudFormProps } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { failureTexts } from '../../lib/api.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { isOn } from '../../lib/flags.ts';
import { BANNER_TEXTS, detailBannersApi, type DetailBannerInput, type NewsDetailBanner } from './api.ts';
import { useT } from '../../lib/i18n.ts';

export function DetailBannersTab({ detailId }: { detailId: number }) {
  const t = useT();
  const crud = useCrud<NewsDetailBanner, DetailBannerInput>({
    ...detailBannersApi(detailId),
    texts: BANNER_TEXTS(failureTexts(t('Error fetching detail banners'))),
  });
  // a Translations link names the banner whose form to open
  useEditFromLink(crud.items, crud.startEdit, 'news_detail_banners');
  const columns: Column<NewsDetailBanner>[] = [
    idColumn(),
    thumbnailColumn('Banner', (b) => ({ path: b.banner_image, media: b.media, alt: t('Banner {name}', { name: b.id }) }), 'medium'),
    ...titleColumns<NewsDetailBanner>(),
    statusColumn(),
    {
      key: 'actions',
      header: t('Actions'),
      cell: (b) => (
        <RowActions
          name={t('banner {name}', { name: b.id })}
          onEdit={() => crud.startEdit(b)}
          active={isOn(b.status)}
          onToggle={() => crud.toggle(b)}
          onDelete={() => void crud.remove(b)}
        />
      ),
    },
  ];
  return (
    <>
      {crud.formOpen ? (
        <DetailBannerForm key={crud.formKey} {...crud.formProps} />
      ) : (
        <div className="mb-3">
          <Button onClick={crud.startCreate}>{t('Add Banner')}</Button>
        </div>
      )}
      <CrudTable crud={crud} caption={t('Detail banners')} columns={columns} emptyText={t('No banners found')} />
    </>
  );
}

function DetailBannerForm({ item, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<NewsDetailBanner, DetailBannerInput>) {
  const t = useT();
  const { texts, bilingual } = useTexts(() => textsOf(item, ['title_en', 'title_tr', 'gallery_description_en', 'gallery_description_tr']));
  const [image, setImage] = useState<File | null>(null);
  function submit() {
    if (!item && !image) return onInvalid(t('Please upload a banner image'));
    onSubmit({ ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), banner_image: image });
  }
  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit Banner') : t('Add Banner')}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update Banner') : t('Add Banner')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Banner Title')} {...bilingual('title')} />
      <BilingualField label={t('Banner Description')} {...bilingual('gallery_description')} editor={richTextEditor} />
      <ImagePicker
        label={t('Banner Image')}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={item?.banner_image}
        previewSize={120}
        help={item ? t('Leave empty to keep the existing image') : t('Recommended size: 1920x600')}
      />
    </FormCard>
  );
}
