/**
 * OFX 1.x (SGML: leaf tags left open, a colon header before `<OFX>`) and 2.x (XML) read by the
 * same tolerant scan of tags, so both versions and the malformed files banks send (a leaf closed
 * in one and not another, a transaction opened before the last one closed) give the same entries.
 */
import { creditSign } from "./card-credits.ts";
import { plain } from "./clean-description.ts";
import { decodeEntities } from "./markup-table.ts";
import { readAmount } from "./read-amount.ts";
import { type DateOrder, readDate, settleDateOrder } from "./read-date.ts";
import type { RawEntry, StatementSide } from "./types.ts";

/** What an OFX file says besides its transactions. */
export interface OfxStatement {
  /** The side of the file's main statement (the one with the most entries); each entry keeps its own. */
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
  /** Transactions that only state a balance ("Saldo Anterior", "Saldo do dia"), not entries. */
  balanceLines: number;
  start: string | null;
  end: string | null;
  ledgerBalance: { amount: number; date: string | null } | null;
  /**
   * The statements of a file holding more than one with entries (an account's and a card's), in
   * the order of `entries`: each its side, account, closing balance and how many entries are its.
   */
  statements: OfxPart[];
}

/** One statement of a file that holds several. */
export interface OfxPart {
  side: StatementSide;
  accountId: string | null;
  ledgerBalance: { amount: number; date: string | null } | null;
  entries: number;
}

/**
 * A transaction that only states the account's balance: Banco do Brasil's OFX writes "Saldo
 * Anterior" and "Saldo do dia" lines among the transactions, as its CSV does; a card's, what the
 * last bill left ("Saldo fatura anterior"), which its payment settles.
 */
const BALANCE_TRANSACTION =
  /^(saldo (anterior|do dia|final|atual|inicial|disponivel|em conta|total)\b|saldo (da |de )?fatura\b|s a l d o\b|sdo cta\b)/;

/** One statement (`STMTRS` or `CCSTMTRS`) of a file, which may hold an account's and a card's. */
interface Segment {
  side: StatementSide;
  accountId: string | null;
  entries: RawEntry[];
  ledger: { amount: number; date: string | null } | null;
  /** The end of its period (DTEND): a card's, the day its bill closes. */
  end?: string | null;
}

/**
 * TRNTYPE values that say money went out, and those that say it came in (OFX 1.0.2, 11.4.4.3).
 * PAYMENT says neither: an account's bill paid is money out, a card's bill paid is money in.
 */
const DEBIT_TYPES = new Set(["debit", "check", "fee", "srvchg", "atm", "pos", "cash", "directdebit"]);
const CREDIT_TYPES = new Set(["credit", "dep", "int", "div", "directdep"]);

/**
 * An OFX amount: the decimal mark is the last of `.` and `,` (the spec's dot, or a comma some
 * Brazilian banks write, with or without a group mark: `-1.234,56`, `1,234.56`, `+20.00`).
 */
function ofxAmount(raw: string): number | null {
  const t = raw.trim();
  const whole = markedAmount(t);
  if (whole !== null) return whole;
  // The number at the start: a generator's stray character after it ("291.6`") is no reason to lose the line.
  const lead = /^[+\-\u2212]?\s*\d[\d.,]*/.exec(t)?.[0];
  return lead ? markedAmount(lead) : null;
}

const markedAmount = (t: string) => readAmount(t, t.lastIndexOf(",") > t.lastIndexOf(".") ? "," : ".");

/**
 * An OFX date: its first eight digits are the day, whatever time or zone follows, closed or not.
 * A generator that writes slash dates instead has them read in the file's `order`.
 */
function ofxDate(raw: string, order: DateOrder = "dmy"): string | null {
  const t = raw.trim();
  return readDate(t, order) ?? (/^\d{8}/.test(t) ? readDate(t.slice(0, 8)) : null);
}

/**
 * The order of a file's slash dates (a generator that writes `<DTPOSTED>03/05/2026`): each
 * statement's posting dates, ordered by their own parts, the statements' DTSTART/DTEND, or their
 * order in the file (docs/statement-formats.md, "Date order?").
 */
