// Demo content of the home page and the project listing pages: hero banner, design section,
// experience link, which projects each page shows, and the ongoing / our-projects banners.
import { EXPERIENCE_LINK_TEXT } from '../defaults.ts';

export const HOME_BANNER = {
  title_en: "Building Trabzon's Future Since 1998",
  title_tr: "1998'den Beri Trabzon'un Geleceğini İnşa Ediyoruz",
  description_en: '<p>Homes, offices and living spaces on the Black Sea coast, designed for its climate and built to last for generations.</p>',
  description_tr: '<p>Karadeniz kıyısında, bölgenin iklimine göre tasarlanan ve nesiller boyu dayanacak konutlar, ofisler ve yaşam alanları.</p>',
};

export const DESIGN_SECTION = {
  title_en: 'Design That Belongs to the Black Sea',
  title_tr: "Karadeniz'e Ait Bir Tasarım",
  description_en:
    '<p>Our architects work with the climate of the region: pitched roofs for heavy rain, deep balconies for the sea breeze ' +
    'and materials that age gracefully in salty air.</p><p>Every project starts with its site: the slope, the view and the neighbours.</p>',
  description_tr:
    '<p>Mimarlarımız bölgenin iklimiyle uyum içinde çalışır: yoğun yağmura karşı eğimli çatılar, deniz meltemi için derin balkonlar ' +
    've tuzlu havada güzelce yıllanan malzemeler.</p><p>Her proje arazisiyle başlar: eğimi, manzarası ve komşularıyla.</p>',
};

/** The button under the hero banner; a site-relative link to the about page. */
export const EXPERIENCE_LINK = { link: '/about-us/', text_en: EXPERIENCE_LINK_TEXT.en, text_tr: EXPERIENCE_LINK_TEXT.tr, tab: 0 as const, status: 1 as const };

/** Which projects each listing shows, by the keys of projects.ts (the inactive project is in none). */
export const SHOW_PROJECTS = [
  { page_name: 'home' as const, title_en: 'Featured Projects', title_tr: 'Öne Çıkan Projeler', projects: ['yomra', 'ortahisar', 'meydan', 'sera'] },
  { page_name: 'ongoing' as const, title_en: 'Ongoing Projects', title_tr: 'Devam Eden Projeler', projects: ['yomra', 'akcaabat', 'sera'] },
  {
    page_name: 'our-projects' as const,
    title_en: 'Our Projects',
    title_tr: 'Projelerimiz',
    projects: ['ortahisar', 'meydan', 'besikduzu', 'yomra', 'akcaabat', 'sera'],
  },
];

export const ONGOING_BANNER = {
  title_en: 'Projects Under Construction',
  title_tr: 'İnşası Süren Projelerimiz',
};

export const OUR_PROJECTS_BANNER = {
  title_en: 'Our Projects',
  title_tr: 'Projelerimiz',
  description_en: '<p>Since 1998 we have completed more than forty projects and 3,500 homes across Trabzon, from Beşikdüzü to Of.</p>',
  description_tr: "<p>1998'den bu yana Beşikdüzü'nden Of'a kadar Trabzon genelinde kırkı aşkın proje ve 3.500'ü aşkın konut tamamladık.</p>",
};
