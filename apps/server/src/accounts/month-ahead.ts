/**
 * The month ahead from the books (docs/accounts.md, "The month ahead"): today's balance, then
 * what is expected until the next payday (or the month's end): income still to come, fixed items
 * not yet booked, card bills due, reminders with amounts, planned purchases with a date.
 */
import {
  type AheadItem,
  type Book,
  countingPeriod,
  daysInMonth,
  type MonthAhead,
  monthAhead,
  monthOfDay,
  nextPayday,
  type PaydayRule,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { followMonthSettings } from "../books/limit-alerts.ts";
import { listBillDues } from "../planning/cards/bills-due.ts";
import { accountBalances } from "./balances.ts";

export interface Payday {
  rule: PaydayRule;
  amount: number | null;
  monthStartsOnPayday: boolean;
}

/** The person's payday, or null when they never said it. */
export async function loadPayday(tx: SqlRunner, userId: number): Promise<Payday | null> {
  const rows = await tx.query<{ rule: PaydayRule; amount: number | null; starts: boolean }>(
    `SELECT rule, amount_centavos::bigint AS amount, month_starts_on_payday AS starts FROM paydays WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    rule: row.rule,
    amount: row.amount === null ? null : Number(row.amount),
    monthStartsOnPayday: row.starts,
  };
}

/** Saves the payday rule (and the salary, when said; a later rule without it keeps the old one). */
export async function savePayday(
  tx: SqlRunner,
  input: { userId: number; rule?: PaydayRule; amount?: number | null; monthStartsOnPayday?: boolean },
): Promise<Payday | null> {
  if (input.rule) {
    await tx.query(
      `INSERT INTO paydays (user_id, rule, amount_centavos, month_starts_on_payday) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET rule = EXCLUDED.rule,
         amount_centavos = COALESCE(EXCLUDED.amount_centavos, paydays.amount_centavos),
         month_starts_on_payday = CASE WHEN $5::boolean THEN EXCLUDED.month_starts_on_payday
           ELSE paydays.month_starts_on_payday END,
         updated_at = now()`,
      [
        input.userId,
        JSON.stringify(input.rule),
        input.amount ?? null,
        input.monthStartsOnPayday ?? false,
        input.monthStartsOnPayday !== undefined,
      ],
    );
  } else if (input.monthStartsOnPayday !== undefined) {
    await tx.query("UPDATE paydays SET month_starts_on_payday = $2, updated_at = now() WHERE user_id = $1", [
      input.userId,
      input.monthStartsOnPayday,
    ]);
  }
  // the person's months may now start elsewhere: the limits' marks follow them
  if (input.rule || input.monthStartsOnPayday !== undefined) await followMonthSettings(tx, input);
  return loadPayday(tx, input.userId);
}

// Every day of the month `day` falls on between `from` and `until` (excluded), short months clamped.
function occurrences(day: number, from: string, until: string): string[] {
  const dates: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (let i = 0; i < 14; i++) {
    const d = Math.min(day, daysInMonth(y, m));
    const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
    if (iso >= until) break;
    if (iso >= from) dates.push(iso);
    m++;
    if (m === 13) {
      m = 1;
      y++;
    }
  }
  return dates;
}

/** What is expected from `today` until the day before `until`, each item labelled. */
async function expectedItems(
  tx: SqlRunner,
  input: { userId: number; book: Book; today: string; until: string },
): Promise<AheadItem[]> {
  const { userId, book, today, until } = input;
  const items: AheadItem[] = [];
  const rules = await tx.query<{
    id: number;
    kind: string;
    amount: number;
    description: string;
    day: number;
    method: string | null;
    starts_on: string;
  }>(
    `SELECT id, kind, amount_centavos::bigint AS amount, description, day_of_month AS day, payment_method AS method,
       starts_on::text AS starts_on
     FROM recurring_rules WHERE user_id = $1 AND book = $2 AND active`,
    [userId, book],
  );
  const booked = await tx.query<{ rule: number; month: string }>(
    `SELECT DISTINCT recurring_rule_id AS rule, to_char(date, 'YYYY-MM') AS month FROM transactions
     WHERE user_id = $1 AND book = $2 AND recurring_rule_id IS NOT NULL AND date >= date_trunc('month', $3::date)`,
    [userId, book, today],
  );
  const bookedSet = new Set(booked.map((b) => `${b.rule}|${b.month}`));
  for (const r of rules) {
    // A fixed item on a credit card is paid with its bill, counted below.
    if (r.method === "credit") continue;
    for (const date of occurrences(Number(r.day), today, until)) {
      if (date < r.starts_on || bookedSet.has(`${r.id}|${date.slice(0, 7)}`)) continue;
      items.push({
        kind: r.kind === "income" ? "income" : "fixed",
        label: r.description,
        date,
        amount: Number(r.amount),
      });
    }
  }
  const lastDay = addDay(until, -1);
  for (const bill of await listBillDues(tx, { userId, book, today, from: today, to: lastDay }))
    items.push({ kind: "bill", label: `Fatura ${bill.card}`, date: bill.dueOn, amount: Number(bill.total) });
  const reminders = await tx.query<{ description: string; amount: number; due: string }>(
    `SELECT description, amount_centavos::bigint AS amount, due_date::text AS due FROM reminders
     WHERE user_id = $1 AND book = $2 AND status IN ('pending', 'sent') AND amount_centavos IS NOT NULL
       AND due_date >= $3::date AND due_date < $4::date ORDER BY due_date, id`,
    [userId, book, today, until],
  );
  for (const r of reminders) {
    // A reminder of a fixed item already counted (same amount, same day) is the same payment.
    const twin = items.some((i) => i.kind === "fixed" && i.date === r.due && i.amount === Number(r.amount));
    if (!twin) items.push({ kind: "reminder", label: r.description, date: r.due, amount: Number(r.amount) });
  }
  const planned = await tx.query<{ description: string; amount: number; on: string }>(
    `SELECT description, amount_centavos::bigint AS amount, planned_for::text AS on FROM planned_purchases
     WHERE user_id = $1 AND book = $2 AND status = 'planned' AND amount_centavos IS NOT NULL
       AND planned_for >= $3::date AND planned_for < $4::date ORDER BY planned_for, id`,
    [userId, book, today, until],
  );
  for (const p of planned)
    items.push({ kind: "planned", label: p.description, date: p.on, amount: Number(p.amount) });
  return items;
}

function addDay(iso: string, n: number): string {
  const t = Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

export interface MonthAheadView extends MonthAhead {
  /** Why the period ends where it does: the next payday, or the month's end when none is known. */
  endsOn: "payday" | "month_end";
  payday: Payday | null;
}

/**
 * The projection from today to the next payday (`until: "payday"`, the month's end when the
 * person never said their payday) or to the month's end.
 */
export async function projectMonthAhead(
  tx: SqlRunner,
  input: { userId: number; book: Book; today: string; until: "payday" | "month_end" },
): Promise<MonthAheadView> {
  const payday = await loadPayday(tx, input.userId);
  const toPayday = input.until === "payday" && payday !== null;
  // The month's end is the person's (core countingPeriod): the day before the next payday when
  // their month starts on payday, so "esse mês" here is the month chat and Visão geral count.
  const rule = payday?.monthStartsOnPayday ? payday.rule : null;
  const monthEnd = countingPeriod(monthOfDay(input.today, rule), rule).to;
  const until = toPayday && payday ? nextPayday(payday.rule, input.today) : addDay(monthEnd, 1);
  const balances = await accountBalances(tx, input);
  const items = await expectedItems(tx, { ...input, until });
  // The salary the person told, when it arrives before the period ends (a month to its last day).
  const salaryOn = payday ? nextPayday(payday.rule, input.today) : null;
  if (payday?.amount && salaryOn && salaryOn < until) {
    const told = items.some((i) => i.kind === "income" && i.date === salaryOn && i.amount === payday.amount);
    if (!told) items.push({ kind: "income", label: "Salário", date: salaryOn, amount: payday.amount });
  }
  const ahead = monthAhead({
    today: input.today,
    until,
    balance: balances.total,
    balanceIsEstimate: balances.estimate,
    items,
  });
  return { ...ahead, endsOn: toPayday ? "payday" : "month_end", payday };
}
