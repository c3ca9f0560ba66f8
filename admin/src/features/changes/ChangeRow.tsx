// One unpublished change on the Changes screen: its selection box, what and whose it is, its own
// Publish / Schedule / Preview / Discard (named with the item for screen readers), and its diff, live
// state against working state, English and Turkish side by side (the History panel's table). Issue
// 21: a reviewer also gets Send back on a change marked ready; an author gets Preview, "Ready for
// review" and the reviewer's note, and no command that publishes or discards. Issue 34: its warnings,
// each with a link to the field that fixes it.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Change } from '../../../../server/api-types.ts';
import { ChangeWarnings } from '../../components/ChangeWarnings.tsx';
import { Changes } from '../../components/HistoryPanel.tsx';
import { Loading } from '../../components/Loading.tsx';
import { ReadyBadge, ReadyToggle, SendBack, SentBackNote } from '../../components/ReviewControls.tsx';
import { failureText } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { itemLink, itemName, typeName } from '../history/places.ts';
import { diffKey, workflowApi } from './api.ts';
import { msg, useT } from '../../lib/i18n.ts';

const ACTION_LOOK: Record<Change['action'], { label: string; bg: string }> = {
  created: { label: msg('Created'), bg: 'info' },
  updated: { label: msg('Updated'), bg: 'warning' },
  deleted: { label: msg('Deleted'), bg: 'danger' },
};

const DIFF_FAILURE = { failed: msg('Failed to fetch the changes'), error: msg('Error fetching the changes') };

function Diff({ change }: { change: Change }) {
  const t = useT();
  const diff = useQuery({ queryKey: diffKey(change), queryFn: () => workflowApi.diff(change), staleTime: 0 });
  if (diff.isLoading) return <Loading label={t('Loading changes...')} />;
  if (diff.error) return <p className="text-danger small mb-0">{failureText(diff.error, DIFF_FAILURE)}</p>;
  if (change.action === 'deleted') return <p className="small mb-0">{t('Publishing removes this item from the site.')}</p>;
  if (!diff.data?.length) return <p className="small text-body-secondary mb-0">{t('No field differs from the site.')}</p>;
  return <Changes changes={diff.data} />;
}

/** The commands of a role that may publish; an author's row has none of them. */
export interface PublishCommands {
  publish: () => void;
  schedule: () => void;
  discard: () => void;
  busy: boolean;
}

export function ChangeRow({
  change,
  selected,
  onSelect,
  onPreview,
  commands,
}: {
  change: Change;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onPreview: () => void;
  commands: PublishCommands | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const look = ACTION_LOOK[change.action];
  const name = itemName(change);
  return (
    <li className="list-group-item" data-testid="change-row" aria-label={`${name}, ${typeName(change.type)}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Check
          type="checkbox"
          id={`select-${change.type}-${change.item_id}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={t('Select {name}', { name: name })}
        />
        <div className="flex-grow-1 min-w-0">
          <div className="d-flex flex-wrap align-items-baseline gap-2">
            {change.action === 'deleted' ? (
              <strong>{name}</strong>
            ) : (
              <Link to={itemLink(change.type, change.item_id)} className="fw-semibold">
                {name}
              </Link>
            )}
            <span className="small text-body-secondary">{typeName(change.type)}</span>
            <Badge bg={look.bg} text={look.bg === 'warning' || look.bg === 'info' ? 'dark' : undefined}>
              {t(look.label)}
            </Badge>
            <ReadyBadge change={change} />
            {change.scheduled_at ? (
              <span className="small">
                {t('Scheduled for')} <time dateTime={change.scheduled_at}>{formatIstanbul(change.scheduled_at)}</time>
              </span>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            {change.user_name ?? t('System')}, <time dateTime={change.changed_at}>{formatIstanbul(change.changed_at)}</time>
          </div>
          <SentBackNote change={change} />
          <ChangeWarnings change={change} />
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={diffId}>
            {open ? t('Hide changes') : t('Show changes')}
            <span className="visually-hidden"> to {name}</span>
          </Button>
          {commands ? (
            <Button size="sm" onClick={commands.publish} disabled={commands.busy} aria-label={t('Publish {name}', { name: name })}>
              {t('Publish')}
            </Button>
          ) : null}
          {commands ? (
            <Button size="sm" variant="outline-primary" onClick={commands.schedule} aria-label={t('Schedule {name}', { name: name })}>
              {t('Schedule')}
            </Button>
          ) : null}
          {change.action === 'deleted' ? null : (
            <Button size="sm" variant="outline-secondary" onClick={onPreview} aria-label={t('Preview {name}', { name: name })}>
              {t('Preview')}
            </Button>
          )}
          {commands ? null : <ReadyToggle change={change} />}
          {commands && change.ready ? <SendBack change={change} /> : null}
          {commands ? (
            <Button size="sm" variant="outline-danger" onClick={commands.discard} disabled={commands.busy} aria-label={t('Discard {name}', { name: name })}>
              {t('Discard')}
            </Button>
          ) : null}
        </div>
      </div>
      <div id={diffId} hidden={!open} className="mt-2">
        {open ? <Diff change={change} /> : null}
      </div>
    </li>
  );
}
