import type { Db, SqlRunner } from "@tostao/db";

export interface StatementCounter {
  /** The database, counting every statement sent through it. */
  db: Db;
  /** Statements so far: each query and exec, and BEGIN and COMMIT for each transaction. */
  count(): number;
  /** Their texts, in order (whitespace folded; BEGIN, COMMIT and ROLLBACK as such). */
  texts(): string[];
}

/**
 * Counts the round trips the code makes to the database. Statements the job queue sends on its own
 * at the top level (its polling and maintenance, timed by the clock) are left out, so a count is
 * the same on every run; what it sends inside our transactions (a job queued with its message)
 * counts.
 */
export function countStatements(db: Db): StatementCounter {
  const texts: string[] = [];
  const own = (text: string) => !/\bpgboss\./.test(text);
  const note = (text: string) => texts.push(text.replace(/\s+/g, " ").trim());
  const wrap = (runner: SqlRunner, inTransaction: boolean): SqlRunner => ({
    query(text, params) {
      if (inTransaction || own(text)) note(text);
      return runner.query(text, params);
    },
    exec(text) {
      if (inTransaction || own(text)) note(text);
      return runner.exec(text);
    },
    async transaction(fn) {
      note("BEGIN");
      try {
        const value = await runner.transaction((tx) => fn(wrap(tx, true)));
        note("COMMIT");
        return value;
      } catch (error) {
        note("ROLLBACK");
        throw error;
      }
    },
  });
  return { db: { ...db, ...wrap(db, false) }, count: () => texts.length, texts: () => [...texts] };
}