function ofxDateOrder(body: string, today: string | null): DateOrder {
  if (!/<DT(POSTED|USER)>\s*\d{1,2}[/.-]\d{1,2}[/.-]/i.test(body)) return "dmy";
  const runs = body
    .split(/<(?:CC)?STMTRS>/i)
    .map((part) => [...part.matchAll(/<DTPOSTED>\s*([^<\r\n]+)/gi)].map((m) => (m[1] as string).trim()));
  const leaf = (tag: string) => new RegExp(`<${tag}>\\s*([^<\\r\\n]+)`, "i").exec(body)?.[1]?.trim() ?? "";
  // Compact bounds are a span with no order to doubt; slash ones are dates around the entries.
  const compact = (tag: string) => (/^\d{8}/.test(leaf(tag)) ? readDate(leaf(tag).slice(0, 8)) : null);
  const stated = ["DTSTART", "DTEND", "DTASOF"].map(leaf).filter((v) => v !== "" && !/^\d{8}/.test(v));
  return settleDateOrder(runs, {
    span: { from: compact("DTSTART"), to: compact("DTEND") },
    around: stated,
    today,
  });
}

/**
 * Puts each entry's sign the way the rest of the reader takes it (money in positive). The amount's
 * sign is the truth when the file writes signs: a TRNTYPE that disagrees on one entry is wrong. A
 * statement whose amounts are all unsigned takes the direction from TRNTYPE; one whose typed entries
 * mostly disagree with their signs writes amounts the other way round, so every sign flips, its
 * closing balance's too (a card's then owes as a negative, as its purchases are). One type on every
 * line whatever its sign tells nothing: the signs stand. A card statement whose types tell nothing is
 * judged by the lines whose words say they are money back (the bill paid, a refund), else by its
 * majority (purchases are most lines).
 */
