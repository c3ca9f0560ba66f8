// The services page document (SPEC.md section 3 "Services record").
import { asObject, asOn, documentStore, strings, uploadsAmong } from './documents.ts';

export interface ServiceCard {
  title_en: string;
  title_tr: string;
  image: string;
  status: boolean;
}

export interface ServicesData {
  banner: { title_en: string; title_tr: string; image: string };
  section: { title_en: string; title_tr: string; description_en: string; description_tr: string };
  services: ServiceCard[];
}

export function parseServiceCard(raw: unknown): ServiceCard {
  return { ...strings(raw, ['title_en', 'title_tr', 'image']), status: asOn(asObject(raw).status) };
}

export function parseServices(raw: unknown): ServicesData {
  const o = asObject(raw);
  return {
    banner: strings(o.banner, ['title_en', 'title_tr', 'image']),
    section: strings(o.section, ['title_en', 'title_tr', 'description_en', 'description_tr']),
    services: Array.isArray(o.services) ? o.services.map(parseServiceCard) : [],
  };
}

export const servicesImages = (doc: ServicesData): string[] => uploadsAmong([doc.banner.image, ...doc.services.map((s) => s.image)]);

/** What visitors see: cards whose status is not false (SPEC.md section 2). */
export const publicServices = (doc: ServicesData): ServicesData => ({ ...doc, services: doc.services.filter((s) => s.status) });

export const servicesPages = documentStore('services_pages', { parse: parseServices, images: servicesImages });
