import { type Book, type DigestData, type DigestPeriod, shiftDate } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "../books/counted-in-period.ts";
import { listLimits } from "../books/limit-status.ts";
import { listBillDues } from "../planning/cards/bills-due.ts";
import { listGoals } from "../planning/goals/goals.ts";

/** The figures of the digest of one person's book for the period; the other book never counts. */
export async function gatherDigest(
  tx: SqlRunner,
  input: { userId: number; book: Book; period: DigestPeriod; today: string },
): Promise<DigestData> {
  const { userId, book, period, today } = input;
  // Each record counted where the books count it (books/counted-in-period.ts): under the bill
  // view a credit part counts in its bill's month for the monthly close, and on the day its bill
  // falls due for the weekly summary (a purchase in 10x is one part a month, never all of it in
  // the week it was bought).
  const by = period.kind === "weekly" ? "days" : "months";
  // A month that starts on payday counts the bills of the month it is named after ($7, $8).
  const counted = (from: string, to: string, refs: Parameters<typeof countedInPeriod>[2]) =>
    countedInPeriod("t", { from, to, by }, refs);
  const bills = (ref: string) => (period.billMonths ? { months: { from: ref, to: ref } } : {});
  const now = counted(period.from, period.to, { from: "$2", to: "$3", userId: "$1", ...bills("$7::text") });
  const before = counted(period.previousFrom, period.previousTo, {
    from: "$4",
    to: "$5",
    userId: "$1",
    ...bills("$8::text"),
  });
  const months = period.billMonths ? [period.billMonths.now, period.billMonths.before] : [];
  const totals = await tx.query<{ kind: string; now: number; before: number; parts: number }>(
    `SELECT t.kind,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE ${now}), 0)::bigint AS now,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE ${before}), 0)::bigint AS before,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE ${now} AND t.installment_group IS NOT NULL), 0)::bigint AS parts
     FROM transactions t
     WHERE t.user_id = $1 AND t.book = $6 AND (${now} OR ${before}) GROUP BY t.kind`,
    [userId, period.from, period.to, period.previousFrom, period.previousTo, book, ...months],
  );
  const categories = await tx.query<{ category: string | null; spent: number; previous: number }>(
    `SELECT c.name AS category,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE ${now}), 0)::bigint AS spent,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE ${before}), 0)::bigint AS previous
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $6 AND t.kind = 'expense' AND (${now} OR ${before})
     GROUP BY c.name ORDER BY spent DESC, c.name`,
    [userId, period.from, period.to, period.previousFrom, period.previousTo, book, ...months],
  );
  // The close speaks of the month that ended; the weekly summary of the month being lived.
  const limitDay = period.kind === "monthly" ? period.to : today;
  const limits = await listLimits(tx, { userId, today: limitDay, book });
  const goals = await listGoals(tx, { userId, today, book });
  const billsDue: DigestData["billsDue"] =
    period.kind === "weekly"
      ? (await listBillDues(tx, { userId, book, today, from: today, to: shiftDate(today, 6) })).map((d) => ({
          card: d.card,
          total: d.total,
          dueOn: d.dueOn,
        }))
      : [];
  const sum = (kind: string, field: "now" | "before") => totals.find((t) => t.kind === kind)?.[field] ?? 0;
  return {
    period,
    income: sum("income", "now"),
    expenses: sum("expense", "now"),
    instalments: Number(totals.find((t) => t.kind === "expense")?.parts ?? 0),
    previousExpenses: sum("expense", "before"),
    categories: categories
      .filter((c) => c.spent > 0)
      .map((c) => ({ category: c.category ?? "Sem categoria", spent: c.spent, previous: c.previous })),
    limits: limits.map((l) => ({ category: l.category, spent: l.spent, limit: l.limit, percent: l.percent })),
    goals: goals
      .filter((g) => !g.reached)
      .map((g) => ({
        name: g.name,
        percent: g.percent,
        saved: g.saved,
        target: g.target,
        monthlyNeed: g.monthlyNeed,
      })),
    billsDue,
  };
}
