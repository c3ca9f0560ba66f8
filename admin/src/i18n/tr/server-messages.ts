// The server's messages that carry a value, as admin/src/lib/serverMessages.ts reads them.
export default {
  'Not a valid email address: {address}': 'Geçerli bir e-posta adresi değil: {address}',
  'Too many failed sign-in attempts, retry in {seconds} seconds': 'Çok fazla başarısız giriş denemesi; {seconds} saniye sonra yeniden deneyin',
  'Too many attempts, retry in {seconds} seconds': 'Çok fazla deneme; {seconds} saniye sonra yeniden deneyin',
  'The KVKK notice may be at most {limit} characters': 'KVKK bilgilendirme metni en fazla {limit} karakter olabilir',
  '{label} must be at most {limit} characters': '{label} en fazla {limit} karakter olabilir',
  'Selected projects do not exist: {ids}': 'Seçilen projeler bulunamadı: {ids}',
  'This scheduled publishing has already run ({state}) and cannot be cancelled': 'Bu zamanlanmış yayın zaten çalıştı ({state}), iptal edilemez',
  done: 'tamamlandı',
  failed: 'başarısız oldu',
  '{label} has no unpublished changes': '{label} için yayımlanmamış değişiklik yok',
  'The preview could not be built: {reason}': 'Önizleme oluşturulamadı: {reason}',
} satisfies Record<string, string>;
