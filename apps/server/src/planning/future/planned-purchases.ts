import type { Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Book, fold } from "../cards/card-row.ts";

export interface PlannedPurchase {
  id: number;
  description: string;
  amount: Centavos | null;
  /** The month it is planned for: the last day of it (YYYY-MM-DD), or null. */
  plannedFor: string | null;
  status: "planned" | "bought" | "cancelled";
  transactionId: number | null;
}

export const PLANNED_COLUMNS = `id, description, amount_centavos AS amount, planned_for::text AS "plannedFor", status,
  transaction_id AS "transactionId"`;

/** The person's planned purchases still to buy, soonest first (undated last). */
export function listPlannedPurchases(
  tx: SqlRunner,
  input: { userId: number; book?: Book; status?: PlannedPurchase["status"] },
): Promise<PlannedPurchase[]> {
  return tx.query<PlannedPurchase>(
    `SELECT ${PLANNED_COLUMNS} FROM planned_purchases WHERE user_id = $1 AND book = $2 AND status = $3
     ORDER BY planned_for NULLS LAST, id`,
    [input.userId, input.book ?? "personal", input.status ?? "planned"],
  );
}

/**
 * The planned purchase a description names ("comprei a tv" finds "tv"), if exactly one fits.
 * `planned`: the person's planned purchases when already read (with their arrival on the text path,
 * books/preloaded-reads.ts); read here otherwise.
 */
export async function findPlannedPurchase(
  tx: SqlRunner,
  input: {
    userId: number;
    description: string;
    book?: Book;
    planned?: readonly PlannedPurchase[] | undefined;
  },
): Promise<PlannedPurchase | null> {
  const key = fold(input.description).replace(/^(o|a|os|as|um|uma|meu|minha)\s+/, "");
  if (key === "") return null;
  const planned = input.planned ?? (await listPlannedPurchases(tx, input));
  const exact = planned.filter((p) => fold(p.description) === key);
  if (exact.length === 1) return exact[0] ?? null;
  const words = (text: string) => new Set(fold(text).split(/\s+/));
  const said = words(key);
  const near = planned.filter((p) => [...words(p.description)].every((w) => said.has(w)));
  return near.length === 1 ? (near[0] ?? null) : null;
}
