/**
 * Bills (energy, water, gas, telecom, tax guides) and bank boletos: amount due and due date. The
 * payment line's check digits make its amount the most trustworthy; a printed amount due counts
 * when it sits beside a label that names it (never a column header like "VALOR R$" over items,
 * never a tax line or a rate), and when printed amounts disagree with nothing to settle them no
 * amount is returned.
 */
import { foldAccents } from "../fold.ts";
import { findAccessKey } from "./access-key.ts";
import { findBoletoLine } from "./boleto.ts";
import { UTILITY_OF_TYPE } from "./classify.ts";
import { knownIssuer } from "./issuers.ts";
import { cleanName, headerMerchant, shopCategory } from "./merchant.ts";
import {
  dateAfter,
  dateOrDayMonthAfter,
  datesIn,
  findLabelled,
  fold,
  type IsoDate,
  lines,
  plausible,
  spacedLines,
} from "./text.ts";
import { amountBelow, amountsOf, findAnyLabel } from "./tokens.ts";
import {
  type DocumentFields,
  type DocumentKind,
  type DocumentType,
  emptyFields,
  type Utility,
} from "./types.ts";

// Every boleto prints an empty "Autenticação mecânica" box: the label alone proves no payment.
const PAID =
  /(conta|fatura|documento|boleto|guia) (paga|quitada)|\bpago em\b|pagamento (efetuado|realizado|confirmado|recebido)\b|\bquitad[oa]\b|comprovante de pagamento/;

/** Labels of the amount due, strongest first. */
const DUE_AMOUNT_LABELS = [
  "total a pagar",
  "valor a pagar",
  "valor do documento",
  "valor cobrado",
  "total da conta",
  "total da fatura",
  "valor da fatura",
  "valor total do documento",
  "valor total a pagar",
  "total geral",
  // The DANFE-COM (NFCom) prints the bill's total as "Total em Reais".
  "total em reais",
  "valor total",
];
/** Words beside a label that make its amount something else than the amount due. */
const NOT_DUE =
  /tribut|imposto|icms|\bpis\b|cofins|aliquota|base de calculo|aprox|juros|multa|desconto|media|minimo|anterior|credito|devolu/;
const DUE_LABELS = [/vencimento|vence em|pagavel ate|pagar (este documento )?ate|data limite|vencto/];
const EMISSION_LABELS = [/data (de |da )?emissao|emitid[ao] em|data do documento|emissao/];
// Field labels that sit where a name would, or a template's placeholder ("NOME DO BENEFICIÁRIO").
const LABEL_WORDS =
  /^(beneficiario|cedente|local de pagamento|pagador|sacado|nome|numero|nosso|cpf|cnpj|agencia|codigo|endereco|data|valor|vencimento|carteira|especie|uso do banco|instrucoes|documento)\b|\bdo beneficiario\b/;

// Words of a boleto's boxes: a line holding them is a row of labels, not the beneficiary's name.
const FIELD_VOCABULARY =
  /desconto|abatimento|\bmora\b|multa|acrescimo|deducoes|instruc|autenticacao|recibo|ficha de|corte na|pagavel|\bpage\b/;

const UTILITY_WORD: Record<Utility, string> = {
  energy: "Energia",
  water: "Água",
  gas: "Gás",
  telecom: "Internet e telefone",
};

interface DueAmount {
  value: number;
  confidence: number;
  evidence: string[];
}

/** The amounts printed beside amount-due labels (same line, or alone on the line below). */
function printedDueAmounts(all: readonly string[]): Array<{ value: number; line: number }> {
  const out: Array<{ value: number; line: number }> = [];
  all.forEach((line, i) => {
    const hit = findAnyLabel(line, DUE_AMOUNT_LABELS);
    if (!hit) return;
    const folded = fold(line);
    if (NOT_DUE.test(folded.slice(0, hit.start) + folded.slice(hit.end))) return;
    const here = amountsOf(line).filter((t) => t.index >= hit.end && t.clean);
    // A label followed by several amounts on its line is a table row of values: take the first.
    if (here[0]) {
      out.push({ value: here[0].value, line: i });
      return;
    }
    const below = amountBelow(all, i);
    if (below?.token.clean) out.push({ value: below.token.value, line: below.line });
  });
  return out;
}

/** The amount due and what vouches for it. */
function dueAmount(all: readonly string[], lineAmount: number | null): DueAmount | null {
  const printed = printedDueAmounts(all);
  if (lineAmount !== null) {
    const agrees = printed.some((p) => p.value === lineAmount);
    return {
      value: lineAmount,
      confidence: agrees ? 0.99 : 0.95,
      evidence: agrees ? ["payment line check digits", "amount due label"] : ["payment line check digits"],
    };
  }
  const distinct = [...new Set(printed.map((p) => p.value))];
  if (distinct.length === 1) {
    const twice = printed.length > 1;
    return {
      value: distinct[0] as number,
      confidence: twice ? 0.9 : 0.75,
      evidence: twice ? ["amount due printed twice"] : ["amount due label"],
    };
  }
  return null;
}

/** The name in one printed cell after the beneficiary's label ("NAME / CPF / ADDRESS"), or null. */
function beneficiaryCell(cell: string): string | null {
  const rest = cleanName(
    cell
      .replace(/\s+/g, " ")
      // "NAME / CPF / ADDRESS": the name is the first part.
      .replace(/\s\/\s.*$/, "")
      .replace(/cnpj.*$/i, "")
      .replace(/cpf.*$/i, "")
      .replace(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}.*/, "")
      .replace(/ag[eê]ncia.*$/i, ""),
  );
  const folded = fold(rest);
  return /[a-zA-Z]{3}/.test(rest) && !isLabelCell(rest) && !/^(final|cpf|cnpj)/.test(folded) ? rest : null;
}

