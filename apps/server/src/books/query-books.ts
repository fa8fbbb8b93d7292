import { type Book, type Centavos, type CountedPeriod, centavos, type RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "./counted-in-period.ts";

/**
 * A period the books answer for: its days, how it counts (`by`: a week by days, a month by months,
 * docs/books.md "Months") and, for a month that starts on payday, the bills counted in it.
 */
export interface BooksPeriod extends CountedPeriod {
  billMonths?: { from: string; to: string } | null;
}

/**
 * The SQL names of the period's bounds (`bounds`: $2 and $3 unless said), the person ($1) and, for
 * a month that starts on payday, of its bill months (`from`, `to`: the SQL of their parameters).
 */
export const periodRefs = (
  billMonths: { from: string; to: string } | null | undefined,
  from: string,
  to: string,
  bounds = { from: "$2", to: "$3" },
) => ({
  ...bounds,
  userId: "$1",
  ...(billMonths ? { months: { from: `${from}::text`, to: `${to}::text` } } : {}),
});

export interface PeriodTotals {
  income: Centavos;
  expenses: Centavos;
  investments: Centavos;
  /** Income minus expenses; investments stay apart. */
  balance: Centavos;
  count: number;
  /** Of the expenses, what is parts of instalment purchases (the totals say so). */
  instalments: Centavos;
  /**
   * Expenses dated in the period that count later, on coming card bills (the bill view): a fridge
   * bought today in 10x. Not in `expenses`; the answers say so, so nothing bought seems missing.
   */
  onLaterBills: Centavos;
}

export interface CategoryTotal {
  category: string;
  total: Centavos;
}

/**
 * Totals of the person's books in a period, optionally for one category name: each record counted
 * where the books count it as the period says (a credit part in its bill's month in a month, on
 * its bill's due day in a week: counted-in-period.ts).
 */
export async function periodTotals(
  tx: SqlRunner,
  userId: number,
  period: BooksPeriod,
  categoryName: string | null = null,
  book: Book = "personal",
): Promise<PeriodTotals> {
  const { from, to, billMonths } = period;
  const counted = countedInPeriod("t", period, periodRefs(billMonths, "$6", "$7"));
  // the records counted in the period, and the expenses dated in it that count on later bills
  const all = await tx.query<{ kind: RecordKind; total: number; n: number; parts: number; later: number }>(
    `SELECT t.kind,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE c_in), 0)::bigint AS total,
       COUNT(*) FILTER (WHERE c_in)::bigint AS n,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE c_in AND t.installment_group IS NOT NULL), 0)::bigint AS parts,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE NOT c_in AND t.kind = 'expense'), 0)::bigint AS later
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       CROSS JOIN LATERAL (SELECT ${counted} AS c_in) k
     WHERE t.user_id = $1 AND t.book = $5
       AND (${counted} OR (t.kind = 'expense' AND t.date BETWEEN $2::date AND $3::date))
       AND ($4::text IS NULL OR lower(c.name) = lower($4))
     GROUP BY t.kind`,
    [userId, from, to, categoryName, book, ...(billMonths ? [billMonths.from, billMonths.to] : [])],
  );
  const rows = all.filter((r) => Number(r.n) > 0);
  const sum = (kind: RecordKind) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const income = sum("income");
  const expenses = sum("expense");
  return {
    income: centavos(income),
    expenses: centavos(expenses),
    investments: centavos(sum("investment")),
    balance: centavos(income - expenses),
    count: rows.reduce((n, r) => n + Number(r.n), 0),
    instalments: centavos(Number(rows.find((r) => r.kind === "expense")?.parts ?? 0)),
    onLaterBills: centavos(Number(all.find((r) => r.kind === "expense")?.later ?? 0)),
  };
}

/** Expense totals per category in the period, largest first (counted as periodTotals counts). */
export async function expensesByCategory(
  tx: SqlRunner,
  userId: number,
  period: BooksPeriod,
  limit = 5,
  book: Book = "personal",
): Promise<CategoryTotal[]> {
  const { from, to, billMonths } = period;
  const rows = await tx.query<{ category: string | null; total: number }>(
    `SELECT c.name AS category, SUM(t.amount_centavos)::bigint AS total
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $5 AND t.kind = 'expense'
       AND ${countedInPeriod("t", period, periodRefs(billMonths, "$6", "$7"))}
     GROUP BY c.name ORDER BY total DESC, c.name LIMIT $4`,
    [userId, from, to, limit, book, ...(billMonths ? [billMonths.from, billMonths.to] : [])],
  );
  return rows.map((r) => ({ category: r.category ?? "Sem categoria", total: centavos(Number(r.total)) }));
}
