/**
 * Undo as data (docs/books.md, "Undo"). An operation on the books is the list of row changes it
 * made, each with the row as it was before and after; undoing it puts every row back as it was,
 * columns and links included, which is only safe while nothing done later rests on those rows.
 */

import { foldWords } from "../parser/normalise.ts";
import { monthName } from "../planning/months.ts";

/** A row of a books table as stored (its columns by name, as JSON). */
export type RowImage = Readonly<Record<string, unknown>>;

/** One change to one row: inserted (`before` null), deleted (`after` null) or updated. */
export interface RowChange {
  table: string;
  /** The row's key within its table, e.g. "42" or "7|2026-04". */
  key: string;
  before: RowImage | null;
  after: RowImage | null;
}

/** Undoing a change: the row is deleted, put back whole, or given back its columns. */
export type UndoStep =
  | { action: "delete"; table: string; key: string }
  | { action: "insert"; table: string; key: string; row: RowImage }
  | { action: "update"; table: string; key: string; row: RowImage };

const rowId = (c: { table: string; key: string }) => `${c.table}\u0000${c.key}`;

/** JSON with object keys in order, so two images of one row compare as text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Whether two images of a row (or two absences of it) are the same. */
export function sameImage(a: RowImage | null, b: RowImage | null): boolean {
  if (a === null || b === null) return a === b;
  return canonical(a) === canonical(b);
}

/**
 * What an operation changed, row by row: the first image before and the last image after, in the
 * order the rows were first touched. A row inserted and deleted again, or changed and changed
 * back, is no change.
 * @example netChanges([{ table: "t", key: "1", before: null, after: { a: 1 } }, { table: "t", key: "1", before: { a: 1 }, after: { a: 2 } }])
 * // [{ table: "t", key: "1", before: null, after: { a: 2 } }]
 */
export function netChanges(changes: readonly RowChange[]): RowChange[] {
  const byRow = new Map<string, RowChange>();
  for (const change of changes) {
    const id = rowId(change);
    const seen = byRow.get(id);
    byRow.set(id, seen ? { ...seen, after: change.after } : { ...change });
  }
  return [...byRow.values()].filter((c) => !sameImage(c.before, c.after));
}

/**
 * The steps that undo an operation's net changes, last change first (rows that refer to others
 * go before the rows they refer to, the reverse of how they were made).
 */
export function undoSteps(net: readonly RowChange[]): UndoStep[] {
  return [...net].reverse().map((c): UndoStep => {
    if (c.before === null) return { action: "delete", table: c.table, key: c.key };
    if (c.after === null) return { action: "insert", table: c.table, key: c.key, row: c.before };
    return { action: "update", table: c.table, key: c.key, row: c.before };
  });
}

/**
 * The rows an undo would overwrite because they changed after the operation (edited, deleted or
 * put back by something later): each with its image now. Undoing is safe only when there is none.
 */
export function changedSince(
  net: readonly RowChange[],
  now: (table: string, key: string) => RowImage | null,
): { change: RowChange; now: RowImage | null }[] {
  return net
    .map((change) => ({ change, now: now(change.table, change.key) }))
    .filter(({ change, now: current }) => !sameImage(change.after, current));
}

/** Why an operation cannot be undone (each has one pt-BR answer, `replyUndoRefused`). */
export type UndoRefusal =
  | { reason: "not_found" | "is_undo" | "already_undone" | "nothing_to_undo" }
  | { reason: "changed_since" | "deleted_since"; what: string }
  | { reason: "bill_paid"; card: string; month: string }
  | {
      reason:
        | "fixed_item_booked"
        | "category_used"
        | "planned_bought"
        | "card_used"
        | "goal_used"
        | "account_used";
    }
  | { reason: "name_taken"; what: string };

// What each table's row is called, and whether the words after it agree in the feminine.
const WHAT: Record<string, { name: string; feminine?: true }> = {
  record: { name: "esse registro" },
  categories: { name: "essa categoria", feminine: true },
  recurring_rules: { name: "esse fixo" },
  reminders: { name: "esse lembrete" },
  card_bill_payments: { name: "o pagamento dessa fatura" },
  planned_purchases: { name: "essa compra planejada", feminine: true },
  cards: { name: "esse cartão" },
  goals: { name: "essa meta", feminine: true },
  spending_limits: { name: "esse limite" },
  card_bill_notices: { name: "esse cartão" },
  accounts: { name: "essa conta", feminine: true },
  account_transfers: { name: "essa transferência", feminine: true },
};
const whatChanged = (what: string, participle: string) => {
  const row = WHAT[what] ?? { name: "esse registro" };
  return `${row.name} foi ${participle}${row.feminine ? "a" : "o"}`;
};

// What an undo that would bring back a row whose name (or category, for a limit) is taken now says.
const TAKEN: Record<string, string> = {
  cards: "você já tem outro cartão com esse nome",
  goals: "você já tem outra meta com esse nome",
  spending_limits: "essa categoria já tem outro limite",
  accounts: "você já tem outra conta com esse nome",
};

