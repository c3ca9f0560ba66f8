// Turkish texts of the pages screens (keys: the English text of SPEC.md).
export default {
  'Please fill in all fields': 'Lütfen tüm alanları doldurun',
  'Edit Page': 'Sayfayı Düzenle',
  'Add New Page': 'Yeni Sayfa Ekle',
  'English Page Name': 'İngilizce Sayfa Adı',
  'Turkish Page Name': 'Türkçe Sayfa Adı',
  'No pages found': 'Sayfa bulunamadı',
  'Failed to fetch pages': 'Sayfalar alınamadı',
  'Error fetching pages': 'Sayfalar alınırken hata oluştu',
  'Page created successfully': 'Sayfa başarıyla oluşturuldu',
  'Page updated successfully': 'Sayfa başarıyla güncellendi',
  'Failed to save page': 'Sayfa kaydedilemedi',
  'Error saving page': 'Sayfa kaydedilirken hata oluştu',
  'Page deleted successfully': 'Sayfa başarıyla silindi',
  'Failed to delete page': 'Sayfa silinemedi',
  'Error deleting page': 'Sayfa silinirken hata oluştu',
  'Are you sure you want to delete this page?': 'Bu sayfayı silmek istediğinizden emin misiniz?',
} satisfies Record<string, string>;
