import { type Book, bookLabel } from "../books/book.ts";
import { type Centavos, centavos, formatBRL } from "../money.ts";
import { closeTitle, type DigestData } from "../planning/digests.ts";
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
    p.kind === "weekly" ? `Resumo da semana (${dayMonth(p.from)} a ${dayMonth(p.to)})` : closeTitle(p);
  const line = `Despesas ${money(d.expenses)} · Receitas ${money(d.income)} · Saldo ${money(d.income - d.expenses)}`;
  return [oneLine(labelled ? `${title} · ${bookLabel[book]}` : title), oneLine(line)];
}

/** What one notice puts in a template: which template carries it alone, and its values. */
export interface NoticeTemplate {
  kind: "reminder" | "digest";
  params: string[];
}

/**
 * A notice as one line of the folded notices template: the reminder's or bill's description,
 * amount and due date, or the digest's period and summary line.
 * @example noticeLine({ kind: "reminder", params: ["conta de luz", "R$ 180,00", "10/12/2026"] })
 * // "conta de luz (R$ 180,00) vence em 10/12/2026"
 */
export function noticeLine(template: NoticeTemplate): string {
  const [first = "", second = "", third = ""] = template.params;
  return oneLine(
    template.kind === "reminder" ? `${first} (${second}) vence em ${third}` : `${first}: ${second}`,
  );
}

/**
 * How many characters the folded template's {{2}} takes: Meta caps a template's body at 1,024
 * characters with its values, and the approved text around them needs the rest.
 */
export const NOTICES_TEMPLATE_ITEMS_MAX = 900;

const numbered = (lines: readonly string[]) => lines.map((line, i) => `${i + 1}) ${line}`).join("; ");

/**
 * The notices of one person at one moment, packed into as few folded templates as fit: each group
 * is the indexes of the lines one template carries, in order (one group unless their {{2}} would
 * pass `max`).
 * @example packNoticeLines(["a", "b", "c"]) // [[0, 1, 2]]
 */
export function packNoticeLines(lines: readonly string[], max = NOTICES_TEMPLATE_ITEMS_MAX): number[][] {
  const groups: number[][] = [];
  let current: number[] = [];
  for (const [i] of lines.entries()) {
    const next = [...current, i];
    if (current.length > 0 && numbered(next.map((n) => lines[n] ?? "")).length > max) {
      groups.push(current);
      current = [i];
    } else current = next;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * The {{1}} count and {{2}} numbered notices of the folded notices template (.env.example), for
 * several notices sent together outside the 24-hour window.
 * @example noticesTemplateParams(["conta de luz (R$ 180,00) vence em 10/12/2026", "Resumo da semana (16/11 a 22/11): Despesas R$ 300,00"])
 * // ["2 avisos", "1) conta de luz (R$ 180,00) vence em 10/12/2026; 2) Resumo da semana (16/11 a 22/11): Despesas R$ 300,00"]
 */
export function noticesTemplateParams(lines: readonly string[]): string[] {
  return [`${lines.length} ${lines.length === 1 ? "aviso" : "avisos"}`, numbered(lines)];
}
