/**
 * OFX 1.x (SGML: leaf tags left open, a colon header before `<OFX>`) and 2.x (XML) read by the
 * same tolerant scan of tags, so both versions and the malformed files banks send (a leaf closed
 * in one and not another, a transaction opened before the last one closed) give the same entries.
 */
import { readAmount } from "./read-amount.ts";
import { readDate } from "./read-date.ts";
import type { RawEntry, StatementSide } from "./types.ts";

/** What an OFX file says besides its transactions. */
export interface OfxStatement {
  version: "ofx1" | "ofx2";
  /** The bank's COMPE code (BANKID) without leading zeros, or null. */
  bankId: string | null;
  /** The institution's name (FI/ORG). */
  org: string | null;
  accountId: string | null;
  side: StatementSide;
  entries: RawEntry[];
  /** Transactions that had no readable date or amount. */
  unreadable: number;
  start: string | null;
  end: string | null;
  ledgerBalance: { amount: number; date: string | null } | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** True when the text is an OFX file of either version. */
export function looksLikeOfx(text: string): boolean {
  const head = text.slice(0, 4096).toUpperCase();
  return head.includes("<OFX>") || /OFXHEADER\s*[:=]/.test(head);
}

interface OpenTransaction {
  type: string | null;
  date: string | null;
  userDate: string | null;
  amount: string | null;
  fitid: string | null;
  checknum: string | null;
  name: string | null;
  memo: string | null;
}

const emptyTransaction = (): OpenTransaction => ({
  type: null,
  date: null,
  userDate: null,
  amount: null,
  fitid: null,
  checknum: null,
  name: null,
  memo: null,
});

/** The words of a transaction: its NAME and MEMO, once each. */
function transactionText(t: OpenTransaction): string {
  const name = (t.name ?? "").trim();
  const memo = (t.memo ?? "").trim();
  if (!name) return memo;
  if (!memo) return name;
  const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
  if (fold(memo).includes(fold(name))) return memo;
  if (fold(name).includes(fold(memo))) return name;
  return `${name} - ${memo}`;
}

/**
 * Reads an OFX statement (bank or credit card). Amounts keep the file's sign: money in and card
 * credits positive, money out and card purchases negative.
 */
export function readOfx(text: string): OfxStatement {
  const upperHead = text.slice(0, 2048).toUpperCase();
  const version = upperHead.includes("<?XML") || /VERSION\s*=\s*"2/.test(upperHead) ? "ofx2" : "ofx1";
  const out: OfxStatement = {
    version,
    bankId: null,
    org: null,
    accountId: null,
    side: "account",
    entries: [],
    unreadable: 0,
    start: null,
    end: null,
    ledgerBalance: null,
  };
  const start = text.search(/<OFX>/i);
  const body = start >= 0 ? text.slice(start) : text;
  let open: OpenTransaction | null = null;
  let inLedger = false;
  let inPayee = false;
  let ledgerAmount: number | null = null;
  let ledgerDate: string | null = null;

  const close = () => {
    if (!open) return;
    const t = open;
    open = null;
    const date = readDate(t.date ?? "") ?? readDate(t.userDate ?? "");
    const raw = (t.amount ?? "").trim();
    const signed = readAmount(raw, raw.includes(",") && !raw.includes(".") ? "," : ".");
    if (date === null || signed === null) {
      out.unreadable++;
      return;
    }
    out.entries.push({
      date,
      signed,
      text: decodeEntities(transactionText(t)).replace(/\s+/g, " ").trim(),
      fitid: t.fitid?.trim() || t.checknum?.trim() || null,
      type: t.type ? t.type.trim().toLowerCase() : null,
      balance: null,
      installment: null,
      category: null,
    });
  };

  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
  for (let m = tag.exec(body); m !== null; m = tag.exec(body)) {
    const closing = m[1] === "/";
    const name = (m[2] as string).toUpperCase();
    const value = decodeEntities((m[3] as string).trim());
    if (closing) {
      if (name === "STMTTRN" || name === "BANKTRANLIST") close();
      else if (name === "LEDGERBAL") inLedger = false;
      else if (name === "PAYEE") inPayee = false;
      continue;
    }
    switch (name) {
      case "STMTTRN":
        close();
        open = emptyTransaction();
        break;
      case "CCSTMTRS":
      case "CCSTMTENDRS":
      case "CCACCTFROM":
        out.side = "card";
        break;
      case "LEDGERBAL":
        inLedger = true;
        break;
      case "PAYEE":
        inPayee = true;
        break;
      case "BANKID":
        if (value) out.bankId = value.replace(/^0+(?=\d)/, "");
        break;
      case "ORG":
        if (value) out.org = value;
        break;
      case "ACCTID":
        if (value && out.accountId === null) out.accountId = value;
        break;
      case "DTSTART":
        if (!open) out.start = readDate(value);
        break;
      case "DTEND":
        if (!open) out.end = readDate(value);
        break;
      case "BALAMT":
        if (inLedger)
          ledgerAmount = readAmount(value, value.includes(",") && !value.includes(".") ? "," : ".");
        break;
      case "DTASOF":
        if (inLedger) ledgerDate = readDate(value);
        break;
      default:
        if (!open) break;
        if (name === "TRNTYPE") open.type = value;
        else if (name === "DTPOSTED") open.date = value;
        else if (name === "DTUSER") open.userDate = value;
        else if (name === "TRNAMT") open.amount = value;
        else if (name === "FITID") open.fitid = value;
        else if (name === "CHECKNUM" || name === "REFNUM") open.checknum = open.checknum ?? value;
        else if (name === "NAME") {
          if (!inPayee || !open.name) open.name = value;
        } else if (name === "MEMO") open.memo = value;
    }
  }
  close();
  if (ledgerAmount !== null) out.ledgerBalance = { amount: ledgerAmount, date: ledgerDate };
  return out;
}
