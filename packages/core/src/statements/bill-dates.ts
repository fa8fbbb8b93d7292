/**
 * The day a card bill's total holds: what the bill states of when it closes or is due, in its
 * title lines or under its entries ("Vencimento: 10/12/2026", "Data de fechamento;03/12/2026",
 * "Fatura de dezembro/2026"), so what the card owes is dated from the file and not from its last
 * purchase (docs/statement-formats.md, "Importing").
 */
import { addDays, fromIso, toIso } from "../calendar/civil-date.ts";
import { MONTH_NAMES_PT } from "../calendar/months.ts";
import { plain } from "./clean-description.ts";

/** When a bill closes and when it is due, as its file states them (`YYYY-MM-DD`), and the month it names (`YYYY-MM`). */
export interface BillDates {
  closes: string | null;
  due: string | null;
  month: string | null;
}

/** "Data de fechamento", "Fechamento da fatura", "Fatura fechada em", "Data de corte" (Santander, Itaú, Nubank, BB). */
const CLOSING =
  /\b(?:data (?:de |do |da )?fechamento|fechamento(?: da fatura)?|fatura fechada em|fechada em|fecha em|data (?:de |do )?corte)\b/;
/** "Vencimento", "Data de vencimento", "Vence em", "Venc.", "Pagar até" (every bank's bill). */
const DUE =
  /\b(?:data (?:de |do |da )?vencimento|vencimento(?: da fatura)?|vence em|vencto|venc|pag(?:ar|ue|avel) ate)\b/;
/** Another bill's dates printed beside this one's: the next closing, the previous bill, the best day to buy. */
const OTHER_BILL = /\b(?:proxim[oa]s?|prox|anterior|melhor dia|previsao)\b/;
/** A date after a label: `10/12/2026`, `10/12`, `2026-12-10`, `10 DEZ 2026`, `10 de dezembro de 2026`. */
const DATE =
  /(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{4}|[/.-]\d{2}(?![\d/]))?|\d{1,2}(?:\s+de\s+|[\s/.-]+)(?:jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-z]*\.?(?:(?:\s+de\s+|[\s/.-]+)\d{4})?)/;
/** "Vencimento: dia 10", "vence todo dia 10": the due day without its month. */
const DUE_DAY = /\b(?:vencimento|vence(?: em)?)\s*[:;]?\s*(?:todo\s+)?(?:o\s+)?dia\s+(\d{1,2})\b/;
/** "Fatura de dezembro/2026", "Fatura dezembro 2026", "Fatura do mês de dez/2026", "Fatura 12/2026". */
const BILL_MONTH =
  /\bfatura\s+(?:de\s+|do\s+mes\s+(?:de\s+)?|referente\s+(?:a\s+|ao\s+mes\s+de\s+)?|ref\.?\s+)?(?:(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-z]*|(0?[1-9]|1[0-2]))\s*(?:\/|-|de)?\s*(\d{4})\b/;

/** The first date written in `text`, read by `read`. */
function firstDate(text: string, read: (v: string) => string | null): string | null {
  const m = DATE.exec(text);
  return m ? read((m[1] as string).trim()) : null;
}

/** The date a label in a row's cell names: after it in its cell, in the cells after it, or under it on the next row. */
function labelled(
  rows: readonly (readonly string[])[],
  label: RegExp,
  read: (v: string) => string | null,
): string | null {
  for (const [r, row] of rows.entries())
    for (const [i, cell] of row.entries()) {
      const folded = plain(cell).replace(/\s+/g, " ");
      const m = label.exec(folded);
      if (!m || OTHER_BILL.test(folded)) continue;
      const rest = folded.slice(m.index + m[0].length);
      const after = row.slice(i + 1).find((c) => c.trim() !== "");
      // A label alone on its row ("Vencimento;Total a pagar") has its value under it.
      const found =
        firstDate(rest, read) ??
        (after !== undefined ? firstDate(plain(after), read) : null) ??
        (rest.trim() === "" ? firstDate(plain(rows[r + 1]?.[i] ?? ""), read) : null);
      if (found) return found;
    }
  return null;
}

/**
 * What a bill states of its dates in `rows` (title lines, lines under the entries), a date without
 * its year read by `read` (which completes it). The month a bill names (`Fatura de dezembro/2026`)
 * with a due day (`Vencimento: dia 10`) is its due date.
 * @example billDates([["Vencimento:", "10/12/2026"]], readDate).due // "2026-12-10"
 */
export function billDates(
  rows: readonly (readonly string[])[],
  read: (v: string) => string | null,
): BillDates {
  const closes = labelled(rows, CLOSING, read);
  let due = labelled(rows, DUE, read);
  let month: string | null = null;
  const text = plain(rows.map((r) => r.join(" ")).join("\n")).replace(/[ \t]+/g, " ");
  const named = BILL_MONTH.exec(text);
  if (named) {
    const n = named[1]
      ? MONTH_NAMES_PT.findIndex((m) => plain(m).startsWith(named[1] as string)) + 1
      : Number(named[2]);
    if (n >= 1) month = `${named[3]}-${String(n).padStart(2, "0")}`;
  }
  const day = DUE_DAY.exec(text);
  if (!due && month && day) {
    const d = Number(day[1]);
    const date = toIso(addDays(fromIso(`${month}-01`), d - 1));
    if (d >= 1 && date.startsWith(month)) due = date;
  }
  return { closes, due, month };
}

/**
 * The day what a card owes is stated on: the day its bill closes when the file says it, else its
 * due date, else the first day of the month the bill names; never before the bill's last entry
 * (every line of the bill is in its total, so none may count on top of it). With none stated, the
 * day of the last entry.
 * @example billBalanceDay({ closes: null, due: "2026-12-10", month: null }, "2026-11-28") // "2026-12-10"
 */
export function billBalanceDay(dates: BillDates, last: string | null): string | null {
  const stated = dates.closes ?? dates.due ?? (dates.month ? `${dates.month}-01` : null);
  if (stated === null) return last;
  return last !== null && stated < last ? last : stated;
}

/**
 * A bill's date written without its year takes the year that puts it nearest after its entries
 * (a bill closes and falls due after its purchases): on or before half a year after `last`.
 */
export function billDateReference(last: string | null, today: string | null): string | null {
  const base = last ?? today;
  return base ? toIso(addDays(fromIso(base), 180)) : null;
}
