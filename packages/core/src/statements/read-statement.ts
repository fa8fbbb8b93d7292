/**
 * A statement file, whatever its format, to entries ready to preview and import: OFX 1.x/2.x,
 * CSV in any of the banks' layouts, or a spreadsheet's cells (read by the server, which owns the
 * zip and XML of .xlsx). Pure: bytes or cells in, entries out.
 */
import { err, ok, type Result } from "../result.ts";
import { bankMarker } from "./bank-layouts.ts";
import { billBalanceDay } from "./bill-dates.ts";
import { classifyEntry } from "./classify-entry.ts";
import { cleanDescription, words } from "./clean-description.ts";
import { decodeStatementText, utf16Order } from "./decode-text.ts";
import { entryCategory } from "./entry-category.ts";
import { looksLikeMarkupTable, markupRows } from "./markup-table.ts";
import { OTHER_REPORT_ERRORS } from "./other-reports.ts";
import { looksLikeOfx, readOfx } from "./read-ofx.ts";
import { installmentInText, readTable, type TableReading } from "./read-table.ts";
import { delimitersByFit, splitAligned, splitRows } from "./split-csv.ts";
import type {
  EntryKind,
  RawEntry,
  StatementEntry,
  StatementError,
  StatementReading,
  StatementSide,
} from "./types.ts";

/** Banks by their COMPE code, as OFX files give it in BANKID. */
const BANKS_BY_CODE: Record<string, string> = {
  "1": "Banco do Brasil",
  "4": "Banco do Nordeste",
  "21": "Banestes",
  "37": "Banpará",
  "41": "Banrisul",
  "47": "Banese",
  "70": "BRB",
  "85": "Ailos",
  "102": "XP",
  "348": "XP",
  "318": "BMG",
  "389": "Mercantil do Brasil",
  "536": "Neon",
  "623": "Pan",
  "637": "Sofisa",
  "707": "Daycoval",
  "33": "Santander",
  "77": "Inter",
  "104": "Caixa",
  "197": "Stone",
  "208": "BTG Pactual",
  "212": "Original",
  "237": "Bradesco",
  "260": "Nubank",
  "290": "PagBank",
  "323": "Mercado Pago",
  "336": "C6 Bank",
  "341": "Itaú",
  "380": "PicPay",
  "403": "Cora",
  "422": "Safra",
  "655": "Neon",
  "735": "Neon",
  "748": "Sicredi",
  "756": "Sicoob",
};

/** What to read: a file's bytes, or the cells of its first sheet for a spreadsheet. */
export interface StatementInput {
  fileName: string;
  bytes?: Uint8Array;
  /** Cells of a spreadsheet's first sheet, as text (dates `YYYY-MM-DD`, numbers with a dot). */
  cells?: string[][];
  /** The account holder's names, so a Pix to oneself at another bank reads as a transfer. */
  ownNames?: readonly string[];
  /** Today (`YYYY-MM-DD`): the year of dates written without one when the file gives none. */
  today?: string;
  /**
   * The side the person chose for a file that does not state its own (the account picked on the
   * dashboard): read so, whatever the lines suggest. A file that states its side keeps it.
   */
  side?: StatementSide;
}

const UNSUPPORTED: StatementError = {
  code: "unsupported_format",
  message:
    "Não reconheci esse arquivo como extrato. Envie o OFX, o CSV ou a planilha (.xlsx) que o banco exporta.",
};
const LEGACY_XLS: StatementError = {
  code: "unsupported_format",
  message:
    "Essa planilha está no formato antigo do Excel (.xls), que eu não leio. Abra no Excel e salve como .xlsx, ou exporte do banco em CSV ou OFX.",
};
const NO_ENTRIES: StatementError = {
  code: "no_entries",
  message: "Li o arquivo, mas não encontrei nenhum lançamento nele.",
};