function settleSigns(segment: Segment): void {
  const entries = segment.entries;
  let agree = 0;
  let disagree = 0;
  let negatives = 0;
  let outTyped = 0;
  let inTyped = 0;
  for (const e of entries) {
    if (e.signed < 0) negatives++;
    const out = e.type !== null && DEBIT_TYPES.has(e.type);
    const into = e.type !== null && CREDIT_TYPES.has(e.type);
    if (out) outTyped++;
    if (into) inTyped++;
    if (!out && !into) continue;
    if ((out && e.signed < 0) || (into && e.signed > 0)) agree++;
    else disagree++;
  }
  // One TRNTYPE on every line of both signs ("CREDIT" for all, as some generators write) says nothing.
  const typesTell = (outTyped > 0 && inTyped > 0) || negatives === 0 || negatives === entries.length;
  const flipAll = () => {
    for (const e of entries) e.signed = -e.signed;
    if (segment.ledger) segment.ledger = { ...segment.ledger, amount: -segment.ledger.amount };
  };
  if (negatives === 0 && disagree > 0) {
    for (const e of entries) if (e.type !== null && DEBIT_TYPES.has(e.type)) e.signed = -e.signed;
  } else if (typesTell && disagree > agree) flipAll();
  else if (segment.side === "card" && (!typesTell || (agree === 0 && disagree === 0))) {
    // The lines whose words say they are money back (the bill paid, a refund) tell which sign is
    // money in, whatever the count; when none do, purchases are the majority.
    const creditWay = negatives === 0 || negatives === entries.length ? 0 : creditSign(entries);
    if (creditWay < 0 || (creditWay === 0 && negatives < entries.length / 2)) flipAll();
  }
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
 * credits positive, money out and card purchases negative. `today` (`YYYY-MM-DD`) weighs the order
 * of slash dates a generator may write.
 */
export function readOfx(text: string, today: string | null = null): OfxStatement {
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
    balanceLines: 0,
    start: null,
    end: null,
    ledgerBalance: null,
    statements: [],
  };
  const start = text.search(/<OFX>/i);
  const body = start >= 0 ? text.slice(start) : text;
  const order = ofxDateOrder(body, today);
  const segments: Segment[] = [];
  let segment: Segment | null = null;
  const current = (): Segment => {
    if (!segment) {
      segment = { side: "account", accountId: null, entries: [], ledger: null };
      segments.push(segment);
    }
    return segment;
  };
  const begin = (side: StatementSide) => {
    // Tags read before the first statement opened (a bare file's ACCTID) belong to it.
    const s = segment;
    if (s && s.entries.length === 0 && s.ledger === null && open === null) {
      s.side = side;
      return;
    }
    segment = { side, accountId: null, entries: [], ledger: null };
    segments.push(segment);
  };
  let open: OpenTransaction | null = null;
  let inLedger = false;
  let inPayee = false;
  let ledgerAmount: number | null = null;
  let ledgerDate: string | null = null;

  const close = () => {
    if (!open) return;
    const t = open;
    open = null;
    const date = ofxDate(t.date ?? "", order) ?? ofxDate(t.userDate ?? "", order);
    const signed = ofxAmount(t.amount ?? "");
    if (date === null || signed === null) {
      out.unreadable++;
      return;
    }
    const text = decodeEntities(transactionText(t)).replace(/\s+/g, " ").trim();
    if ((text.charCodeAt(0) | 32) === 115 && BALANCE_TRANSACTION.test(plain(text))) {
      out.balanceLines++;
      return;
    }
    const seg = current();
    seg.entries.push({
      date,
      signed,
      text,
      fitid: t.fitid?.trim() || t.checknum?.trim() || null,
      type: t.type ? t.type.trim().toLowerCase() : null,
      balance: null,
      installment: null,
      category: null,
      side: seg.side,
    });
  };
  const closeLedger = () => {
    if (inLedger && ledgerAmount !== null) current().ledger = { amount: ledgerAmount, date: ledgerDate };
    inLedger = false;
    ledgerAmount = null;
    ledgerDate = null;
  };

  const tag = /<(\/?)([A-Za-z0-9_.]+)[^>]*>([^<]*)/g;
  for (let m = tag.exec(body); m !== null; m = tag.exec(body)) {
    const closing = m[1] === "/";
    const name = (m[2] as string).toUpperCase();
    const value = decodeEntities((m[3] as string).trim());
    if (closing) {
      if (name === "STMTTRN" || name === "BANKTRANLIST") close();
      else if (name === "LEDGERBAL") closeLedger();
      else if (name === "PAYEE") inPayee = false;
      continue;
    }
    if (inLedger && name !== "BALAMT" && name !== "DTASOF") closeLedger();
    switch (name) {
      case "STMTTRN":
        close();
        open = emptyTransaction();
        break;
      case "STMTRS":
        close();
        begin("account");
        break;
      case "CCSTMTRS":
      case "CCSTMTENDRS":
        close();
        begin("card");
        break;
      case "CCACCTFROM":
        current().side = "card";
        break;
      case "ACCTTYPE":
        // A card's statement some banks send as a bank statement, typed as a credit line.
        if (/^CREDIT(LINE|CARD)$/i.test(value)) current().side = "card";
        break;
      case "LEDGERBAL":
        closeLedger();
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
        if (value && current().accountId === null) current().accountId = value;
        break;
      case "DTSTART":
        if (!open) out.start = ofxDate(value, order);
        break;
      case "DTEND":
        if (!open) {
          out.end = ofxDate(value, order);
          current().end = out.end;
        }
        break;
      case "BALAMT":
        if (inLedger) ledgerAmount = ofxAmount(value);
        break;
      case "DTASOF":
        if (inLedger) ledgerDate = ofxDate(value, order);
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
  closeLedger();
  let main: Segment | null = null;
  for (const seg of segments) {
    // A card's balance with no DTASOF of its own is what it owes when its bill closes (DTEND).
    if (seg.side === "card" && seg.ledger && seg.ledger.date === null && seg.end)
      seg.ledger = { ...seg.ledger, date: seg.end };
    settleSigns(seg);
    for (const e of seg.entries) out.entries.push(e);
    if (!main || seg.entries.length > main.entries.length) main = seg;
  }
  const parts = segments.filter((seg) => seg.entries.length > 0);
  if (parts.length > 1)
    out.statements = parts.map((seg) => ({
      side: seg.side,
      accountId: seg.accountId,
      ledgerBalance: seg.ledger,
      entries: seg.entries.length,
    }));
  if (main) {
    out.side = main.side;
    out.accountId = main.accountId ?? segments.find((s) => s.accountId !== null)?.accountId ?? null;
    out.ledgerBalance = main.ledger;
  }
  return out;
}
