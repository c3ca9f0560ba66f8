// Answer schemas of the page documents (/api/aboutpage, /api/services, /api/contact): the document, and
// the record that carries it under its column's name.
import { seoAnswerProp } from '../lib/seo-fields.ts';
import { Type, type TSchema } from 'typebox';
import { Flag, MediaMap, Timestamps } from '../lib/schemas.ts';

const titledImage = { title_en: Type.String(), title_tr: Type.String(), image: Type.String() };
const html = (d = 'HTML') => Type.String({ description: d });

export const AboutDataSchema = Type.Object({
  banner: Type.Object(titledImage),
  experience: Type.Object({ description_en: html(), description_tr: html() }),
  image: Type.Object({ title_en: Type.String(), title_tr: Type.String(), path: Type.String() }),
});

export const ServiceCardSchema = Type.Object({ ...titledImage, status: Type.Boolean() });
export const ServicesDataSchema = Type.Object({
  banner: Type.Object(titledImage),
  section: Type.Object({ title_en: Type.String(), title_tr: Type.String(), description_en: html(), description_tr: html() }),
  services: Type.Array(ServiceCardSchema),
});

export const ContactCardSchema = Type.Object({
  title_en: Type.String(),
  title_tr: Type.String(),
  description_en: html(),
  description_tr: html(),
  image: Type.String(),
  status: Type.Boolean({ description: 'a new card starts enabled' }),
});
export const ContactDataSchema = Type.Object({
  banner: Type.Object(titledImage),
  section: Type.Object({ title_en: Type.String(), title_tr: Type.String() }),
  cards: Type.Array(ContactCardSchema),
  location: Type.Object({ title_en: Type.String(), title_tr: Type.String(), description_en: html(), description_tr: html() }),
  kvkk: Type.Object(
    { notice_en: Type.String(), notice_tr: Type.String(), url_en: Type.String(), url_tr: Type.String() },
    { description: "the lead form's KVKK information notice and the full notice's address (empty: no link)" },
  ),
});

/** A stored document: the row with the document under `column` and `media` for its images. */
export function documentRecordSchema<C extends string, D extends TSchema>(column: C, document: D) {
  return Type.Object({
    id: Type.Integer(),
    ...({ [column]: document } as { [K in C]: D }),
    status: Flag,
    ...Timestamps,
    media: Type.Optional(MediaMap),
    ...seoAnswerProp,
  });
}

export const AboutRecordSchema = documentRecordSchema('about_data', AboutDataSchema);
export const ServicesRecordSchema = documentRecordSchema('services_data', ServicesDataSchema);
export const ContactRecordSchema = documentRecordSchema('contact_data', ContactDataSchema);
