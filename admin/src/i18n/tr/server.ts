// The server's fixed messages that no admin text already says (issue 22, item 5): the admin shows a
// server's message as it came (toasts, alerts), translated where it shows. admin/src/i18n.test.ts scans
// the server's sources and fails on a message without Turkish here or in an area's catalog.
export default {
  // users and sign-in
  'A user with this email already exists': 'Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var',
  'Cannot delete the last administrator account': 'Son yönetici hesabı silinemez',
  'Cannot delete the last user account': 'Son kullanıcı hesabı silinemez',
  'Cannot delete the main administrator account': 'Ana yönetici hesabı silinemez',
  'Cannot demote the last administrator': 'Son yöneticinin rolü düşürülemez',
  'The main administrator account stays an administrator': 'Ana yönetici hesabı yönetici olarak kalır',
  'Role must be administrator, editor or author': 'Rol yönetici, editör ya da yazar olmalıdır',
  'User created successfully!': 'Kullanıcı başarıyla oluşturuldu!',
  'User updated successfully!': 'Kullanıcı başarıyla güncellendi!',
  'User deleted successfully!': 'Kullanıcı başarıyla silindi!',
  'User not found': 'Kullanıcı bulunamadı',
  'Invalid email or password': 'E-posta adresi ya da şifre hatalı',
  'Login successful': 'Giriş başarılı',
  'Logged out successfully': 'Başarıyla çıkış yapıldı',
  'Language saved': 'Dil kaydedildi',

  // the mail queue's own reason (an SMTP server's answer is shown as it came)
  'The server stopped while sending this mail; it is sent again and may arrive twice':
    'Sunucu bu e-postayı gönderirken durdu; e-posta yeniden gönderilir ve iki kez ulaşabilir',

  // pages of the site
  'About page created successfully': 'Hakkımızda sayfası başarıyla oluşturuldu',
  'About page updated successfully': 'Hakkımızda sayfası başarıyla güncellendi',
  'About page not found': 'Hakkımızda sayfası bulunamadı',
  'Contact page created successfully': 'İletişim sayfası başarıyla oluşturuldu',
  'Contact page updated successfully': 'İletişim sayfası başarıyla güncellendi',
  'Contact page not found': 'İletişim sayfası bulunamadı',
  'Services page created successfully': 'Hizmetler sayfası başarıyla oluşturuldu',
  'Services page updated successfully': 'Hizmetler sayfası başarıyla güncellendi',
  'Services page not found': 'Hizmetler sayfası bulunamadı',
  'Service card not found': 'Hizmet kartı bulunamadı',
  'Each card image needs a card index': 'Her kart görseli bir kart numarası belirtmelidir',
  'Invalid card index': 'Geçersiz kart numarası',
  'Page not found': 'Sayfa bulunamadı',
  'Pages fetched successfully': 'Sayfalar başarıyla alındı',
  'Company details saved successfully': 'Şirket bilgileri başarıyla kaydedildi',
  'Please enter the company name in English and Turkish': 'Lütfen şirket adını İngilizce ve Türkçe girin',
  'Please enter a valid email address, e.g. info@example.com': 'Lütfen geçerli bir e-posta adresi girin, ör. info@example.com',
  'Please enter a valid phone number, e.g. +90 462 326 19 98': 'Lütfen geçerli bir telefon numarası girin, ör. +90 462 326 19 98',

  // banners, sections, details and galleries
  'Banner not found': 'Afiş bulunamadı',
  'Banners fetched successfully': 'Afişler başarıyla alındı',
  'Only one banner can be added': 'Yalnızca bir afiş eklenebilir',
  'Only one ongoing banner can exist': 'Yalnızca bir devam eden proje afişi olabilir',
  'Only one design section can be added': 'Yalnızca bir tasarım bölümü eklenebilir',
  'Section not found': 'Bölüm bulunamadı',
  'Section deleted successfully': 'Bölüm başarıyla silindi',
  'Section status updated successfully': 'Bölüm durumu başarıyla güncellendi',
  'Detail not found': 'Detay bulunamadı',
  'Detail status updated successfully': 'Detay durumu başarıyla güncellendi',
  'Image not found': 'Görsel bulunamadı',
  'Image status updated successfully': 'Görsel durumu başarıyla güncellendi',
  'All images must belong to the same detail': 'Tüm görseller aynı detaya ait olmalıdır',
  'Please send the image ids in their new order': 'Lütfen görsel kimliklerini yeni sıralarıyla gönderin',
  'Sort order updated successfully': 'Sıralama başarıyla güncellendi',
  'Experience role link not found': 'Deneyim bağlantısı bulunamadı',
  'Please enter a valid link': 'Lütfen geçerli bir bağlantı girin',
  'Status updated successfully': 'Durum başarıyla güncellendi',

  // projects, news, menus and show-projects
  'Project type must be ongoing or completed': 'Proje türü devam eden ya da tamamlanmış olmalıdır',
  'News fetched successfully': 'Haberler başarıyla alındı',
  'News status updated successfully': 'Haber durumu başarıyla güncellendi',
  'Menu not found': 'Menü bulunamadı',
  'No menu found': 'Menü bulunamadı',
  'Menu deleted successfully': 'Menü başarıyla silindi',
  'Menus fetched successfully': 'Menüler başarıyla alındı',
  'Configuration not found': 'Yapılandırma bulunamadı',

  // settings
  'Instagram setting created successfully!': 'Instagram ayarı başarıyla oluşturuldu!',
  'Instagram setting updated successfully!': 'Instagram ayarı başarıyla güncellendi!',
  'Instagram setting deleted successfully!': 'Instagram ayarı başarıyla silindi!',
  'Instagram status updated successfully!': 'Instagram durumu başarıyla güncellendi!',
  'Instagram setting not found': 'Instagram ayarı bulunamadı',
  'WhatsApp setting created successfully!': 'WhatsApp ayarı başarıyla oluşturuldu!',
  'WhatsApp setting updated successfully!': 'WhatsApp ayarı başarıyla güncellendi!',
  'WhatsApp setting deleted successfully!': 'WhatsApp ayarı başarıyla silindi!',
  'WhatsApp status updated successfully!': 'WhatsApp durumu başarıyla güncellendi!',
  'WhatsApp setting not found': 'WhatsApp ayarı bulunamadı',
  'Please enter a valid URL starting with http:// or https://': 'Lütfen http:// ya da https:// ile başlayan geçerli bir adres girin',
  'Please enter a valid phone number with country code (digits only)': 'Lütfen ülke koduyla geçerli bir telefon numarası girin (yalnızca rakam)',
  'Logo uploaded successfully': 'Logo başarıyla yüklendi',
  'Logo updated successfully': 'Logo başarıyla güncellendi',
  'Logo deleted successfully': 'Logo başarıyla silindi',
  'Logo status updated successfully': 'Logo durumu başarıyla güncellendi',
  'Logo not found': 'Logo bulunamadı',
  'Favicon uploaded successfully': 'Site simgesi başarıyla yüklendi',
  'Favicon updated successfully': 'Site simgesi başarıyla güncellendi',
  'Favicon deleted successfully': 'Site simgesi başarıyla silindi',
  'Favicon status updated successfully': 'Site simgesi durumu başarıyla güncellendi',
  'Favicon not found': 'Site simgesi bulunamadı',

  // publishing, previews and history
  'Build queued': 'Derleme sıraya alındı',
  'Preview ready': 'Önizleme hazır',
  'Previews cannot be made: this server has no site builder': 'Önizleme yapılamıyor: bu sunucuda site derleyicisi yok',
  'There are no unpublished changes': 'Yayınlanmamış değişiklik yok',
  'There is no earlier release to roll back to': 'Geri dönülecek daha eski bir sürüm yok',
  'The publishing time must be in the future': 'Yayın zamanı ileride olmalıdır',
  'The publishing time must be an ISO date and time with its time zone, e.g. 2026-03-02T09:00:00+03:00':
    'Yayın zamanı saat dilimiyle birlikte ISO biçiminde bir tarih ve saat olmalıdır, ör. 2026-03-02T09:00:00+03:00',
  'Scheduled publishing not found': 'Zamanlanmış yayın bulunamadı',
  'Item not found': 'Öğe bulunamadı',
  'Revision not found': 'Sürüm bulunamadı',
  'Both revisions must belong to the same item': 'İki sürüm de aynı öğeye ait olmalıdır',
  'This version cannot be restored: another item now uses one of its unique values (such as its slug)':
    'Bu sürüm geri yüklenemez: benzersiz değerlerinden birini (örneğin kısa adresini) artık başka bir öğe kullanıyor',

  // the request itself
  'Invalid request body': 'Geçersiz istek gövdesi',
  'Malformed multipart body': 'Bozuk çok parçalı istek gövdesi',
  'Status must be active or inactive': 'Durum etkin ya da pasif olmalıdır',
  'The uploaded file is empty': 'Yüklenen dosya boş',
  'SVG files with DOCTYPE or ENTITY declarations are not allowed': 'DOCTYPE ya da ENTITY bildirimi içeren SVG dosyalarına izin verilmez',
  'The SVG file could not be read': 'SVG dosyası okunamadı',
  'Route not found': 'Adres bulunamadı',

  // the media library
  'Media file not found': 'Medya dosyası bulunamadı',
  'Please select at least one file': 'Lütfen en az bir dosya seçin',
  'Files uploaded': 'Dosyalar yüklendi',
  'Please select a file': 'Lütfen bir dosya seçin',
  'File deleted': 'Dosya silindi',
  'Internal server error': 'Sunucu hatası',
  // a publish the security policy's blockPublishOn refuses (server/workflow/warnings.ts)
  'Fix the warnings before publishing': 'Yayımlamadan önce uyarıları giderin',
} satisfies Record<string, string>;
