// One unpublished change on the Changes screen: its selection box, what and whose it is, its own
// Publish / Schedule / Preview / Discard (named with the item for screen readers), and its diff, live
// state against working state, English and Turkish side by side (the History panel's table).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Change } from '../../../../server/api-types.ts';
import { Changes } from '../../components/HistoryPanel.tsx';
import { Loading } from '../../components/Loading.tsx';
import { failureText } from '../../lib/api.ts';
import { formatIstanbul } from '../../lib/format.ts';
import { itemLink, typeName } from '../history/places.ts';
import { diffKey, workflowApi } from './api.ts';

const ACTION_LOOK: Record<Change['action'], { label: string; bg: string }> = {
  created: { label: 'Created', bg: 'info' },
  updated: { label: 'Updated', bg: 'warning' },
  deleted: { label: 'Deleted', bg: 'danger' },
};

const DIFF_FAILURE = { failed: 'Failed to fetch the changes', error: 'Error fetching the changes' };

function Diff({ change }: { change: Change }) {
  const diff = useQuery({ queryKey: diffKey(change), queryFn: () => workflowApi.diff(change), staleTime: 0 });
  if (diff.isLoading) return <Loading label="Loading changes..." />;
  if (diff.error) return <p className="text-danger small mb-0">{failureText(diff.error, DIFF_FAILURE)}</p>;
  if (change.action === 'deleted') return <p className="small mb-0">Publishing removes this item from the site.</p>;
  if (!diff.data?.length) return <p className="small text-body-secondary mb-0">No field differs from the site.</p>;
  return <Changes changes={diff.data} />;
}

export interface RowCommands {
  publish: () => void;
  schedule: () => void;
  preview: () => void;
  discard: () => void;
  toggleReady: () => void;
  busy: boolean;
}

export function ChangeRow({
  change,
  selected,
  onSelect,
  commands,
}: {
  change: Change;
  selected: boolean;
  onSelect: (on: boolean) => void;
  commands: RowCommands;
}) {
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const look = ACTION_LOOK[change.action];
  const name = change.label;
  return (
    <li className="list-group-item" data-testid="change-row" aria-label={`${name}, ${typeName(change.type)}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Form.Check
          type="checkbox"
          id={`select-${change.type}-${change.item_id}`}
          checked={selected}
          onChange={(e) => onSelect(e.currentTarget.checked)}
          aria-label={`Select ${name}`}
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
            <Badge bg={look.bg} text={look.bg === 'warning' ? 'dark' : undefined}>
              {look.label}
            </Badge>
            {change.ready ? <Badge bg="success">Ready for review</Badge> : null}
            {change.scheduled_at ? (
              <span className="small">
                Scheduled for <time dateTime={change.scheduled_at}>{formatIstanbul(change.scheduled_at)}</time>
              </span>
            ) : null}
          </div>
          <div className="small text-body-secondary">
            {change.user_name ?? 'System'}, <time dateTime={change.changed_at}>{formatIstanbul(change.changed_at)}</time>
            {change.note ? <span className="ms-2">Note: {change.note}</span> : null}
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" variant="outline-secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={diffId}>
            {open ? 'Hide changes' : 'Show changes'}
            <span className="visually-hidden"> to {name}</span>
          </Button>
          <Button size="sm" onClick={commands.publish} disabled={commands.busy} aria-label={`Publish ${name}`}>
            Publish
          </Button>
          <Button size="sm" variant="outline-primary" onClick={commands.schedule} aria-label={`Schedule ${name}`}>
            Schedule
          </Button>
          {change.action === 'deleted' ? null : (
            <Button size="sm" variant="outline-secondary" onClick={commands.preview} aria-label={`Preview ${name}`}>
              Preview
            </Button>
          )}
          <Button size="sm" variant="outline-secondary" onClick={commands.toggleReady} aria-pressed={change.ready} aria-label={`Ready for review: ${name}`}>
            Ready
          </Button>
          <Button size="sm" variant="outline-danger" onClick={commands.discard} disabled={commands.busy} aria-label={`Discard ${name}`}>
            Discard
          </Button>
        </div>
      </div>
      <div id={diffId} hidden={!open} className="mt-2">
        {open ? <Diff change={change} /> : null}
      </div>
    </li>
  );
}
