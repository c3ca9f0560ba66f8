// The Redirects screen (issue 33): old addresses of the site sent on to new ones, with their code and
// how often each was followed; add, edit, remove, and a CSV import for a move from an old site whose
// report lists every refused row with the reason. The server refuses a loop, a chain, or an address
// that is a page of the site; its message shows in the dialog, which keeps what was typed.
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useQuery } from '@tanstack/react-query';
import type { Redirect, RedirectImportRow } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { failureText, failureTexts } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { notify } from '../../lib/toast.tsx';
import { REDIRECTS_KEY, redirectsApi, type RedirectFields } from './api.ts';

const CSV_LIMIT = 512 * 1024;

function RedirectDialog({ editing, onClose }: { editing: Redirect | null; onClose: () => void }) {
  const t = useT();
  const [fields, setFields] = useState<RedirectFields>(() =>
    editing ? { from: editing.from, to: editing.to, code: editing.code } : { from: '', to: '', code: 301 },
  );
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation<RedirectFields, unknown>({
    mutationFn: (r) => (editing ? redirectsApi.update(editing.id, r) : redirectsApi.create(r)),
    success: editing ? t('Redirect saved') : t('Redirect added'),
    failure: failureTexts('Failed to save the redirect'),
    report: { success: (text) => notify.success(text), error: setError },
    onSuccess: onClose,
    invalidate: [REDIRECTS_KEY],
  });
  return (
    <FormModal
      show
      title={editing ? t('Edit redirect') : t('Add redirect')}
      onHide={onClose}
      onSubmit={() => save.mutate(fields)}
      saving={save.isPending}
      submitLabel={editing ? t('Update') : t('Save')}
      error={error}
    >
      <Form.Group className="mb-3" controlId="redirect-from">
        <Form.Label>{t('From (an address of the site)')}</Form.Label>
        <Form.Control
          value={fields.from}
          maxLength={500}
          placeholder="/eski-sayfa"
          required
          onChange={(e) => setFields({ ...fields, from: e.currentTarget.value })}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="redirect-to">
        <Form.Label>{t('To (an address of the site or a full address)')}</Form.Label>
        <Form.Control
          value={fields.to}
          maxLength={2000}
          placeholder="/yeni-sayfa/"
          required
          onChange={(e) => setFields({ ...fields, to: e.currentTarget.value })}
        />
      </Form.Group>
      <Form.Group controlId="redirect-code">
        <Form.Label>{t('Code')}</Form.Label>
        <Form.Select value={fields.code} onChange={(e) => setFields({ ...fields, code: Number(e.currentTarget.value) as 301 | 302 })}>
          <option value={301}>{t('301: moved for good')}</option>
          <option value={302}>{t('302: moved for now')}</option>
        </Form.Select>
      </Form.Group>
    </FormModal>
  );
}

function ImportReport({ rows }: { rows: RedirectImportRow[] }) {
  const t = useT();
  const refused = rows.filter((r) => !r.ok);
  return (
    <div className="mt-3" data-testid="import-report">
      <p role="status" className="mb-2">
        {t('{added} added, {refused} refused', { added: rows.length - refused.length, refused: refused.length })}
      </p>
      {refused.length ? (
        <ul className="list-group">
          {refused.map((r) => (
            <li key={r.line} className="list-group-item list-group-item-danger small">
              {t('Row {line}', { line: r.line })}: <code>{r.from || '—'}</code> → <code>{r.to || '—'}</code>: {t(r.message ?? '')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ImportCard() {
  const t = useT();
  const [rows, setRows] = useState<RedirectImportRow[] | null>(null);
  const run = useApiMutation<string, Awaited<ReturnType<typeof redirectsApi.importCsv>>>({
    mutationFn: redirectsApi.importCsv,
    success: null,
    failure: failureTexts('Failed to import the redirects'),
    onSuccess: (answer) => setRows(answer.rows),
    invalidate: [REDIRECTS_KEY],
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CSV_LIMIT) return notify.error(t('The file is larger than 512 KB'));
    setRows(null);
    run.mutate(await file.text());
  };
  return (
    <CardSection title={t('Import from a CSV file')} className="mt-4">
      <div className="card-body">
        <p className="small text-body-secondary">
          {t('One redirect per row: from,to,code (the code may be left out: 301). Good rows are added; each refused row is listed with the reason.')}
        </p>
        <Form.Group controlId="redirect-import">
          <Form.Label>{t('CSV file')}</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,text/csv"
            disabled={run.isPending}
            onChange={(e) => void pick((e.currentTarget as HTMLInputElement).files?.[0])}
          />
        </Form.Group>
        {rows ? <ImportReport rows={rows} /> : null}
      </div>
    </CardSection>
  );
}

export function RedirectsScreen() {
  const t = useT();
  const list = useQuery({ queryKey: REDIRECTS_KEY, queryFn: redirectsApi.list });
  const [editing, setEditing] = useState<Redirect | 'new' | null>(null);
  const remove = useApiMutation<number, unknown>({
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
                          onClick={() => remove.mutate(r.id)}
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
      <ImportCard />
      {editing ? <RedirectDialog editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
