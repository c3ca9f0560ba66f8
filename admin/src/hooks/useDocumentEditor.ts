// The one editor of a page document (about, services, contact: one JSON record each, API.md "/api").
// It loads the record, keeps a draft the screen edits part by part (banner, section, cards...), and
// saves a part when asked or, for the parts given a delay, by itself once typing stops. Saves run
// one at a time and send the draft as it is when they start, so typing during a save is saved by the
// next one. The state (saving / saved / failed) is shown by <SaveState>. Leaving the screen saves the
// parts waiting for their autosave, and asks before dropping a change of a part saved by a button.
// After a restore the screen is mounted again, so a new editor starts from the restored document.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MediaMap } from '../../../server/api-types.ts';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import type { Lang } from '../components/fields.tsx';
import { api, ApiError, failureText, formData, type FailureTexts } from '../lib/api.ts';
import { CHANGES_KEY } from '../lib/query.ts';
import { useBeforeRestore } from '../lib/restoreRemount.ts';
import { notify } from '../lib/toast.tsx';

/** A stored record: its id and the document under the collection's column (about_data, ...). */
export interface DocumentRecord<D> {
  id: number;
  doc: D;
  /** responsive variants of its images, by path */
  media: MediaMap;
}

export interface DocumentSource<D> {
  key: QueryKey;
  /** '/api/services' */
  path: string;
  /** 'services_data' */
  column: string;
  /** the document of a collection that has no record yet */
  empty: D;
}

type Part<D> = keyof D & string;
/** The texts of a part that exist in both languages: 'title' for a part with title_en and title_tr. */
type BilingualName<T> = { [F in keyof T & string]: F extends `${infer N}_en` ? (`${N}_tr` extends keyof T ? N : never) : never }[keyof T & string];
type Files = Record<string, Blob | Blob[] | string | undefined>;

/** One text of a part in both languages, as a BilingualField takes it: `<BilingualField {...editor.bilingual('banner', 'title')} />`. */
export interface BilingualValue {
  /** the text's path in the document without its language ('banner.title'), so a link can focus one language (?field=banner.title_en) */
  name: string;
  en: string;
  tr: string;
  onChange: (lang: Lang, value: string) => void;
}

export interface SaveRequest<D> {
  /** the parts of the draft to send */
  parts?: Part<D>[];
  /** values sent instead of the draft's (a card list with one card changed) */
  override?: Partial<D>;
  /** files and plain fields sent beside the document (banner_image, service_title_en, ...) */
  extra?: Files;
  failure: FailureTexts;
  /** a toast after success; none by default (the save state says it) */
  success?: string;
}

export type SaveState = { state: 'idle' | 'saving' | 'saved' } | { state: 'failed'; message: string };

export interface DocumentEditorOptions<D> {
  source: DocumentSource<D>;
  loadFailure: FailureTexts;
  /** parts that save themselves this long after the last edit, with their failure texts */
  autosave?: Partial<Record<Part<D>, { delayMs: number; failure: FailureTexts }>>;
  /**
   * Contact: with no record yet the screen makes an empty one at once (these texts on failure), and a
   * save without a record shows `missing` instead of creating one. Otherwise a first save creates it.
   */
  createOnLoad?: { failure: string; missing: string };
}

interface RawRecord {
  id: number;
  media?: DocumentRecord<unknown>['media'];
  [column: string]: unknown;
}

const LEAVE_QUESTION = 'You have unsaved changes. Leave this page without saving them?';

/** After a save: image paths and lists come from the server; text stays as typed (the server trims it). */
function settle(local: unknown, server: unknown): unknown {
  if (Array.isArray(server) || typeof server !== 'object' || server === null || typeof local !== 'object' || local === null) return server;
  const out: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  for (const [k, v] of Object.entries(local as Record<string, unknown>)) {
    if (typeof v === 'string' && k !== 'image' && k !== 'path' && k in out) out[k] = v;
  }
  return out;
}