/** No entry read: the file has none, or its lines' dates or amounts are written in a way not read. */
function noEntries(unreadable: number): StatementError {
  if (unreadable === 0) return NO_ENTRIES;
  return {
    code: "invalid_file",
    message: `Li o arquivo, mas não entendi a data ou o valor de ${unreadable === 1 ? "1 lançamento" : `${unreadable} lançamentos`}, então não importei nada. Exporte de novo do banco em OFX ou CSV, ou mande o arquivo de outro período.`,
  };
}

/** Files that are clearly something else (PDF, images, archives) or binary. */
function notText(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  if (
    head.startsWith("%PDF") ||
    head.startsWith("PK") ||
    head.startsWith("\u0089PNG") ||
    head.startsWith("\u00ff\u00d8")
  )
    return true;
  // UTF-16 text (Excel's "Unicode text", with its BOM or not) has a zero byte in every ASCII character.
  if (utf16Order(bytes)) return false;
  let controls = 0;
  const n = Math.min(bytes.length, 4096);
  for (let i = 0; i < n; i++) {
    const b = bytes[i] as number;
    if (b === 0) return true;
    if (b < 9 || (b > 13 && b < 32)) controls++;
  }
  return controls > n * 0.05;
}

/** Turns raw lines into entries, each with its kind, cleaned words, category and import key. */
function toEntries(
  raw: readonly RawEntry[],
  side: StatementSide,
  ownNames: readonly string[],
): StatementEntry[] {
  const seen = new Map<string, number>();
  const folded = ownNames.map((n) => words(n).join(" ")).filter((n) => n.length >= 5);
  // A statement repeats its merchants and names: what a line's words give (cleaned, kind,
  // category) is worked out once per distinct line text, direction and bank columns.
  const understood = new Map<
    string,
    {
      cleaned: ReturnType<typeof cleanDescription>;
      kind: EntryKind;
      category: string | null;
      words: string;
      installment: string | null;
    }
  >();
  const understand = (r: RawEntry, direction: "in" | "out", entrySide: StatementSide) => {
    const asked = JSON.stringify([
      r.text,
      direction,
      r.kind ?? null,
      r.type ?? null,
      r.category ?? null,
      entrySide,
    ]);
    let known = understood.get(asked);
    if (!known) {
      const cleaned = cleanDescription(r.text);
      // The bank's own type column ("Estorno de compra", "Pix enviado") speaks for the line too.
      const said = r.type ? `${r.type} ${r.text}` : r.text;
      const kind = r.kind ?? classifyEntry(said, direction, entrySide, folded, r.type);
      known = {
        cleaned,
        kind,
        category: entryCategory(kind, cleaned, r.text, r.category),
        words: words(r.text).join(" "),
        installment: installmentInText(r.text, entrySide),
      };
      understood.set(asked, known);
    }
    return known;
  };
  return raw.map((r) => {
    const direction = r.signed > 0 ? "in" : "out";
    const entrySide = r.side ?? side;
    const { cleaned, kind, category, words: text, installment } = understand(r, direction, entrySide);
    const method =
      r.method ?? cleaned.method ?? (entrySide === "card" && direction === "out" ? "credit" : null);
    const base = r.fitid ? `f:${r.fitid}|${r.date}|${r.signed}` : `t:${r.date}|${r.signed}|${text}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      date: r.date,
      amount: Math.abs(r.signed),
      direction,
      kind,
      description: cleaned.description,
      counterpart: cleaned.counterpart,
      method,
      category,
      fitid: r.fitid,
      installment: r.installment ?? installment,
      balance: r.balance,
      raw: r.text,
      key: `${base}#${n}`,
    };
  });
}

/** How a table's side was known, when the file did not state it. */
const sideKnown = (table: TableReading): Pick<StatementReading, "sideFrom" | "cardSigns"> => ({
  ...(table.sideFrom ? { sideFrom: table.sideFrom } : {}),
  ...(table.cardSigns ? { cardSigns: table.cardSigns } : {}),
});

function span(entries: readonly StatementEntry[]): { from: string | null; to: string | null } {
  let from: string | null = null;
  let to: string | null = null;
  for (const e of entries) {
    if (from === null || e.date < from) from = e.date;
    if (to === null || e.date > to) to = e.date;
  }
  return { from, to };
}

