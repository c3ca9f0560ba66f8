// The Leads screen's word on mail (issue 23 item 5): no SMTP configured is a notice, not an error
// (leads are stored and listed all the same); mails that failed show by kind and recipients with the
// server's answer (never their subject or text: a reset mail's is its owner's alone).
import { Alert } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import { msg, useT } from '../../lib/i18n.ts';
import { mailApi } from './api.ts';

const KIND_LABEL = { lead: msg('Lead notification'), 'password-reset': msg('Password reset'), 'broken-links': msg('Broken links') } as const;

export function MailStatusNotice() {
  const t = useT();
  const query = useQuery({ queryKey: mailApi.statusKey, queryFn: mailApi.status, refetchInterval: 60_000 });
  const status = query.data;
  if (!status) return null;
  if (!status.configured) {
    return (
      <Alert variant="info" role="status">
        {t('Email notifications are off: no mail server is configured (SMTP_URL). New leads are stored and listed here.')}
      </Alert>
    );
  }
  if (status.failed.length === 0) return null;
  return (
    <Alert variant="warning" role="alert">
      <p className="mb-2">
        {status.failed.length === 1
          ? t('A notification email could not be sent.')
          : t('{count} notification emails could not be sent.', { count: status.failed.length })}
      </p>
      <ul className="mb-0 small">
        {status.failed.map((f) => (
          <li key={f.id}>
            <strong>{t(KIND_LABEL[f.kind])}</strong> ({f.to.join(', ')}): {t(f.last_error)}{' '}
            <span className="text-body-secondary">
              {f.next_attempt_at
                ? t('({attempts} tries, trying again)', { attempts: f.attempts })
                : t('({attempts} tries, given up)', { attempts: f.attempts })}
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
