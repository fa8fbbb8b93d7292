/**
 * Query periods: "hoje", "ontem", "últimos N dias", "esta semana", "este mês", "mês passado",
 * a month name, "este ano", "ano passado". No period named means this month. Each says how the
 * books count it (docs/books.md, "Months"): months and years by months, everything else by days,
 * whatever dates it covers ("essa semana" on Wednesday 3 June 2026 is 01..03 and still a week).
 */
import {
  addDays,
  addMonths,
  byDays,
  byMonths,
  type CivilDate,
  type CountedPeriod,
  compareDates,
  dayPeriod,
  daysInMonth,
  fromIso,
  lastDays,
  lastMonth,
  lastMonths,
  lastWeek,
  lastYear,
  monthPeriod,
  mostRecentMonth,
  periodBetween,
  thisMonth,
  thisWeek,
  thisYear,
  weekend,
  yearPeriod,
} from "../calendar/index.ts";
import { resolvePast } from "./dates.ts";
import type { Token } from "./normalise.ts";
import { MONTHS, type ScanResult } from "./scan.ts";

const UNTIL_NOW = new Set(["agora", "hoje", "hj", "momento"]);

const DAYS_OF_A_MONTH =
  /(?:^| )(?:de|do|entre)(?: dia)? (\d{1,2}) (?:a|ate|ao|e)(?: dia)? (\d{1,2})(?:\/(\d{1,2})| de ([a-z]+))(?: |$)/;

/**
 * "de 1 a 15 de novembro", "do dia 5 ao 12/11", "entre 1 e 10 de outubro": the days between the two,
 * of the month said after the second (the latest such month, as a month named alone is), or null.
 */
function daysOfAMonth(words: readonly string[], today: CivilDate): CountedPeriod | null {
  if (words.filter((w) => /^\d/.test(w)).length < 2) return null;
  const m = DAYS_OF_A_MONTH.exec(words.join(" "));
  if (!m) return null;
  const month = m[3] ? Number(m[3]) : MONTHS.get(m[4] ?? "");
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (month === undefined || month < 1 || month > 12 || from < 1 || from >= to) return null;
  const whole = mostRecentMonth(today, month);
  const y = Number(whole.from.slice(0, 4));
  if (to > daysInMonth(y, month)) return null;
  return byDays(periodBetween({ y, m: month, d: from }, { y, m: month, d: to }));
}

function sinceMonth(words: readonly string[], today: CivilDate): CountedPeriod | null {
  for (let i = 0; i < words.length; i++) {
    const month = MONTHS.get(words[i] as string);
    if (month === undefined) continue;
    const prev = words[i - 1] ?? "";
    const open =
      prev === "desde" ||
      (words[i + 1] === "ate" && UNTIL_NOW.has(words[i + 2] ?? "")) ||
      (words[i + 1] === "para" && words[i + 2] === "ca");
    if (!open) continue;
    // the most recent such month: "desde outubro" in November is this year's
    const y = month <= today.m ? today.y : today.y - 1;
    return byMonths(periodBetween({ y, m: month, d: 1 }, today));
  }
  return null;
}

/** Whether the day said at `at` opens a period that runs to today. */
function sinceDay(tokens: Token[], at: number, scanned: ScanResult): boolean {
  const words = tokens.map((t) => t.folded);
  const before = words.slice(Math.max(0, at - 3), at);
  if (before.includes("desde") || before.includes("partir")) return true;
  const sp = scanned.spans[scanned.owner[at] ?? -1];
  const end = sp?.end ?? at + 1;
  return (
    (words[end] === "para" && words[end + 1] === "ca") ||
    (words[end] === "ate" && UNTIL_NOW.has(words[end + 1] ?? ""))
  );
}

/** Days said relative to today, as offsets. */
const RELATIVE_DAYS: Readonly<Record<string, number>> = { hoje: 0, ontem: -1, anteontem: -2 };

