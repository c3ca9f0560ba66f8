// Turkish texts of the Redirects screen and the scheduled take-downs (issue 33), and the server's
// messages for them (content-db/site-redirects.ts, server/routes/v2/redirects.ts, schedule.ts).
export default {
  Redirects: 'Yönlendirmeler',
  'Add redirect': 'Yönlendirme ekle',
  'Edit redirect': 'Yönlendirmeyi düzenle',
  'From (an address of the site)': 'Kaynak (sitenin bir adresi)',
  'To (an address of the site or a full address)': 'Hedef (sitenin bir adresi veya tam adres)',
  Code: 'Kod',
  '301: moved for good': '301: kalıcı olarak taşındı',
  '302: moved for now': '302: geçici olarak taşındı',
  From: 'Kaynak',
  To: 'Hedef',
  Hits: 'Ziyaret',
  'since {date}': '{date} tarihinden beri',
  'Edit redirect from {from}': '{from} yönlendirmesini düzenle',
  'Remove redirect from {from}': '{from} yönlendirmesini kaldır',
  Remove: 'Kaldır',
  'No redirects yet': 'Henüz yönlendirme yok',
  'Error fetching redirects': 'Yönlendirmeler alınırken hata oluştu',
  'Failed to save the redirect': 'Yönlendirme kaydedilemedi',
  'Failed to remove the redirect': 'Yönlendirme kaldırılamadı',
  'Failed to import the redirects': 'Yönlendirmeler içe aktarılamadı',
  'A redirect works on the site at once; the copy of the site in storage gets it with the next publish, which starts by itself.':
    'Yönlendirme sitede hemen çalışır; depolamadaki site kopyası onu kendiliğinden başlayan bir sonraki yayınla alır.',
  'Import from a CSV file': 'CSV dosyasından içe aktar',
  'One redirect per row: from,to,code (the code may be left out: 301). Good rows are added; each refused row is listed with the reason.':
    'Her satırda bir yönlendirme: kaynak,hedef,kod (kod boş bırakılabilir: 301). Doğru satırlar eklenir; reddedilen her satır nedeniyle listelenir.',
  'CSV file': 'CSV dosyası',
  'The file is larger than 512 KB': 'Dosya 512 KB’tan büyük',
  '{added} added, {refused} refused': '{added} eklendi, {refused} reddedildi',
  'Row {line}': '{line}. satır',
  // scheduled take-downs
  'Unpublish at…': 'Yayından kaldırma zamanı…',
  'Unpublish at… ({name})': 'Yayından kaldırma zamanı… ({name})',
  'Schedule a take-down: {name}': 'Yayından kaldırmayı zamanla: {name}',
  'Unpublish at (Istanbul time)': 'Yayından kaldırma zamanı (İstanbul saati)',
  'At this time the site takes the item down by itself (it becomes inactive), even if nobody is signed in.':
    'Bu saatte site, kimse oturum açmamış olsa bile öğeyi kendiliğinden yayından kaldırır (pasif olur).',
  'Take down': 'Yayından kaldırma',
  'Cancel take-down at {name}': '{name} yayından kaldırmasını iptal et',
  'Take-down scheduled': 'Yayından kaldırma zamanlandı',
  'Failed to schedule the take-down': 'Yayından kaldırma zamanlanamadı',
  'Error scheduling the take-down': 'Yayından kaldırma zamanlanırken hata oluştu',
  // the success texts (the server's messages by code too)
  'Redirect added': 'Yönlendirme eklendi',
  'Redirect saved': 'Yönlendirme kaydedildi',
  'Redirect removed': 'Yönlendirme kaldırıldı',
} satisfies Record<string, string>;
