// The Redirects screen (issue 33): old addresses of the site sent on to new ones, with their code and
// how often each was followed; add, edit, remove (confirmed, as every delete), and a CSV import for a move from an old site whose
// report lists every refused row with the reason. The server refuses a loop, a chain, or an address
// that is a page of the site; its message shows in the dialog, which keeps what was typed.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import type { Redirect } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { REDIRECTS_KEY, redirectsApi } from './api.ts';
import { RedirectDialog } from './RedirectDialog.tsx';
import { RedirectImport } from './RedirectImport.tsx';

export function RedirectsScreen() {
  const t = useT();
  const list = useQuery({ queryKey: REDIRECTS_KEY, queryFn: redirectsApi.list });
  const [editing, setEditing] = useState<Redirect | 'new' | null>(null);
  const remove = useApiMutation<Redirect, unknown>({
    mutationFn: redirectsApi.remove,
    success: t('Redirect removed'),
    failure: failureTexts('Failed to remove the redirect'),
    invalidate: [REDIRECTS_KEY],
  });
  const redirects = list.data ?? [];
  return (
    <>
      <PageHeader title={t('Redirects')} actions={<Button onClick={() => setEditing('new')}>{t('Add redirect')}</Button>} />
      <Alert variant="light" className="small">
        {t('A redirect works on the site at once; the copy of the site in storage gets it with the next publish, which starts by itself.')}
      </Alert>
      <CardSection title={t('Redirects')}>
        <div className="card-body">
          {list.isError ? (
            <p role="alert" className="text-danger">
              {failureText(list.error, failureTexts('Error fetching redirects'))}
            </p>
          ) : list.isPending ? (
            <p role="status">{t('Loading...')}</p>
          ) : redirects.length === 0 ? (
            <p className="text-body-secondary">{t('No redirects yet')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle">
                <caption className="visually-hidden">{t('Redirects')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('From')}</th>
                    <th scope="col">{t('To')}</th>
                    <th scope="col">{t('Code')}</th>
                    <th scope="col">{t('Hits')}</th>
                    <th scope="col">{t('Actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {redirects.map((r) => (
                    <tr key={r.id} data-testid="redirect-row">
                      <td>
                        <code>{r.from}</code>
                      </td>
                      <td className="text-break">
                        <code>{r.to}</code>
                      </td>
                      <td>{r.code}</td>
                      <td>
                        {r.hits}
                        <div className="small text-body-secondary">{t('since {date}', { date: formatIstanbul(r.created_at) })}</div>
                      </td>
                      <td className="text-nowrap">
                        <Button
                          size="sm"
                          variant="outline-primary"
                          className="me-2"
                          onClick={() => setEditing(r)}
                          aria-label={t('Edit redirect from {from}', { from: r.from })}
                        >
                          {t('Edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          disabled={remove.isPending}
                          onClick={() => void confirmDelete(msg('Are you sure you want to remove this redirect?')).then((yes) => yes && remove.mutate(r))}
                          aria-label={t('Remove redirect from {from}', { from: r.from })}
                        >
                          {t('Remove')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </CardSection>
      <RedirectImport />
      {editing ? <RedirectDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
