/** What a bank or card statement file says, read without I/O (docs/statement-formats.md). */

/** The file format a statement came in. */
export type StatementFormat = "ofx1" | "ofx2" | "csv" | "html" | "xlsx" | "pdf";

/** Whether a statement is of a bank account (money in and out) or of a credit card (purchases and payments). */
export type StatementSide = "account" | "card";

/**
 * What an entry is for the books: spending, income, money moved between the person's own
 * accounts, money put into or taken out of an investment, a card bill paid, or money returned.
 */
export const entryKinds = ["expense", "income", "transfer", "investment", "bill_payment", "refund"] as const;
export type EntryKind = (typeof entryKinds)[number];

/** How the money moved, when the bank's words say it. */
export type EntryMethod = "pix" | "debit" | "credit" | "boleto" | "transfer" | "cash" | null;

/** One line of a statement as the bank wrote it, amounts signed from the account holder's side. */
export interface RawEntry {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Centavos: positive money in (or a credit on a card), negative money out (or a card purchase). */
  signed: number;
  /** The bank's words, parts joined with " - ". */
  text: string;
  /** The bank's own id of the entry (OFX FITID, Nubank's Identificador, a document number). */
  fitid: string | null;
  /** OFX TRNTYPE or the bank's own type column, lower case. */
  type: string | null;
  /** The balance after this entry, when the file gives it. */
  balance: number | null;
  /** "2/3" when the entry is an instalment part. */
  installment: string | null;
  /** The category the file itself gives (the product's own export, a card's category column). */
  category: string | null;
  /** The kind the file itself states (the product's own export). */
  kind?: EntryKind;
  /** How it was paid, when the file states it (the product's own export). */
  method?: EntryMethod;
  /** The side of the statement this line belongs to, when a file holds more than one (OFX). */
  side?: StatementSide;
}

/** One entry ready to show and import. */
export interface StatementEntry {
  date: string;
  /** Centavos, always positive. */
  amount: number;
  direction: "in" | "out";
  kind: EntryKind;
  /** Cleaned for display ("IFD*IFOOD" → "iFood"). */
  description: string;
  /** The person or company on the other side, when the text names one. */
  counterpart: string | null;
  method: EntryMethod;
  /** A category from the file or the words; the server prefers the person's own history. */
  category: string | null;
  fitid: string | null;
  installment: string | null;
  balance: number | null;
  /** The bank's words as read. */
  raw: string;
  /**
   * Identifies this entry among re-imports of the same file or of another export of the same
   * account: the bank's id when there is one, else date, amount and words, plus its occurrence.
   */
  key: string;
}

/** A whole statement read. */
export interface StatementReading {
  format: StatementFormat;
  /** The character set the bytes were read as. */
  encoding: "utf-8" | "windows-1252" | "utf-16";
  /** The bank's name as people know it, or null when the file does not say. */
  bank: string | null;
  /** The layout recognised (`nubank-conta`, `bb-conta`, `ofx`, `generic`…). */
  layout: string;
  side: StatementSide;
  /**
   * How the side was known when the file did not state it (no bank layout, card words, card
   * number, card column or brand): `lines`, by what its entries show (a card bill's due date,
   * instalments, IOF, the bill paid against the purchases; an account's balance or money received);
   * `assumed`, an account because nothing told enough. Absent: the file stated it, or the person did.
   */
  sideFrom?: "lines" | "assumed";
  /** A card bill's signs found in a file read as an account's (pt-BR: "data de vencimento"), too few to read it as the card's. */
  cardSigns?: string[];
  /** The account or card number as the file gives it (last digits for cards). */
  accountId: string | null;
  entries: StatementEntry[];
  /** Lines that are not entries: balances, totals, headers repeated, future entries. */
  skipped: number;
  /**
   * Lines that look like entries but whose date or amount could not be read: left out of the
   * import, and said so (chat, dashboard, CLI), never dropped silently.
   */
  unreadable: number;
  /** First and last date of the entries (or of the statement period when the file gives it). */
  from: string | null;
  to: string | null;
  /** The balance the file states at its end (OFX LEDGERBAL, a "S A L D O" line, the last balance column). */
  closingBalance: { amount: number; date: string | null } | null;
  /**
   * A file holding the statements of more than one account (an OFX with a bank account's and a
   * card's): each one's side, account and closing balance, and how many of `entries` (in order)
   * are its. Absent for a file of one statement. `statementParts` splits the reading by them.
   */
  parts?: StatementPart[];
}

/** One statement of a file that holds several. */
export interface StatementPart {
  side: StatementSide;
  accountId: string | null;
  closingBalance: { amount: number; date: string | null } | null;
  entries: number;
}

/** Why a file could not be read as a statement. */
export interface StatementError {
  code: "unsupported_format" | "no_entries" | "invalid_file";
  /** pt-BR, for people. */
  message: string;
  /** The file is a report of another kind, said so in the message: a card machine's sales, assets moved. */
  report?: "sales" | "assets";
}
