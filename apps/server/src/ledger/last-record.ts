import { type Book, type Centavos, centavos, type RecordKind, splitInstallments } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export interface LastRecord {
  kind: RecordKind;
  /** The whole purchase: all instalments together. */
  total: Centavos;
  date: string;
  description: string;
  category: string | null;
  installmentCount: number | null;
}

interface Row {
  id: number;
  kind: RecordKind;
  amount_centavos: number;
  date: string | Date;
  description: string;
  category: string | null;
  installment_group: string | null;
  installment_count: number | null;
  recurring_rule_id: number | null;
}

const isoDate = (value: string | Date) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

// The last record is the newest entry the person made: with instalments, the whole group.
async function findLast(
  tx: SqlRunner,
  userId: number,
  book: Book,
): Promise<{ row: Row; total: number; ids: number[] } | null> {
  const rows = await tx.query<Row>(
    `SELECT t.id, t.kind, t.amount_centavos, t.date::text AS date, t.description, c.name AS category,
       t.installment_group, t.installment_count, t.recurring_rule_id
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $2 ORDER BY t.id DESC LIMIT 1 FOR UPDATE OF t`,
    [userId, book],
  );
  const row = rows[0];
  if (!row) return null;
  if (!row.installment_group) return { row, total: row.amount_centavos, ids: [row.id] };
  const group = await tx.query<{ id: number; amount_centavos: number; date: string }>(
    `SELECT id, amount_centavos, date::text AS date FROM transactions
     WHERE user_id = $1 AND installment_group = $2 ORDER BY installment_number FOR UPDATE`,
    [userId, row.installment_group],
  );
  const first = group[0];
  return {
    row: { ...row, date: first?.date ?? row.date },
    total: group.reduce((s, g) => s + g.amount_centavos, 0),
    ids: group.map((g) => g.id),
  };
}

function describe(found: { row: Row; total: number }): LastRecord {
  return {
    kind: found.row.kind,
    total: centavos(found.total),
    date: isoDate(found.row.date),
    description: found.row.description,
    category: found.row.category,
    installmentCount: found.row.installment_count,
  };
}

/** Deletes the person's newest record of a book (all its instalments; stops its recurring rule). */
export async function deleteLastRecord(
  tx: SqlRunner,
  userId: number,
  book: Book = "personal",
): Promise<LastRecord | null> {
  const found = await findLast(tx, userId, book);
  if (!found) return null;
  await tx.query("DELETE FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[])", [
    userId,
    found.ids,
  ]);
  if (found.row.recurring_rule_id) {
    await tx.query("UPDATE recurring_rules SET active = false WHERE user_id = $1 AND id = $2", [
      userId,
      found.row.recurring_rule_id,
    ]);
  }
  return describe(found);
}

/** Changes the amount of the person's newest record; instalments are split again from the new total. */
export async function editLastRecord(
  tx: SqlRunner,
  userId: number,
  total: Centavos,
  book: Book = "personal",
): Promise<{ before: LastRecord; after: LastRecord } | null> {
  const found = await findLast(tx, userId, book);
  if (!found) return null;
  const parts = splitInstallments(total, found.ids.length);
  await tx.query(
    `UPDATE transactions t SET amount_centavos = p.a, updated_at = now()
     FROM unnest($2::bigint[], $3::bigint[]) AS p(id, a)
     WHERE t.user_id = $1 AND t.id = p.id`,
    [userId, found.ids, parts],
  );
  if (found.row.recurring_rule_id) {
    await tx.query("UPDATE recurring_rules SET amount_centavos = $3 WHERE user_id = $1 AND id = $2", [
      userId,
      found.row.recurring_rule_id,
      total,
    ]);
  }
  const before = describe(found);
  return { before, after: { ...before, total } };
}
