/**
 * Query periods: "hoje", "ontem", "últimos N dias", "esta semana", "este mês", "mês passado",
 * a month name, "este ano", "ano passado". No period named means this month.
 */
import { addDays, type CivilDate, compareDates, daysInMonth, isoWeekday, toIso } from "../calendar/index.ts";
import { resolvePast } from "./dates.ts";
import type { Token } from "./normalise.ts";
import { MONTHS, type ScanResult } from "./scan.ts";

export interface Period {
  from: string;
  to: string;
}

const range = (a: CivilDate, b: CivilDate): Period => ({ from: toIso(a), to: toIso(b) });

function wholeMonth(y: number, m: number): Period {
  return range({ y, m, d: 1 }, { y, m, d: daysInMonth(y, m) });
}

/** Reads the period a query asks about. */
export function readPeriod(tokens: Token[], scanned: ScanResult, today: CivilDate): Period {
  // explicit days: "dia 10", "entre 01/11 e 15/11"
  const days: CivilDate[] = [];
  for (const sp of scanned.spans) {
    if (sp.type === "date" && sp.date.kind !== "relative" && sp.date.kind !== "months")
      days.push(resolvePast(sp.date, today));
  }
  if (days.length === 1) return range(days[0] as CivilDate, days[0] as CivilDate);
  if (days.length >= 2) {
    const [a, b] = days as [CivilDate, CivilDate];
    return compareDates(a, b) <= 0 ? range(a, b) : range(b, a);
  }
  for (const sp of scanned.spans) {
    if (sp.type === "lastDays" && sp.n >= 1) return range(addDays(today, -(sp.n - 1)), today);
    if (sp.type === "lastMonths" && sp.n >= 1 && sp.n <= 120) {
      // the same calendar day N months back, plus one: "últimos 3 meses" on 22/11 starts 23/08
      const back = today.m - sp.n;
      const y = today.y + Math.floor((back - 1) / 12);
      const m = ((((back - 1) % 12) + 12) % 12) + 1;
      const d = Math.min(today.d, daysInMonth(y, m));
      return range(addDays({ y, m, d }, 1), today);
    }
  }
  const words = tokens.map((t) => t.folded);
  // a month name wins over the generic words ("no mês de outubro")
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const prev = words[i - 1] ?? "";
    const month = MONTHS.get(w);
    if (month === undefined || (w === "marco" && prev !== "em" && prev !== "de" && prev !== "no")) continue;
    const yearTok = words[i + 1] === "de" ? words[i + 2] : words[i + 1];
    const explicit = yearTok && yearTok.length === 4 && Number(yearTok) > 1900 ? Number(yearTok) : null;
    const y = explicit ?? (month <= today.m ? today.y : today.y - 1);
    return wholeMonth(y, month);
  }
  // a bare year: "em 2025"
  for (const w of words) {
    if (w.length !== 4 || w.charCodeAt(0) < 49 || w.charCodeAt(0) > 50) continue;
    const y = Number(w);
    if (!Number.isInteger(y) || y < 1990 || y > today.y) continue;
    return y === today.y ? range({ y, m: 1, d: 1 }, today) : range({ y, m: 1, d: 1 }, { y, m: 12, d: 31 });
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    const prev = words[i - 1] ?? "";
    if (w === "hoje") return range(today, today);
    if (w === "ontem") {
      const y = addDays(today, -1);
      return range(y, y);
    }
    if (w === "semana" || w === "semanal") {
      if (prev === "ultima") return range(addDays(today, -6), today);
      if (next === "passada" || next === "anterior") {
        const monday = addDays(today, -isoWeekday(today) - 7);
        return range(monday, addDays(monday, 6));
      }
      return range(addDays(today, -isoWeekday(today)), today);
    }
    if (w === "mes" || w === "mensal") {
      if (next === "passado" || prev === "ultimo" || next === "anterior") {
        const y = today.m > 1 ? today.y : today.y - 1;
        const m = today.m > 1 ? today.m - 1 : 12;
        return wholeMonth(y, m);
      }
      return range({ y: today.y, m: today.m, d: 1 }, today);
    }
    if (w === "ano" || w === "anual") {
      if (next === "passado" || prev === "ultimo" || next === "anterior") {
        return range({ y: today.y - 1, m: 1, d: 1 }, { y: today.y - 1, m: 12, d: 31 });
      }
      return range({ y: today.y, m: 1, d: 1 }, today);
    }
  }
  return range({ y: today.y, m: today.m, d: 1 }, today);
}
