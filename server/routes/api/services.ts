// /api/services: the services document (banner, section text, service cards), and single-card edits.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asObject, asOn } from '../../../content-db/documents.ts';
import { publicServices, servicesPages, type ServiceCard, type ServicesData } from '../../../content-db/services.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { firstFile, has, imageRule, text, type FormData } from '../../lib/form.ts';
import { readFields, requireFilled, sentSection, uploadOf, type Upload } from '../../lib/document-input.ts';
import { registerDocumentRoutes } from '../../lib/document-routes.ts';
import { MultipartBody } from '../../lib/schemas.ts';
import { ServicesRecordSchema } from '../../schemas/documents.ts';

export const SERVICE_IMAGE_RULE = imageRule({
  kinds: ['jpeg', 'png', 'svg'],
  typeMessage: 'Please select a valid image file (JPG, PNG, or SVG)',
});

const ServicesBody = MultipartBody({
  services_data: Type.Optional(
    Type.Union([Type.String({ description: 'JSON' }), Type.Object({})], {
      description: 'the parts to change: banner, section, services (the whole card list: a card left out is deleted)',
    }),
  ),
  banner_image: Type.Optional(Type.String({ format: 'binary', description: 'JPG, PNG or SVG' })),
  service_id: Type.Optional(Type.String({ description: "index of the card to edit; absent or 'new' adds a card" })),
  service_title_en: Type.Optional(Type.String()),
  service_title_tr: Type.Optional(Type.String()),
  service_image: Type.Optional(Type.String({ format: 'binary', description: 'JPG, PNG or SVG; required for a new card' })),
});

const CARD_FIELDS = { text: ['title_en', 'title_tr'], image: ['image'] } as const;
const EMPTY_CARD: ServiceCard = { title_en: '', title_tr: '', image: '', status: true };

/** Adds a card, or changes the card at `service_id` (SPEC.md section 5 "Services"). */
function editCard(form: FormData, doc: ServicesData): Upload[] {
  const f = form.fields;
  const file = firstFile(form, 'service_image');
  if (!has(f, 'service_title_en') && !has(f, 'service_title_tr') && !file) return [];
  const id = text(f, 'service_id');
  if (id === '' || id === 'new') {
    const card: ServiceCard = { title_en: text(f, 'service_title_en'), title_tr: text(f, 'service_title_tr'), image: '', status: true };
    if (!card.title_en || !card.title_tr || !file) throw badRequest('Please fill all fields and upload an image');
    doc.services.push(card);
    return [{ file, place: (p) => (card.image = p) }];
  }
  const card = /^[0-9]{1,6}$/.test(id) ? doc.services[Number(id)] : undefined;
  if (!card) throw notFound('Service card');
  if (has(f, 'service_title_en')) card.title_en = text(f, 'service_title_en');
  if (has(f, 'service_title_tr')) card.title_tr = text(f, 'service_title_tr');
  requireFilled([card.title_en, card.title_tr], 'Please fill all required fields');
  return file ? [{ file, place: (p) => (card.image = p) }] : [];
}

export function editServices(sent: Record<string, unknown>, form: FormData, stored: ServicesData, known: ReadonlySet<string>) {
  const doc = stored;
  const banner = sentSection(sent, 'banner');
  if (banner) {
    doc.banner = readFields(stored.banner, banner, { text: ['title_en', 'title_tr'], image: ['image'] }, known);
    requireFilled([doc.banner.title_en, doc.banner.title_tr], 'Please fill all required fields');
  }
  const section = sentSection(sent, 'section');
  if (section) {
    doc.section = readFields(stored.section, section, { text: ['title_en', 'title_tr'], html: ['description_en', 'description_tr'] }, known);
  }
  if (Array.isArray(sent.services)) {
    doc.services = sent.services.map((c) => ({ ...readFields(EMPTY_CARD, c, CARD_FIELDS, known), status: asOn(asObject(c).status) }));
  }
  const uploads = [...uploadOf(form, 'banner_image', (p) => (doc.banner.image = p)), ...editCard(form, doc)];
  return { doc, uploads };
}

const services: FastifyPluginAsyncTypebox = async (app) => {
  registerDocumentRoutes(app, {
    path: '/services',
    thing: 'Services page',
    tags: ['services'],
    store: servicesPages,
    record: ServicesRecordSchema,
    body: ServicesBody,
    fields: ['service_id', 'service_title_en', 'service_title_tr'],
    files: { banner_image: SERVICE_IMAGE_RULE, service_image: SERVICE_IMAGE_RULE },
    folder: 'services',
    edit: editServices,
    visible: publicServices,
    messages: { created: 'Services page created successfully', updated: 'Services page updated successfully' },
  });
};

export default services;
