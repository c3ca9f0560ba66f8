// /api/aboutpage: the about-us document (banner, experience text, image with a title).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { aboutPages, type AboutData } from '../../../content-db/about.ts';
import { IMAGE_RULE, type FormData } from '../../lib/form.ts';
import { readFields, requireFilled, sentSection, uploadOf } from '../../lib/document-input.ts';
import { registerDocumentRoutes } from '../../lib/document-routes.ts';
import { MultipartBody } from '../../lib/schemas.ts';
import { AboutRecordSchema } from '../../schemas/documents.ts';

const REQUIRED = 'Please fill in all required fields';

const AboutBody = MultipartBody({
  about_data: Type.Optional(
    Type.Union([Type.String({ description: 'JSON' }), Type.Object({})], {
      description: 'the sections to change: banner {title_en, title_tr}, experience {description_en, description_tr}, image {title_en, title_tr}',
    }),
  ),
  banner_image: Type.Optional(Type.String({ format: 'binary', description: 'recommended 1920x500' })),
  about_image: Type.Optional(Type.String({ format: 'binary', description: 'recommended 800x600' })),
});

/** Each section sent must be complete (SPEC.md section 5 "About"); sections not sent stay as they are. */
export function editAbout(sent: Record<string, unknown>, form: FormData, stored: AboutData, known: ReadonlySet<string>) {
  const doc = stored;
  const banner = sentSection(sent, 'banner');
  if (banner) {
    doc.banner = readFields(stored.banner, banner, { text: ['title_en', 'title_tr'], image: ['image'] }, known);
    requireFilled([doc.banner.title_en, doc.banner.title_tr], REQUIRED);
  }
  const experience = sentSection(sent, 'experience');
  if (experience) {
    doc.experience = readFields(stored.experience, experience, { html: ['description_en', 'description_tr'] }, known);
    requireFilled([doc.experience.description_en, doc.experience.description_tr], REQUIRED);
  }
  const image = sentSection(sent, 'image');
  if (image) {
    doc.image = readFields(stored.image, image, { text: ['title_en', 'title_tr'], image: ['path'] }, known);
    requireFilled([doc.image.title_en, doc.image.title_tr], REQUIRED);
  }
  const uploads = [...uploadOf(form, 'banner_image', (p) => (doc.banner.image = p)), ...uploadOf(form, 'about_image', (p) => (doc.image.path = p))];
  return { doc, uploads };
}

const aboutpage: FastifyPluginAsyncTypebox = async (app) => {
  registerDocumentRoutes(app, {
    path: '/aboutpage',
    thing: 'About page',
    tags: ['about'],
    store: aboutPages,
    record: AboutRecordSchema,
    body: AboutBody,
    files: { banner_image: IMAGE_RULE, about_image: IMAGE_RULE },
    folder: 'about',
    edit: editAbout,
    messages: { created: 'About page created successfully', updated: 'About page updated successfully' },
  });
};

export default aboutpage;
