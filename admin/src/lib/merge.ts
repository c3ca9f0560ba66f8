// The three-way merge of a save refused as stale (a 412, API.md "Versions"): the record the user
// started from (base), what the user has now (mine) and what the server holds now (theirs), compared
// field by field. A field only one side changed takes that side's value; a field both changed
// differently is a conflict the user settles ("Yours" / "Theirs"). Plain objects (a document's parts)
// are merged field by field inside; anything else (a text, a list of cards) is one field, compared
// whole. One pure module shared by the document editor and the CRUD forms.

/** A field both sides changed, to different values. `path`: its keys joined with '.' ('banner.title_en'). */
export interface FieldConflict {
  path: string;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult<T> {
  /**
   * What can be saved now without overwriting anyone: my changes on their record, and their value
   * where both changed (a conflict is not decided for the user).
   */
  merged: T;
  conflicts: FieldConflict[];
  /** the paths only the other person changed: their value was taken */
  theirs: string[];
  /** the paths only this user changed: saved again on the new version */
  mine: string[];
}

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Blob);

/** Structural equality of JSON-like values (texts, numbers, lists, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValue(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * Merges `mine` and `theirs`, both made from `base`. A key `mine` leaves out (undefined) counts as
 * unchanged by this user: a form sends only the fields it edits.
 */
export function mergeFields<T>(base: T, mine: T, theirs: T): MergeResult<T> {
  const out: MergeResult<T> = { merged: theirs, conflicts: [], theirs: [], mine: [] };
  out.merged = mergeValue(base, mine, theirs, '', out) as T;
  return out;
}

function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: string, out: MergeResult<unknown>): unknown {
  if (mine === undefined || sameValue(mine, base)) {
    if (!sameValue(theirs, base)) noteTheirs(base, theirs, path, out);
    return theirs;
  }
  if (sameValue(theirs, base)) {
    noteChanged(base, mine, path, out.mine);
    return mine;
  }
  if (sameValue(mine, theirs)) return mine;
  if (isPlain(mine) && isPlain(theirs)) {
    const b = isPlain(base) ? base : {};
    const merged: Plain = {};
    for (const k of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const v = mergeValue(b[k], mine[k], theirs[k], join(path, k), out);
      if (v !== undefined) merged[k] = v;
    }
    return merged;
  }
  out.conflicts.push({ path, mine, theirs });
  return theirs;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** the paths of `changed` that differ from `base`, down to the fields of plain objects */
function noteChanged(base: unknown, changed: unknown, path: string, into: string[]): void {
  if (isPlain(base) && isPlain(changed)) {
    for (const k of new Set([...Object.keys(base), ...Object.keys(changed)]))
      if (!sameValue(base[k], changed[k])) noteChanged(base[k], changed[k], join(path, k), into);
  } else into.push(path);
}

const noteTheirs = (base: unknown, theirs: unknown, path: string, out: MergeResult<unknown>) => noteChanged(base, theirs, path, out.theirs);

/** The value at `path` ('banner.title_en') of an object, or undefined. */
export function valueAt(obj: unknown, path: string): unknown {
  let v = obj;
  for (const k of path.split('.')) v = isPlain(v) ? v[k] : undefined;
  return v;
}

/** A copy of `obj` with `value` at `path`, the objects on the way copied too (the original is unchanged). */
export function withValueAt<T>(obj: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const here: Plain = isPlain(obj) ? { ...obj } : {};
  here[key] = rest.length ? withValueAt(here[key], rest.join('.'), value) : value;
  return here as T;
}
