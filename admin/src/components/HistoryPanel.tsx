// The History side panel (issue 14) of every edit form and detail screen: the item's revisions, newest
// first, with who, when and what changed (English and Turkish side by side), and 'Restore this version'
// after a confirmation (for the roles that may restore, issue 21). Mounted once in the admin layout; a screen opens it with <HistoryButton>, and a
// link opens it with ?history=type:id (the Activity screen's rows).
import { useState } from 'react';
import { Badge, Button, Modal, Offcanvas, Table } from 'react-bootstrap';
import type { FieldChange, RevisionSummary } from '../../../server/api-types.ts';
import { RESTORE_TEXTS } from '../features/history/api.ts';
import { typeName } from '../features/history/places.ts';
import { useHistory, useHistoryParam } from '../hooks/useHistory.ts';
import { formatDateTime } from '../lib/format.ts';
import { useRole } from '../lib/roles.ts';
import { EmptyState } from './EmptyState.tsx';
import { Loading } from './Loading.tsx';
import { msg, useT } from '../lib/i18n.ts';

export const ACTION_LABEL: Record<string, string> = {
  created: msg('Created'),
  updated: msg('Updated'),
  status_changed: msg('Status changed'),
  reordered: msg('Reordered'),
  deleted: msg('Deleted'),
  restored: msg('Restored'),
  published: msg('Published'),
  discarded: msg('Changes discarded'),
  // the activity log: an edit after a ready mark took it back (a ready mark belongs to one version)
  ready_cleared: msg('No longer ready for review: edited after it was marked'),
};

/**
 * Opens the History panel of an item. `of` names the item where several buttons share a screen (a
 * table's rows): the button reads 'History of logo 1' to a screen reader.
 */
export function HistoryButton({ type, id, of, size }: { type: string; id: number; of?: string; size?: 'sm' }) {
  const t = useT();
  const { open } = useHistoryParam();
  return (
    <Button variant="outline-secondary" size={size} onClick={() => open(type, id)}>
      {of ? (
        <>
          {t('History')}
          <span className="visually-hidden">{t(' of {name}', { name: of })}</span>
        </>
      ) : (
        t('History')
      )}
    </Button>
  );
}

/** A stored value as text: HTML shows its words, an empty value says so. */
function shown(v: FieldChange['before']): string {
  if (v === null || v === '') return '(empty)';
  const text = String(v)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 160 ? `${text.slice(0, 160)}…` : text || '(empty)';
}

function Value({ change, lang }: { change: FieldChange | undefined; lang: 'en' | 'tr' | null }) {
  if (!change) return <span className="text-body-secondary">unchanged</span>;
  return (
    <span lang={lang ?? undefined}>
      <del className="text-danger-emphasis">{shown(change.before)}</del> <span aria-hidden="true">→</span>{' '}
      <ins className="text-success-emphasis text-decoration-none">{shown(change.after)}</ins>
    </span>
  );
}

/** What a revision (or an unpublished change) changed: one row per field, its English and Turkish versions side by side. */
export function Changes({ changes }: { changes: FieldChange[] }) {
  const t = useT();
  if (changes.length === 0) return null;
  const groups = new Map<string, FieldChange[]>();
  for (const c of changes) groups.set(c.base, [...(groups.get(c.base) ?? []), c]);
  return (
    <Table size="sm" className="small mb-2" responsive>
      <thead>
        <tr>
          <th scope="col">{t('Field')}</th>
          <th scope="col">English</th>
          <th scope="col">{t('Turkish')}</th>
        </tr>
      </thead>
      <tbody>
        {[...groups].map(([base, list]) => {
          const plain = list.find((c) => c.lang === null);
          return (
            <tr key={base}>
              <th scope="row" className="fw-normal text-break">
                {base}
              </th>
              {plain ? (
                <td colSpan={2}>
                  <Value change={plain} lang={null} />
                </td>
              ) : (
                <>
                  <td>
                    <Value change={list.find((c) => c.lang === 'en')} lang="en" />
                  </td>
                  <td>
                    <Value change={list.find((c) => c.lang === 'tr')} lang="tr" />
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function RevisionEntry({ revision, current, onRestore }: { revision: RevisionSummary; current: boolean; onRestore: () => void }) {
  const t = useT();
  const mayRestore = useRole().can('restore');
  return (
    <li className="list-group-item" aria-label={`${t(ACTION_LABEL[revision.action] ?? revision.action)} ${formatDateTime(revision.created_at)}`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
        <Badge bg={revision.action === 'deleted' ? 'danger' : 'secondary'}>{t(ACTION_LABEL[revision.action] ?? revision.action)}</Badge>
        <span className="fw-semibold">{revision.user_name ?? t('System')}</span>
        <time className="small text-body-secondary" dateTime={revision.created_at}>
          {formatDateTime(revision.created_at)}
        </time>
        {current ? <span className="small text-body-secondary">(current version)</span> : null}
      </div>
      <Changes changes={revision.changes} />
      {current || revision.action === 'deleted' || !mayRestore ? null : (
        <Button size="sm" variant="outline-primary" onClick={onRestore}>
          {t('Restore this version')}
        </Button>
      )}
    </li>
  );
}

/** The confirmation before a restore (a restore replaces what is there now and publishes). */
export function ConfirmRestore({
  show,
  title,
  text,
  onCancel,
  onConfirm,
}: {
  show: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal show={show} onHide={onCancel} centered className="history-confirm" backdropClassName="history-confirm-backdrop" aria-labelledby="restore-title">
      <Modal.Header closeButton>
        <Modal.Title id="restore-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t(text)}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('Restore')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

export function HistoryPanel() {
  const t = useT();
  const { item, close } = useHistoryParam();
  const { revisions, restore } = useHistory(item);
  const [asking, setAsking] = useState<RevisionSummary | null>(null);
  const list = revisions.data ?? [];
  const confirm = () => {
    if (asking) restore.mutate(asking.id);
    setAsking(null);
  };
  return (
    <>
      {/* history-panel: above an edit dialog the panel was opened from (admin.css) */}
      <Offcanvas
        show={item !== null}
        onHide={close}
        placement="end"
        className="history-panel"
        backdropClassName="history-panel-backdrop"
        style={{ width: 'min(720px, 100vw)' }}
        aria-labelledby="history-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('Close history')}>
          <Offcanvas.Title as="h2" className="h5" id="history-title">
            History{item ? `: ${typeName(item.type)}${list[0] ? ` “${list[0].label}”` : ''}` : ''}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {revisions.isLoading ? <Loading label={t('Loading history...')} /> : null}
          {revisions.isSuccess && list.length === 0 ? <EmptyState text={t('No history yet')} /> : null}
          <ol className="list-group list-unstyled" aria-label={t('Revisions')}>
            {list.map((r, i) => (
              <RevisionEntry key={r.id} revision={r} current={i === 0 && r.action !== 'deleted'} onRestore={() => setAsking(r)} />
            ))}
          </ol>
        </Offcanvas.Body>
      </Offcanvas>
      <ConfirmRestore
        show={asking !== null}
        title={t('Restore this version')}
        text={RESTORE_TEXTS.confirm}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </>
  );
}
