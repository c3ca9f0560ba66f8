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
}

export function DataTable<T>({ caption, columns, rows, rowKey, emptyText, loading, initialSort }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | undefined>(initialSort);

  const sorted = useMemo(() => {
    const list = [...(rows ?? [])];
    const col = sort && columns.find((c) => c.key === sort.key);
    if (!sort || !col?.sortValue) return list;
    const value = col.sortValue;
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), undefined, { numeric: true });
      return sort.dir === 'asc' ? order : -order;
    });
    return list;
  }, [rows, sort, columns]);

  if (loading && !rows) return <Loading />;
  if (sorted.length === 0) return <EmptyState text={t(emptyText)} />;

  const toggle = (key: string) => setSort((s) => (s?.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));

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
                aria-sort={c.sortValue ? (active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
              >
                {c.sortValue ? (
                  <button type="button" className="btn btn-link p-0 fw-semibold text-reset text-decoration-none" onClick={() => toggle(c.key)}>
                    {tNode(c.header)}
                    <span aria-hidden="true" className="ms-1 small">
                      {active ? (sort!.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  c.header
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
