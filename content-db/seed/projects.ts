// Demo projects of Karadeniz Yapı: residences, a business centre and villas across Trabzon's districts.
// Each project has its own hue (facade and accent colours of its pictures) and skyline, so covers are
// told apart at a glance. Gallery entries name the scene drawn for them (see images.ts).
import type { Scene, Skyline } from './images.ts';
import type { WordStatus } from '../schema.ts';

export interface DemoGalleryImage {
  title: string;
  scene: Scene;
}

export interface DemoProjectDetail {
  title_en: string;
  title_tr: string;
  description_en: string; // HTML
  description_tr: string; // HTML
  gallery: DemoGalleryImage[];
}

export interface DemoProject {
  /** how other seed files (show-project configurations) refer to the project */
  key: string;
  title_en: string;
  title_tr: string;
  type: 'ongoing' | 'completed';
  status: WordStatus;
  hue: number;
  skyline: Skyline;
  banner: { title_en: string; title_tr: string; detail_en: string; detail_tr: string };
  details: DemoProjectDetail[];
}

const overview = { title_en: 'Project Overview', title_tr: 'Proje Özeti' };

export const DEMO_PROJECTS: DemoProject[] = [
  {
    key: 'ortahisar',
    title_en: 'Ortahisar Park Residences',
    title_tr: 'Ortahisar Park Konutları',
    type: 'completed',
    status: 'active',
    hue: 24,
    skyline: 'midrise',
    banner: {
      title_en: 'Living in the Heart of Trabzon',
      title_tr: "Trabzon'un Kalbinde Yaşam",
      detail_en: '120 homes in five blocks, a short walk from Meydan Park and the coastal road.',
      detail_tr: "Meydan Parkı'na ve sahil yoluna yürüme mesafesinde, beş blokta 120 konut.",
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Ortahisar Park Residences brings 120 apartments to one of the most established neighbourhoods of Trabzon. ' +
          'The five blocks are arranged around a landscaped courtyard, so every home looks either onto the garden or towards the Black Sea.</p>' +
          '<ul><li>120 apartments from 2+1 to 4+1 (95–210 m²)</li><li>Indoor car park for 160 vehicles</li>' +
          '<li>Children’s playground, walking paths and a fitness room</li><li>Completed and handed over in 2022</li></ul>',
        description_tr:
          "<p>Ortahisar Park Konutları, Trabzon'un en köklü mahallelerinden birinde 120 daireyi bir araya getiriyor. " +
          "Beş blok, peyzajlı bir iç avlunun çevresine yerleştirildi; böylece her daire ya bahçeye ya da Karadeniz'e bakıyor.</p>" +
          "<ul><li>2+1'den 4+1'e 120 daire (95–210 m²)</li><li>160 araçlık kapalı otopark</li>" +
          "<li>Çocuk oyun alanı, yürüyüş yolları ve spor salonu</li><li>2022'de tamamlandı ve teslim edildi</li></ul>",
        gallery: [
          { title: 'Blocks A to E from the coastal road', scene: 'coast' },
          { title: 'South facade with balconies', scene: 'facade' },
          { title: 'Living room of a 3+1 apartment', scene: 'interior' },
          { title: 'The courtyard at dusk', scene: 'dusk' },
        ],
      },
      {
        title_en: 'Construction and Materials',
        title_tr: 'Yapı ve Malzeme',
        description_en:
          '<p>The blocks rest on a reinforced concrete raft foundation designed to the 2018 Turkish Building Earthquake Code. ' +
          'Facades are insulated with stone wool and finished with ventilated ceramic panels that stand up to the humid sea air.</p>' +
          '<ul><li>C35 concrete and B500C reinforcement throughout</li><li>Triple-glazed windows on the sea-facing side</li>' +
          '<li>Central heating supported by heat pumps</li></ul>',
        description_tr:
          "<p>Bloklar, 2018 Türkiye Bina Deprem Yönetmeliği'ne göre tasarlanan betonarme radye temel üzerinde yükseliyor. " +
          'Cepheler taş yünü ile yalıtıldı ve nemli deniz havasına dayanıklı, havalandırmalı seramik panellerle kaplandı.</p>' +
          '<ul><li>Tüm yapıda C35 beton ve B500C donatı</li><li>Deniz cephesinde üçlü cam doğramalar</li>' +
          '<li>Isı pompası destekli merkezi ısıtma</li></ul>',
        gallery: [
          { title: 'Frame of block C in 2020', scene: 'site' },
          { title: 'Ventilated ceramic facade', scene: 'facade' },
          { title: 'Kitchen with a sea view', scene: 'interior' },
        ],
      },
    ],
  },
  {
    key: 'akcaabat',
    title_en: 'Akçaabat Hillside Homes',
    title_tr: 'Akçaabat Yamaç Evleri',
    type: 'ongoing',
    status: 'active',
    hue: 150,
    skyline: 'midrise',
    banner: {
      title_en: 'Terraced Homes Above the Sea',
      title_tr: 'Denize Bakan Teraslı Evler',
      detail_en: '64 terraced homes stepping down the hillside of Akçaabat, each with its own garden or terrace.',
      detail_tr: "Akçaabat'ın yamacında basamaklar hâlinde yükselen, her biri bahçeli ya da teraslı 64 konut.",
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Akçaabat Hillside Homes follows the slope instead of fighting it: four low blocks step down the hill, so the roof of one ' +
          'becomes the terrace of the next. Every home has an uninterrupted view of the Black Sea.</p>' +
          '<ul><li>64 homes from 2+1 to 4+1, with gardens or terraces</li>' +
          '<li>Ten minutes from Akçaabat town centre and twenty from Trabzon Airport</li>' +
          '<li>Rainwater harvesting for garden irrigation</li><li>Planned completion: spring 2026</li></ul>',
        description_tr:
          '<p>Akçaabat Yamaç Evleri araziyle mücadele etmek yerine eğimi takip ediyor: dört alçak blok yamaç boyunca basamaklanıyor ' +
          've bir bloğun çatısı bir sonrakinin terası oluyor. Her konut kesintisiz Karadeniz manzarasına sahip.</p>' +
          "<ul><li>Bahçeli veya teraslı, 2+1'den 4+1'e 64 konut</li>" +
          "<li>Akçaabat merkezine on, Trabzon Havalimanı'na yirmi dakika</li>" +
          '<li>Bahçe sulaması için yağmur suyu toplama sistemi</li><li>Planlanan teslim: 2026 ilkbaharı</li></ul>',
        gallery: [
          { title: 'Block B rising in March', scene: 'site' },
          { title: 'Visualisation from the coast', scene: 'coast' },
          { title: 'Show flat living room', scene: 'interior' },
          { title: 'Terrace facade mock-up', scene: 'facade' },
        ],
      },
    ],
  },
  {
    key: 'yomra',
    title_en: 'Yomra Coastal Residences',
    title_tr: 'Yomra Sahil Konutları',
    type: 'ongoing',
    status: 'active',
    hue: 205,
    skyline: 'towers',
    banner: {
      title_en: 'Wake Up to the Black Sea',
      title_tr: "Karadeniz'e Uyanın",
      detail_en: 'Three towers on the Yomra coast with 210 apartments, a seaside promenade and social facilities.',
      detail_tr: 'Yomra sahilinde 210 daireli üç kule, sahil yürüyüş yolu ve sosyal tesisler.',
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Yomra Coastal Residences rises on a 14,000 m² plot between the coastal road and the sea. Three slender towers leave most ' +
          'of the land to gardens, a swimming pool and a seaside promenade for residents.</p>' +
          '<ul><li>210 apartments from 1+1 to 4+1</li><li>Outdoor and indoor swimming pools, sauna and fitness centre</li>' +
          '<li>24/7 security and concierge</li><li>Groundbreaking held in 2024; handover planned for 2027</li></ul>',
        description_tr:
          "<p>Yomra Sahil Konutları, sahil yolu ile deniz arasındaki 14.000 m²'lik arsa üzerinde yükseliyor. Üç ince kule, arazinin " +
          'büyük bölümünü bahçelere, yüzme havuzuna ve site sakinlerine ait bir sahil yürüyüş yoluna bırakıyor.</p>' +
          "<ul><li>1+1'den 4+1'e 210 daire</li><li>Açık ve kapalı yüzme havuzu, sauna ve spor merkezi</li>" +
          "<li>7/24 güvenlik ve resepsiyon hizmeti</li><li>Temel atma töreni 2024'te yapıldı; teslim 2027'de planlanıyor</li></ul>",
        gallery: [
          { title: 'The three towers seen from the sea', scene: 'coast' },
          { title: 'Core walls of tower 1', scene: 'site' },
          { title: 'Corner living room in tower 2', scene: 'interior' },
        ],
      },
      {
        title_en: 'Social Facilities',
        title_tr: 'Sosyal Tesisler',
        description_en:
          '<p>The ground floors of the towers are joined by a single-storey pavilion with a café, a children’s club and a ' +
          'multi-purpose hall that residents can book for family gatherings.</p>' +
          '<ul><li>25-metre indoor pool</li><li>Children’s club and playgrounds</li><li>Electric vehicle charging in the car park</li></ul>',
        description_tr:
          '<p>Kulelerin zemin katları; kafe, çocuk kulübü ve site sakinlerinin aile buluşmaları için ayırtabileceği çok amaçlı ' +
          'salonun bulunduğu tek katlı bir pavyonla birbirine bağlanıyor.</p>' +
          '<ul><li>25 metrelik kapalı yüzme havuzu</li><li>Çocuk kulübü ve oyun alanları</li><li>Otoparkta elektrikli araç şarj istasyonları</li></ul>',
        gallery: [
          { title: 'Pool deck at sunset', scene: 'dusk' },
          { title: 'Pavilion facade', scene: 'facade' },
          { title: 'Residents’ lounge', scene: 'interior' },
        ],
      },
    ],
  },
  {
    key: 'besikduzu',
    title_en: 'Beşikdüzü Garden Houses',
    title_tr: 'Beşikdüzü Bahçeli Evler',
    type: 'completed',
    status: 'active',
    hue: 45,
    skyline: 'villas',
    banner: {
      title_en: 'Quiet Homes with Gardens',
      title_tr: 'Bahçeli, Huzurlu Evler',
      detail_en: 'Twenty-four two-storey houses with private gardens, close to the Beşikdüzü coast.',
      detail_tr: 'Beşikdüzü sahiline yakın, özel bahçeli yirmi dört adet iki katlı ev.',
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Beşikdüzü Garden Houses was designed for families who want a house and a garden without giving up the conveniences of town. ' +
          'The twenty-four houses line a tree-lined street closed to through traffic.</p>' +
          '<ul><li>24 houses of 165 m² on plots of 300–420 m²</li><li>Hazelnut and tea gardens preserved at the edge of the site</li>' +
          '<li>Solar water heating on every roof</li><li>Completed in 2021</li></ul>',
        description_tr:
          '<p>Beşikdüzü Bahçeli Evler, şehrin olanaklarından vazgeçmeden bahçeli bir evde yaşamak isteyen aileler için tasarlandı. ' +
          'Yirmi dört ev, trafiğe kapalı ve ağaçlı bir sokak boyunca sıralanıyor.</p>' +
          "<ul><li>300–420 m²'lik parseller üzerinde 165 m²'lik 24 ev</li><li>Arazinin kenarındaki fındık ve çay bahçeleri korundu</li>" +
          "<li>Her çatıda güneş enerjili su ısıtma sistemi</li><li>2021'de tamamlandı</li></ul>",
        gallery: [
          { title: 'The street of houses', scene: 'coast' },
          { title: 'Evening in the gardens', scene: 'dusk' },
          { title: 'Living room opening onto the garden', scene: 'interior' },
          { title: 'Entrance facade', scene: 'facade' },
        ],
      },
    ],
  },
  {
    key: 'meydan',
    title_en: 'Meydan Business Center',
    title_tr: 'Meydan İş Merkezi',
    type: 'completed',
    status: 'active',
    hue: 265,
    skyline: 'office',
    banner: {
      title_en: 'A New Business Address in Trabzon',
      title_tr: "Trabzon'da İş Dünyasının Yeni Adresi",
      detail_en: 'A sixteen-storey office tower with shops on the ground floor, steps from Meydan Square.',
      detail_tr: "Meydan'a birkaç adım mesafede, zemin katı mağazalı on altı katlı ofis kulesi.",
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Meydan Business Center replaced an ageing commercial block with a sixteen-storey tower of flexible office floors. ' +
          'A double-skin glass facade keeps the offices bright while cutting summer heat gain.</p>' +
          '<ul><li>18,500 m² of office space on 16 floors</li><li>Shops and a café on the ground floor</li>' +
          '<li>Three-level underground car park</li><li>LEED Gold certified design</li></ul>',
        description_tr:
          '<p>Meydan İş Merkezi, eskimiş bir ticari bloğun yerine esnek ofis katlarından oluşan on altı katlı bir kule olarak inşa edildi. ' +
          'Çift cidarlı cam cephe ofisleri aydınlık tutarken yaz aylarındaki ısı kazancını azaltıyor.</p>' +
          '<ul><li>16 katta 18.500 m² ofis alanı</li><li>Zemin katta mağazalar ve kafe</li>' +
          '<li>Üç katlı yeraltı otoparkı</li><li>LEED Altın sertifikalı tasarım</li></ul>',
        gallery: [
          { title: 'The tower from the harbour', scene: 'coast' },
          { title: 'Double-skin glass facade', scene: 'facade' },
          { title: 'Open-plan office floor', scene: 'interior' },
          { title: 'The tower at night', scene: 'dusk' },
        ],
      },
    ],
  },
  {
    key: 'sera',
    title_en: 'Sera Lake Villas',
    title_tr: 'Sera Gölü Villaları',
    type: 'ongoing',
    status: 'active',
    hue: 310,
    skyline: 'villas',
    banner: {
      title_en: 'Villas by the Lake',
      title_tr: 'Göl Kıyısında Villalar',
      detail_en: 'Eighteen detached villas in the woods around Sera Lake, ten minutes from the city centre.',
      detail_tr: 'Şehir merkezine on dakika mesafede, Sera Gölü çevresindeki ormanda on sekiz müstakil villa.',
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Sera Lake Villas is a small community of eighteen detached villas on the wooded slopes above Sera Lake. ' +
          'Timber, local stone and large windows connect each villa with the forest and the water.</p>' +
          '<ul><li>18 villas of 240–320 m², each with a private pool</li><li>Underfloor heating and smart home systems</li>' +
          '<li>Walking trail around the lake</li><li>Sales office open on site</li></ul>',
        description_tr:
          "<p>Sera Gölü Villaları, Sera Gölü'nün yukarısındaki ormanlık yamaçlarda yer alan on sekiz müstakil villadan oluşan küçük bir yaşam alanı. " +
          'Ahşap, yöresel taş ve geniş pencereler her villayı orman ve suyla buluşturuyor.</p>' +
          '<ul><li>Her biri özel havuzlu, 240–320 m² büyüklüğünde 18 villa</li><li>Yerden ısıtma ve akıllı ev sistemleri</li>' +
          '<li>Göl çevresinde yürüyüş parkuru</li><li>Şantiyede satış ofisi açık</li></ul>',
        gallery: [
          { title: 'Villa foundations, phase 1', scene: 'site' },
          { title: 'The lakeside villas, visualisation', scene: 'coast' },
          { title: 'Villa living room', scene: 'interior' },
          { title: 'Evening visualisation', scene: 'dusk' },
        ],
      },
    ],
  },
  {
    // Inactive on purpose: the admin lists it, the public site does not.
    key: 'arakli',
    title_en: 'Araklı Riverside Apartments',
    title_tr: 'Araklı Dere Boyu Konutları',
    type: 'completed',
    status: 'inactive',
    hue: 90,
    skyline: 'midrise',
    banner: {
      title_en: 'Apartments by the Karadere',
      title_tr: 'Karadere Kıyısında Konutlar',
      detail_en: 'A block of 36 apartments along the Karadere river in Araklı.',
      detail_tr: "Araklı'da Karadere boyunca 36 daireli bir blok.",
    },
    details: [
      {
        ...overview,
        description_en:
          '<p>Araklı Riverside Apartments is a single block of 36 apartments on the bank of the Karadere river, ' +
          'with a riverside garden shared by the residents.</p>' +
          '<ul><li>36 apartments, 2+1 and 3+1</li><li>Riverside garden and playground</li><li>Completed in 2016</li></ul>',
        description_tr:
          '<p>Araklı Dere Boyu Konutları, Karadere kıyısında 36 daireden oluşan tek bir blok; ' +
          'site sakinlerinin ortak kullandığı dere kenarında bir bahçeye sahip.</p>' +
          "<ul><li>2+1 ve 3+1 olmak üzere 36 daire</li><li>Dere kenarında bahçe ve oyun alanı</li><li>2016'da tamamlandı</li></ul>",
        gallery: [
          { title: 'The block from the river', scene: 'coast' },
          { title: 'Street facade', scene: 'facade' },
          { title: 'Living room of a 3+1 apartment', scene: 'interior' },
        ],
      },
    ],
  },
];
