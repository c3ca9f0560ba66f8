// Turkish texts of the about screens (keys: the English text of SPEC.md).
export default {
  'Error fetching about page data': 'Hakkımızda sayfası verileri alınırken hata oluştu',
  'Experience Section': 'Deneyim Bölümü',
  'Save Experience': 'Deneyimi Kaydet',
  'Experience Description': 'Deneyim Açıklaması',
  'Image Section': 'Görsel Bölümü',
  'Save Image Section': 'Görsel Bölümünü Kaydet',
  'Image Title': 'Görsel Başlığı',
  'Section Image': 'Bölüm Görseli',
} satisfies Record<string, string>;
