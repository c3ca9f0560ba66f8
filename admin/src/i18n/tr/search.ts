// Turkish texts of the global search (features/search).
export default {
  'Search everything': 'Her yerde ara',
  'Projects, news, pages, banners and settings': 'Projeler, haberler, sayfalar, afişler ve ayarlar',
  'Type a title in English or Turkish': 'İngilizce ya da Türkçe bir başlık yazın',
  'Search failed. Please try again.': 'Arama yapılamadı. Lütfen yeniden deneyin.',
  'Searching…': 'Aranıyor…',
  'Nothing found for “{q}”': '“{q}” için sonuç bulunamadı',
  '1 result for “{q}”': '“{q}” için 1 sonuç',
  '{count} results for “{q}”': '“{q}” için {count} sonuç',
  'Search results': 'Arama sonuçları',
  Project: 'Proje',
  'News item': 'Haber',
  Page: 'Sayfa',
  Banner: 'Afiş',
  Setting: 'Ayar',
  Close: 'Kapat',
} satisfies Record<string, string>;
