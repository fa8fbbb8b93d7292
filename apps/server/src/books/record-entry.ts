/**
 * Recording what a person spent, earned or set aside, from any door (docs/books.md): the parts of
 * an instalment purchase on their dates and bills, the card it names, the fixed item it starts,
 * the goal it goes to, the receipt it was read from. One operation; the reply is the door's.
 */
import { randomUUID } from "node:crypto";
import {
  type Bill,
  billOfMonth,
  type Centavos,
  centavos,
  fromIso,
  MAX_INSTALMENTS,
  nextMonthDay,
  type OpenReminder,
  partDates,
  placeParts,
  type RecordKind,
  saoPauloTodayIso,
  splitInstallments,
  toIso,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type Card, cycleOf, findCard } from "../planning/cards/card-row.ts";
import { findGoal, type GoalView, listGoals } from "../planning/goals/goals.ts";
import { checkCategory } from "./check-category.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";
import { openRemindersNear, openRemindersOf, type ReminderPaid, settleReminder } from "./reminders.ts";
import { resolveCategory } from "./resolve-category.ts";

type PaymentMethod = "credit" | "debit" | "pix" | "cash" | "boleto" | "voucher";

/** What a door hands the books to record, whatever it read it from. */
export interface EntryInput {
  kind: RecordKind;
  /** The whole amount: all instalments together. */
  amount: Centavos;
  /** YYYY-MM-DD: the purchase date (the first part's, for instalments). */
  date: string;
  /** Named by the person (theirs of that kind and name, else the fallback), or picked by id (checked). */
  category: { name: string } | { id: number | null };
  description: string;
  payment?: { method: PaymentMethod | null; card: string | null; instalments?: number } | null;
  /** "todo dia 5": also a fixed monthly item on that day. */
  fixedDay?: number | null;
  /** The goal the money goes to, named by the person or picked by id. */
  goal?: { name: string } | { id: number } | null;
  /** The receipt's access key (NFC-e, SAT): the same receipt is recorded once. */
  accessKey?: string | null;
  /** The account the money moved in ("no pix do inter"), one of the person's (docs/accounts.md). */
  accountId?: number | null;
  /**
   * A payment the person just made (chat, a receipt, the dashboard): the open reminder it pays is
   * marked paid. Not for records re-booked or imported from a statement.
   */
  settlesReminder?: boolean;
}

/** A recorded entry as replies describe it (amounts in centavos). */
export interface RecordedEntry {
  kind: RecordKind;
  total: Centavos;
  date: string;
  category: string;
  categoryId: number | null;
  description: string;
  installments: { count: number; first: Centavos; last: Centavos; lastDate: string } | null;
  recurringDay: number | null;
  transactionIds: number[];
}

export type EntryOutcome =
  | {
      status: "recorded";
      entry: RecordedEntry;
      /** The card it went on, with each part's bill (null when the card has no cycle yet). */
      card: { card: Card; parts: { amount: Centavos; bill: Bill | null }[] } | null;
      /** An archived card it named: recorded off any bill. */
      archivedCard: string | null;
      goal: GoalView | null;
      /** A goal named that the person does not have. */
      unknownGoal: string | null;
      /** The reminder it paid (`settlesReminder`), now marked paid. */
      reminderPaid: ReminderPaid | null;
    }
  | {
      /** A fixed item said before its day: it starts then, nothing is booked now. */
      status: "fixed_later";
      kind: RecordKind;
      total: Centavos;
      category: string;
      description: string;
      day: number;
      firstOn: string;
    }
  | { status: "duplicate_receipt"; amount: Centavos; date: string };

/** A day of the month said for a fixed item, within 1-31 (day 31 falls on a short month's last day). */
export const clampDay = (day: number) => Math.max(1, Math.min(31, Math.trunc(day)));

async function categoryOf(
  tx: SqlRunner,
  actor: BooksActor,
  kind: RecordKind,
  category: EntryInput["category"],
): Promise<{ id: number; name: string } | null> {
  if ("name" in category) return resolveCategory(tx, actor.userId, kind, category.name, actor.book);
  if (category.id === null) return null;
  await checkCategory(tx, actor.userId, category.id, kind, actor.book);
  const rows = await tx.query<{ name: string }>("SELECT name FROM categories WHERE id = $1", [category.id]);
  return { id: category.id, name: rows[0]?.name ?? "" };
}

