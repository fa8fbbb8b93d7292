import { addBillMonths, type Bill, billOfMonth, type Centavos, centavos, openBill } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Card, cycleOf } from "./card-row.ts";

export interface BillView {
  bill: Bill;
  total: Centavos;
  /** Purchases and instalment parts on the bill. */
  parts: number;
  paid: { amount: Centavos; paidOn: string } | null;
  /** Closed on or before today. */
  closed: boolean;
}

export interface CardOverview {
  card: Card;
  /** The bill today's purchases land on. */
  open: BillView;
  /** Bills already closed and not paid, oldest first. */
  closedUnpaid: BillView[];
  /** The bill after the open one, with the instalments already committed to it. */
  next: BillView;
  /** Everything on the card's unpaid bills: the whole of an instalment purchase uses the limit. */
  limitUsed: Centavos;
  limitLeft: Centavos | null;
}

interface MonthRow {
  month: string;
  total: number;
  parts: number;
}

/** Totals per bill month of a card's parts, with the bills paid, in one pass. */
async function loadMonths(tx: SqlRunner, cardId: number) {
  // One after the other: inside a transaction both engines run one statement at a time anyway.
  const months = await tx.query<MonthRow>(
    `SELECT bill_month AS month, SUM(amount_centavos)::bigint AS total, COUNT(*)::int AS parts
     FROM transactions WHERE card_id = $1 AND bill_month IS NOT NULL GROUP BY bill_month`,
    [cardId],
  );
  const paid = await tx.query<{ month: string; amount: number; paid_on: string }>(
    "SELECT month, amount_centavos AS amount, paid_on::text AS paid_on FROM card_bill_payments WHERE card_id = $1",
    [cardId],
  );
  return {
    byMonth: new Map(months.map((m) => [m.month, m])),
    paid: new Map(paid.map((p) => [p.month, { amount: centavos(p.amount), paidOn: p.paid_on }])),
  };
}

/**
 * A card's bills from `from` to `to` ("YYYY-MM", inclusive) with their totals and payments, and the
 * overview on `today`. Null for a card without a bill cycle (debit, or days not yet given).
 */
export async function cardBills(
  tx: SqlRunner,
  card: Card,
  today: string,
  range: { from?: string; to?: string } = {},
): Promise<{ overview: CardOverview; bills: BillView[] } | null> {
  const cycle = cycleOf(card);
  if (!cycle) return null;
  const { byMonth, paid } = await loadMonths(tx, card.id);
  const view = (bill: Bill): BillView => {
    const row = byMonth.get(bill.month);
    return {
      bill,
      total: centavos(row?.total ?? 0),
      parts: row?.parts ?? 0,
      paid: paid.get(bill.month) ?? null,
      closed: bill.closesOn <= today,
    };
  };
  const open = openBill(cycle, today);
  const closedUnpaid = [...byMonth.keys()]
    .filter((m) => m < open.month && !paid.has(m))
    .sort()
    .map((m) => view(billOfMonth(cycle, m)))
    .filter((b) => b.total > 0);
  let limitUsed = 0;
  for (const [month, row] of byMonth) if (!paid.has(month)) limitUsed += row.total;
  const overview: CardOverview = {
    card,
    open: view(open),
    closedUnpaid,
    next: view(billOfMonth(cycle, addBillMonths(open.month, 1))),
    limitUsed: centavos(limitUsed),
    limitLeft: card.limit === null ? null : centavos(card.limit - limitUsed),
  };
  const from = range.from ?? addBillMonths(open.month, -12);
  const to = range.to ?? addBillMonths(open.month, 12);
  const bills: BillView[] = [];
  for (let m = from; m <= to; m = addBillMonths(m, 1)) bills.push(view(billOfMonth(cycle, m)));
  return { overview, bills };
}
