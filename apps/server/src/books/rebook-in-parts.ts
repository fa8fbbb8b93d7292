/**
 * Changing how many instalments a purchase has ("ops, foram 12x" in the chat, Parcelas on the
 * dashboard's edit): the purchase is booked again in that many parts from the same total, one
 * operation with the rest of the change, so "desfaz" / "Desfazer" puts the old parts back.
 */
import { centavos, type PaymentMethod, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { removeRecords } from "./delete-records.ts";
import type { BooksActor } from "./operation.ts";
import { recordEntry } from "./record-entry.ts";

/**
 * Why a record cannot be booked again in instalments (null: it can): only a purchase (an expense)
 * is paid in parts, and never one a fixed item books each month.
 */
export function instalmentsRefusal(record: { kind: RecordKind; fixed: boolean }): string | null {
  return record.kind !== "expense" || record.fixed ? "Só uma compra pode ser parcelada." : null;
}

/**
 * "ops, foram 12x": the purchase booked again in `count` parts from the same total, purchase date,
 * category, card, goal, account and receipt key (inside the open operation: "desfaz" puts the old
 * parts back). Returns the new parts' ids.
 */
export async function rebookInParts(
  tx: SqlRunner,
  actor: BooksActor,
  ids: number[],
  count: number,
): Promise<number[]> {
  const rows = await tx.query<{
    amount_centavos: number;
    date: string;
    category_id: number | null;
    description: string;
    payment_method: PaymentMethod | null;
    card: string | null;
    goal_id: number | null;
    access_key: string | null;
    account_id: number | null;
  }>(
    `SELECT amount_centavos, date::text AS date, category_id, description, payment_method, card, goal_id,
       access_key, account_id
     FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[])
     ORDER BY installment_number NULLS FIRST, id`,
    [actor.userId, ids],
  );
  const first = rows[0];
  if (!first) return ids;
  const total = centavos(rows.reduce((sum, r) => sum + Number(r.amount_centavos), 0));
  await removeRecords(tx, actor.userId, ids);
  const booked = await recordEntry(tx, actor, {
    kind: "expense",
    amount: total,
    date: first.date.slice(0, 10),
    category: { id: first.category_id === null ? null : Number(first.category_id) },
    description: first.description,
    payment: {
      method: first.payment_method ?? (count > 1 ? "credit" : null),
      card: first.card,
      instalments: count,
    },
    goal: first.goal_id === null ? null : { id: Number(first.goal_id) },
    accessKey: first.access_key,
    accountId: first.account_id === null ? null : Number(first.account_id),
  });
  return booked.value.status === "recorded" ? booked.value.entry.transactionIds : [];
}
