/**
 * Resolving written dates against today: past-tense records never land in the future,
 * reminders take the next occurrence (today or later).
 */
import {
  addDays,
  type CivilDate,
  compareDates,
  daysInMonth,
  isoWeekday,
  makeDate,
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
  switch (ref.k) {
    case "rel":
      return addDays(today, Math.min(ref.days, 0));
    case "dom": {
      let y = today.y;
      let m = today.m;
      for (let k = 0; k < 24; k++) {
        const c = makeDate(y, m, ref.day);
        if (c && compareDates(c, today) <= 0) return c;
        [y, m] = prevMonth(y, m);
      }
      return today;
    }
    case "dm": {
      for (let y = today.y; y > today.y - 8; y--) {
        const c = makeDate(y, ref.m, ref.d);
        if (c && compareDates(c, today) <= 0) return c;
      }
      return today;
    }
    case "dmy": {
      const c = makeDate(ref.y, ref.m, ref.d);
      return c && compareDates(c, today) <= 0 ? c : today;
    }
    case "weekday": {
      const back = (isoWeekday(today) - ref.wd + 7) % 7;
      return addDays(today, -(back === 0 ? 7 : back));
    }
    case "months":
      return today;
  }
}

/** The next occurrence, today or later: "dia 10" on the 22nd is the 10th of next month. */
export function resolveFuture(ref: DateRef, today: CivilDate): CivilDate {
  switch (ref.k) {
    case "rel":
      return addDays(today, Math.max(ref.days, 0));
    case "dom": {
      let y = today.y;
      let m = today.m;
      for (let k = 0; k < 24; k++) {
        const c = makeDate(y, m, ref.day);
        if (c && compareDates(c, today) >= 0) return c;
        [y, m] = nextMonth(y, m);
      }
      return today;
    }
    case "dm": {
      for (let y = today.y; y < today.y + 8; y++) {
        const c = makeDate(y, ref.m, ref.d);
        if (c && compareDates(c, today) >= 0) return c;
      }
      return today;
    }
    case "dmy": {
      const c = makeDate(ref.y, ref.m, ref.d);
      return c && compareDates(c, today) >= 0 ? c : today;
    }
    case "weekday": {
      const ahead = (ref.wd - isoWeekday(today) + 7) % 7;
      return addDays(today, ahead);
    }
    case "months": {
      // same day n months ahead, clamped to the month's length
      const total = today.m - 1 + ref.n;
      const y = today.y + Math.floor(total / 12);
      const m = (total % 12) + 1;
      return { y, m, d: Math.min(today.d, daysInMonth(y, m)) };
    }
  }
}
