import type { SqlRunner } from "@tostao/db";

/** Columns that hold a person's id or phone, wherever they are (tables added later included). */
async function personalColumns(
  tx: SqlRunner,
): Promise<{ byUser: { table: string; column: string }[]; byPhone: { table: string; column: string }[] }> {
  const rows = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND table_name IN (SELECT table_name FROM information_schema.tables
                          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
       AND column_name IN ('user_id', 'phone', 'recipient', 'whatsapp')
     ORDER BY table_name, column_name`,
  );
  const pick = (names: string[]) =>
    rows
      .filter((r) => names.includes(r.column_name))
      .map((r) => ({ table: r.table_name, column: r.column_name }));
  return { byUser: pick(["user_id"]), byPhone: pick(["phone", "recipient", "whatsapp"]) };
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Erases a person (LGPD art. 18, VI): every row that names their id or phone, in every table,
 * then the person. A new message from that phone later starts a new, empty account.
 */
export async function eraseAccount(tx: SqlRunner, input: { userId: number }): Promise<void> {
  const users = await tx.query<{ phone: string }>("SELECT phone FROM users WHERE id = $1 FOR UPDATE", [
    input.userId,
  ]);
  const phone = users[0]?.phone;
  if (!phone) return;
  const phones = [phone, phone.replace(/^\+/, "")];
  const { byUser, byPhone } = await personalColumns(tx);
  // The person first: foreign keys cascade to their books, messages and sessions.
  await tx.query("DELETE FROM users WHERE id = $1", [input.userId]);
  // Then rows that name them without a foreign key: by phone (codes, statuses) or by a bare id.
  for (const { table, column } of byPhone) {
    if (table === "users") continue;
    await tx.query(`DELETE FROM ${quote(table)} WHERE ${quote(column)} = ANY($1::text[])`, [phones]);
  }
  for (const { table, column } of byUser) {
    await tx.query(`DELETE FROM ${quote(table)} WHERE ${quote(column)} = $1`, [input.userId]);
  }
}
