/**
 * Credit card statements (faturas): the bill total and due date, the card's last digits, and the
 * purchases listed, each dated in the right year (a December purchase on a January bill).
 */
import { centavos } from "../money.ts";
import { cleanName } from "./merchant.ts";
import {
  amountsIn,
  dateAfter,
  dateOrDayMonthAfter,
  findLabelled,
  fold,
  type IsoDate,
  lines,
  makeIso,
  monthNumber,
  plausible,
} from "./text.ts";
import { amountAfterLabel } from "./tokens.ts";
import { type DocumentFields, emptyFields, type StatementItem } from "./types.ts";

const ISSUERS: ReadonlyArray<[RegExp, string]> = [
  [/nubank|\bnu pagamentos/, "Nubank"],
  [/\bitau\b|itaucard/, "Itaú"],
  [/bradesco|bradescard/, "Bradesco"],
  [/santander/, "Santander"],
  [/banco do brasil|ourocard/, "Banco do Brasil"],
  [/\bcaixa\b/, "Caixa"],
  [/banco inter|\binter\b/, "Inter"],
  [/\bc6\b/, "C6 Bank"],
  [/\bbtg\b/, "BTG Pactual"],
  [/\bxp\b/, "XP"],
  [/mercado pago/, "Mercado Pago"],
  [/picpay/, "PicPay"],
  [/porto seguro|porto bank/, "Porto Bank"],
  [/credicard/, "Credicard"],
  [/sicredi/, "Sicredi"],
  [/sicoob/, "Sicoob"],
  [/\bneon\b/, "Neon"],
  [/\bnext\b/, "Next"],
];

// What is due on this bill, as issuers print it, as one class: "Total desta fatura", "Valor da
// fatura", "Total a pagar", "Valor total a pagar", "Total para pagamento", "Valor para pagamento",
// "Pagamento total", "Saldo desta fatura", "Saldo total", "Fatura fechada". A previous bill's word
// between the label and its amount ("Saldo da fatura anterior 1.102,31", "Total da fatura passada")
// makes it that bill's figure, never this one's; the minimum ("Valor mínimo para pagamento"), the
// next bills' and the parts of the sum ("Total de pagamentos", "Total de compras") are not it.
const NOT_PREVIOUS = String.raw`(?![^\d\n]*\b(anterior|passad|ultima fatura|mes passado))`;
const AMOUNT_DUE = new RegExp(
  String.raw`(?:\b(?:valor|total|saldo)(?: total)? (?:(?:desta|da|dessa|de sua|da sua) fatura|(?:a|para) pagar|para pagamento)|\bpagamento total|\bsaldo total|\bfatura fechada\b)` +
    NOT_PREVIOUS,
);
const TOTAL_LABELS = [
  AMOUNT_DUE,
  /(valor total|\btotal\b)(?!.*(anterior|passad|proxim|a vencer|parcelad|pagamento|compras|credito|debito|encargo|juros|saque|minimo))/,
];
const DUE_LABELS = [/vencimento|vence em|data de pagamento/];
const CLOSING_LABELS = [/fechamento|data de corte|emissao/];
const CREDIT =
  /pagamento (recebido|efetuado)|pagamento fatura|estorno|credito|devolu|reembolso|cashback|desconto/;
const NOT_ITEM =
  /vencimento|fechamento|total|saldo|limite|minimo|juros|encargos|fatura anterior|proxima fatura/;

const ITEM_DATE =
  /^\W*(\d{1,2})\s?[/.-]\s?(\d{1,2})(?:[/.-](\d{2,4}))?\s+|^\W*(\d{1,2})\s+(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)[a-z.]*\s+/i;
const INSTALLMENT = /\b(?:parc(?:ela)?\.?\s*)?(\d{1,2})\s*(?:\/|de)\s*(\d{1,2})\b\s*$/i;

/** The year of a day/month purchase on a bill due in `due`: purchases precede the due date. */
function itemYear(month: number, day: number, due: IsoDate): number {
  const dueYear = Number(due.slice(0, 4));
  const iso = makeIso(dueYear, month, day);
  return iso && iso > due ? dueYear - 1 : dueYear;
}

function readItem(line: string, due: IsoDate): StatementItem | null {
  const m = ITEM_DATE.exec(line);
  if (!m) return null;
  const folded = fold(line);
  if (NOT_ITEM.test(folded)) return null;
  const amounts = amountsIn(line);
  const last = amounts[amounts.length - 1];
  if (!last) return null;
  const day = Number(m[1] ?? m[4]);
  const month = m[2] && !m[5] ? Number(m[2]) : monthNumber(m[5] ?? "");
  if (!month) return null;
  const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : itemYear(month, day, due);
  const date = makeIso(year, month, day);
  if (!date) return null;
  let description = line.slice(m[0].length, last.index).replace(/(R\$|RS)\s*-?\s*$/, "");
  let installment: StatementItem["installment"] = null;
  const inst = INSTALLMENT.exec(description.trim());
  if (inst) {
    const number = Number(inst[1]);
    const count = Number(inst[2]);
    if (number >= 1 && count >= 2 && number <= count && count <= 48) {
      installment = { number, count };
      description = description.trim().slice(0, inst.index);
    }
  }
  description = cleanName(description);
  if (!/[a-zA-Z]{2}/.test(description)) return null;
  return {
    date,
    description,
    amount: centavos(last.value),
    installment,
    credit: last.negative || CREDIT.test(fold(description)),
  };
}

/** Extracts a card statement's total, due date, card and purchases. */
export function extractCardStatement(text: string, today: IsoDate): DocumentFields {
  const all = lines(text);
  const folded = fold(text);
  const fields = emptyFields("card_statement");
  const total = findLabelled(all, TOTAL_LABELS, amountAfterLabel)?.value.value ?? null;
  fields.amount = total;
  fields.confidence.amount = total !== null ? 0.8 : 0;
  fields.evidence = total !== null ? ["statement total label"] : [];
  fields.dueDate =
    findLabelled(all, DUE_LABELS, (line, end) => {
      const iso = dateOrDayMonthAfter(line, end, today);
      return iso && plausible(iso, today, 3, 120) ? iso : null;
    })?.value ?? null;
  fields.date =
    findLabelled(all, CLOSING_LABELS, (line, end) => {
      const iso = dateAfter(line, end);
      return iso && plausible(iso, today, 3, 1) ? iso : null;
    })?.value ?? null;
  for (const [re, name] of ISSUERS) {
    if (re.test(folded)) {
      fields.merchant = name;
      break;
    }
  }
  fields.confidence.date = fields.dueDate ? 0.8 : 0;
  fields.cardLast4 = /(?:final|terminado em|\*{2,}|x{4})\s*(\d{4})\b/i.exec(text)?.[1] ?? null;
  fields.category = "Dívidas";
  fields.paymentMethod = "credit";
  const due = fields.dueDate ?? today;
  fields.items = all.map((l) => readItem(l, due)).filter((i): i is StatementItem => i !== null);
  return fields;
}
