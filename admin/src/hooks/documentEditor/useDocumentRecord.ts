// Loading: the document's one stored record (API.md "/api": one JSON record per collection), and, for
// a screen that edits an empty record from the start (contact), making that record when there is none.
// Kept apart so the draft and the saves work on a record whatever way it came.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, failureText, formData } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import type { DocumentEditorOptions, DocumentRecord, RawRecord } from './types.ts';

export function useDocumentRecord<D extends object>(o: DocumentEditorOptions<D>, adopt: (r: DocumentRecord<D> | null) => void) {
  const { source } = o;
  const queryClient = useQueryClient();
  /** the answer of the API as the editor's record, the stored document over the empty one */
  const toRecord = useCallback(
    (raw: RawRecord | null | undefined): DocumentRecord<D> | null =>
      raw ? { id: raw.id, doc: { ...source.empty, ...(raw[source.column] as D) }, media: raw.media ?? {}, version: raw.version } : null,
    [source],
  );
  const query = useQuery({
    queryKey: source.key,
    queryFn: async () => toRecord((await api.get<{ data: RawRecord[] }>(source.path)).data[0]),
    meta: { failure: o.loadFailure },
  });

  const [creating, setCreating] = useState(false);
  const createTried = useRef(false);
  const createOnLoad = useRef(o.createOnLoad);
  createOnLoad.current = o.createOnLoad;
  const latestAdopt = useRef(adopt);
  latestAdopt.current = adopt;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const create = createOnLoad.current;
    if (!create || query.data !== null || createTried.current) return;
    createTried.current = true;
    setCreating(true);
    api
      .post<{ data: RawRecord }>(source.path, formData({ [source.column]: '{}' }))
      .then((answer) => {
        const record = toRecord(answer.data);
        queryClient.setQueryData(source.key, record);
        latestAdopt.current(record);
      })
      .catch((err) => {
        const text = failureText(err, { failed: create.failure, error: create.failure });
        if (text) notify.error(text);
      })
      .finally(() => mounted.current && setCreating(false));
  }, [query.data, source, toRecord, queryClient]);

  return { query, toRecord, loading: query.isLoading || creating };
}
