// Structured data (schema.org JSON-LD) for a <script type="application/ld+json"> element, written so
// that no stored text can end the element: inside a script, "</script>" closes it whatever the JSON
// means, so every <, > and & is written as a \u escape (still the same JSON value).
import type { CompanyText } from './company.ts';

/** JSON that is safe as the raw content of a script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface BusinessLinks {
  /** the home page of this language, absolute */
  url: string;
  /** the logo, absolute */
  logo: string;
  /** profiles elsewhere (Instagram) */
  sameAs: string[];
}

/** The company as a schema.org LocalBusiness; empty fields are left out. */
export function localBusiness(company: CompanyText, links: BusinessLinks): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: company.name,
    url: links.url,
    logo: links.logo,
    image: links.logo,
    description: company.description,
    telephone: company.phone,
    email: company.email,
    address: company.address,
    sameAs: links.sameAs,
  };
  for (const [key, value] of Object.entries(data)) {
    if (value === '' || (Array.isArray(value) && value.length === 0)) delete data[key];
  }
  return data;
}
