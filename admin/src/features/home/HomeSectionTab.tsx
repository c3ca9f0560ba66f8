// The Banners and Design Sections tabs of Home edit (SPEC.md "Home edit"): a table with #, titles,
// descriptions, image, status and actions (edit, toggle), and the add/edit form. Only one item of
// each can exist, so Add is hidden once there is one, and while the form is open.
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
import { isBlank, textsOf, useTexts } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { isOn } from '../../lib/flags.ts';
import type { DesignSection, HomeBanner, HomeSectionInput, HomeSectionKind } from './api.ts';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { msg, useT } from '../../lib/i18n.ts';

/** A description cell: the text of the HTML, shortened. */
const plain = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

export function HomeSectionTab<T extends HomeBanner | DesignSection>({ kind }: { kind: HomeSectionKind<T> }) {
  const t = useT();
  const crud = useCrud<T, HomeSectionInput>({ ...kind.source, history: kind.historyType, texts: kind.texts });
  // a Translations link names the item whose form to open
  useEditFromLink(crud.items, crud.startEdit);
  const columns: Column<T>[] = [
    idColumn('#'),
    ...titleColumns<T>(),
    { key: 'description_en', header: msg('Description EN'), cell: (r) => plain(r.description_en) },
    { key: 'description_tr', header: msg('Description TR'), cell: (r) => <span lang="tr">{plain(r.description_tr)}</span> },
    thumbnailColumn('Image', (r) => ({ path: kind.imageOf(r), media: r.media, alt: t(kind.thing.image, { name: r.id }) }), 'medium'),
    statusColumn(),
    {
      key: 'actions',
      header: t('Actions'),
      cell: (r) => (
        <RowActions
          name={t(kind.thing.row, { name: r.id })}
          onEdit={() => crud.startEdit(r)}
          active={isOn(r.status)}
          onToggle={() => crud.toggle(r)}
          item={{ type: kind.historyType, id: r.id }}
        />
      ),
    },
  ];
  const canAdd = !crud.formOpen && crud.items !== undefined && crud.items.length === 0;
  return (
    <>
      {canAdd ? (
        <div className="mb-3">
          <Button onClick={crud.startCreate}>{t(kind.thing.add)}</Button>
        </div>
      ) : null}
      {crud.formOpen ? <HomeSectionForm key={crud.formKey} kind={kind} {...crud.formProps} /> : null}
      <CrudTable crud={crud} caption={t(kind.caption)} columns={columns} emptyText={t(kind.emptyText)} />
    </>
  );
}

function HomeSectionForm<T extends HomeBanner | DesignSection>({
  kind,
  item,
  saving,
  onSubmit,
  onCancel,
  onInvalid,
  merge,
}: CrudFormProps<T, HomeSectionInput> & { kind: HomeSectionKind<T> }) {
  const t = useT();
  const { texts, bilingual } = useTexts(() => textsOf(item, ['title_en', 'title_tr', 'description_en', 'description_tr']));
  const [image, setImage] = useState<File | null>(null);
  function submit() {
    if (Object.values(texts).some(isBlank)) return onInvalid(t('Please fill in all required fields'));
    if (!item && !image) return onInvalid(kind.imageRequired);
    onSubmit({ ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), image });
  }
  return (
    <FormCard
      merge={merge}
      title={t(item ? kind.thing.edit : kind.thing.add)}
      actions={item ? <ItemTools type={kind.historyType} id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update') : t('Save')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Title')} {...bilingual('title')} required />
      <BilingualField label={t('Description')} {...bilingual('description')} required editor={richTextEditor} />
      <ImagePicker
        label={t('Image')}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={item ? kind.imageOf(item) : null}
        previewSize={120}
        help={item ? t('Leave empty to keep the existing image') : undefined}
      />
    </FormCard>
  );
}
