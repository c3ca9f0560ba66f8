// Turkish of the names made for items, their parts and fields (issue 22, item 5): row names and image
// alts as whole phrases (lib/thingTexts.ts), the reorder list's keyboard help and announcements, the
// field names of the Translations screen (features/history/fieldNames.ts).
export default {
  // what a kind of item is called
  'Save Detail': 'Detayı Kaydet',
  'Add Design Section': 'Tasarım Bölümü Ekle',
  'Edit Design Section': 'Tasarım Bölümünü Düzenle',
  'Save Design Section': 'Tasarım Bölümünü Kaydet',
  'Update Design Section': 'Tasarım Bölümünü Güncelle',
  'design section {name}': 'tasarım bölümü {name}',
  'No design sections found': 'Tasarım bölümü bulunamadı',
  'Banner image of {name}': '{name} afiş görseli',
  'Feature image of {name}': '{name} öne çıkan görseli',
  'Design section image {name}': 'Tasarım bölümü görseli {name}',
  'Gallery image {name}': 'Galeri görseli {name}',
  'news {name}': 'haber {name}',
  'Filter projects': 'Projeleri filtrele',
  Default: 'Varsayılan',

  // moving items by keyboard (dnd-kit's screen reader texts)
  'To move an item, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.':
    'Bir öğeyi taşımak için Boşluk tuşuna basın, ok tuşlarıyla yerini seçin, sonra yeniden Boşluk tuşuna basın. İptal etmek için Escape tuşuna basın.',
  'To move an image, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.':
    'Bir görseli taşımak için Boşluk tuşuna basın, ok tuşlarıyla yerini seçin, sonra yeniden Boşluk tuşuna basın. İptal etmek için Escape tuşuna basın.',
  'To move a menu item, press Space, use the arrow keys to choose its place, then press Space again. Press Escape to cancel.':
    'Bir menü öğesini taşımak için Boşluk tuşuna basın, ok tuşlarıyla yerini seçin, sonra yeniden Boşluk tuşuna basın. İptal etmek için Escape tuşuna basın.',
  'position {n} of {count}': '{count} öğe içinde {n}. sıra',
  'Picked up {name}, {where}.': '{name} alındı, {where}.',
  '{name} moved to {where}.': '{name} taşındı: {where}.',
  '{name} dropped at {where}.': '{name} bırakıldı: {where}.',
  '{name} dropped.': '{name} bırakıldı.',
  'Moving {name} cancelled.': '{name} taşıma işlemi iptal edildi.',

  // the publish status menu
  'Publishing to storage': 'Depolamaya yayınlanıyor',
  'Storage sync failed': 'Depolama eşitlemesi başarısız',
  'Out of date': 'Güncel değil',
  ' (attempt {n})': ' ({n}. deneme)',
  'Publishing to storage: comparing with the bucket': 'Depolamaya yayınlanıyor: depo ile karşılaştırılıyor',
  'Publishing to storage: {step}, {done} of {total} files': 'Depolamaya yayınlanıyor: {step}, {total} dosyanın {done} tanesi',
  assets: 'dosyalar',
  pages: 'sayfalar',
  'sitemap and redirects': 'site haritası ve yönlendirmeler',
  deletions: 'silmeler',
  'The last storage sync failed; the bucket still serves whole pages.': 'Son depolama eşitlemesi başarısız oldu; depo hâlâ eksiksiz sayfalar sunuyor.',
  'Storage synced {when}: {uploaded} uploaded, {deleted} deleted': 'Depolama {when} tarihinde eşitlendi: {uploaded} yüklendi, {deleted} silindi',
  'Site: {name}': 'Site: {name}',
  'Live release published {when}': 'Yayındaki sürüm {when} tarihinde yayımlandı',
  'The live site was built from other content or code. Publish now to update it.':
    'Yayındaki site başka bir içerikten ya da koddan derlendi. Güncellemek için şimdi yayınlayın.',
  'The live site was built from other content or code.': 'Yayındaki site başka bir içerikten ya da koddan derlendi.',
  'Publishing is slower than it should be: the fast renderer failed, so each publish is a whole build.':
    'Yayınlama olması gerekenden yavaş: hızlı oluşturucu başarısız oldu, bu yüzden her yayın baştan derleniyor.',

  // a document's save state (SaveStatus)
  'Not saved: {reason}': 'Kaydedilmedi: {reason}',

  // the Changes screen
  '{count} selected': '{count} seçili',

  // parts of a field's path
  'Gallery description': 'Galeri açıklaması',
  'Page name': 'Sayfa adı',
  'Menu name': 'Menü adı',
  Text: 'Metin',
  Notice: 'Bildirim',
  Experience: 'Deneyim',
  Section: 'Bölüm',
  KVKK: 'KVKK',
  Card: 'Kart',
  Service: 'Hizmet',
} satisfies Record<string, string>;