export function useDocumentEditor<D extends object>(o: DocumentEditorOptions<D>) {
  const { source } = o;
  const queryClient = useQueryClient();
  const toRecord = useCallback(
    (raw: RawRecord | null | undefined): DocumentRecord<D> | null =>
      raw ? { id: raw.id, doc: { ...source.empty, ...(raw[source.column] as D) }, media: raw.media ?? {} } : null,
    [source],
  );
  const query = useQuery({
    queryKey: source.key,
    queryFn: async () => toRecord((await api.get<{ data: RawRecord[] }>(source.path)).data[0]),
    meta: { failure: o.loadFailure },
  });

  const mounted = useRef(true);
  const [draft, setDraft] = useState<D | null>(null);
  const draftRef = useRef<D | null>(null);
  const recordRef = useRef<DocumentRecord<D> | null>(null);
  const [record, setRecordState] = useState<DocumentRecord<D> | null>(null);
  const setRecord = useCallback((r: DocumentRecord<D> | null) => {
    recordRef.current = r;
    if (mounted.current) setRecordState(r);
  }, []);
  const [status, setStatus] = useState<SaveState>({ state: 'idle' });
  const [creating, setCreating] = useState(false);
  // edits per part, and the edit count each part had at its last successful save
  const edits = useRef(new Map<string, number>());
  const savedEdits = useRef(new Map<string, number>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(0);
  const [dirtyCount, setDirtyCount] = useState(0);
  const optionsRef = useRef(o);
  optionsRef.current = o;

  const isDirty = useCallback((part: string) => (edits.current.get(part) ?? 0) > (savedEdits.current.get(part) ?? 0), []);
  const countDirty = useCallback(() => {
    let n = 0;
    for (const part of edits.current.keys()) if (isDirty(part)) n++;
    if (mounted.current) setDirtyCount(n);
  }, [isDirty]);

  const adopt = useCallback(
    (r: DocumentRecord<D> | null) => {
      setRecord(r);
      const next = r?.doc ?? source.empty;
      draftRef.current = next;
      setDraft(next);
    },
    [source.empty, setRecord],
  );

  // the first answer fills the draft; a later one (a refetch) only while nothing is unsaved
  useEffect(() => {
    if (query.data === undefined) return;
    if (draftRef.current === null || [...edits.current.keys()].every((p) => !isDirty(p))) adopt(query.data);
    else setRecord(query.data);
  }, [query.data, adopt, isDirty, setRecord]);

  // contact: make the empty record the screen edits
  const createTried = useRef(false);
  useEffect(() => {
    const create = optionsRef.current.createOnLoad;
    if (!create || query.data !== null || createTried.current) return;
    createTried.current = true;
    setCreating(true);
    api
      .post<{ data: RawRecord }>(source.path, formData({ [source.column]: '{}' }))
      .then((answer) => {
        const record = toRecord(answer.data);
        queryClient.setQueryData(source.key, record);
        adopt(record);
      })
      .catch((err) => {
        const text = failureText(err, { failed: create.failure, error: create.failure });
        if (text) notify.error(text);
      })
      .finally(() => mounted.current && setCreating(false));
  }, [query.data, source, toRecord, queryClient, adopt]);

  const send = useCallback(
    async (req: SaveRequest<D>): Promise<boolean> => {
      const parts = req.parts ?? [];
      const startEdits = new Map(parts.map((p) => [p, edits.current.get(p) ?? 0]));
      const current = recordRef.current;
      const create = optionsRef.current.createOnLoad;
      const fail = (message: string) => {
        if (mounted.current) setStatus({ state: 'failed', message });
        notify.error(message);
        return false;
      };
      if (!current && create) return fail(create.missing);
      const doc: Record<string, unknown> = {};
      for (const p of parts) doc[p] = draftRef.current?.[p];
      Object.assign(doc, req.override);
      const body = new FormData();
      body.append(source.column, JSON.stringify(doc));
      for (const [name, value] of Object.entries(req.extra ?? {})) {
        for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) body.append(name, v);
      }
      running.current++;
      if (mounted.current) setStatus({ state: 'saving' });
      try {
        const answer = current
          ? await api.put<{ data: RawRecord }>(`${source.path}/${current.id}`, body)
          : await api.post<{ data: RawRecord }>(source.path, body);
        const saved = toRecord(answer.data)!;
        setRecord(saved);
        queryClient.setQueryData(source.key, saved);
        // in review mode the save is an unpublished change (the top bar's count, the publish bar)
        void queryClient.invalidateQueries({ queryKey: CHANGES_KEY });
        // parts not edited during the save take the server's copy; the rest keep what was typed since
        const next = { ...(draftRef.current ?? saved.doc) } as Record<string, unknown>;
        for (const key of Object.keys(saved.doc)) {
          const p = key as Part<D>;
          const editedMeanwhile = (edits.current.get(p) ?? 0) !== (startEdits.get(p) ?? edits.current.get(p) ?? 0);
          if (!editedMeanwhile) next[p] = settle(next[p], saved.doc[p]);
        }
        for (const [p, n] of startEdits) savedEdits.current.set(p, n);
        draftRef.current = next as D;
        if (mounted.current) setDraft(next as D);
        if (req.success) notify.success(req.success);
        return true;
      } catch (err) {
        const text = failureText(err, req.failure);
        if (err instanceof ApiError && err.kind === 'unauthorized') return false;
        return fail(text ?? req.failure.error);
      } finally {
        running.current--;
        countDirty();
        if (mounted.current) {
          setStatus((s) => (s.state === 'failed' || running.current > 0 || timers.current.size > 0 ? s : { state: 'saved' }));
        }
      }
    },
    [source, toRecord, queryClient, countDirty, setRecord],
  );

  /** Saves one after another, each sending the draft as it is when it starts. */
  const save = useCallback(
    (req: SaveRequest<D>): Promise<boolean> => {
      const run = queue.current.then(() => send(req));
      queue.current = run.catch(() => false);
      return run;
    },
    [send],
  );

  const autosaveNow = useCallback(
    (part: Part<D>) => {
      const rule = optionsRef.current.autosave?.[part];
      clearTimeout(timers.current.get(part));
      timers.current.delete(part);
      if (rule && isDirty(part)) void save({ parts: [part], failure: rule.failure });
    },
    [save, isDirty],
  );

  /** Replaces one part of the draft; an autosaved part saves itself after its delay. */
  const edit = useCallback(
    <K extends Part<D>>(part: K, value: D[K]) => {
      const next = { ...(draftRef.current ?? source.empty), [part]: value } as D;
      draftRef.current = next;
      setDraft(next);
      edits.current.set(part, (edits.current.get(part) ?? 0) + 1);
      countDirty();
      const rule = optionsRef.current.autosave?.[part];
      if (rule) {
        clearTimeout(timers.current.get(part));
        timers.current.set(
          part,
          setTimeout(() => autosaveNow(part), rule.delayMs),
        );
        // a new change is not saved yet; a running save stays shown
        setStatus((s) => (s.state === 'saved' ? { state: 'idle' } : s));
      }
    },
    [source.empty, countDirty, autosaveNow],
  );

  // leaving the screen: the parts waiting for their autosave are saved now
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const part of [...pending.keys()]) autosaveNow(part as Part<D>);
    };
  }, [autosaveNow]);

  // A restore mounts the screen again, and this editor with it, on the restored document
  // (lib/restoreRemount.ts). The parts waiting for their autosave are saved before the restore runs:
  // saved after it, they would overwrite the restored content.
  useBeforeRestore(() => {
    for (const part of [...timers.current.keys()]) autosaveNow(part as Part<D>);
    return queue.current;
  });

  // a change of a part saved by a button is not dropped without asking
  const manualDirty = () => [...edits.current.keys()].some((p) => isDirty(p) && !optionsRef.current.autosave?.[p as Part<D>]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyCount > 0 && currentLocation.pathname !== nextLocation.pathname && manualDirty());
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (dirtyCount > 0) e.preventDefault();
      },
      [dirtyCount],
    ),
  );

  /** sets one field of a part (a title of the banner), on the latest draft */
  const setField = <K extends Part<D>>(part: K, field: keyof D[K] & string, value: D[K][keyof D[K]]) =>
    edit(part, { ...(draftRef.current ?? source.empty)[part], [field]: value });

  return {
    query,
    /** the draft the screen shows and edits (null until loaded) */
    doc: draft,
    record,
    loading: query.isLoading || creating,
    status,
    edit,
    setField,
    /** one text of a part for a BilingualField ('title': title_en and title_tr), edited on the latest draft */
    bilingual: <K extends Part<D>>(part: K, name: BilingualName<D[K]>): BilingualValue => {
      const texts = (draft ?? source.empty)[part] as Record<string, string>;
      return {
        name: `${part}.${name}`,
        en: texts[`${name}_en`],
        tr: texts[`${name}_tr`],
        onChange: (lang, value) => setField(part, `${name}_${lang}` as keyof D[K] & string, value as D[K][keyof D[K]]),
      };
    },
    save,
    isDirty,
    /** saves an autosaved part at once (its field lost focus) */
    flush: autosaveNow,
  };
}

export type DocumentEditor<D extends object> = ReturnType<typeof useDocumentEditor<D>>;
