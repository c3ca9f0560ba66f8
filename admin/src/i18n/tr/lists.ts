// Turkish texts of the admin lists' search, sort and pages (components/ListToolbar.tsx, Pager.tsx and
// the list screens).
export default {
  'Sort by': 'Sırala',
  Filter: 'Süzgeç',
  'No results for “{q}”': '“{q}” için sonuç yok',
  'Newest first': 'Önce en yeni',
  'Oldest first': 'Önce en eski',
  'Recently updated': 'Son güncellenen',
  'Title (EN), A to Z': 'Başlık (EN), A’dan Z’ye',
  'Title (EN), Z to A': 'Başlık (EN), Z’den A’ya',
  'Title (TR), A to Z': 'Başlık (TR), A’dan Z’ye',
  'Title (TR), Z to A': 'Başlık (TR), Z’den A’ya',
  Pagination: 'Sayfalama',
  '{from}–{to} of {total}': '{total} öğeden {from}–{to}',
  'Previous page': 'Önceki sayfa',
  'Next page': 'Sonraki sayfa',
  'Page {page}': 'Sayfa {page}',
  'Search projects': 'Projelerde ara',
  'Search news': 'Haberlerde ara',
  'Search pages': 'Sayfalarda ara',
  'Search users': 'Kullanıcılarda ara',
} satisfies Record<string, string>;
