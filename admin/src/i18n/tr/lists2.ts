// Turkish texts of the history lists (Activity, Recently deleted, Translations) and the show-projects
// picker, read a page at a time from the server (issue 22).
export default {
  'Search activity': 'Etkinlikte ara',
  'Search deleted items': 'Silinen öğelerde ara',
  'Search translations': 'Çevirilerde ara',
  'No fields found': 'Alan bulunamadı',
  'Find a project': 'Proje bul',
  'The first {count} are shown: search to find the others.': 'İlk {count} proje gösteriliyor: diğerlerini bulmak için arayın.',
} satisfies Record<string, string>;
