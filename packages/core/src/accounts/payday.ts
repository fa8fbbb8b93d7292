/**
 * When the salary arrives: "todo 5º dia útil", "meu salário cai dia 30", "no último dia útil".
 * Business days are the national bank calendar's (planning/holidays.ts). For the CLT's "Nº dia
 * útil" Saturdays count (Instrução Normativa SRT 1/1989) while Sundays and holidays do not; a
 * payday landing on a Saturday or on a day banks are closed arrives on the bank business day before.
 */
import { addDays, daysInMonth, fromIso, isoWeekday, toIso } from "../calendar/civil-date.ts";
import { holidayName, isBusinessDay } from "../planning/holidays.ts";

export type PaydayRule =
  | { kind: "business_day"; n: number }
  | { kind: "day"; day: number }
  | { kind: "last_business_day" };

/** The bank business day on or before a date. */
function onOrBeforeBusinessDay(iso: string): string {
  let d = fromIso(iso);
  while (!isBusinessDay(toIso(d))) d = addDays(d, -1);
  return toIso(d);
}

/** A day counted for the CLT's "dia útil": Monday to Saturday, not a national holiday. */
function countsForSalary(iso: string): boolean {
  const weekday = isoWeekday(fromIso(iso));
  return weekday < 6 && holidayName(iso) === null;
}

/**
 * The payday of a month (`YYYY-MM`) under a rule.
 * @example paydayIn({ kind: "business_day", n: 5 }, "2026-03") // "2026-03-06"
 */
export function paydayIn(rule: PaydayRule, month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = daysInMonth(y, m);
  const date = (d: number) => toIso({ y, m, d });
  if (rule.kind === "day") return onOrBeforeBusinessDay(date(Math.min(Math.max(1, rule.day), last)));
  if (rule.kind === "last_business_day") return onOrBeforeBusinessDay(date(last));
  let count = 0;
  for (let d = 1; d <= last; d++) {
    if (countsForSalary(date(d)) && ++count === rule.n) return onOrBeforeBusinessDay(date(d));
  }
  return onOrBeforeBusinessDay(date(last));
}

const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};
const previousMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
};

/** The first payday after `today` (a salary arriving today is already in the balance). */
export function nextPayday(rule: PaydayRule, today: string): string {
  const month = today.slice(0, 7);
  const here = paydayIn(rule, month);
  return here > today ? here : paydayIn(rule, nextMonth(month));
}

/** The last payday on or before `today`: where a month that starts on payday begins. */
export function previousPayday(rule: PaydayRule, today: string): string {
  const month = today.slice(0, 7);
  const here = paydayIn(rule, month);
  return here <= today ? here : paydayIn(rule, previousMonth(month));
}
