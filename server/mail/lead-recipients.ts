// The setting "Lead notifications" (Site Settings, Company tab): who is mailed each new lead. Until it
// is saved it is every administrator's email, read at the time of each lead, so a new administrator
// is included without anyone editing the setting.
import type { Kysely } from 'kysely';
import { readLeadRecipients, writeLeadRecipients } from '../../content-db/mail.ts';
import { administratorEmails } from '../../content-db/users.ts';
import type { Database } from '../../content-db/schema.ts';
import { isEmailAddress } from '../lib/email.ts';

export const MAX_LEAD_RECIPIENTS = 20;
export const MAX_EMAIL_LENGTH = 254;

export interface LeadRecipients {
  addresses: string[];
  /** not saved yet: every administrator */
  isDefault: boolean;
}

export async function getLeadRecipients(db: Kysely<Database>): Promise<LeadRecipients> {
  const saved = await readLeadRecipients(db);
  if (saved != null) return { addresses: JSON.parse(saved) as string[], isDefault: false };
  return { addresses: await administratorEmails(db), isDefault: true };
}

/** The problem with a list of addresses (null when it may be saved). */
export function leadRecipientsProblem(addresses: readonly string[]): string | null {
  if (addresses.length > MAX_LEAD_RECIPIENTS) return `At most ${MAX_LEAD_RECIPIENTS} addresses for lead notifications`;
  const bad = addresses.find((a) => a.length > MAX_EMAIL_LENGTH || !isEmailAddress(a));
  return bad === undefined ? null : `Not a valid email address: ${bad.slice(0, 80)}`;
}

/** Cleans a list as typed (spaces, empty entries, repeats) before it is checked. */
export function normalizeRecipients(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of addresses) {
    const a = raw.trim();
    if (a === '' || seen.has(a.toLowerCase())) continue;
    seen.add(a.toLowerCase());
    out.push(a);
  }
  return out;
}

export async function saveLeadRecipients(db: Kysely<Database>, addresses: readonly string[]): Promise<LeadRecipients> {
  await writeLeadRecipients(db, JSON.stringify(addresses));
  return { addresses: [...addresses], isDefault: false };
}
