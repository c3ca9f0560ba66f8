// Recently deleted (issue 14): items deleted and not restored, newest first, each with 'Restore', which
// brings it back with its children and files and publishes it again (for the roles that may restore,
// issue 21; the others see the list).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DeletedItem } from '../../../../server/api-types.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ConfirmRestore } from '../../components/HistoryPanel.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRestore } from '../../hooks/useHistory.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useRole } from '../../lib/roles.ts';
import { HISTORY_KEY, historyApi } from './api.ts';
import { historyLink, typeName } from './places.ts';
import { msg, useT } from '../../lib/i18n.ts';

const TEXTS = {
  restored: msg('Item restored successfully'),
  failure: { failed: msg('Failed to restore item'), error: msg('Error restoring item') },
};

export function DeletedScreen() {
  const t = useT();
  const [asking, setAsking] = useState<DeletedItem | null>(null);
  const deleted = useQuery({
    queryKey: [...HISTORY_KEY, 'deleted'],
    queryFn: historyApi.deleted,
    staleTime: 0,
    meta: { failure: { failed: t('Failed to fetch deleted items'), error: t('Error fetching deleted items') } },
  });
  const restore = useRestore(TEXTS);
  const mayRestore = useRole().can('restore');
  const columns: Column<DeletedItem>[] = [
    { key: 'label', header: 'Item', cell: (d) => d.label },
    { key: 'type', header: 'Type', cell: (d) => typeName(d.content_type) },
    { key: 'when', header: 'Deleted', cell: (d) => formatDateTime(d.deleted_at), className: 'text-nowrap' },
    { key: 'who', header: 'By', cell: (d) => d.user_name ?? 'System' },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('Actions')}</span>,
      cell: (d) => (
        <div className="d-flex gap-2 justify-content-end">
          <Link className="btn btn-sm btn-link" to={historyLink(d.content_type, d.item_id)} aria-label={`History of ${d.label}`}>
            {t('History')}
          </Link>
          {mayRestore ? (
            <Button size="sm" onClick={() => setAsking(d)} aria-label={`Restore ${d.label}`} disabled={restore.isPending}>
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
      <DataTable
        caption={t('Recently deleted')}
        columns={columns}
        rows={deleted.data}
        rowKey={(d) => d.revision_id}
        loading={deleted.isLoading}
        emptyText={t('No deleted items')}
      />
      <ConfirmRestore
        show={asking !== null}
        title={`Restore ${asking?.label ?? ''}`}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
        text={t('Restore this item with everything it held when it was deleted? The site is published again.')}
      />
    </>
  );
}
