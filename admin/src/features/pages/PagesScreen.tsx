// SPEC.md "Pages": the table (edit only), sorted by id descending, and the add/edit dialog.
import { Button } from 'react-bootstrap';
import { createdColumn, idColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import type { Page } from '../../../../server/api-types.ts';
import { PAGE_TEXTS, pagesApi, type PageInput } from './api.ts';
import { PageForm } from './PageForm.tsx';
import { useT } from '../../lib/i18n.ts';

export function PagesScreen() {
  const t = useT();
  const crud = useCrud<Page, PageInput>({ ...pagesApi, history: 'page', texts: PAGE_TEXTS, formIn: 'dialog' });
  // a Translations link names the page whose dialog to open
  useEditFromLink(crud.items, crud.startEdit);

  const columns: Column<Page>[] = [
    idColumn('#'),
    { key: 'en', header: 'English Name', cell: (p) => p.page_name_en, sortValue: (p) => p.page_name_en },
    { key: 'tr', header: 'Turkish Name', cell: (p) => p.page_name_tr, sortValue: (p) => p.page_name_tr },
    createdColumn(t('Created'), { sortable: true }),
    { key: 'actions', header: 'Actions', cell: (p) => <RowActions name={p.page_name_en} onEdit={() => crud.startEdit(p)} item={{ type: 'page', id: p.id }} /> },
  ];

  return (
    <>
      <PageHeader title={t('Pages')} actions={<Button onClick={crud.startCreate}>{t('Add New Page')}</Button>} />
      <div className="card">
        <div className="card-body">
          <CrudTable crud={crud} caption={t('Pages')} columns={columns} emptyText={t('No pages found')} initialSort={{ key: 'id', dir: 'desc' }} />
        </div>
      </div>
      {crud.formOpen ? <PageForm key={crud.formKey} {...crud.formProps} /> : null}
    </>
  );
}
