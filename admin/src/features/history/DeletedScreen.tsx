// Recently deleted (issue 14): items deleted and not restored, newest first, each with 'Restore', which
// brings it back with its children and files and publishes it again (for the roles that may restore,
// issue 21; the others see the list). One page is read at a time (issue 22), searched and sorted on the
// server, the search, sort and page in the address.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DeletedItem } from '../../../../server/api-types.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ListToolbar, listEmptyText } from '../../components/ListToolbar.tsx';
import { Pager, TABLE_PAGE_SIZE } from '../../components/Pager.tsx';
import { useServerList } from '../../hooks/useListPage.ts';
import { ConfirmRestore } from '../../components/HistoryPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRestore } from '../../hooks/useHistory.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRole } from '../../lib/roles.ts';
import { DELETED_ROUTE } from './api.ts';
import { historyLink, typeName } from './places.ts';
import { msg, useT } from '../../lib/i18n.ts';

const TEXTS = {
  restored: msg('Item restored successfully'),
  failure: { failed: msg('Failed to restore item'), error: msg('Error restoring item') },
};

/** the newest delete first ('') until a header is clicked */
const DELETED_SORTS = ['', 'label', '-label', 'content_type', '-content_type', 'deleted_at', '-deleted_at'];

export function DeletedScreen() {
  const t = useT();
  const [asking, setAsking] = useState<DeletedItem | null>(null);
  const { list, page } = useServerList<DeletedItem>({ route: DELETED_ROUTE, sorts: DELETED_SORTS, pageSize: TABLE_PAGE_SIZE });
  const deleted = useQuery({
    queryKey: page.key,
    queryFn: page.list,
    staleTime: 0,
    meta: { failure: { failed: t('Failed to fetch deleted items'), error: t('Error fetching deleted items') } },
  });
  const restore = useRestore(TEXTS);
  const mayRestore = useRole().can('restore');
  const columns: Column<DeletedItem>[] = [
    { key: 'label', header: msg('Item'), cell: (d) => d.label, sortField: 'label' },
    { key: 'type', header: msg('Type'), cell: (d) => typeName(d.content_type), sortField: 'content_type' },
    { key: 'when', header: msg('Deleted'), cell: (d) => formatDateTime(d.deleted_at), className: 'text-nowrap', sortField: 'deleted_at' },
    { key: 'who', header: msg('By'), cell: (d) => d.user_name ?? t('System') },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('Actions')}</span>,
      cell: (d) => (
        <div className="d-flex gap-2 justify-content-end">
          <Link className="btn btn-sm btn-link" to={historyLink(d.content_type, d.item_id)} aria-label={t('History of {name}', { name: d.label })}>
            {t('History')}
          </Link>
          {mayRestore ? (
            <Button size="sm" onClick={() => setAsking(d)} aria-label={t('Restore {name}', { name: d.label })} disabled={restore.isPending}>
              {t('Restore')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  const confirm = () => {
    if (asking) restore.mutate(asking.revision_id);
    setAsking(null);
  };
  return (
    <>
      <PageHeader title={t('Recently deleted')} />
      <ListToolbar list={list} searchLabel={msg('Search deleted items')} />
      <DataTable
        caption={t('Recently deleted')}
        columns={columns}
        rows={deleted.data}
        rowKey={(d) => d.revision_id}
        loading={deleted.isLoading}
        emptyText={listEmptyText(list, t('No deleted items'), t)}
        serverSort={{ value: list.sort, onChange: list.setSort }}
      />
      <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
      <ConfirmRestore
        show={asking !== null}
        title={t('Restore {name}', { name: asking?.label ?? '' })}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
        text={t('Restore this item with everything it held when it was deleted? The site is published again.')}
      />
    </>
  );
}
