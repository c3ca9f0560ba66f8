// The one editor of a page document (about, services, contact: one JSON record each, API.md "/api").
// It loads the record, keeps a draft the screen edits part by part (banner, section, cards...), and
// saves a part when asked or, for the parts given a delay, by itself once typing stops. Each concern is
// a hook of its own under documentEditor/ (loading, the draft, dirty tracking, the save queue on a
// mutation scope, autosave, the save state, the leave guard); this file puts them together and keeps
// the draft in step with the stored record: a refetch replaces it only while nothing is unsaved, a new
// revision of the document (a restore) always does. Saves name the version they were made from; a
// stale one is merged with the stored document (issue 28), and the fields both people changed wait
// for the user's choice (`merge`, shown by MergeNotice).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lang } from '../components/fields.tsx';
import { useAutosave } from './documentEditor/useAutosave.ts';
import { useConflicts } from './documentEditor/useConflicts.ts';
import { useDirtyParts } from './documentEditor/useDirtyParts.ts';
import { useDocumentRecord } from './documentEditor/useDocumentRecord.ts';
import { useDraft } from './documentEditor/useDraft.ts';
import { useLeaveGuard } from './documentEditor/useLeaveGuard.ts';
import { useSaveQueue } from './documentEditor/useSaveQueue.ts';
import { useSaveStatus } from './documentEditor/useSaveStatus.ts';
import type { BilingualValue, DocumentEditorOptions, DocumentRecord, Part, SaveRequest } from './documentEditor/types.ts';
import { useRevisionKey } from './useRevision.ts';
import type { MergeView, Side } from './useCrudMerge.ts';
import { sameValue, valueAt, withValueAt } from '../lib/merge.ts';

export type { BilingualValue, DocumentEditorOptions, DocumentRecord, DocumentSource, SaveRequest, SaveState } from './documentEditor/types.ts';

/** The texts of a part that exist in both languages: 'title' for a part with title_en and title_tr. */
type BilingualName<T> = { [F in keyof T & string]: F extends `${infer N}_en` ? (`${N}_tr` extends keyof T ? N : never) : never }[keyof T & string];

