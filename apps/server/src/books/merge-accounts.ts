import type { SqlRunner } from "@tostao/db";

/**
 * Rows that are "the same thing" when both accounts have one: the dropped account's row gives
 * way to the kept account's, and whatever pointed at it points at the kept one (a record in
 * "Mercado" stays in "Mercado").
 */
const SAME_THING: Array<{ table: string; match: string }> = [
  { table: "categories", match: "k.book = d.book AND k.kind = d.kind AND k.name = d.name" },
  { table: "cards", match: "k.book = d.book AND lower(k.name) = lower(d.name)" },
  { table: "goals", match: "k.book = d.book AND lower(k.name) = lower(d.name)" },
];

/** Kept in step by the records' triggers: moving the records moves these sums. */
const DERIVED = new Set(["transaction_month_sums"]);

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function foreignKeys(tx: SqlRunner, referenced: string) {
  return tx.query<{ tbl: string; col: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
     FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = $1::regclass AND cardinality(c.conkey) = 1
     ORDER BY c.conrelid::regclass::text = 'transactions' DESC, 1, 2`,
    [referenced],
  );
}

/** Runs `sql` in a savepoint: true when it ran, false when a unique constraint refused it. */
async function tryInSavepoint(tx: SqlRunner, sql: string, params: unknown[]): Promise<boolean> {
  await tx.query("SAVEPOINT merge_people_step");
  try {
    await tx.query(sql, params);
    await tx.query("RELEASE SAVEPOINT merge_people_step");
    return true;
  } catch (error) {
    await tx.query("ROLLBACK TO SAVEPOINT merge_people_step");
    if ((error as { code?: string }).code === "23505") return false;
    throw error;
  }
}

/** Which of two accounts to keep: the one with more records (its books are the person's), else the older. */
export async function keeperOf(tx: SqlRunner, a: number, b: number): Promise<{ keep: number; drop: number }> {
  const rows = await tx.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.id IN ($1, $2)
     ORDER BY (SELECT COUNT(*) FROM transactions t WHERE t.user_id = u.id) DESC, u.id
     LIMIT 1`,
    [a, b],
  );
  const keep = Number(rows[0]?.id ?? Math.min(a, b));
  return { keep, drop: keep === a ? b : a };
}

export interface MergeReport {
  /** Rows of the dropped account that the kept one already had and were left out, per table. */
  leftOut: Record<string, number>;
}

/**
 * Part of the books module because it moves whole books (records, categories, fixed items,
 * reminders, their links and the undo history) from one account to another, one transaction.
 *
 * Makes two accounts one person (they turned out to be the same WhatsApp user: a phone account
 * from a checkout and a BSUID-only account from the chat, or two numbers of one person): every
 * row of `drop` moves to `keep`, whatever table it is in (found through the foreign keys, so
 * tables added later follow too), the same-named categories, cards and goals become one, and the
 * dropped account is deleted. A row the kept account already has (a one-per-person setting, a
 * pending question) stays the kept account's. The caller sets the kept account's identities.
 */
export async function mergePeople(
  tx: SqlRunner,
  input: { keep: number; drop: number },
): Promise<MergeReport> {
  const { keep, drop } = input;
  const leftOut: Record<string, number> = {};
  // Both rows locked, lower id first, so two merges of the same pair wait for each other.
  await tx.query("SELECT id FROM users WHERE id IN ($1, $2) ORDER BY id FOR UPDATE", [keep, drop]);
  for (const { table, match } of SAME_THING) {
    for (const fk of await foreignKeys(tx, table)) {
      await tx.query(
        `UPDATE ${fk.tbl} t SET ${quote(fk.col)} = k.id
         FROM ${table} d JOIN ${table} k ON k.user_id = $2 AND ${match}
         WHERE d.user_id = $1 AND t.${quote(fk.col)} = d.id`,
        [drop, keep],
      );
    }
    await tx.query(
      `DELETE FROM ${table} d USING ${table} k WHERE d.user_id = $1 AND k.user_id = $2 AND ${match}`,
      [drop, keep],
    );
  }
  for (const fk of await foreignKeys(tx, "users")) {
    if (DERIVED.has(fk.tbl)) continue;
    const move = `UPDATE ${fk.tbl} SET ${quote(fk.col)} = $2 WHERE ${quote(fk.col)} = $1`;
    if (await tryInSavepoint(tx, move, [drop, keep])) continue;
    // Some rows collide with the kept account's: move the others one by one.
    const rows = await tx.query<{ ctid: string }>(
      `SELECT ctid::text AS ctid FROM ${fk.tbl} WHERE ${quote(fk.col)} = $1`,
      [drop],
    );
    for (const { ctid } of rows) {
      const moved = await tryInSavepoint(
        tx,
        `UPDATE ${fk.tbl} SET ${quote(fk.col)} = $2 WHERE ctid = $3::tid AND ${quote(fk.col)} = $1`,
        [drop, keep, ctid],
      );
      if (!moved) leftOut[fk.tbl] = (leftOut[fk.tbl] ?? 0) + 1;
    }
  }
  await tx.query(
    `UPDATE users k SET
       name = COALESCE(k.name, d.name),
       wa_username = COALESCE(k.wa_username, d.wa_username),
       last_inbound_at = GREATEST(k.last_inbound_at, d.last_inbound_at),
       welcomed_at = COALESCE(k.welcomed_at, d.welcomed_at),
       welcome_template_at = COALESCE(k.welcome_template_at, d.welcome_template_at),
       business_started_at = LEAST(k.business_started_at, d.business_started_at),
       created_at = LEAST(k.created_at, d.created_at)
     FROM users d WHERE k.id = $2 AND d.id = $1`,
    [drop, keep],
  );
  // The dropped account's BSUID still finds the person (a late webhook, a queued reply's status).
  await tx.query(
    `INSERT INTO wa_user_id_history (wa_user_id, user_id)
     SELECT wa_user_id, $2 FROM users WHERE id = $1 AND wa_user_id IS NOT NULL
     ON CONFLICT (wa_user_id) DO UPDATE SET user_id = EXCLUDED.user_id`,
    [drop, keep],
  );
  await tx.query("DELETE FROM users WHERE id = $1", [drop]);
  return { leftOut };
}
