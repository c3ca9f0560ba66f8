// Mail (issue 23): the queue's status, who is told of new leads, and password reset by mail.
import { api } from '../../lib/api.ts';
import { msg } from '../../lib/i18n.ts';
import type { Envelope } from '../../lib/api.ts';
import type { LeadRecipientsAnswer, MailStatusAnswer, PasswordVerifyAnswer } from '../../../../server/api-types.ts';

export const mailApi = {
  statusKey: ['mail', 'status'] as const,
  status: async () => (await api.get<MailStatusAnswer>('/v2/api/mail/status')).status,
  recipientsKey: ['mail', 'lead-recipients'] as const,
  recipients: async () => (await api.get<LeadRecipientsAnswer>('/v2/api/mail/lead-recipients')).recipients,
  saveRecipients: (addresses: string[]) => api.put<LeadRecipientsAnswer>('/v2/api/mail/lead-recipients', { addresses }),
};

// public calls: no token, and a 401 would not mean the session ended
const publicCall = { auth: false, signOutOn401: false } as const;

export const passwordApi = {
  forgot: (email: string) => api.post<Envelope>('/v2/api/password/forgot', { email }, publicCall),
  verify: (email: string, code: string) => api.post<PasswordVerifyAnswer>('/v2/api/password/verify', { email, code }, publicCall),
  reset: (resetToken: string, password: string) => api.post<Envelope>('/v2/api/password/reset', { resetToken, password }, publicCall),
};

/** The server's messages of these routes, as catalog keys (shown translated where they show). */
export const MAIL_SERVER_TEXTS = [
  msg('Lead notification addresses saved'),
  msg('The code is wrong or has expired'),
  msg('Too many tries: ask for a new code'),
  msg('If this address has an account, a code has been sent'),
  msg('Password updated'),
];
