// Where each page's SEO fields live (API.md "SEO and sharing"): the route that answers and takes the
// item's `seo`, how to find its record in the answer, its page's address in each language, and the
// values the site derives while a field is empty (shown as the placeholders).
import { plainText } from './preview.ts';

export type SeoLang = 'en' | 'tr';
export type Texts = Record<SeoLang, string>;

export interface SeoTarget {
  /** the query key of the panel's read */
  key: readonly unknown[];
  /** GET that answers the record (with a token: the working copy) */
  read: string;
  /** the record in the answer */
  pick(answer: Record<string, unknown>): Item | undefined;
  /** PUT of the record (the `seo` field only; every other field keeps its value) */
  write(item: Item): string;
  /** JSON body (text pages) or multipart (every other route) */
  body: 'json' | 'form';
  /** the page's path in each language */
  paths(item: Item): Texts;
  /** the site's own title (without the company name) and description of the page in each language */
  derived(item: Item): { title: Texts; description: Texts };
  /** the upload the page shares while no sharing image is chosen */
  image(item: Item): string | null;
}

export interface SeoAnswer {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  image: number | null;
  noindex: boolean;
}

export type Item = Record<string, unknown> & { id: number; seo?: SeoAnswer; version?: string };

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const pair = (row: Record<string, unknown>, column: string): Texts => ({ en: s(row[`${column}_en`]), tr: s(row[`${column}_tr`]) });
const plainPair = (t: Texts): Texts => ({ en: plainText(t.en), tr: plainText(t.tr) });
const both = (route: string): Texts => ({ tr: route, en: route === '/' ? '/en/' : `/en${route}` });
const none: Texts = { en: '', tr: '' };

/** The first record of a list answer (documents and page banners: the one the site shows). */
function firstOf(key: string) {
  return (answer: Record<string, unknown>) => {
    const list = answer[key] as Item[] | undefined;
    return list?.find((i) => i.status === 'active' || i.status === 1) ?? list?.[0];
  };
}

export const SEO_TARGETS = {
  project: (id: number): SeoTarget => ({
    key: ['seo', 'project', id],
    read: `/v2/api/projects/${id}`,
    pick: (a) => a.project as Item,
    write: (i) => `/v2/api/projects/${i.id}`,
    body: 'form',
    paths: (i) => both(`/project/${s(i.slug)}/`),
    derived: (i) => ({ title: pair(i, 'title'), description: none }),
    image: (i) => s(i.cover_image) || null,
  }),
  news: (id: number): SeoTarget => ({
    key: ['seo', 'news', id],
    read: `/api/news/${id}`,
    pick: (a) => a.news as Item,
    write: (i) => `/api/admin/news/${i.id}`,
    body: 'form',
    paths: (i) => both(`/news/${s(i.slug)}/`),
    derived: (i) => ({ title: pair(i, 'title'), description: plainPair(pair(i, 'description')) }),
    image: (i) => s(i.image) || null,
  }),
  textPage: (id: number): SeoTarget => ({
    key: ['seo', 'text_page', id],
    read: `/v2/api/text-pages/${id}`,
    pick: (a) => a.textPage as Item,
    write: (i) => `/v2/api/text-pages/${i.id}`,
    body: 'json',
    paths: (i) => ({ tr: `/${s(i.slug_tr)}/`, en: `/en/${s(i.slug_en)}/` }),
    derived: (i) => ({ title: pair(i, 'title'), description: plainPair(pair(i, 'body')) }),
    image: () => null,
  }),
  /** a page document of /api (about, services, contact): the record the site shows */
  document: (doc: 'aboutpage' | 'services' | 'contact', route: string, column: string): SeoTarget => ({
    key: ['seo', doc],
    read: `/api/${doc}`,
    pick: firstOf('data'),
    write: (i) => `/api/${doc}/${i.id}`,
    body: 'form',
    paths: () => both(route),
    derived: (i) => ({ title: pair(obj(obj(i[column]).banner), 'title'), description: none }),
    image: (i) => s(obj(obj(i[column]).banner).image) || null,
  }),
  /** a page banner that stands for a page (home, the two project lists, the news list) */
  banner: (path: string, listKey: string, route: string, imageColumn = 'banner_image'): SeoTarget => ({
    key: ['seo', path],
    read: path,
    pick: firstOf(listKey),
    write: (i) => `${path}/${i.id}`,
    body: 'form',
    paths: () => both(route),
    derived: (i) => ({ title: route === '/' ? none : pair(i, 'title'), description: plainPair(pair(i, 'description')) }),
    image: (i) => s(i[imageColumn]) || null,
  }),
};
