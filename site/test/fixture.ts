// A small bilingual company written straight into a fresh data folder, with real images (and their
// WebP variants) stored the way uploads are: the site tests build from it. Each kind of content has an
// active item the pages must show and an inactive one they must not.
import { STANDARD_PAGES } from '../../content-db/seed/index.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { aboutPages } from '../../content-db/about.ts';
import { contactPages, type ContactData } from '../../content-db/contact.ts';
import { saveExperienceRoleLink } from '../../content-db/home.ts';
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
} from '../../content-db/image-items.ts';
import { createMenu } from '../../content-db/menus.ts';
import { migrateToLatest } from '../../content-db/migrate.ts';
import { createNews } from '../../content-db/news.ts';
import { createPage } from '../../content-db/pages.ts';
import { createTextPage } from '../../content-db/text-pages.ts';
import { createProject } from '../../content-db/projects.ts';
import { servicesPages, type ServicesData } from '../../content-db/services.ts';
import { createSetting } from '../../content-db/settings.ts';
import { createShowProject } from '../../content-db/show-projects.ts';
import { databaseFile, openDatabase, type ContentDb } from '../../content-db/open.ts';
import { typeOfKind } from '../../server/lib/file-check.ts';
import { MediaStore } from '../../server/lib/media.ts';

export interface Fixture {
  dataDir: string;
  db: ContentDb;
  ids: { projects: Record<string, number>; news: Record<string, number> };
  close(): Promise<void>;
}

