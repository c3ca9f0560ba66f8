// What the lead form's visitor reads, in the page's language (the form sends `lang`). A request
// without a valid language gets Turkish, the site's default.
import type { LeadLang } from '../../content-db/leads.ts';

const MESSAGES = {
  sent: {
    tr: 'Teşekkürler, mesajınız alındı. En kısa sürede size dönüş yapacağız.',
    en: 'Thank you, your message has been received. We will get back to you soon.',
  },
  proofMissing: {
    tr: 'Form doğrulanamadı. Lütfen sayfayı yenileyip yeniden deneyin.',
    en: 'The form could not be verified. Please reload the page and try again.',
  },
  proofEarly: {
    tr: 'Form çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden deneyin.',
    en: 'The form was sent too quickly. Please try again in a few seconds.',
  },
  proofUsed: { tr: 'Bu form zaten gönderildi. Lütfen sayfayı yenileyin.', en: 'This form has already been sent. Please reload the page.' },
  consent: { tr: 'Lütfen KVKK aydınlatma metnini okuyup onay kutusunu işaretleyin.', en: 'Please read the KVKK notice and tick the consent box.' },
  name: { tr: 'Lütfen adınızı girin (2-100 karakter).', en: 'Please enter your name (2 to 100 characters).' },
  phone: {
    tr: 'Lütfen geçerli bir telefon numarası girin (ör. 0532 123 45 67 veya +44 20 7946 0958).',
    en: 'Please enter a valid phone number (e.g. 0532 123 45 67 or +44 20 7946 0958).',
  },
  email: { tr: 'Lütfen geçerli bir e-posta adresi girin.', en: 'Please enter a valid email address.' },
  message: { tr: 'Mesaj en fazla 2000 karakter olabilir.', en: 'The message may be at most 2000 characters long.' },
  project: { tr: 'Seçilen proje bulunamadı.', en: 'The selected project was not found.' },
  lang: { tr: 'Dil tr veya en olmalıdır.', en: 'Language must be tr or en.' },
  form: { tr: 'Form okunamadı. Lütfen alanları kontrol edin.', en: 'The form could not be read. Please check the fields.' },
  tooMany: { tr: 'Çok fazla gönderim yapıldı. Lütfen daha sonra yeniden deneyin.', en: 'Too many submissions. Please try again later.' },
} satisfies Record<string, Record<LeadLang, string>>;

export type LeadMessage = keyof typeof MESSAGES;

export function leadLang(value: unknown): LeadLang {
  return value === 'en' ? 'en' : 'tr';
}

export function leadMessage(key: LeadMessage, lang: LeadLang): string {
  return MESSAGES[key][lang];
}
