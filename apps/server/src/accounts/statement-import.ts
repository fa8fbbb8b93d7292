/**
 * Importing a bank or card statement (docs/statement-formats.md, "Importing"): the file is read,
 * the account it belongs to chosen (or proposed), and each entry planned against the books: imported
 * before, a record already made by hand, or new. The plan waits as an offer until the person
 * confirms it; confirming re-plans (the books may have changed) and records the new entries as ONE
 * operation of the books, undone whole.
 */
import {
  AppError,
  type Book,
  historyKey,
  type ImportPlan,
  type KnownMovement,
  mayBeTransferHalf,
  PAIR_DAYS,
  pairTransfers,
  planImport,
  type StatementReading,
  shiftDate,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksSource, type ImportOutcome, importStatementEntries } from "../books/import-statement.ts";
import { readStatementFile } from "../media/read-statement-file.ts";
import { type Account, listAccounts, pickAccount } from "./accounts.ts";

/** Where the entries go: an account the person has, or one to create on confirming. */
export type ImportTarget =
  | { type: "existing"; account: Account }
  | { type: "new"; name: string; kind: "checking" | "card"; bank: string | null };

export interface StatementPreview {
  id: number;
  fileName: string;
  reading: Omit<StatementReading, "entries">;
  target: ImportTarget;
  plan: ImportPlan;
  /** The names of the person's other accounts that entries pair with as transfers, by id. */
  pairedAccounts: ReadonlyMap<number, string>;
}

const MATCH_DAYS = 3;

/**
 * The account a statement goes to among the person's `accounts`: the one asked for, else the one
 * of its bank and side, else (a file that names no bank) the account an earlier such file created,
 * so the same file sent again finds its entries imported; else a new one.
 */
function targetOf(
  accounts: readonly Account[],
  accountId: number | null,
  reading: StatementReading,
): ImportTarget {
  if (accountId !== null) {
    const account = accounts.find((a) => a.id === accountId);
    if (!account) throw new AppError("not_found", "Conta não encontrada.");
    return { type: "existing", account };
  }
  const side = reading.side === "card" ? "card" : "checking";
  const sameSide = accounts.filter((a) => (side === "card" ? a.kind === "card" : a.kind !== "card"));
  if (reading.bank) {
    const mine = pickAccount(sameSide, reading.bank);
    if (mine) return { type: "existing", account: mine };
  }
  const bank = reading.bank;
  const base = side === "card" ? `Cartão ${bank ?? "importado"}` : (bank ?? "Conta importada");
  if (!bank) {
    const earlier = sameSide.find((a) => a.bank === null && a.name.toLowerCase() === base.toLowerCase());
    if (earlier) return { type: "existing", account: earlier };
  }
  let name = base;
  for (let n = 2; accounts.some((a) => a.name.toLowerCase() === name.toLowerCase()); n++)
    name = `${base} ${n}`;
  return { type: "new", name, kind: side, bank };
}

/** Records and transfers near the statement's dates, with their accounts and import keys. */
async function knownMovements(
  tx: SqlRunner,
  input: { userId: number; book: Book; from: string; to: string },
): Promise<KnownMovement[]> {
  const from = shiftDate(input.from, -MATCH_DAYS);
  const to = shiftDate(input.to, MATCH_DAYS);
  const rows = await tx.query<{
    id: number;
    kind: KnownMovement["kind"];
    amount: number;
    date: string;
    account: number | null;
    key: string | null;
  }>(
    `SELECT id, kind, amount_centavos::bigint AS amount, date::text AS date, account_id AS account, import_key AS key
     FROM transactions WHERE user_id = $1 AND book = $2 AND date BETWEEN $3::date AND $4::date
     UNION ALL
     SELECT -id, 'transfer', amount_centavos::bigint, date::text,
       CASE WHEN import_key ~ '^[0-9]+:' THEN split_part(import_key, ':', 1)::bigint
         ELSE COALESCE(from_account_id, to_account_id) END, import_key
     FROM account_transfers WHERE user_id = $1 AND book = $2 AND date BETWEEN $3::date AND $4::date
     UNION ALL
     -- The other half of a transfer paired across two statements, keyed in its own account.
     SELECT -id, 'transfer', amount_centavos::bigint, date::text, split_part(linked_import_key, ':', 1)::bigint,
       linked_import_key
     FROM account_transfers WHERE user_id = $1 AND book = $2 AND date BETWEEN $3::date AND $4::date
       AND linked_import_key ~ '^[0-9]+:'`,
    [input.userId, input.book, from, to],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    amount: Number(r.amount),
    date: r.date,
    accountId: r.account === null ? null : Number(r.account),
    importKey: r.key,
  }));
}

