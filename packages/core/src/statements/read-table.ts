/**
 * A statement table (CSV rows or a spreadsheet's cells) to entries: the header found below any
 * title lines, columns mapped by their names (or, with no header, by what their cells hold),
 * decimal mark and date order decided per column, balance and total lines set apart, a line
 * that only continues the words of the one above joined to it.
 */

import { addDays, fromIso, toIso } from "../calendar/civil-date.ts";
import { type BankLayout, detectLayout } from "./bank-layouts.ts";
import { billBalanceDay, billDateReference, billDates } from "./bill-dates.ts";
import { creditSign, isCardCredit } from "./card-credits.ts";
import { plain } from "./clean-description.ts";
import { type OtherReport, otherReport } from "./other-reports.ts";
import { type DecimalMark, guessDecimal, readAmount } from "./read-amount.ts";
import { type DateOrder, datesInName, lacksYear, readDate, settleDateOrder } from "./read-date.ts";
import { sideSigns } from "./side-signs.ts";
import { type ColumnMap, headerKey, mapHeader, roleOf } from "./statement-columns.ts";
import type { EntryKind, EntryMethod, RawEntry, StatementSide } from "./types.ts";

/**
 * Lines that state a balance, a limit or a total, not an entry ("SALDO ANTERIOR", "S A L D O", "Saldo
 * do dia", a running "(=) SALDO", "LIMITE CHEQUE ESPECIAL", "Total da fatura", a card bill's "Pagamento
 * mínimo" and "Limite disponível"); a shop whose name starts with the word ("TOTAL EXPRESS", "TOTAL
 * ATACADO") is none.
 */
