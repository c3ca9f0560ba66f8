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
