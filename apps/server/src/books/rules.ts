/**
 * The rules of the books, run once at the end of every operation over the records it changed
 * (docs/books.md): the parts of card purchases on their bills, and the limit marks of every
 * category and month whose expenses changed. Whatever door made the change, the same rules run.
 */
import {
  countingMonthOf,
  DEFAULT_INSTALMENT_VIEW,
  type InstalmentView,
  monthOfDay,
  netChanges,
  type PaydayRule,
  placeParts,
  type RowChange,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { monthStartRule } from "./counting-periods.ts";
import { forgetLimitMarks, type LimitAlert, syncLimitAlerts } from "./limit-alerts.ts";

export interface RulesOutcome {
  alerts: LimitAlert[];
}

interface RecordImage {
  id: number;
  user_id: number;
  kind: string;
  amount_centavos: number;
  date: string;
  category_id: number | null;
  card_id: number | null;
  bill_month: string | null;
  installment_group: string | null;
  installment_count: number | null;
}

const asRecord = (image: unknown) => image as RecordImage | null;

/** The fields of a changed row the rules read: a record's (RecordImage), a limit's category. */
const RULE_FIELDS = [
  "id",
  "user_id",
  "kind",
  "amount_centavos",
  "date",
  "category_id",
  "card_id",
  "bill_month",
  "installment_group",
  "installment_count",
] as const satisfies readonly (keyof RecordImage)[];

/**
 * What an operation changed that the rules follow, in one read: its records, row by row (first
 * image before, last after), and the categories whose limit it set, changed or removed.
 */
async function changedRows(
  tx: SqlRunner,
  operationId: number,
): Promise<{ records: RowChange[]; limitCategories: number[] }> {
  // Only the fields the rules read (RecordImage; a limit's category_id): an import's thousands of
  // whole rows would cost more to send and parse than everything the rules then do with them.
  const image = (column: string) =>
    `CASE WHEN ${column} IS NOT NULL THEN jsonb_build_object(${RULE_FIELDS.map((f) => `'${f}', ${column}->'${f}'`).join(", ")}) END`;
  const rows = await tx.query<{ table_name: string; row_key: string; before: unknown; after: unknown }>(
    `SELECT table_name, row_key, ${image("before")} AS before, ${image("after")} AS after FROM books_changes
     WHERE operation_id = $1 AND table_name IN ('transactions', 'spending_limits') ORDER BY seq`,
    [operationId],
  );
  const limitCategories = new Set<number>();
  const records: RowChange[] = [];
  for (const r of rows) {
    if (r.table_name === "spending_limits") {
      const image = (r.after ?? r.before) as { category_id?: unknown } | null;
      if (image?.category_id != null) limitCategories.add(Number(image.category_id));
      continue;
    }
    records.push({
      table: "transactions",
      key: r.row_key,
      before: r.before as RowChange["before"],
      after: r.after as RowChange["after"],
    });
  }
  return { records: netChanges(records), limitCategories: [...limitCategories] };
}

// Whether a change can move a purchase to other bills: new, or its date, card, amount or parts changed.
function movesBills(before: RecordImage | null, after: RecordImage): boolean {
  if (after.card_id === null) return after.bill_month !== null;
  if (!before) return true;
  return (
    before.card_id !== after.card_id ||
    before.date !== after.date ||
    before.installment_group !== after.installment_group ||
    before.installment_count !== after.installment_count ||
    (after.bill_month === null && before.bill_month === null)
  );
}

/** Puts every part of the purchases in `purchases` (group id or record id) on its card's bills. */
async function placePurchases(tx: SqlRunner, userId: number, purchases: Set<string>): Promise<void> {
  for (const purchase of purchases) {
    const [by, value] = purchase.split(":") as ["group" | "id", string];
    const parts = await tx.query<{
      id: number;
      date: string;
      card_id: number | null;
      bill_month: string | null;
      bill_overridden: boolean;
    }>(
      `SELECT id, date::text AS date, card_id, bill_month, bill_overridden FROM transactions
       WHERE user_id = $1 AND ${by === "group" ? "installment_group = $2::uuid" : "id = $2::bigint"}
       ORDER BY installment_number NULLS FIRST, id FOR UPDATE`,
      [userId, value],
    );
    const byCard = new Map<number | null, typeof parts>();
    for (const part of parts) byCard.set(part.card_id, [...(byCard.get(part.card_id) ?? []), part]);
    for (const [cardId, onCard] of byCard) {
      let months: (string | null)[];
      if (cardId === null) months = onCard.map(() => null);
      else {
        const cards = await tx.query<{ kind: string; closing_day: number | null; due_day: number | null }>(
          "SELECT kind, closing_day, due_day FROM cards WHERE id = $1",
          [cardId],
        );
        const card = cards[0];
        const cycle =
          card && card.kind === "credit" && card.closing_day !== null && card.due_day !== null
            ? { closingDay: card.closing_day, dueDay: card.due_day }
            : null;
        const paid = await tx.query<{ month: string }>(
          "SELECT month FROM card_bill_payments WHERE card_id = $1",
          [cardId],
        );
        const purchaseDate = onCard.reduce((min, p) => (p.date < min ? p.date : min), onCard[0]?.date ?? "");
        months = placeParts(
          cycle,
          purchaseDate,
          onCard.map((p) => ({ month: p.bill_month, overridden: p.bill_overridden })),
          new Set(paid.map((p) => p.month)),
        );
      }
      const moved = onCard.filter((p, i) => p.bill_month !== (months[i] ?? null));
      if (moved.length === 0) continue;
      await tx.query(
        `UPDATE transactions t SET bill_month = p.month,
           bill_overridden = t.bill_overridden AND p.month IS NOT NULL, updated_at = now()
         FROM unnest($1::bigint[], $2::text[]) AS p(id, month) WHERE t.id = p.id`,
        [moved.map((p) => p.id), moved.map((p) => months[onCard.indexOf(p)] ?? null)],
      );
    }
  }
}

/**
 * The marks of every limit the operation set, changed, removed or put back: a limit gone forgets
 * them (its alerts go out from scratch if it is set again); a limit there now counts the
 * thresholds `month` has already reached as announced (the reply to setting it says where the
 * month stands) and re-arms the ones no longer reached.
 */
async function followLimits(
  tx: SqlRunner,
  input: { userId: number; categories: number[]; month: string; rule: PaydayRule | null },
) {
  for (const categoryId of input.categories) {
    const now = await tx.query("SELECT 1 FROM spending_limits WHERE user_id = $1 AND category_id = $2", [
      input.userId,
      categoryId,
    ]);
    if (now.length === 0) await forgetLimitMarks(tx, input.userId, categoryId);
    else
      await syncLimitAlerts(tx, { userId: input.userId, categoryId, month: input.month, rule: input.rule });
  }
}

/**
 * Runs the rules over what operation `operationId` changed in the records of `userId` on `today`.
 * `placeBills` is off for an undo, whose rows come back on the bills they had. Months are the
 * person's (from payday to payday when they chose it, books/counting-periods.ts).
 */
export async function applyRules(
  tx: SqlRunner,
  input: { userId: number; operationId: number; placeBills: boolean; limitMarks: boolean; today: string },
): Promise<RulesOutcome> {
  const { records: changes, limitCategories } = await changedRows(tx, input.operationId);
  if (limitCategories.length > 0) {
    const rule = await monthStartRule(tx, input.userId);
    const month = monthOfDay(input.today, rule);
    await followLimits(tx, { userId: input.userId, categories: limitCategories, month, rule });
  }
  if (changes.length === 0) return { alerts: [] };
  if (input.placeBills) {
    const purchases = new Set<string>();
    for (const change of changes) {
      const after = asRecord(change.after);
      if (!after || !movesBills(asRecord(change.before), after)) continue;
      purchases.add(after.installment_group ? `group:${after.installment_group}` : `id:${after.id}`);
    }
    await placePurchases(tx, input.userId, purchases);
  }
  if (!input.limitMarks) return { alerts: [] };
  // Every category and month whose expenses changed, before and after the change: the month each
  // record counts in (a credit part in its bill's under the bill view, counted-in-period.ts), the
  // bills as they stand once the purchases were placed.
  // The person's view of credit parts and, when months start on payday, its rule.
  const [person] = await tx.query<{ instalment_view: InstalmentView; rule: PaydayRule | null }>(
    `SELECT u.instalment_view, p.rule FROM users u
     LEFT JOIN paydays p ON p.user_id = u.id AND p.month_starts_on_payday WHERE u.id = $1`,
    [input.userId],
  );
  const view = person?.instalment_view ?? DEFAULT_INSTALMENT_VIEW;
  const rule = person?.rule ?? null;
  const month = monthOfDay(input.today, rule);
  const afterIds = changes.flatMap((change) => asRecord(change.after)?.id ?? []);
  const placed = new Map(
    (
      await tx.query<{ id: number; bill_month: string | null }>(
        "SELECT id, bill_month FROM transactions WHERE id = ANY($1::bigint[])",
        [afterIds],
      )
    ).map((r) => [Number(r.id), r.bill_month]),
  );
  const months = new Map<string, { categoryId: number; month: string }>();
  for (const change of changes) {
    const before = asRecord(change.before);
    const after = asRecord(change.after);
    const images = [
      before && { ...before, billMonth: before.bill_month },
      after && {
        ...after,
        billMonth: placed.has(Number(after.id)) ? (placed.get(Number(after.id)) ?? null) : after.bill_month,
      },
    ];
    for (const image of images)
      if (image && image.kind === "expense" && image.category_id !== null) {
        const month = countingMonthOf(
          { date: String(image.date), billMonth: image.billMonth },
          view === "bill",
          rule,
        );
        months.set(`${image.category_id}:${month}`, { categoryId: Number(image.category_id), month });
      }
  }
  // The months being lived: this one, and the next (a purchase on the card's next bill counts there).
  const next = shiftMonth(month, 1);
  const alerts: LimitAlert[] = [];
  for (const marked of months.values()) {
    const alert = await syncLimitAlerts(tx, { userId: input.userId, ...marked, rule });
    if (alert) alerts.push({ ...alert, live: alert.month === month || alert.month === next });
  }
  return { alerts };
}
