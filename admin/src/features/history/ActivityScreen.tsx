// Activity (issue 14): every change across the site and every publish, newest first, filterable by
// user, content type and date; each change links to its item and to the item's history.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { ActivityEntry, User } from '../../../../server/api-types.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ACTION_LABEL } from '../../components/HistoryPanel.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { api } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { HISTORY_KEY, historyApi, type ActivityQuery } from './api.ts';
import { PLACES, historyLink, itemLink, typeName } from './places.ts';
import { getLanguage, msg, useT } from '../../lib/i18n.ts';

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
      {p.ok ? <Badge bg="success">{t('Published')}</Badge> : <Badge bg="danger">{t('Publish failed')}</Badge>} release {p.release_id}: {p.pages} pages in{' '}
      {(p.ms / 1000).toFixed(1)} s{p.changes.length ? `, ${p.changes.length} change${p.changes.length === 1 ? '' : 's'}` : ''}
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
  { key: 'at', header: 'When', cell: (e) => formatDateTime(e.at), className: 'text-nowrap' },
  { key: 'who', header: 'Who', cell: (e) => (e.kind === 'publish' ? 'Publisher' : (e.user_name ?? 'System')) },
  { key: 'what', header: 'What', cell: (e) => <What e={e} /> },
  {
    key: 'history',
    header: <span className="visually-hidden">{msg('History')}</span>,
    cell: (e) =>
      e.kind === 'change' ? (
        <Link to={historyLink(e.content_type, e.item_id)} aria-label={`History of ${(e as Change).label}`}>
          {msg('History')}
        </Link>
      ) : null,
  },
];

export function ActivityScreen() {
  const t = useT();
  const [filter, setFilter] = useState<ActivityQuery>({});
  const users = useQuery({ queryKey: ['users'], queryFn: async () => (await api.get<{ data: User[] }>('/api/users')).data });
  const activity = useQuery({
    queryKey: [...HISTORY_KEY, 'activity', filter],
    queryFn: () => historyApi.activity(filter),
    meta: { failure: { failed: t('Failed to fetch activity'), error: t('Error fetching activity') } },
  });
  const set = (key: keyof ActivityQuery) => (e: { currentTarget: { value: string } }) => {
    // read now: the event's target is gone by the time React runs the state update
    const value = e.currentTarget.value || undefined;
    setFilter((f) => ({ ...f, [key]: value }));
  };
  return (
    <>
      <PageHeader title={t('Activity')} />
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
                {p.name}
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
        rows={activity.data ?? []}
        rowKey={(e) => `${e.kind}-${e.id}`}
        loading={activity.isLoading}
        emptyText={t('No activity found')}
      />
    </>
  );
}
