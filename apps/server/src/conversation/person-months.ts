/**
 * Questions about months, for a person whose month starts on payday (docs/accounts.md, "A month
 * that starts on payday"): "quanto gastei esse mês", "mês passado", "resumo de março" run from
 * payday to payday instead of the calendar months the parser read.
 */
import {
  type CountedPeriod,
  countingPeriod,
  foldAccents,
  monthOfDay,
  type PaydayRule,
  shiftMonth,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { monthStartRule } from "../books/counting-periods.ts";

const MONTH_NAMES =
  /\b(janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\b/;

const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5, 7)) - Number(a.slice(5, 7));
const lastDay = (month: string) => countingPeriod(month, null).to;

/**
 * A period in the person's months: its days, how it counts, and the bills counted in it (null:
 * the months of its days).
 */
export interface PersonPeriod extends CountedPeriod {
  billMonths: { from: string; to: string } | null;
}

/**
 * A period of whole calendar months (or the month so far) read as the person's months when their
 * month starts on payday; anything else as it was. Months said by name ("março") are the payday
 * months named so; said relatively ("esse mês", "mês passado"), they count from the month being
 * lived, which may still be last calendar month's until the salary comes.
 * @example on 2026-04-02 with the 5th business day, "esse mês" (04-01..04-02) → 03-06..04-02
 */
function inPaydayMonths(
  period: CountedPeriod,
  rule: PaydayRule,
  today: string,
  text: string,
): PersonPeriod | null {
  const { from, to } = period;
  if (!from.endsWith("-01") || to < from) return null;
  const first = from.slice(0, 7);
  const last = to.slice(0, 7);
  const soFar = to === today;
  if (!soFar && to !== lastDay(last)) return null;
  const named = MONTH_NAMES.test(foldAccents(text));
  const offset = named ? 0 : monthsBetween(today.slice(0, 7), monthOfDay(today, rule));
  const start = shiftMonth(first, offset);
  const end = shiftMonth(last, offset);
  const span = countingPeriod(start, rule);
  const close = countingPeriod(end, rule);
  return {
    from: span.from,
    // A month still running counts up to today.
    to: today >= close.from && today <= close.to ? today : close.to,
    by: "months",
    billMonths: { from: start, to: end },
  };
}

/**
 * The period as the person counts it: unchanged unless it counts by months and their month starts
 * on payday. A week, a day or dates said are days whatever they cover ("essa semana" on Wednesday
 * 3 June 2026 stays 01..03 June).
 */
export async function personPeriod(
  tx: SqlRunner,
  userId: number,
  period: CountedPeriod,
  today: string,
  text: string,
): Promise<PersonPeriod> {
  const asked = { from: period.from, to: period.to, by: period.by, billMonths: null };
  if (period.by !== "months" || !period.from.endsWith("-01") || period.to < period.from) return asked;
  const rule = await monthStartRule(tx, userId);
  if (!rule) return asked;
  return inPaydayMonths(period, rule, today, text) ?? asked;
}
