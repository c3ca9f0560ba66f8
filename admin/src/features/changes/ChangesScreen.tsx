// Changes (issue 20): every item whose working copy differs from what the site shows, newest first,
// with its diff; Publish, Schedule, Preview and Discard for one item, a selection, or all of them;
// below, the scheduled publishes. Times in Istanbul time. Issue 21: an author previews and marks
// changes ready ("Mark all ready"), and publishes, schedules and discards nothing.
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { Change } from '../../../../server/api-types.ts';
import { CardSection } from '../../components/CardSection.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadError } from '../../components/Feedback.tsx';
import { ConfirmDiscard } from '../../components/ItemPublishBar.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { sameItem, useChanges, useDiscard, useMarkReady, usePreview, usePublish, usePublishingMode } from '../../hooks/useChanges.ts';
import { failureText } from '../../lib/api.ts';
import { useRole } from '../../lib/roles.ts';
import { itemKey as keyOf, type ItemKey } from './api.ts';
import { itemName } from '../history/places.ts';
import { ChangeRow } from './ChangeRow.tsx';
import { changesText } from './ChangesCount.tsx';
import { ScheduleDialog } from './ScheduleDialog.tsx';
import { ScheduleList } from './ScheduleList.tsx';
import { msg, useT } from '../../lib/i18n.ts';

/** the most items one request names (server/schemas/workflow.ts MAX_ITEMS) */
const MAX_ITEMS = 500;

const LOAD_FAILURE = { failed: msg('Failed to fetch changes'), error: msg('Error fetching changes') };

/** What a command acts on: named items, or every change (`items` undefined). */
interface Target {
  items: ItemKey[] | undefined;
  what: string;
}

export function ChangesScreen() {
  const t = useT();
  const query = useChanges();
  const mode = usePublishingMode();
  const publish = usePublish();
  const discard = useDiscard();
  const preview = usePreview();
  const ready = useMarkReady();
  const reviewer = useRole().can('publish');
  const [picked, setPicked] = useState<ItemKey[]>([]);
  const [scheduling, setScheduling] = useState<Target | null>(null);
  const [discarding, setDiscarding] = useState<Target | null>(null);
  const changes = query.data?.changes ?? [];
  // a selection keeps only items still listed (one published elsewhere drops out), each with the
  // version the screen shows now: a command sends what was seen
  const selected = changes.filter((c) => picked.some((p) => sameItem(c, p))).map(keyOf);
  const isSelected = (c: Change) => selected.some((p) => sameItem(p, c));
  const select = (c: Change, on: boolean) => setPicked(on ? [...selected, keyOf(c)] : selected.filter((p) => !sameItem(p, c)));
  const allSelected = changes.length > 0 && selected.length === changes.length;
  const selection: Target = { items: selected, what: selected.length === 1 ? itemName(changes.find((c) => isSelected(c))!) : changesText(selected.length) };
  const busy = publish.isPending || discard.isPending;
  const notReady = changes.filter((c) => !c.ready).map(keyOf);
  // "Publish all" publishes the changes listed, as listed (beyond one request's limit: every change)
  const seenAll = changes.length <= MAX_ITEMS ? changes.map(keyOf) : undefined;

  return (
    <>
      <PageHeader
        title={t('Changes')}
        actions={
          reviewer ? (
            <Button onClick={() => publish.mutate({ items: seenAll })} disabled={busy || changes.length === 0}>
              {t('Publish all')}
            </Button>
          ) : (
            <Button variant="success" onClick={() => ready.mutate({ items: notReady, ready: true })} disabled={ready.isPending || notReady.length === 0}>
              {t('Mark all ready')}
            </Button>
          )
        }
      />
      <p className="text-body-secondary">
        {mode === 'review'
          ? t('Review mode: saving changes the working copy only. Changes reach the site when they are published here or on their screens.')
          : t('Instant mode: every save is published at once. Changes listed here were saved by someone who may not publish, or before the mode changed.')}
        {reviewer ? null : ' As an author you mark your changes ready for review; an editor or administrator publishes them.'}
      </p>
      <LoadError text={query.error ? failureText(query.error, LOAD_FAILURE) : null} />
      <CardSection title={query.data ? changesText(query.data.count) : t('Unpublished changes')}>
        {query.isLoading ? <Loading /> : null}
        {query.isSuccess && changes.length === 0 ? <EmptyState text={t('No unpublished changes')} /> : null}
        {changes.length > 0 ? (
          <>
            <div className="card-body d-flex flex-wrap align-items-center gap-2 border-bottom" role="toolbar" aria-label={t('Selected changes')}>
              <Form.Check
                type="checkbox"
                id="select-all-changes"
                label={t('Select all')}
                checked={allSelected}
                onChange={(e) => setPicked(e.currentTarget.checked ? changes.map(keyOf) : [])}
                className="me-2"
              />
              <span className="small text-body-secondary me-auto" aria-live="polite">
                {t('{count} selected', { count: selected.length })}
              </span>
              {reviewer ? (
                <Button size="sm" disabled={selected.length === 0 || busy} onClick={() => publish.mutate({ items: selected })}>
                  {t('Publish selected')}
                </Button>
              ) : null}
              {reviewer ? (
                <Button size="sm" variant="outline-primary" disabled={selected.length === 0} onClick={() => setScheduling(selection)}>
                  {t('Schedule selected')}
                </Button>
              ) : null}
              <Button size="sm" variant="outline-secondary" disabled={selected.length === 0} onClick={() => preview.mutate(selected)}>
                {t('Preview selected')}
              </Button>
              {reviewer ? (
                <Button size="sm" variant="outline-danger" disabled={selected.length === 0 || busy} onClick={() => setDiscarding(selection)}>
                  {t('Discard selected')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline-success"
                  disabled={selected.length === 0 || ready.isPending}
                  onClick={() => ready.mutate({ items: selected, ready: true })}
                >
                  {t('Mark selected ready')}
                </Button>
              )}
            </div>
            <ul className="list-group list-group-flush" aria-label={t('Unpublished changes')}>
              {changes.map((c) => {
                const one: Target = { items: [keyOf(c)], what: itemName(c) };
                return (
                  <ChangeRow
                    key={`${c.type}:${c.item_id}`}
                    change={c}
                    selected={isSelected(c)}
                    onSelect={(on) => select(c, on)}
                    onPreview={() => preview.mutate([keyOf(c)])}
                    commands={
                      reviewer
                        ? {
                            publish: () => publish.mutate({ items: [keyOf(c)] }),
                            schedule: () => setScheduling(one),
                            discard: () => setDiscarding(one),
                            busy,
                          }
                        : null
                    }
                  />
                );
              })}
            </ul>
          </>
        ) : null}
      </CardSection>
      <ScheduleList />
      {scheduling ? <ScheduleDialog items={scheduling.items} what={scheduling.what} onClose={() => setScheduling(null)} /> : null}
      <ConfirmDiscard
        what={discarding?.what ?? ''}
        show={discarding !== null}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding?.items) discard.mutate(discarding.items);
          setDiscarding(null);
        }}
      />
    </>
  );
}
