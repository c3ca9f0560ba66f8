// Demo news of Karadeniz Yapı: ceremonies, handovers and company milestones, newest first.
// One item is inactive (a past fair) so the admin shows what the public site hides.
import type { Scene } from './images.ts';
import type { WordStatus } from '../schema.ts';

export interface DemoNews {
  title_en: string;
  title_tr: string;
  description_en: string; // HTML: the card summary
  description_tr: string;
  status: WordStatus;
  /** publication date (created_at), so the list has a believable order */
  date: string;
  hue: number;
  scene: Scene; // picture of the news card and the detail
  detail: {
    title_en: string;
    title_tr: string;
    description_en: string; // HTML
    description_tr: string;
    gallery_description_en: string;
    gallery_description_tr: string;
    gallery: Array<{ title_en: string; title_tr: string; scene: Scene }>;
    banner: { title_en: string; title_tr: string; gallery_description_en: string; gallery_description_tr: string };
  };
}

export const NEWS_PAGE_BANNER = {
  title_en: 'News from Karadeniz Yapı',
  title_tr: "Karadeniz Yapı'dan Haberler",
};

export const DEMO_NEWS: DemoNews[] = [
  {
    title_en: 'Sales Office Opens at Sera Lake Villas',
    title_tr: 'Sera Gölü Villaları Satış Ofisi Açıldı',
    description_en: '<p>Visitors can now tour a finished show villa and choose their plot at our new sales office by Sera Lake.</p>',
    description_tr: '<p>Sera Gölü kıyısındaki yeni satış ofisimizde artık örnek villayı gezebilir ve parselinizi seçebilirsiniz.</p>',
    status: 'active',
    date: '2025-04-18T09:00:00.000Z',
    hue: 310,
    scene: 'interior',
    detail: {
      title_en: 'A Show Villa by the Lake',
      title_tr: 'Göl Kıyısında Örnek Villa',
      description_en:
        '<p>The sales office of Sera Lake Villas opened its doors on 18 April. Next to it stands a fully furnished show villa, ' +
        'so visitors can walk through the rooms, test the smart home system and see the view from the terrace.</p>' +
        '<p>The office is open every day from 10:00 to 18:00. Appointments are not required, but we recommend calling ahead at weekends.</p>',
      description_tr:
        '<p>Sera Gölü Villaları satış ofisi 18 Nisan’da kapılarını açtı. Hemen yanındaki tamamen döşeli örnek villada ziyaretçiler ' +
        'odaları gezebilir, akıllı ev sistemini deneyebilir ve terastan manzarayı görebilir.</p>' +
        '<p>Ofis her gün 10.00–18.00 saatleri arasında açık. Randevu gerekmiyor; ancak hafta sonları önceden aramanızı öneririz.</p>',
      gallery_description_en: 'Inside the show villa: the living room, the kitchen and the terrace above the lake.',
      gallery_description_tr: 'Örnek villanın içi: oturma odası, mutfak ve gölün üzerindeki teras.',
      gallery: [
        { title_en: 'Show villa living room', title_tr: 'Örnek villa oturma odası', scene: 'interior' },
        { title_en: 'The villas at dusk', title_tr: 'Akşam saatlerinde villalar', scene: 'dusk' },
        { title_en: 'Sales office entrance', title_tr: 'Satış ofisi girişi', scene: 'facade' },
      ],
      banner: {
        title_en: 'Sera Lake Villas Sales Office',
        title_tr: 'Sera Gölü Villaları Satış Ofisi',
        gallery_description_en: 'Photos from the opening day',
        gallery_description_tr: 'Açılış gününden fotoğraflar',
      },
    },
  },
  {
    title_en: 'Groundbreaking Ceremony at Yomra Coastal Residences',
    title_tr: "Yomra Sahil Konutları'nda Temel Atma Töreni",
    description_en: '<p>The foundations of our largest project to date were laid in Yomra in front of future residents, neighbours and local officials.</p>',
    description_tr:
      "<p>Bugüne kadarki en büyük projemizin temelleri; gelecekteki site sakinleri, komşularımız ve yerel yöneticilerin katılımıyla Yomra'da atıldı.</p>",
    status: 'active',
    date: '2024-09-12T08:30:00.000Z',
    hue: 205,
    scene: 'site',
    detail: {
      title_en: 'A Ceremony on the Coast',
      title_tr: 'Sahilde Bir Tören',
      description_en:
        '<p>More than three hundred guests joined us on the Yomra coast for the groundbreaking of Yomra Coastal Residences. ' +
        'After short speeches, the first concrete was poured into the raft foundation of tower 1.</p>' +
        '<ul><li>210 apartments in three towers</li><li>Around 600 jobs during construction</li><li>Handover planned for 2027</li></ul>',
      description_tr:
        '<p>Yomra Sahil Konutları’nın temel atma töreni için üç yüzü aşkın misafir Yomra sahilinde bizimle buluştu. ' +
        'Kısa konuşmaların ardından 1. kulenin radye temeline ilk beton döküldü.</p>' +
        '<ul><li>Üç kulede 210 daire</li><li>İnşaat süresince yaklaşık 600 kişiye istihdam</li><li>Teslimin 2027’de yapılması planlanıyor</li></ul>',
      gallery_description_en: 'Moments from the ceremony: the first concrete pour, the speeches and the tea served to our guests.',
      gallery_description_tr: 'Törenden kareler: ilk beton dökümü, konuşmalar ve misafirlerimize ikram edilen çay.',
      gallery: [
        { title_en: 'The first concrete pour', title_tr: 'İlk beton dökümü', scene: 'site' },
        { title_en: 'The site seen from the coast', title_tr: 'Sahilden şantiye görünümü', scene: 'coast' },
      ],
      banner: {
        title_en: 'Groundbreaking in Yomra',
        title_tr: "Yomra'da Temel Atma",
        gallery_description_en: 'Photos from the ceremony day',
        gallery_description_tr: 'Tören gününden fotoğraflar',
      },
    },
  },
  {
    title_en: 'Karadeniz Yapı Celebrates 25 Years',
    title_tr: 'Karadeniz Yapı 25. Yılını Kutluyor',
    description_en: '<p>Twenty-five years, more than forty projects and 3,500 homes: we celebrated with the people who built them.</p>',
    description_tr: '<p>Yirmi beş yıl, kırkı aşkın proje ve 3.500 konut: bu yolculuğu onları inşa eden ekibimizle birlikte kutladık.</p>',
    status: 'active',
    date: '2023-10-05T16:00:00.000Z',
    hue: 24,
    scene: 'dusk',
    detail: {
      title_en: 'Twenty-Five Years on the Black Sea Coast',
      title_tr: 'Karadeniz Kıyısında Yirmi Beş Yıl',
      description_en:
        '<p>Karadeniz Yapı was founded in Trabzon in 1998 with a team of twelve. This autumn, more than four hundred employees, ' +
        'subcontractors and their families gathered in Ortahisar to celebrate our twenty-fifth anniversary.</p>' +
        '<p>We also announced a scholarship programme for civil engineering and architecture students of Karadeniz Technical University.</p>',
      description_tr:
        "<p>Karadeniz Yapı, 1998 yılında on iki kişilik bir ekiple Trabzon'da kuruldu. Bu sonbahar dört yüzü aşkın çalışanımız, " +
        "taşeronlarımız ve aileleri 25. yılımızı kutlamak için Ortahisar'da bir araya geldi.</p>" +
        '<p>Kutlamada Karadeniz Teknik Üniversitesi inşaat mühendisliği ve mimarlık öğrencilerine yönelik burs programımızı da duyurduk.</p>',
      gallery_description_en: 'Our team, our guests and the projects of twenty-five years.',
      gallery_description_tr: 'Ekibimiz, misafirlerimiz ve yirmi beş yılın projeleri.',
      gallery: [
        { title_en: 'Our first project in Ortahisar', title_tr: "Ortahisar'daki ilk projemiz", scene: 'coast' },
        { title_en: 'The anniversary evening', title_tr: 'Yıl dönümü gecesi', scene: 'dusk' },
        { title_en: 'Our head office', title_tr: 'Genel merkezimiz', scene: 'facade' },
      ],
      banner: {
        title_en: '25 Years of Karadeniz Yapı',
        title_tr: "Karadeniz Yapı'nın 25 Yılı",
        gallery_description_en: 'Photos from the anniversary evening',
        gallery_description_tr: 'Yıl dönümü gecesinden fotoğraflar',
      },
    },
  },
  {
    title_en: 'Ortahisar Park Residences Handed Over to Their Owners',
    title_tr: 'Ortahisar Park Konutları Sahiplerine Teslim Edildi',
    description_en: '<p>All 120 apartments of Ortahisar Park Residences were handed over three months ahead of schedule.</p>',
    description_tr: '<p>Ortahisar Park Konutları’nın 120 dairesinin tamamı, planlanan tarihten üç ay önce sahiplerine teslim edildi.</p>',
    status: 'active',
    date: '2022-06-20T10:00:00.000Z',
    hue: 24,
    scene: 'coast',
    detail: {
      title_en: 'Keys Delivered Ahead of Schedule',
      title_tr: 'Anahtarlar Erken Teslim Edildi',
      description_en:
        '<p>The first families moved into Ortahisar Park Residences in June. Each handover included a walk through the apartment with ' +
        'our site engineers and a folder with the warranty documents of every appliance and installation.</p>' +
        '<p>Our after-sales team remains on site for the first year to answer residents’ questions.</p>',
      description_tr:
        '<p>İlk aileler haziran ayında Ortahisar Park Konutları’na taşındı. Her teslimde şantiye mühendislerimizle birlikte daire gezildi ' +
        've tüm cihaz ile tesisatların garanti belgelerini içeren bir dosya teslim edildi.</p>' +
        '<p>Satış sonrası ekibimiz, site sakinlerinin sorularını yanıtlamak için ilk yıl boyunca sitede bulunuyor.</p>',
      gallery_description_en: 'The finished blocks, the courtyard and one of the new homes.',
      gallery_description_tr: 'Tamamlanan bloklar, iç avlu ve yeni evlerden biri.',
      gallery: [
        { title_en: 'The finished blocks', title_tr: 'Tamamlanan bloklar', scene: 'coast' },
        { title_en: 'A new home', title_tr: 'Yeni bir ev', scene: 'interior' },
      ],
      banner: {
        title_en: 'Handover in Ortahisar',
        title_tr: "Ortahisar'da Teslim Günü",
        gallery_description_en: 'Photos from the handover week',
        gallery_description_tr: 'Teslim haftasından fotoğraflar',
      },
    },
  },
  {
    title_en: 'Meet Us at the Trabzon Construction Fair',
    title_tr: "Trabzon Yapı Fuarı'nda Bizi Ziyaret Edin",
    description_en: '<p>Our team will present our ongoing projects at stand B12 of the Trabzon Construction Fair.</p>',
    description_tr: "<p>Ekibimiz, Trabzon Yapı Fuarı'nın B12 numaralı standında devam eden projelerimizi tanıtacak.</p>",
    status: 'inactive',
    date: '2022-03-02T09:00:00.000Z',
    hue: 150,
    scene: 'facade',
    detail: {
      title_en: 'Stand B12 at the Fair',
      title_tr: 'Fuarda B12 Standı',
      description_en: '<p>From 10 to 13 March we will be at the Trabzon Construction Fair with scale models of our projects and our sales team.</p>',
      description_tr: '<p>10–13 Mart tarihleri arasında projelerimizin maketleri ve satış ekibimizle Trabzon Yapı Fuarı’nda olacağız.</p>',
      gallery_description_en: 'Our stand and the scale models on display.',
      gallery_description_tr: 'Standımız ve sergilenen maketler.',
      gallery: [
        { title_en: 'Our stand', title_tr: 'Standımız', scene: 'interior' },
        { title_en: 'Scale model of a project', title_tr: 'Proje maketi', scene: 'coast' },
      ],
      banner: {
        title_en: 'Trabzon Construction Fair',
        title_tr: 'Trabzon Yapı Fuarı',
        gallery_description_en: 'Photos from the fair',
        gallery_description_tr: 'Fuardan fotoğraflar',
      },
    },
  },
];
