import { type Book, type Centavos, centavos, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export interface PeriodTotals {
  income: Centavos;
  expenses: Centavos;
  investments: Centavos;
  /** Income minus expenses; investments stay apart. */
  balance: Centavos;
  count: number;
}

export interface CategoryTotal {
  category: string;
  total: Centavos;
}

/** Totals of the person's books between two dates (inclusive), optionally for one category name. */
export async function periodTotals(
  tx: SqlRunner,
  userId: number,
  from: string,
  to: string,
  categoryName: string | null = null,
  book: Book = "personal",
): Promise<PeriodTotals> {
  const rows = await tx.query<{ kind: RecordKind; total: number; n: number }>(
    `SELECT t.kind, COALESCE(SUM(t.amount_centavos), 0)::bigint AS total, COUNT(*)::bigint AS n
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $5 AND t.date BETWEEN $2::date AND $3::date
       AND ($4::text IS NULL OR lower(c.name) = lower($4))
     GROUP BY t.kind`,
    [userId, from, to, categoryName, book],
  );
  const sum = (kind: RecordKind) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const income = sum("income");
  const expenses = sum("expense");
  return {
    income: centavos(income),
    expenses: centavos(expenses),
    investments: centavos(sum("investment")),
    balance: centavos(income - expenses),
    count: rows.reduce((n, r) => n + Number(r.n), 0),
  };
}

/** Expense totals per category in the period, largest first. */
export async function expensesByCategory(
  tx: SqlRunner,
  userId: number,
  from: string,
  to: string,
  limit = 5,
  book: Book = "personal",
): Promise<CategoryTotal[]> {
  const rows = await tx.query<{ category: string | null; total: number }>(
    `SELECT c.name AS category, SUM(t.amount_centavos)::bigint AS total
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $5 AND t.kind = 'expense' AND t.date BETWEEN $2::date AND $3::date
     GROUP BY c.name ORDER BY total DESC, c.name LIMIT $4`,
    [userId, from, to, limit, book],
  );
  return rows.map((r) => ({ category: r.category ?? "Sem categoria", total: centavos(Number(r.total)) }));
}
