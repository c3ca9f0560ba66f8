// The demo company's text pages: the KVKK information notice (Law No. 6698, article 10) that the lead
// forms' "full notice" link opens, in Turkish and English.
import type { NewRow } from '../schema.ts';

/** Where the lead forms link: the Turkish page is /<slug_tr>/, the English one /en/<slug_en>/. */
export const PRIVACY_NOTICE_SLUGS = { tr: 'kvkk-aydinlatma-metni', en: 'privacy-notice' } as const;

const TR = `<h2>Veri sorumlusu</h2>
<p>Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("KVKK") 10. maddesi uyarınca, veri sorumlusu sıfatıyla şirketimiz tarafından, internet sitemiz üzerinden bizimle iletişime geçen ziyaretçilerimizi bilgilendirmek amacıyla hazırlanmıştır.</p>
<h2>İşlenen kişisel veriler</h2>
<ul><li>Kimlik bilgisi: adınız ve soyadınız</li><li>İletişim bilgisi: telefon numaranız ve e-posta adresiniz</li><li>Talep bilgisi: mesajınız ve ilgilendiğiniz proje</li><li>İşlem güvenliği bilgisi: formu gönderdiğiniz IP adresi ve zaman</li></ul>
<h2>İşleme amaçları ve hukuki sebepler</h2>
<p>Kişisel verileriniz; talebinize yanıt vermek, ilgilendiğiniz proje hakkında bilgi ve teklif sunmak ve iletişim formunun kötüye kullanılmasını önlemek amaçlarıyla, KVKK'nın 5. maddesinin 2. fıkrasının (c) bendi (bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması) ve (f) bendi (meşru menfaat) ile formda verdiğiniz açık rızanıza dayanılarak işlenir.</p>
<h2>Aktarım</h2>
<p>Kişisel verileriniz yurt dışına aktarılmaz; yalnızca yasal yükümlülüklerimiz kapsamında ve talep edilmesi hâlinde yetkili kamu kurum ve kuruluşlarıyla paylaşılabilir.</p>
<h2>Saklama süresi</h2>
<p>Talebiniz sonuçlandıktan sonra verileriniz en fazla iki yıl saklanır ve bu sürenin sonunda silinir, yok edilir veya anonim hâle getirilir.</p>
<h2>Haklarınız</h2>
<p>KVKK'nın 11. maddesi uyarınca; kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse buna ilişkin bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, silinmesini veya yok edilmesini isteme ve zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.</p>
<p>Başvurularınızı iletişim sayfamızdaki adrese yazılı olarak veya kayıtlı e-posta adresinizden e-posta ile iletebilirsiniz; başvurunuz en geç otuz gün içinde ücretsiz olarak yanıtlanır.</p>`;

const EN = `<h2>Data controller</h2>
<p>This notice is given by our company as the data controller under article 10 of the Turkish Personal Data Protection Law No. 6698 ("KVKK"), to inform the visitors who contact us through our website.</p>
<h2>The personal data we process</h2>
<ul><li>Identity: your name and surname</li><li>Contact: your phone number and email address</li><li>Your request: your message and the project you are interested in</li><li>Security: the IP address and the time the form was sent from</li></ul>
<h2>Purposes and legal grounds</h2>
<p>We process your personal data to answer your request, to give you information and offers about the project you are interested in, and to keep the contact form from being abused, on the grounds of article 5(2)(c) KVKK (directly related to making or performing a contract) and article 5(2)(f) (legitimate interest), and on the explicit consent you give in the form.</p>
<h2>Transfers</h2>
<p>Your personal data is not transferred abroad; it may be shared only with authorised public bodies, when they ask for it under our legal obligations.</p>
<h2>How long we keep it</h2>
<p>Once your request is settled, your data is kept for at most two years and then deleted, destroyed or anonymised.</p>
<h2>Your rights</h2>
<p>Under article 11 KVKK you may learn whether your personal data is processed, ask for information about it, learn the purpose of the processing and whether it is used accordingly, know the third parties it is transferred to, ask for it to be corrected, deleted or destroyed, and claim compensation for any damage.</p>
<p>You may send your application in writing to the address on our contact page, or by email from your registered address; it is answered free of charge within thirty days at the latest.</p>`;

export const DEMO_TEXT_PAGES: ReadonlyArray<NewRow<'text_pages'>> = [
  {
    slug_tr: PRIVACY_NOTICE_SLUGS.tr,
    slug_en: PRIVACY_NOTICE_SLUGS.en,
    title_tr: 'KVKK Aydınlatma Metni',
    title_en: 'Privacy Notice',
    body_tr: TR,
    body_en: EN,
    status: 'active',
  },
];