/** Reads the period a query asks about. */
export function readPeriod(tokens: Token[], scanned: ScanResult, today: CivilDate): CountedPeriod {
  // explicit days: "dia 10", "entre 01/11 e 15/11"
  const days: CivilDate[] = [];
  let opensAt = -1;
  for (const sp of scanned.spans) {
    // "mês passado" is a month, "dia 10 do mês passado" a day of it
    const month = sp.type === "date" && sp.date.kind === "months" && sp.date.day === undefined;
    if (sp.type === "date" && sp.date.kind !== "relative" && !month) {
      days.push(resolvePast(sp.date, today));
      opensAt = sp.start;
    }
  }
  // "desde o dia 10", "a partir do dia 10", "do dia 10 pra cá": from that day to today
  if (days.length === 1 && sinceDay(tokens, opensAt, scanned)) {
    const from = days[0] as CivilDate;
    if (compareDates(from, today) <= 0) return byDays(periodBetween(from, today));
  }
  // "de 1 a 15 de novembro", "do 5 ao 12/11": days of one month, the month said once, at the end
  const range = daysOfAMonth(
    tokens.map((t) => t.folded),
    today,
  );
  if (range) return range;
  // dates said are days, even "de 01/06 a 30/06"
  if (days.length === 1) return byDays(dayPeriod(days[0] as CivilDate));
  if (days.length >= 2) {
    const [a, b] = days as [CivilDate, CivilDate];
    return byDays(compareDates(a, b) <= 0 ? periodBetween(a, b) : periodBetween(b, a));
  }
  for (const sp of scanned.spans) {
    if (sp.type === "lastDays" && sp.n >= 1) return byDays(lastDays(today, sp.n));
    // the same calendar day N months back, plus one: "últimos 3 meses" on 22/11 starts 23/08
    if (sp.type === "lastMonths" && sp.n >= 1 && sp.n <= 120) return byDays(lastMonths(today, sp.n));
  }
  const words = tokens.map((t) => t.folded);
  // "de janeiro até agora", "desde março": from that month's first day to today
  const since = sinceMonth(words, today);
  if (since) return since;
  // a month name wins over the generic words ("no mês de outubro")
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const prev = words[i - 1] ?? "";
    const month = MONTHS.get(w);
    if (month === undefined || (w === "marco" && prev !== "em" && prev !== "de" && prev !== "no")) continue;
    const yearTok = words[i + 1] === "de" ? words[i + 2] : words[i + 1];
    const explicit = yearTok && yearTok.length === 4 && Number(yearTok) > 1900 ? Number(yearTok) : null;
    return byMonths(explicit === null ? mostRecentMonth(today, month) : monthPeriod(explicit, month));
  }
  // a bare year: "em 2025"
  for (const w of words) {
    if (w.length !== 4 || w.charCodeAt(0) < 49 || w.charCodeAt(0) > 50) continue;
    const y = Number(w);
    if (!Number.isInteger(y) || y < 1990 || y > today.y) continue;
    return byMonths(y === today.y ? thisYear(today) : yearPeriod(y));
  }
  // "ontem e hoje", "de anteontem pra cá": the days between the two said
  const relative = words.flatMap(
    (w, i) =>
      RELATIVE_DAYS[w] ??
      ((w === "ca" && words[i - 1] === "para") || (words[i - 1] === "ate" && UNTIL_NOW.has(w)) ? [0] : []),
  );
  if (new Set(relative).size >= 2)
    return byDays(
      periodBetween(addDays(today, Math.min(...relative)), addDays(today, Math.max(...relative))),
    );
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    const prev = words[i - 1] ?? "";
    if (w === "hoje") return byDays(dayPeriod(today));
    // "no fds", "no fim de semana", "final de semana passado"
    if (w === "fds" || ((w === "fim" || w === "final") && next === "de" && words[i + 2] === "semana")) {
      const after = words[w === "fds" ? i + 1 : i + 3];
      const last = weekend(today, after === "passado" || after === "retrasado");
      if (after !== "retrasado") return byDays(last);
      // "o fim de semana retrasado": the one before the last
      const saturday = addDays(fromIso(last.from), -7);
      return byDays(periodBetween(saturday, addDays(saturday, 1)));
    }
    // "antes de ontem" is "anteontem"
    if (w === "anteontem" || (w === "ontem" && prev === "de" && words[i - 2] === "antes"))
      return byDays(dayPeriod(addDays(today, -2)));
    if (w === "ontem") return byDays(dayPeriod(addDays(today, -1)));
    if (w === "semana" || w === "semanal") {
      if (prev === "ultima") return byDays(lastDays(today, 7));
      if (next === "passada" || next === "anterior") return byDays(lastWeek(today));
      if (next === "retrasada") return byDays(lastWeek(addDays(today, -7)));
      return byDays(thisWeek(today));
    }
    if (w === "mes" || w === "mensal") {
      if (next === "passado" || prev === "ultimo" || next === "anterior") return byMonths(lastMonth(today));
      // "mês que vem", "próximo mês": the whole coming month (parts, bills and reminders fall there)
      if ((next === "que" && words[i + 2] === "vem") || prev === "proximo" || next === "seguinte") {
        const coming = addMonths(today, 1, 1);
        return byMonths(monthPeriod(coming.y, coming.m));
      }
      return byMonths(thisMonth(today));
    }
    if (w === "ano" || w === "anual") {
      if (next === "passado" || prev === "ultimo" || next === "anterior") return byMonths(lastYear(today));
      return byMonths(thisYear(today));
    }
  }
  return byMonths(thisMonth(today));
}
