// The company's own identity (/api/company): its answer and the body of a save, with the limits the
// site's titles, footer and structured data can hold.
import { Type } from 'typebox';
import { Timestamps } from '../lib/schemas.ts';

/** Longest accepted text per field. */
export const COMPANY_LIMITS = {
  name: 100,
  description: 300,
  phone: 30,
  email: 254,
  address: 300,
} as const;

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });

const fields = {
  name_en: text(COMPANY_LIMITS.name, 'never blank; the site name in English titles, og:site_name and the footer'),
  name_tr: text(COMPANY_LIMITS.name, 'never blank; the site name in Turkish titles, og:site_name and the footer'),
  description_en: text(COMPANY_LIMITS.description, 'short description (footer, fallback meta description)'),
  description_tr: text(COMPANY_LIMITS.description, 'short description in Turkish'),
  phone: text(COMPANY_LIMITS.phone, "digits, spaces, + ( ) - . /; 7 to 15 digits; '' for none"),
  email: text(COMPANY_LIMITS.email, "an email address, or '' for none"),
  address_en: text(COMPANY_LIMITS.address, 'postal address as English visitors read it'),
  address_tr: text(COMPANY_LIMITS.address, 'postal address in Turkish'),
};

export const CompanySchema = Type.Object({ id: Type.Integer(), ...fields, ...Timestamps });

/** The body of a save: a field not sent keeps its stored value. */
export const CompanyBody = Type.Partial(Type.Object(fields), { additionalProperties: false });
