/**
 * Resolving written dates against today: past-tense records never land in the future,
 * reminders take the next occurrence (today or later).
 */
import {
  addDays,
  addMonths,
  type CivilDate,
  compareDates,
  makeDate,
  nextWeekday,
  previousWeekday,
} from "../calendar/index.ts";
import type { DateRef } from "./scan.ts";

function prevMonth(y: number, m: number): [number, number] {
  return m > 1 ? [y, m - 1] : [y - 1, 12];
}
function nextMonth(y: number, m: number): [number, number] {
  return m < 12 ? [y, m + 1] : [y + 1, 1];
}

/** The date a past event happened: "dia 20" on the 14th is the 20th of last month. */
export function resolvePast(ref: DateRef, today: CivilDate): CivilDate {
  switch (ref.kind) {
    case "relative":
      return addDays(today, Math.min(ref.days, 0));
    case "monthDay": {
      let y = today.y;
      let m = today.m;
      for (let k = 0; k < 24; k++) {
        const c = makeDate(y, m, ref.day);
        if (c && compareDates(c, today) <= 0) return c;
        [y, m] = prevMonth(y, m);
      }
      return today;
    }
    case "dayMonth": {
      for (let y = today.y; y > today.y - 8; y--) {
        const c = makeDate(y, ref.month, ref.day);
        if (c && compareDates(c, today) <= 0) return c;
      }
      return today;
    }
    case "fullDate": {
      const c = makeDate(ref.year, ref.month, ref.day);
      return c && compareDates(c, today) <= 0 ? c : today;
    }
    case "weekday":
      // "gastei 50 no bar sexta": the most recent such day, today included
      return previousWeekday(today, ref.weekday, true);
    case "months":
      // "mês passado" on a record: the same day of that month, clamped to its length
      return ref.months >= 0 ? today : addMonths(today, ref.months);
    case "nonexistent":
      // never resolved: parseMessage answers such a message with `invalid_date`
      return today;
  }
}

/** The next occurrence, today or later: "dia 10" on the 22nd is the 10th of next month. */
export function resolveFuture(ref: DateRef, today: CivilDate): CivilDate {
  switch (ref.kind) {
    case "relative":
      return addDays(today, Math.max(ref.days, 0));
    case "monthDay": {
      let y = today.y;
      let m = today.m;
      for (let k = 0; k < 24; k++) {
        const c = makeDate(y, m, ref.day);
        if (c && compareDates(c, today) >= 0) return c;
        [y, m] = nextMonth(y, m);
      }
      return today;
    }
    case "dayMonth": {
      for (let y = today.y; y < today.y + 8; y++) {
        const c = makeDate(y, ref.month, ref.day);
        if (c && compareDates(c, today) >= 0) return c;
      }
      return today;
    }
    case "fullDate": {
      const c = makeDate(ref.year, ref.month, ref.day);
      return c && compareDates(c, today) >= 0 ? c : today;
    }
    case "weekday":
      // "me lembra na sexta": the next such day after today
      return nextWeekday(today, ref.weekday, false);
    case "months":
      // same day n months ahead, clamped to the month's length
      return ref.months <= 0 ? today : addMonths(today, ref.months);
    case "nonexistent":
      return today;
  }
}
