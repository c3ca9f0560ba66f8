// Saving: a save sends the chosen parts of the draft as they are when it starts (so typing during a
// save goes with the next one), then takes the server's copy of the parts not edited meanwhile. Saves
// are mutations of the document's scope (saveScope.ts), so they run one at a time; an autosave is one
// too from its edit on, waiting out its delay first. A save never throws: it answers whether it worked
// and reports a failure itself, keeping the draft (nothing typed is lost). Issue 28: a save names the
// version its record was read at (If-Match); refused as stale (a 412), the draft is merged with the
// stored document field by field (useConflicts) and the save is sent again on the new version.
import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, appendField, failureText, staleWrite } from '../../lib/api.ts';
import { CHANGES_KEY } from '../../lib/query.ts';
import { notify } from '../../lib/toast.tsx';
import { DOCUMENT_SAVE, saveScope, type AutosaveDelay, type SaveVariables } from './saveScope.ts';
import { settle, type Draft } from './useDraft.ts';
import type { DirtyParts } from './useDirtyParts.ts';
import type { ConflictOps } from './useConflicts.ts';
import type { SaveStatusOps } from './useSaveStatus.ts';
import type { DocumentEditorOptions, DocumentRecord, Part, RawRecord, SaveRequest } from './types.ts';

export interface SaveQueueDeps<D extends object> {
  options: DocumentEditorOptions<D>;
  toRecord: (raw: RawRecord | null | undefined) => DocumentRecord<D> | null;
  draft: Draft<D>;
  dirty: DirtyParts;
  status: SaveStatusOps;
  record: { current: () => DocumentRecord<D> | null; set: (r: DocumentRecord<D>) => void };
  /** whether an autosave still waits for its delay */
  waiting: () => boolean;
  conflicts: ConflictOps;
}

/** how many times a save meets a newer version and is merged before it gives up */
const STALE_TRIES = 3;

type Request<D> = SaveRequest<D> & { onlyIfDirty?: boolean };

export function useSaveQueue<D extends object>(deps: SaveQueueDeps<D>) {
  const queryClient = useQueryClient();
  const latest = useRef(deps);
  latest.current = deps;
  const { source } = deps.options;

  const send = useCallback(
    async (req: Request<D>): Promise<boolean> => {
      const { options, toRecord, draft, dirty, status, record, waiting, conflicts } = latest.current;
      const parts = req.parts ?? [];
      // an autosave whose parts a save by a button has sent meanwhile has nothing to do
      if (req.onlyIfDirty && !parts.some((p) => dirty.isDirty(p))) return true;
      const marks = dirty.mark(parts);
      const current = record.current();
      const fail = (message: string) => {
        status.failed(message);
        notify.error(message);
        return false;
      };
      if (!current && options.createOnLoad) return fail(options.createOnLoad.missing);
      // built anew for each try: a merge changes the draft
      const body = () => {
        const doc: Record<string, unknown> = {};
        for (const p of parts) doc[p] = draft.latest()?.[p];
        Object.assign(doc, req.override);
        const form = new FormData();
        form.append(source.column, JSON.stringify(conflicts.hold(doc, parts)));
        for (const [name, value] of Object.entries(req.extra ?? {})) {
          for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) appendField(form, name, v);
        }
        return form;
      };
      status.started();
      try {
        let answer: { data: RawRecord; etag?: string };
        for (let tries = 1; ; tries++) {
          const from = record.current();
          try {
            answer = from
              ? await api.put<{ data: RawRecord }>(`${source.path}/${from.id}`, body(), { version: from.version })
              : await api.post<{ data: RawRecord }>(source.path, body());
            break;
          } catch (err) {
            const stale = staleWrite(err);
            const theirs = stale ? toRecord(stale.current as RawRecord) : null;
            if (!from || !stale || !theirs || tries >= STALE_TRIES) throw err;
            // someone else saved since this record was read: their fields and mine, merged
            const stored = { ...theirs, version: stale.version };
            draft.replace(conflicts.merge(from.doc, draft.latest() ?? from.doc, stored.doc));
            record.set(stored);
            queryClient.setQueryData(source.key, stored);
          }
        }
        const saved = toRecord(answer.data)!;
        saved.version ??= answer.etag;
        record.set(saved);
        queryClient.setQueryData(source.key, saved);
        // in review mode the save is an unpublished change (the top bar's count, the publish bar)
        void queryClient.invalidateQueries({ queryKey: CHANGES_KEY });
        // parts not edited during the save take the server's copy; the rest keep what was typed since
        const next = { ...(draft.latest() ?? saved.doc) } as Record<string, unknown>;
        for (const key of Object.keys(saved.doc)) {
          if (!dirty.editedSince(key, marks)) next[key] = settle(next[key], saved.doc[key as Part<D>]);
        }
        dirty.saved(marks);
        draft.replace(next as D);
        if (req.success) notify.success(req.success);
        return true;
      } catch (err) {
        const text = failureText(err, req.failure);
        if (err instanceof ApiError && err.kind === 'unauthorized') return false;
        return fail(text ?? req.failure.error);
      } finally {
        dirty.recount();
        status.ended(waiting());
      }
    },
    [queryClient, source],
  );

  const mutation = useMutation({
    mutationKey: [DOCUMENT_SAVE, source.path],
    scope: saveScope(source.path),
    mutationFn: async ({ req, delay }: SaveVariables<Request<D>>) => {
      if (delay) await delay.promise;
      return send(req);
    },
  });
  const { mutateAsync } = mutation;

  /** Queues a save; an autosave (given its delay) sends once the delay ends, and only what is unsaved. */
  return useCallback(
    (req: SaveRequest<D>, delay?: AutosaveDelay): Promise<boolean> => mutateAsync({ req: delay ? { ...req, onlyIfDirty: true } : req, delay }),
    [mutateAsync],
  );
}
