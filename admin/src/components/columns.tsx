// Columns that most tables share (DataTable): the id, the status badge, the creation date.
import { formatDate } from '../lib/format.ts';
import type { Column } from './DataTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** The id, sortable; headed 'ID' or '#'. */
export const idColumn = <T extends { id: number }>(header = 'ID'): Column<T> => ({
  key: 'id',
  header,
  cell: (r) => r.id,
  sortValue: (r) => r.id,
});

export const statusColumn = <T extends { status: unknown }>(): Column<T> => ({
  key: 'status',
  header: 'Status',
  cell: (r) => <StatusBadge status={r.status} />,
});

/** The creation date as dd/MM/yyyy; headed 'Created At' or 'Created'. */
export const createdColumn = <T extends { created_at: string }>(header = 'Created At', o: { sortable?: boolean } = {}): Column<T> => ({
  key: 'created',
  header,
  cell: (r) => formatDate(r.created_at),
  sortValue: o.sortable ? (r) => r.created_at : undefined,
});
