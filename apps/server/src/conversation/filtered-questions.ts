import {
  type Book,
  descriptionPatterns,
  type RecordKind,
  type RecordLine,
  replyCompare,
  replyQuery,
  type TotalsQuery,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "../books/counted-in-period.ts";
import { type BooksPeriod, periodRefs } from "../books/query-books.ts";

/** The kind of records a question counts. */
function kindOf(q: TotalsQuery): RecordKind | null {
  if (q.metric === "expenses") return "expense";
  if (q.metric === "income") return "income";
  if (q.metric === "investments") return "investment";
  if (q.metric === "largest" || q.metric === "count" || q.metric === "average") return q.kind ?? "expense";
  return null;
}

/** True when a question needs more than the plain totals: filters, a single record, a count, a comparison. */
export function isFilteredQuery(q: TotalsQuery): boolean {
  return Boolean(
    q.text ||
      q.except ||
      q.instalments ||
      q.payment ||
      q.card ||
      q.book ||
      q.compare ||
      q.metric === "largest" ||
      q.metric === "count" ||
      q.metric === "average",
  );
}

interface Where {
  /** The filters and the period: the records the answer counts. */
  sql: string;
  /** The filters alone, and the condition of the period (for the purchases it leaves to later bills). */
  filters: string;
  counted: string;
  params: unknown[];
}

/**
 * One WHERE for every filter a question names; description words match the folded description.
 * The period counts each record as the plain totals do (docs/books.md, "Months"): in a month a
 * credit part in its bill's month, in a week on the day its bill falls due, so a filtered total
 * and the rest add up to "quanto gastei" for the same period.
 */
function whereOf(userId: number, book: Book, q: TotalsQuery, period: BooksPeriod): Where {
  const params: unknown[] = [userId, book, period.from, period.to];
  const months = period.billMonths;
  if (months) params.push(months.from, months.to);
  const counted = countedInPeriod("t", period, periodRefs(months, "$5", "$6", { from: "$3", to: "$4" }));
  const parts = ["t.user_id = $1", "t.book = $2"];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replaceAll("$?", `$${params.length}`));
  };
  const kind = kindOf(q);
  if (kind) add("t.kind = $?", kind);
  if (q.text) {
    // "carro" also matches the fuel and the oil change; a word with no topic matches itself
    for (const patterns of descriptionPatterns(q.text))
      add("t.description_folded LIKE ANY($?::text[])", patterns);
  } else if (q.category) add("lower(c.name) = lower($?)", q.category);
  if (q.card)
    add(
      "(lower(t.card) = lower($?) OR t.card_id IN (SELECT id FROM cards WHERE user_id = t.user_id AND lower(name) = lower($?)))",
      q.card,
    );
  else if (q.payment) add("t.payment_method = $?", q.payment);
  if (q.instalments) parts.push("t.installment_group IS NOT NULL");
  // "sem contar a faculdade": the records those words or that category name are left out
  if (q.except?.text)
    add("NOT (t.description_folded LIKE ANY($?::text[]))", descriptionPatterns(q.except.text).flat());
  else if (q.except?.category) add("(c.name IS NULL OR lower(c.name) <> lower($?))", q.except.category);
  const filters = parts.join(" AND ");
  return { sql: `${filters} AND ${counted}`, filters, counted, params };
}

/**
 * The sums of the records the question counts, the instalment parts among its expenses, and the
 * expenses dated in the period that count on later card bills (said apart, as the plain totals do).
 */
async function sums(tx: SqlRunner, w: Where) {
  const rows = await tx.query<{ kind: RecordKind; total: number; n: number; parts: number; later: number }>(
    `SELECT t.kind,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE k.c_in), 0)::bigint AS total,
       COUNT(*) FILTER (WHERE k.c_in)::bigint AS n,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE k.c_in AND t.installment_group IS NOT NULL), 0)::bigint AS parts,
       COALESCE(SUM(t.amount_centavos) FILTER (WHERE NOT k.c_in AND t.kind = 'expense'), 0)::bigint AS later
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       CROSS JOIN LATERAL (SELECT ${w.counted} AS c_in) k
     WHERE ${w.filters} AND (${w.counted} OR (t.kind = 'expense' AND t.date BETWEEN $3::date AND $4::date))
     GROUP BY t.kind`,
    w.params,
  );
  const sum = (k: RecordKind) => Number(rows.find((r) => r.kind === k)?.total ?? 0);
  const expense = rows.find((r) => r.kind === "expense");
  const income = sum("income");
  const expenses = sum("expense");
  return {
    income,
    expenses,
    investments: sum("investment"),
    balance: income - expenses,
    count: rows.reduce((n, r) => n + Number(r.n), 0),
    instalments: Number(expense?.parts ?? 0),
    onLaterBills: Number(expense?.later ?? 0),
  };
}

