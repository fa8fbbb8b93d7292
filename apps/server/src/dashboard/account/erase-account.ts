import type { SqlRunner } from "@tostao/db";
import { describeTables } from "@tostao/db/types/describe-tables";

const USER_COLUMNS = ["user_id"];
const PHONE_COLUMNS = ["phone", "recipient", "whatsapp", "contact"];
/** Columns that hold a WhatsApp business-scoped user id (BSUID). */
const WA_USER_ID_COLUMNS = ["wa_user_id"];

/**
 * What the law makes the operator keep after an erasure: the billing records of the person's
 * purchases (the subscription and, through it, its payment events), five years from their last
 * event (core billing/retention.ts), then deleted by the daily purge. The account's link to them
 * goes (its foreign key sets it to null); the buyer's name, e-mail and phone stay with the sale.
 */
export const KEPT_AFTER_ERASURE = ["subscriptions", "subscription_events"] as const;

/** Columns that hold a person's id or phone, wherever they are (tables added later included). */
async function personalColumns(tx: SqlRunner): Promise<{
  byUser: { table: string; column: string }[];
  byPhone: { table: string; column: string }[];
  byWaUserId: { table: string; column: string }[];
}> {
  const columns = (await describeTables(tx)).flatMap((t) =>
    t.columns.map((c) => ({ table: t.name, column: c.name })),
  );
  const kept: readonly string[] = KEPT_AFTER_ERASURE;
  const pick = (names: string[]) =>
    columns.filter((c) => names.includes(c.column) && !kept.includes(c.table));
  return { byUser: pick(USER_COLUMNS), byPhone: pick(PHONE_COLUMNS), byWaUserId: pick(WA_USER_ID_COLUMNS) };
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Erases a person (LGPD art. 18, VI): every row that names their id, phone or WhatsApp BSUID, in every table but
 * the billing records the law makes the operator keep (KEPT_AFTER_ERASURE), then the person. A new
 * message from that phone later starts a new, empty account. Returns the names of their files
 * waiting on disk (uploads not yet read, PDFs waiting for a password: media_uploads.file), for the
 * caller to remove once the erasure is committed.
 */
export async function eraseAccount(tx: SqlRunner, input: { userId: number }): Promise<{ files: string[] }> {
  const users = await tx.query<{ phone: string | null; wa_user_id: string | null }>(
    "SELECT phone, wa_user_id FROM users WHERE id = $1 FOR UPDATE",
    [input.userId],
  );
  const person = users[0];
  if (!person) return { files: [] };
  const { phone } = person;
  // Their BSUIDs, the current and the ones they had; a conversation kept by BSUID names them too.
  const waUserIds = (
    await tx.query<{ id: string }>(
      `SELECT wa_user_id AS id FROM users WHERE id = $1 AND wa_user_id IS NOT NULL
       UNION SELECT wa_user_id FROM wa_user_id_history WHERE user_id = $1`,
      [input.userId],
    )
  ).map((r) => r.id);
  const phones = [...(phone ? [phone, phone.replace(/^\+/, "")] : []), ...waUserIds];
  const files = await tx.query<{ file: string }>(
    `SELECT u.file FROM media_uploads u JOIN messages m ON m.id = u.message_id
     WHERE (m.user_id = $1 OR m.phone = ANY($2::text[]) OR m.wa_user_id = ANY($2::text[])) AND u.file IS NOT NULL`,
    [input.userId, phones],
  );
  const { byUser, byPhone, byWaUserId } = await personalColumns(tx);
  // The person first: foreign keys cascade to their books, messages and sessions.
  await tx.query("DELETE FROM users WHERE id = $1", [input.userId]);
  // Then rows that name them without a foreign key: by phone (codes, statuses) or by a bare id.
  for (const { table, column } of byPhone) {
    if (table === "users") continue;
    await tx.query(`DELETE FROM ${quote(table)} WHERE ${quote(column)} = ANY($1::text[])`, [phones]);
  }
  for (const { table, column } of byWaUserId) {
    if (table === "users") continue;
    await tx.query(`DELETE FROM ${quote(table)} WHERE ${quote(column)} = ANY($1::text[])`, [waUserIds]);
  }
  for (const { table, column } of byUser) {
    await tx.query(`DELETE FROM ${quote(table)} WHERE ${quote(column)} = $1`, [input.userId]);
  }
  return { files: files.map((r) => r.file) };
}