/** The category the person's own records give each description of the statement, newest first. */
async function categoryHistory(
  tx: SqlRunner,
  input: { userId: number; book: Book },
  descriptions: readonly string[],
): Promise<Map<string, string>> {
  const distinct = [...new Set(descriptions.map((d) => d.toLowerCase()))];
  if (distinct.length === 0) return new Map();
  const rows = await tx.query<{
    kind: "expense" | "income" | "investment";
    description: string;
    category: string;
  }>(
    `SELECT t.kind, t.description, c.name AS category FROM transactions t JOIN categories c ON c.id = t.category_id
     WHERE t.user_id = $1 AND t.book = $2 AND lower(t.description) = ANY($3::text[])
     ORDER BY t.updated_at DESC, t.id DESC`,
    [input.userId, input.book, distinct],
  );
  const history = new Map<string, string>();
  for (const r of rows) {
    const key = historyKey(r.kind, r.description);
    if (!history.has(key)) history.set(key, r.category);
  }
  return history;
}

async function plan(
  tx: SqlRunner,
  input: { userId: number; book: Book },
  reading: StatementReading,
  target: ImportTarget,
): Promise<ImportPlan> {
  const from = reading.from ?? reading.entries[0]?.date ?? "2000-01-01";
  const to = reading.to ?? from;
  const known = await knownMovements(tx, { ...input, from, to });
  const history = await categoryHistory(
    tx,
    input,
    reading.entries.map((e) => e.description),
  );
  // A new account holds nothing yet: its id 0 matches no key.
  const accountId = target.type === "existing" ? target.account.id : 0;
  const planned = planImport({ accountId, layout: reading.layout, entries: reading.entries, known, history });
  if (reading.side === "account") await pairHalves(tx, input, accountId, planned);
  return planned;
}

/**
 * Finds, for the new entries that may be money moved between the person's own accounts (worded
 * as a transfer, or sent by Pix or TED), the other half already in the books from another
 * account's statement: a record imported into another money account (paid by Pix or with no
 * method), or a transfer whose other side is unknown. A pair becomes one transfer on import.
 */
