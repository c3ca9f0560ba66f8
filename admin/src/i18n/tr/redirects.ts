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
  // the server's messages
  'Redirect added': 'Yönlendirme eklendi',
  'Redirect saved': 'Yönlendirme kaydedildi',
  'Redirect removed': 'Yönlendirme kaldırıldı',
  'Redirect not found': 'Yönlendirme bulunamadı',
  'Invalid id': 'Geçersiz kimlik',
  'This redirect would loop': 'Bu yönlendirme döngüye girer',
  'The file has no redirects: one "from,to,code" row per line': 'Dosyada yönlendirme yok: her satırda bir "kaynak,hedef,kod"',
  'This address is a page of the site: a redirect would hide it': 'Bu adres sitenin bir sayfası: yönlendirme onu gizler',
  'Another redirect already starts from this address': 'Bu adresten başlayan başka bir yönlendirme zaten var',
  'Please enter the address to redirect from': 'Lütfen yönlendirilecek adresi girin',
  'Please enter the address to redirect to': 'Lütfen hedef adresi girin',
  'The address to redirect from must be a path of the site, such as /old-page (no ? or #)':
    'Yönlendirilecek adres sitenin bir yolu olmalı, örneğin /eski-sayfa (? veya # olmadan)',
  'This address belongs to the server (the admin, the API or uploads) and cannot redirect':
    'Bu adres sunucuya ait (yönetim paneli, API veya yüklemeler) ve yönlendirilemez',
  'The address to redirect to must be a path of the site (/new-page) or a full http(s) address':
    'Hedef adres sitenin bir yolu (/yeni-sayfa) veya tam bir http(s) adresi olmalı',
  'The redirect code must be 301 (moved for good) or 302 (moved for now)': 'Yönlendirme kodu 301 (kalıcı) veya 302 (geçici) olmalı',
} satisfies Record<string, string>;
