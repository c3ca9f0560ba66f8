// Demo content for an empty database: a believable bilingual Trabzon construction company,
// "Karadeniz Yapı", founded in 1998. Texts live in the domain files beside this one, pictures are
// drawn by images.ts. Seeding runs in two phases: first every picture is drawn and stored (the slow
// part), then every row is written in one transaction, so a failure leaves the database empty and
// the next start simply tries again.
import { createTextPage } from '../text-pages.ts';
import { DEMO_TEXT_PAGES } from './text-pages.ts';
import { inTransaction, type ContentDb } from '../open.ts';
import { renderFavicon, renderIcon, renderPicture, logoSvg, type GeneratedImage, type Picture, type PictureSize, type Scene, type Skyline } from './images.ts';
import { DEMO_PROJECTS, type DemoProject } from './projects.ts';
import { DEMO_NEWS, NEWS_PAGE_BANNER, type DemoNews } from './news.ts';
import { DESIGN_SECTION, EXPERIENCE_LINK, HOME_BANNER, ONGOING_BANNER, OUR_PROJECTS_BANNER, SHOW_PROJECTS } from './home.ts';
import { ABOUT, CONTACT, SERVICES } from './pages-content.ts';
import { INSTAGRAM, MENUS, WHATSAPP } from './settings.ts';
import { DEMO_COMPANY } from './company.ts';
import { saveCompany } from '../company.ts';
import { aboutPages, type AboutData } from '../about.ts';
import { contactPages, type ContactData } from '../contact.ts';
import { saveExperienceRoleLink } from '../home.ts';
import {
  DESIGN_SECTIONS,
  HOME_BANNERS,
  NEWS_DETAIL_BANNERS,
  NEWS_DETAILS,
  NEWS_GALLERY,
  NEWS_PAGE_BANNERS,
  ONGOING_BANNERS,
  OUR_PROJECTS_BANNERS,
  PROJECT_BANNERS,
  PROJECT_DETAILS,
  PROJECT_GALLERY,
  addImages,
  createItem,
} from '../image-items.ts';
import { createMenu } from '../menus.ts';
import { createNews } from '../news.ts';
import { createPage } from '../pages.ts';
import { createProject } from '../projects.ts';
import { servicesPages } from '../services.ts';
import { createSetting } from '../settings.ts';
import { createShowProject } from '../show-projects.ts';

export type DemoImageKind = 'jpeg' | 'png' | 'svg' | 'ico';
/** Stores a generated image like an upload (with variants) and answers its public path. */
export type SaveImage = (image: { buffer: Buffer; kind: DemoImageKind }, folder: string) => Promise<string>;

/** Empty means no content yet (users do not count: the first admin is made before seeding). */
export async function isEmpty(db: ContentDb): Promise<boolean> {
  const page = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  return page === undefined;
}

/** The seven standard pages, ids 1 to 7 (SPEC.md section 3). */
export const STANDARD_PAGES = [
  { id: 1, page_name_en: 'Home', page_name_tr: 'Ana Sayfa' },
  { id: 2, page_name_en: 'About Us', page_name_tr: 'Hakkımızda' },
  { id: 3, page_name_en: 'Our Projects', page_name_tr: 'Projelerimiz' },
  { id: 4, page_name_en: 'Ongoing Projects', page_name_tr: 'Devam Eden Projeler' },
  { id: 5, page_name_en: 'Services', page_name_tr: 'Hizmetlerimiz' },
  { id: 6, page_name_en: 'News', page_name_tr: 'Haberler' },
  { id: 7, page_name_en: 'Contact', page_name_tr: 'İletişim' },
];

export async function seedDemo(db: ContentDb, saveImage: SaveImage): Promise<void> {
  const store = pictureStore(saveImage);
  const [projects, news, home, pages, settings] = await Promise.all([
    Promise.all(DEMO_PROJECTS.map((p) => projectPictures(store, p))),
    Promise.all(DEMO_NEWS.map((n, i) => newsPictures(store, n, i))),
    homePictures(store),
    pagePictures(store),
    settingPictures(store),
  ]);
  // Every row is written through the domain modules, in one transaction (their own writes join it);
  // each item starts its history with a 'created' revision.
  await inTransaction(db, async (trx) => {
    for (const page of STANDARD_PAGES) await createPage(trx, page);
    await insertMenus(trx);
    const projectIds = await insertProjects(trx, projects);
    await insertNews(trx, news);
    await insertHome(trx, home, projectIds);
    await insertPages(trx, pages);
    await insertSettings(trx, settings);
    for (const page of DEMO_TEXT_PAGES) await createTextPage(trx, page);
  });
}

// ---------------------------------------------------------------- storing pictures

type Store = ReturnType<typeof pictureStore>;

