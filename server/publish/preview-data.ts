// What a preview shows (API.md "Drafts, preview, scheduling"): the whole working copy, or the live copy
// with the named items as the working copy has them (an in-memory copy of the live database with those
// items copied in, as publishing them would: nothing of either copy changes). And which pages it renders:
// every page that is not a detail page (home, lists, about...: they show the items and the shared data)
// plus the detail pages of the previewed projects and news, in TR and EN; other detail pages would be
// the live ones without the banner, and the preview's links lead to the live site anyway. Rendering only
// these keeps a one-item preview as cheap as a one-item publish at any size.
import { contentType, type ContentType } from '../../content-db/history/content-types.ts';
import { labelOf, readState, type ItemState } from '../../content-db/history/record.ts';
import { changedItems, copyItemsInto, UnknownItemError, type ItemRef } from '../../content-db/live.ts';
import { openMemoryCopy } from '../../content-db/memory-copy.ts';
import { LISTS, pagesOfList } from '../../content-db/list-pages.ts';
import type { ContentDb } from '../../content-db/open.ts';
import type { RenderPlan } from '../../content-db/render-plan.ts';
import { snapshotSiteData, type Lang, type SiteData, type Text } from '../../content-db/site-data.ts';
import { newsPath, PAGE_ROUTES, projectPath, ROUTES } from '../../site/lib/routes.ts';

export interface PreviewItem extends ItemRef {
  label: string;
}

export interface PreviewContent {
  data: SiteData;
  plan: RenderPlan;
  /** the named items; [] for the whole working copy */
  items: PreviewItem[];
  /** what the banner says the preview shows */
  label: Text;
  /** the language-neutral route of the page to open ("/project/<slug>/") */
  route: string;
}

/** What each kind of item is called on the banner. */
const NOUNS: Record<string, Text> = {
  page: { tr: 'Sayfa', en: 'Page' },
  menu: { tr: 'Menü', en: 'Menu' },
  project: { tr: 'Proje', en: 'Project' },
  news: { tr: 'Haber', en: 'News' },
  home_banner: { tr: 'Ana sayfa görseli', en: 'Home banner' },
  design_section: { tr: 'Tasarım bölümü', en: 'Design section' },
  experience_link: { tr: 'Bağlantı düğmesi', en: 'Link button' },
  show_project: { tr: 'Gösterilen projeler', en: 'Shown projects' },
  ongoing_banner: { tr: 'Devam eden projeler görseli', en: 'Ongoing projects banner' },
  our_projects_banner: { tr: 'Projelerimiz görseli', en: 'Our projects banner' },
  news_page_banner: { tr: 'Haberler görseli', en: 'News banner' },
  about: { tr: 'Hakkımızda', en: 'About us' },
  services: { tr: 'Hizmetler', en: 'Services' },
  contact: { tr: 'İletişim', en: 'Contact' },
  instagram: { tr: 'Instagram', en: 'Instagram' },
  site_logo: { tr: 'Logo', en: 'Logo' },
  favicon: { tr: 'Site simgesi', en: 'Favicon' },
  whatsapp: { tr: 'WhatsApp', en: 'WhatsApp' },
  company: { tr: 'Şirket bilgileri', en: 'Company' },
};

const EVERYTHING: Text = { tr: 'Tüm yayınlanmamış değişiklikler', en: 'All unpublished changes' };

/** The item's own name in a language (its title in that language first), or '' when it has none. */
function nameIn(type: ContentType, state: ItemState, lang: Lang): string {
  const columns = [...type.label].sort((a, b) => Number(b.endsWith(`_${lang}`)) - Number(a.endsWith(`_${lang}`)));
  for (const c of columns) {
    const v = state.row[c];
    if (typeof v === 'string' && v.trim() !== '' && !v.startsWith('/uploads/')) return v.trim();
  }
  return '';
}

function bannerLabel(type: ContentType, state: ItemState, more: number): Text {
  const noun = NOUNS[type.name] ?? { tr: type.name, en: type.name };
  const one = (lang: Lang) => {
    const name = nameIn(type, state, lang);
    return name ? `${noun[lang]}: ${name}` : noun[lang];
  };
  if (more === 0) return { tr: one('tr'), en: one('en') };
  return { tr: `${one('tr')} ve ${more} öğe daha`, en: `${one('en')} and ${more} more` };
}