// The card a purchase goes on: the one it names, or "no crédito" the person's only credit card.
async function cardOf(tx: SqlRunner, actor: BooksActor, input: EntryInput) {
  const payment = input.payment;
  if (input.kind !== "expense" || !payment) return { card: null, archived: null };
  if (payment.method !== "credit" && payment.method !== "debit" && !payment.card)
    return { card: null, archived: null };
  const card = await findCard(tx, actor.userId, payment.card ?? null, actor.book);
  if (card?.archived) return { card: null, archived: card.name };
  if (card && (payment.method === null || payment.method === card.kind)) return { card, archived: null };
  return { card: null, archived: null };
}

/** A fixed monthly item in the actor's book, from `startsOn` on; its id. */
export async function insertFixedItem(
  tx: SqlRunner,
  actor: BooksActor,
  fields: {
    kind: RecordKind;
    total: Centavos;
    categoryId: number | null;
    description: string;
    day: number;
    payment: string | null;
    card: string | null;
    startsOn: string;
  },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month,
       payment_method, card, starts_on, book)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10) RETURNING id`,
    [
      actor.userId,
      fields.kind,
      fields.total,
      fields.categoryId,
      fields.description,
      fields.day,
      fields.payment,
      fields.card,
      fields.startsOn,
      actor.book,
    ],
  );
  return Number(rows[0]?.id);
}

/** The record a receipt (by its access key) already made, if any. */
export async function receiptRecorded(
  tx: SqlRunner,
  userId: number,
  accessKey: string,
): Promise<{ amount: Centavos; date: string } | null> {
  const seen = await tx.query<{ amount: number; date: string }>(
    `SELECT amount_centavos::bigint AS amount, date::text AS date FROM transactions
     WHERE user_id = $1 AND access_key = $2 LIMIT 1`,
    [userId, accessKey],
  );
  const first = seen[0];
  return first ? { amount: centavos(Number(first.amount)), date: first.date } : null;
}

async function record(tx: SqlRunner, actor: BooksActor, input: EntryInput): Promise<EntryOutcome> {
  const total = input.amount;
  if (!Number.isSafeInteger(total) || total <= 0) throw new RangeError("amount must be positive centavos");
  const seen = input.accessKey ? await receiptRecorded(tx, actor.userId, input.accessKey) : null;
  if (seen) return { status: "duplicate_receipt", ...seen };
  const category = await categoryOf(tx, actor, input.kind, input.category);
  const categoryName = category?.name ?? ("name" in input.category ? input.category.name : "");
  const description = input.description.trim().slice(0, 200);
  // Every part is at least one centavo: "0,01 em 2x" is one part of R$ 0,01, never a part of zero.
  const count = Math.max(
    1,
    Math.min(MAX_INSTALMENTS, Number(total), Math.trunc(input.payment?.instalments ?? 1)),
  );
  const today = saoPauloTodayIso(actor.now);

  let ruleId: number | null = null;
  let recurringDay: number | null = null;
  if (input.fixedDay && count === 1) {
    recurringDay = clampDay(input.fixedDay);
    // The first occurrence today or later (day 31 falls on a short month's last day).
    const firstOn = toIso(nextMonthDay(fromIso(today), recurringDay));
    // Said today on another day than its own ("aluguel 1500 todo dia 5" on the 23rd): it starts on its next day.
    if (input.date === today && firstOn !== today) {
      await insertFixedItem(tx, actor, {
        kind: input.kind,
        payment: input.payment?.method ?? null,
        card: input.payment?.card ?? null,
        total,
        categoryId: category?.id ?? null,
        description,
        day: recurringDay,
        startsOn: firstOn,
      });
      return {
        status: "fixed_later",
        kind: input.kind,
        total,
        category: categoryName,
        description,
        day: recurringDay,
        firstOn,
      };
    }
    ruleId = await insertFixedItem(tx, actor, {
      kind: input.kind,
      payment: input.payment?.method ?? null,
      card: input.payment?.card ?? null,
      total,
      categoryId: category?.id ?? null,
      description,
      day: recurringDay,
      startsOn: input.date,
    });
  }

  const { card, archived } = await cardOf(tx, actor, input);
  const parts = splitInstallments(total, count);
  const dates = partDates(input.date, count, { onCard: card !== null });
  const cycle = card ? cycleOf(card) : null;
  const paid = card
    ? await tx.query<{ month: string }>("SELECT month FROM card_bill_payments WHERE card_id = $1", [card.id])
    : [];
  const months = placeParts(
    cycle,
    input.date,
    parts.map(() => ({ month: null, overridden: false })),
    new Set(paid.map((p) => p.month)),
  );
  let goal: GoalView | null = null;
  let unknownGoal: string | null = null;
  if (input.goal) {
    goal =
      "name" in input.goal
        ? await findGoal(tx, { userId: actor.userId, name: input.goal.name, today: today, book: actor.book })
        : ((await listGoals(tx, { userId: actor.userId, today: today, book: actor.book })).find(
            (g) => g.id === (input.goal as { id: number }).id,
          ) ?? null);
    if (!goal && "name" in input.goal) unknownGoal = input.goal.name;
  }
  const group = count > 1 ? randomUUID() : null;
  // A payment made now may settle an open reminder: the reminders it could settle come back with
  // the insert (no round trip of their own on the text path).
  const settles =
    input.settlesReminder === true && input.kind === "expense" && count === 1 && ruleId === null;
  const rows = await tx.query<{ id: number; reminders: OpenReminder[] | string | null }>(
    `WITH booked AS (
       INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
         card, installment_group, installment_number, installment_count, recurring_rule_id, source_message_id, book,
         card_id, bill_month, goal_id, access_key, account_id)
       SELECT $1::bigint, $2, p.a, p.d::date, $5::bigint, $6, $7, $8, $9::uuid,
         CASE WHEN $9::uuid IS NULL THEN NULL ELSE p.n::smallint END,
         CASE WHEN $9::uuid IS NULL THEN NULL ELSE $10::smallint END,
         $11::bigint, $12::bigint, $13, $14::bigint, p.m, $15::bigint, $16,
         (SELECT id FROM accounts WHERE id = $18::bigint AND user_id = $1::bigint AND book = $13 AND archived_at IS NULL)
       FROM unnest($3::bigint[], $4::text[], $17::text[]) WITH ORDINALITY AS p(a, d, m, n)
       ORDER BY p.n
       RETURNING id
     )
     SELECT booked.id, ${openRemindersNear({ user: 1, book: 13, settles: 19, date: 20 })} AS reminders
     FROM booked`,
    [
      actor.userId,
      input.kind,
      parts,
      dates,
      category?.id ?? null,
      description,
      input.payment?.method ?? (card ? card.kind : null),
      input.payment?.card ?? null,
      group,
      count,
      ruleId,
      actor.messageId ?? null,
      actor.book,
      card?.id ?? null,
      goal?.id ?? null,
      input.accessKey ?? null,
      months,
      input.accountId ?? null,
      settles,
      input.date,
    ],
  );
  const transactionIds = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (goal)
    goal =
      (await listGoals(tx, { userId: actor.userId, today: today, book: actor.book })).find(
        (g) => g.id === goal?.id,
      ) ?? goal;
  const first = parts[0] ?? total;
  const last = parts[parts.length - 1] ?? total;
  const reminderPaid = settles
    ? await settleReminder(tx, {
        userId: actor.userId,
        open: openRemindersOf(rows[0]?.reminders ?? null),
        description,
        category: categoryName,
        amountCents: total,
        date: input.date,
      })
    : null;
  return {
    status: "recorded",
    entry: {
      kind: input.kind,
      total,
      date: input.date,
      category: categoryName,
      categoryId: category?.id ?? null,
      description,
      installments:
        count > 1 ? { count, first, last, lastDate: dates[dates.length - 1] ?? input.date } : null,
      recurringDay,
      transactionIds,
    },
    card: card
      ? {
          card,
          parts: parts.map((amount, i) => {
            const month = months[i];
            return { amount, bill: cycle && month ? billOfMonth(cycle, month) : null };
          }),
        }
      : null,
    archivedCard: archived,
    goal,
    unknownGoal,
    reminderPaid,
  };
}

/**
 * Records an entry in the actor's book as one operation (or as part of the one open): see
 * `EntryInput`. A receipt already recorded, or a fixed item said before its day, records nothing.
 */
export function recordEntry(
  tx: SqlRunner,
  actor: BooksActor,
  input: EntryInput,
): Promise<OperationResult<EntryOutcome>> {
  return inOperation(tx, actor, "record", () => record(tx, actor, input), {
    summary: { kind: input.kind, amount: input.amount, description: input.description.trim().slice(0, 200) },
  });
}
