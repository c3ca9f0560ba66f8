// Services Edit (SPEC.md "Services Edit"): tabs Banner Section and Service Cards. The banner title
// saves itself 1 s after typing stops, the section text 0.5 s after; a chosen banner image uploads at
// once. The state of the saves shows beside the title.
import { SeoPanel } from '../../components/seo/SeoPanel.tsx';
import { SEO_TARGETS } from '../../components/seo/targets.ts';
import { BilingualField } from '../../components/fields.tsx';
import { CardSection } from '../../components/CardSection.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { richTextEditor } from '../../components/RichTextEditor.tsx';
import { DocumentScreen } from '../../components/SaveStatus.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useDocumentEditor } from '../../hooks/useDocumentEditor.ts';
import { useLinkedTab } from '../../hooks/useLinkTargets.ts';
import { notify } from '../../lib/toast.tsx';
import { AUTOSAVE_MS, SERVICE_IMAGE, SERVICES, SERVICES_TEXTS, type ServicesData } from './documents.ts';
import { ServiceCards } from './ServiceCards.tsx';
import { useT } from '../../lib/i18n.ts';

export function ServicesScreen() {
  const t = useT();
  const editor = useDocumentEditor<ServicesData>({
    source: SERVICES,
    loadFailure: SERVICES_TEXTS.load,
    autosave: {
      banner: { delayMs: AUTOSAVE_MS.banner, failure: SERVICES_TEXTS.banner },
      section: { delayMs: AUTOSAVE_MS.section, failure: SERVICES_TEXTS.section },
    },
  });
  // a Translations link opens the tab of its section (features/history/places.ts)
  const [tab, setTab] = useLinkedTab('banner');

  const uploadBanner = (file: File | null) => {
    if (file) void editor.save({ extra: { banner_image: file }, failure: SERVICES_TEXTS.banner });
  };

  return (
    <>
      <DocumentScreen title={t('Services Edit')} history="services" editor={editor}>
        {(doc) => (
          <Tabs
            id="services-tabs"
            active={tab}
            onSelect={setTab}
            items={[
              {
                key: 'banner',
                title: t('Banner Section'),
                content: (
                  <CardSection title={t('Banner Section')}>
                    <div className="card-body">
                      <p className="small text-body-secondary">{t('Changes are saved automatically.')}</p>
                      <BilingualField label={t('Banner Title')} {...editor.bilingual('banner', 'title')} required />
                      <ImagePicker
                        label={t('Banner Image')}
                        rule={SERVICE_IMAGE}
                        file={null}
                        onChange={uploadBanner}
                        onInvalid={notify.error}
                        currentUrl={doc.banner.image || null}
                        previewSize={160}
                        help={t('JPG, PNG or SVG. The image is uploaded as soon as it is chosen.')}
                      />
                    </div>
                  </CardSection>
                ),
              },
              {
                key: 'cards',
                title: t('Service Cards'),
                content: (
                  <>
                    <CardSection title={t('Section Content')} className="mb-4">
                      <div className="card-body">
                        <BilingualField label={t('Section Title')} {...editor.bilingual('section', 'title')} />
                        <BilingualField label={t('Section Description')} {...editor.bilingual('section', 'description')} editor={richTextEditor} />
                      </div>
                    </CardSection>
                    <ServiceCards editor={editor} />
                  </>
                ),
              },
            ]}
          />
        )}
      </DocumentScreen>
      <SeoPanel target={SEO_TARGETS.document('services', '/services/', 'services_data')} />
    </>
  );
}
