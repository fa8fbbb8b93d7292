/**
 * Undo as data (docs/books.md, "Undo"). An operation on the books is the list of row changes it
 * made, each with the row as it was before and after; undoing it puts every row back as it was,
 * columns and links included, which is only safe while nothing done later rests on those rows.
 */

/** A row of a books table as stored (its columns by name, as JSON). */
export type RowImage = Readonly<Record<string, unknown>>;

/** One change to one row: inserted (`before` null), deleted (`after` null) or updated. */
export interface RowChange {
  table: string;
  /** The row's key within its table, e.g. "42" or "7|2026-04". */
  key: string;
  before: RowImage | null;
  after: RowImage | null;
}

/** Undoing a change: the row is deleted, put back whole, or given back its columns. */
export type UndoStep =
  | { action: "delete"; table: string; key: string }
  | { action: "insert"; table: string; key: string; row: RowImage }
  | { action: "update"; table: string; key: string; row: RowImage };

const rowId = (c: { table: string; key: string }) => `${c.table}\u0000${c.key}`;

/** JSON with object keys in order, so two images of one row compare as text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Whether two images of a row (or two absences of it) are the same. */
export function sameImage(a: RowImage | null, b: RowImage | null): boolean {
  if (a === null || b === null) return a === b;
  return canonical(a) === canonical(b);
}

/**
 * What an operation changed, row by row: the first image before and the last image after, in the
 * order the rows were first touched. A row inserted and deleted again, or changed and changed
 * back, is no change.
 * @example netChanges([{ table: "t", key: "1", before: null, after: { a: 1 } }, { table: "t", key: "1", before: { a: 1 }, after: { a: 2 } }])
 * // [{ table: "t", key: "1", before: null, after: { a: 2 } }]
 */
export function netChanges(changes: readonly RowChange[]): RowChange[] {
  const byRow = new Map<string, RowChange>();
  for (const change of changes) {
    const id = rowId(change);
    const seen = byRow.get(id);
    byRow.set(id, seen ? { ...seen, after: change.after } : { ...change });
  }
  return [...byRow.values()].filter((c) => !sameImage(c.before, c.after));
}

/**
 * The steps that undo an operation's net changes, last change first (rows that refer to others
 * go before the rows they refer to, the reverse of how they were made).
 */
export function undoSteps(net: readonly RowChange[]): UndoStep[] {
  return [...net].reverse().map((c): UndoStep => {
    if (c.before === null) return { action: "delete", table: c.table, key: c.key };
    if (c.after === null) return { action: "insert", table: c.table, key: c.key, row: c.before };
    return { action: "update", table: c.table, key: c.key, row: c.before };
  });
}

/**
 * The rows an undo would overwrite because they changed after the operation (edited, deleted or
 * put back by something later): each with its image now. Undoing is safe only when there is none.
 */
export function changedSince(
  net: readonly RowChange[],
  now: (table: string, key: string) => RowImage | null,
): { change: RowChange; now: RowImage | null }[] {
  return net
    .map((change) => ({ change, now: now(change.table, change.key) }))
    .filter(({ change, now: current }) => !sameImage(change.after, current));
}
