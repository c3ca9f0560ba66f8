// Above every admin list (issue 22): the search box, the filter buttons of SPEC.md and the sort
// select, all kept in the address by useListQuery. The search is sent to the server, which finds
// either language's title, Turkish letters folded (istanbul finds İstanbul).
import type { ReactNode, SetStateAction } from 'react';
import { Form } from 'react-bootstrap';
import type { ListQuery } from '../hooks/useListQuery.ts';
import { useT } from '../lib/i18n.ts';
import { FilterButtons, type Filter } from './FilterButtons.tsx';

export interface SortOption {
  /** the list route's sort value ('title_en', '-updated_at'; '' the list's own order) */
  value: string;
  /** its English label, e.g. 'Newest first' */
  label: string;
}

interface ListToolbarProps<T> {
  list: ListQuery;
  /** names the search box, e.g. 'Search projects' */
  searchLabel: string;
  /** the sort select's options; none on a table, whose column headers sort */
  sorts?: readonly SortOption[];
  /** SPEC.md's filter buttons, when the screen has them; `filterLabel` names their group */
  filters?: readonly Filter<T>[];
  filterLabel?: string;
  /** more controls at the end (a user or type select) */
  children?: ReactNode;
}

export function ListToolbar<T>({ list, searchLabel, sorts, filters, filterLabel, children }: ListToolbarProps<T>) {
  const t = useT();
  const chosen = filters?.find((f) => f.key === list.filter) ?? filters?.[0];
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
      <Form.Group controlId="list-search" className="flex-grow-1" style={{ minWidth: 220, maxWidth: 420 }}>
        <Form.Label className="visually-hidden">{t(searchLabel)}</Form.Label>
        <Form.Control
          type="search"
          size="sm"
          value={list.text}
          maxLength={200}
          placeholder={t(searchLabel)}
          onChange={(e) => list.setText(e.target.value)}
          autoComplete="off"
        />
      </Form.Group>
      {filters && chosen ? (
        <FilterButtons
          label={t(filterLabel ?? 'Filter')}
          // the server filters: every item of the page is the filter's already
          state={{
            filters: [...filters],
            filter: chosen,
            select: (key: SetStateAction<string>) => list.setFilter(typeof key === 'function' ? key(list.filter) : key),
            apply: (items: T[] | undefined) => items,
          }}
        />
      ) : null}
      {sorts ? (
        <Form.Group controlId="list-sort" className="d-flex align-items-center gap-2 ms-md-auto">
          <Form.Label className="small mb-0 text-nowrap">{t('Sort by')}</Form.Label>
          <Form.Select size="sm" name="sort" value={list.sort} onChange={(e) => list.setSort(e.target.value)} style={{ width: 'auto' }}>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.label)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      ) : null}
      {children}
    </div>
  );
}

/** The empty text of a list: 'No results for “{q}”' when something was searched, else the screen's own. */
export function listEmptyText(list: ListQuery, otherwise: string, t: (text: string, vars?: Record<string, string>) => string): string {
  return list.q ? t('No results for “{q}”', { q: list.q }) : otherwise;
}

/** The sort options most titled lists share. */
export const TITLED_SORTS: readonly SortOption[] = [
  { value: '', label: 'Newest first' },
  { value: '-updated_at', label: 'Recently updated' },
  { value: 'title_en', label: 'Title (EN), A to Z' },
  { value: '-title_en', label: 'Title (EN), Z to A' },
  { value: 'title_tr', label: 'Title (TR), A to Z' },
  { value: '-title_tr', label: 'Title (TR), Z to A' },
  { value: 'created_at', label: 'Oldest first' },
];
