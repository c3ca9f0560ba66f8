// The add/edit form of a news detail (SPEC.md section 5 "News detail"): 'Title (EN) is required'
// (the Turkish title is optional), 'Feature image is required' on create, status active by default,
// descriptions and gallery descriptions in the rich-text editor. Failures show inline (formMessages).
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { FeedbackAlert, type useFeedback } from '../../components/Feedback.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import type { NewsDetail, NewsDetailInput } from './api.ts';
import { useT } from '../../lib/i18n.ts';

type DetailFormProps = CrudFormProps<NewsDetail, NewsDetailInput> & { feedback: ReturnType<typeof useFeedback> };

export function DetailForm({ item, saving, onSubmit, onCancel, onInvalid, merge, feedback }: DetailFormProps) {
  const t = useT();
  const { texts, bilingual } = useTexts(() =>
    textsOf(item, ['title_en', 'title_tr', 'description_en', 'description_tr', 'gallery_description_en', 'gallery_description_tr']),
  );
  const [status, setStatus] = useState<NewsDetailInput['status']>(item?.status ?? 'active');
  const [image, setImage] = useState<File | null>(null);

  function submit() {
    if (!texts.title_en.trim()) return onInvalid(t('Title (EN) is required'));
    if (!item && !image) return onInvalid(t('Feature image is required'));
    onSubmit({ ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim(), status, feature_image: image });
  }

  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit Detail') : t('Add Detail')}
      onSubmit={submit}
      saving={saving}
      submitLabel={item ? t('Update Detail') : t('Add Detail')}
      onCancel={onCancel}
    >
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <BilingualField label={t('Title')} {...bilingual('title')} required="en" />
      <BilingualField label={t('Description')} {...bilingual('description')} editor={richTextEditor} />
      <BilingualField label={t('Gallery Description')} {...bilingual('gallery_description')} editor={richTextEditor} />
      <div className="row">
        <div className="col-12 col-md-6">
          <ImagePicker
            label={t('Feature Image')}
            rule={FILE_RULES.contentImage}
            file={image}
            onChange={setImage}
            onInvalid={onInvalid}
            currentUrl={item?.feature_image}
            previewSize={120}
            help={item ? t('Recommended size: 800x600. Leave empty to keep the existing image.') : t('Recommended size: 800x600')}
          />
        </div>
        <Form.Group className="col-12 col-md-6 mb-3" controlId="news-detail-status">
          <Form.Label>{t('Status')}</Form.Label>
          <Form.Select value={status} onChange={(e) => setStatus(e.currentTarget.value as NewsDetailInput['status'])}>
            <option value="active">{t('Active')}</option>
            <option value="inactive">{t('Inactive')}</option>
          </Form.Select>
        </Form.Group>
      </div>
    </FormCard>
  );
}
