// SPEC.md "Pages": the table (edit only), sorted by id descending, and the add/edit dialog.
import { Button } from 'react-bootstrap';
import { createdColumn, idColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import { ListToolbar, listEmptyText } from '../../components/ListToolbar.tsx';
import { Pager, TABLE_PAGE_SIZE } from '../../components/Pager.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { useServerList } from '../../hooks/useListPage.ts';
import type { Page } from '../../../../server/api-types.ts';
import { PAGE_TEXTS, getPage, pagesApi, type PageInput } from './api.ts';
import { PageForm } from './PageForm.tsx';
import { msg, useT } from '../../lib/i18n.ts';

const PAGE_SORTS = ['', 'page_name_en', '-page_name_en', 'page_name_tr', '-page_name_tr', 'created_at', '-created_at'];

export function PagesScreen() {
  const t = useT();
  const { list, page } = useServerList<Page>({
    route: { key: pagesApi.key, path: '/v2/api/pages', listKey: 'pages' },
    sorts: PAGE_SORTS,
    pageSize: TABLE_PAGE_SIZE,
  });
  const crud = useCrud<Page, PageInput>({
    ...pagesApi,
    key: page.key,
    list: page.list,
    refresh: page.refresh,
    keepPrevious: page.keepPrevious,
    history: 'page',
    texts: PAGE_TEXTS,
    formIn: 'dialog',
  });
  // a Translations or search link names the page whose dialog to open, read by id when on another page
  useEditFromLink(crud.items, crud.startEdit, undefined, { key: page.key, get: getPage });

  const columns: Column<Page>[] = [
    idColumn('#'),
    { key: 'en', header: msg('English Name'), cell: (p) => p.page_name_en, sortField: 'page_name_en' },
    { key: 'tr', header: msg('Turkish Name'), cell: (p) => p.page_name_tr, sortField: 'page_name_tr' },
    { ...createdColumn<Page>(t('Created')), sortField: 'created_at' },
    {
      key: 'actions',
      header: msg('Actions'),
      cell: (p) => <RowActions name={p.page_name_en} onEdit={() => crud.startEdit(p)} item={{ type: 'page', id: p.id }} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('Pages')} actions={<Button onClick={crud.startCreate}>{t('Add New Page')}</Button>} />
      <ListToolbar list={list} searchLabel="Search pages" />
      <div className="card">
        <div className="card-body">
          {/* newest first (the list's own order) until a header is clicked */}
          <CrudTable
            crud={crud}
            caption={t('Pages')}
            columns={columns}
            emptyText={listEmptyText(list, t('No pages found'), t)}
            serverSort={{ value: list.sort, onChange: list.setSort }}
          />
        </div>
      </div>
      <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
      {crud.formOpen ? <PageForm key={crud.formKey} {...crud.formProps} /> : null}
    </>
  );
}
