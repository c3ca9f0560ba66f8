// The add/edit form of every "titled item with an image" (project banners and details, the ongoing
// and our-projects banners, and any like them): titles in EN and TR (required), maybe an HTML text in
// EN and TR, and an image that is required on create and kept when left empty on edit ('Leave empty
// to keep the existing image'). Shown in a card on the screen, or inside a dialog.
import { useState, type ReactNode } from 'react';
import { BilingualField } from './fields.tsx';
import { FormCard } from './FormCard.tsx';
import { ItemTools } from './ItemPublishBar.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { richTextEditor } from './RichTextEditor.tsx';
import type { CrudFormProps } from '../hooks/useCrud.ts';
import { useTexts } from '../hooks/useTexts.ts';
import { FILE_RULES } from '../lib/files.ts';
import { msg, useT } from '../lib/i18n.ts';
import type { ThingTexts } from '../lib/thingTexts.ts';

/** How one kind of item's form differs: its words, its HTML text field and its image field. */
export interface TitledImageFormConfig {
  /** the titles ("Add Banner" / "Edit Banner"), the buttons ("Save Banner" / "Update Banner") and names */
  thing: ThingTexts;
  /** the HTML text in both languages, e.g. `{ name: 'description', label: t('Description') }` (description_en, description_tr) */
  text?: { name: string; label: string; required?: boolean };
  /** the image field, e.g. 'banner_image' */
  image: string;
  imageLabel: string;
  /** the advice under the image, e.g. "Recommended size: 800x600." */
  imageAdvice: string;
  /** SPEC.md section 5: the message of a create without an image */
  imageRequired: string;
  /** the item's content type in the history, when it has one of its own (issue 14): the edit form offers History */
  historyType?: string;
}

const FIELDS_REQUIRED = msg('Please fill in all required fields');

/**
 * `T` is the answered item, `I` what the form hands over: their field names follow from the config
 * (title_en, title_tr, {text}_en, {text}_tr, {image}), so the form reads and writes them by name.
 * `alert` sits at the top of the form (an inline failure message).
 */
export function TitledImageForm<T extends object, I extends object>({
  config: c,
  item,
  saving,
  onSubmit,
  onCancel,
  onInvalid,
  merge,
  alert,
}: CrudFormProps<T, I> & { config: TitledImageFormConfig; alert?: ReactNode }) {
  const t = useT();
  const current = item as Record<string, string | null> | null;
  const textKeys = c.text ? [`${c.text.name}_en`, `${c.text.name}_tr`] : [];
  const { texts, bilingual } = useTexts<Record<string, string>>(() =>
    Object.fromEntries(['title_en', 'title_tr', ...textKeys].map((k) => [k, current?.[k] ?? ''])),
  );
  const [image, setImage] = useState<File | null>(null);

  function submit() {
    const values: Record<string, string> = { ...texts, title_en: texts.title_en.trim(), title_tr: texts.title_tr.trim() };
    const required = ['title_en', 'title_tr', ...(c.text?.required ? textKeys : [])];
    if (required.some((k) => !values[k].trim())) return onInvalid(FIELDS_REQUIRED);
    if (!current && !image) return onInvalid(c.imageRequired);
    onSubmit({ ...values, [c.image]: image } as unknown as I);
  }

  return (
    <FormCard
      merge={merge}
      title={t(item ? c.thing.edit : c.thing.add)}
      onSubmit={submit}
      saving={saving}
      actions={item && c.historyType ? <ItemTools type={c.historyType} id={Number(current?.id)} /> : undefined}
      submitLabel={t(item ? c.thing.update : c.thing.save)}
      onCancel={onCancel}
    >
      {alert}
      <BilingualField label={t('Title')} {...bilingual('title')} required />
      {c.text ? <BilingualField label={c.text.label} {...bilingual(c.text.name)} editor={richTextEditor} required={c.text.required} /> : null}
      <ImagePicker
        label={c.imageLabel}
        rule={FILE_RULES.contentImage}
        file={image}
        onChange={setImage}
        onInvalid={onInvalid}
        currentUrl={current?.[c.image]}
        previewSize={160}
        required={!current}
        help={current ? `${c.imageAdvice} Leave empty to keep the existing image` : c.imageAdvice}
      />
    </FormCard>
  );
}
