import type { Centavos } from "../money.ts";
import type { PaymentMethod } from "../parser/types.ts";
import type { AccessKey } from "./access-key.ts";
import type { BoletoLine } from "./boleto.ts";
import type { IsoDate } from "./text.ts";

/** What a document is, as the reader decides from its text. */
export type DocumentKind = "receipt" | "bill" | "boleto" | "card_statement" | "pix_receipt" | "unknown";

/** One purchase listed on a card statement. */
export interface StatementItem {
  date: IsoDate;
  description: string;
  amount: Centavos;
  /** "2/10" for the second of ten instalments. */
  installment: { number: number; count: number } | null;
  /** Payments and refunds reduce the bill; they are not purchases. */
  credit: boolean;
}

/** The fields read from one document; null is "could not read it with confidence". */
export interface DocumentFields {
  kind: DocumentKind;
  /** Receipts: total paid after discounts; bills, boletos, statements: amount due; Pix: amount sent. */
  amount: Centavos | null;
  /** When it happened: purchase, emission or transfer date. */
  date: IsoDate | null;
  dueDate: IsoDate | null;
  /** Merchant, issuer or Pix recipient. */
  merchant: string | null;
  category: string | null;
  paymentMethod: PaymentMethod | null;
  accessKey: AccessKey | null;
  boleto: BoletoLine | null;
  /** Bills: the document says it has been paid. */
  paid: boolean;
  /** Pix end-to-end id (E + ISPB + timestamp + …), unique per transfer. */
  pixId: string | null;
  /** Card statements: purchases listed, and the card's last digits. */
  items: StatementItem[];
  cardLast4: string | null;
}

/** An empty result of a kind, for extractors to fill. */
export function emptyFields(kind: DocumentKind): DocumentFields {
  return {
    kind,
    amount: null,
    date: null,
    dueDate: null,
    merchant: null,
    category: null,
    paymentMethod: null,
    accessKey: null,
    boleto: null,
    paid: false,
    pixId: null,
    items: [],
    cardLast4: null,
  };
}
