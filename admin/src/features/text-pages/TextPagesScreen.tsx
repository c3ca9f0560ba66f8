// Text Pages (API.md "Text pages"): the list of free pages (legal notices and the like) with both
// titles, their two addresses, the status switch and each page's unpublished change; the create/edit
// form replaces the list while open, as on News Management.
import { useEffect } from 'react';
import { Button } from 'react-bootstrap';
import { titleColumns } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { isOn } from '../../lib/flags.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { TEXT_PAGE_TEXTS, TEXT_PAGE_TYPE, getTextPage, textPageAddress, textPagesApi, type TextPage, type TextPageInput } from './api.ts';
import { useFieldErrors } from './fieldErrors.ts';
import { TextPageEditor } from './TextPageForm.tsx';

export function TextPagesScreen() {
  const t = useT();
  const fields = useFieldErrors(textPagesApi);
  const crud = useCrud<TextPage, TextPageInput>({ ...fields.source, history: TEXT_PAGE_TYPE, texts: TEXT_PAGE_TEXTS });
  // a history or search link names the page whose form to open
  useEditFromLink(crud.items, crud.startEdit, undefined, { key: textPagesApi.key, get: getTextPage });
  // a form opened again (or closed) starts without the last form's refusal
  const { clear } = fields;
  useEffect(() => clear(), [crud.formKey, clear]);

  const columns: Column<TextPage>[] = [
    ...titleColumns<TextPage>(),
    {
      key: 'addresses',
      header: msg('Addresses'),
      cell: (p) => (
        <span className="d-flex flex-column">
          <code lang="tr">{textPageAddress.tr(p.slug_tr)}</code>
          <code>{textPageAddress.en(p.slug_en)}</code>
        </span>
      ),
    },
    { key: 'status', header: msg('Status'), cell: (p) => <StatusBadge status={p.status} /> },
    {
      key: 'actions',
      header: msg('Actions'),
      cell: (p) => (
        <RowActions
          name={p.title_en}
          onEdit={() => crud.startEdit(p)}
          active={isOn(p.status)}
          onToggle={() => crud.toggle(p)}
          onDelete={() => void crud.remove(p)}
          item={{ type: TEXT_PAGE_TYPE, id: p.id }}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('Text Pages')} actions={crud.formOpen ? null : <Button onClick={crud.startCreate}>{t('Add Text Page')}</Button>} />
      {crud.formOpen ? (
        <TextPageEditor
          key={crud.formKey}
          {...crud.formProps}
          fieldError={fields.error}
          onEdited={fields.edited}
          otherPages={(crud.items ?? []).filter((p) => p.id !== crud.editing?.id)}
        />
      ) : (
        <div className="card">
          <div className="card-body">
            <CrudTable crud={crud} caption={t('Text Pages')} columns={columns} emptyText={t('No text pages yet')} />
          </div>
        </div>
      )}
    </>
  );
}