const BALANCE_LINE =
  /^(?:\([=+-]\)\s*)?(s ?a ?l ?d ?o\b|saldo\b|saldo anterior|saldo do dia|saldo final|saldo atual|saldo disponivel|saldo bloqueado|saldo em c|saldo inicial|sdo\b|total(\s*$|\s*[:(]|\s+(de|da|do|dos|das|a|em|no|na|para|geral|r\$|creditos?|debitos?|entradas?|saidas?|fatura|lancamentos?|compras?|pagamentos?|movimentado|nacional|internacional|parcial|final|a pagar|cartao|mes|periodo)\b)|totais\b|subtotal\b|initial balance|final balance|pagamento minimo\b|valor minimo\b|limite (disponivel|total|de credito|utilizado|(do |de )?cheque especial|especial|da conta|contratado)\b)/;
/** Closing balances worth keeping: the last one stated. */
const CLOSING_LINE =
  /^(?:\([=+-]\)\s*)?(s ?a ?l ?d ?o$|saldo final|saldo atual|saldo do dia|saldo dia\b|saldo total disponivel|saldo disponivel|saldo em c)/;
/**
 * A card bill's total, what the card owes at its closing: "Total da fatura", "Total a pagar",
 * "Valor total desta fatura", "Saldo da fatura" (never "Total de compras" or "Total nacional").
 */
const BILL_TOTAL =
  /^(total (da|desta|dessa|de sua) fatura( atual)?|total a pagar|valor total (da|desta|dessa) fatura|valor (da|desta) fatura|saldo (total |atual )?da fatura)\b/;
/**
 * A section of entries that have not happened: scheduled ones, or a card bill's instalments of the
 * bills to come ("Compras parceladas - próximas faturas").
 */
const FUTURE_SECTION =
  /\b(lancamentos|movimentacoes|movimentos|transacoes|debitos|creditos|pagamentos|saidas|entradas) (futur[oa]s|agendad[oa]s|programad[oa]s|a (vencer|realizar))\b|agendamentos|^(compras parceladas\b.*)?proximas? faturas?|^parcelas (futuras|a vencer)/;

/**
 * A card bill's own charges, which banks list without a date of their own: the IOF on purchases
 * abroad ("Repasse de IOF em R$", "IOF transações exterior"), interest, fines, the annual fee.
 */
const BILL_CHARGE = /^(repasse (de |do )?iof|iof\b|encargos\b|juros\b|multa\b|mora\b|anuidade\b|tarifa\b)/;

export interface TableReading {
  layout: BankLayout;
  entries: RawEntry[];
  skipped: number;
  /** Lines that look like entries (a date written, an amount, words) whose date or amount could not be read. */
  unreadable: number;
  accountId: string | null;
  closingBalance: { amount: number; date: string | null } | null;
  /**
   * How the side was known when the file did not state it: `lines` (a card bill's signs, or an
   * account's, in the entries), `assumed` (an account, nothing telling enough). Absent: stated.
   */
  sideFrom?: "lines" | "assumed";
  /** The card bill's signs found (pt-BR), when some were but not enough to read the file as a card's. */
  cardSigns?: string[];
  /** A table that is no statement (a card machine's sales, assets moved): no entries read from it. */
  report?: OtherReport;
}

const HEADER_SCAN = 80;

/**
 * The first row, among the first ones, whose cells name a date and an amount and hold no value
 * themselves: a title line such as "Data de emissão;27/11/2026;Valor total;1.234,56" is no header.
 */
function findHeader(
  rows: readonly string[][],
): { index: number; map: ColumnMap; cells: string[]; rows: number } | null {
  const holdsValues = (row: readonly string[]) =>
    row.some((c) => readDate(c.trim()) !== null || looksLikeAmount(c));
  for (let i = 0; i < Math.min(rows.length, HEADER_SCAN); i++) {
    const row = rows[i] as string[];
    const map = mapHeader(row);
    if (!map || holdsValues(row)) continue;
    // A header on two rows: "Valor (R$)" merged over "Crédito" and "Débito" on the row below.
    const below = rows[i + 1] ?? [];
    if (!holdsValues(below) && below.some((c) => roleOf(c) === "credit" || roleOf(c) === "debit")) {
      const cells = Array.from({ length: Math.max(row.length, below.length) }, (_, c) =>
        (below[c] ?? "").trim() !== "" ? (below[c] as string) : (row[c] ?? ""),
      );
      const both = mapHeader(cells);
      if (both) return { index: i, map: both, cells, rows: 2 };
    }
    return { index: i, map, cells: row, rows: 1 };
  }
  return null;
}

const looksLikeAmount = (v: string) =>
  /^[-+(]?\s*(R\$\s*)?[-(]?\s*[\d.,]*\d[.,]\d{2}\s*[-)]?\s*(?:[DC]|DB|CR|DEB|CRED)?$/i.test(
    v.trim().replace(/^'/, ""),
  );

/**
 * How many lines of a table keep `balance` as a running balance of `amount`: each balance the one
 * before plus this line's amount (oldest first), or minus the amount above (newest first).
 */
function runningBalanceFit(rows: readonly string[][], amount: number, balance: number): number {
  let fit = 0;
  let before: { amount: number; balance: number } | null = null;
  for (const r of rows) {
    const a = readAmount((r[amount] ?? "").trim());
    const b = readAmount((r[balance] ?? "").trim());
    if (a === null || b === null) continue;
    if (before && (b - before.balance === a || before.balance - b === before.amount)) fit++;
    before = { amount: a, balance: b };
  }
  return fit;
}

/** Columns of a table with no header: the dates, the amount and a balance, the widest words. */
function inferColumns(rows: readonly string[][]): ColumnMap | null {
  // Lines that hold a date or money: title lines and words continued on a line of their own are no sample.
  // A card bill's date without its year ("03/11") is a date too; its year is settled later.
  const isDate = (v: string) => readDate(v, "dmy", "2000-12-31") !== null;
  const sample = rows.filter((r) => r.some((c) => isDate(c.trim()) || looksLikeAmount(c))).slice(0, 300);
  if (sample.length === 0) return null;
  const width = Math.max(...sample.map((r) => r.length));
  const dateShare: number[] = [];
  const amountShare: number[] = [];
  const letterShare: number[] = [];
  for (let c = 0; c < width; c++) {
    let dates = 0;
    let amounts = 0;
    let letters = 0;
    for (const r of sample) {
      const v = (r[c] ?? "").trim();
      if (isDate(v)) dates++;
      else if (looksLikeAmount(v)) amounts++;
      else if (/\p{L}{2}/u.test(v)) letters += v.length;
    }
    dateShare.push(dates / sample.length);
    amountShare.push(amounts / sample.length);
    letterShare.push(letters);
  }
  const date = dateShare.findIndex((s) => s >= 0.6);
  if (date < 0) return null;
  const amountCols = amountShare.map((s, i) => (s >= 0.6 && i !== date ? i : -1)).filter((i) => i >= 0);
  if (amountCols.length === 0) return null;
  let text = -1;
  for (let c = 0; c < width; c++)
    if (
      c !== date &&
      !amountCols.includes(c) &&
      (text < 0 || (letterShare[c] ?? 0) > (letterShare[text] ?? 0))
    )
      text = c;
  // Of two money columns, the balance is the one that moves by the other's values, whichever comes first.
  let [amount, balance] = [amountCols[0] as number, amountCols[1] ?? -1];
  if (balance >= 0 && runningBalanceFit(sample, balance, amount) > runningBalanceFit(sample, amount, balance))
    [amount, balance] = [balance, amount];
  return {
    date,
    amount,
    debit: -1,
    credit: -1,
    dc: -1,
    type: -1,
    balance,
    id: -1,
    text: text >= 0 ? [text] : [],
    installment: -1,
    category: -1,
    card: -1,
    method: -1,
  };
}

const cell = (row: readonly string[], i: number) => (i >= 0 ? (row[i] ?? "").trim() : "");

/** The first cell of a row that is neither its date nor its money: what names a line whose words column is empty. */
function labelOf(row: readonly string[], map: ColumnMap): string {
  const taken = new Set([map.date, map.amount, map.debit, map.credit, map.balance]);
  return row.find((c, i) => !taken.has(i) && c.trim() !== "")?.trim() ?? "";
}

/** "D", "Débito", "Saída", "Despesa", "-" → -1; "C", "Crédito", "Entrada", "Receita", "+" → 1; else 0. */
function sideSign(value: string): -1 | 0 | 1 {
  const v = plain(value).trim();
  if (/^(d|deb|debito|saida|s|-|debit|dr|out|despesa|gasto)$/.test(v)) return -1;
  if (/^(c|cred|credito|entrada|e|\+|credit|cr|in|receita)$/.test(v)) return 1;
  return 0;
}

const PRODUCT_KINDS: Record<string, EntryKind> = {
  despesa: "expense",
  receita: "income",
  investimento: "investment",
};
const PRODUCT_METHODS: Record<string, EntryMethod> = {
  credito: "credit",
  debito: "debit",
  pix: "pix",
  dinheiro: "cash",
  boleto: "boleto",
};

/** "Parcela 2/3", "PARC 02/03", "2/3", "2 de 3" → "2/3"; "Única" → null. */
function installmentOf(text: string): string | null {
  const m = /(?:^|\bparc(?:ela)?\.?\s*)(\d{1,2})\s*(?:\/|de)\s*(\d{1,2})\b/i.exec(text.trim());
  if (!m) return null;
  const part = Number(m[1]);
  const total = Number(m[2]);
  return part >= 1 && total >= 2 && part <= total ? `${part}/${total}` : null;
}

/**
 * The instalment a card purchase's words name: "Amazon - Parcela 2/3", "LOJA PARC 03/10", or a
 * card line ending in "03/10" (Itaú and Santander bills). On an account the words hold dates
 * ("02/03 09:15 João"), so only the word "parcela" counts there.
 */
export function installmentInText(text: string, side: StatementSide): string | null {
  const named = /\bparc(?:ela)?\.?\s*(\d{1,2}\s*(?:\/|de)\s*\d{1,2})\b/i.exec(text);
  if (named) return installmentOf(named[1] as string);
  if (side !== "card") return null;
  const tail = /\s(\d{1,2}\/\d{1,2})\s*$/.exec(text);
  return tail ? installmentOf(tail[1] as string) : null;
}

/** Dates with a year in a statement's title lines ("Período: 01/11/2026 a 30/11/2026", "Vencimento 10/12/2026"). */
function datesIn(text: string, order: DateOrder): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})\b/g)) {
    const d = readDate(m[1] as string, order);
    if (d) found.push(d);
  }
  return found;
}

