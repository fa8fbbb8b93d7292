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

export interface CardMonths {
  byMonth: Map<string, MonthRow>;
  paid: Map<string, { amount: Centavos; paidOn: string }>;
}

/** Totals per bill month and the bills paid of several cards, in two queries whatever their number. */
export async function loadCardMonths(tx: SqlRunner, cardIds: number[]): Promise<Map<number, CardMonths>> {
  const result = new Map<number, CardMonths>(
    cardIds.map((id) => [id, { byMonth: new Map(), paid: new Map() }]),
  );
  if (cardIds.length === 0) return result;
  // One after the other: inside a transaction both engines run one statement at a time anyway.
  const months = await tx.query<MonthRow & { card_id: number }>(
    `SELECT card_id, bill_month AS month, SUM(amount_centavos)::bigint AS total, COUNT(*)::int AS parts
     FROM transactions WHERE card_id = ANY($1::bigint[]) AND bill_month IS NOT NULL GROUP BY card_id, bill_month`,
    [cardIds],
  );
  const paid = await tx.query<{ card_id: number; month: string; amount: number; paid_on: string }>(
    `SELECT card_id, month, amount_centavos AS amount, paid_on::text AS paid_on
     FROM card_bill_payments WHERE card_id = ANY($1::bigint[])`,
    [cardIds],
  );
  for (const m of months) result.get(m.card_id)?.byMonth.set(m.month, m);
  for (const p of paid)
    result.get(p.card_id)?.paid.set(p.month, { amount: centavos(p.amount), paidOn: p.paid_on });
  return result;
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
  preloaded?: CardMonths,
): Promise<{ overview: CardOverview; bills: BillView[] } | null> {
  const cycle = cycleOf(card);
  if (!cycle) return null;
  const { byMonth, paid } = preloaded ??
    (await loadCardMonths(tx, [card.id])).get(card.id) ?? { byMonth: new Map(), paid: new Map() };
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
