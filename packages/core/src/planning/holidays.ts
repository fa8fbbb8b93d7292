/**
 * Brazilian national bank holidays: the days card issuers and banks do not settle, so a bill due on
 * one is payable the next business day. The list follows the national banking calendar (ANBIMA /
 * Febraban): the federal holidays of Lei 662/1949 and its amendments (Consciência Negra joined in
 * 2024, Lei 14.759/2023), plus Carnival Monday and Tuesday, Good Friday and Corpus Christi, which
 * banks close for nationwide although only Good Friday is a federal holiday.
 * State and city holidays are left out: a person's bill follows the issuer's national calendar.
 */

import { addDays, type CivilDate, fromIso, isoWeekday, toIso } from "../calendar/index.ts";

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  /** pt-BR name, as a reply shows it. */
  name: string;
}

const FIXED: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, "Confraternização Universal"],
  [4, 21, "Tiradentes"],
  [5, 1, "Dia do Trabalho"],
  [9, 7, "Independência do Brasil"],
  [10, 12, "Nossa Senhora Aparecida"],
  [11, 2, "Finados"],
  [11, 15, "Proclamação da República"],
  [11, 20, "Dia Nacional de Zumbi e da Consciência Negra"],
  [12, 25, "Natal"],
];

/** Days relative to Easter Sunday on which banks close nationwide. */
const FROM_EASTER: ReadonlyArray<readonly [offset: number, name: string]> = [
  [-48, "Carnaval (segunda-feira)"],
  [-47, "Carnaval (terça-feira)"],
  [-2, "Sexta-feira Santa"],
  [60, "Corpus Christi"],
];

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher).
 * @example toIso(easterSunday(2026)) // "2026-04-05"
 */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { y: year, m: month, d: day };
}

const byYear = new Map<number, ReadonlyMap<string, string>>();

function holidayMap(year: number): ReadonlyMap<string, string> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const map = new Map<string, string>();
  for (const [m, d, name] of FIXED) map.set(toIso({ y: year, m, d }), name);
  const easter = easterSunday(year);
  // A movable day that meets a fixed one (Good Friday on Tiradentes) keeps both names apart: the
  // fixed name stays, the day is a holiday either way.
  for (const [offset, name] of FROM_EASTER) {
    const iso = toIso(addDays(easter, offset));
    if (!map.has(iso)) map.set(iso, name);
  }
  byYear.set(year, map);
  return map;
}

/**
 * The national bank holidays of a year, in date order.
 * @example nationalHolidays(2026)[1] // { date: "2026-02-16", name: "Carnaval (segunda-feira)" }
 */
export function nationalHolidays(year: number): Holiday[] {
  return [...holidayMap(year)]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The holiday's name on a YYYY-MM-DD date, or null on an ordinary day. */
export function holidayName(date: string): string | null {
  return holidayMap(Number(date.slice(0, 4))).get(date) ?? null;
}

/** True on Monday to Friday when the day is not a national bank holiday. */
export function isBusinessDay(date: string): boolean {
  return isoWeekday(fromIso(date)) < 5 && holidayName(date) === null;
}

/**
 * The date itself when it is a business day, else the next one.
 * @example nextBusinessDay("2026-04-03") // "2026-04-06" (Good Friday, then the weekend)
 */
export function nextBusinessDay(date: string): string {
  let day = fromIso(date);
  let iso = date;
  while (!isBusinessDay(iso)) {
    day = addDays(day, 1);
    iso = toIso(day);
  }
  return iso;
}