/** The page an item shows on, in the preview's data (a list or the home page when it has none of its own). */
function routeOf(ref: ItemRef, state: ItemState, data: SiteData): string {
  switch (ref.type) {
    case 'project': {
      const project = data.projects.find((p) => p.id === ref.item_id);
      if (project) return projectPath(project.slug);
      return state.row.type === 'ongoing' ? ROUTES.ongoingProjects : ROUTES.ourProjects;
    }
    case 'news': {
      const item = data.news.find((n) => n.id === ref.item_id);
      return item ? newsPath(item.slug) : ROUTES.news;
    }
    case 'page':
      return PAGE_ROUTES[ref.item_id] ?? ROUTES.home;
    case 'show_project':
      return state.row.page_name === 'ongoing' ? ROUTES.ongoingProjects : state.row.page_name === 'our-projects' ? ROUTES.ourProjects : ROUTES.home;
    case 'ongoing_banner':
      return ROUTES.ongoingProjects;
    case 'our_projects_banner':
      return ROUTES.ourProjects;
    case 'news_page_banner':
      return ROUTES.news;
    case 'about':
      return ROUTES.about;
    case 'services':
      return ROUTES.services;
    case 'contact':
      return ROUTES.contact;
    default:
      return ROUTES.home;
  }
}

/**
 * The detail pages of the projects and news among `refs`, as the render plan names them (slugs), and of
 * each list its first page and the pages that show them.
 */
function detailPlan(refs: readonly ItemRef[], data: SiteData): RenderPlan {
  const ids = (type: string) => new Set(refs.filter((r) => r.type === type).map((r) => r.item_id));
  const projects = ids('project');
  const news = ids('news');
  const lists: RenderPlan['lists'] = {};
  for (const list of LISTS) {
    const named = list === 'news' ? news : projects;
    lists[list] = pagesOfList(list, data)
      .filter(({ page, items }) => page === 1 || items.some((i) => named.has(i.id)))
      .map(({ page }) => page);
  }
  return {
    project: data.projects.filter((p) => projects.has(p.id)).map((p) => p.slug),
    news: data.news.filter((n) => news.has(n.id)).map((n) => n.slug),
    lists,
    keptPaths: [],
  };
}

/** Each item's type and state (the working state, or the live one of an item deleted from the working copy). */
async function readNamed(working: ContentDb, live: ContentDb, refs: readonly ItemRef[]): Promise<Array<{ ref: ItemRef; type: ContentType; state: ItemState }>> {
  const out = [];
  for (const ref of refs) {
    const type = contentType(ref.type);
    const state = type && ((await readState(working, type, ref.item_id)) ?? (await readState(live, type, ref.item_id)));
    if (!type || !state) throw new UnknownItemError(ref);
    out.push({ ref, type, state: JSON.parse(state) as ItemState });
  }
  return out;
}

/**
 * The content of a preview of `refs` over the live copy (`liveFile`, the file of `live`), or of the whole
 * working copy when `refs` is empty. An item that neither copy holds is an UnknownItemError; an item whose
 * slug another unpublished item holds in the live copy, a LiveConflictError (as publishing it would be).
 */
export async function previewContent(working: ContentDb, live: { db: ContentDb; file: string }, refs: readonly ItemRef[]): Promise<PreviewContent> {
  if (refs.length === 0) {
    const data = await snapshotSiteData(working);
    return { data, plan: detailPlan(await changedItems(working), data), items: [], label: EVERYTHING, route: ROUTES.home };
  }
  const named = await readNamed(working, live.db, refs);
  const copy = openMemoryCopy(live.file);
  let data: SiteData;
  try {
    await copyItemsInto(working, copy, refs);
    data = await snapshotSiteData(copy);
  } finally {
    await copy.destroy();
  }
  const first = named[0];
  return {
    data,
    plan: detailPlan(refs, data),
    items: named.map(({ ref, type, state }) => ({ type: ref.type, item_id: ref.item_id, label: labelOf(type, state) })),
    label: bannerLabel(first.type, first.state, named.length - 1),
    route: routeOf(first.ref, first.state, data),
  };
}