async function pairHalves(
  tx: SqlRunner,
  input: { userId: number; book: Book },
  accountId: number,
  planned: ImportPlan,
): Promise<void> {
  const candidates = planned.entries
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.action === "new" && mayBeTransferHalf(p.entry));
  if (candidates.length === 0) return;
  const dates = candidates.map((c) => c.p.entry.date).sort();
  const from = shiftDate(dates[0] as string, -PAIR_DAYS);
  const to = shiftDate(dates[dates.length - 1] as string, PAIR_DAYS);
  const amounts = [...new Set(candidates.map((c) => c.p.entry.amount))];
  const rows = await tx.query<{
    id: number;
    account: number;
    direction: "in" | "out";
    amount: number;
    date: string;
    name: string | null;
  }>(
    `SELECT t.id, t.account_id AS account, CASE WHEN t.kind = 'income' THEN 'in' ELSE 'out' END AS direction,
       t.amount_centavos::bigint AS amount, t.date::text AS date, t.description AS name
     FROM transactions t JOIN accounts a ON a.id = t.account_id AND a.kind <> 'card'
     WHERE t.user_id = $1 AND t.book = $2 AND t.import_key IS NOT NULL AND t.account_id <> $3
       AND t.kind IN ('expense', 'income') AND (t.payment_method IS NULL OR t.payment_method = 'pix')
       AND t.installment_group IS NULL AND t.date BETWEEN $4::date AND $5::date AND t.amount_centavos = ANY($6::bigint[])
     UNION ALL
     SELECT -m.id, COALESCE(m.from_account_id, m.to_account_id),
       CASE WHEN m.from_account_id IS NULL THEN 'in' ELSE 'out' END, m.amount_centavos::bigint, m.date::text, NULL
     FROM account_transfers m JOIN accounts a ON a.id = COALESCE(m.from_account_id, m.to_account_id) AND a.kind <> 'card'
     WHERE m.user_id = $1 AND m.book = $2 AND m.kind = 'transfer' AND m.linked_import_key IS NULL
       AND (m.from_account_id IS NULL) <> (m.to_account_id IS NULL)
       AND COALESCE(m.from_account_id, m.to_account_id) <> $3
       AND m.date BETWEEN $4::date AND $5::date AND m.amount_centavos = ANY($6::bigint[])`,
    [input.userId, input.book, accountId, from, to, amounts],
  );
  if (rows.length === 0) return;
  const others = rows.map((r) => ({
    id: Number(r.id),
    accountId: Number(r.account),
    direction: r.direction,
    amount: Number(r.amount),
    date: r.date,
    // An imported Pix or TED is recorded under the name of who was on the other side.
    name: r.name,
  }));
  const halves = candidates.map(({ p, index }) => ({
    id: index,
    accountId,
    direction: p.entry.direction,
    amount: p.entry.amount,
    date: p.entry.date,
    name: p.entry.counterpart,
  }));
  for (const pair of pairTransfers(halves, others)) {
    const entry = planned.entries[pair.entry];
    const other = others.find((o) => o.id === pair.other);
    if (!entry || !other) continue;
    entry.booksKind = "transfer";
    entry.category = null;
    entry.pairedWith = { id: other.id, accountId: other.accountId };
  }
}

const withoutEntries = ({ entries: _entries, ...rest }: StatementReading) => rest;

/**
 * Reads a statement file and stores it as an offer with its plan. Bad files are refused with a
 * pt-BR message (422).
 */
export async function previewStatement(
  tx: SqlRunner,
  input: PreviewInput & { bytes: Uint8Array },
): Promise<StatementPreview> {
  const read = await readStatementFile({ fileName: input.fileName, bytes: input.bytes, today: input.today });
  if (!read.ok)
    throw new AppError(
      read.error.code === "unsupported_format" ? "unsupported_media_type" : "validation",
      read.error.message,
      { reason: read.error.code },
    );
  return offerReading(tx, input, read.value);
}

interface PreviewInput {
  /** Today in São Paulo, for card lines written without a year. */
  today?: string;
  userId: number;
  book: Book;
  fileName: string;
  accountId: number | null;
  source: "chat" | "dashboard";
  messageId?: number | null;
}

/**
 * Stores a statement already read (a file sent in chat, a card bill's PDF) as an offer with its
 * plan against the books.
 */
