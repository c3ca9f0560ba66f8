// The lead form's fields, checked and normalised. Every check answers the first problem as a message
// key (server/leads/messages.ts), so the route can say it in the visitor's language.
import type { LeadInput, LeadLang } from '../../content-db/leads.ts';
import { isEmailAddress } from '../lib/email.ts';
import type { LeadMessage } from './messages.ts';

export const LEAD_LIMITS = { name: 100, phone: 30, email: 254, message: 2000 } as const;

/**
 * A phone number as the company will dial it: Turkish numbers as +90 and ten digits (written
 * 0532 123 45 67, 532 123 45 67, +90 532 123 4567 or 0090...), other countries as + and 8 to 15
 * digits (+44 20 7946 0958, 0044...). Spaces, dots, dashes and brackets are the writer's own.
 */
export function normalisePhone(value: string): string | undefined {
  if (value.length > LEAD_LIMITS.phone) return undefined;
  const compact = value.replace(/[\s.\-()/]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^0[1-9][0-9]{9}$/.test(compact)) digits = `90${compact.slice(1)}`;
  else if (/^[1-9][0-9]{9}$/.test(compact)) digits = `90${compact}`;
  else return undefined;
  if (!/^[1-9][0-9]{7,14}$/.test(digits)) return undefined;
  // a Turkish number has ten digits after the country code, the first not 0
  if (digits.startsWith('90') && !/^90[1-9][0-9]{9}$/.test(digits)) return undefined;
  return `+${digits}`;
}

const optionalText = (value: unknown): string | null | undefined => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

export type LeadFields = { ok: true; input: Omit<LeadInput, 'project_id'> & { project_id: number | null } } | { ok: false; problem: LeadMessage };

/** The fields' own checks, after the honeypot, the proof and the consent. */
export function readLeadFields(body: Record<string, unknown>, lang: LeadLang): LeadFields {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if ([...name].length < 2 || [...name].length > LEAD_LIMITS.name) return { ok: false, problem: 'name' };
  const phone = typeof body.phone === 'string' ? normalisePhone(body.phone.trim()) : undefined;
  if (!phone) return { ok: false, problem: 'phone' };
  const email = optionalText(body.email);
  if (email === undefined || (email !== null && (email.length > LEAD_LIMITS.email || !isEmailAddress(email)))) return { ok: false, problem: 'email' };
  const message = optionalText(body.message);
  if (message === undefined || (message !== null && message.length > LEAD_LIMITS.message)) return { ok: false, problem: 'message' };
  const project = body.project_id;
  let project_id: number | null = null;
  if (project !== undefined && project !== null && project !== '') {
    const n = typeof project === 'number' ? project : typeof project === 'string' && /^[0-9]{1,9}$/.test(project) ? Number(project) : NaN;
    if (!Number.isInteger(n) || n < 1) return { ok: false, problem: 'project' };
    project_id = n;
  }
  return { ok: true, input: { name, phone, email, message, project_id, lang } };
}
