// SPEC.md "Pages": the table (edit only), sorted by id descending, and the add/edit dialog.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePages, type Page } from './api.ts';
import { PageForm } from './PageForm.tsx';

type Editing = { page: Page | null } | null;

export function PagesScreen() {
  const pages = usePages();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<Page>[] = [
    { key: 'id', header: '#', cell: (p) => p.id, sortValue: (p) => p.id },
    { key: 'en', header: 'English Name', cell: (p) => p.page_name_en, sortValue: (p) => p.page_name_en },
    { key: 'tr', header: 'Turkish Name', cell: (p) => p.page_name_tr, sortValue: (p) => p.page_name_tr },
    { key: 'created', header: 'Created', cell: (p) => formatDate(p.created_at), sortValue: (p) => p.created_at },
    {
      key: 'actions',
      header: 'Actions',
      cell: (p) => (
        <Button size="sm" variant="outline-primary" onClick={() => setEditing({ page: p })} aria-label={`Edit ${p.page_name_en}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Pages" actions={<Button onClick={() => setEditing({ page: null })}>Add New Page</Button>} />
      <div className="card">
        <div className="card-body">
          <DataTable caption="Pages" columns={columns} rows={pages.data} rowKey={(p) => p.id} loading={pages.isLoading}
            emptyText="No pages found" initialSort={{ key: 'id', dir: 'desc' }} />
        </div>
      </div>
      {editing ? <PageForm key={editing.page?.id ?? 'new'} page={editing.page} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