/**
 * What the person is told when an undo is refused: what later change it would break, and what to do.
 * @example replyUndoRefused({ reason: "bill_paid", card: "Nubank", month: "2026-04" })
 * // "Não dá para desfazer: a fatura de abril/2026 do Nubank já foi paga, e uma fatura paga não muda."
 */
export function replyUndoRefused(refusal: UndoRefusal): string {
  switch (refusal.reason) {
    case "not_found":
      return "Não encontrei essa alteração para desfazer.";
    case "nothing_to_undo":
      return "Não há nada para desfazer por aqui.";
    case "is_undo":
      return "Isso já desfez uma alteração; não dá para desfazer de novo.";
    case "already_undone":
      return "Essa alteração já foi desfeita.";
    case "changed_since":
      return `Não dá para desfazer: ${whatChanged(refusal.what, "alterad")} depois. Desfaça antes a alteração mais recente.`;
    case "deleted_since":
      return `Não dá para desfazer: ${whatChanged(refusal.what, "apagad")} depois.`;
    case "bill_paid":
      return `Não dá para desfazer: a fatura de ${monthName(refusal.month)} do ${refusal.card} já foi paga, e uma fatura paga não muda.`;
    case "fixed_item_booked":
      return "Não dá para desfazer: esse fixo já lançou registros depois. Para pará-lo, use Despesas fixas, no painel.";
    case "category_used":
      return "Não dá para desfazer: essa categoria já é usada por outros registros, fixos ou limites.";
    case "planned_bought":
      return "Não dá para desfazer: esse registro já foi marcado como uma compra planejada.";
    case "card_used":
      return "Não dá para desfazer: esse cartão já tem compras registradas depois. Para tirá-lo, apague-o em Cartões no painel.";
    case "goal_used":
      return "Não dá para desfazer: essa meta já recebeu valores depois. Para tirá-la, apague-a em Metas no painel.";
    case "account_used":
      return "Não dá para desfazer: essa conta já tem registros ou transferências feitos depois. Para tirá-la, apague-a em Contas no painel.";
    case "name_taken":
      return `Não dá para desfazer: ${TAKEN[refusal.what] ?? "já existe outro com esse nome"}.`;
  }
}

/**
 * Whether a message asks to undo the last change ("desfaz", "desfazer", "desfaça"), rather than
 * to delete the last record ("apaga o último"): both read as `delete_last`, and the words decide.
 * @example saysUndo("desfaz") // true
 */
export function saysUndo(text: string): boolean {
  return foldWords(text).some((w) => w === "desfaz" || w === "desfazer" || w === "desfaca");
}

/** What an undone operation was, as the operation kept it for its reply. */
export interface UndoneOperation {
  kind: string;
  summary: Readonly<Record<string, unknown>>;
}

const UNDONE: Record<string, string> = {
  record: "o registro foi retirado",
  edit: "o registro voltou a ser como era",
  delete: "o que foi apagado voltou",
  move_bill: "a compra voltou para a fatura em que estava",
  pay_bill: "a fatura voltou a ficar em aberto",
  fixed_item: "o fixo voltou a ser como era",
  "fixed_item:created": "o fixo saiu",
  "fixed_item:made": "o registro deixou de ser fixo e continua nos seus registros",
  reminder: "o lembrete voltou a ser como era",
  category: "as categorias voltaram a ser como eram",
  planned_bought: "a compra planejada voltou para a lista, e o registro dela saiu",
  import: "os registros importados saíram",
  split: "o registro voltou a ser um só",
  card: "o cartão voltou a ser como era",
  "card:created": "o cartão saiu",
  "card:deleted": "o cartão voltou, com as compras e faturas dele",
  goal: "a meta voltou a ser como era",
  "goal:created": "a meta saiu",
  "goal:deleted": "a meta voltou, com o que já foi guardado nela",
  goal_deposit: "o valor saiu da meta",
  "goal_deposit:withdrawn": "o valor voltou para a meta",
  limit: "o limite voltou a ser como era",
  "limit:created": "o limite saiu",
  "limit:deleted": "o limite voltou",
  planned: "a compra planejada voltou a ser como era",
  account: "a conta voltou a ser como era",
  "account:created": "a conta saiu",
  "account:balance": "o saldo da conta voltou a ser o de antes",
  "account:deleted": "a conta voltou",
  "planned:created": "a compra planejada saiu da lista",
  "planned:deleted": "a compra planejada voltou para a lista",
};

/**
 * Confirms an undo in pt-BR.
 * @example replyUndone({ kind: "pay_bill", summary: {} }) // "↩️ Desfeito: a fatura voltou a ficar em aberto."
 * @example replyUndone({ kind: "card", summary: { action: "deleted" } }) // "↩️ Desfeito: o cartão voltou, com as compras e faturas dele."
 */
export function replyUndone(op: UndoneOperation, records = 1): string {
  // "gastei 60 no mercado e 40 na farmácia", then "desfaz": every record of that message
  if (op.kind === "record" && records > 1)
    return `↩️ Desfeito: os ${records} registros da última mensagem foram retirados.`;
  const action = typeof op.summary.action === "string" ? `${op.kind}:${op.summary.action}` : op.kind;
  return `↩️ Desfeito: ${UNDONE[action] ?? UNDONE[op.kind] ?? "a última alteração foi desfeita"}.`;
}