export function useDocumentEditor<D extends object>(o: DocumentEditorOptions<D>) {
  const { source } = o;
  const [doc, draft] = useDraft<D>(source.empty);
  const [dirtyCount, dirty] = useDirtyParts();
  const [status, statusOps] = useSaveStatus();
  const [conflictState, conflicts] = useConflicts();

  const recordRef = useRef<DocumentRecord<D> | null>(null);
  const [record, setRecordState] = useState<DocumentRecord<D> | null>(null);
  const setRecord = useCallback((r: DocumentRecord<D> | null) => {
    recordRef.current = r;
    setRecordState(r);
  }, []);
  /** the stored record becomes the draft */
  const adopt = useCallback(
    (r: DocumentRecord<D> | null) => {
      setRecord(r);
      draft.replace(r?.doc ?? source.empty);
    },
    [draft, setRecord, source.empty],
  );
  const { query, toRecord, loading } = useDocumentRecord(o, adopt);

  // the autosave reads whether a save still waits, and queues its saves, through these late-bound refs
  const autosaveRef = useRef<{ waiting: () => boolean; flushAll: () => void }>({ waiting: () => false, flushAll: () => undefined });
  const queue = useSaveQueue<D>({
    options: o,
    toRecord,
    draft,
    dirty,
    status: statusOps,
    record: { current: () => recordRef.current, set: setRecord },
    waiting: () => autosaveRef.current.waiting(),
    conflicts,
  });
  const autosave = useAutosave(o, queue, statusOps.changed);
  autosaveRef.current = {
    waiting: autosave.waiting,
    flushAll: () => {
      for (const part of dirty.dirtyParts()) autosave.flush(part as Part<D>);
    },
  };

  // The first answer fills the draft; a later one (a refetch) only while nothing is unsaved. With
  // unsaved parts the draft stays on the version it was made from, so its save is refused as stale
  // and merged (a newer record taken as the base would make its old fields look like my changes).
  useEffect(() => {
    if (query.data === undefined) return;
    // (a field waiting for a choice holds what was typed, which the stored document lacks)
    if (!draft.loaded() || (dirty.dirtyParts().length === 0 && !conflicts.waiting())) adopt(query.data);
    else if (!query.data?.version || query.data.version === recordRef.current?.version) setRecord(query.data);
  }, [query.data, adopt, draft, dirty, setRecord, conflicts]);

  // A new revision of the document (a restore; the restore reads the document again before its
  // history) replaces the draft, unsaved parts included: kept, their next save would undo the restore.
  // The restore had the waiting autosaves sent first (saveScope.ts), so nothing typed before it is lost.
  const revisionKey = useRevisionKey(source.history, record?.id);
  const seenKey = useRef(revisionKey);
  useEffect(() => {
    if (seenKey.current === revisionKey) return;
    seenKey.current = revisionKey;
    if (revisionKey.endsWith(':opened') || query.data === undefined) return;
    adopt(query.data);
    dirty.clear();
    conflicts.clear();
  }, [revisionKey, query.data, adopt, dirty, conflicts]);

  useLeaveGuard(dirtyCount, () => dirty.dirtyParts().some((p) => !autosave.isAutosaved(p)));

  /** Replaces one part of the draft; an autosaved part saves itself after its delay. */
  const edit = useCallback(
    <K extends Part<D>>(part: K, value: D[K]) => {
      draft.setPart(part, value);
      dirty.edited(part);
      autosave.edited(part);
    },
    [draft, dirty, autosave],
  );

  /** sets one field of a part (a title of the banner), on the latest draft */
  const setField = <K extends Part<D>>(part: K, field: keyof D[K] & string, value: D[K][keyof D[K]]) =>
    edit(part, { ...(draft.latest() ?? source.empty)[part], [field]: value });

  /**
   * The user keeps one side of a field both changed. Theirs is stored already: the draft takes it.
   * Mine (what the field holds now, or what was typed before the merge) is an edit: the part saves.
   */
  const keep = useCallback(
    (path: string, side: Side) => {
      const c = conflicts.settle(path);
      if (!c) return;
      const [part, ...rest] = path.split('.') as [Part<D>, ...string[]];
      const latest = draft.latest() ?? source.empty;
      const now = valueAt(latest, path);
      const value = side === 'theirs' ? c.theirs : sameValue(now, c.theirs) ? c.mine : now;
      const next = (rest.length ? withValueAt(latest[part], rest.join('.'), value) : value) as D[Part<D>];
      if (side === 'theirs') draft.setPart(part, next);
      else edit(part, next);
    },
    [conflicts, draft, source.empty, edit],
  );
  const merge: MergeView | null =
    conflictState.conflicts.length || conflictState.taken.length ? { conflicts: conflictState.conflicts, taken: conflictState.taken, choices: {}, keep } : null;

  /** Saves one after another, each sending the draft as it is when it starts; waiting autosaves go first. */
  const save = useCallback(
    (req: SaveRequest<D>): Promise<boolean> => {
      autosaveRef.current.flushAll();
      return queue(req);
    },
    [queue],
  );

  return {
    query,
    /** the draft the screen shows and edits (null until loaded) */
    doc,
    record,
    loading,
    status,
    edit,
    setField,
    /** one text of a part for a BilingualField ('title': title_en and title_tr), edited on the latest draft */
    bilingual: <K extends Part<D>>(part: K, name: BilingualName<D[K]>): BilingualValue => {
      const texts = (doc ?? source.empty)[part] as Record<string, string>;
      return {
        name: `${part}.${name}`,
        en: texts[`${name}_en`],
        tr: texts[`${name}_tr`],
        onChange: (lang: Lang, value: string) => setField(part, `${name}_${lang}` as keyof D[K] & string, value as D[K][keyof D[K]]),
      };
    },
    save,
    /** after a save met someone else's change: what was merged, and the fields waiting for a choice */
    merge,
    isDirty: dirty.isDirty,
    /** saves an autosaved part at once (its field lost focus) */
    flush: autosave.flush,
  };
}

export type DocumentEditor<D extends object> = ReturnType<typeof useDocumentEditor<D>>;
