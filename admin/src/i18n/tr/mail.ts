// Turkish texts of mail: the Leads screen's notice and the setting "Lead notifications".
export default {
  'Email notifications are off: no mail server is configured (SMTP_URL). New leads are stored and listed here.':
    'E-posta bildirimleri kapalı: bir e-posta sunucusu ayarlanmamış (SMTP_URL). Yeni talepler yine kaydedilir ve burada listelenir.',
  '{count} notification emails could not be sent.': '{count} bildirim e-postası gönderilemedi.',
  'A notification email could not be sent.': 'Bir bildirim e-postası gönderilemedi.',
  '({attempts} tries, trying again)': '({attempts} deneme, yeniden denenecek)',
  '({attempts} tries, given up)': '({attempts} deneme, vazgeçildi)',
  'Failed to load the lead notification addresses': 'Talep bildirimi adresleri yüklenemedi',
  'Failed to save the lead notification addresses': 'Talep bildirimi adresleri kaydedilemedi',
  'Lead notifications': 'Talep bildirimleri',
  'Addresses to notify, one per line': 'Bildirilecek adresler, her satıra bir tane',
  'Each new lead from the site is mailed to these addresses. Until you save, they are every administrator’s email.':
    'Siteden gelen her yeni talep bu adreslere gönderilir. Siz kaydedene kadar bunlar tüm yöneticilerin e-posta adresleridir.',
  'Each new lead from the site is mailed to these addresses. Leave empty to send no mail.':
    'Siteden gelen her yeni talep bu adreslere gönderilir. Hiç e-posta gönderilmemesi için boş bırakın.',
  'Save Addresses': 'Adresleri Kaydet',
  'Lead notification addresses saved': 'Talep bildirimi adresleri kaydedildi',
  'Unsent notification emails': 'Gönderilemeyen bildirim e-postaları',
  'Lead notification': 'Talep bildirimi',
  'Password reset': 'Şifre sıfırlama',
  'See why on the Leads screen': 'Nedenini Talepler ekranında görün',
} satisfies Record<string, string>;
