/** pt-BR wording of lists: the records themselves and the reminders due, at most 15 lines and a total. */
import type { RecordKind } from "../parser/types.ts";
import { brl, dayMonth, dayMonthYear, periodLabel } from "./replies.ts";

/** One record as listed: amount in centavos, date YYYY-MM-DD. */
export interface ListedRecordReplyData {
  kind: RecordKind;
  amount: number;
  date: string;
  category: string | null;
  description: string;
  /** The part of an instalment purchase ("3/10"), null for a purchase paid at once. */
  installment?: { number: number; count: number } | null;
}

/** The lines shown (newest first), how many match in all and the totals per kind in centavos. */
export interface RecordListReplyData {
  records: readonly ListedRecordReplyData[];
  count: number;
  totals: Record<RecordKind, number>;
}

const NOUN: Record<RecordKind | "all", string> = {
  expense: "gastos",
  income: "receitas",
  investment: "investimentos",
  all: "registros",
};
const SIGN: Record<RecordKind, string> = { expense: "−", income: "+", investment: "↗" };

/** At most this many lines in a list reply; the total always covers everything. */
export const LIST_LINES = 15;

/**
 * Lists records of a period with a total.
 * @example replyRecordList({ kind: "expense", from: "2026-11-23", to: "2026-11-23", category: null }, list)
 * // "📋 Seus gastos em 23/11:\n• 23/11 R$ 50,00 Mercado (mercado)\nTotal: R$ 50,00 (1 registro)"
 */
export function replyRecordList(
  q: { kind: RecordKind | null; from: string; to: string; category: string | null },
  list: RecordListReplyData,
): string {
  const noun = NOUN[q.kind ?? "all"];
  const about = q.category ? ` com ${q.category}` : "";
  const period = periodLabel(q.from, q.to);
  if (list.count === 0) return `Não há ${noun}${about} ${period}.`;
  const lines = [`📋 Seus ${noun}${about} ${period}:`];
  for (const r of list.records.slice(0, LIST_LINES)) {
    const what = r.description && r.description !== r.category?.toLowerCase() ? ` (${r.description})` : "";
    const sign = q.kind === null ? `${SIGN[r.kind]} ` : "";
    // The part says which one it is: ten parts of one purchase are not ten equal purchases.
    const part = r.installment ? ` · parcela ${r.installment.number}/${r.installment.count}` : "";
    lines.push(
      `• ${dayMonth(r.date)} ${sign}${brl(r.amount)} ${r.category ?? "Sem categoria"}${what}${part}`,
    );
  }
  const shown = Math.min(list.records.length, LIST_LINES);
  if (list.count > shown) lines.push(`… e mais ${list.count - shown} no painel.`);
  const count = `${list.count} ${list.count === 1 ? "registro" : "registros"}`;
  if (q.kind !== null) lines.push(`Total: ${brl(list.totals[q.kind])} (${count})`);
  else
    lines.push(
      `Total (${count}): receitas ${brl(list.totals.income)} · despesas ${brl(list.totals.expense)} · investimentos ${brl(list.totals.investment)}`,
    );
  return lines.join("\n");
}

/** One reminder as listed: amount in centavos or null, due date YYYY-MM-DD. */
export interface ListedReminderReplyData {
  description: string;
  amount: number | null;
  dueDate: string;
  recurrenceDay: number | null;
}

/** A credit card bill due in the period: what is on it so far, in centavos. */
export interface BillDueReplyData {
  card: string;
  dueOn: string;
  total: number;
  /** Closed: the amount is final; open: it may still grow. */
  closed: boolean;
}

/**
 * Lists the reminders due in a period (today onwards) and the card bills due in it (the
 * automatic due-date reminders), soonest first.
 */
export function replyReminderList(
  q: { from: string; to: string },
  list: { reminders: readonly ListedReminderReplyData[]; count: number },
  bills: readonly BillDueReplyData[] = [],
): string {
  const period = periodLabel(q.from, q.to);
  if (list.count === 0 && bills.length === 0)
    return `Você não tem lembretes ${period}. Para criar um: me lembra de pagar a luz dia 10.`;
  const entries: Array<{ date: string; line: string; amount: number }> = [];
  for (const r of list.reminders.slice(0, LIST_LINES)) {
    const amount = r.amount ? ` (${brl(r.amount)})` : "";
    const monthly = r.recurrenceDay ? " 🔁" : "";
    entries.push({ date: r.dueDate, line: `${r.description}${amount}${monthly}`, amount: r.amount ?? 0 });
  }
  for (const b of bills) {
    const sofar = b.closed ? "" : " até agora";
    entries.push({
      date: b.dueOn,
      line: `💳 fatura do ${b.card} (${brl(b.total)}${sofar})`,
      amount: b.total,
    });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date));
  const lines = [`⏰ Seus lembretes ${period}:`, ...entries.map((e) => `• ${dayMonth(e.date)} ${e.line}`)];
  const shown = Math.min(list.reminders.length, LIST_LINES);
  if (list.count > shown) lines.push(`… e mais ${list.count - shown}.`);
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  if (total > 0) lines.push(`Total com valor: ${brl(total)}`);
  return lines.join("\n");
}

