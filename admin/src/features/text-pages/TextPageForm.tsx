// Add Text Page / Edit Text Page (API.md "Text pages"): both titles required, the two addresses (left
// empty, the server makes them from the titles: the placeholders show which), the status and the body
// in both languages in the shared rich-text editor. A refused save marks its field (fieldErrors.ts).
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { useId, useState } from 'react';
import { BilingualField, type Lang } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { StatusSwitch } from '../../components/StatusSwitch.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { textsOf, useTexts } from '../../hooks/useTexts.ts';
import { isOn } from '../../lib/flags.ts';
import { useT } from '../../lib/i18n.ts';
import { TEXT_PAGE_TYPE, type TextPage, type TextPageInput } from './api.ts';
import { TITLES_REQUIRED, type FieldError, type TextPageField } from './fieldErrors.ts';
import { PreviewButton } from './PreviewButton.tsx';
import { FieldMessage, addressInput, addressOf, titleInput } from './TextInputs.tsx';

const TEXT_KEYS = ['title_en', 'title_tr', 'slug_en', 'slug_tr', 'body_en', 'body_tr'] as const;

export interface TextPageFormProps extends CrudFormProps<TextPage, TextPageInput> {
  /** the field the last refused save was about */
  fieldError: FieldError | null;
  /** the user changed a field: its refusal no longer stands */
  onEdited: (field: TextPageField) => void;
  /** the other pages, whose addresses tell which language of a refused address clashed */
  otherPages: TextPage[];
}

const LANGS: Lang[] = ['en', 'tr'];

export function TextPageForm({ item, saving, onSubmit, onCancel, onInvalid, merge, fieldError, onEdited, otherPages }: TextPageFormProps) {
  const t = useT();
  const { texts, set, bilingual } = useTexts(() => ({ ...textsOf(item, TEXT_KEYS), status: item?.status ?? 'active' }));
  // a title left empty is marked like the server's refusal of one
  const [titlesMissing, setTitlesMissing] = useState(false);
  const ids = { title: useId(), slug: useId() };
  const error = (field: TextPageField) =>
    fieldError?.field === field ? t(fieldError.message) : field === 'title' && titlesMissing ? t(TITLES_REQUIRED) : null;
  // the server names no language: the one whose address another page has (the address the server
  // makes of what was typed, or of the title), else both (a path of the site itself)
  const address = (lang: Lang) => addressOf(texts[`slug_${lang}`]) || addressOf(texts[`title_${lang}`]);
  const clashing = LANGS.filter((lang) => otherPages.some((p) => p[`slug_${lang}`] === address(lang)));
  const marked = (field: TextPageField, lang: Lang) => field === 'title' || !clashing.length || clashing.includes(lang);
  const mark = (field: TextPageField) => (lang: Lang) => (error(field) && marked(field, lang) ? ids[field] : undefined);
  const field = (name: TextPageField) => {
    const props = bilingual(name);
    return {
      ...props,
      onChange: (lang: Lang, value: string) => {
        if (name === 'title') setTitlesMissing(false);
        onEdited(name);
        props.onChange(lang, value);
      },
    };
  };

  function submit() {
    const title_en = texts.title_en.trim();
    const title_tr = texts.title_tr.trim();
    if (!title_en || !title_tr) {
      setTitlesMissing(true);
      return onInvalid(t(TITLES_REQUIRED));
    }
    const status = isOn(texts.status) ? 'active' : 'inactive';
    onSubmit({ ...texts, title_en, title_tr, slug_en: texts.slug_en.trim(), slug_tr: texts.slug_tr.trim(), status });
  }

  const titleError = error('title');
  const slugError = error('slug');
  return (
    <FormCard
      merge={merge}
      title={item ? t('Edit Text Page') : t('Add Text Page')}
      actions={
        item ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <PreviewButton id={item.id} name={item.title_en} />
            <ItemTools type={TEXT_PAGE_TYPE} id={item.id} />
          </div>
        ) : undefined
      }
      onSubmit={submit}
      saving={saving}
      submitLabel={t('Save')}
      onCancel={onCancel}
    >
      <BilingualField label={t('Title')} {...field('title')} required editor={titleInput(mark('title'))} className={titleError ? 'mb-2' : 'mb-3'} />
      {titleError ? <FieldMessage id={ids.title} text={titleError} /> : null}
      <BilingualField
        label={t('Address')}
        {...field('slug')}
        editor={addressInput(mark('slug'), { en: texts.title_en, tr: texts.title_tr })}
        help={slugError ? undefined : t('Left empty, the address is made from the title.')}
        className={slugError ? 'mb-2' : 'mb-3'}
      />
      {slugError ? <FieldMessage id={ids.slug} text={slugError} /> : null}
      <div className="mb-3">
        <StatusSwitch checked={isOn(texts.status)} onChange={(on) => set('status', on ? 'active' : 'inactive')} label={t('Active')} showLabel />
      </div>
      <BilingualField label={t('Content')} {...bilingual('body')} editor={richTextEditor} />
    </FormCard>
  );
}

/** The text page form, and below it, once the page exists, its SEO and sharing fields. */
export function TextPageEditor(props: TextPageFormProps) {
  return (
    <>
      <TextPageForm {...props} />
      {props.item ? <SeoPanel target={SEO_TARGETS.textPage(props.item.id)} /> : null}
    </>
  );
}
