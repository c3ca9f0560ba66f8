// The list of a CRUD screen (useCrud) as a table: its rows, keyed by id, with a spinner on the
// first read.
import { DataTable, type Column, type SortState } from './DataTable.tsx';

interface CrudTableProps<T extends { id: number }> {
  crud: { items: T[] | undefined; query: { isLoading: boolean } };
  caption: string;
  columns: Column<T>[];
  emptyText: string;
  initialSort?: SortState;
  serverSort?: { value: string; onChange: (value: string) => void };
}

export function CrudTable<T extends { id: number }>({ crud, ...table }: CrudTableProps<T>) {
  return <DataTable {...table} rows={crud.items} rowKey={(r) => r.id} loading={crud.query.isLoading} />;
}