/** Draws and stores pictures at most two at a time: both cores busy, memory bounded. */
function pictureStore(saveImage: SaveImage, parallel = 2) {
  let running = 0;
  let failure: unknown;
  const waiting: Array<() => void> = [];
  async function limited(make: () => Promise<GeneratedImage> | GeneratedImage, folder: string): Promise<string> {
    while (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      // after one failure the seeding is lost: the queued pictures are not drawn for nothing
      if (failure !== undefined) throw failure;
      return await saveImage(await make(), folder);
    } catch (err) {
      failure ??= err;
      throw err;
    } finally {
      running--;
      waiting.shift()?.();
    }
  }
  return {
    /** `label` makes the picture's seed: a stable label draws the same picture on every seeding. */
    picture: (spec: { scene: Scene; hue: number; size: PictureSize; skyline?: Skyline }, label: string, folder: string) =>
      limited(() => renderPicture({ ...spec, seed: seedOf(label) } satisfies Picture), folder),
    image: limited,
  };
}

/** FNV-1a of a label: a stable seed per picture. */
function seedOf(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------- projects

async function projectPictures(store: Store, p: DemoProject) {
  const look = { hue: p.hue, skyline: p.skyline };
  const [cover, banner, details] = await Promise.all([
    store.picture({ ...look, scene: 'coast', size: 'cover' }, `${p.key}:cover`, 'projects'),
    store.picture({ ...look, scene: 'dusk', size: 'banner' }, `${p.key}:banner`, 'project-banners'),
    Promise.all(
      p.details.map(async (d, di) => ({
        ...d,
        feature: await store.picture({ ...look, scene: di === 0 ? 'facade' : 'interior', size: 'cover' }, `${p.key}:${di}:feature`, 'project-details'),
        images: await Promise.all(
          d.gallery.map((g, gi) => store.picture({ ...look, scene: g.scene, size: 'gallery' }, `${p.key}:${di}:${gi}`, 'project-gallery')),
        ),
      })),
    ),
  ]);
  return { ...p, cover, bannerImage: banner, details };
}

async function insertProjects(db: ContentDb, projects: Array<Awaited<ReturnType<typeof projectPictures>>>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const p of projects) {
    const { id } = await createProject(db, { title_en: p.title_en, title_tr: p.title_tr, type: p.type, cover_image: p.cover, status: p.status });
    ids.set(p.key, id);
    await createItem(db, PROJECT_BANNERS, { project_id: id, ...p.banner, banner_image: p.bannerImage });
    for (const d of p.details) {
      const { gallery, feature, images, ...texts } = d;
      const detail = (await createItem(db, PROJECT_DETAILS, {
        project_id: id,
        title_en: texts.title_en,
        title_tr: texts.title_tr,
        description_en: texts.description_en,
        description_tr: texts.description_tr,
        feature_image: feature,
      }))!;
      await addImages(
        db,
        PROJECT_GALLERY,
        detail.id,
        gallery.map((g, i) => ({ image_path: images[i], title: g.title })),
      );
    }
  }
  return ids;
}

// ---------------------------------------------------------------- news

const SKYLINES: Skyline[] = ['towers', 'midrise', 'office', 'villas'];

async function newsPictures(store: Store, n: DemoNews, index: number) {
  const look = { hue: n.hue, skyline: SKYLINES[index % SKYLINES.length] };
  const [image, feature, banner, gallery] = await Promise.all([
    store.picture({ ...look, scene: n.scene, size: 'cover' }, `news${index}:image`, 'news'),
    store.picture({ ...look, scene: n.detail.gallery[0].scene, size: 'cover' }, `news${index}:feature`, 'news-details'),
    store.picture({ ...look, scene: index % 2 ? 'dusk' : 'coast', size: 'banner' }, `news${index}:banner`, 'news-banners'),
    Promise.all(n.detail.gallery.map((g, gi) => store.picture({ ...look, scene: g.scene, size: 'gallery' }, `news${index}:${gi}`, 'news-gallery'))),
  ]);
  return { ...n, image, feature, bannerImage: banner, galleryImages: gallery };
}

async function insertNews(db: ContentDb, items: Array<Awaited<ReturnType<typeof newsPictures>>>): Promise<void> {
  for (const n of items) {
    const stamps = { created_at: n.date, updated_at: n.date };
    const { id } = await createNews(db, {
      title_en: n.title_en,
      title_tr: n.title_tr,
      description_en: n.description_en,
      description_tr: n.description_tr,
      image: n.image,
      status: n.status,
      ...stamps,
    });
    const { gallery, banner, ...detailTexts } = n.detail;
    const detail = (await createItem(db, NEWS_DETAILS, { news_id: id, ...detailTexts, feature_image: n.feature, ...stamps }))!;
    await addImages(
      db,
      NEWS_GALLERY,
      detail.id,
      gallery.map((g, i) => ({ image: n.galleryImages[i], title_en: g.title_en, title_tr: g.title_tr, ...stamps })),
    );
    await createItem(db, NEWS_DETAIL_BANNERS, { news_detail_id: detail.id, ...banner, banner_image: n.bannerImage, ...stamps });
  }
}

// ---------------------------------------------------------------- home and listing pages

