import { type Book, bookLabel } from "../books/books.ts";
import { type Centavos, centavos, formatBRL } from "../money.ts";
import type { DigestData } from "../planning/digests.ts";
import { monthName } from "../planning/months.ts";
import { dayMonth, dayMonthYear } from "../replies/replies.ts";

// A template parameter is one line: WhatsApp refuses new lines, tabs and runs of spaces in them.
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 500);
const money = (value: number) => formatBRL(centavos(value) as Centavos);

/**
 * The {{1}} description, {{2}} amount and {{3}} due date of the reminder template (.env.example),
 * used for a reminder or a card bill due when the person has not written in 24 hours.
 * @example reminderTemplateParams({ description: "conta de luz", amount: 18000, dueOn: "2026-12-10" })
 * // ["conta de luz", "R$ 180,00", "10/12/2026"]
 */
export function reminderTemplateParams(r: {
  description: string;
  amount: number | null;
  dueOn: string;
}): string[] {
  return [
    oneLine(r.description),
    r.amount === null ? "valor não informado" : money(r.amount),
    dayMonthYear(r.dueOn),
  ];
}

/**
 * The {{1}} period and {{2}} summary line of the digest template, the book named once the person
 * keeps both.
 * @example digestTemplateParams(weekly, "personal", false)
 * // ["Resumo da semana (16/11 a 22/11)", "Despesas R$ 300,00 · Receitas R$ 0,00 · Saldo -R$ 300,00"]
 */
export function digestTemplateParams(d: DigestData, book: Book, labelled: boolean): string[] {
  const p = d.period;
  const title =
    p.kind === "weekly"
      ? `Resumo da semana (${dayMonth(p.from)} a ${dayMonth(p.to)})`
      : `Fechamento de ${monthName(p.key)}`;
  const line = `Despesas ${money(d.expenses)} · Receitas ${money(d.income)} · Saldo ${money(d.income - d.expenses)}`;
  return [oneLine(labelled ? `${title} · ${bookLabel[book]}` : title), oneLine(line)];
}
