import type { Centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BillView, cardBills } from "../planning/cards/card-bills.ts";
import type { Card } from "../planning/cards/card-row.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

export type PayBillResult =
  | { ok: true; bill: BillView; amount: Centavos }
  | {
      ok: false;
      reason: "no_cycle" | "nothing_due" | "already_paid" | "not_closed" | "empty" | "short";
      bill?: BillView;
    };

/**
 * Pays a card's bill: `month` when given (the dashboard pays a bill picked and confirmed, early
 * too), else the oldest closed bill still unpaid. Without a month ("paguei a fatura" in chat) a bill
 * that has not closed yet is not paid (purchases may still land on it): `not_closed` with it; a bill
 * with nothing on it is not paid either (`empty`, nothing stored), nor one whose total is more than
 * the `said` amount the person paid (`short`: part payments are not kept). The
 * payment is a transfer (recorded against the bill, never as an expense), so the purchases on it
 * are not counted twice; it frees the limit they used. One operation: undone, the bill is open
 * again (unless something was moved or recorded on it since).
 */
export function payBill(
  tx: SqlRunner,
  actor: BooksActor,
  input: { card: Card; today: string; month?: string; said?: Centavos | null },
): Promise<OperationResult<PayBillResult>> {
  return inOperation(tx, actor, "pay_bill", () => pay(tx, actor, input), {
    summary: { card: input.card.name, month: input.month ?? null },
  });
}

async function pay(
  tx: SqlRunner,
  actor: BooksActor,
  input: { card: Card; today: string; month?: string; said?: Centavos | null },
): Promise<PayBillResult> {
  // One payment per bill even under concurrent requests: the card row serialises them.
  await tx.query("SELECT id FROM cards WHERE id = $1 FOR UPDATE", [input.card.id]);
  const found = await cardBills(
    tx,
    input.card,
    input.today,
    input.month ? { from: input.month, to: input.month } : {},
  );
  if (!found) return { ok: false, reason: "no_cycle" };
  let bill: BillView | undefined;
  if (input.month) bill = found.bills[0];
  else {
    bill = found.overview.closedUnpaid[0];
    const open = found.overview.open;
    if (!bill && open.total > 0 && !open.paid) return { ok: false, reason: "not_closed", bill: open };
  }
  if (!bill) return { ok: false, reason: "nothing_due" };
  if (bill.paid) return { ok: false, reason: "already_paid", bill };
  // A bill with nothing on it has nothing to pay: checked before anything is stored.
  if (bill.parts === 0) return { ok: false, reason: "empty", bill };
  if (input.said != null && input.said < bill.total) return { ok: false, reason: "short", bill };
  await tx.query(
    `INSERT INTO card_bill_payments (card_id, month, amount_centavos, paid_on, source_message_id)
     VALUES ($1, $2, $3, $4::date, $5)`,
    [input.card.id, bill.bill.month, bill.total, input.today, actor.messageId ?? null],
  );
  return {
    ok: true,
    bill: { ...bill, paid: { amount: bill.total, paidOn: input.today } },
    amount: bill.total,
  };
}
