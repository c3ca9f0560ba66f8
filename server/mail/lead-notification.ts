// The mail that tells the staff about a new lead (issue 23 item 5), queued right after the lead is
// stored. Only a queue row is written here: SMTP being down or not configured never fails the lead.
// An error of the queue's own table does propagate: the caller (POST /api/leads) logs it and still
// answers the visitor success, since the lead itself is stored and shows on the Leads screen.
import type { Kysely } from 'kysely';
import type { Database } from '../../content-db/schema.ts';
import { escapeHtml } from './escape.ts';
import { getLeadRecipients } from './lead-recipients.ts';
import { enqueueMail } from './queue.ts';

export interface LeadForMail {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  project: { title_tr: string; title_en: string } | null;
  lang: 'tr' | 'en';
  created_at: string;
}

const ISTANBUL_TIME = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

/** The time a lead came in, as read in Trabzon whatever the server's zone. */
export function istanbulTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${ISTANBUL_TIME.format(date)} (Europe/Istanbul)`;
}

/** Label (Turkish / English: the staff may read either) and value of each line of the mail. */
function leadLines(lead: LeadForMail): Array<[string, string]> {
  const project = lead.project
    ? lead.project.title_tr === lead.project.title_en
      ? lead.project.title_tr
      : `${lead.project.title_tr} / ${lead.project.title_en}`
    : '—';
  return [
    ['Ad / Name', lead.name],
    ['Telefon / Phone', lead.phone],
    ['E-posta / Email', lead.email ?? '—'],
    ['Proje / Project', project],
    ['Dil / Language', lead.lang === 'tr' ? 'Türkçe' : 'English'],
    ['Zaman / Time', istanbulTime(lead.created_at)],
    ['Mesaj / Message', lead.message ?? '—'],
  ];
}

export function leadNotificationMail(lead: LeadForMail): { subject: string; text: string; html: string } {
  // a name cannot add lines to the subject (header injection is nodemailer's to refuse, but a newline
  // in a subject is still nobody's intent)
  const subject = `Yeni talep / New lead: ${lead.name.replace(/\s+/g, ' ').slice(0, 120)}`;
  const lines = leadLines(lead);
  const text = `${lines.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n#${lead.id}\n`;
  const rows = lines
    .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = `<!doctype html><html><body><h1>${escapeHtml(subject)}</h1>\n<table cellpadding="4">\n${rows}\n</table>\n<p>#${lead.id}</p></body></html>`;
  return { subject, text, html };
}

/** Queues the notification of a stored lead to the addresses of the setting "Lead notifications". */
export async function queueLeadNotification(db: Kysely<Database>, lead: LeadForMail): Promise<void> {
  const { addresses } = await getLeadRecipients(db);
  await enqueueMail(db, { kind: 'lead', to: addresses, leadId: lead.id, ...leadNotificationMail(lead) });
}
