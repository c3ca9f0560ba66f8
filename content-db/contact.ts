// The contact page document (SPEC.md section 3 "Contact record"). The public site uses the status-1 row.
import { asObject, asOn, documentStore, strings, uploadsAmong } from './documents.ts';

export interface ContactCard {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  image: string;
  status: boolean;
}

export interface ContactData {
  banner: { title_en: string; title_tr: string; image: string };
  section: { title_en: string; title_tr: string };
  cards: ContactCard[];
  location: { title_en: string; title_tr: string; description_en: string; description_tr: string };
  /** the lead form's KVKK information notice: a short text and the full notice's address, per language */
  kvkk: { notice_en: string; notice_tr: string; url_en: string; url_tr: string };
}

export function parseContactCard(raw: unknown): ContactCard {
  return {
    ...strings(raw, ['title_en', 'title_tr', 'description_en', 'description_tr', 'image']),
    status: asOn(asObject(raw).status),
  };
}

export function parseContact(raw: unknown): ContactData {
  const o = asObject(raw);
  return {
    banner: strings(o.banner, ['title_en', 'title_tr', 'image']),
    section: strings(o.section, ['title_en', 'title_tr']),
    cards: Array.isArray(o.cards) ? o.cards.map(parseContactCard) : [],
    location: strings(o.location, ['title_en', 'title_tr', 'description_en', 'description_tr']),
    kvkk: strings(o.kvkk, ['notice_en', 'notice_tr', 'url_en', 'url_tr']),
  };
}

export const contactImages = (doc: ContactData): string[] => uploadsAmong([doc.banner.image, ...doc.cards.map((c) => c.image)]);

/** What visitors see: enabled cards only. */
export const publicContact = (doc: ContactData): ContactData => ({ ...doc, cards: doc.cards.filter((c) => c.status) });

export const contactPages = documentStore('contact_pages', { parse: parseContact, images: contactImages });
