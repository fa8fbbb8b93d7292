import { addBillMonths, type Bill, billOfMonth, type Centavos, centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { loadCardMonths } from "./card-bills.ts";
import { type Book, type Card, cycleOf, listCards } from "./card-row.ts";

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

export interface BillDue {
  cardId: number;
  card: string;
  /** The bill's month, "YYYY-MM". */
  month: string;
  dueOn: string;
  /** What is on the bill so far (final once it has closed). */
  total: Centavos;
  /** Closed on or before today: the amount will not change. */
  closed: boolean;
}

/**
 * The unpaid, non-empty bills of the person's credit cards in use (archived cards left out) due
 * from `from` to `to` (inclusive; no `from`: overdue ones too), soonest first. `remindedOnly`
 * leaves out the cards whose bill reminders the person turned off.
 */
export async function listBillDues(
  tx: SqlRunner,
  input: {
    userId: number;
    book?: Book;
    today: string;
    from?: string;
    to: string;
    remindedOnly?: boolean;
  },
): Promise<BillDue[]> {
  const cards = (await listCards(tx, input.userId, input.book)).filter(
    (c) => !c.archived && (!input.remindedOnly || c.billReminders),
  );
  const months = await loadCardMonths(
    tx,
    cards.map((c) => c.id),
  );
  const dues: BillDue[] = [];
  for (const card of cards) {
    const cycle = cycleOf(card);
    const loaded = months.get(card.id);
    if (!cycle || !loaded) continue;
    for (const [month, row] of loaded.byMonth) {
      if (loaded.paid.has(month) || Number(row.total) <= 0) continue;
      const bill = billOfMonth(cycle, month);
      if ((input.from !== undefined && bill.dueOn < input.from) || bill.dueOn > input.to) continue;
      dues.push({
        cardId: card.id,
        card: card.name,
        month,
        dueOn: bill.dueOn,
        total: centavos(Number(row.total)),
        closed: bill.closesOn <= input.today,
      });
    }
  }
  return dues.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.card.localeCompare(b.card));
}