/**
 * Reads a statement file. Expected failures (not a statement, no entries) come back as an error
 * with a pt-BR message; nothing throws on any input.
 * @example readStatement({ fileName: "nu.csv", bytes }).value.entries[0].kind // "expense"
 */
export function readStatement(input: StatementInput): Result<StatementReading, StatementError> {
  const ownNames = input.ownNames ?? [];
  if (input.cells) {
    const table = readTable(input.cells, input.fileName, { today: input.today, side: input.side });
    if (!table) return err(UNSUPPORTED);
    if (table.report) return err(OTHER_REPORT_ERRORS[table.report]);
    const entries = toEntries(table.entries, table.layout.side, ownNames);
    if (entries.length === 0) return err(noEntries(table.unreadable));
    return ok({
      format: "xlsx",
      encoding: "utf-8",
      bank: table.layout.bank,
      layout: table.layout.id,
      side: table.layout.side,
      ...sideKnown(table),
      accountId: table.accountId,
      entries,
      skipped: table.skipped,
      unreadable: table.unreadable,
      ...span(entries),
      closingBalance: table.closingBalance,
    });
  }
  const given = input.bytes ?? new Uint8Array();
  // Zero bytes padding a text file's end (some exports fill a block) are no part of it.
  let end = given.length;
  if (!utf16Order(given)) while (end > 0 && given[end - 1] === 0) end--;
  const bytes = end === given.length ? given : given.subarray(0, end);
  // The binary Excel 97-2003 workbook (an OLE2 compound file, which Word and Outlook files also are).
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0)
    return err(/\.(doc|ppt|msg|pub)$/i.test(input.fileName) ? UNSUPPORTED : LEGACY_XLS);
  if (bytes.length === 0 || notText(bytes)) return err(UNSUPPORTED);
  const { text, encoding } = decodeStatementText(bytes);
  if (looksLikeOfx(text)) {
    const ofx = readOfx(text, input.today ?? null);
    const entries = toEntries(ofx.entries, ofx.side, ownNames);
    if (entries.length === 0) return err(noEntries(ofx.unreadable));
    const bank =
      (ofx.bankId ? BANKS_BY_CODE[ofx.bankId] : undefined) ??
      bankMarker(ofx.org ?? "", input.fileName)?.bank ??
      ofx.org ??
      null;
    return ok({
      format: ofx.version,
      encoding,
      bank,
      layout: ofx.side === "card" ? "ofx-cartao" : "ofx-conta",
      side: ofx.side,
      accountId: ofx.accountId,
      entries,
      skipped: ofx.balanceLines,
      unreadable: ofx.unreadable,
      ...span(entries),
      closingBalance: ofx.ledgerBalance,
      ...(ofx.statements.length > 1
        ? {
            parts: ofx.statements.map((p) => ({
              side: p.side,
              accountId: p.accountId,
              closingBalance: p.ledgerBalance,
              entries: p.entries,
            })),
          }
        : {}),
    });
  }
  const markup = looksLikeMarkupTable(text);
  const [best, ...others] = delimitersByFit(text);
  const rows = markup ? markupRows(text) : splitRows(text, best ?? ";");
  const context = { today: input.today, side: input.side };
  let table = readTable(rows, input.fileName, context);
  let report = table?.report;
  // The delimiter that splits lines most evenly may be the decimal mark ("-45,00" on lines whose
  // words hold an unquoted ";"): the next that reads a statement is taken.
  for (const d of markup ? [] : others) {
    if (table && table.entries.length > 0) break;
    if (report) break;
    const read = readTable(splitRows(text, d), input.fileName, context);
    report ??= read?.report;
    if (read && read.entries.length > 0) table = read;
  }
  // No delimiter makes a statement of it: its columns may be aligned by spaces (an "extrato.txt").
  if (!markup && !report && (!table || table.entries.length === 0)) {
    const aligned = splitAligned(text);
    const read = aligned ? readTable(aligned, input.fileName, context) : null;
    if (read && read.entries.length > 0) table = read;
  }
  if (!table) return err(UNSUPPORTED);
  // A sales or assets report read with any delimiter is refused as what it is.
  if (report) return err(OTHER_REPORT_ERRORS[report]);
  const entries = toEntries(table.entries, table.layout.side, ownNames);
  if (entries.length === 0) return err(noEntries(table.unreadable));
  return ok({
    format: markup ? "html" : "csv",
    encoding,
    bank: table.layout.bank,
    layout: table.layout.id,
    side: table.layout.side,
    ...sideKnown(table),
    accountId: table.accountId,
    entries,
    skipped: table.skipped,
    unreadable: table.unreadable,
    ...span(entries),
    closingBalance: table.closingBalance,
  });
}

