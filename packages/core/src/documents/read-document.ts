/**
 * From a document's text to its fields: decide what kind of document it is (a scored decision,
 * classify.ts), then run that kind's extractor. The one entry point the server, the CLI and the
 * assistant use.
 */
import { findAccessKey } from "./access-key.ts";
import { extractBill } from "./bill.ts";
import { findBoletoLine } from "./boleto.ts";
import { extractCardStatement } from "./card-statement.ts";
import { classify } from "./classify.ts";
import { pairColumns } from "./columns.ts";
import { extractPixReceipt } from "./pix-receipt.ts";
import { qrFactsIn } from "./qr-payload.ts";
import { extractReceipt } from "./receipt.ts";
import { fold, type IsoDate } from "./text.ts";
import { amountsOf, findLabel } from "./tokens.ts";
import { type DocumentFields, type DocumentKind, emptyFields } from "./types.ts";

/** The kind of document the text is. */
export function classifyDocument(text: string, today: IsoDate): DocumentKind {
  return classifyText(text, today).kind;
}

function classifyText(text: string, today: IsoDate) {
  const key = qrFactsIn(text)?.key ?? findAccessKey(text);
  const line = findBoletoLine(text, today);
  const all = text.split("\n");
  const hasAmount = all.some((l) => amountsOf(l).length > 0);
  const totalLabel = all.some((l) => findLabel(l, "total") !== null);
  return classify(fold(text), key, line, hasAmount, totalLabel);
}

/**
 * Reads a document's text into fields. `today` is the day it is read (São Paulo), used to reject
 * impossible dates and to pick the boleto due-date cycle.
 * @example readDocument("SUPERMERCADO X\nTOTAL R$ 58,90\n12/03/2025 10:00", "2025-03-12").amount // 5890
 */
export function readDocument(read: string, today: IsoDate): DocumentFields {
  // Labels read as one column and their values as another are put back side by side.
  const text = pairColumns(read);
  const decided = classifyText(text, today);
  let fields: DocumentFields;
  switch (decided.kind) {
    case "receipt":
      fields = extractReceipt(text, today, decided.docType);
      break;
    case "pix_receipt":
      fields = extractPixReceipt(text, today);
      break;
    case "card_statement":
      fields = extractCardStatement(text, today);
      break;
    case "bill":
    case "boleto":
      fields = extractBill(text, today, decided.kind, decided.docType);
      break;
    default:
      fields = emptyFields("unknown");
  }
  fields.docType = decided.docType;
  fields.confidence.kind = decided.confidence;
  return fields;
}
