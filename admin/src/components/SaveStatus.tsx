// The visible state of a document's saves (useDocumentEditor): saving, saved, or failed with the reason.
// In review mode, and for an author in either mode (issue 21), a save reaches the working copy only,
// and says so (issue 20).
import type { ReactNode } from 'react';
import type { DocumentEditor, SaveState } from '../hooks/useDocumentEditor.ts';
import { useSavesPublish } from '../hooks/useChanges.ts';
import { ItemTools } from './ItemPublishBar.tsx';
import { Loading } from './Loading.tsx';
import { MergeMarks } from './MergeMarks.tsx';
import { MergeNotice } from './MergeNotice.tsx';
import { PageHeader } from './PageHeader.tsx';
import { msg, useT } from '../lib/i18n.ts';

const TEXT = { idle: '', saving: msg('Saving...'), saved: msg('All changes saved') } as const;
const REVIEW_SAVED = msg('Saved (not published)');

export function SaveStatus({ status }: { status: SaveState }) {
  const t = useT();
  const failed = status.state === 'failed';
  const review = !useSavesPublish();
  return (
    <span role="status" aria-live="polite" data-state={status.state} className={`small ${failed ? 'text-danger' : 'text-body-secondary'}`}>
      {failed ? t('Not saved: {reason}', { reason: t(status.message) }) : t(status.state === 'saved' && review ? REVIEW_SAVED : TEXT[status.state])}
    </span>
  );
}

/**
 * The frame of a page-document screen (about, services, contact): its title, the save state and its
 * History above the content, which shows once the document is loaded. One frame, so the three
 * screens head and load alike.
 */
export function DocumentScreen<D extends object>({
  title,
  history,
  editor,
  children,
}: {
  title: string;
  /** the document's content type in the history */
  history: string;
  editor: DocumentEditor<D>;
  children: (doc: D) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <SaveStatus status={editor.status} />
            {editor.record?.id ? <ItemTools type={history} id={editor.record.id} /> : null}
          </div>
        }
      />
      <MergeNotice merge={editor.merge} />
      <MergeMarks merge={editor.merge}>{!editor.doc || editor.loading ? <Loading /> : children(editor.doc)}</MergeMarks>
    </>
  );
}
