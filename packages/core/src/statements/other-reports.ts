/**
 * Tables that hold dates and money but state no account's or card's money, refused rather than
 * booked: a card machine's sales report (a shop's sales, gross and net of the acquirer's fee) and a
 * report of assets moved or traded (B3's investor portal, a broker's trades: quantities at a price).
 */

import { headerKey } from "./statement-columns.ts";
import type { StatementError } from "./types.ts";

export type OtherReport = NonNullable<StatementError["report"]>;

/**
 * The kind of report a table's header (and the lines above it) shows, or null for a statement.
 * Sales: a sale's gross and net values beside a card brand, an authorisation code (NSU), the
 * acquirer's fee (MDR) or the sale's date; or a card brand with the sale's date or its NSU. Assets:
 * a quantity beside a unit price (a crypto exchange's "Price" and "Executed" too).
 * @example otherReport(["Data da venda", "Bandeira", "Valor bruto", "Taxa", "Valor líquido"], "") // "sales"
 */
export function otherReport(header: readonly string[], preamble: string): OtherReport | null {
  const keys = header.map(headerKey).filter((k) => k !== "");
  const has = (re: RegExp) => keys.some((k) => re.test(k));
  const gross = has(/^(valor )?bruto\b|^valor (da|de) venda\b|^valor (original )?da transacao bruto/);
  const net = has(/^(valor )?liquido\b|^valor a receber\b/);
  const brand = has(/^bandeira\b/);
  const nsu = has(/^nsu\b/);
  // A card bill may list authorisation codes too: with gross and net values only.
  const saleCode = nsu || has(/^(codigo de |cod )?autorizacao\b/);
  // The acquirer's own fee (MDR); a "Taxa" or "Tarifa" column alone may be an account's fees.
  const fee = has(/^(mdr|taxa mdr|taxa de desconto|taxa da maquin)/);
  const saleDate = has(/^data (da |de )?venda\b/) || /\brelatorio de vendas\b/.test(headerKey(preamble));
  if ((gross && net && (brand || saleCode || fee || saleDate)) || (brand && (saleDate || nsu)))
    return "sales";
  const quantity = has(/^(quantidade|qtd|qtde|quant|quantity|qty|executed|shares)\b/);
  const unitPrice = has(/^(preco|valor unitario|pu|price|unit price)\b/);
  if (quantity && unitPrice) return "assets";
  return null;
}

/** What the person is told when a file is such a report (pt-BR). */
export const OTHER_REPORT_ERRORS: Readonly<Record<OtherReport, StatementError>> = {
  sales: {
    code: "unsupported_format",
    report: "sales",
    message:
      "Esse arquivo é um relatório de vendas da maquininha, não um extrato, então não importei nada. Para registrar o dinheiro que entrou, envie o extrato da conta onde as vendas caem (OFX, CSV ou planilha .xlsx).",
  },
  assets: {
    code: "unsupported_format",
    report: "assets",
    message:
      "Esse arquivo lista quantidades e preços de ativos (como a movimentação da B3 ou as negociações de uma corretora), não o dinheiro que entrou e saiu de uma conta, então não importei nada. Envie o extrato da conta da corretora ou do banco (OFX, CSV ou planilha .xlsx).",
  },
};
