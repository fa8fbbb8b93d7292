import { type Bill, type Centavos, installmentBills } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Card, cycleOf } from "./card-row.ts";

interface PlacedPart {
  transactionId: number;
  amount: Centavos;
  bill: Bill | null;
}

export interface PlacedPurchase {
  card: Card;
  date: string;
  parts: PlacedPart[];
}

/**
 * Puts a recorded purchase (one row, or one row per instalment) on a card: each part on its bill,
 * the first on the bill of the purchase date and the others on the following ones. Every part keeps
 * the purchase date, so month totals count the whole purchase in the month it was made. A part
 * whose bill was picked by hand keeps it.
 */
export async function placeOnCard(
  tx: SqlRunner,
  input: { userId: number; card: Card; transactionIds: number[] },
): Promise<PlacedPurchase> {
  const rows = await tx.query<{
    id: number;
    date: string;
    amount: number;
    overridden: boolean;
    bill_month: string | null;
  }>(
    `SELECT id, date::text AS date, amount_centavos AS amount, bill_overridden AS overridden, bill_month
     FROM transactions WHERE user_id = $1 AND id = ANY($2::bigint[])
     ORDER BY installment_number NULLS FIRST, id`,
    [input.userId, input.transactionIds],
  );
  const date = rows.reduce((min, r) => (r.date < min ? r.date : min), rows[0]?.date ?? "");
  const cycle = cycleOf(input.card);
  const bills = cycle ? installmentBills(cycle, date, rows.length) : rows.map(() => null);
  const months = rows.map((r, i) => (r.overridden ? r.bill_month : (bills[i]?.month ?? null)));
  await tx.query(
    `UPDATE transactions t SET card_id = $2, payment_method = COALESCE(t.payment_method, $5),
       bill_month = p.month, date = $3::date, updated_at = now()
     FROM unnest($1::bigint[], $4::text[]) AS p(id, month)
     WHERE t.id = p.id`,
    [rows.map((r) => r.id), input.card.id, date, months, input.card.kind],
  );
  return {
    card: input.card,
    date,
    parts: rows.map((r, i) => ({
      transactionId: r.id,
      amount: r.amount as Centavos,
      bill: bills[i] ?? null,
    })),
  };
}
