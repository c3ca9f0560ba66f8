// The Leads screen (issue 23): what visitors sent through the site's lead form, newest first, with a
// state (new, contacted, closed) and a note per lead, search, CSV export for Excel and erasure on the
// person's request (KVKK). The mail queue's notice (no SMTP, failed mails) sits on top.
import { useState } from 'react';
import { Button, ButtonGroup, Form } from 'react-bootstrap';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CardSection } from '../../components/CardSection.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.tsx';
import type { LeadState } from '../../../../server/api-types.ts';
import { MailStatusNotice } from '../mail/MailStatusNotice.tsx';
import { LEADS_KEY, PAGE_SIZE, leadsApi, type LeadsQuery } from './api.ts';
import { LeadRow } from './LeadRow.tsx';
import { LEAD_STATE_LABEL } from './states.ts';

const FILTERS: Array<LeadState | 'all'> = ['all', 'new', 'contacted', 'closed'];

export function LeadsScreen() {
  const t = useT();
  const [query, setQuery] = useState<LeadsQuery>({ q: '', state: 'all', page: 1 });
  const [search, setSearch] = useState('');
  const list = useQuery({ queryKey: [...LEADS_KEY, query], queryFn: () => leadsApi.list(query), placeholderData: keepPreviousData });
  const leads = list.data?.leads ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const exportCsv = async () => {
    try {
      await leadsApi.downloadCsv();
    } catch (err) {
      const text = failureText(err, failureTexts('The leads could not be exported'));
      if (text) notify.error(text);
    }
  };

  return (
    <>
      <PageHeader
        title={t('Leads')}
        actions={
          <Button variant="outline-secondary" onClick={() => void exportCsv()}>
            {t('Export CSV')}
          </Button>
        }
      />
      <MailStatusNotice />
      <CardSection title={t('Leads')}>
        <div className="card-body">
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <ButtonGroup aria-label={t('Filter by state')}>
              {FILTERS.map((f) => (
                <Button
                  key={f}
                  variant={query.state === f ? 'primary' : 'outline-primary'}
                  aria-pressed={query.state === f}
                  onClick={() => setQuery({ ...query, state: f, page: 1 })}
                >
                  {f === 'all' ? t('All') : t(LEAD_STATE_LABEL[f])}
                </Button>
              ))}
            </ButtonGroup>
            <Form
              role="search"
              className="ms-auto"
              onSubmit={(e) => {
                e.preventDefault();
                setQuery({ ...query, q: search, page: 1 });
              }}
            >
              <Form.Control
                type="search"
                value={search}
                maxLength={200}
                aria-label={t('Search leads')}
                placeholder={t('Search leads')}
                onChange={(e) => {
                  setSearch(e.target.value);
                  if (e.target.value === '') setQuery({ ...query, q: '', page: 1 });
                }}
              />
            </Form>
          </div>
          {list.isError ? (
            <p role="alert" className="text-danger">
              {failureText(list.error, failureTexts('Error fetching leads'))}
            </p>
          ) : list.isPending ? (
            <p role="status">{t('Loading...')}</p>
          ) : leads.length === 0 ? (
            <p className="text-body-secondary">{t('No leads found')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table align-middle">
                <caption className="visually-hidden">{t('Leads')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Received')}</th>
                    <th scope="col">{t('Contact')}</th>
                    <th scope="col">{t('Project')}</th>
                    <th scope="col">{t('Message')}</th>
                    <th scope="col">{t('State and note')}</th>
                    <th scope="col">{t('Actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {leads.map((lead) => (
                    <LeadRow key={lead.id} lead={lead} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav className="d-flex gap-2 align-items-center" aria-label={t('Pages')}>
              <Button variant="outline-secondary" size="sm" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
                {t('Previous')}
              </Button>
              <span>{t('Page {page} of {pages}', { page: query.page, pages })}</span>
              <Button variant="outline-secondary" size="sm" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
                {t('Next')}
              </Button>
            </nav>
          )}
        </div>
      </CardSection>
    </>
  );
}
