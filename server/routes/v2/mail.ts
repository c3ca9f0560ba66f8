// GET /v2/api/mail/status (whether mail goes out, what waits and what failed: the Leads screen's
// notice) and the setting "Lead notifications" (Site Settings, Company tab).
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/errors.ts';
import { ADMINISTRATOR, EDITOR } from '../../lib/roles.ts';
import { Envelope, errors } from '../../lib/schemas.ts';
import {
  getLeadRecipients,
  leadRecipientsProblem,
  MAX_EMAIL_LENGTH,
  MAX_LEAD_RECIPIENTS,
  normalizeRecipients,
  saveLeadRecipients,
} from '../../mail/lead-recipients.ts';
import { mailStatus } from '../../mail/status.ts';
import { LeadRecipientsSchema, MailStatusSchema } from '../../schemas/mail.ts';

const tags = ['mail'];

export const LEAD_RECIPIENTS_SAVED = 'Lead notification addresses saved';

const mail: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mail/status',
    {
      // editors and administrators: a failed mail's recipients are people's addresses
      config: { ...EDITOR, auth: 'required' },
      schema: {
        tags,
        summary: 'Whether mail can be sent, how many wait and which failed (kind, recipients, error)',
        response: { 200: Envelope({ status: MailStatusSchema }), ...errors(401, 403) },
      },
    },
    async () => ({ success: true, status: await mailStatus(app.db, app.mail.configured) }),
  );

  app.get(
    '/mail/lead-recipients',
    {
      config: { ...ADMINISTRATOR, auth: 'required' },
      schema: { tags, summary: 'Who is mailed each new lead', response: { 200: Envelope({ recipients: LeadRecipientsSchema }), ...errors(401) } },
    },
    async () => ({ success: true, recipients: await getLeadRecipients(app.db) }),
  );

  app.put(
    '/mail/lead-recipients',
    {
      config: { ...ADMINISTRATOR, publishes: false },
      schema: {
        tags,
        summary: 'Set who is mailed each new lead (an empty list: nobody)',
        body: Type.Object({ addresses: Type.Array(Type.String({ maxLength: MAX_EMAIL_LENGTH + 20 }), { maxItems: MAX_LEAD_RECIPIENTS * 2 }) }),
        response: { 200: Envelope({ recipients: LeadRecipientsSchema }), ...errors(400, 401) },
      },
    },
    async (request) => {
      const addresses = normalizeRecipients(request.body.addresses);
      const problem = leadRecipientsProblem(addresses);
      if (problem) throw badRequest(problem);
      return { success: true, message: LEAD_RECIPIENTS_SAVED, recipients: await saveLeadRecipients(app.db, addresses) };
    },
  );
};

export default mail;
