// Turkish texts of the Text Pages screen (issue 30) and the server's text page messages.
export default {
  'Text Pages': 'Metin Sayfaları',
  'Text page': 'Metin sayfası',
  'Add Text Page': 'Metin Sayfası Ekle',
  'Edit Text Page': 'Metin Sayfasını Düzenle',
  'No text pages yet': 'Henüz metin sayfası yok',
  Addresses: 'Adresler',
  Content: 'İçerik',
  'Left empty, the address is made from the title.': 'Boş bırakılırsa adres başlıktan oluşturulur.',
  'Failed to fetch text pages': 'Metin sayfaları alınamadı',
  'Error fetching text pages': 'Metin sayfaları alınırken hata oluştu',
  'Failed to save the text page': 'Metin sayfası kaydedilemedi',
  'Error saving the text page': 'Metin sayfası kaydedilirken hata oluştu',
  'Failed to update the text page status': 'Metin sayfasının durumu güncellenemedi',
  'Failed to delete the text page': 'Metin sayfası silinemedi',
  'Are you sure you want to delete this text page?': 'Bu metin sayfasını silmek istediğinizden emin misiniz?',
  // the server's messages (server/routes/v2/text-pages.ts)
  'Page saved': 'Sayfa kaydedildi',
  'Page deleted': 'Sayfa silindi',
  'Please enter the title in English and Turkish': 'Lütfen başlığı İngilizce ve Türkçe girin',
} satisfies Record<string, string>;
