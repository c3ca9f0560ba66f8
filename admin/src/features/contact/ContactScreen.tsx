// Contact Edit (SPEC.md "Contact Edit"): the banner (1920x600), the section title, the contact cards
// (add with status on, edit, delete, enable/disable) and the location, each saved as its own part of
// the contact document. With no record yet the screen creates the empty one at once.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import type { ContactData } from '../../../../server/api-types.ts';
import { DocumentImageSection } from '../../components/DocumentImageSection.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { DocumentScreen } from '../../components/SaveStatus.tsx';
import { useDocumentEditor, type DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { ContactCards } from './ContactCards.tsx';
import { CONTACT_TEXTS as T } from './texts.ts';
import { useT } from '../../lib/i18n.ts';

const CONTACT: DocumentSource<ContactData> = {
  key: ['contact'],
  path: '/api/contact',
  column: 'contact_data',
  history: 'contact',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    section: { title_en: '', title_tr: '' },
    cards: [],
    location: { title_en: '', title_tr: '', description_en: '', description_tr: '' },
    kvkk: { notice_en: '', notice_tr: '', url_en: '', url_tr: '' },
  },
};

export function ContactScreen() {
  const t = useT();
  const editor = useDocumentEditor<ContactData>({
    source: CONTACT,
    loadFailure: T.load,
    createOnLoad: { failure: T.createFailure, missing: T.missing },
  });
  const saving = editor.status.state === 'saving';
  const savePart = (part: keyof ContactData, extra?: Record<string, File | undefined>) =>
    editor.save({ parts: [part], extra, failure: T.save, success: T.saved });

  return (
    <>
      <DocumentScreen title={t('Contact Edit')} history="contact" editor={editor}>
        {(doc) => (
          <div className="d-flex flex-column gap-4">
            <DocumentImageSection
              title={t('Banner Section')}
              className=""
              submitLabel={t('Save Banner')}
              saving={saving}
              titleLabel={t('Banner Title')}
              titles={editor.bilingual('banner', 'title')}
              imageLabel={t('Banner Image')}
              image={doc.banner.image}
              help={t('Recommended size: 1920x600')}
              onSave={(file) => savePart('banner', { banner_image: file ?? undefined })}
            />
            <FormCard title={t('Section Title')} className="" saving={saving} submitLabel={t('Save Section Title')} onSubmit={() => void savePart('section')}>
              <BilingualField label={t('Section Title')} {...editor.bilingual('section', 'title')} />
            </FormCard>
            <ContactCards editor={editor} />
            <FormCard title={t('Location')} className="" saving={saving} submitLabel={t('Save Location')} onSubmit={() => void savePart('location')}>
              <BilingualField label={t('Location Title')} {...editor.bilingual('location', 'title')} />
              <BilingualField label={t('Location Description')} {...editor.bilingual('location', 'description')} editor={richTextEditor} />
            </FormCard>
            {/* the lead form's KVKK information notice (site contact and project pages) */}
            <FormCard title={t('KVKK Notice')} className="" saving={saving} submitLabel={t('Save KVKK Notice')} onSubmit={() => void savePart('kvkk')}>
              <BilingualField
                label={t('Notice Text')}
                {...editor.bilingual('kvkk', 'notice')}
                rows={3}
                help={t('Shown above the consent box of the lead form; empty: the standard text')}
              />
              <BilingualField label={t('Full Notice Link')} {...editor.bilingual('kvkk', 'url')} help={t('A web address or a path on this site, e.g. /kvkk')} />
            </FormCard>
          </div>
        )}
      </DocumentScreen>
      <SeoPanel target={SEO_TARGETS.document('contact', '/contact/', 'contact_data')} />
    </>
  );
}