async function largest(tx: SqlRunner, w: Where): Promise<RecordLine | null> {
  const rows = await tx.query<{
    kind: RecordKind;
    total: number;
    date: string;
    category: string | null;
    description: string;
  }>(
    // an instalment purchase is as large as all its parts ("fone de 250 em 2x" is 250, not 125)
    `SELECT t.kind, p.total, t.date::text AS date, c.name AS category, t.description
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
       CROSS JOIN LATERAL (SELECT COALESCE((SELECT SUM(g.amount_centavos) FROM transactions g
         WHERE g.user_id = t.user_id AND g.installment_group = t.installment_group), t.amount_centavos) AS total) p
     WHERE ${w.sql}
     ORDER BY p.total DESC, t.date DESC, t.id DESC LIMIT 1`,
    w.params,
  );
  const r = rows[0];
  return r ? { ...r, total: Number(r.total), date: r.date.slice(0, 10) } : null;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An average counts from the person's first record when the books start inside the period: "qual
 * meu gasto médio por mês?" asked in the first month is that month's, not the year's divided by 11.
 * Per month it starts on that record's month's 1st.
 */
async function sinceFirstRecord(
  tx: SqlRunner,
  userId: number,
  book: Book,
  q: TotalsQuery,
  period: BooksPeriod,
): Promise<{ q: TotalsQuery; period: BooksPeriod }> {
  const rows = await tx.query<{ first: string | null }>(
    "SELECT min(date)::text AS first FROM transactions WHERE user_id = $1 AND book = $2",
    [userId, book],
  );
  const first = rows[0]?.first?.slice(0, 10);
  if (!first || first <= q.from || first > q.to) return { q, period };
  const from = q.per === "month" ? `${first.slice(0, 8)}01` : first;
  if (from <= q.from) return { q, period };
  return { q: { ...q, from }, period: { ...period, from } };
}

/**
 * Answers a question with filters (merchant words, payment, card, book), the largest single
 * record, a count, an average or a comparison; the answer states the filter it applied. `period`
 * and `compared` (the earlier period of a comparison) are the question's as the person counts them
 * (person-months.ts).
 */
export async function answerFilteredQuery(
  tx: SqlRunner,
  userId: number,
  book: Book,
  q: TotalsQuery,
  period: BooksPeriod,
  compared: BooksPeriod | null = null,
): Promise<string> {
  const inBook = q.book ?? book;
  if (q.metric === "average") ({ q, period } = await sinceFirstRecord(tx, userId, inBook, q, period));
  const w = whereOf(userId, inBook, q, period);
  const totals = await sums(tx, w);
  if (q.compare) {
    const compare = compared ?? q.compare;
    const before = await sums(tx, whereOf(userId, inBook, q, compare));
    // the earlier period up to the same point: "até o dia 23 de outubro"
    const span = daysBetween(q.from, q.to);
    const soFarTo = addDaysIso(compare.from, span);
    const sameLength = daysBetween(compare.from, compare.to) === span;
    const soFar =
      !sameLength && soFarTo < compare.to
        ? await sums(tx, whereOf(userId, inBook, q, { ...compare, to: soFarTo }))
        : null;
    const pick = (t: Awaited<ReturnType<typeof sums>>) => (q.metric === "income" ? t.income : t.expenses);
    return replyCompare({ ...q, compare }, pick(totals), pick(before), soFar ? pick(soFar) : null);
  }
  const top = q.metric === "largest" ? await largest(tx, w) : null;
  return replyQuery(q, { ...totals, largest: top }, []);
}
