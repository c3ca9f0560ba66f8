// About Page Edit (SPEC.md "About Page Edit"; section 5 "About"): one document with tabs Banner Section
// (titles required, 1920x500), Experience Section (descriptions required) and Image Section (titles
// required, 800x600). Each tab saves its own part of the document.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import type { AboutData } from '../../../../server/api-types.ts';
import { DocumentImageSection } from '../../components/DocumentImageSection.tsx';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { DocumentScreen } from '../../components/SaveStatus.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentEditor, type DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { isBlank } from '../../hooks/useTexts.ts';
import { failureTexts } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { msg, useT } from '../../lib/i18n.ts';

const ABOUT: DocumentSource<AboutData> = {
  key: ['about'],
  path: '/api/aboutpage',
  column: 'about_data',
  history: 'about',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    experience: { description_en: '', description_tr: '' },
    image: { title_en: '', title_tr: '', path: '' },
  },
};
const REQUIRED = msg('Please fill in all required fields');
const TITLES = ['title_en', 'title_tr'];
const SAVE_FAILURE = failureTexts(msg('Failed to save changes'));
export const SAVED = msg('Changes saved successfully');

export function AboutScreen() {
  const t = useT();
  const editor = useDocumentEditor<AboutData>({
    source: ABOUT,
    loadFailure: failureTexts(t('Error fetching about page data')),
  });
  const saving = editor.status.state === 'saving';
  // a Translations link opens the tab of its section (features/history/places.ts)
  const [tab, setTab] = useLinkedTab('banner');

  /** Saves one section once its required texts are filled, with its new image if one was chosen. */
  const saveSection = async (part: keyof AboutData, required: string[], extra?: Record<string, File>) => {
    const section = (editor.doc?.[part] ?? {}) as Record<string, string>;
    if (required.some((k) => isBlank(section[k] ?? ''))) {
      notify.error(REQUIRED);
      return false;
    }
    return editor.save({ parts: [part], extra, failure: SAVE_FAILURE, success: SAVED });
  };

  return (
    <>
      <DocumentScreen title={t('About Page Edit')} history="about" editor={editor}>
        {(doc) => (
          <Tabs
            id="about-tabs"
            active={tab}
            onSelect={setTab}
            items={[
              {
                key: 'banner',
                title: t('Banner Section'),
                content: (
                  <DocumentImageSection
                    title={t('Banner Section')}
                    submitLabel={t('Save Banner')}
                    saving={saving}
                    titleLabel={t('Banner Title')}
                    titles={editor.bilingual('banner', 'title')}
                    required
                    imageLabel={t('Banner Image')}
                    image={doc.banner.image}
                    help={t('Recommended size: 1920x500')}
                    onSave={(file) => saveSection('banner', TITLES, file ? { banner_image: file } : undefined)}
                  />
                ),
              },
              {
                key: 'experience',
                title: t('Experience Section'),
                content: (
                  <FormCard
                    title={t('Experience Section')}
                    onSubmit={() => void saveSection('experience', ['description_en', 'description_tr'])}
                    saving={saving}
                    submitLabel={t('Save Experience')}
                  >
                    <BilingualField label={t('Experience Description')} {...editor.bilingual('experience', 'description')} required editor={richTextEditor} />
                  </FormCard>
                ),
              },
              {
                key: 'image',
                title: t('Image Section'),
                content: (
                  <DocumentImageSection
                    title={t('Image Section')}
                    submitLabel={t('Save Image Section')}
                    saving={saving}
                    titleLabel={t('Image Title')}
                    titles={editor.bilingual('image', 'title')}
                    required
                    imageLabel={t('Section Image')}
                    image={doc.image.path}
                    help={t('Recommended size: 800x600')}
                    onSave={(file) => saveSection('image', TITLES, file ? { about_image: file } : undefined)}
                  />
                ),
              },
            ]}
          />
        )}
      </DocumentScreen>
      <SeoPanel target={SEO_TARGETS.document('aboutpage', '/about-us/', 'about_data')} />
    </>
  );
}
