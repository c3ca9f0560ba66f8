// Contact Edit (SPEC.md "Contact Edit"): the banner (1920x600), the section title, the contact cards
// (add with status on, edit, delete, enable/disable) and the location, each saved as its own part of
// the contact document. With no record yet the screen creates the empty one at once.
import { useState } from 'react';
import type { ContactData } from '../../../../server/api-types.ts';
import { BilingualField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { Loading } from '../../components/Loading.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { DocumentHeader } from '../../components/SaveStatus.tsx';
import { useDocumentEditor, type DocumentSource } from '../../hooks/useDocumentEditor.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { notify } from '../../lib/toast.tsx';
import { ContactCards } from './ContactCards.tsx';
import { CONTACT_TEXTS as T } from './texts.ts';

const CONTACT: DocumentSource<ContactData> = {
  key: ['contact'],
  path: '/api/contact',
  column: 'contact_data',
  empty: {
    banner: { title_en: '', title_tr: '', image: '' },
    section: { title_en: '', title_tr: '' },
    cards: [],
    location: { title_en: '', title_tr: '', description_en: '', description_tr: '' },
  },
};

export function ContactScreen() {
  const editor = useDocumentEditor<ContactData>({
    source: CONTACT,
    loadFailure: T.load,
    createOnLoad: { failure: T.createFailure, missing: T.missing },
  });
  const [bannerFile, setBannerFile] = useState<File | null>(null);
  const doc = editor.doc;
  const saving = editor.status.state === 'saving';

  const saveBanner = async () => {
    if (await editor.save({ parts: ['banner'], extra: { banner_image: bannerFile ?? undefined }, failure: T.save, success: T.saved })) setBannerFile(null);
  };

  return (
    <>
      <DocumentHeader title="Contact Edit" status={editor.status} history={{ type: 'contact', id: editor.record?.id }} />
      {!doc || editor.loading ? (
        <Loading />
      ) : (
        <div className="d-flex flex-column gap-4">
          <FormCard title="Banner Section" className="" onSubmit={() => void saveBanner()} saving={saving} submitLabel="Save Banner">
            <BilingualField
              label="Banner Title"
              en={doc.banner.title_en}
              tr={doc.banner.title_tr}
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
              help="Recommended size: 1920x600"
            />
          </FormCard>
          <FormCard
            title="Section Title"
            className=""
            saving={saving}
            submitLabel="Save Section Title"
            onSubmit={() => void editor.save({ parts: ['section'], failure: T.save, success: T.saved })}
          >
            <BilingualField
              label="Section Title"
              en={doc.section.title_en}
              tr={doc.section.title_tr}
              onChange={(lang, v) => editor.setField('section', `title_${lang}`, v)}
            />
          </FormCard>
          <ContactCards editor={editor} />
          <FormCard
            title="Location"
            className=""
            saving={saving}
            submitLabel="Save Location"
            onSubmit={() => void editor.save({ parts: ['location'], failure: T.save, success: T.saved })}
          >
            <BilingualField
              label="Location Title"
              en={doc.location.title_en}
              tr={doc.location.title_tr}
              onChange={(lang, v) => editor.setField('location', `title_${lang}`, v)}
            />
            <BilingualField
              label="Location Description"
              en={doc.location.description_en}
              tr={doc.location.description_tr}
              editor={richTextEditor}
              onChange={(lang, v) => editor.setField('location', `description_${lang}`, v)}
            />
          </FormCard>
        </div>
      )}
    </>
  );
}
