/**
 * Undoing an operation on the books (docs/books.md, "Undo"): every row it changed goes back to
 * its image before, exactly, as a new operation of its own; then the limit marks follow. Refused,
 * with the reason in pt-BR, when something done later rests on those rows.
 */
import {
  type Book,
  changedSince,
  netChanges,
  type RowChange,
  type RowImage,
  replyUndoRefused,
  type UndoRefusal,
  undoSteps,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { LimitAlert } from "./limit-alerts.ts";
import { type BooksActor, inOperation, type OperationKind } from "./operation.ts";

/** The tables an operation's rows live in, and how a row is found by its key. */
const TABLES: Record<string, { where: string; identity: boolean }> = {
  transactions: { where: "id = $1::bigint", identity: true },
  categories: { where: "id = $1::bigint", identity: true },
  recurring_rules: { where: "id = $1::bigint", identity: true },
  reminders: { where: "id = $1::bigint", identity: true },
  planned_purchases: { where: "id = $1::bigint", identity: true },
  account_transfers: { where: "id = $1::bigint", identity: true },
  accounts: { where: "id = $1::bigint", identity: true },
  cards: { where: "id = $1::bigint", identity: true },
  goals: { where: "id = $1::bigint", identity: true },
  spending_limits: { where: "id = $1::bigint", identity: true },
  card_bill_payments: {
    where: "card_id = split_part($1, '|', 1)::bigint AND month = split_part($1, '|', 2)",
    identity: false,
  },
  category_choices: {
    where:
      "user_id = split_part($1, '|', 1)::bigint AND book = split_part($1, '|', 2) AND words = split_part($1, '|', 3)",
    identity: false,
  },
  card_bill_notices: {
    where:
      "card_id = split_part($1, '|', 1)::bigint AND month = split_part($1, '|', 2) AND notice = split_part($1, '|', 3)",
    identity: false,
  },
};

// A row put back must not collide with one made since under the same name (or, for a limit, on
// the same category): the query finds such a row. (An account's name is taken by deleted ones too.)
const NATURAL_KEYS: Record<string, string> = {
  accounts:
    "SELECT 1 FROM accounts WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND id <> $4",
  cards: "SELECT 1 FROM cards WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND id <> $4",
  goals: "SELECT 1 FROM goals WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND id <> $4",
  spending_limits:
    "SELECT 1 FROM spending_limits WHERE user_id = $1 AND book = $2 AND category_id = $3 AND id <> $4",
};

function tableOf(name: string) {
  const table = TABLES[name];
  if (!table) throw new Error(`not a books table: ${name}`);
  return table;
}

export interface OperationSummary {
  id: number;
  kind: OperationKind;
  book: Book;
  createdAt: Date;
  summary: Record<string, unknown>;
}

export type UndoResult =
  | { ok: true; undone: OperationSummary; operationId: number | null; alerts: LimitAlert[] }
  | { ok: false; refusal: UndoRefusal; message: string };

async function loadChanges(tx: SqlRunner, operationId: number): Promise<RowChange[]> {
  const rows = await tx.query<{
    table_name: string;
    row_key: string;
    before: RowImage | null;
    after: RowImage | null;
  }>("SELECT table_name, row_key, before, after FROM books_changes WHERE operation_id = $1 ORDER BY seq", [
    operationId,
  ]);
  return netChanges(
    rows.map((r) => ({ table: r.table_name, key: r.row_key, before: r.before, after: r.after })),
  );
}

async function currentImages(
  tx: SqlRunner,
  net: readonly RowChange[],
): Promise<Map<string, RowImage | null>> {
  const images = new Map<string, RowImage | null>();
  // Rows keyed by id, a table at a time (an import's thousands of records in one read); others alone.
  const byTable = new Map<string, string[]>();
  for (const change of net) {
    if (tableOf(change.table).identity) {
      const keys = byTable.get(change.table);
      if (keys) keys.push(change.key);
      else byTable.set(change.table, [change.key]);
      continue;
    }
    const rows = await tx.query<{ image: RowImage }>(
      `SELECT to_jsonb(x) AS image FROM ${change.table} x WHERE ${tableOf(change.table).where} FOR UPDATE`,
      [change.key],
    );
    images.set(`${change.table}\u0000${change.key}`, rows[0]?.image ?? null);
  }
  for (const [table, keys] of byTable) {
    const rows = await tx.query<{ key: string; image: RowImage }>(
      `SELECT x.id::text AS key, to_jsonb(x) AS image FROM ${table} x WHERE x.id = ANY($1::bigint[]) FOR UPDATE`,
      [keys],
    );
    for (const key of keys) images.set(`${table}\u0000${key}`, null);
    for (const r of rows) images.set(`${table}\u0000${r.key}`, r.image);
  }
  return images;
}

// Why undoing would break what came later, if it would: the first reason found.
async function refusal(
  tx: SqlRunner,
  operation: OperationSummary,
  net: readonly RowChange[],
  images: Map<string, RowImage | null>,
): Promise<UndoRefusal | null> {
  const changed = changedSince(net, (table, key) => images.get(`${table}\u0000${key}`) ?? null);
  const first = changed[0];
  if (first) {
    const what = first.change.table === "transactions" ? "record" : first.change.table;
    return { reason: first.now === null ? "deleted_since" : "changed_since", what };
  }
  // A record put back on, or taken off, a bill paid since the operation.
  const bills = new Set<string>();
  for (const change of net)
    if (change.table === "transactions")
      for (const image of [change.before, change.after])
        if (image?.card_id != null && image.bill_month != null)
          bills.add(`${image.card_id}|${image.bill_month}`);
  const ownPayments = new Set(net.filter((c) => c.table === "card_bill_payments").map((c) => c.key));
  for (const bill of bills) {
    if (ownPayments.has(bill)) continue;
    const paid = await tx.query<{ name: string; month: string }>(
      `SELECT c.name, p.month FROM card_bill_payments p JOIN cards c ON c.id = p.card_id
       WHERE p.card_id = split_part($1, '|', 1)::bigint AND p.month = split_part($1, '|', 2)`,
      [bill],
    );
    if (paid[0]) return { reason: "bill_paid", card: paid[0].name, month: paid[0].month };
  }
  // Rows the undo would delete that something later refers to.
  const removing = (table: string) =>
    net.filter((c) => c.table === table && c.before === null).map((c) => Number(c.key));
  // The records this operation booked or changed: undone with it, none can still point at a row it
  // created ("o aluguel é fixo" links a record to the fixed item it makes).
  const ownRecords = new Set(net.filter((c) => c.table === "transactions").map((c) => Number(c.key)));
  const bookedRecords = removing("transactions");
  const rules = removing("recurring_rules");
  if (rules.length > 0) {
    const used = await tx.query<{ id: number }>(
      "SELECT id FROM transactions WHERE recurring_rule_id = ANY($1::bigint[])",
      [rules],
    );
    if (used.some((r) => !ownRecords.has(Number(r.id)))) return { reason: "fixed_item_booked" };
  }
  const categories = removing("categories");
  if (categories.length > 0) {
    const used = await tx.query<{ id: number }>(
      `SELECT id FROM transactions WHERE category_id = ANY($1::bigint[])
       UNION ALL SELECT -id FROM recurring_rules WHERE category_id = ANY($1::bigint[])
       UNION ALL SELECT -id FROM spending_limits WHERE category_id = ANY($1::bigint[])`,
      [categories],
    );
    if (used.some((r) => !ownRecords.has(Number(r.id)))) return { reason: "category_used" };
  }
  // A card or goal the undo would take away that records made since are on.
  for (const [table, column, reason] of [
    ["cards", "card_id", "card_used"],
    ["goals", "goal_id", "goal_used"],
  ] as const) {
    const ids = removing(table);
    if (ids.length === 0) continue;
    const used = await tx.query<{ id: number }>(
      `SELECT id FROM transactions WHERE ${column} = ANY($1::bigint[])`,
      [ids],
    );
    if (used.some((r) => !ownRecords.has(Number(r.id)))) return { reason };
    // money taken out of a goal since rests on it as well
    if (table === "goals") {
      const taken = await tx.query<{ id: number }>(
        "SELECT id FROM account_transfers WHERE goal_id = ANY($1::bigint[])",
        [ids],
      );
      const own = new Set(net.filter((c) => c.table === "account_transfers").map((c) => Number(c.key)));
      if (taken.some((r) => !own.has(Number(r.id)))) return { reason };
    }
  }
  // An account the undo would take away that records, transfers or imports made since are in.
  // (Rows the undo itself takes off it, its own records and transfers or ones it put in it, are no reason.)
  const accounts = removing("accounts");
  if (accounts.length > 0) {
    const inAccount = (row: RowImage | null) =>
      row !== null &&
      [row.account_id, row.from_account_id, row.to_account_id].some(
        (a) => a != null && accounts.includes(Number(a)),
      );
    const leaving = new Set(
      net
        .filter(
          (c) => (c.table === "transactions" || c.table === "account_transfers") && !inAccount(c.before),
        )
        .map((c) => `${c.table}|${c.key}`),
    );
    const used = await tx.query<{ row: string }>(
      `SELECT 'transactions|' || id AS row FROM transactions WHERE account_id = ANY($1::bigint[])
       UNION ALL SELECT 'account_transfers|' || id FROM account_transfers
         WHERE from_account_id = ANY($1::bigint[]) OR to_account_id = ANY($1::bigint[])`,
      [accounts],
    );
    if (used.some((r) => !leaving.has(r.row))) return { reason: "account_used" };
  }
  // A row put back whose name (or a limit's category) another row took since.
  for (const change of net) {
    const natural = NATURAL_KEYS[change.table];
    const row = change.before;
    if (!natural || !row) continue;
    const field = change.table === "spending_limits" ? "category_id" : "name";
    if (change.after && String(change.after[field]).toLowerCase() === String(row[field]).toLowerCase())
      continue;
    const taken = await tx.query(natural, [row.user_id, row.book, row[field], change.key]);
    if (taken.length > 0) return { reason: "name_taken", what: change.table };
  }
  if (bookedRecords.length > 0) {
    const bought = await tx.query<{ id: number }>(
      "SELECT id FROM planned_purchases WHERE transaction_id = ANY($1::bigint[])",
      [bookedRecords],
    );
    const ownPlans = new Set(net.filter((c) => c.table === "planned_purchases").map((c) => Number(c.key)));
    if (bought.some((p) => !ownPlans.has(Number(p.id)))) return { reason: "planned_bought" };
  }
  void operation;
  return null;
}

// The columns a row can be given back (generated ones are computed by the database): all of them
// for a row put back, all but the identity (its key, which an update cannot set) for a row changed.
async function writableColumns(tx: SqlRunner, table: string): Promise<{ insert: string; update: string }> {
  const rows = await tx.query<{ column_name: string; is_identity: string }>(
    `SELECT column_name, is_identity FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  const list = (cols: typeof rows) => cols.map((c) => `"${c.column_name}"`).join(", ");
  return { insert: list(rows), update: list(rows.filter((c) => c.is_identity !== "YES")) };
}

async function restore(tx: SqlRunner, net: readonly RowChange[]): Promise<void> {
  const columns = new Map<string, { insert: string; update: string }>();
  // Rows keyed by id deleted one after the other from one table go in one statement (an import's
  // thousands of records), in the same place among the steps.
  const deleting = { table: "", keys: [] as string[] };
  const deleteNow = async () => {
    if (deleting.keys.length === 0) return;
    await tx.query(`DELETE FROM ${deleting.table} WHERE id = ANY($1::bigint[])`, [deleting.keys]);
    deleting.keys = [];
  };
  for (const step of undoSteps(net)) {
    const table = tableOf(step.table);
    if (step.action === "delete" && table.identity) {
      if (deleting.table !== step.table) await deleteNow();
      deleting.table = step.table;
      deleting.keys.push(step.key);
      continue;
    }
    await deleteNow();
    if (step.action === "delete") {
      await tx.query(`DELETE FROM ${step.table} WHERE ${table.where}`, [step.key]);
      continue;
    }
    let cols = columns.get(step.table);
    if (!cols) {
      cols = await writableColumns(tx, step.table);
      columns.set(step.table, cols);
    }
    if (step.action === "insert")
      await tx.query(
        `INSERT INTO ${step.table} (${cols.insert}) ${table.identity ? "OVERRIDING SYSTEM VALUE" : ""}
         SELECT ${cols.insert} FROM jsonb_populate_record(NULL::${step.table}, $1::jsonb)`,
        [JSON.stringify(step.row)],
      );
    else
      await tx.query(
        `UPDATE ${step.table} SET (${cols.update}) = (SELECT ${cols.update} FROM jsonb_populate_record(NULL::${step.table}, $2::jsonb))
         WHERE ${table.where}`,
        [step.key, JSON.stringify(step.row)],
      );
  }
  await deleteNow();
}

// Card deletions recorded before accounts were part of the books (migration 0062) left the
// accounts standing for the card to its foreign key and kept their ids in the summary: an undo of
// one links them again, unless linked to another card since. (A deletion now clears the link
// inside its operation, and the undo restores it with the other rows.)
async function relinkAccounts(tx: SqlRunner, actor: BooksActor, operation: OperationSummary): Promise<void> {
  const { cardId, accounts } = operation.summary;
  if (operation.kind !== "card" || typeof cardId !== "number" || !Array.isArray(accounts)) return;
  if (accounts.length === 0) return;
  await tx.query(
    `UPDATE accounts SET card_id = $3 WHERE user_id = $1 AND id = ANY($2::bigint[]) AND card_id IS NULL
       AND EXISTS (SELECT 1 FROM cards WHERE id = $3)`,
    [actor.userId, accounts, cardId],
  );
}

/**
 * Undoes one of the person's operations in the actor's book, as a new operation. Refused when it
 * was already undone, is itself an undo, or something later rests on what it changed.
 */
export async function undoOperation(
  tx: SqlRunner,
  actor: BooksActor,
  operationId: number,
): Promise<UndoResult> {
  const rows = await tx.query<{
    id: number;
    kind: OperationKind;
    book: Book;
    created_at: Date;
    summary: Record<string, unknown>;
    undone_at: Date | null;
  }>(
    `SELECT id, kind, book, created_at, summary, undone_at FROM books_operations
     WHERE id = $1 AND user_id = $2 AND book = $3 FOR UPDATE`,
    [operationId, actor.userId, actor.book],
  );
  const row = rows[0];
  const refuse = (refusal: UndoRefusal): UndoResult => ({
    ok: false,
    refusal,
    message: replyUndoRefused(refusal),
  });
  if (!row) return refuse({ reason: "not_found" });
  if (row.kind === "undo") return refuse({ reason: "is_undo" });
  if (row.undone_at) return refuse({ reason: "already_undone" });
  const operation: OperationSummary = {
    id: Number(row.id),
    kind: row.kind,
    book: row.book,
    createdAt: row.created_at,
    summary: row.summary ?? {},
  };
  const changes = await loadChanges(tx, operation.id);
  const images = await currentImages(tx, changes);
  // A category remembered by hand is soft: one chosen again since (the same words moved later)
  // stays as it is now, and the rest is undone.
  const chosenSince = new Set(
    changedSince(
      changes.filter((c) => c.table === "category_choices"),
      (table, key) => images.get(`${table}\u0000${key}`) ?? null,
    ).map((c) => c.change),
  );
  const net = changes.filter((c) => !chosenSince.has(c));
  const why = await refusal(tx, operation, net, images);
  if (why) return refuse(why);
  // An account the undo takes away (one an import or "tenho 500 no inter" created) leaves the
  // statement imports that name it; they stay, as the history of what was read.
  const goneAccounts = net.filter((c) => c.table === "accounts" && c.before === null).map((c) => c.key);
  if (goneAccounts.length > 0)
    await tx.query("UPDATE statement_imports SET account_id = NULL WHERE account_id = ANY($1::bigint[])", [
      goneAccounts,
    ]);
  const done = await inOperation(tx, actor, "undo", () => restore(tx, net), {
    undoes: operation.id,
    summary: { ...operation.summary, undoneKind: operation.kind },
  });
  await relinkAccounts(tx, actor, operation);
  await tx.query("UPDATE books_operations SET undone_at = $2 WHERE id = $1", [operation.id, actor.now]);
  return { ok: true, undone: operation, operationId: done.operationId, alerts: done.alerts };
}

/**
 * The person's newest operation in the book that can still be undone (not an undo, not undone,
 * made by the person rather than a daily job): its id, kind ("record", "edit"…) and when it was
 * made; or null.
 */
export async function lastUndoable(
  tx: SqlRunner,
  actor: Pick<BooksActor, "userId" | "book">,
): Promise<{ id: number; kind: string; at: Date; messageId: number | null } | null> {
  const rows = await tx.query<{
    id: number;
    kind: string;
    created_at: Date | string;
    source_message_id: number | null;
  }>(
    `SELECT id, kind, created_at, source_message_id FROM books_operations
     WHERE user_id = $1 AND book = $2 AND kind <> 'undo' AND undone_at IS NULL AND source <> 'schedule'
     ORDER BY id DESC LIMIT 1`,
    [actor.userId, actor.book],
  );
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        kind: row.kind,
        at: new Date(row.created_at),
        messageId: row.source_message_id === null ? null : Number(row.source_message_id),
      }
    : null;
}
