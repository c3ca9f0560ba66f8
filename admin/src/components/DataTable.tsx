// The list of every table screen: columns described once, optional sorting by column, an empty text,
// and a horizontal scroll on narrow screens.
import { useMemo, useState, type ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { EmptyState } from './EmptyState.tsx';
import { Loading } from './Loading.tsx';
import { t, tNode } from '../lib/i18n.ts';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** makes the column sortable by this value */
  sortValue?: (row: T) => string | number;
  /** with `serverSort`: the list route's sort field of the column (issue 22: a page is sorted by the server) */
  sortField?: string;
  className?: string;
}

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

interface DataTableProps<T> {
  /** read by screen readers as the table's name */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  initialSort?: SortState;
  /** the rows are a server page: the headers of columns with a `sortField` ask the server ('field' or '-field') */
  serverSort?: { value: string; onChange: (value: string) => void };
}

export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, loading, initialSort, serverSort }: DataTableProps<T>) {
  const [localSort, setSort] = useState<SortState | undefined>(initialSort);
  const serverColumn = serverSort && columns.find((c) => c.sortField && c.sortField === serverSort.value.replace(/^-/, ''));
  const sort: SortState | undefined = serverSort
    ? serverColumn && { key: serverColumn.key, dir: serverSort.value.startsWith('-') ? 'desc' : 'asc' }
    : localSort;
  const sortable = (c: Column<T>) => (serverSort ? c.sortField !== undefined : c.sortValue !== undefined);

  const sorted = useMemo(() => {
    const list = [...(rows ?? [])];
    const col = sort && columns.find((c) => c.key === sort.key);
    if (serverSort || !sort || !col?.sortValue) return list;
    const value = col.sortValue;
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true });
      return sort.dir === 'asc' ? order : -order;
    });
    return list;
  }, [rows, sort, columns, serverSort]);

  if (loading && !rows) return <Loading />;
  if (sorted.length === 0) return <EmptyState text={t(emptyText)} />;

  const toggle = (c: Column<T>) => {
    const descending = sort?.key === c.key && sort.dir === 'asc';
    if (serverSort) serverSort.onChange(descending ? `-${c.sortField}` : c.sortField!);
    else setSort({ key: c.key, dir: descending ? 'desc' : 'asc' });
  };

  return (
    <Table responsive hover className="align-middle mb-0">
      <caption className="visually-hidden">{t(caption)}</caption>
      <thead>
        <tr>
          {columns.map((c) => {
            const active = sort?.key === c.key;
            return (
              <th
                key={c.key}
                scope="col"
                className={c.className}
                aria-sort={sortable(c) ? (active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
              >
                {sortable(c) ? (
                  <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none" onClick={() => toggle(c)}>
                    {tNode(c.header)}
                    <span aria-hidden="true" className="ms-1 small">
                      {active ? (sort!.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  tNode(c.header)
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} className={c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
