// The about page document (SPEC.md section 3 "About record").
import { asObject, documentStore, strings, uploadsAmong } from './documents.ts';

export interface AboutData {
  banner: { title_en: string; title_tr: string; image: string };
  experience: { description_en: string; description_tr: string };
  image: { title_en: string; title_tr: string; path: string };
}

export function parseAbout(raw: unknown): AboutData {
  const o = asObject(raw);
  return {
    banner: strings(o.banner, ['title_en', 'title_tr', 'image']),
    experience: strings(o.experience, ['description_en', 'description_tr']),
    image: strings(o.image, ['title_en', 'title_tr', 'path']),
  };
}

export const aboutImages = (doc: AboutData): string[] => uploadsAmong([doc.banner.image, doc.image.path]);

export const aboutPages = documentStore('about_pages', { parse: parseAbout, images: aboutImages });
