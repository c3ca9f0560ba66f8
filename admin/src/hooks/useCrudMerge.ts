// A CRUD form's update that nothing overwrites unseen (issue 28, API.md "Versions"): the update is sent
// with the version the form was loaded from; a 412 brings the record as it is now, and the form's
// input is merged field by field against the item the form opened with (lib/merge.ts): my changes
// are sent again on the new version at once, the other person's stay, and a field both changed keeps
// its stored value until the user keeps "Yours" or "Theirs" (the form stays open meanwhile, with what
// was typed). The merge always starts from the item the form opened with, so a field the form still
// shows as it was is never mistaken for a change of mine.
import { useCallback, useMemo, useRef, useState } from 'react';
import { staleWrite, type Envelope } from '../lib/api.ts';
import { mergeFields, type FieldConflict } from '../lib/merge.ts';

export type Side = 'mine' | 'theirs';

/** What a form shows after a stale save (components/MergeNotice.tsx). */
export interface MergeView {
  /** fields both changed, with the choice made so far */
  conflicts: FieldConflict[];
  choices: Record<string, Side>;
  /** fields only the other person changed: their value was kept */
  taken: string[];
  keep: (path: string, side: Side) => void;
}

type Row = Record<string, unknown>;

/** A record as the server knows it, with its version. */
interface Known {
  record: Row;
  version: string | undefined;
}

/** The version a record carries (every record answered to a signed-in user has one). */
export const versionOf = (item: unknown): string | undefined => {
  const v = (item as { version?: unknown } | null)?.version;
  return typeof v === 'string' ? v : undefined;
};

const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : v instanceof Blob ? 'file' : typeof v);

/**
 * The fields of an input a merge compares: those the record has too, as texts, numbers, flags, or
 * lists and objects shaped as the record's (a list of ids). A file, null (an image field left empty:
 * "keep the current one"), or a field the record holds in another shape, is sent as it is.
 */
const comparable = (input: Row, record: Row) =>
  Object.keys(input).filter((k) => {
    if (!(k in record)) return false;
    const mine = kind(input[k]);
    if (mine === 'array' || mine === 'object') return kind(record[k]) === mine;
    return ['string', 'number', 'boolean'].includes(mine);
  });

const pick = (row: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));

/** What to send: my input over their record, their value where both changed and no choice says mine. */
export function planUpdate(base: Row, input: Row, known: Row, choices: Record<string, Side>) {
  // an input that is no record of fields (a logo's file) has nothing to merge
  const keys = input instanceof Blob ? [] : comparable(input, base);
  const r = mergeFields(pick(base, keys), pick(input, keys), pick(known, keys));
  const send: Row = input instanceof Blob ? input : { ...input, ...r.merged };
  for (const c of r.conflicts) if (choices[c.path] === 'mine') send[c.path] = c.mine;
  const open = r.conflicts.filter((c) => !choices[c.path]);
  return { send, sent: pick(send, keys), conflicts: r.conflicts, open, taken: r.theirs };
}

/** The version of a write's answer: its ETag, or the version of the record it answers. */
const answerVersion = (answer: unknown): string | undefined => {
  const etag = (answer as Envelope | null)?.etag;
  if (etag) return etag;
  for (const v of Object.values((answer as Row | null) ?? {})) if (versionOf(v)) return versionOf(v);
  return undefined;
};

/** The record a write answers (`{success, project: {...}}`), when it answers one. */
const recordIn = (answer: unknown): Row | undefined =>
  Object.values((answer as Row | null) ?? {}).find((v): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v);

export interface MergedUpdate<A = unknown> {
  /** the write's answer */
  answer: A;
  /** fields both changed that wait for the user's choice: the form stays open */
  open: FieldConflict[];
  /** fields the other person changed (their value kept) */
  taken: string[];
  /** whether the save met someone else's change (a 412 on the way, or an earlier one) */
  met: boolean;
}

const asRecord = (r: object): Row => r as Row;

/**
 * `initial`: the item a form that is always open (a settings form) was loaded with. `shape`: the record
 * as the form's input has it, where the two differ (a menu's entries without the labels the server adds),
 * so that only real changes count.
 */
export function useCrudMerge(initial: object | null = null, shape: (record: object) => Row = asRecord) {
  const shapeRef = useRef(shape);
  shapeRef.current = shape;
  const knownOf = (item: object, version = versionOf(item)): Known => ({ record: shapeRef.current(item), version });
  const base = useRef<Row | null>(initial && shape(initial));
  const known = useRef<Known | null>(initial && { record: shape(initial), version: versionOf(initial) });
  const [view, setView] = useState<Omit<MergeView, 'keep'> | null>(null);
  const choices = useRef<Record<string, Side>>({});

  /** a form opens on `item` (null: a create form) */
  const open = useCallback((item: object | null) => {
    base.current = item && shapeRef.current(item);
    known.current = item && knownOf(item);
    choices.current = {};
    setView(null);
  }, []);

  /**
   * Sends an update of the item the form opened with through `write`, merging on each 412 (a few
   * times at most: someone else saving again in between is met by the next try).
   */
  const update = useCallback(
    async <A>(input: unknown, write: (input: unknown, version: string | undefined) => Promise<A>): Promise<MergedUpdate<A>> => {
      const from = base.current ?? {};
      let met = view !== null;
      for (let tries = 0; ; tries++) {
        const now = known.current ?? { record: from, version: undefined };
        const plan = planUpdate(from, input as Row, now.record, choices.current);
        try {
          const answer = await write(plan.send, now.version);
          const answered = recordIn(answer);
          const stored = answered ? shapeRef.current(answered) : { ...now.record, ...plan.sent };
          known.current = { record: stored, version: answerVersion(answer) ?? now.version };
          // a form that stays open goes on from what is stored, unless a field still waits for a choice
          if (!plan.open.length) base.current = stored;
          const taken = met ? plan.taken : [];
          setView(met ? { conflicts: plan.open, choices: {}, taken } : null);
          choices.current = {};
          return { answer, open: plan.open, taken, met };
        } catch (err) {
          const stale = staleWrite(err);
          if (!stale || tries >= 2) throw err;
          known.current = knownOf(stale.current as object, stale.version);
          met = true;
        }
      }
    },
    [view],
  );

  const keep = useCallback((path: string, side: Side) => {
    choices.current = { ...choices.current, [path]: side };
    setView((v) => (v ? { ...v, choices: { ...choices.current } } : v));
  }, []);

  const merge: MergeView | null = useMemo(() => (view && (view.conflicts.length || view.taken.length) ? { ...view, keep } : null), [view, keep]);
  return { open, update, merge };
}

export type CrudMerge = ReturnType<typeof useCrudMerge>;
