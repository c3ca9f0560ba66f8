// /api/company: the company's own identity (Site Settings, Company tab). Anyone may read it (the site
// shows it on every page); a save needs a token and, like every write, republishes the site.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPANY_FIELDS, companyValues, getCompany, saveCompany, type CompanyValues } from '../../../content-db/company.ts';
import { isEmailAddress } from '../../lib/email.ts';
import { badRequest } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { contentFor } from '../../lib/request.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import { CompanyBody, CompanySchema } from '../../schemas/company.ts';
import { ADMINISTRATOR } from '../../lib/roles.ts';

const tags = ['settings'];

/** The names a person reads in the admin form, for the messages of a refused save. */
const LABELS: Record<keyof CompanyValues, string> = {
  name_en: 'Company Name (EN)',
  name_tr: 'Company Name (TR)',
  description_en: 'Short Description (EN)',
  description_tr: 'Short Description (TR)',
  phone: 'Phone',
  email: 'Email',
  address_en: 'Address (EN)',
  address_tr: 'Address (TR)',
};

export const COMPANY_MESSAGES = {
  saved: 'Company details saved successfully',
  nameRequired: 'Please enter the company name in English and Turkish',
  phone: 'Please enter a valid phone number, e.g. +90 462 326 19 98',
  email: 'Please enter a valid email address, e.g. info@example.com',
} as const;

/** Digits with the usual separators, an optional leading +, and as many digits as a real number has. */
export function validPhone(phone: string): boolean {
  if (!/^\+?[0-9 ()./-]+$/.test(phone)) return false;
  const digits = phone.replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The stored values with the sent ones laid over them, trimmed and checked. */
function readCompany(body: Partial<CompanyValues>, stored: CompanyValues): CompanyValues {
  const values = companyValues(stored);
  for (const field of COMPANY_FIELDS) if (typeof body[field] === 'string') values[field] = body[field].trim();
  if (!values.name_en || !values.name_tr) throw badRequest(COMPANY_MESSAGES.nameRequired);
  if (values.phone && !validPhone(values.phone)) throw badRequest(COMPANY_MESSAGES.phone);
  if (values.email && !isEmailAddress(values.email)) throw badRequest(COMPANY_MESSAGES.email);
  return values;
}

const company: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/company',
    {
      config: { publicCache: true },
      schema: { tags, summary: "The company's name, short description, phone, email and address", response: { 200: Envelope({ data: CompanySchema }) } },
    },
    async (request) => ({ success: true, data: await getCompany(contentFor(request)) }),
  );

  app.put(
    '/company',
    {
      config: ADMINISTRATOR,
      schema: {
        tags,
        summary: 'Save the company details; a field not sent keeps its value',
        body: CompanyBody,
        response: { 200: Envelope({ data: CompanySchema }), ...errors(400, 401) },
      },
      schemaErrorFormatter: fieldErrors(LABELS),
    },
    async (request) => {
      const data = await saveCompany(app.db, readCompany(request.body, await getCompany(app.db)));
      return { success: true, message: COMPANY_MESSAGES.saved, data };
    },
  );
};

export default company;
