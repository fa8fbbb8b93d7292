/** Weekly occurrences ("toda segunda", "na sexta"). Weekdays are 0 = Monday … 6 = Sunday. */
import { addDays, type CivilDate, isoWeekday } from "./civil-date.ts";

/** Day-of-week numbers as `isoWeekday` returns them. */
export const WEEKDAY = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
} as const;

function checkedWeekday(weekday: number): number {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`weekday out of range: ${weekday}`);
  }
  return weekday;
}

/**
 * The first `weekday` on or after `from` (strictly after it, when `inclusive` is false).
 * @example nextWeekday({ y: 2026, m: 10, d: 14 }, WEEKDAY.friday) // { y: 2026, m: 10, d: 16 }
 */
export function nextWeekday(from: CivilDate, weekday: number, inclusive = true): CivilDate {
  const ahead = (checkedWeekday(weekday) - isoWeekday(from) + 7) % 7;
  return addDays(from, ahead === 0 && !inclusive ? 7 : ahead);
}

/**
 * The last `weekday` on or before `from` (strictly before it, when `inclusive` is false).
 * @example previousWeekday({ y: 2026, m: 10, d: 14 }, WEEKDAY.monday) // { y: 2026, m: 10, d: 12 }
 */
export function previousWeekday(from: CivilDate, weekday: number, inclusive = true): CivilDate {
  const back = (isoWeekday(from) - checkedWeekday(weekday) + 7) % 7;
  return addDays(from, -(back === 0 && !inclusive ? 7 : back));
}
