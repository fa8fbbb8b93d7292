import type { FilteredPeriod, TransactionFilter } from "@tostao/core/dashboard/transactions";
import type { SqlRunner } from "@tostao/db";
import { countedInPeriod } from "../../books/counted-in-period.ts";
import { personMonth } from "../../books/counting-periods.ts";

/**
 * A filter whose month is read as days: `billMonths` names the bills counted in a month that
 * starts on payday (a credit part counts in its bill's month there too); absent for calendar
 * months, which count by months from their days alone.
 */
export type DaysFilter = Omit<TransactionFilter, "month"> & { billMonths?: { from: string; to: string } };

/**
 * The filter with its `month` (the person's: from payday to payday when their month starts on
 * payday) turned into days, and those days; a filter without a month is unchanged.
 */
export async function resolveMonth(
  tx: SqlRunner,
  userId: number,
  filter: TransactionFilter,
  today: string,
): Promise<{ filter: DaysFilter; period: FilteredPeriod | null }> {
  const { month, ...rest } = filter;
  if (month === undefined) return { filter: rest, period: null };
  const days = await personMonth(tx, userId, month, today);
  const period = { month: days.month, from: days.from, to: days.to, startsOnPayday: days.startsOnPayday };
  return {
    filter: {
      ...rest,
      from: days.from,
      to: days.to,
      by: "months",
      ...(days.startsOnPayday ? { billMonths: days.billMonths } : {}),
    },
    period,
  };
}

/**
 * SQL conditions of a records filter, appended to `params` (which holds the user id as $1). A
 * period counts each record where the books count it (docs/books.md, "Months") as it says (`by`,
 * days unless said): by months (a month on Transações, "este ano") a credit part in its bill's
 * month under the person's bill view, by days ("Esta semana", a range typed) on its counting day.
 */
export function filterConditions(filter: DaysFilter, params: unknown[]): string[] {
  const where = ["t.user_id = $1"];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // One book at a time: personal unless the business one is asked for.
  where.push(`t.book = ${add(filter.book ?? "personal")}`);
  if (filter.from && filter.to) {
    const period = { from: filter.from, to: filter.to, by: filter.by ?? "days" } as const;
    const refs = { from: add(filter.from), to: add(filter.to), userId: "$1" };
    const months = filter.billMonths
      ? { from: `${add(filter.billMonths.from)}::text`, to: `${add(filter.billMonths.to)}::text` }
      : undefined;
    where.push(countedInPeriod("t", period, months ? { ...refs, months } : refs));
  } else {
    if (filter.from) where.push(`t.date >= ${add(filter.from)}::date`);
    if (filter.to) where.push(`t.date <= ${add(filter.to)}::date`);
  }
  if (filter.kind?.length) where.push(`t.kind = ANY(${add(filter.kind)}::text[])`);
  if (filter.payment?.length) where.push(`t.payment_method = ANY(${add(filter.payment)}::text[])`);
  if (filter.category?.length) {
    const ids = filter.category.filter((c) => /^\d{1,15}$/.test(c)).map(Number);
    const names = filter.category
      .filter((c) => !/^\d{1,15}$/.test(c) && c !== "none")
      .map((c) => c.toLowerCase());
    const parts: string[] = [];
    if (ids.length) parts.push(`t.category_id = ANY(${add(ids)}::bigint[])`);
    if (names.length) {
      parts.push(
        `t.category_id IN (SELECT id FROM categories WHERE user_id = $1 AND lower(name) = ANY(${add(names)}::text[]))`,
      );
    }
    if (filter.category.includes("none")) parts.push("t.category_id IS NULL");
    where.push(`(${parts.join(" OR ")})`);
  }
  if (filter.q) {
    // Accents and case do not matter ("farmacia" finds "Farmácia"): both sides are folded by
    // fold_text (migration 0022). A word of three letters or more is looked up in the trigram
    // index; a shorter one has no trigram, and the index would be read whole, so it is a plain
    // substring test on the records the rest of the query reads.
    if (/[\p{L}\p{N}]{3}/u.test(filter.q)) {
      const escaped = filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
      where.push(`t.description_folded LIKE fold_text(${add(`%${escaped}%`)})`);
    } else {
      where.push(`strpos(t.description_folded, fold_text(${add(filter.q)})) > 0`);
    }
  }
  if (filter.minCents !== undefined) where.push(`t.amount_centavos >= ${add(filter.minCents)}`);
  if (filter.maxCents !== undefined) where.push(`t.amount_centavos <= ${add(filter.maxCents)}`);
  return where;
}

/**
 * The filter with category names replaced by the ids they name in the person's books (0, which no
 * category has, when a name names none), so the planner sees a list of ids rather than a subquery.
 */
export async function resolveCategoryNames<F extends Pick<TransactionFilter, "category">>(
  tx: SqlRunner,
  userId: number,
  filter: F,
): Promise<F> {
  const names = (filter.category ?? []).filter((c) => !/^\d{1,15}$/.test(c) && c !== "none");
  if (names.length === 0) return filter;
  const rows = await tx.query<{ id: number }>(
    "SELECT id FROM categories WHERE user_id = $1 AND lower(name) = ANY($2::text[])",
    [userId, names.map((n) => n.toLowerCase())],
  );
  const kept = (filter.category ?? []).filter((c) => !names.includes(c));
  return { ...filter, category: [...kept, ...rows.map((r) => String(r.id)), "0"] };
}
