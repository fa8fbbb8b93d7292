import type { Book, Centavos, RecordKind } from "@tostao/core";
import { centavos } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "./counted-in-period.ts";
import { type BooksPeriod, periodRefs } from "./query-books.ts";

interface ListedRecord {
  id: number;
  kind: RecordKind;
  amount: Centavos;
  date: string;
  category: string | null;
  description: string;
  installment: { number: number; count: number } | null;
}

export interface RecordList {
  /** The newest records first, at most the limit asked. */
  records: ListedRecord[];
  /** How many records the filter matches in all. */
  count: number;
  /** Totals of everything the filter matches, per kind. */
  totals: Record<RecordKind, Centavos>;
}

export interface RecordFilter extends BooksPeriod {
  kind: RecordKind | null;
  category: string | null;
}

/**
 * The person's records of one book in a period (optionally of one kind and category), newest
 * first: the ones the period's totals count, as it counts them (a week by days, a month by months:
 * counted-in-period.ts), so a list and its total agree with "quanto gastei".
 */
export async function listRecords(
  tx: SqlRunner,
  userId: number,
  filter: RecordFilter,
  limit = 15,
  book: Book = "personal",
): Promise<RecordList> {
  const { billMonths } = filter;
  const params = [userId, filter.from, filter.to, filter.kind, filter.category, book];
  if (billMonths) params.push(billMonths.from, billMonths.to);
  const counted = countedInPeriod("t", filter, periodRefs(billMonths, "$7", "$8"));
  const where = `t.user_id = $1 AND t.book = $6 AND ${counted}
    AND ($4::text IS NULL OR t.kind = $4) AND ($5::text IS NULL OR lower(c.name) = lower($5))`;
  const rows = await tx.query<{
    id: number;
    kind: RecordKind;
    amount_centavos: number;
    date: string;
    category: string | null;
    description: string;
    installment_number: number | null;
    installment_count: number | null;
  }>(
    `SELECT t.id, t.kind, t.amount_centavos, t.date::text AS date, c.name AS category, t.description,
       t.installment_number, t.installment_count
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE ${where} ORDER BY t.date DESC, t.id DESC LIMIT ${Math.max(1, Math.trunc(limit))}`,
    params,
  );
  const sums = await tx.query<{ kind: RecordKind; total: number; n: number }>(
    `SELECT t.kind, SUM(t.amount_centavos)::bigint AS total, COUNT(*)::bigint AS n
     FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
     WHERE ${where} GROUP BY t.kind`,
    params,
  );
  const total = (kind: RecordKind) => centavos(Number(sums.find((s) => s.kind === kind)?.total ?? 0));
  return {
    records: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount: centavos(Number(r.amount_centavos)),
      date: r.date.slice(0, 10),
      category: r.category,
      description: r.description,
      installment:
        r.installment_number && r.installment_count
          ? { number: Number(r.installment_number), count: Number(r.installment_count) }
          : null,
    })),
    count: sums.reduce((n, s) => n + Number(s.n), 0),
    totals: { expense: total("expense"), income: total("income"), investment: total("investment") },
  };
}
