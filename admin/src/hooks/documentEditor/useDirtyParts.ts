// Dirty tracking by part: which parts of the draft hold edits no save has sent yet. Counted per part
// (not a flag) because a save sends the draft as it was when it started: an edit typed during the
// save is still unsaved when the save ends.
import { useMemo, useRef, useState } from 'react';

/** the edit count of each part when a save started */
export type EditMarks = Map<string, number>;

export function useDirtyParts() {
  const [dirtyCount, setDirtyCount] = useState(0);
  const edits = useRef(new Map<string, number>());
  const saved = useRef(new Map<string, number>());
  // the same functions on every render: the editor's effects and callbacks depend on them
  const parts = useMemo(() => {
    const isDirty = (part: string) => (edits.current.get(part) ?? 0) > (saved.current.get(part) ?? 0);
    const dirtyParts = () => [...edits.current.keys()].filter(isDirty);
    const recount = () => setDirtyCount(dirtyParts().length);
    return {
      isDirty,
      dirtyParts,
      recount,
      edited: (part: string) => {
        edits.current.set(part, (edits.current.get(part) ?? 0) + 1);
        recount();
      },
      /** the marks a save takes when it starts */
      mark: (names: string[]): EditMarks => new Map(names.map((p) => [p, edits.current.get(p) ?? 0])),
      /** whether `part` was edited after the save that took `marks` started */
      editedSince: (part: string, marks: EditMarks) => (edits.current.get(part) ?? 0) !== (marks.get(part) ?? edits.current.get(part) ?? 0),
      /** a save that took `marks` succeeded: what it sent is saved */
      saved: (marks: EditMarks) => {
        for (const [p, n] of marks) saved.current.set(p, n);
        recount();
      },
      /** the draft was replaced by a stored document (a restore): nothing is unsaved */
      clear: () => {
        for (const [p, n] of edits.current) saved.current.set(p, n);
        recount();
      },
    };
  }, []);
  return [dirtyCount, parts] as const;
}

export type DirtyParts = ReturnType<typeof useDirtyParts>[1];