/** A cell holding a boleto box's label ("Nº documento", "Espécie") rather than a value. */
function isLabelCell(cell: string): boolean {
  const folded = fold(cell).replace(/^n[o°º]?\.?\s+(?=documento)/, "");
  return LABEL_WORDS.test(folded) || FIELD_VOCABULARY.test(folded);
}

/**
 * The name after "Beneficiário"/"Cedente" on a bank boleto, never the label itself.
 * @param spaced the text's lines with the runs of spaces between columns kept
 */
function beneficiary(spaced: readonly string[]): string | null {
  const found = findLabelled(
    spaced,
    [/beneficiario|cedente/],
    (line, end) => {
      // The label's end in this line as printed (the spaces kept), then the first cell after it:
      // the next column's value ("ACME    1111 / 22222") is not part of the name.
      const label = end === 0 ? null : /beneficiario|cedente/.exec(foldAccents(line));
      const start = end === 0 ? 0 : label ? label.index + label[0].length : end;
      // A carnê prints its stub's labels at the line's start ("Nº documento   MONICA …"): a cell that
      // is only a label is skipped for the one after it.
      const [first = "", second = ""] = line
        .slice(start)
        .trim()
        .split(/\s{3,}/);
      const name = beneficiaryCell(first);
      if (name || !isLabelCell(first)) return name;
      // Only the "NAME / CPF / ADDRESS" cell is taken after a label: another row's label is not a name.
      return /\s\/\s/.test(second) ? beneficiaryCell(second) : null;
    },
    1,
  );
  return found?.value ?? null;
}

/**
 * A boleto's due date when its label could not be read: the slip prints it in both parts (the
 * payer's receipt and the compensation form), and it is the latest of the dates printed. Null
 * unless the latest date is printed at least twice and no other date is.
 */
function repeatedLatestDate(all: string[], today: IsoDate): IsoDate | null {
  const count = new Map<IsoDate, number>();
  for (const line of all)
    for (const hit of datesIn(line))
      if (plausible(hit.iso, today, 3, 800)) count.set(hit.iso, (count.get(hit.iso) ?? 0) + 1);
  const dates = [...count.keys()].sort();
  const latest = dates[dates.length - 1];
  if (!latest || (count.get(latest) ?? 0) < 2) return null;
  return dates.every((d) => d === latest || (count.get(d) ?? 0) < 2) ? latest : null;
}

/**
 * Extracts a bill's or boleto's fields.
 * @param kind "bill" for utilities and taxes, "boleto" for a bank boleto of anything else
 * @param docType the layout, as classified
 */
export function extractBill(
  text: string,
  today: IsoDate,
  kind: DocumentKind = "bill",
  docType: DocumentType = kind === "boleto" ? "boleto" : "unknown",
): DocumentFields {
  const all = lines(text);
  const folded = fold(text);
  const fields = emptyFields(kind, docType);
  const printedDue =
    findLabelled(all, DUE_LABELS, (line, end) => {
      const iso = dateOrDayMonthAfter(line, end, today);
      return iso && plausible(iso, today, 3, 800) ? iso : null;
    })?.value ?? null;
  fields.boleto = findBoletoLine(text, printedDue ?? today);
  const amount = dueAmount(all, fields.boleto?.amount ?? null);
  fields.amount = (amount?.value as DocumentFields["amount"]) ?? null;
  fields.confidence.amount = amount?.confidence ?? 0;
  fields.evidence = amount?.evidence ?? [];
  // A bank line's factor is checked by its digits; a collection line's date is a convention.
  fields.dueDate =
    fields.boleto?.kind === "bank"
      ? (fields.boleto.dueDate ?? printedDue)
      : (printedDue ?? fields.boleto?.dueDate ?? null);
  fields.confidence.date = fields.dueDate ? (fields.boleto?.dueDate === fields.dueDate ? 0.95 : 0.8) : 0;
  if (!fields.dueDate && kind === "boleto") {
    fields.dueDate = repeatedLatestDate(all, today);
    if (fields.dueDate) fields.confidence.date = 0.6;
  }
  fields.date =
    findLabelled(all, EMISSION_LABELS, (line, end) => {
      const iso = dateAfter(line, end);
      return iso && plausible(iso, today, 3, 1) ? iso : null;
    })?.value ?? null;
  const key = findAccessKey(text);
  if (key && (key.model === "66" || key.model === "62")) fields.accessKey = key;
  fields.utility = UTILITY_OF_TYPE[docType] ?? null;
  const issuer = knownIssuer(folded, fields.utility ?? (docType === "tax_guide" ? "tax" : undefined));
  const named = issuer?.name ?? null;
  fields.merchant =
    // A boleto's top lines are the bank's; without a beneficiary's name there is no merchant to say.
    kind === "boleto" ? (beneficiary(spacedLines(text)) ?? named) : (named ?? headerMerchant(all));
  fields.category =
    docType === "tax_guide"
      ? "Impostos e taxas"
      : kind === "bill"
        ? "Contas"
        : shopCategory(fields.merchant, "");
  fields.paid = PAID.test(folded);
  fields.paymentMethod = "boleto";
  return fields;
}

/** How a utility is said in a reminder's description ("Energia", "Água"). */
export function utilityWord(utility: Utility): string {
  return UTILITY_WORD[utility];
}
