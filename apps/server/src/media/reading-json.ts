/**
 * The JSON line `cli read` prints for a file: the same fields the assistant uses, money in reais,
 * dates YYYY-MM-DD, null for what could not be read.
 */
import { centavosToReais, type DocumentFields, formatBoletoLine } from "@tostao/core";
import type { MediaErrorCode } from "./media-error.ts";

export interface ReadingJson {
  file: string;
  kind: DocumentFields["kind"];
  amount: number | null;
  date: string | null;
  due_date: string | null;
  merchant: string | null;
  category: string | null;
  payment: { method: string } | null;
  access_key: string | null;
  payment_line: string | null;
  /** Documents: the layout read (nfce, sat, nf3e, boleto…), how sure of kind, amount and date, and what vouched for the amount. */
  doc_type?: DocumentFields["docType"];
  /** Documents: which way the money went, "in" for a Pix or transfer received. */
  direction?: DocumentFields["direction"];
  confidence?: DocumentFields["confidence"];
  evidence?: string[];
  /** Voice notes: what was heard. */
  transcript?: string;
  error?: { code: MediaErrorCode; message: string };
}

/** The JSON of a document's fields. */
export function documentJson(file: string, fields: DocumentFields): ReadingJson {
  return {
    file,
    kind: fields.kind,
    amount: fields.amount === null ? null : centavosToReais(fields.amount),
    date: fields.date,
    due_date: fields.dueDate,
    merchant: fields.merchant,
    category: fields.category,
    payment: fields.paymentMethod ? { method: fields.paymentMethod } : null,
    access_key: fields.accessKey?.key ?? null,
    payment_line: fields.boleto ? formatBoletoLine(fields.boleto.line) : null,
    doc_type: fields.docType,
    direction: fields.direction,
    confidence: fields.confidence,
    evidence: fields.evidence,
  };
}

/** The JSON of a file that could not be read. */
export function errorJson(file: string, code: MediaErrorCode, message: string): ReadingJson {
  return {
    file,
    kind: "unknown",
    amount: null,
    date: null,
    due_date: null,
    merchant: null,
    category: null,
    payment: null,
    access_key: null,
    payment_line: null,
    error: { code, message },
  };
}
