// The create/edit form of a news item (SPEC.md "News list"; section 5 "News"): both titles required,
// an image required on create (recommended 800x600), descriptions in the rich-text editor.
import { useState } from 'react';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import type { News, NewsInput } from './api.ts';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { useT } from '../../lib/i18n.ts';

export function NewsForm({ item, saving, onSubmit, onCancel, onInvalid, merge }: CrudFormProps<News, NewsInput>) {
  const t = useT();
  const { texts, bilingual } = useTexts(() => textsOf(item, ['title_en', 'title_tr', 'description_en', 'description_tr']));
  const [image, setImage] = useState<File | null>(null);

  function submit() {
    if (!texts.title_en.trim() || !texts.title_tr.trim()) return onInvalid(t('Please fill in all required fields'));
    if (!item && !image) return onInvalid(t('Please upload an image'));
    onSubmit({ ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), image });
  }

  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit News') : t('Add New News')}
      actions={item ? <ItemTools type="news" id={item.id} /> : undefined}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update News') : t('Create News')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Title')} {...bilingual('title')} required />
      <BilingualField label={t('Description')} {...bilingual('description')} editor={richTextEditor} />
      <ImagePicker
        label={t('Image')}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={item?.image}
        help={item ? t('Recommended size: 800x600. Leave empty to keep the existing image.') : t('Recommended size: 800x600')}
        previewSize={120}
      />
    </FormCard>
  );
}
