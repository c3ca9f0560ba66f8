// The visible state of a document's saves (useDocumentEditor): saving, saved, or failed with the reason.
import type { SaveState } from '../hooks/useDocumentEditor.ts';
import { HistoryButton } from './HistoryPanel.tsx';
import { PageHeader } from './PageHeader.tsx';

const TEXT = { idle: '', saving: 'Saving...', saved: 'All changes saved' } as const;

export function SaveStatus({ status }: { status: SaveState }) {
  const failed = status.state === 'failed';
  return (
    <span role="status" aria-live="polite" data-state={status.state} className={`small ${failed ? 'text-danger' : 'text-body-secondary'}`}>
      {failed ? `Not saved: ${status.message}` : TEXT[status.state]}
    </span>
  );
}

/** The header of a page-document screen (about, services, contact): its title, the save state and its History. */
export function DocumentHeader({ title, status, history }: { title: string; status: SaveState; history: { type: string; id: number | undefined } }) {
  return (
    <PageHeader
      title={title}
      actions={
        <div className="d-flex gap-2 align-items-center">
          <SaveStatus status={status} />
          {history.id ? <HistoryButton type={history.type} id={history.id} /> : null}
        </div>
      }
    />
  );
}
