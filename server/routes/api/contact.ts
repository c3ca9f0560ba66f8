// /api/contact: the contact document (banner, section title, contact cards, location).
// A read never writes: when no record is active the admin's Contact Edit screen creates one with POST.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asObject, asOn } from '../../../content-db/documents.ts';
import { contactPages, publicContact, type ContactCard, type ContactData } from '../../../content-db/contact.ts';
import { badRequest } from '../../lib/errors.ts';
import { siteLink } from '../../lib/links.ts';
import { IMAGE_RULE, type FormData } from '../../lib/form.ts';
import { indexList, readFields, requireFilled, sentSection, uploadOf, type Upload } from '../../lib/document-input.ts';
import { registerDocumentRoutes } from '../../lib/document-routes.ts';
import { MultipartBody } from '../../lib/schemas.ts';
import { ContactRecordSchema } from '../../schemas/documents.ts';

const MAX_CARD_IMAGES = 20;

const ContactBody = MultipartBody({
  contact_data: Type.Optional(
    Type.Union([Type.String({ description: 'JSON' }), Type.Object({})], {
      description:
        "the parts to change: banner, section, cards (the whole card list: a card left out is deleted), location, kvkk (the lead form's notice: notice_en, notice_tr, url_en, url_tr)",
    }),
  ),
  banner_image: Type.Optional(Type.String({ format: 'binary', description: 'recommended 1920x600' })),
  card_images: Type.Optional(Type.Array(Type.String({ format: 'binary' }), { description: 'repeated; the i-th goes to cards[card_indices[i]]' })),
  card_indices: Type.Optional(Type.Array(Type.String(), { description: 'repeated card index, one per card_images file' })),
});

const EMPTY_CARD: ContactCard = { title_en: '', title_tr: '', description_en: '', description_tr: '', image: '', status: true };
const CARD_FIELDS = { text: ['title_en', 'title_tr'], html: ['description_en', 'description_tr'], image: ['image'] } as const;

/** The i-th card image goes to the card at the i-th index. */
function cardImages(form: FormData, doc: ContactData): Upload[] {
  const files = form.files.card_images ?? [];
  const indices = indexList(form.fields.card_indices);
  if (files.length !== indices.length) throw badRequest('Each card image needs a card index');
  return files.map((file, i) => {
    const card = doc.cards[indices[i]];
    if (!card) throw badRequest('Invalid card index');
    return { file, place: (p: string) => (card.image = p) };
  });
}

const KVKK_NOTICE_MAX = 1000;

/** The lead form's KVKK notice: short texts, and addresses a visitor may open (or none). */
function readKvkk(stored: ContactData['kvkk'], sent: Record<string, unknown>, known: ReadonlySet<string>): ContactData['kvkk'] {
  const kvkk = readFields(stored, sent, { text: ['notice_en', 'notice_tr', 'url_en', 'url_tr'] }, known);
  if (kvkk.notice_en.length > KVKK_NOTICE_MAX || kvkk.notice_tr.length > KVKK_NOTICE_MAX)
    throw badRequest(`The KVKK notice may be at most ${KVKK_NOTICE_MAX} characters`);
  for (const url of [kvkk.url_en, kvkk.url_tr])
    if (url !== '' && !siteLink(url)) throw badRequest('The KVKK notice link must be a web address or a path on this site');
  return kvkk;
}

export function editContact(sent: Record<string, unknown>, form: FormData, stored: ContactData, known: ReadonlySet<string>) {
  const doc = stored;
  const banner = sentSection(sent, 'banner');
  if (banner) doc.banner = readFields(stored.banner, banner, { text: ['title_en', 'title_tr'], image: ['image'] }, known);
  const section = sentSection(sent, 'section');
  if (section) doc.section = readFields(stored.section, section, { text: ['title_en', 'title_tr'] }, known);
  const location = sentSection(sent, 'location');
  if (location) {
    doc.location = readFields(stored.location, location, { text: ['title_en', 'title_tr'], html: ['description_en', 'description_tr'] }, known);
  }
  const kvkk = sentSection(sent, 'kvkk');
  if (kvkk) doc.kvkk = readKvkk(stored.kvkk, kvkk, known);
  if (Array.isArray(sent.cards)) {
    doc.cards = sent.cards.map((c) => {
      const card = { ...readFields(EMPTY_CARD, c, CARD_FIELDS, known), status: asOn(asObject(c).status) };
      // A card, new or edited, needs its titles and descriptions (SPEC.md section 5 "Contact").
      requireFilled([card.title_en, card.title_tr, card.description_en, card.description_tr], 'Please fill in all required fields');
      return card;
    });
  }
  const uploads = [...uploadOf(form, 'banner_image', (p) => (doc.banner.image = p)), ...cardImages(form, doc)];
  return { doc, uploads };
}

const contact: FastifyPluginAsyncTypebox = async (app) => {
  registerDocumentRoutes(app, {
    path: '/contact',
    thing: 'Contact page',
    tags: ['contact'],
    store: contactPages,
    record: ContactRecordSchema,
    body: ContactBody,
    fields: ['card_indices'],
    files: { banner_image: IMAGE_RULE, card_images: { ...IMAGE_RULE, maxFiles: MAX_CARD_IMAGES } },
    folder: 'contact',
    edit: editContact,
    visible: publicContact,
    messages: { created: 'Contact page created successfully', updated: 'Contact page updated successfully' },
  });
};

export default contact;