export async function offerReading(
  tx: SqlRunner,
  input: PreviewInput,
  reading: StatementReading,
): Promise<StatementPreview> {
  const accounts = await listAccounts(tx, input.userId, input.book);
  const target = targetOf(accounts, input.accountId, reading);
  const planned = await plan(tx, input, reading, target);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO statement_imports (user_id, book, account_id, file_name, reading, source, message_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING id`,
    [
      input.userId,
      input.book,
      target.type === "existing" ? target.account.id : null,
      input.fileName.slice(0, 200),
      JSON.stringify({ ...reading, target }),
      input.source,
      input.messageId ?? null,
    ],
  );
  const paired = new Set(planned.entries.map((e) => e.pairedWith?.accountId));
  const pairedAccounts = new Map(accounts.filter((a) => paired.has(a.id)).map((a) => [a.id, a.name]));
  return {
    id: Number(rows[0]?.id),
    fileName: input.fileName,
    reading: withoutEntries(reading),
    target,
    plan: planned,
    pairedAccounts,
  };
}

export interface ImportResult {
  importId: number;
  operationId: number | null;
  account: Account;
  added: number;
  linked: number;
  skipped: number;
  /** Entries that were the second half of a transfer from or to another of the person's accounts. */
  paired: number;
  moneyIn: number;
  moneyOut: number;
}

/**
 * Confirms an offer: re-plans it against the books as they are now and records what is new as
 * one operation. `categories` overrides the planned category of entries by their index.
 */
export async function confirmStatementImport(
  tx: SqlRunner,
  input: {
    userId: number;
    book: Book;
    importId: number;
    now: Date;
    source: BooksSource;
    messageId?: number | null;
    categories?: ReadonlyMap<number, string>;
  },
): Promise<ImportResult> {
  const rows = await tx.query<{ reading: StatementReading & { target: ImportTarget }; status: string }>(
    `SELECT reading, status FROM statement_imports WHERE id = $1 AND user_id = $2 AND book = $3 FOR UPDATE`,
    [input.importId, input.userId, input.book],
  );
  const row = rows[0];
  if (!row) throw new AppError("not_found", "Importação não encontrada.");
  if (row.status === "imported") throw new AppError("conflict", "Esse extrato já foi importado.");
  if (row.status === "cancelled") throw new AppError("conflict", "Essa importação foi cancelada.");
  const { target: proposed, ...reading } = row.reading;
  // The account proposed may have been created since, or archived: look again.
  let target: ImportTarget = proposed;
  if (proposed.type === "existing") {
    const still = (await listAccounts(tx, input.userId, input.book)).find(
      (a) => a.id === proposed.account.id,
    );
    if (!still) throw new AppError("conflict", "A conta desse extrato não existe mais.");
    target = { type: "existing", account: still };
  }
  // A new account is created by the import's own operation, with its entries and the balance the
  // bank stated, so one undo takes all of it back. The entries are planned against the account
  // (their import keys name it), as the books are now.
  let planned: ImportPlan | undefined;
  const outcome: ImportOutcome = await importStatementEntries(
    tx,
    {
      userId: input.userId,
      book: input.book,
      source: input.source,
      now: input.now,
      messageId: input.messageId,
    },
    {
      account:
        target.type === "existing"
          ? target.account
          : {
              create: {
                name: target.name,
                kind: target.kind,
                bank: target.bank,
                openingOn: reading.from ?? reading.entries[0]?.date ?? "2000-01-01",
              },
            },
      plan: async (account) => {
        planned = await plan(tx, input, reading, { type: "existing", account });
        return planned.entries.map((p, index) => ({
          ...p,
          category: input.categories?.get(index) ?? p.category,
        }));
      },
      fileName: reading.layout,
      bank: reading.bank,
      closingBalance:
        reading.closingBalance?.date != null
          ? { amount: reading.closingBalance.amount, on: reading.closingBalance.date }
          : null,
    },
  );
  if (!planned) throw new Error("the import planned nothing");
  const { account } = outcome;
  const result: ImportResult = {
    importId: input.importId,
    operationId: outcome.operationId,
    account,
    added: planned.counts.new,
    linked: planned.counts.matches_record,
    skipped: planned.counts.imported_before,
    paired: outcome.paired,
    moneyIn: planned.newIn,
    moneyOut: planned.newOut,
  };
  await tx.query(
    `UPDATE statement_imports SET status = 'imported', imported_at = $3, operation_id = $4, account_id = $5,
       result = $6::jsonb WHERE id = $1 AND user_id = $2`,
    [input.importId, input.userId, input.now, outcome.operationId, account.id, JSON.stringify(result)],
  );
  return result;
}

/** Drops an offer not yet imported; false when there is none of the person's. */
export async function cancelStatementImport(
  tx: SqlRunner,
  input: { userId: number; book: Book; importId: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE statement_imports SET status = 'cancelled' WHERE id = $1 AND user_id = $2 AND book = $3
       AND status = 'offered' RETURNING id`,
    [input.importId, input.userId, input.book],
  );
  return rows.length > 0;
}
