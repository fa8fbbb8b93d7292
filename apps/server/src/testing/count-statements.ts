import type { Db, SqlRunner } from "@tostao/db";

export interface StatementCounter {
  /** The database, counting every statement sent through it. */
  db: Db;
  /** Statements so far: each query and exec, and BEGIN and COMMIT for each transaction. */
  count(): number;
}

/**
 * Counts the round trips the code makes to the database. Statements the job queue sends on its own
 * at the top level (its polling and maintenance, timed by the clock) are left out, so a count is
 * the same on every run; what it sends inside our transactions (a job queued with its message)
 * counts.
 */
export function countStatements(db: Db): StatementCounter {
  let count = 0;
  const own = (text: string) => !/\bpgboss\./.test(text);
  const wrap = (runner: SqlRunner, inTransaction: boolean): SqlRunner => ({
    query(text, params) {
      if (inTransaction || own(text)) count++;
      return runner.query(text, params);
    },
    exec(text) {
      if (inTransaction || own(text)) count++;
      return runner.exec(text);
    },
    transaction(fn) {
      count += 2;
      return runner.transaction((tx) => fn(wrap(tx, true)));
    },
  });
  return { db: { ...db, ...wrap(db, false) }, count: () => count };
}
