/**
 * Splitting a record into several categories, said in chat: "desses 300, 80 foi farmácia",
 * "dos 300 do mercado, 80 foi farmácia e 40 de limpeza", "divide o mercado: 80 farmácia". What
 * stays in the record is the rest; the parts take their own categories.
 */
import { foldAccents } from "../fold.ts";
import { parseNumericCentavos } from "../parser/numbers.ts";
import { brl } from "../replies/format.ts";

/** A part said: its amount (centavos) and the words naming where it goes. */
export interface SplitPartSaid {
  amount: number;
  words: string;
}

export interface SplitCommand {
  /** The record's total as said ("desses 300"), in centavos; null: the record talked about. */
  total: number | null;
  /** Words naming the record ("do mercado"), when said. */
  about: string | null;
  parts: SplitPartSaid[];
}

const AMOUNT = String.raw`(?:r\$\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:\s*(?:reais|conto|pila))?`;
const HEAD = new RegExp(
  String.raw`^(?:(?:desses|destes|dos|das|desses ai)\s+${AMOUNT}(?:\s+(?:do|da|de|no|na)\s+([a-z0-9 ]+?))?` +
    "|(?:desse valor|dessa compra|desse gasto|disso|disso ai|desse registro)" +
    // "na verdade foram 2 compras: 100 no mercado e 50 na farmácia": the record just said, in parts
    String.raw`|(?:(?:na verdade|ops|opa|nao|pera)\s*,?\s*)?(?:foram|eram|foi|era|sao)\s+(?:duas|dois|tres|quatro|[2-9])\s+(?:compras|coisas|gastos|lugares|registros|contas|lojas)` +
    String.raw`|(?:divide|dividir|divida|separa|separar|separe)\s+(?:(?:o|a|os)\s+)?(?:${AMOUNT}\s*)?(?:(?:do|da|de|no|na)\s+)?([a-z0-9 ]*?))\s*[,:;]\s*(.+)$`,
);
const PART = new RegExp(
  String.raw`^${AMOUNT}\s+(?:(?:foi|foram|era|e|eh|de|em|com|pra|para|na|no|da|do)\s+)*([a-z][a-z0-9 ]*)$`,
);

/** "1.234,56", "80", "80,5", "80.50" to centavos (a positive amount, else null). */
function centavosOf(text: string): number | null {
  const cents = parseNumericCentavos(text);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * Reads a split said in chat, or null when the message is not one.
 * @example readSplitCommand("desses 300, 80 foi farmácia") // { total: 30000, about: null, parts: [{ amount: 8000, words: "farmacia" }] }
 */
export function readSplitCommand(message: string): SplitCommand | null {
  const text = foldAccents(message)
    .replace(/[!?.]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length > 300) return null;
  const head = HEAD.exec(text);
  if (!head) return null;
  const totalText = head[1] ?? head[3];
  const total = totalText ? centavosOf(totalText) : null;
  if (totalText && total === null) return null;
  const about = (head[2] ?? head[4] ?? "").trim() || null;
  const parts: SplitPartSaid[] = [];
  for (const said of (head[5] ?? "").split(/\s*(?:,(?!\d)|;|\se\s|\smais\s)\s*/)) {
    const part = PART.exec(said.trim());
    const amount = part?.[1] ? centavosOf(part[1]) : null;
    if (!part || amount === null) return null;
    parts.push({ amount, words: (part[2] ?? "").trim() });
  }
  return parts.length > 0 ? { total, about, parts } : null;
}

/** A record split, as the reply lists it. */
export interface SplitDone {
  description: string;
  total: number;
  /** What stayed in the record, then each part. */
  kept: { amount: number; category: string | null };
  parts: { amount: number; category: string | null }[];
}

/**
 * @example replySplit({ description: "mercado", total: 30000, kept: { amount: 22000, category: "Mercado" }, parts: [{ amount: 8000, category: "Saúde" }] })
 * // "✂️ Dividi mercado (R$ 300,00): R$ 220,00 em Mercado, R$ 80,00 em Saúde.\nSe não era isso, diga \"desfaz\"."
 */
export function replySplit(s: SplitDone): string {
  const line = (p: { amount: number; category: string | null }) =>
    `${brl(p.amount)} em ${p.category ?? "sem categoria"}`;
  const what = s.description.trim() || "o registro";
  return `✂️ Dividi ${what} (${brl(s.total)}): ${[s.kept, ...s.parts].map(line).join(", ")}.\nSe não era isso, diga "desfaz".`;
}

/** Why a record cannot be split into the parts asked (docs/books.md, "Splitting"). */
export type SplitRefusal =
  | { reason: "instalment" }
  | { reason: "no_amount" }
  | { reason: "too_much"; parts: number; total: number };

/**
 * The books' rules for a split, in one place for every door: an instalment part is never split,
 * each part takes a positive whole number of centavos, and the parts never add up to more than
 * the record. Null: the split can be made.
 * @example splitRefusal({ amount: 4500, installmentCount: null }, [{ amount: 5000 }]) // { reason: "too_much", parts: 5000, total: 4500 }
 */
export function splitRefusal(
  record: { amount: number; installmentCount: number | null },
  parts: readonly { amount: number }[],
): SplitRefusal | null {
  if ((record.installmentCount ?? 1) > 1) return { reason: "instalment" };
  if (parts.length === 0 || parts.some((p) => !Number.isSafeInteger(p.amount) || p.amount <= 0))
    return { reason: "no_amount" };
  const sum = parts.reduce((s, p) => s + p.amount, 0);
  return sum > record.amount ? { reason: "too_much", parts: sum, total: record.amount } : null;
}

/** Why a split said in chat could not be made. */
export function replySplitRefused(
  reason: "no_record" | "too_much" | "instalment",
  detail: { total?: number | null; parts?: number } = {},
): string {
  switch (reason) {
    case "no_record":
      return detail.total
        ? `Não achei um registro de ${brl(detail.total)} nos últimos 60 dias para dividir. Diga qual, por exemplo: dos ${brl(detail.total).replace("R$ ", "")} do mercado, 80 foi farmácia`
        : "Qual registro devo dividir? Diga o valor dele, por exemplo: desses 300, 80 foi farmácia";
    case "too_much":
      return `As partes somam ${brl(detail.parts ?? 0)}, que não cabe no registro de ${brl(detail.total ?? 0)}. Nada mudou.`;
    case "instalment":
      return "Esse registro é uma parcela de uma compra parcelada; dividir parcelas ainda não dá. Nada mudou.";
  }
}