/** A fresh data folder with only the schema (the empty site). */
export async function emptyDataDir(): Promise<{ dataDir: string; db: ContentDb; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-'));
  const db = openDatabase(databaseFile(dataDir));
  await migrateToLatest(db);
  return {
    dataDir,
    db,
    async close() {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const PALETTES = [
  ['#c9d3da', '#e8e2d8', '#5d6670', '#3b4249'],
  ['#f0c9a0', '#f6e6d2', '#6b5a4c', '#3d332b'],
  ['#a9c2d6', '#dfe8ee', '#4e6272', '#2c3a45'],
  ['#d8c3b0', '#efe6dc', '#7b6a5d', '#4a3e35'],
  ['#b8c7bd', '#e6ece7', '#56685c', '#33423a'],
];

/** An architectural picture (sky, towers, windows) so pages look like a real site in screenshots. */
function pictureSvg(seed: number, width: number, height: number): string {
  const [sky1, sky2, b1, b2] = PALETTES[seed % PALETTES.length];
  let rnd = seed * 9301 + 49297;
  const next = () => (rnd = (rnd * 9301 + 49297) % 233280) / 233280;
  const towers: string[] = [];
  let x = -20;
  while (x < width) {
    const w = width * (0.09 + next() * 0.12);
    const h = height * (0.35 + next() * 0.5);
    const y = height - h;
    const fill = next() > 0.5 ? b1 : b2;
    const windows: string[] = [];
    for (let wy = y + 18; wy < height - 30; wy += 26) {
      for (let wx = x + 12; wx < x + w - 20; wx += 22) windows.push(`<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="14"/>`);
    }
    towers.push(`<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"/>`);
    towers.push(`<g fill="#f4efe6" opacity="${(0.25 + next() * 0.35).toFixed(2)}">${windows.join('')}</g>`);
    x += w + width * 0.015;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${(width * (0.6 + next() * 0.3)).toFixed(0)}" cy="${(height * 0.22).toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="#fff7e8" opacity="0.7"/>
${towers.join('\n')}
<rect y="${height - 24}" width="${width}" height="24" fill="#2b2f34"/></svg>`;
}

async function storeImage(media: MediaStore, seed: number, folder: string, width = 1600, height = 1000): Promise<string> {
  const buffer = await sharp(Buffer.from(pictureSvg(seed, width, height)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return media.save({ field: 'image', filename: 'demo.jpg', buffer, type: typeOfKind('jpeg') }, folder);
}

async function storeSvg(media: MediaStore, svg: string, folder: string): Promise<string> {
  return media.save({ field: 'image', filename: 'logo.svg', buffer: Buffer.from(svg), type: typeOfKind('svg') }, folder);
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80" viewBox="0 0 300 80"><rect x="4" y="14" width="52" height="52" fill="#1b1e22"/><path d="M16 54V30l14-10 14 10v24" stroke="#d9a066" stroke-width="4" fill="none"/><text x="70" y="50" font-family="Georgia,serif" font-size="28" fill="#1b1e22">Karadeniz Yapı</text></svg>`;

const POOL_SIZE = 7;

const html = (text: string) => `<p>${text}</p>`;

/** The fixture company. Known strings are exported so tests can look for them. */
export const KNOWN = {
  activeProject: { tr: 'Boztepe Konutları', en: 'Boztepe Residences' },
  ongoingProject: { tr: 'Sahil Park Evleri', en: 'Seaside Park Homes' },
  completedProject: { tr: 'Ortahisar Ticaret Merkezi', en: 'Ortahisar Trade Center' },
  coverlessProject: { tr: 'Akçaabat Villaları', en: 'Akcaabat Villas' },
  inactiveProject: { tr: 'Gizli Kule Projesi', en: 'Hidden Tower Project' },
  news: { tr: 'Boztepe Konutlarında Temel Atıldı', en: 'Foundation Laid at Boztepe Residences' },
  inactiveNews: { tr: 'Yayından Kaldırılmış Duyuru', en: 'Withdrawn Announcement' },
  homeBanner: { tr: "Trabzon'un Yarınını İnşa Ediyoruz", en: "Building Trabzon's Tomorrow" },
  inactiveHomeBanner: { tr: 'Eski Ana Sayfa Başlığı', en: 'Old Home Headline' },
  menuInactive: { tr: 'Hizmetlerimiz Menüsü', en: 'Services Menu Entry' },
  service: { tr: 'Anahtar Teslim İnşaat', en: 'Turnkey Construction' },
  hiddenService: { tr: 'Gizli Hizmet', en: 'Hidden Service' },
  contactCard: { tr: 'Merkez Ofis', en: 'Head Office' },
  hiddenContactCard: { tr: 'Kapalı Şube', en: 'Closed Branch' },
  experienceLink: { tr: 'Deneyimimizi Keşfedin', en: 'Discover Our Experience', link: 'https://example.com/experience' },
  whatsapp: { tr: 'Bize WhatsApp’tan yazın', en: 'Message us on WhatsApp', phone: '+90 462 555 00 00' },
  instagram: 'https://instagram.com/karadenizyapi',
  textPage: { tr: 'Gizlilik Bildirimi', en: 'Privacy Notice', slugTr: 'gizlilik-bildirimi', slugEn: 'privacy-notice' },
  inactiveTextPage: { tr: 'Taslak Sayfa', en: 'Draft Page', slugTr: 'taslak-sayfa', slugEn: 'draft-page' },
};

export async function fixtureDataDir(): Promise<Fixture> {
  const { dataDir, db, close } = await emptyDataDir();
  const media = new MediaStore(db, path.join(dataDir, 'uploads'));
  // A few stored pictures shared by all items keep the fixture quick (variants are made per upload).
  const pool = new Map<number, Promise<string>>();
  let seed = 0;
  const image = (_folder: string, _w?: number, _h?: number): Promise<string> => {
    const n = seed++ % POOL_SIZE;
    if (!pool.has(n)) pool.set(n, storeImage(media, n, 'demo'));
    return pool.get(n)!;
  };

  // Everything is written through the domain modules, as the API writes it.
  for (const page of [...STANDARD_PAGES, { id: 8, page_name_en: 'Careers', page_name_tr: 'Kariyer' }]) await createPage(db, page); // 8: not a standard page, no route
  const entry = (id: number, name: string, name_tr: string, position: number, active = true) => ({ id, name, name_tr, position, active });
  await createMenu(db, {
    title: 'Main',
    is_primary: 1,
    pages: [
      entry(7, 'Contact', 'İletişim', 7),
      entry(1, 'Home', 'Ana Sayfa', 0),
      entry(2, 'About Us', 'Hakkımızda', 1),
      entry(3, 'Our Projects', 'Projelerimiz', 2),
      entry(4, 'Ongoing', 'Devam Eden', 3),
      entry(5, KNOWN.menuInactive.en, KNOWN.menuInactive.tr, 4, false),
      entry(6, 'News', 'Haberler', 5),
      entry(8, 'Careers', 'Kariyer', 6),
    ],
  });
  await createMenu(db, { title: 'Other', is_primary: 0, pages: [entry(1, 'Other Home', 'Diğer Ana Sayfa', 0)] });

  const projects: Record<string, number> = {};
  const addProject = async (key: keyof typeof KNOWN, type: 'ongoing' | 'completed', opts: { cover?: boolean; status?: 'active' | 'inactive' } = {}) => {
    const title = KNOWN[key] as { tr: string; en: string };
    const project = await createProject(db, {
      title_en: title.en,
      title_tr: title.tr,
      type,
      cover_image: opts.cover === false ? null : await image('projects', 1200, 900),
      status: opts.status ?? 'active',
    });
    projects[key] = project.id;
    await createItem(db, PROJECT_BANNERS, {
      project_id: project.id,
      title_en: `${title.en} banner`,
      title_tr: `${title.tr} afişi`,
      detail_en: 'Sea views, gardens and quiet streets.',
      detail_tr: 'Deniz manzarası, bahçeler ve sakin sokaklar.',
      banner_image: await image('project-banners', 1920, 900),
      status: 'active',
    });
    await createItem(db, PROJECT_BANNERS, {
      project_id: project.id,
      title_en: 'Inactive banner EN',
      title_tr: 'Pasif afiş TR',
      detail_en: '',
      detail_tr: '',
      banner_image: null,
      status: 'inactive',
    });
    const detail = (await createItem(db, PROJECT_DETAILS, {
      project_id: project.id,
      title_en: 'Architecture',
      title_tr: 'Mimari',
      description_en: html(`${title.en} combines stone, timber and glass with the green hills of Trabzon.`),
      description_tr: html(`${title.tr}, taş, ahşap ve camı Trabzon'un yeşil tepeleriyle buluşturuyor.`),
      feature_image: key === 'ongoingProject' ? null : await image('project-details', 1200, 900),
    }))!;
    await createItem(db, PROJECT_DETAILS, {
      project_id: project.id,
      title_en: 'Hidden detail EN',
      title_tr: 'Gizli detay TR',
      description_en: '',
      description_tr: '',
      status: 'inactive',
    });
    const gallery = [];
    for (let i = 0; i < 3; i++) gallery.push({ image_path: await image('project-gallery', 1200, 800), title: `${title.en} ${i + 1}`, status: 'active' });
    gallery.push({ image_path: '/uploads/project-gallery/hidden.jpg', title: 'hidden gallery image', status: 'inactive' });
    await addImages(db, PROJECT_GALLERY, detail.id, gallery);
  };
  await addProject('activeProject', 'completed');
  await addProject('ongoingProject', 'ongoing');
  await addProject('completedProject', 'completed');
  await addProject('coverlessProject', 'ongoing', { cover: false });
  await addProject('inactiveProject', 'ongoing', { status: 'inactive' });

  const news: Record<string, number> = {};
  for (const [key, status] of [
    ['news', 'active'],
    ['inactiveNews', 'inactive'],
  ] as const) {
    const title = KNOWN[key];
    const item = await createNews(db, {
      title_en: title.en,
      title_tr: title.tr,
      description_en: html('Work began on the first block with a ceremony attended by future residents.'),
      description_tr: html('İlk blokta çalışmalar, gelecekteki sakinlerin katıldığı bir törenle başladı.'),
      image: await image('news', 1200, 800),
      status,
      created_at: '2025-03-14T09:00:00.000Z',
    });
    news[key] = item.id;
    const detail = (await createItem(db, NEWS_DETAILS, {
      news_id: item.id,
      title_en: 'From the site',
      title_tr: 'Şantiyeden',
      description_en: html('Excavation finished ahead of schedule.'),
      description_tr: html('Kazı çalışmaları planlanandan önce tamamlandı.'),
      gallery_description_en: 'Photos from the ceremony.',
      gallery_description_tr: 'Törenden fotoğraflar.',
      feature_image: await image('news-details', 1200, 800),
    }))!;
    await addImages(db, NEWS_GALLERY, detail.id, [
      { image: await image('news-gallery', 1200, 800), title_en: 'Ceremony', title_tr: 'Tören' },
      { image: await image('news-gallery', 1200, 800), title_en: 'Site', title_tr: 'Şantiye' },
    ]);
    await createItem(db, NEWS_DETAIL_BANNERS, {
      news_detail_id: detail.id,
      banner_image: await image('news-banners', 1920, 800),
      title_en: 'Groundbreaking',
      title_tr: 'Temel atma',
      gallery_description_en: '',
      gallery_description_tr: '',
    });
  }
  // A second active news item, older, for the list's order.
  const older = await createNews(db, {
    title_en: 'New Office in Ortahisar',
    title_tr: "Ortahisar'da Yeni Ofis",
    description_en: html('Our new office opened its doors.'),
    description_tr: html('Yeni ofisimiz kapılarını açtı.'),
    image: null,
    created_at: '2024-11-02T09:00:00.000Z',
  });
  news.older = older.id;

  await createItem(db, HOME_BANNERS, {
    title_en: KNOWN.inactiveHomeBanner.en,
    title_tr: KNOWN.inactiveHomeBanner.tr,
    description_en: '',
    description_tr: '',
    banner_image: null,
    status: 'inactive',
  });
  await createItem(db, HOME_BANNERS, {
    title_en: KNOWN.homeBanner.en,
    title_tr: KNOWN.homeBanner.tr,
    description_en: html('Homes and workplaces built to last, on the shores of the Black Sea since 1998.'),
    description_tr: html("1998'den beri Karadeniz kıyısında, kalıcı konutlar ve iş yerleri inşa ediyoruz."),
    banner_image: await image('home-banners', 1920, 1080),
    status: 'active',
  });
  await createItem(db, DESIGN_SECTIONS, {
    title_en: 'Design that respects the landscape',
    title_tr: 'Doğaya saygılı tasarım',
    description_en: html('Every project starts from the slope, the light and the view.'),
    description_tr: html('Her proje eğimden, ışıktan ve manzaradan yola çıkar.'),
    image: await image('design', 1200, 900),
    status: 'active',
  });
  await createItem(db, DESIGN_SECTIONS, {
    title_en: 'Hidden design EN',
    title_tr: 'Gizli tasarım TR',
    description_en: '',
    description_tr: '',
    image: null,
    status: 'inactive',
  });
  await saveExperienceRoleLink(db, { link: KNOWN.experienceLink.link, text_en: KNOWN.experienceLink.en, text_tr: KNOWN.experienceLink.tr, tab: 1, status: 1 });
  await createShowProject(db, {
    title_en: 'Selected Works',
    title_tr: 'Seçkin Projeler',
    page_name: 'home',
    project_ids: [projects.completedProject, projects.activeProject, projects.inactiveProject, projects.coverlessProject],
    status: 'active',
  });
  await createShowProject(db, { title_en: 'Inactive config', title_tr: 'Pasif yapılandırma', page_name: 'ongoing', project_ids: [], status: 'inactive' });
  await createItem(db, ONGOING_BANNERS, { title_en: 'Under Construction', title_tr: 'Yapım Aşamasında', banner_image: await image('ongoing', 1600, 900) });
  await createItem(db, OUR_PROJECTS_BANNERS, {
    title_en: 'Our Portfolio',
    title_tr: 'Portföyümüz',
    description_en: 'Twenty-five years of building in the Black Sea region.',
    description_tr: "Karadeniz'de yirmi beş yıllık yapı deneyimi.",
    banner_image: await image('our-projects', 1600, 900),
  });
  for (const [page, status] of [
    [KNOWN.textPage, 'active'],
    [KNOWN.inactiveTextPage, 'inactive'],
  ] as const) {
    await createTextPage(db, {
      slug_tr: page.slugTr,
      slug_en: page.slugEn,
      title_tr: page.tr,
      title_en: page.en,
      body_tr: '<h2>Veri sorumlusu</h2><p>Verileriniz güvende.</p>',
      body_en: '<h2>Data controller</h2><p>Your data is safe.</p>',
      status,
    });
  }
  await createItem(db, NEWS_PAGE_BANNERS, { title_en: 'Latest News', title_tr: 'Son Haberler', banner_image: await image('news-page', 1920, 1080) });

  await aboutPages.create(db, {
    banner: { title_en: 'Who We Are', title_tr: 'Biz Kimiz', image: await image('about', 1920, 700) },
    experience: {
      description_en: html('For over twenty-five years we have designed and built homes, offices and public buildings across Trabzon.'),
      description_tr: html('Yirmi beş yılı aşkın süredir Trabzon genelinde konut, ofis ve kamu binaları tasarlıyor ve inşa ediyoruz.'),
    },
    image: { title_en: 'Our team on site', title_tr: 'Ekibimiz şantiyede', path: await image('about', 1200, 900) },
  });
  // The services and contact documents keep what older clients wrote (a card without a status or an
  // image, 1/0 statuses): the stores write a document as given, and the site must read these too.
  await servicesPages.create(db, {
    banner: { title_en: 'What We Do', title_tr: 'Neler Yapıyoruz', image: await image('services', 1920, 700) },
    section: {
      title_en: 'From the first sketch to the keys',
      title_tr: 'İlk eskizden anahtara',
      description_en: html('One team for design, permits, construction and after-sales care.'),
      description_tr: html('Tasarım, izinler, inşaat ve satış sonrası için tek ekip.'),
    },
    services: [
      { title_en: KNOWN.service.en, title_tr: KNOWN.service.tr, image: await image('services', 900, 1100), status: true },
      { title_en: 'Urban Renewal', title_tr: 'Kentsel Dönüşüm', image: await image('services', 900, 1100), status: true },
      { title_en: 'Project Management', title_tr: 'Proje Yönetimi', image: await image('services', 900, 1100) },
      { title_en: 'Interior Design', title_tr: 'İç Mimari', image: await image('services', 900, 1100), status: true },
      { title_en: KNOWN.hiddenService.en, title_tr: KNOWN.hiddenService.tr, image: null, status: false },
    ],
  } as unknown as ServicesData);
  await contactPages.create(db, {
    banner: { title_en: 'Get in Touch', title_tr: 'Bize Ulaşın', image: await image('contact', 1920, 600) },
    section: { title_en: 'Our offices', title_tr: 'Ofislerimiz' },
    cards: [
      {
        title_en: KNOWN.contactCard.en,
        title_tr: KNOWN.contactCard.tr,
        description_en: html('Kemerkaya Mah. Trabzon<br>+90 462 555 00 00'),
        description_tr: html('Kemerkaya Mah. Trabzon<br>+90 462 555 00 00'),
        image: await image('contact', 1200, 800),
        status: 1,
      },
      {
        title_en: 'Sales Office',
        title_tr: 'Satış Ofisi',
        description_en: html('Boztepe, Trabzon'),
        description_tr: html('Boztepe, Trabzon'),
        image: await image('contact', 1200, 800),
        status: 1,
      },
      { title_en: 'E-mail', title_tr: 'E-posta', description_en: html('info@example.com'), description_tr: html('info@example.com'), image: null, status: 1 },
      { title_en: KNOWN.hiddenContactCard.en, title_tr: KNOWN.hiddenContactCard.tr, description_en: '', description_tr: '', image: null, status: 0 },
    ],
    location: {
      title_en: 'Visit us',
      title_tr: 'Bizi ziyaret edin',
      description_en: html('Kemerkaya, Ortahisar / Trabzon'),
      description_tr: html('Kemerkaya, Ortahisar / Trabzon'),
    },
  } as unknown as ContactData);

  await createSetting(db, 'site_logos', { logo_path: await storeSvg(media, LOGO_SVG, 'logos') });
  await createSetting(db, 'favicons', { favicon_path: '/uploads/favicons/site.png', status: 1 });
  await createSetting(db, 'instagram_settings', { instagram_link: KNOWN.instagram, tab: 1, status: 1 });
  await createSetting(db, 'whatsapp_settings', {
    phone_number: KNOWN.whatsapp.phone,
    tooltip_text: KNOWN.whatsapp.en,
    tooltip_text_tr: KNOWN.whatsapp.tr,
    tab: 1,
    status: 1,
  });

  // the pictures' AVIF variants are made in the background, as after an upload: pages list them once they exist
  await media.avifIdle();
  return { dataDir, db, ids: { projects, news }, close };
}
