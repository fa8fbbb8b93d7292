/**
 * Period ranges the product reports on ("esta semana", "mês passado", "últimos 7 dias").
 * Both ends are inclusive YYYY-MM-DD dates, the form SQL `BETWEEN` and the API take.
 */
import { addDays, type CivilDate, daysInMonth, isoWeekday, toIso } from "./civil-date.ts";
import { addMonths } from "./months.ts";
import { previousWeekday, WEEKDAY } from "./weekdays.ts";

/** An inclusive range of civil dates. */
export interface Period {
  from: string;
  to: string;
}

/**
 * How the books count a period (docs/books.md, "Months"): by `months` (a credit part in its bill's
 * month, payday months for a person whose month starts on payday) or by `days` (each record on
 * its counting day). Said by whoever names the period, never read from its dates: a week whose
 * Monday is the 1st is still a week.
 */
export const periodCounts = ["days", "months"] as const;
export type PeriodCount = (typeof periodCounts)[number];

/** A period and how it counts. */
export interface CountedPeriod extends Period {
  by: PeriodCount;
}

/** The period counted by days ("hoje", "essa semana", "últimos 7 dias", dates typed). */
export function byDays(period: Period): CountedPeriod {
  return { from: period.from, to: period.to, by: "days" };
}

/** The period counted by months ("este mês", "mês passado", "março", "este ano"). */
export function byMonths(period: Period): CountedPeriod {
  return { from: period.from, to: period.to, by: "months" };
}

/** The period from `a` to `b`, both inclusive. */
export function periodBetween(a: CivilDate, b: CivilDate): Period {
  return { from: toIso(a), to: toIso(b) };
}

/** One day. */
export function dayPeriod(date: CivilDate): Period {
  return periodBetween(date, date);
}

/**
 * This week so far: Monday to `today`.
 * @example thisWeek({ y: 2026, m: 11, d: 19 }) // { from: "2026-11-16", to: "2026-11-19" }
 */
export function thisWeek(today: CivilDate): Period {
  return periodBetween(previousWeekday(today, WEEKDAY.monday), today);
}

/** The whole previous week, Monday to Sunday. */
export function lastWeek(today: CivilDate): Period {
  const monday = addDays(previousWeekday(today, WEEKDAY.monday), -7);
  return periodBetween(monday, addDays(monday, 6));
}

/**
 * "o fim de semana": Saturday and Sunday, this one while it lasts (up to `today`), else the last
 * one; `before` the one before that ("fim de semana passado" on a Sunday).
 * @example weekend({ y: 2026, m: 11, d: 26 }) // { from: "2026-11-21", to: "2026-11-22" }
 */
export function weekend(today: CivilDate, before = false): Period {
  const ongoing = isoWeekday(today) >= WEEKDAY.saturday;
  let saturday = previousWeekday(today, WEEKDAY.saturday);
  if (before && ongoing) saturday = addDays(saturday, -7);
  return periodBetween(saturday, ongoing && !before ? today : addDays(saturday, 1));
}

/** A whole month, 1st to its last day. */
export function monthPeriod(y: number, m: number): Period {
  return periodBetween({ y, m, d: 1 }, { y, m, d: daysInMonth(y, m) });
}

/**
 * This month so far: the 1st to `today`.
 * @example thisMonth({ y: 2026, m: 11, d: 19 }) // { from: "2026-11-01", to: "2026-11-19" }
 */
export function thisMonth(today: CivilDate): Period {
  return periodBetween({ y: today.y, m: today.m, d: 1 }, today);
}

/**
 * The whole previous month.
 * @example lastMonth({ y: 2027, m: 1, d: 5 }) // { from: "2026-12-01", to: "2026-12-31" }
 */
export function lastMonth(today: CivilDate): Period {
  const month = addMonths(today, -1, 1);
  return monthPeriod(month.y, month.m);
}

/**
 * The most recent whole month named `m` (1-12): this year's when it has begun, else last year's
 * ("outubro" asked in March is last October).
 */
export function mostRecentMonth(today: CivilDate, m: number): Period {
  return monthPeriod(m <= today.m ? today.y : today.y - 1, m);
}

/**
 * The last `n` days, today included (n >= 1).
 * @example lastDays({ y: 2026, m: 11, d: 19 }, 7) // { from: "2026-11-13", to: "2026-11-19" }
 */
export function lastDays(today: CivilDate, n: number): Period {
  return periodBetween(addDays(today, -(Math.max(1, Math.trunc(n)) - 1)), today);
}

/**
 * The last `n` months up to today: from the day after the same day `n` months back.
 * @example lastMonths({ y: 2026, m: 11, d: 22 }, 3) // { from: "2026-08-23", to: "2026-11-22" }
 */
export function lastMonths(today: CivilDate, n: number): Period {
  return periodBetween(addDays(addMonths(today, -Math.max(1, Math.trunc(n))), 1), today);
}

/** This year so far: 1 January to `today`. */
export function thisYear(today: CivilDate): Period {
  return periodBetween({ y: today.y, m: 1, d: 1 }, today);
}

/** A whole year. */
export function yearPeriod(y: number): Period {
  return periodBetween({ y, m: 1, d: 1 }, { y, m: 12, d: 31 });
}

/** The whole previous year. */
export function lastYear(today: CivilDate): Period {
  return yearPeriod(today.y - 1);
}
