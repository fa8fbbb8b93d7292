import { type Book, type DigestData, type DigestPeriod, shiftDate } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { listBillDues } from "../planning/cards/bills-due.ts";
import { listGoals } from "../planning/goals/goals.ts";
import { listLimits } from "../planning/limits/limit-status.ts";

/** The figures of the digest of one person's book for the period; the other book never counts. */
export async function gatherDigest(
  tx: SqlRunner,
  input: { userId: number; book: Book; period: DigestPeriod; today: string },
): Promise<DigestData> {
  const { userId, book, period, today } = input;
  const totals = await tx.query<{ kind: string; now: number; before: number }>(
    `SELECT kind,
       COALESCE(SUM(amount_centavos) FILTER (WHERE date BETWEEN $2::date AND $3::date), 0)::bigint AS now,
       COALESCE(SUM(amount_centavos) FILTER (WHERE date BETWEEN $4::date AND $5::date), 0)::bigint AS before
     FROM transactions WHERE user_id = $1 AND book = $6 AND date BETWEEN $4::date AND $3::date GROUP BY kind`,
    [userId, period.from, period.to, period.previousFrom, period.previousTo, book],
  );
  const categories = await tx.query<{ category: string | null; spent: number; previous: number }>(
    `SELECT c.name AS category,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE t.date BETWEEN $2::date AND $3::date), 0)::bigint AS spent,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE t.date BETWEEN $4::date AND $5::date), 0)::bigint AS previous
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $6 AND t.kind = 'expense' AND t.date BETWEEN $4::date AND $3::date
     GROUP BY c.name ORDER BY spent DESC, c.name`,
    [userId, period.from, period.to, period.previousFrom, period.previousTo, book],
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