async function homePictures(store: Store) {
  const [homeBanner, design, newsBanner, ongoing, ourProjects] = await Promise.all([
    store.picture({ scene: 'dusk', hue: 205, skyline: 'towers', size: 'banner' }, 'home:banner', 'home'),
    store.picture({ scene: 'facade', hue: 24, size: 'cover' }, 'home:design', 'home'),
    store.picture({ scene: 'coast', hue: 200, skyline: 'office', size: 'banner' }, 'news:page-banner', 'banners'),
    store.picture({ scene: 'site', hue: 150, size: 'banner' }, 'ongoing:banner', 'banners'),
    store.picture({ scene: 'coast', hue: 24, skyline: 'midrise', size: 'banner' }, 'our-projects:banner', 'banners'),
  ]);
  return { homeBanner, design, newsBanner, ongoing, ourProjects };
}

async function insertHome(db: ContentDb, images: Awaited<ReturnType<typeof homePictures>>, projectIds: Map<string, number>): Promise<void> {
  await createItem(db, HOME_BANNERS, { ...HOME_BANNER, banner_image: images.homeBanner });
  await createItem(db, DESIGN_SECTIONS, { ...DESIGN_SECTION, image: images.design });
  await saveExperienceRoleLink(db, EXPERIENCE_LINK);
  for (const { projects, ...config } of SHOW_PROJECTS) {
    const project_ids = projects.map((key) => {
      const id = projectIds.get(key);
      if (id === undefined) throw new Error(`seed: show-projects names an unknown project "${key}"`);
      return id;
    });
    await createShowProject(db, { ...config, project_ids, status: 'active' });
  }
  await createItem(db, NEWS_PAGE_BANNERS, { ...NEWS_PAGE_BANNER, banner_image: images.newsBanner });
  await createItem(db, ONGOING_BANNERS, { ...ONGOING_BANNER, banner_image: images.ongoing });
  await createItem(db, OUR_PROJECTS_BANNERS, { ...OUR_PROJECTS_BANNER, banner_image: images.ourProjects });
}

// ---------------------------------------------------------------- about, services, contact

async function pagePictures(store: Store) {
  const [aboutBanner, aboutImage, servicesBanner, serviceImages, contactBanner, cardImages] = await Promise.all([
    store.picture({ scene: 'coast', hue: 30, skyline: 'midrise', size: 'banner' }, 'about:banner', 'about'),
    store.picture({ scene: 'site', hue: 205, size: 'cover' }, 'about:image', 'about'),
    store.picture({ scene: 'site', hue: 45, size: 'banner' }, 'services:banner', 'services'),
    Promise.all(SERVICES.services.map((s, i) => store.picture({ scene: s.scene, hue: s.hue, skyline: 'midrise', size: 'card' }, `service${i}`, 'services'))),
    store.picture({ scene: 'coast', hue: 265, skyline: 'office', size: 'banner' }, 'contact:banner', 'contact'),
    Promise.all(CONTACT.cards.map((c) => store.image(() => renderIcon(c.icon), 'contact'))),
  ]);
  const about = {
    banner: { ...ABOUT.banner, image: aboutBanner },
    experience: ABOUT.experience,
    image: { ...ABOUT.image, path: aboutImage },
  };
  const services = {
    banner: { ...SERVICES.banner, image: servicesBanner },
    section: SERVICES.section,
    services: SERVICES.services.map((s, i) => ({ title_en: s.title_en, title_tr: s.title_tr, image: serviceImages[i], status: s.status })),
  };
  const contact = {
    banner: { ...CONTACT.banner, image: contactBanner },
    section: CONTACT.section,
    cards: CONTACT.cards.map(({ icon: _icon, ...card }, i) => ({ ...card, image: cardImages[i], status: 1 })),
    location: CONTACT.location,
    kvkk: CONTACT.kvkk,
  };
  return { about, services, contact };
}

async function insertPages(db: ContentDb, docs: Awaited<ReturnType<typeof pagePictures>>): Promise<void> {
  await aboutPages.create(db, docs.about satisfies AboutData);
  await servicesPages.create(db, docs.services);
  // The demo's cards say 1 for "shown", as the original CMS wrote them; the contact parser reads both forms.
  await contactPages.create(db, docs.contact as unknown as ContactData);
}

// ---------------------------------------------------------------- menus and settings

async function insertMenus(db: ContentDb): Promise<void> {
  // The entries name only their pages: the menu module gives them the pages' names and positions.
  for (const m of MENUS) await createMenu(db, { title: m.title, is_primary: m.is_primary, pages: m.pageIds.map((id) => ({ id })) });
}

async function settingPictures(store: Store) {
  const [logo, favicon] = await Promise.all([store.image(logoSvg, 'settings'), store.image(renderFavicon, 'settings')]);
  return { logo, favicon };
}

async function insertSettings(db: ContentDb, images: Awaited<ReturnType<typeof settingPictures>>): Promise<void> {
  await createSetting(db, 'instagram_settings', INSTAGRAM);
  await createSetting(db, 'site_logos', { logo_path: images.logo, status: 1 });
  await createSetting(db, 'favicons', { favicon_path: images.favicon, status: 1 });
  await createSetting(db, 'whatsapp_settings', { ...WHATSAPP, icon_path: null });
  await saveCompany(db, DEMO_COMPANY);
}
