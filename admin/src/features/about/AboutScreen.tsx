// About Page Edit (SPEC.md "About Page Edit"; section 5 "About"): one document with tabs Banner Section
// (titles required, 1920x500), Experience Section (descriptions required) and Image Section (titles
// required, 800x600). Each tab saves its own part of the document.
import { useState } from 'react';
import type { AboutData } from '../../../../server/api-types.ts';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { Loading } from '../../components/Loading.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { DocumentHeader } from '../../components/SaveStatus.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentEditor, type DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { isBlank } from '../../hooks/useTexts.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { notify } from '../../lib/toast.tsx';

const ABOUT: DocumentSource<AboutData> = {
  key: ['about'],
  path: '/api/aboutpage',
  column: 'about_data',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    experience: { description_en: '', description_tr: '' },
    image: { title_en: '', title_tr: '', path: '' },
  },
};
const REQUIRED = 'Please fill in all required fields';
const TITLES = ['title_en', 'title_tr'];
const SAVE_FAILURE = { failed: 'Failed to save changes', error: 'Failed to save changes' };
export const SAVED = 'Changes saved successfully';

export function AboutScreen() {
  const editor = useDocumentEditor<AboutData>({
    source: ABOUT,
    loadFailure: { failed: 'Error fetching about page data', error: 'Error fetching about page data' },
  });
  const [tab, setTab] = useState('banner');
  const [bannerFile, setBannerFile] = useState<File | null>(null);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const doc = editor.doc;
  const saving = editor.status.state === 'saving';

  /** Saves one section once its required texts are filled, with its new image if one was chosen. */
  const saveSection = async (part: keyof AboutData, required: string[], image?: { field: string; file: File | null; clear: () => void }) => {
    const section = (doc?.[part] ?? {}) as Record<string, string>;
    if (required.some((k) => isBlank(section[k] ?? ''))) return void notify.error(REQUIRED);
    const extra = image?.file ? { [image.field]: image.file } : undefined;
    if (await editor.save({ parts: [part], extra, failure: SAVE_FAILURE, success: SAVED })) image?.clear();
  };
  const saveBanner = () => saveSection('banner', TITLES, { field: 'banner_image', file: bannerFile, clear: () => setBannerFile(null) });
  const saveExperience = () => saveSection('experience', ['description_en', 'description_tr']);
  const saveImage = () => saveSection('image', TITLES, { field: 'about_image', file: imageFile, clear: () => setImageFile(null) });

  return (
    <>
      <DocumentHeader title="About Page Edit" status={editor.status} history={{ type: 'about', id: editor.record?.id }} />
      {!doc ? (
        <Loading />
      ) : (
        <Tabs
          id="about-tabs"
          active={tab}
          onSelect={setTab}
          items={[
            {
              key: 'banner',
              title: 'Banner Section',
              content: (
                <FormCard title="Banner Section" onSubmit={saveBanner} saving={saving} submitLabel="Save Banner">
                  <BilingualField
                    label="Banner Title"
                    en={doc.banner.title_en}
                    tr={doc.banner.title_tr}
                    required
                    onChange={(lang, v) => editor.setField('banner', `title_${lang}`, v)}
                  />
                  <ImagePicker
                    label="Banner Image"
                    rule={FILE_RULES.contentImage}
                    file={bannerFile}
                    onChange={setBannerFile}
                    onInvalid={notify.error}
                    currentUrl={doc.banner.image || null}
                    previewSize={160}
                    help="Recommended size: 1920x500"
                  />
                </FormCard>
              ),
            },
            {
              key: 'experience',
              title: 'Experience Section',
              content: (
                <FormCard title="Experience Section" onSubmit={saveExperience} saving={saving} submitLabel="Save Experience">
                  <BilingualField
                    label="Experience Description"
                    en={doc.experience.description_en}
                    tr={doc.experience.description_tr}
                    required
                    editor={richTextEditor}
                    onChange={(lang, v) => editor.setField('experience', `description_${lang}`, v)}
                  />
                </FormCard>
              ),
            },
            {
              key: 'image',
              title: 'Image Section',
              content: (
                <FormCard title="Image Section" onSubmit={saveImage} saving={saving} submitLabel="Save Image Section">
                  <BilingualField
                    label="Image Title"
                    en={doc.image.title_en}
                    tr={doc.image.title_tr}
                    required
                    onChange={(lang, v) => editor.setField('image', `title_${lang}`, v)}
                  />
                  <ImagePicker
                    label="Section Image"
                    rule={FILE_RULES.contentImage}
                    file={imageFile}
                    onChange={setImageFile}
                    onInvalid={notify.error}
                    currentUrl={doc.image.path || null}
                    previewSize={160}
                    help="Recommended size: 800x600"
                  />
                </FormCard>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
