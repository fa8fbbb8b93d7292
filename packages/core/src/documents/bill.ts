/**
 * Bills (energy, water, gas, telecom, taxes) and bank boletos: amount due and due date, read from
 * the labels and cross-checked against the payment line, whose check digits make it the more
 * trustworthy of the two when both are read.
 */
import { findBoletoLine } from "./boleto.ts";
import { cleanName, headerMerchant, shopCategory } from "./merchant.ts";
import { amountAfter, dateAfter, findLabelled, fold, type IsoDate, lines, plausible } from "./text.ts";
import { type DocumentFields, type DocumentKind, emptyFields } from "./types.ts";

const ISSUERS: ReadonlyArray<[RegExp, string]> = [
  [/\benel\b/, "Enel"],
  [/\bcemig\b/, "Cemig"],
  [/\bcopel\b/, "Copel"],
  [/\bcpfl\b/, "CPFL"],
  [/\blight\b/, "Light"],
  [/\bcelesc\b/, "Celesc"],
  [/\bcoelba\b/, "Coelba"],
  [/neoenergia/, "Neoenergia"],
  [/equatorial/, "Equatorial"],
  [/energisa/, "Energisa"],
  [/\bsabesp\b/, "Sabesp"],
  [/\bcopasa\b/, "Copasa"],
  [/\bsanepar\b/, "Sanepar"],
  [/\bcedae\b|aguas do rio/, "Águas do Rio"],
  [/\bembasa\b/, "Embasa"],
  [/\bcompesa\b/, "Compesa"],
  [/\bcaesb\b/, "Caesb"],
  [/\bcorsan\b/, "Corsan"],
  [/\bcomgas\b/, "Comgás"],
  [/naturgy/, "Naturgy"],
  [/\bvivo\b|telefonica/, "Vivo"],
  [/\bclaro\b/, "Claro"],
  [/\btim\b/, "TIM"],
  [/\boi\b/, "Oi"],
  [/\bsky\b/, "Sky"],
  [/receita federal|\bdarf\b/, "Receita Federal"],
  [/simples nacional|\bdas\s*-?\s*mei\b/, "Simples Nacional (DAS)"],
  [/prefeitura( municipal)?( de [a-z ]+)?/, "Prefeitura"],
  [/\bdetran\b/, "Detran"],
  [/secretaria da fazenda|\bsefaz\b/, "Secretaria da Fazenda"],
];

const TAX =
  /\bdarf\b|\bdas\s*-?\s*mei\b|\biptu\b|\bipva\b|imposto|tributo|receita federal|simples nacional|prefeitura|sefaz|detran|licenciamento|\binss\b|\bgps\b|\bitbi\b|taxa de lixo|\bgare\b|\bdae\b/;
const PAID =
  /(conta|fatura|documento|boleto|guia) (paga|quitada)|\bpago em\b|pagamento (efetuado|realizado|confirmado|recebido)\b|\bquitad[oa]\b|autenticacao mecanica|comprovante de pagamento/;

const AMOUNT_LABELS = [
  /total a pagar|valor a pagar|valor do documento|valor cobrado|total da (conta|fatura|guia)|valor total|total geral/,
  /\(=\)\s*valor|\bvalor\b|\btotal\b/,
];
const DUE_LABELS = [/vencimento|vence em|pagavel ate|pagar ate|data limite|vencto/];
const EMISSION_LABELS = [/data (de |da )?emissao|emitid[ao] em|data do documento|emissao/];

function issuerOf(all: readonly string[], folded: string): string | null {
  for (const [re, name] of ISSUERS) {
    const m = re.exec(folded);
    if (m && name === "Prefeitura" && m[0].length > "prefeitura".length) {
      const words = m[0].split(" ").map((w) => (w.length > 2 ? w[0]?.toUpperCase() + w.slice(1) : w));
      return words.join(" ");
    }
    if (m) return name;
  }
  return headerMerchant(all);
}

/** The name after "Beneficiário"/"Cedente" on a bank boleto. */
function beneficiary(all: readonly string[]): string | null {
  const found = findLabelled(
    all,
    [/beneficiario|cedente/],
    (line, end) => {
      const rest = cleanName(
        line
          .slice(end)
          .replace(/cnpj.*$/i, "")
          .replace(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}.*/, ""),
      );
      return /[a-zA-Z]{3}/.test(rest) && !/^(final|cpf|cnpj|ag[eê]ncia)/i.test(rest) ? rest : null;
    },
    1,
  );
  return found?.value ?? null;
}

/**
 * Extracts a bill's or boleto's fields.
 * @param kind "bill" for utilities and taxes, "boleto" for a bank boleto of anything else
 */
export function extractBill(text: string, today: IsoDate, kind: DocumentKind = "bill"): DocumentFields {
  const all = lines(text);
  const folded = fold(text);
  const fields = emptyFields(kind);
  const printedAmount = findLabelled(all, AMOUNT_LABELS, amountAfter)?.value ?? null;
  const printedDue =
    findLabelled(all, DUE_LABELS, (line, end) => {
      const iso = dateAfter(line, end);
      return iso && plausible(iso, today, 3, 800) ? iso : null;
    })?.value ?? null;
  fields.boleto = findBoletoLine(text, printedDue ?? today);
  fields.amount = fields.boleto?.amount ?? printedAmount;
  // A bank line's factor is checked by its digits; a collection line's date is a convention.
  fields.dueDate =
    fields.boleto?.kind === "bank"
      ? (fields.boleto.dueDate ?? printedDue)
      : (printedDue ?? fields.boleto?.dueDate ?? null);
  fields.date =
    findLabelled(all, EMISSION_LABELS, (line, end) => {
      const iso = dateAfter(line, end);
      return iso && plausible(iso, today, 3, 1) ? iso : null;
    })?.value ?? null;
  fields.merchant = kind === "boleto" ? (beneficiary(all) ?? issuerOf(all, folded)) : issuerOf(all, folded);
  fields.category = TAX.test(folded)
    ? "Impostos e taxas"
    : kind === "bill"
      ? "Contas"
      : shopCategory(fields.merchant, "");
  fields.paid = PAID.test(folded);
  fields.paymentMethod = "boleto";
  return fields;
}
