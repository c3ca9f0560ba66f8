// The demo company's identity (Site Settings, Company tab): its name in every title, the footer's
// description and contact lines, the home page's structured data. The contact page's cards show the
// same address, phone and email.
import type { CompanyValues } from '../company.ts';

export const DEMO_COMPANY: CompanyValues = {
  name_en: 'Karadeniz Yapı',
  name_tr: 'Karadeniz Yapı',
  description_en: 'A construction and real-estate company in Trabzon building homes, commercial buildings and urban renewal projects.',
  description_tr: "Trabzon'da konut, ticari yapı ve kentsel dönüşüm projeleri geliştiren inşaat ve gayrimenkul şirketi.",
  phone: '+90 462 326 19 98',
  email: 'info@karadenizyapi.com.tr',
  address_en: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 41, 61030 Ortahisar, Trabzon, Türkiye',
  address_tr: 'Kemerkaya Mah. Kahramanmaraş Cad. No: 41, 61030 Ortahisar / Trabzon',
};