/** One active fixed item as listed: amount in centavos, the day of the month it is booked on. */
export interface ListedFixedItemReplyData {
  kind: RecordKind;
  amount: number;
  day: number;
  category: string | null;
  description: string;
}

/**
 * Lists the active fixed items by day of the month, with what they add up to each month.
 * @example replyFixedList([{ kind: "expense", amount: 150000, day: 5, category: "Moradia", description: "aluguel" }])
 * // "🔁 Seus fixos, todo mês:\n• dia 5 R$ 1.500,00 Moradia (aluguel)\nDespesas fixas: R$ 1.500,00 por mês"
 */
export function replyFixedList(
  items: readonly ListedFixedItemReplyData[],
  category: string | null = null,
): string {
  const of = category ? ` em ${category}` : "";
  if (items.length === 0)
    return `Você não tem fixos${of}. Para criar um: "aluguel 1.500 todo dia 5" ou "netflix 39,90 fixo dia 12".`;
  const sorted = [...items].sort((a, b) => a.day - b.day);
  const lines = [`🔁 Seus fixos${of}, todo mês:`];
  for (const r of sorted.slice(0, LIST_LINES)) {
    const what = r.description && r.description !== r.category?.toLowerCase() ? ` (${r.description})` : "";
    const sign = r.kind === "expense" ? "" : `${SIGN[r.kind]} `;
    lines.push(`• dia ${r.day} ${sign}${brl(r.amount)} ${r.category ?? "Sem categoria"}${what}`);
  }
  if (sorted.length > LIST_LINES) lines.push(`… e mais ${sorted.length - LIST_LINES} no painel.`);
  const sum = (kind: RecordKind) => items.filter((r) => r.kind === kind).reduce((t, r) => t + r.amount, 0);
  const totals: string[] = [];
  if (sum("expense") > 0) totals.push(`Despesas fixas: ${brl(sum("expense"))} por mês`);
  if (sum("income") > 0) totals.push(`Entradas fixas: ${brl(sum("income"))} por mês`);
  if (sum("investment") > 0) totals.push(`Investimentos fixos: ${brl(sum("investment"))} por mês`);
  return [...lines, ...totals].join("\n");
}

/** A purchase in instalments with parts still to come (amounts in centavos). */
export interface InstalmentsLeft {
  description: string;
  /** How many parts the purchase has. */
  parts: number;
  /** How many are dated after today, and what they add up to. */
  left: number;
  leftTotal: number;
  /** The smallest of them (the parts differ by a centavo at most). */
  each: number;
  /** The day of the last part. */
  last: string;
}

/**
 * "quanto falta pagar do celular?": the parts still to come of each purchase, and their sum.
 * @example replyInstalmentsLeft([{ description: "celular", parts: 10, left: 9, leftTotal: 225000, each: 25000, last: "2027-08-27" }], "celular")
 * // "📆 celular: faltam 9 de 10 parcelas de R$ 250,00, R$ 2.250,00 ao todo; a última em 27/08/2027."
 */
export function replyInstalmentsLeft(items: readonly InstalmentsLeft[], text: string | null): string {
  if (items.length === 0)
    return text
      ? `Não achei compra parcelada com "${text}" com parcelas por vir. Para ver todas: "quantas parcelas faltam?"`
      : "Você não tem compras parceladas com parcelas por vir.";
  const line = (r: InstalmentsLeft) =>
    `${r.description}: ${r.left === 1 ? "falta 1" : `faltam ${r.left}`} de ${r.parts} parcelas de ${brl(r.each)}, ${brl(r.leftTotal)} ao todo; a última em ${dayMonthYear(r.last)}`;
  const [only] = items;
  if (only && items.length === 1) return `📆 ${line(only)}.`;
  const shown = items.slice(0, LIST_LINES);
  const lines = ["📆 Parcelas por vir:", ...shown.map((r) => `• ${line(r)}`)];
  if (items.length > LIST_LINES) lines.push(`… e mais ${items.length - LIST_LINES} no painel.`);
  lines.push(`Total: ${brl(items.reduce((t, r) => t + r.leftTotal, 0))}`);
  return lines.join("\n");
}
