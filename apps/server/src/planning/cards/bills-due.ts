import { addBillMonths, type Bill, billOfMonth } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Card, cycleOf } from "./card-row.ts";

/**
 * The card's bills of last month, this month and next, around `today`: a due date moved by
 * weekends and holidays can fall in the month after the bill's. None for a card without a cycle.
 */
export function billsAround(card: Card, today: string): Bill[] {
  const cycle = cycleOf(card);
  if (!cycle) return [];
  return [-1, 0, 1].map((offset) => billOfMonth(cycle, addBillMonths(today.slice(0, 7), offset)));
}

/** What a bill holds (purchases and instalment parts) and whether it was paid. */
export async function billStatus(
  tx: SqlRunner,
  cardId: number,
  month: string,
): Promise<{ total: number; paid: boolean }> {
  const rows = await tx.query<{ total: number; paid: boolean }>(
    `SELECT COALESCE(SUM(amount_centavos), 0)::bigint AS total,
       EXISTS (SELECT 1 FROM card_bill_payments p WHERE p.card_id = $1 AND p.month = $2) AS paid
     FROM transactions WHERE card_id = $1 AND bill_month = $2`,
    [cardId, month],
  );
  return { total: rows[0]?.total ?? 0, paid: rows[0]?.paid ?? false };
}
