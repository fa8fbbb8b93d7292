/**
 * Deadlines of goals and planned purchases, always today or later: a named month is its last day
 * (the next such month that has not ended, this one included), "fim do ano" is 31 December,
 * "mês que vem" next month's last day, "ano que vem" 31 December of next year, a year alone its
 * 31 December, "daqui a N meses" the last day of the month N months ahead, "natal" the next 25 December.
 */
import { addMonths, type CivilDate, compareDates, daysInMonth } from "../calendar/index.ts";
import type { MessageContext } from "./context.ts";
import { resolveFuture } from "./dates.ts";
import { MONTHS, type Span } from "./scan.ts";
import { readCount } from "./scan-words.ts";

const lastDay = (y: number, m: number): CivilDate => ({ y, m, d: daysInMonth(y, m) });

function monthsAhead(today: CivilDate, n: number): CivilDate {
  const month = addMonths(today, n, 1);
  return lastDay(month.y, month.m);
}

/** A four-digit year token between 2000 and 2100, or null. */
function yearOf(word: string | undefined): number | null {
  if (word?.length !== 4 || word.charCodeAt(0) !== 50) return null;
  const y = Number(word);
  return Number.isInteger(y) && y >= 2000 && y <= 2100 ? y : null;
}

function nextYearSaid(words: readonly string[], i: number): boolean {
  // "do ano que vem", "do próximo ano"
  return (
    (words[i] === "ano" && words[i + 1] === "que" && words[i + 2] === "vem") ||
    (words[i] === "proximo" && words[i + 1] === "ano")
  );
}

/** The deadline the message names, or null. Never before today. */
export function readDeadline(ctx: MessageContext): CivilDate | null {
  const { words, today, scanned } = ctx;
  const clamp = (date: CivilDate) => (compareDates(date, today) < 0 ? null : date);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const prev = words[i - 1] ?? "";
    const month = MONTHS.get(w);
    if (
      month !== undefined &&
      (w !== "marco" || prev === "ate" || prev === "em" || prev === "de" || prev === "para" || prev === "no")
    ) {
      let at = i + 1;
      if (words[at] === "de" || words[at] === "do") at++;
      const year = yearOf(words[at]);
      if (year !== null) return clamp(lastDay(year, month));
      if (nextYearSaid(words, at)) return lastDay(today.y + 1, month);
      return lastDay(month >= today.m ? today.y : today.y + 1, month);
    }
    if ((w === "fim" || w === "final") && (words[i + 1] === "do" || words[i + 1] === "de")) {
      const what = words[i + 2];
      if (what === "ano") return nextYearSaid(words, i + 2) ? lastDay(today.y + 1, 12) : lastDay(today.y, 12);
      if (what === "mes") return lastDay(today.y, today.m);
    }
    if (w === "ano" && words[i + 1] === "que" && words[i + 2] === "vem") return lastDay(today.y + 1, 12);
    if (w === "proximo" && words[i + 1] === "ano") return lastDay(today.y + 1, 12);
    if (
      (w === "mes" && words[i + 1] === "que" && words[i + 2] === "vem") ||
      (w === "proximo" && words[i + 1] === "mes")
    )
      return monthsAhead(today, 1);
    if (w === "natal" && prev !== "de")
      return today.m === 12 && today.d > 25 ? { y: today.y + 1, m: 12, d: 25 } : { y: today.y, m: 12, d: 25 };
    if (w === "daqui" || w === "dentro" || w === "em") {
      const at = words[i + 1] === "a" || words[i + 1] === "de" ? i + 2 : i + 1;
      const count = readCount(ctx.tokens, at);
      if (count && count.value > 0 && count.value <= 600) {
        const unit = words[count.end];
        if (unit === "mes" || unit === "meses") return monthsAhead(today, count.value);
        if (unit === "ano" || unit === "anos") return lastDay(today.y + count.value, 12);
      }
    }
    const year = yearOf(w);
    if (
      year !== null &&
      (prev === "ate" || prev === "em" || prev === "de" || prev === "para" || prev === "no" || prev === "ano")
    )
      return clamp(lastDay(year, 12));
  }
  for (const sp of scanned.spans as Span[]) {
    if (sp.type !== "date") continue;
    if (sp.date.kind === "relative" ? sp.date.days > 0 : sp.date.kind !== "months" || sp.date.months > 0)
      return resolveFuture(sp.date, today);
  }
  return null;
}
