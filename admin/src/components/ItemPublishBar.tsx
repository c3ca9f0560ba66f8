// An item's own publishing (issue 20), on every edit screen and list card: a badge "Unpublished
// changes" (or "Draft" for an item never published) and the item's Publish, Preview and Discard. It
// reads the one shared list of changes, so a screen adds it with one line, and shows nothing while
// the item has no unpublished change (always, in instant mode). Issue 21: an author gets "Ready for
// review" and the reviewer's note instead of Publish and Discard; an editor also gets "Send back".
// Issue 34: the change's warnings, each with a link to its field.
import { useState } from 'react';
import { Badge, Button, Modal } from 'react-bootstrap';
import type { Change } from '../../../server/api-types.ts';
import { useChangeOf, useDiscard, usePreview, usePublish } from '../hooks/useChanges.ts';
import { itemKey } from '../features/changes/api.ts';
import { ScheduleDialog } from '../features/changes/ScheduleDialog.tsx';
import { itemName } from '../features/history/places.ts';
import { useRole } from '../lib/roles.ts';
import { AlsoEditing } from './AlsoEditing.tsx';
import { ChangeWarnings } from './ChangeWarnings.tsx';
import { HistoryButton } from './HistoryPanel.tsx';
import { ReadyBadge, ReadyToggle, SendBack, SentBackNote } from './ReviewControls.tsx';
import { useT } from '../lib/i18n.ts';

/** The badge of a change: a never-published item is a draft. */
export function ChangeBadge({ change }: { change: Pick<Change, 'action'> }) {
  const t = useT();
  // dark text: white on Bootstrap's info colour fails the contrast check
  if (change.action === 'created')
    return (
      <Badge bg="info" text="dark">
        {t('Draft')}
      </Badge>
    );
  if (change.action === 'deleted') return <Badge bg="danger">{t('Deleted (not published)')}</Badge>;
  return (
    <Badge bg="warning" text="dark">
      {t('Unpublished changes')}
    </Badge>
  );
}

/** The badge alone, for a list whose rows are buttons themselves (the menus). */
export function ItemChangeBadge({ type, id }: { type: string; id: number }) {
  const change = useChangeOf(type, id);
  return change ? <ChangeBadge change={change} /> : null;
}

/** The question before a discard: it throws away work, so it asks in a dialog. */
export function ConfirmDiscard({ what, show, onCancel, onConfirm }: { what: string; show: boolean; onCancel: () => void; onConfirm: () => void }) {
  const t = useT();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="discard-title">
      <Modal.Header closeButton closeLabel={t('Cancel')}>
        <Modal.Title id="discard-title" as="h2" className="h5">
          {t('Discard changes')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {t('Discard the unpublished changes to {name}? The working copy goes back to what the site shows (an item never published is removed).', {
          name: what,
        })}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('Discard')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export function ItemPublishBar({ type, id, className = '' }: { type: string; id: number | null | undefined; className?: string }) {
  const change = useChangeOf(type, id);
  // most items have no change: their bar is this one read of the shared list, not three mutations each
  // (a list screen draws one bar per card)
  return change ? <ChangeActions change={change} className={className} /> : null;
}

function ChangeActions({ change, className }: { change: Change; className: string }) {
  const t = useT();
  const reviewer = useRole().can('publish');
  const publish = usePublish();
  const preview = usePreview();
  const discard = useDiscard();
  const [asking, setAsking] = useState(false);
  // the version the bar shows goes with each command: one the item has moved on from is refused
  const item = itemKey(change);
  const name = itemName(change);
  const busy = publish.isPending || discard.isPending;
  return (
    <div className={`d-flex flex-wrap align-items-center gap-2 ${className}`} data-testid="item-publish-bar">
      <ChangeBadge change={change} />
      <ReadyBadge change={change} />
      {reviewer ? (
        <Button size="sm" onClick={() => publish.mutate({ items: [item] })} disabled={busy} aria-label={t('Publish {name}', { name })}>
          {t('Publish')}
        </Button>
      ) : null}
      {change.action === 'deleted' ? null : (
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => preview.mutate([item])}
          disabled={preview.isPending}
          aria-label={t('Preview {name}', { name })}
        >
          {t('Preview')}
        </Button>
      )}
      {reviewer ? null : <ReadyToggle change={change} />}
      {reviewer && change.ready ? <SendBack change={change} /> : null}
      {reviewer ? (
        <Button size="sm" variant="outline-danger" onClick={() => setAsking(true)} disabled={busy} aria-label={t('Discard {name}', { name })}>
          {t('Discard')}
        </Button>
      ) : null}
      <SentBackNote change={change} />
      <ChangeWarnings change={change} />
      <ConfirmDiscard
        what={name}
        show={asking}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          discard.mutate([item]);
        }}
      />
    </div>
  );
}

/** The item types with an active switch (a status): the ones a take-down can make inactive (issue 33). */
const SWITCHED_TYPES = new Set([
  'project',
  'news',
  'text_page',
  'home_banner',
  'design_section',
  'experience_link',
  'show_project',
  'ongoing_banner',
  'our_projects_banner',
  'news_page_banner',
]);

/** "Unpublish at…": schedules the item's take-down (the Changes screen lists it with Cancel). */
function UnpublishAt({ type, id, of, size }: { type: string; id: number; of?: string; size?: 'sm' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const name = of ?? itemName({ type, item_id: id, label: '' });
  return (
    <>
      <Button size={size ?? 'sm'} variant="outline-secondary" onClick={() => setOpen(true)} aria-label={t('Unpublish at… ({name})', { name })}>
        {t('Unpublish at…')}
      </Button>
      {open ? <ScheduleDialog action="unpublish" items={[{ type, item_id: id }]} what={name} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The tools of an item's edit form: who else has it open, its publish bar (when it has a change),
 * "Unpublish at…" (for the roles that publish, on items that can be switched off) and its History.
 * A row of a list (`presence: false`) leaves "Unpublish at…" to the item's own screen.
 * `presence: false` for a row of a list, which is no open screen of the item.
 */
export function ItemTools({ type, id, of, size, presence = true }: { type: string; id: number; of?: string; size?: 'sm'; presence?: boolean }) {
  const reviewer = useRole().can('publish');
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-end gap-2">
      {presence ? <AlsoEditing type={type} id={id} /> : null}
      <ItemPublishBar type={type} id={id} />
      {presence && reviewer && SWITCHED_TYPES.has(type) ? <UnpublishAt type={type} id={id} of={of} size={size} /> : null}
      <HistoryButton type={type} id={id} of={of} size={size} />
    </div>
  );
}
