/**
 * Spending-limit alerts as the books keep them (docs/books.md, "Limits"): a mark per threshold
 * reached in a category's month, so each alert goes out once. Every change of a month's expenses
 * (a record, a correction, a delete, an undo, from any door) brings the marks in line with the total.
 */

import type { Centavos } from "../money.ts";
import { type LimitThreshold, reachedThresholds } from "../planning/limits.ts";

export interface LimitMarks {
  /** Thresholds now reached that had no mark: marked now. */
  add: LimitThreshold[];
  /** Marks of thresholds the total fell back under: removed, so they can go out again. */
  rearm: LimitThreshold[];
  /** The alert owed now: the highest threshold newly reached, or null. */
  announce: LimitThreshold | null;
}

/**
 * What a month's marks become once its total is `spent`.
 * @example limitMarks(centavos(1000), centavos(850), [100]) // { add: [80], rearm: [100], announce: 80 }
 */
export function limitMarks(limit: Centavos, spent: Centavos, marked: readonly number[]): LimitMarks {
  const reached = reachedThresholds(limit, spent);
  const add = reached.filter((t) => !marked.includes(t));
  const rearm = marked.filter((t) => !(reached as number[]).includes(t)) as LimitThreshold[];
  return { add, rearm, announce: add.length > 0 ? (Math.max(...add) as LimitThreshold) : null };
}
