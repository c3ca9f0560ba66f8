// Answers of the mail routes: /v2/api/mail/status, /v2/api/mail/lead-recipients, /v2/api/password/*.
import { Type } from 'typebox';
import { Nullable } from '../lib/schemas.ts';

export const MailFailureSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('lead'), Type.Literal('password-reset'), Type.Literal('broken-links')], {
    description: 'what the mail was: never its subject or text',
  }),
  to: Type.Array(Type.String(), { description: 'the recipients' }),
  last_error: Type.String(),
  attempts: Type.Integer(),
  next_attempt_at: Nullable(Type.String({ description: 'the next try (UTC); null: given up' })),
});

export const MailStatusSchema = Type.Object({
  configured: Type.Boolean({ description: 'SMTP_URL is set: mail goes out' }),
  pending: Type.Integer({ description: 'mails waiting to be sent' }),
  failed: Type.Array(MailFailureSchema, { description: 'unsent mails whose last try failed, newest first (at most 20)' }),
});

export const LeadRecipientsSchema = Type.Object({
  addresses: Type.Array(Type.String()),
  isDefault: Type.Boolean({ description: 'never saved: every administrator' }),
});
