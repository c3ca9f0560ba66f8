// Turkish texts of the SEO and sharing panel (issue 33, components/seo) and the server's SEO messages.
export default {
  'SEO and sharing': 'SEO ve paylaşım',
  'SEO title': 'SEO başlığı',
  'SEO description': 'SEO açıklaması',
  '{n} characters (best {min}-{max})': '{n} karakter (en iyisi {min}-{max})',
  'Search result preview': 'Arama sonucu önizlemesi',
  'Social card preview': 'Sosyal medya kartı önizlemesi',
  'Sharing image': 'Paylaşım görseli',
  "The page's own picture": 'Sayfanın kendi görseli',
  'Shared as a 1200x630 crop centred on its focal point.': 'Odak noktasına ortalanmış 1200x630 bir kırpım olarak paylaşılır.',
  'Hide from search engines (noindex)': 'Arama motorlarından gizle (noindex)',
  'Save SEO': "SEO'yu Kaydet",
  'SEO saved': 'SEO kaydedildi',
  'Failed to save the SEO fields': 'SEO alanları kaydedilemedi',
  'Load their version': 'Onların sürümünü yükle',
} satisfies Record<string, string>;
