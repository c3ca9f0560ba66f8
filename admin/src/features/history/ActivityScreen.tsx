// Activity (issue 14): every change across the site and every publish, newest first, filterable by
// user, content type and date; each change links to its item and to the item's history. One page of it
// is read at a time (issue 22), searched and sorted on the server; the filters, search, sort and page
// are in the address, so Back shows the list as it was.
import { useQuery } from '@tanstack/react-query';
import { Badge, Form } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { ActivityEntry, User } from '../../../../server/api-types.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ACTION_LABEL } from '../../components/HistoryPanel.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { ListToolbar, listEmptyText } from '../../components/ListToolbar.tsx';
import { Pager, TABLE_PAGE_SIZE } from '../../components/Pager.tsx';
import { pageParams, useListPage } from '../../hooks/useListPage.ts';
import { useListQuery } from '../../hooks/useListQuery.ts';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ACTIVITY_FILTERS, ACTIVITY_ROUTE, type ActivityFilter } from './api.ts';
import { PLACES, historyLink, itemLink, typeName } from './places.ts';
import { getLanguage, intlLocale, msg, t, useT } from '../../lib/i18n.ts';

type Change = Extract<ActivityEntry, { kind: 'change' }>;
type Publish = Extract<ActivityEntry, { kind: 'publish' }>;

function What({ e }: { e: ActivityEntry }) {
  const t = useT();
  if (e.kind === 'change') {
    return (
      <>
        {t(ACTION_LABEL[e.action] ?? e.action)} {typeName(e.content_type).toLocaleLowerCase(getLanguage() === 'tr' ? 'tr' : 'en')}{' '}
        {e.action === 'deleted' ? <strong>{e.label}</strong> : <Link to={itemLink(e.content_type, e.item_id)}>{e.label}</Link>}
      </>
    );
  }
  if (e.kind === 'schedule') {
    return (
      <>
        {e.state === 'done' ? <Badge bg="success">{t('Scheduled publishing')}</Badge> : <Badge bg="danger">{t('Scheduled publishing failed')}</Badge>} due{' '}
        {formatDateTime(e.scheduled_at)}: {e.items.map((i) => i.label).join(', ')}
        {e.log ? <pre className={`small mb-0 text-wrap ${e.state === 'failed' ? 'text-danger-emphasis' : ''}`}>{e.log}</pre> : null}
      </>
    );
  }
  const p = e as Publish;
  return (
    <>
      {p.ok ? <Badge bg="success">{t('Published')}</Badge> : <Badge bg="danger">{t('Publish failed')}</Badge>}{' '}
      {t('release {name}: {count} pages in {total} s', {
        name: p.release_id,
        count: p.pages,
        total: (p.ms / 1000).toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
      {p.changes.length ? (p.changes.length === 1 ? t(', 1 change') : t(', {count} changes', { count: p.changes.length })) : ''}
      {p.changes.length ? (
        <ul className="small mb-0">
          {p.changes.slice(0, 5).map((c) => (
            <li key={c.id}>
              {t(ACTION_LABEL[c.action] ?? c.action)} {typeName(c.content_type).toLocaleLowerCase(getLanguage() === 'tr' ? 'tr' : 'en')} {c.label}
            </li>
          ))}
        </ul>
      ) : null}
      {!p.ok && p.log ? <pre className="small text-danger-emphasis mb-0 text-wrap">{p.log.slice(-400)}</pre> : null}
      {p.warning ? (
        <p className="small text-warning-emphasis mb-0" data-testid="publish-warning">
          Warning: {p.warning}
        </p>
      ) : null}
    </>
  );
}

const columns: Column<ActivityEntry>[] = [
  { key: 'at', header: msg('When'), cell: (e) => formatDateTime(e.at), className: 'text-nowrap', sortField: 'at' },
  { key: 'who', header: msg('Who'), cell: (e) => (e.kind === 'publish' ? t('Publisher') : (e.user_name ?? t('System'))) },
  { key: 'what', header: msg('What'), cell: (e) => <What e={e} />, sortField: 'label' },
  {
    key: 'history',
    header: <span className="visually-hidden">{t('History')}</span>,
    cell: (e) =>
      e.kind === 'change' ? (
        <Link to={historyLink(e.content_type, e.item_id)} aria-label={t('History of {name}', { name: (e as Change).label })}>
          {t('History')}
        </Link>
      ) : null,
  },
];

/** newest first ('') until a header is clicked */
const ACTIVITY_SORTS = ['', 'at', '-at', 'label', '-label'];

export function ActivityScreen() {
  const t = useT();
  const list = useListQuery({ sorts: ACTIVITY_SORTS });
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(ACTIVITY_FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))) as Partial<Record<ActivityFilter, string>>;
  const page = useListPage<ActivityEntry>(ACTIVITY_ROUTE, pageParams(list, TABLE_PAGE_SIZE, filter));
  const users = useQuery({ queryKey: ['users'], queryFn: async () => (await api.get<{ data: User[] }>('/api/users')).data });
  const activity = useQuery({
    queryKey: page.key,
    queryFn: page.list,
    meta: { failure: { failed: t('Failed to fetch activity'), error: t('Error fetching activity') } },
  });
  // a filter changed shows its first page
  const set = (key: ActivityFilter) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  };
  return (
    <>
      <PageHeader title={t('Activity')} />
      <ListToolbar list={list} searchLabel={msg('Search activity')} />
      <Form className="row g-2 mb-3" aria-label={t('Filter activity')} onSubmit={(e) => e.preventDefault()}>
        <Form.Group className="col-12 col-md-3" controlId="activity-user">
          <Form.Label>{t('User')}</Form.Label>
          <Form.Select value={filter.user ?? ''} onChange={set('user')}>
            <option value="">{t('All users')}</option>
            {(users.data ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name || u.email}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-3" controlId="activity-type">
          <Form.Label>{t('Content type')}</Form.Label>
          <Form.Select value={filter.type ?? ''} onChange={set('type')}>
            <option value="">{t('All content')}</option>
            {Object.entries(PLACES).map(([type, p]) => (
              <option key={type} value={type}>
                {t(p.name)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="activity-from">
          <Form.Label>{t('From')}</Form.Label>
          <Form.Control type="date" value={filter.from ?? ''} onChange={set('from')} />
        </Form.Group>
        <Form.Group className="col-6 col-md-3" controlId="activity-to">
          <Form.Label>{t('To')}</Form.Label>
          <Form.Control type="date" value={filter.to ?? ''} onChange={set('to')} />
        </Form.Group>
      </Form>
      <DataTable
        caption={t('Activity')}
        columns={columns}
        rows={activity.data}
        rowKey={(e) => `${e.kind}-${e.id}`}
        loading={activity.isLoading}
        emptyText={listEmptyText(list, t('No activity found'), t)}
        serverSort={{ value: list.sort, onChange: list.setSort }}
      />
      <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
    </>
  );
}