/** A spreadsheet's date kept as its serial number (days since 1899-12-30), within 1982-2064. */
function serialDate(value: string): string | null {
  if (!/^\d{5}(?:\.\d+)?$/.test(value)) return null;
  const n = Math.floor(Number(value));
  if (n < 30000 || n > 60000) return null;
  return toIso(addDays(fromIso("1899-12-30"), n));
}

/** Words of a line that sent money out, for an account whose amounts carry no sign. */
const MONEY_OUT_WORDS =
  /\b(enviad[oa]s?|pagamento (de|efetuado|realizado)|pagto|pgto|compras?|saque|debito|tarifa|saida|aplicacao|transferencia enviada|boleto pago)\b/;
/** Words of a line that brought money in; they win over the ones above ("Estorno de compra"). */
const MONEY_IN_WORDS =
  /\b(recebid[oa]s?|estorno|devolucao|reembolso|rendimentos?|deposito|credito|resgate|salario|entrada)\b/;

/**
 * Cells a comma delimiter split inside an unquoted amount ("05/11/2026,PIX,-10,50"): a row longer
 * than its header whose money column holds whole reais and the next cell two digits is mended.
 */
function mendSplitDecimals(row: string[], width: number, money: readonly number[]): string[] {
  if (row.length <= width) return row;
  const out = [...row];
  for (const col of [...money].sort((a, b) => a - b)) {
    if (out.length <= width) break;
    const whole = (out[col] ?? "").trim();
    const cents = (out[col + 1] ?? "").trim();
    if (
      /^[-+(]?\s*(R\$\s*)?-?\s*\d{1,3}(\.\d{3})*$|^[-+(]?\s*(R\$\s*)?-?\s*\d+$/.test(whole) &&
      /^\d{2}\s*\)?\s*[DC]?$/i.test(cents)
    )
      out.splice(col, 2, `${whole},${cents}`);
  }
  return out;
}

/**
 * Cells a delimiter split inside unquoted words ("05/11/2026,Compra, Loja X,-10.50" under
 * "Data,Descrição,Valor"): a row still longer than its header whose money columns do not read
 * as money has the words column joined with the cells after it, when that puts money in them.
 */
function mendSplitWords(row: string[], width: number, map: ColumnMap): string[] {
  const extra = row.length - width;
  if (extra <= 0) return row;
  const money = [map.amount, map.debit, map.credit, map.balance].filter((c) => c >= 0);
  const reads = (r: readonly string[]) =>
    money.every((c) => cell(r, c) === "" || readAmount(cell(r, c)) !== null) &&
    [map.amount, map.debit, map.credit].some((c) => c >= 0 && readAmount(cell(r, c)) !== null);
  if (reads(row)) return row;
  for (const t of map.text) {
    const joined = [...row.slice(0, t), row.slice(t, t + extra + 1).join(","), ...row.slice(t + extra + 1)];
    if (reads(joined)) return joined;
  }
  return row;
}

/** The roles whose column a section's own header may move. */
const SECTION_ROLES = [
  "date",
  "amount",
  "debit",
  "credit",
  "dc",
  "type",
  "balance",
  "id",
  "installment",
  "card",
] as const;

/**
 * A table in sections, each under a header of its own (a card bill's "Data;Estabelecimento;Valor
 * em R$" over its national purchases, then "Data;Estabelecimento;Valor em US$;Valor em R$" over
 * its international ones): the rows under a later header whose columns sit elsewhere are moved to
 * where the first header has them, and that header is written as the first one (a repeated header,
 * skipped). A later section that keeps its money in columns of another kind (debit and credit
 * under an amount's header) keeps no money: its lines are said unreadable, never read off the
 * wrong column.
 */
export function alignSections(
  body: readonly string[][],
  header: readonly string[],
  map: ColumnMap,
): string[][] {
  let section: ColumnMap | null = null;
  let foreign = false;
  const holdsValues = (row: readonly string[]) =>
    row.some((c) => readDate(c.trim()) !== null || looksLikeAmount(c));
  const out: string[][] = [];
  for (const row of body) {
    const inReais = holdsValues(row) ? null : mapHeader(row);
    const own = inReais ?? (holdsValues(row) ? null : foreignHeader(row));
    if (own) {
      const same =
        inReais !== null &&
        SECTION_ROLES.every((r) => own[r] === map[r]) &&
        own.text.join() === map.text.join();
      section = same ? null : own;
      foreign = inReais === null;
      // The section's title right above its header ("Lançamentos internacionais") continues no entry.
      const title = out.findLastIndex((r) => r.some((c) => c.trim() !== ""));
      const above = out[title];
      if (!same && above && !holdsValues(above)) out[title] = above.map(() => "");
      out.push(same ? [...row] : [...header]);
      continue;
    }
    out.push(project(row));
  }
  return out;

  function project(row: readonly string[]): string[] {
    if (section === null) return [...row];
    const from: ColumnMap = section;
    const cells = header.map(() => "");
    for (const role of SECTION_ROLES) {
      const to = map[role];
      if (to < 0 || from[role] < 0) continue;
      // A section in another currency keeps its money out of the columns in reais.
      if (foreign && (role === "amount" || role === "debit" || role === "credit")) continue;
      cells[to] = row[from[role]] ?? "";
    }
    const words = from.text.map((i) => (row[i] ?? "").trim()).filter((v) => v !== "");
    const firstText = map.text[0];
    if (firstText !== undefined) cells[firstText] = words.join(" - ");
    // Money the first header has no column of the same kind for: kept in sight, unread.
    const stranded = (["amount", "debit", "credit"] as const)
      .filter((r) => from[r] >= 0 && (foreign || map[r] < 0))
      .map((r) => (row[from[r]] ?? "").trim())
      .join(" ")
      .trim();
    const moneyAt = [map.amount, map.debit, map.credit].find((c) => c >= 0);
    if (/\d/.test(stranded) && moneyAt !== undefined) cells[moneyAt] = `? ${stranded}`;
    return cells;
  }
}

/**
 * A section's header whose only money is in another currency ("Data;Estabelecimento;Valor em
 * US$"): its date and words columns, and its money under a role of its own, so that the lines below
 * keep it unread (a dollar figure is never an amount in reais).
 */
function foreignHeader(row: readonly string[]): ColumnMap | null {
  const roles = row.map((c) => roleOf(c));
  const date = roles.indexOf("date");
  const foreign = row.findIndex((c) => FOREIGN_MONEY.test(headerKey(c)));
  if (date < 0 || foreign < 0 || roles.some((r) => r === "amount" || r === "debit" || r === "credit"))
    return null;
  const none = -1;
  return {
    date,
    amount: none,
    debit: none,
    credit: foreign,
    dc: none,
    type: none,
    balance: none,
    id: none,
    text: roles.flatMap((r, i) => (r === "text" ? [i] : [])),
    installment: none,
    category: none,
    card: none,
    method: none,
  };
}

/** Money in a currency other than the real. */
const FOREIGN_MONEY = /\bus\$|\busd\b|\bdolar(es)?\b|\beur\b|\beuros?\b|\bu\$/;

/** The account or card number in a statement's title lines ("Conta: 12345-6", "Conta ;72385499"). */
function accountIn(preamble: string): string | null {
  const m = /\bconta\b\s*(?:corrente)?\s*[:;]?\s*(?:n[º°o.]?\s*)?([0-9][0-9.\-/ ]{2,20}[0-9xX])/i.exec(
    preamble,
  );
  return m ? (m[1] as string).replace(/\s/g, "") : null;
}

/**
 * Reads a table of cells as a statement. Returns null when no date-and-amount table is found.
 * `side` is what the caller already knows (a card statement from its name), if anything.
 */
export function readTable(
  rows: readonly string[][],
  fileName: string,
  context: { side?: StatementSide; today?: string | null } = {},
): TableReading | null {
  const found = findHeader(rows);
  const map = found?.map ?? inferColumns(rows);
  if (!map) return null;
  const start = found ? found.index + found.rows : 0;
  const header = found ? found.cells : [];
  const preamble = rows
    .slice(0, found ? found.index : 0)
    .map((r) => r.join(" "))
    .join("\n");
  const layout = detectLayout(header, preamble, fileName, context.side ?? null);
  const report = found ? otherReport(header, preamble) : null;
  if (report)
    return { layout, entries: [], skipped: 0, unreadable: 0, accountId: null, closingBalance: null, report };
  const moneyColumns = [map.amount, map.debit, map.credit, map.balance].filter((c) => c >= 0);
  const body = (found ? alignSections(rows.slice(start), header, map) : rows.slice(start)).map((r) =>
    found ? mendSplitWords(mendSplitDecimals(r, header.length, moneyColumns), header.length, map) : r,
  );

  const money = (i: number) => (i >= 0 ? body.map((r) => cell(r, i)).filter((v) => v !== "") : []);
  const mark: DecimalMark = guessDecimal([
    ...money(map.amount),
    ...money(map.debit),
    ...money(map.credit),
    ...money(map.balance),
  ]);
  // Slash dates whose parts are all 12 or less are ordered by what the file says around them.
  let lastDated = body.length - 1;
  const anyDate = (v: string) => readDate(v, "dmy", "2000-12-31") ?? readDate(v, "mdy", "2000-12-31");
  while (lastDated >= 0 && anyDate(cell(body[lastDated] as string[], map.date)) === null) lastDated--;
  const order: DateOrder = settleDateOrder([money(map.date)], {
    around: [preamble, ...body.slice(lastDated + 1).map((r) => r.join(" "))],
    fileName,
    today: context.today,
  });
  // Dates without a year (card bills) take the year that puts them on or before the latest date
  // the file states (its period, due date or dated lines), else the month its name gives, else today.
  let reference: string | null = null;
  if (money(map.date).some(lacksYear)) {
    for (const d of [...datesIn(preamble, order), ...money(map.date).map((v) => readDate(v, order))])
      if (d !== null && (reference === null || d > reference)) reference = d;
    reference ??= datesInName(fileName).sort().at(-1) ?? context.today ?? null;
  }
  const dateOf = (v: string) => readDate(v, order, reference) ?? (found ? serialDate(v) : null);
  // A value the column's decimal mark cannot read (a number cell among text ones) is read by its own shape.
  const amountOf = (v: string) => readAmount(v, mark) ?? readAmount(v, null);
  const headerKeys = header.map((h) => plain(h).trim()).join("\u0000");
  // A type column of "Crédito"/"Débito" may name the way a purchase was paid, not its direction: it
  // is read as the direction only on an account whose amounts carry no sign of their own.
  const signedAmounts = money(map.amount).some((v) => (amountOf(v) ?? 0) < 0);
  // A D/C column: named so, a type column whose values are all directions, or the column right after
  // the amount with no name of its own holding only "D" and "C" ("Valor;;Saldo" over "210,40;D;...").
  const besideAmount = map.amount >= 0 ? map.amount + 1 : -1;
  const dcColumn =
    map.dc >= 0
      ? map.dc
      : map.type >= 0 &&
          layout.id !== "tostao" &&
          layout.side === "account" &&
          !signedAmounts &&
          money(map.type).every((v) => sideSign(v) !== 0)
        ? map.type
        : besideAmount >= 0 &&
            (header[besideAmount] ?? "").trim() === "" &&
            money(besideAmount).length > 0 &&
            money(besideAmount).every((v) => /^[DC]$/i.test(v))
          ? besideAmount
          : -1;

  // Amounts marked D or C (by a column or a letter after them) say their own direction, on a card
  // too: D is a purchase. Only unmarked card amounts are judged by the layout or the majority.
  const marked =
    dcColumn >= 0 ||
    [...money(map.amount), ...money(map.debit), ...money(map.credit)].some((v) =>
      /\d\s*(?:[DC]|DB|CR|DEB|CRED)$/i.test(v),
    );
  // Separate debit and credit columns state each line's direction too (a purchase under Débito).
  const columnsSay = map.amount < 0 && map.debit >= 0 && map.credit >= 0;
  let flipped = layout.positiveIsPurchase && !marked && !columnsSay;
  const entries: RawEntry[] = [];
  let skipped = 0;
  let unreadable = 0;
  let closing: { amount: number; date: string | null } | null = null;
  // How many entries had been read when the closing balance was stated.
  let closingAt = 0;
  // A card bill's total, as the file writes it: in its title lines or under its entries.
  let billTotal = totalIn(rows.slice(0, found ? found.index : 0), amountOf);
  const balances: Array<{ amount: number; date: string }> = [];
  let accountId = accountIn(preamble);
  // The cards of a bill's lines: one card's last digits name it; a bill of several (an additional
  // card, virtual cards) is named by none of them.
  const finals = new Set<string>();

  const textOf = (row: readonly string[]) =>
    map.text
      .map((i) => cell(row, i))
      .filter((v, k, all) => v !== "" && all.indexOf(v) === k)
      .join(" - ");
  const sameDay = daysWrittenOnce(body, map, textOf, dateOf, amountOf);

  // Whether the line above was read as an entry: a bill's undated charge is one only among them.
  let lastWasEntry = false;
  for (const [index, row] of body.entries()) {
    if (!row.some((c) => c.trim() !== "")) continue;
    const afterEntry = lastWasEntry;
    lastWasEntry = false;
    if (found && row.map((h) => plain(h).trim()).join("\u0000") === headerKeys) {
      skipped++;
      continue;
    }
    const text = textOf(row);
    const first = plain(row.find((c) => c.trim() !== "") ?? "").trim();
    // A card bill's charge written with no date ("Repasse de IOF em R$;;;6,61" under the purchases
    // abroad) is of the bill: it takes the day of the entry right above it, its words for a
    // description. One under a total or a summary, or one the entries already hold, is no entry.
    const chargeLabel =
      layout.side === "card" && afterEntry && !dateOf(cell(row, map.date))
        ? plain(text || (row.find((c) => c.trim() !== "") ?? ""))
            .replace(/\s+/g, " ")
            .trim()
        : "";
    const chargeAmount = BILL_CHARGE.test(chargeLabel) ? amountOf(cell(row, map.amount)) : null;
    const charge =
      chargeAmount !== null &&
      !entries.some(
        (e) =>
          Math.abs(e.signed) === Math.abs(chargeAmount) &&
          BILL_CHARGE.test(plain(e.text).replace(/\s+/g, " ").trim()),
      );
    const date =
      dateOf(cell(row, map.date)) ??
      sameDay.dates[index] ??
      (charge ? (entries[entries.length - 1]?.date ?? null) : null);
    const amountText = [cell(row, map.amount), cell(row, map.debit), cell(row, map.credit)].join("");
    // A section's title: a line of words alone, no date and no money.
    if (FUTURE_SECTION.test(first) && date === null && amountText === "") break;
    if (date === null) {
      // A line with words and no date or amount continues the entry above (Bradesco splits long descriptions).
      const previous = entries[entries.length - 1];
      // A footer's label may sit in the date column ("SALDO DISPONÍVEL;;;2.420,35C"), or begin there
      // and run on in the words column (an aligned bill's "Total da Fatura" cut at the columns' gap).
      const dateWords = /\p{L}/u.test(cell(row, map.date)) ? cell(row, map.date) : "";
      const words = plain(`${dateWords} ${text}`).replace(/\s+/g, " ").trim() || first.replace(/\s+/g, " ");
      if (previous && amountText === "" && text !== "" && !BALANCE_LINE.test(words)) {
        previous.text = `${previous.text} ${text}`.trim();
      } else {
        // A closing balance dated "00/00/0000" (Banco do Brasil) is still the statement's balance.
        const stated = amountOf(cell(row, map.balance)) ?? amountOf(cell(row, map.amount));
        if (CLOSING_LINE.test(words) && stated !== null) {
          closing = { amount: stated, date: null };
          closingAt = entries.length;
        }
        if (BILL_TOTAL.test(words) && stated !== null) billTotal = { amount: stated, date: null };
        // A dated-looking line with words and money whose date is no date: an entry left out, said so.
        const lost =
          /\d/.test(cell(row, map.date)) &&
          text !== "" &&
          !BALANCE_LINE.test(words) &&
          !BALANCE_LINE.test(first) &&
          [cell(row, map.amount), cell(row, map.debit), cell(row, map.credit)].some(
            (v) => amountOf(v) !== null,
          );
        if (lost || sameDay.undated.has(index)) unreadable++;
        else skipped++;
      }
      continue;
    }
    let signed: number | null;
    if (map.amount >= 0) {
      signed = amountOf(cell(row, map.amount));
      const sign = dcColumn >= 0 ? sideSign(cell(row, dcColumn)) : 0;
      if (signed !== null && sign !== 0) signed = sign * Math.abs(signed);
    } else {
      const credit = amountOf(cell(row, map.credit));
      const debit = amountOf(cell(row, map.debit));
      signed = credit === null && debit === null ? null : Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
    }
    const balance = amountOf(cell(row, map.balance));
    if (balance !== null) balances.push({ amount: balance, date });
    // A line with no words of its own is named by its other cells ("Saldo Diário" under "Transação").
    const folded = plain(text || labelOf(row, map))
      .replace(/\s+/g, " ")
      .trim();
    if (
      BALANCE_LINE.test(folded) ||
      (dcColumn >= 0 && map.dc >= 0 && cell(row, dcColumn) === "" && /^saldo|^s a l d o/.test(folded))
    ) {
      if (CLOSING_LINE.test(folded)) {
        const stated = balance ?? signed;
        if (stated !== null) {
          closing = { amount: stated, date };
          closingAt = entries.length;
        }
      }
      if (BILL_TOTAL.test(folded) && signed !== null) billTotal = { amount: signed, date };
      skipped++;
      continue;
    }
    if (signed === null || signed === 0) {
      if (signed === null && /\d/.test(amountText)) unreadable++;
      else skipped++;
      continue;
    }
    if (flipped) signed = -signed;
    const card = cell(row, map.card);
    if (card && /^\d{4}$/.test(card)) finals.add(card);
    const typeText = map.type >= 0 && map.type !== dcColumn ? cell(row, map.type) : "";
    const entry: RawEntry = {
      date,
      signed,
      text: text || typeText || (charge ? (row.find((c) => c.trim() !== "")?.trim() ?? "") : ""),
      fitid: cell(row, map.id) || null,
      type: typeText ? plain(typeText) : null,
      balance,
      installment: installmentOf(cell(row, map.installment)) ?? installmentOf(typeText) ?? null,
      category: cell(row, map.category) || null,
    };
    if (layout.id === "tostao") {
      const kind = PRODUCT_KINDS[plain(typeText)];
      if (kind) {
        entry.kind = kind;
        // The product's export writes investments without a sign; they are money put away.
        if (kind === "investment") entry.signed = -Math.abs(entry.signed);
      }
      const method = PRODUCT_METHODS[plain(cell(row, map.method))];
      if (method) entry.method = method;
      entry.type = null;
    }
    entries.push(entry);
    lastWasEntry = true;
  }
  if (finals.size === 1) accountId ??= [...finals][0] ?? null;
  // A file only its name calls a bill ("fatura" in it) whose lines run a balance, as only an
  // account's do, and show none of a bill's signs: the content is an account's, whatever the name.
  if (layout.cardByName && entries.some((e) => e.balance !== null)) {
    const signs = sideSigns(preamble, entries);
    if (signs.card.length === 0 && billTotal === null) {
      const asAccount = readTable(rows, fileName, { ...context, side: "account" });
      if (asAccount) return { ...asAccount, sideFrom: "lines" };
    }
  }
  // A side nothing stated: the lines of a card bill (two of its signs and none of an account's)
  // read it as the card's; else an account, saying it was assumed.
  let side: Pick<TableReading, "sideFrom" | "cardSigns"> = {};
  if (!layout.sideStated) {
    const signs = sideSigns(preamble, entries);
    // A bill's total ("Total da fatura", "Total a pagar") in the title lines or under the entries.
    if (billTotal !== null) signs.card.push("total da fatura");
    // Every date written without its year ("03/11"), as card bills write them under their due date.
    const dates = money(map.date);
    if (dates.length > 0 && dates.every((d) => readDate(d) === null && lacksYear(d)))
      signs.card.push("datas sem o ano");
    if (signs.card.length >= 2 && !signs.account) {
      const asCard = readTable(rows, fileName, { ...context, side: "card" });
      if (asCard) return { ...asCard, sideFrom: "lines", cardSigns: signs.card };
    }
    side = {
      sideFrom: signs.account && signs.card.length === 0 ? "lines" : "assumed",
      ...(signs.card.length > 0 ? { cardSigns: signs.card } : {}),
    };
  }
  if (
    layout.side === "account" &&
    layout.id !== "tostao" &&
    map.amount >= 0 &&
    dcColumn < 0 &&
    entries.length > 0 &&
    entries.every((e) => e.signed > 0)
  ) {
    // An account's amounts all unsigned: the balance column says which way each went, where it
    // moves by the amount; else the words of the line.
    const byBalance = directionsByBalance(entries);
    for (const [i, e] of entries.entries()) {
      const way = byBalance[i];
      if (way !== undefined && way !== 0) {
        e.signed = way * e.signed;
        continue;
      }
      const words = plain(`${e.type ?? ""} ${e.text}`);
      if (MONEY_OUT_WORDS.test(words) && !MONEY_IN_WORDS.test(words)) e.signed = -e.signed;
    }
  }
  // The closing balance is signed as the entries end up (a card's then owes as a negative): flipped
  // with them, by the layout, or by the words or the majority below.
  if (layout.side === "card" && !RULE_IDS.has(layout.id) && !marked && !columnsSay) {
    // A card layout nobody listed: the lines whose words say they are money back (the bill paid, a
    // refund) tell which sign is money in; when none do, purchases are the majority. Purchases
    // that came positive are flipped, and a flip already made is undone when they came negative.
    const negatives = entries.filter((e) => e.signed < 0).length;
    const unsigned = negatives === 0 || negatives === entries.length;
    const creditWay = unsigned ? 0 : creditSign(entries);
    if (creditWay < 0 || (creditWay === 0 && negatives < entries.length / 2)) {
      for (const e of entries) e.signed = -e.signed;
      flipped = !flipped;
    }
    // Amounts all unsigned: the bill paid and the money returned are known by their words.
    if (unsigned)
      for (const e of entries) if (isCardCredit(`${e.type ?? ""} ${e.text}`)) e.signed = Math.abs(e.signed);
  }
  // A balance stated before entries of its day or later is an opening one (Caixa's "SALDO DIA" first).
  const stale = closing !== null && entries.slice(closingAt).some((e) => e.date >= (closing?.date ?? ""));
  const stated = (stale ? null : closing) ?? latestBalance(balances);
  // A balance or total with no date of its own closes the statement: the day of its last entry.
  let last: string | null = null;
  for (const e of entries) if (last === null || e.date > last) last = e.date;
  let closingBalance = stated && flipped ? { ...stated, amount: -stated.amount } : stated;
  if (layout.side === "card" && billTotal) {
    // What the card owes, negative as its purchases: a total written as the file writes purchases
    // (positive where they are), one marked D or C by its letter, an unsigned one owed.
    const amount = marked ? billTotal.amount : flipped ? -billTotal.amount : -Math.abs(billTotal.amount);
    closingBalance = { amount, date: billTotal.date };
  }
  // A card's with no date of its own is what it owes on the day its bill closes or is due, as the
  // lines around the entries state it; else the day of the last entry.
  let undatedDay = last;
  if (layout.side === "card" && closingBalance && closingBalance.date === null) {
    const reference = billDateReference(last, context.today ?? null);
    const around = [...rows.slice(0, found ? found.index : 0), ...body.slice(lastDated + 1)];
    undatedDay = billBalanceDay(
      billDates(around, (v) => readDate(v, order, reference)),
      last,
    );
  }
  return {
    layout,
    entries,
    skipped,
    unreadable,
    accountId,
    closingBalance: closingBalance && { ...closingBalance, date: closingBalance.date ?? undatedDay },
    ...side,
  };
}

/**
 * A card bill's total in its title lines ("Total da fatura: R$ 1.318,45", "Valor total desta
 * fatura;1.318,45"): the money after the words, in their cell or the cells after it.
 */
function totalIn(
  rows: readonly string[][],
  amountOf: (v: string) => number | null,
): { amount: number; date: string | null } | null {
  for (const row of rows)
    for (const [i, c] of row.entries()) {
      const folded = plain(c).replace(/\s+/g, " ").trim();
      const label = BILL_TOTAL.exec(folded);
      if (!label) continue;
      const rest = c
        .trim()
        .slice(label[0].length)
        .replace(/^[\s:=-]+/, "");
      for (const v of [rest, ...row.slice(i + 1)]) {
        const amount = v.trim() === "" ? null : amountOf(v.trim());
        if (amount !== null) return { amount, date: null };
      }
    }
  return null;
}

/** Words of a summary line under a table, whose amount is no entry ("Entradas 5.000,00", "Limite disponível"). */
const SUMMARY_LINE =
  /^(entradas|saidas|creditos|debitos|resumo|limite|disponivel|bloqueado|a pagar|pagamento minimo|valor minimo)\b/;

/**
 * Lines with words and money but no date, in a table whose bank writes each day's date once: on the
 * day's first line ("03/11;PIX;-200,00" then ";PADARIA;-15,00") or on a line of its own above them
 * ("05/11/2026;;" then ";Pix recebido;150,00"). Such a line is of the day written last above it when a
 * day's own line holds it, or when a dated line follows it. One after the last dated entry, in a file
 * that writes every other line's date, is a footer's or an entry's: it is not guessed (`undated`,
 * said as unreadable).
 */
function daysWrittenOnce(
  body: readonly string[][],
  map: ColumnMap,
  textOf: (row: readonly string[]) => string,
  dateOf: (v: string) => string | null,
  amountOf: (v: string) => number | null,
): { dates: Array<string | null>; undated: Set<number> } {
  const dates: Array<string | null> = body.map(() => null);
  const undated = new Set<number>();
  const moneyOf = (row: readonly string[]) =>
    [cell(row, map.amount), cell(row, map.debit), cell(row, map.credit)].some((v) => {
      const a = amountOf(v);
      return a !== null && a !== 0;
    });
  let day: string | null = null;
  let dayOwnLine = false;
  let waiting: number[] = [];
  let onceADay = false;
  for (const [i, row] of body.entries()) {
    const dateCell = cell(row, map.date);
    const date = dateOf(dateCell);
    if (date !== null) {
      if (waiting.length > 0 && day !== null) {
        for (const w of waiting) dates[w] = day;
        onceADay = true;
      }
      waiting = [];
      day = date;
      dayOwnLine = !moneyOf(row) && textOf(row) === "";
      continue;
    }
    const words = plain(textOf(row)).replace(/\s+/g, " ").trim();
    if (
      day === null ||
      dateCell !== "" ||
      words === "" ||
      BALANCE_LINE.test(words) ||
      SUMMARY_LINE.test(words) ||
      !moneyOf(row)
    )
      continue;
    if (dayOwnLine) {
      dates[i] = day;
      onceADay = true;
    } else waiting.push(i);
  }
  for (const w of waiting) {
    if (onceADay && day !== null) dates[w] = day;
    else undated.add(w);
  }
  return { dates, undated };
}

/**
 * The direction of unsigned entries by the balance after each: +1 where it rose by the amount,
 * -1 where it fell by it, 0 where it does not tell. The file lists oldest first (each balance the
 * one before moved by this entry) or newest first (moved by the entry above), whichever fits more
 * lines; neither fitting half of them tells nothing.
 */
function directionsByBalance(entries: readonly RawEntry[]): Array<-1 | 0 | 1> {
  const ways = (newestFirst: boolean) =>
    entries.map((e, i): -1 | 0 | 1 => {
      const other = entries[newestFirst ? i + 1 : i - 1];
      if (!other || e.balance === null || other.balance === null) return 0;
      // The line listed before this one in time: above it oldest first, below it newest first.
      const moved = e.balance - other.balance;
      if (Math.abs(moved) !== Math.abs(e.signed)) return 0;
      return moved > 0 ? 1 : -1;
    });
  const oldestFirst = ways(false);
  const newestFirst = ways(true);
  const fit = (w: ReadonlyArray<-1 | 0 | 1>) => w.filter((x) => x !== 0).length;
  const best = fit(newestFirst) > fit(oldestFirst) ? newestFirst : oldestFirst;
  return fit(best) * 2 >= entries.length - 1 ? best : entries.map(() => 0);
}

/** The balance on the latest date, whichever order the file lists its lines in. */
function latestBalance(
  balances: ReadonlyArray<{ amount: number; date: string }>,
): { amount: number; date: string } | null {
  const first = balances[0];
  const last = balances[balances.length - 1];
  if (!first || !last) return null;
  const newestFirst = first.date > last.date;
  let best = newestFirst ? first : last;
  for (const b of balances) {
    if (b.date > best.date || (b.date === best.date && !newestFirst)) best = b;
  }
  return best;
}

const RULE_IDS = new Set(["nubank-cartao", "c6-cartao", "inter-cartao"]);
