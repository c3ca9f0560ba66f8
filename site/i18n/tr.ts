// Turkish interface strings (the default language). Keys mirror en.ts exactly.
export const tr = {
  htmlLang: 'tr',
  languageName: 'Türkçe',
  skipToContent: 'İçeriğe geç',
  nav: {
    mainMenu: 'Ana menü',
    openMenu: 'Menü',
    search: 'Ara',
    instagram: 'Instagram',
    language: 'Dil seçimi',
    home: 'Ana sayfa',
    noMenu: 'Menü bulunamadı',
  },
  search: {
    title: 'Sitede ara',
    placeholder: 'Proje, haber veya sayfa arayın',
    close: 'Aramayı kapat',
    results: 'Arama sonuçları',
    count: '{n} sonuç',
    none: 'Sonuç bulunamadı',
    unavailable: 'Arama şu anda kullanılamıyor',
  },
  pages: {
    home: 'Ana Sayfa',
    about: 'Hakkımızda',
    ourProjects: 'Projelerimiz',
    ongoingProjects: 'Devam Eden Projeler',
    services: 'Hizmetlerimiz',
    news: 'Haberler',
    contact: 'İletişim',
  },
  empty: {
    ongoingProjects: 'Şu anda devam eden proje yok',
    projects: 'Şu anda proje yok',
    news: 'Haber bulunamadı',
    about: 'Hakkımızda bilgisi bulunamadı',
    services: 'Hizmet bilgisi bulunamadı',
    contact: 'İletişim bilgisi bulunamadı',
    projectDetails: 'Proje detayları bulunamadı',
    newsDetails: 'Haber detayı bulunamadı',
  },
  home: {
    featuredProjects: 'Öne Çıkan Projeler',
    explore: 'Keşfet',
    allProjects: 'Tüm projeler',
  },
  project: {
    contactNow: 'Hemen İletişime Geçin',
    goToLocation: 'Konumuna Git',
    gallery: 'Galeri',
    ongoing: 'Devam ediyor',
    completed: 'Tamamlandı',
    view: 'Projeyi incele',
  },
  contact: {
    goToLocation: 'Konumuna Git',
    location: 'Konum',
  },
  news: {
    readMore: 'Devamını oku',
    gallery: 'Galeri',
    publishedOn: 'Yayın tarihi',
    backToNews: 'Tüm haberler',
  },
  footer: {
    followInstagram: "Instagram'da bizi takip edin",
    rights: 'Tüm hakları saklıdır.',
    menu: 'Alt menü',
  },
  whatsapp: {
    label: 'WhatsApp ile yazın',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
    back: 'Ana sayfaya dön',
  },
  redirect: {
    title: 'Yönlendiriliyor',
    text: 'Bu sayfa taşındı:',
  },
  newTab: '(yeni sekmede açılır)',
};

export type Dictionary = typeof tr;
