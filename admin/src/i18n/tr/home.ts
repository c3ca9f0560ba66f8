// Turkish texts of the home screens (keys: the English text of SPEC.md).
export default {
  'Error fetching experience role data': 'Deneyim bağlantısı verileri alınırken hata oluştu',
  'Experience role link saved successfully': 'Deneyim bağlantısı başarıyla kaydedildi',
  'Failed to save experience role link': 'Deneyim bağlantısı kaydedilemedi',
  'Experience Role Link': 'Deneyim Bağlantısı',
  'Save Link': 'Bağlantıyı Kaydet',
  'A web address (https://...) or a page of this site (/contact)': 'Bir web adresi (https://...) ya da bu sitenin bir sayfası (/contact)',
  'Text (EN)': 'Metin (EN)',
  'Text (TR)': 'Metin (TR)',
  'Manage Home Page Content': 'Ana Sayfa İçeriğini Yönet',
  'Failed to fetch design sections': 'Tasarım bölümleri alınamadı',
  'Section added successfully': 'Bölüm başarıyla eklendi',
  'Section updated successfully': 'Bölüm başarıyla güncellendi',
  'Failed to save section': 'Bölüm kaydedilemedi',
  'Failed to update section status': 'Bölüm durumu güncellenemedi',
} satisfies Record<string, string>;
