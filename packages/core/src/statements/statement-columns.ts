/**
 * What each column of a statement table holds, from its header: the same words every bank uses
 * in some spelling ("Data Lançamento", "RELEASE_DATE", "Data_Mov"; "Valor", "amount",
 * "TRANSACTION_NET_AMOUNT"; "Crédito (R$)" and "Débito (R$)"; "Saldo"), so a layout nobody
 * listed is read as well as the ones in docs/statement-formats.md.
 */
import { plain } from "./clean-description.ts";

export type ColumnRole =
  | "date"
  | "amount"
  | "debit"
  | "credit"
  | "dc"
  | "type"
  | "balance"
  | "id"
  | "text"
  | "installment"
  | "category"
  | "card"
  | "method"
  | "ignore";

/** A header cell in comparable form: accent-free lower case, punctuation as spaces ("Crédito (R$)" → "credito r$"). */
export function headerKey(cell: string): string {
  return plain(cell)
    .replace(/[^a-z0-9$]+/g, " ")
    .trim();
}

const RULES: ReadonlyArray<[RegExp, ColumnRole]> = [
  [
    /\bus\$|\busd\b|\bdolar|\bcotacao\b|\bnome no cartao\b|\bbalancete\b|\bcontabil\b|\bvencimento\b/,
    "ignore",
  ],
  [/^(saldo|saldos|partial balance|balance|running balance)\b/, "balance"],
  [
    /^(deb cred|cred deb|d c|c d|debito credito|credito debito|tipo lancamento|tipo de lancamento|natureza|tipo de movimento|tipo movimento|sinal|receita despesa|despesa receita|entrada saida|saida entrada)$/,
    "dc",
  ],
  [
    /^(data|date|dt|dia|release date|data mov|data lancamento|data de lancamento|data de compra|data da compra|data da transacao|data transacao|data movimento|data do movimento|data hora|data e hora|data operacao|data da operacao|posted date|posting date|transaction date)\b/,
    "date",
  ],
  [
    /^(debito|debitos|saida|saidas|valor debito|valor de saida|debit|debits|withdrawals?|despesas?)\b/,
    "debit",
  ],
  [
    /^(credito|creditos|entrada|entradas|valor credito|valor de entrada|credit|credits|deposits?|receitas?)\b/,
    "credit",
  ],
  [
    /^(valor|amount|value|transaction net amount|net amount|quantia|montante|importancia|vlr|vl|valor lancamento|valor do lancamento|valor da transacao|valor r\$|valor em r\$)\b|^r\$$/,
    "amount",
  ],
  [
    /^(identificador|id|fitid|reference id|nr doc|docto|documento|n documento|no documento|numero do documento|numero documento|num doc|codigo da transacao|codigo transacao|id da transacao|id transacao|id da operacao|doc|transaction id)$/,
    "id",
  ],
  [/^parcela/, "installment"],
  [/^categoria|^category$/, "category"],
  [/final do cartao|^cartao final|^final cartao|^cartao$|^card$/, "card"],
  [/^(pagamento|forma de pagamento|meio de pagamento)$/, "method"],
  [/^(tipo|type|tipo de transacao|tipo transacao|tipo de operacao|tipo operacao|transaction kind)$/, "type"],
  [
    /^(descricao|historico|lancamento|lancamentos|title|titulo|transaction type|estabelecimento|detalhes|detalhe|memo|description|complemento|beneficiario|favorecido|observacao|observacoes|descricao do lancamento|historico do lancamento|nome|payee|merchant|origem|destino|contraparte|pagador|recebedor|transacao|operacao|identificacao)\b/,
    "text",
  ],
];

/** Letters an accented one lost in a bad conversion may have been ("Hist�rico", "Descri??o"). */
const LOST_LETTERS = ["o", "a", "c", "e", "i", "u"];

/**
 * The header keys a cell may be: itself, or, when conversions replaced its accented letters by
 * `�` or `?`, each plain letter in their place (two such letters at most).
 */
function keysOf(cell: string): string[] {
  const lost = cell.replace(/(?<=\p{L})[\ufffd?]+(?=\p{L})|[\ufffd]/gu, (m) => "\u0000".repeat(m.length));
  const holes = lost.split("\u0000").length - 1;
  if (holes === 0 || holes > 2) return [headerKey(cell)];
  let variants = [lost];
  for (let h = 0; h < holes; h++)
    variants = variants.flatMap((v) => LOST_LETTERS.map((l) => v.replace("\u0000", l)));
  return variants.map(headerKey);
}

/** Money in reais under a header no other rule names ("Lançamento (R$)", "Movimento (R$)"). */
const IN_REAIS = /\br\$/;

/**
 * The role of one header cell, or null when it is none the reader uses. Every spelling the cell may
 * be is tried against the rules for money, dates and ids before a header in reais is taken as the
 * amount, and that before the words' rule.
 */
export function roleOf(cell: string): ColumnRole | null {
  const keys = keysOf(cell).filter((k) => k !== "");
  for (const key of keys) for (const [re, role] of RULES) if (role !== "text" && re.test(key)) return role;
  if (keys.some((k) => IN_REAIS.test(k))) return "amount";
  for (const key of keys) for (const [re, role] of RULES) if (role === "text" && re.test(key)) return role;
  return null;
}

/** An amount column that is a purchase's whole price, not what this statement charges. */
const WHOLE_PRICE = /^valor (total|original|da compra|bruto)\b/;

/** Where each role sits in a header row (text columns in their order). */
export interface ColumnMap {
  date: number;
  amount: number;
  debit: number;
  credit: number;
  dc: number;
  type: number;
  balance: number;
  id: number;
  text: number[];
  installment: number;
  category: number;
  card: number;
  method: number;
}

/** Maps a header row, the first column of each role winning; null unless it has a date and money. */
export function mapHeader(cells: readonly string[]): ColumnMap | null {
  const map: ColumnMap = {
    date: -1,
    amount: -1,
    debit: -1,
    credit: -1,
    dc: -1,
    type: -1,
    balance: -1,
    id: -1,
    text: [],
    installment: -1,
    category: -1,
    card: -1,
    method: -1,
  };
  cells.forEach((cell, i) => {
    const role = roleOf(cell);
    if (role === null || role === "ignore") return;
    if (role === "text") map.text.push(i);
    else if (map[role] === -1) map[role] = i;
    // A purchase's whole price gives way to the amount charged ("Valor Total" before "Valor da Parcela").
    else if (role === "amount" && WHOLE_PRICE.test(headerKey(cells[map.amount] ?? ""))) map.amount = i;
  });
  if (map.date < 0) return null;
  if (map.amount < 0 && map.debit < 0 && map.credit < 0) return null;
  return map;
}