const OFX_LAYOUTS = { account: "ofx-conta", card: "ofx-cartao" } as const;

/**
 * A reading as one statement per account it holds: a file of one statement as it is; an OFX with
 * a bank account's and a card's as two, each with its own side, layout, account, period and
 * closing balance, so each is imported into its own account. The lines left out of the file
 * (balances, unreadable lines) are said once, with the first.
 * @example statementParts(readingOfAccountAndCard).map((r) => r.side) // ["account", "card"]
 */
export function statementParts(reading: StatementReading): StatementReading[] {
  const { parts, ...whole } = reading;
  if (!parts || parts.length < 2) return [whole];
  let offset = 0;
  return parts.map((part, i) => {
    const entries = reading.entries.slice(offset, offset + part.entries);
    offset += part.entries;
    return {
      ...whole,
      layout:
        reading.format === "ofx1" || reading.format === "ofx2" ? OFX_LAYOUTS[part.side] : reading.layout,
      side: part.side,
      accountId: part.accountId,
      entries,
      skipped: i === 0 ? reading.skipped : 0,
      unreadable: i === 0 ? reading.unreadable : 0,
      ...span(entries),
      closingBalance: part.closingBalance,
    };
  });
}

/** A purchase, payment or refund line of a card bill read from its PDF (core documents). */
export interface CardBillLine {
  date: string;
  description: string;
  /** Centavos, positive. */
  amount: number;
  /** A payment or refund: money back on the card. */
  credit: boolean;
  installment: { number: number; count: number } | null;
}

/**
 * A card bill's PDF as a statement of the card (layout `pdf-fatura`), so it is previewed, matched
 * and imported like the card's OFX: a bill read after the OFX of the same month adds nothing twice.
 * @example cardBillReading({ issuer: "Itaú Uniclass", cardLast4: "1234", lines }).bank // "Itaú"
 */
export function cardBillReading(input: {
  issuer: string | null;
  cardLast4: string | null;
  lines: readonly CardBillLine[];
  /** The bill's total (centavos, what the card owes), as its closing balance. */
  total?: number | null;
  /** The day the bill closes and the day it is due, as it states them: the total's day (else its last line's). */
  closes?: string | null;
  due?: string | null;
}): StatementReading {
  const raw: RawEntry[] = input.lines.map((l) => ({
    date: l.date,
    signed: l.credit ? l.amount : -l.amount,
    text: l.description,
    fitid: null,
    type: null,
    balance: null,
    installment: l.installment ? `${l.installment.number}/${l.installment.count}` : null,
    category: null,
  }));
  const entries = toEntries(raw, "card", []);
  return {
    format: "pdf",
    encoding: "utf-8",
    bank: input.issuer ? (bankMarker(input.issuer, "")?.bank ?? input.issuer) : null,
    layout: "pdf-fatura",
    side: "card",
    accountId: input.cardLast4,
    entries,
    skipped: 0,
    unreadable: 0,
    ...span(entries),
    closingBalance:
      input.total != null && entries.length > 0
        ? {
            amount: -input.total,
            date: billBalanceDay(
              { closes: input.closes ?? null, due: input.due ?? null, month: null },
              span(entries).to,
            ),
          }
        : null,
  };
}
