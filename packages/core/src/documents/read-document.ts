/**
 * From a document's text to its fields: decide what kind of document it is, then run that kind's
 * extractor. The one entry point the server, the CLI and the assistant use.
 */
import { findAccessKey } from "./access-key.ts";
import { extractBill } from "./bill.ts";
import { findBoletoLine } from "./boleto.ts";
import { extractCardStatement } from "./card-statement.ts";
import { extractPixReceipt } from "./pix-receipt.ts";
import { extractReceipt } from "./receipt.ts";
import { amountsIn, fold, type IsoDate } from "./text.ts";
import { type DocumentFields, type DocumentKind, emptyFields } from "./types.ts";

const FISCAL =
  /nfc-?e|danfe|cupom fiscal|cf-?e|\bsat\b|documento auxiliar|nota fiscal (de )?consumidor|extrato no|consulte pela chave|valor a pagar r/;
const PIX = /\bpix\b/;
const PIX_CONTEXT =
  /comprovante|transferencia|enviado|end ?to ?end|id da transacao|recebedor|quem recebeu|pagador|\bpara\b|destino/;
const STATEMENT =
  /fatura\b.*(cartao|card)|(cartao|card).*fatura|pagamento minimo|limite (total|disponivel)|lancamentos|compras (nacionais|internacionais)|resumo da fatura/;
const STATEMENT_STRONG = /pagamento minimo|resumo da fatura|total (desta|da) fatura|limite disponivel/;
const UTILITY =
  /conta de (luz|agua|energia|gas)|consumo|kwh|\bm3\b|\bm³|leitura (atual|anterior)|unidade consumidora|instalacao|fornecimento|saneamento|telefonia|linha movel|plano (controle|pos)|internet|\bdarf\b|\bdas\s*-?\s*mei\b|\biptu\b|\bipva\b|guia de|tributo|receita federal|simples nacional|prefeitura|sefaz|detran/;
const BOLETO =
  /ficha de compensacao|beneficiario|cedente|nosso numero|sacado|pagador|local de pagamento|recibo do pagador|linha digitavel|boleto/;
const RECEIPT_WEAK = /\btotal\b|\bsubtotal\b|\bqtd|\bun\b|\bitem\b|\bcaixa\b|\boperador\b|troco|cnpj/;

/** The kind of document the text is. */
export function classifyDocument(text: string, today: IsoDate): DocumentKind {
  const f = fold(text);
  const key = findAccessKey(text);
  if (key && key.model !== "55") return "receipt";
  if (FISCAL.test(f) && !STATEMENT_STRONG.test(f)) return "receipt";
  if (PIX.test(f) && PIX_CONTEXT.test(f) && !STATEMENT_STRONG.test(f)) return "pix_receipt";
  if (STATEMENT_STRONG.test(f) || (STATEMENT.test(f) && /cartao|card/.test(f))) return "card_statement";
  const line = findBoletoLine(text, today);
  if (UTILITY.test(f) || line?.kind === "collection") return "bill";
  if (line || BOLETO.test(f)) return "boleto";
  if (key) return "receipt";
  if (RECEIPT_WEAK.test(f) && text.split("\n").some((l) => amountsIn(l).length > 0)) return "receipt";
  return "unknown";
}

/**
 * Reads a document's text into fields. `today` is the day it is read (São Paulo), used to reject
 * impossible dates and to pick the boleto due-date cycle.
 * @example readDocument("SUPERMERCADO X\nTOTAL R$ 58,90\n12/03/2025 10:00", "2025-03-12").amount // 5890
 */
export function readDocument(text: string, today: IsoDate): DocumentFields {
  const kind = classifyDocument(text, today);
  switch (kind) {
    case "receipt":
      return extractReceipt(text, today);
    case "pix_receipt":
      return extractPixReceipt(text, today);
    case "card_statement":
      return extractCardStatement(text, today);
    case "bill":
    case "boleto":
      return extractBill(text, today, kind);
    default:
      return emptyFields("unknown");
  }
}
