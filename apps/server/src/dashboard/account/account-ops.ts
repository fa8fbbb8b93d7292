import { AppError, type InstalmentView } from "@tostao/core";
import type { Account } from "@tostao/core/dashboard/account";
import type { SqlRunner } from "@tostao/db";
import { followMonthSettings } from "../../books/limit-alerts.ts";

const accountNotFound = () => new AppError("unauthorized", "Entre para continuar.");

export async function getAccount(tx: SqlRunner, input: { userId: number }): Promise<Account> {
  const rows = await tx.query<{
    id: number;
    phone: string | null;
    wa_user_id: string | null;
    wa_username: string | null;
    name: string | null;
    created_at: Date | string;
    demo: boolean;
    instalment_view: InstalmentView;
  }>(
    "SELECT id, phone, wa_user_id, wa_username, name, created_at, demo, instalment_view FROM users WHERE id = $1",
    [input.userId],
  );
  const row = rows[0];
  if (!row) throw accountNotFound();
  return {
    id: Number(row.id),
    phone: row.phone,
    whatsappId: row.wa_user_id,
    username: row.wa_username,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    demo: row.demo,
    instalmentView: row.instalment_view,
  };
}

export async function renameAccount(
  tx: SqlRunner,
  input: { userId: number; name: string },
): Promise<Account> {
  await tx.query("UPDATE users SET name = $2 WHERE id = $1", [input.userId, input.name]);
  return getAccount(tx, input);
}

/**
 * Which month the person's credit parts count in from now on (their month totals, limits and
 * digests follow at once: they are read, never stored).
 */
export async function setInstalmentView(
  tx: SqlRunner,
  input: { userId: number; view: InstalmentView },
): Promise<Account> {
  // An open dashboard polls the books' version: its totals change with the view.
  const changed = await tx.query(
    `UPDATE users SET instalment_view = $2, books_version = books_version + 1
     WHERE id = $1 AND instalment_view <> $2 RETURNING id`,
    [input.userId, input.view],
  );
  // a credit part may now count in another month: the limits' marks follow it
  if (changed.length > 0) await followMonthSettings(tx, input);
  return getAccount(tx, input);
}

/** Changes whenever anything in the person's books changes (a trigger bumps it). */
export async function booksVersion(tx: SqlRunner, input: { userId: number }): Promise<number> {
  const rows = await tx.query<{ books_version: number }>("SELECT books_version FROM users WHERE id = $1", [
    input.userId,
  ]);
  return Number(rows[0]?.books_version ?? 0);
}
