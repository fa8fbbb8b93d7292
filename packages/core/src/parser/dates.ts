/**
 * Resolving written dates against today: past-tense records never land in the future,
 * reminders take the next occurrence (today or later).
 */
import {
  addDays,
  addMonths,
  type CivilDate,
  compareDates,
  fromIso,
  makeDate,
  nextWeekday,
  previousWeekday,
} from "../calendar/index.ts";
import { nationalHolidays } from "../planning/holidays.ts";
import type { DateRef } from "./scan.ts";

function prevMonth(y: number, m: number): [number, number] {
  return m > 1 ? [y, m - 1] : [y - 1, 12];
}
function nextMonth(y: number, m: number): [number, number] {
  return m < 12 ? [y, m + 1] : [y + 1, 1];
}

/**
 * A day of the month, a day and month, or a full date, resolved to the nearest existing date on
 * one side of today (today included): -1 looks back, 1 ahead. Today when there is none.
 */
function nearestDate(
  ref: Extract<DateRef, { kind: "monthDay" | "dayMonth" | "fullDate" }>,
  today: CivilDate,
  direction: -1 | 1,
): CivilDate {
  const fits = (c: CivilDate | null): c is CivilDate => c !== null && compareDates(c, today) * direction >= 0;
  if (ref.kind === "fullDate") {
    const c = makeDate(ref.year, ref.month, ref.day);
    return fits(c) ? c : today;
  }
  if (ref.kind === "dayMonth") {
    for (let k = 0; k < 8; k++) {
      const c = makeDate(today.y + k * direction, ref.month, ref.day);
      if (fits(c)) return c;
    }
    return today;
  }
  let [y, m] = [today.y, today.m];
  for (let k = 0; k < 24; k++) {
    const c = makeDate(y, m, ref.day);
    if (fits(c)) return c;
    [y, m] = direction < 0 ? prevMonth(y, m) : nextMonth(y, m);
  }
  return today;
}

/** The national holiday nearest to today on one side of it (today included); today when none. */
function nearestHoliday(today: CivilDate, direction: -1 | 1): CivilDate {
  const days = [today.y - 1, today.y, today.y + 1].flatMap((y) =>
    nationalHolidays(y).map((h) => fromIso(h.date)),
  );
  const side = days.filter((d) => compareDates(d, today) * direction >= 0);
  return (direction < 0 ? side[side.length - 1] : side[0]) ?? today;
}

/** Resolves a written date looking back (-1) or ahead (1) from today. */
function resolve(ref: DateRef, today: CivilDate, direction: -1 | 1): CivilDate {
  const past = direction < 0;
  switch (ref.kind) {
    case "relative":
      // "ontem" never lands ahead of today on a record, nor "amanhã" behind it on a reminder
      return addDays(today, past ? Math.min(ref.days, 0) : Math.max(ref.days, 0));
    case "weekday":
      // "segunda da semana passada": that day of the week so many weeks back, whatever today is
      if (ref.weeksBack) return addDays(previousWeekday(today, 0), ref.weekday - 7 * ref.weeksBack);
      // "gastei 50 no bar sexta": the most recent such day, today included ("sexta passada" on a
      // Friday is a week ago); "me lembra na sexta": the next such day after today
      // ("sábado retrasado": the one before that, `skip` weeks further back)
      return past
        ? addDays(previousWeekday(today, ref.weekday, ref.before !== true), -7 * (ref.skip ?? 0))
        : nextWeekday(today, ref.weekday, false);
    case "months":
      // a month offset ("mês passado"): the same day that many months away, clamped to the
      // month's length; today when it points the other way
      return ref.months * direction <= 0 ? today : addMonths(today, ref.months, ref.day ?? today.d);
    case "holiday":
      return nearestHoliday(today, direction);
    case "nonexistent":
      // never resolved: parseMessage answers such a message with `invalid_date`
      return today;
    default:
      return nearestDate(ref, today, direction);
  }
}

/** The date a past event happened: "dia 20" on the 14th is the 20th of last month. */
export function resolvePast(ref: DateRef, today: CivilDate): CivilDate {
  return resolve(ref, today, -1);
}

/** The next occurrence, today or later: "dia 10" on the 22nd is the 10th of next month. */
export function resolveFuture(ref: DateRef, today: CivilDate): CivilDate {
  return resolve(ref, today, 1);
}
