// Demo documents of the about, services and contact pages (stored as JSON, SPEC.md section 3).
// Image paths are filled in by index.ts once the pictures are saved.
import { PRIVACY_NOTICE_SLUGS } from './text-pages.ts';
import { DEMO_COMPANY } from './company.ts';
import type { Icon, Scene } from './images.ts';

export const ABOUT = {
  banner: { title_en: 'About Us', title_tr: 'Hakkımızda' },
  experience: {
    description_en:
      '<h2>Building on the Black Sea coast since 1998</h2>' +
      '<p>Karadeniz Yapı was founded in Trabzon in 1998 as a small family contractor building apartment blocks in Ortahisar. ' +
      'More than twenty-five years later we are one of the leading construction companies of the region, with over forty projects ' +
      'and 3,500 homes delivered between Beşikdüzü and Of.</p>' +
      '<p>Our team of 180 engineers, architects and craftspeople designs, builds and maintains every project itself. ' +
      'We know the steep slopes and heavy rains of the Black Sea, and we build for them.</p>' +
      '<ul><li>Founded in Trabzon in 1998</li><li>More than 40 completed projects</li><li>ISO 9001 and ISO 14001 certified</li></ul>',
    description_tr:
      '<h2>1998’den beri Karadeniz kıyısında inşa ediyoruz</h2>' +
      "<p>Karadeniz Yapı, 1998 yılında Ortahisar'da apartmanlar inşa eden küçük bir aile şirketi olarak Trabzon'da kuruldu. " +
      'Yirmi beş yılı aşkın bir sürenin ardından bugün, Beşikdüzü ile Of arasında teslim ettiği kırkı aşkın proje ve 3.500 konutla ' +
      'bölgenin önde gelen inşaat şirketlerinden biriyiz.</p>' +
      '<p>180 kişilik mühendis, mimar ve usta ekibimiz her projeyi kendisi tasarlıyor, inşa ediyor ve bakımını üstleniyor. ' +
      "Karadeniz'in dik yamaçlarını ve yoğun yağışlarını tanıyor, yapılarımızı bunlara göre inşa ediyoruz.</p>" +
      "<ul><li>1998'de Trabzon'da kuruldu</li><li>40'tan fazla tamamlanmış proje</li><li>ISO 9001 ve ISO 14001 sertifikalı</li></ul>",
  },
  image: { title_en: 'Our Team on Site', title_tr: 'Şantiyedeki Ekibimiz' },
};

export interface DemoServiceCard {
  title_en: string;
  title_tr: string;
  status: boolean;
  scene: Scene;
  hue: number;
}

export const SERVICES = {
  banner: { title_en: 'Our Services', title_tr: 'Hizmetlerimiz' },
  section: {
    title_en: 'What We Do',
    title_tr: 'Neler Yapıyoruz',
    description_en: 'From the first sketch to the handover of the keys, we take care of every stage of a building and stay with its residents afterwards.',
    description_tr: 'İlk eskizden anahtar teslimine kadar bir yapının her aşamasını üstleniyor, teslimden sonra da site sakinlerinin yanında oluyoruz.',
  },
  services: [
    { title_en: 'Residential Construction', title_tr: 'Konut İnşaatı', status: true, scene: 'coast', hue: 24 },
    { title_en: 'Commercial Buildings', title_tr: 'Ticari Yapılar', status: true, scene: 'facade', hue: 265 },
    { title_en: 'Urban Transformation', title_tr: 'Kentsel Dönüşüm', status: true, scene: 'site', hue: 0 },
    { title_en: 'Architectural Design', title_tr: 'Mimari Tasarım', status: true, scene: 'facade', hue: 180 },
    { title_en: 'Interior Design', title_tr: 'İç Mimarlık', status: true, scene: 'interior', hue: 35 },
    { title_en: 'Project Management', title_tr: 'Proje Yönetimi', status: true, scene: 'site', hue: 210 },
    { title_en: 'Renovation and Restoration', title_tr: 'Tadilat ve Restorasyon', status: true, scene: 'interior', hue: 120 },
    { title_en: 'Landscape Design', title_tr: 'Peyzaj Tasarımı', status: true, scene: 'dusk', hue: 140 },
    // Hidden on the public site (status false), to show the card switch.
    { title_en: 'Real Estate Consulting', title_tr: 'Gayrimenkul Danışmanlığı', status: false, scene: 'coast', hue: 330 },
  ] satisfies DemoServiceCard[],
};

export interface DemoContactCard {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  icon: Icon;
}

export const CONTACT = {
  banner: { title_en: 'Contact Us', title_tr: 'Bize Ulaşın' },
  section: { title_en: 'Get in Touch', title_tr: 'Bizimle İletişime Geçin' },
  cards: [
    {
      title_en: 'Head Office',
      title_tr: 'Genel Merkez',
      description_en: DEMO_COMPANY.address_en,
      description_tr: DEMO_COMPANY.address_tr,
      icon: 'pin',
    },
    {
      title_en: 'Phone',
      title_tr: 'Telefon',
      description_en: DEMO_COMPANY.phone,
      description_tr: DEMO_COMPANY.phone,
      icon: 'phone',
    },
    {
      title_en: 'Email',
      title_tr: 'E-posta',
      description_en: DEMO_COMPANY.email,
      description_tr: DEMO_COMPANY.email,
      icon: 'mail',
    },
    {
      title_en: 'Working Hours',
      title_tr: 'Çalışma Saatleri',
      description_en: 'Monday to Friday 08:30–18:00, Saturday 09:00–13:00',
      description_tr: 'Pazartesi–Cuma 08.30–18.00, Cumartesi 09.00–13.00',
      icon: 'clock',
    },
    {
      title_en: 'Sales Office',
      title_tr: 'Satış Ofisi',
      description_en: 'Yomra Coastal Residences site, Kaşüstü Mah., 61250 Yomra, Trabzon',
      description_tr: 'Yomra Sahil Konutları şantiyesi, Kaşüstü Mah., 61250 Yomra / Trabzon',
      icon: 'building',
    },
  ] satisfies DemoContactCard[],
  location: {
    title_en: 'Our Location',
    title_tr: 'Konumumuz',
    description_en: 'Our head office is in the city centre, a five-minute walk from Meydan Park and fifteen minutes from Trabzon Airport.',
    description_tr: "Genel merkezimiz şehir merkezinde; Meydan Parkı'na beş dakika yürüme, Trabzon Havalimanı'na on beş dakika uzaklıkta.",
  },
  // the lead forms' "full notice" link: the demo's text page (seed/text-pages.ts)
  kvkk: {
    notice_en: '',
    notice_tr: '',
    url_en: `/en/${PRIVACY_NOTICE_SLUGS.en}/`,
    url_tr: `/${PRIVACY_NOTICE_SLUGS.tr}/`,
  },
};
