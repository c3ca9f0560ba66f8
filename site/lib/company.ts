// The company's identity in one language (Site Settings, Company tab): the site's name in every title,
// og:site_name, the navbar and footer, the fallback page description, and the home page's structured data.
import { getSiteData, type CompanyInfo } from '../../content-db/site-data.ts';
import { pick, type Lang } from '../i18n/index.ts';

export interface CompanyText {
  name: string;
  description: string;
  phone: string;
  email: string;
  address: string;
}

/** A text left blank in one language shows the other language's. */
export function companyIn(company: CompanyInfo, lang: Lang): CompanyText {
  return {
    name: pick(company.name, lang),
    description: pick(company.description, lang),
    phone: company.phone.trim(),
    email: company.email.trim(),
    address: pick(company.address, lang),
  };
}

/** The company of the site being built, in the page's language. */
export async function siteCompany(lang: Lang): Promise<CompanyText> {
  return companyIn((await getSiteData()).company, lang);
}
