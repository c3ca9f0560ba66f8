// The CSV import of redirects (issue 33), for a move from an old site: the file's rows go to the
// server, which adds every good one; the report lists each refused row with its reason.
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { RedirectImportRow } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { failureTexts } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.ts';
import { useApiMutation } from '../../lib/mutations.ts';
import { notify } from '../../lib/toast.tsx';
import { REDIRECTS_KEY, redirectsApi } from './api.ts';

const CSV_LIMIT = 512 * 1024;

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

export function RedirectImport() {
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
