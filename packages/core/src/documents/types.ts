import type { Centavos } from "../money.ts";
import type { PaymentMethod } from "../parser/types.ts";
import type { AccessKey } from "./access-key.ts";
import type { BoletoLine } from "./boleto.ts";
import type { IsoDate } from "./text.ts";

/** What a document is for the books: a purchase, something to pay, a statement or a transfer. */
export type DocumentKind = "receipt" | "bill" | "boleto" | "card_statement" | "pix_receipt" | "unknown";

/**
 * The document's layout, decided by scoring its marks: fiscal receipts (NFC-e model 65, CF-e SAT
 * model 59, ECF coupons, NF-e model 55 DANFE, other till slips), utility bills (NF3e model 66 for
 * energy, NFCom model 62 for telecom, and the older energy, water, gas and telecom bills), bank
 * boletos, card statements, Pix receipts and tax guides (DAS, DARF, GPS, IPTU, IPVA…).
 */
export type DocumentType =
  | "nfce"
  | "sat"
  | "ecf"
  | "nfe"
  | "shop_receipt"
  | "nf3e"
  | "nfcom"
  | "energy_bill"
  | "water_bill"
  | "gas_bill"
  | "telecom_bill"
  | "boleto"
  | "card_statement"
  | "pix_receipt"
  | "tax_guide"
  | "unknown";

/** The service a utility bill is for. */
export type Utility = "energy" | "water" | "gas" | "telecom";

/**
 * How sure the reader is of what it returns, 0-1: the amount is 0 when none is returned; it is
 * high only when two independent parts of the document agree (total and payment, total and the
 * sum of the items, a payment line's check digits, a QR code) and lower for a single well-formed
 * total label.
 */
export interface ReadingConfidence {
  kind: number;
  amount: number;
  date: number;
}

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
  docType: DocumentType;
  /** Utility bills: what the bill is for (energy bills become reminders; categories follow it). */
  utility: Utility | null;
  /** Receipts: total paid after discounts; bills, boletos, statements: amount due; Pix: amount sent or received. */
  amount: Centavos | null;
  /** When it happened: purchase, emission or transfer date. */
  date: IsoDate | null;
  /** Bills, boletos, statements: when payment is due; a scheduled Pix: the day it is to be paid. */
  dueDate: IsoDate | null;
  /** Merchant, issuer or Pix recipient; for money received, who sent it. */
  merchant: string | null;
  category: string | null;
  paymentMethod: PaymentMethod | null;
  accessKey: AccessKey | null;
  boleto: BoletoLine | null;
  /** Bills: the document says it has been paid. */
  paid: boolean;
  /**
   * Which way the money went: out (spent, due, sent) or in (a Pix or transfer received, "Você
   * recebeu", "Transferência recebida"), which the books take as income.
   */
  direction: "out" | "in";
  /** Pix end-to-end id (E + ISPB + timestamp + …), unique per transfer. */
  pixId: string | null;
  /** Card statements: purchases listed, and the card's last digits. */
  items: StatementItem[];
  cardLast4: string | null;
  confidence: ReadingConfidence;
  /** What vouched for the amount, in words a log can show ("total = payment", "boleto line"). */
  evidence: string[];
  /** Photos with nothing legible: what would help a new one (set by the reader, which saw the image). */
  photoTip?: "light" | "flat" | "closer" | null;
}

/** An empty result of a kind, for extractors to fill. */
export function emptyFields(kind: DocumentKind, docType: DocumentType = "unknown"): DocumentFields {
  return {
    kind,
    docType,
    utility: null,
    amount: null,
    date: null,
    dueDate: null,
    merchant: null,
    category: null,
    paymentMethod: null,
    accessKey: null,
    boleto: null,
    paid: false,
    direction: "out",
    pixId: null,
    items: [],
    cardLast4: null,
    confidence: { kind: 0, amount: 0, date: 0 },
    evidence: [],
  };
}
