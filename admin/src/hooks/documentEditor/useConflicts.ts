// The fields of a document that both this user and someone else changed (issue 28): found when a save
// is refused as stale (a 412) and merged (lib/merge.ts). Until the user keeps "Yours" or "Theirs", a
// save of the part sends the stored value of such a field (its autosave waits) and the draft keeps
// what the user typed, so nothing is lost and nothing is overwritten unseen.
import { useMemo, useRef, useState } from 'react';
import { mergeFields, valueAt, withValueAt, type FieldConflict } from '../../lib/merge.ts';

export interface ConflictState {
  conflicts: FieldConflict[];
  /** the fields whose new value came from the other person, at the last merge */
  taken: string[];
}

const NONE: ConflictState = { conflicts: [], taken: [] };

export function useConflicts() {
  const [state, setState] = useState<ConflictState>(NONE);
  const ref = useRef<ConflictState>(NONE);
  const ops = useMemo(() => {
    const set = (next: ConflictState) => {
      ref.current = next;
      setState(next);
    };
    return {
      /**
       * Merges the draft (`mine`, made from `base`) with the stored document (`theirs`): answers the draft
       * to show (merged, with what the user typed in each conflict). Conflicts found earlier and not
       * settled stay (their stored value brought up to date).
       */
      merge<D extends object>(base: D, mine: D, theirs: D): D {
        const r = mergeFields(base, mine, theirs);
        const found = new Map(ref.current.conflicts.map((c) => [c.path, c]));
        for (const c of r.conflicts) found.set(c.path, { ...c, mine: found.get(c.path)?.mine ?? c.mine });
        let shown = r.merged;
        for (const c of found.values()) {
          const stored = r.conflicts.find((n) => n.path === c.path)?.theirs ?? valueAt(theirs, c.path) ?? c.theirs;
          found.set(c.path, { ...c, theirs: stored });
          shown = withValueAt(shown, c.path, c.mine);
        }
        set({ conflicts: [...found.values()], taken: r.theirs });
        return shown;
      },
      /** the document to send for `parts`: each unsettled conflict of them at its stored value */
      hold(doc: Record<string, unknown>, parts: string[]): Record<string, unknown> {
        let out = doc;
        for (const c of ref.current.conflicts) if (parts.includes(c.path.split('.')[0])) out = withValueAt(out, c.path, c.theirs);
        return out;
      },
      /** the user kept one side of `path`: the conflict is settled (answered, to apply the choice) */
      settle(path: string): FieldConflict | undefined {
        const c = ref.current.conflicts.find((x) => x.path === path);
        set({ ...ref.current, conflicts: ref.current.conflicts.filter((x) => x !== c) });
        return c;
      },
      /** whether a field waits for the user's choice: the draft holds what was typed there, not what is stored */
      waiting: () => ref.current.conflicts.length > 0,
      /** the draft was replaced by a stored document (a restore, a discard): nothing is left to settle */
      clear: () => set(NONE),
    };
  }, []);
  return [state, ops] as const;
}

export type ConflictOps = ReturnType<typeof useConflicts>[1];
