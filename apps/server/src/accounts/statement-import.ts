/**
 * Importing a bank or card statement (docs/statement-formats.md, "Importing"): the file is read,
 * the account it belongs to chosen (or proposed), and each entry planned against the books: imported
 * before, a record already made by hand, or new. The plan waits as an offer until the person
 * confirms it; confirming re-plans (the books may have changed) and records the new entries as ONE
 * operation of the books, undone whole.
 */

import { deflateRawSync, inflateRawSync } from "node:zlib";
import {
  AppError,
  type Book,
  historyKey,
  type ImportPlan,
  importKey,
  type KnownMovement,
  mayBeTransferHalf,
  PAIR_DAYS,
  pairTransfers,
  planImport,
  type StatementEntry,
  type StatementReading,
  type StatementSide,
  sameAccountNumber,
  shiftDate,
  statementParts,
} from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { type BooksSource, type ImportOutcome, importStatementEntries } from "../books/import-statement.ts";
import { inOperation } from "../books/operation.ts";
import { readStatementFile } from "../media/read-statement-file.ts";
import { type Account, listAccounts, pickAccount } from "./accounts.ts";

/**
 * Where the entries go: an account the person has, one to create on confirming, or (a file with no
 * account number, of a bank and side the person has several accounts of) one of `accounts`, which
 * the person is asked for: the offer is not imported until one is picked.
 */
export type ImportTarget =
  | { type: "existing"; account: Account }
  | { type: "new"; name: string; kind: "checking" | "card"; bank: string | null; number?: string | null }
  | { type: "choose"; accounts: Account[]; kind: "checking" | "card"; bank: string | null };

export interface StatementPreview {
  id: number;
  fileName: string;
  reading: Omit<StatementReading, "entries">;
  target: ImportTarget;
  plan: ImportPlan;
  /** The names of the person's other accounts that entries pair with as transfers, by id. */
  pairedAccounts: ReadonlyMap<number, string>;
  /**
   * The file's other statements (an OFX holding an account's and a card's), each an offer of its
   * own account, answered with this one: confirming or cancelling this one takes them too.
   */
  more: StatementPreview[];
}

const MATCH_DAYS = 3;

/**
 * The account a statement goes to among the person's `accounts`: the one asked for, else the one
 * of its account number (a statement of another number is never an account's), else the one of
 * its bank and side, else (a file that names no bank) the account an earlier such file created,
 * so the same file sent again finds its entries imported; else a new one.
 */
function targetOf(
  accounts: readonly Account[],
  accountId: number | null,
  reading: StatementReading,
  proposed: readonly string[] = [],
): ImportTarget {
  if (accountId !== null) {
    const account = accounts.find((a) => a.id === accountId);
    if (!account) throw new AppError("not_found", "Conta não encontrada.");
    return { type: "existing", account };
  }
  const side = reading.side === "card" ? "card" : "checking";
  const number = reading.accountId;
  const sameSide = accounts.filter(
    (a) =>
      (side === "card" ? a.kind === "card" : a.kind !== "card") &&
      (number === null || a.number === null || sameAccountNumber(a.number, number)),
  );
  const bank = reading.bank;
  if (number !== null) {
    const numbered = sameSide.filter(
      (a) => a.number !== null && (bank === null || a.bank === null || pickAccount([a], bank) !== null),
    );
    if (numbered.length === 1 && numbered[0]) return { type: "existing", account: numbered[0] };
  }
  if (bank) {
    // A file that carries no number, of a bank and side the person has several accounts of: which
    // one is not guessed (a person's two Nubank accounts export the same CSV).
    const ofBank = number === null ? sameSide.filter((a) => pickAccount([a], bank) !== null) : [];
    if (ofBank.length > 1) return { type: "choose", accounts: ofBank, kind: side, bank };
    const mine = pickAccount(sameSide, bank);
    if (mine) return { type: "existing", account: mine };
  }
  const base = side === "card" ? `Cartão ${bank ?? "importado"}` : (bank ?? "Conta importada");
  if (!bank) {
    const earlier = sameSide.find((a) => a.bank === null && a.name.toLowerCase() === base.toLowerCase());
    if (earlier) return { type: "existing", account: earlier };
  }
  let name = base;
  const taken = (candidate: string) =>
    accounts.some((a) => a.name.toLowerCase() === candidate.toLowerCase()) ||
    proposed.some((p) => p.toLowerCase() === candidate.toLowerCase());
  for (let n = 2; taken(name); n++) name = `${base} ${n}`;
  return { type: "new", name, kind: side, bank, number };
}

/**
 * The choice left for a statement of a file whose other statements went to `taken` accounts: two
 * statements of one file are two accounts, so those are no choice; the one account left is the
 * statement's. Nothing left: the choice stays whole.
 */
function narrowChoice(target: ImportTarget, taken: ReadonlySet<number>): ImportTarget {
  if (target.type !== "choose") return target;
  const left = target.accounts.filter((a) => !taken.has(a.id));
  if (left.length === 1 && left[0]) return { type: "existing", account: left[0] };
  return left.length === 0 || left.length === target.accounts.length ? target : { ...target, accounts: left };
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
 * An offer's entries as kept until it is confirmed: their JSON, deflated (a 10,000-line statement's
 * 3 MB in about 300 KB), read back whole by the confirmation only (migration 0126).
 */
const packEntries = (entries: readonly StatementEntry[]) =>
  deflateRawSync(JSON.stringify(entries), { level: 1 });

const unpackEntries = (packed: Uint8Array): StatementEntry[] =>
  JSON.parse(inflateRawSync(packed).toString("utf8")) as StatementEntry[];

/**
 * Reads a statement file and stores it as an offer with its plan. Bad files are refused with a
 * pt-BR message (422).
 */
export async function previewStatement(
  tx: SqlRunner,
  input: PreviewInput & { bytes: Uint8Array },
): Promise<StatementPreview> {
  const file = { fileName: input.fileName, bytes: input.bytes, today: input.today };
  let read = await readStatementFile(file);
  // A file that does not state its side is read as the side the person chose: said, or the kind
  // of the account picked.
  if (read.ok && read.value.sideFrom && (input.side || input.accountId !== null)) {
    const picked =
      input.accountId === null
        ? null
        : (await listAccounts(tx, input.userId, input.book)).find((a) => a.id === input.accountId);
    const side = input.side ?? (picked ? (picked.kind === "card" ? "card" : "account") : null);
    if (side && side !== read.value.side) read = await readStatementFile({ ...file, side });
  }
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
  /** The side the person says the file is, for a file that does not state its own. */
  side?: StatementSide | null;
  userId: number;
  book: Book;
  fileName: string;
  accountId: number | null;
  /**
   * The account picked for each statement of a file holding several, in the file's order (null:
   * none picked, found as if none were asked); given, it stands for `accountId`.
   */
  accountIds?: ReadonlyArray<number | null>;
  source: "chat" | "dashboard";
  messageId?: number | null;
}

/**
 * Stores a statement already read (a file sent in chat, a card bill's PDF) as an offer with its
 * plan against the books. A file holding several accounts' statements is one offer per account
 * (`more`), each landing in its own: the account picked goes to the statement of its side (else
 * the first), the others find or propose their own.
 */
export async function offerReading(
  tx: SqlRunner,
  input: PreviewInput,
  reading: StatementReading,
  otherSide: StatementReading | null = null,
): Promise<StatementPreview> {
  const accounts = await listAccounts(tx, input.userId, input.book);
  const parts = statementParts(reading);
  const picked = input.accountId === null ? null : accounts.find((a) => a.id === input.accountId);
  // One account picked for a file of several statements: the statement of its side that asks for
  // it among its choices, else the first of its side, else the first.
  const ofSide = (p: StatementReading) => picked && (p.side === "card") === (picked.kind === "card");
  const asksFor = (p: StatementReading) => {
    const t = targetOf(accounts, null, p);
    return t.type === "choose" && t.accounts.some((a) => a.id === picked?.id);
  };
  const pickedFor =
    picked && parts.length > 1
      ? [parts.findIndex((p) => ofSide(p) && asksFor(p)), parts.findIndex(ofSide), 0].find((i) => i >= 0)
      : 0;
  const proposed: string[] = [];
  const targets: ImportTarget[] = [];
  // An account without a number takes the first statement's of the file it is proposed for.
  const known = [...accounts];
  for (const [i, part] of parts.entries()) {
    const asked = input.accountIds ? (input.accountIds[i] ?? null) : i === pickedFor ? input.accountId : null;
    let target = targetOf(known, asked, part, proposed);
    if (target.type === "choose") target = (await importedInto(tx, input, target, part)) ?? target;
    if (target.type === "new") proposed.push(target.name);
    else if (target.type === "existing" && target.account.number === null && part.accountId !== null) {
      const at = known.findIndex((a) => a.id === target.account.id);
      known[at] = { ...target.account, number: part.accountId };
    }
    targets.push(target);
  }
  // A statement that asks is not offered the accounts the file's other statements go to.
  const taken = new Set(targets.flatMap((t) => (t.type === "existing" ? [t.account.id] : [])));
  const previews: StatementPreview[] = [];
  for (const [i, part] of parts.entries()) {
    const target = narrowChoice(targets[i] as ImportTarget, taken);
    if (target.type === "existing") taken.add(target.account.id);
    // The file read as the other side waits with its first offer (a file that does not state its side is one statement).
    const other = i === 0 && parts.length === 1 ? otherSide : null;
    previews.push(await offerPart(tx, input, accounts, part, target, previews[0]?.id ?? null, other));
  }
  const [first, ...more] = previews as [StatementPreview, ...StatementPreview[]];
  first.more = more;
  return first;
}

/**
 * The one of the accounts to choose from that this file's entries were imported into before (the
 * same file sent again), or null: none, or more than one.
 */
async function importedInto(
  tx: SqlRunner,
  input: { userId: number; book: Book },
  target: Extract<ImportTarget, { type: "choose" }>,
  reading: StatementReading,
): Promise<ImportTarget | null> {
  const keys = target.accounts.flatMap((a) =>
    reading.entries.map((e) => importKey(a.id, reading.layout, e.key)),
  );
  const rows = await tx.query<{ account: number }>(
    `SELECT DISTINCT split_part(k, ':', 1)::bigint AS account FROM (
       SELECT import_key AS k FROM transactions WHERE user_id = $1 AND book = $2 AND import_key = ANY($3::text[])
       UNION ALL
       SELECT import_key FROM account_transfers WHERE user_id = $1 AND book = $2 AND import_key = ANY($3::text[])
       UNION ALL
       SELECT linked_import_key FROM account_transfers WHERE user_id = $1 AND book = $2
         AND linked_import_key = ANY($3::text[])) k`,
    [input.userId, input.book, keys],
  );
  const [only] = rows;
  if (rows.length !== 1 || !only) return null;
  const account = target.accounts.find((a) => a.id === Number(only.account));
  return account ? { type: "existing", account } : null;
}

/** The account an offer waits for: the person must pick one before it is imported. */
const ACCOUNT_NOT_PICKED = "Escolha em qual conta importar esse extrato antes de confirmar.";

async function offerPart(
  tx: SqlRunner,
  input: PreviewInput,
  accounts: readonly Account[],
  reading: StatementReading,
  target: ImportTarget,
  partOf: number | null,
  otherSide: StatementReading | null = null,
): Promise<StatementPreview> {
  const planned = await plan(tx, input, reading, target);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO statement_imports (user_id, book, account_id, file_name, reading, entries, source, message_id, part_of,
       other_side)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::bytea, $7, $8, $9, $10::bytea) RETURNING id`,
    [
      input.userId,
      input.book,
      target.type === "existing" ? target.account.id : null,
      input.fileName.slice(0, 200),
      JSON.stringify({ ...withoutEntries(reading), target }),
      packEntries(reading.entries),
      input.source,
      input.messageId ?? null,
      partOf,
      otherSide ? deflateRawSync(JSON.stringify(otherSide), { level: 1 }) : null,
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
    more: [],
  };
}

/** What importing one statement of a file did, in its account. */
export interface ImportPartResult {
  importId: number;
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
 * What importing a file did: the counts and money of all its statements, the first one's account,
 * each statement's own (`parts`, one per account), and the one operation that undoes all of it.
 */
export interface ImportResult extends ImportPartResult {
  operationId: number | null;
  parts: ImportPartResult[];
}

interface OfferRow {
  id: number;
  /** The reading with its target; its entries too when the offer was made before they were kept apart. */
  reading: Omit<StatementReading, "entries"> & { entries?: StatementEntry[]; target: ImportTarget };
  entries: Uint8Array | null;
  status: string;
}

/**
 * Confirms an offer and the offers of the same file's other statements: re-plans each against the
 * books as they are now and records what is new as one operation. `categories` overrides the
 * planned category of entries by their index in the file (the first statement's entries, then
 * the next one's).
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
  const rows = await tx.query<OfferRow>(
    `SELECT id, reading, entries, status FROM statement_imports
     WHERE (id = $1 OR part_of = $1) AND user_id = $2 AND book = $3 ORDER BY id FOR UPDATE`,
    [input.importId, input.userId, input.book],
  );
  const head = rows.find((r) => Number(r.id) === input.importId);
  if (!head) throw new AppError("not_found", "Importação não encontrada.");
  if (head.status === "imported") throw new AppError("conflict", "Esse extrato já foi importado.");
  if (head.status === "cancelled") throw new AppError("conflict", "Essa importação foi cancelada.");
  // The file's statements in its order (the first one's offer was stored first), each with where
  // its entries start in the file; those answered on their own since are left as they are.
  let start = 0;
  const offers = rows.flatMap((r) => {
    const entries = r.entries === null ? (r.reading.entries ?? []) : unpackEntries(r.entries);
    const offset = start;
    start += entries.length;
    return r === head || r.status === "offered"
      ? [{ id: Number(r.id), offset, reading: { ...r.reading, entries } }]
      : [];
  });
  // A file whose account is the person's to pick waits for it: nothing is written.
  if (offers.some((o) => o.reading.target.type === "choose"))
    throw new AppError("conflict", ACCOUNT_NOT_PICKED, { reason: "account_not_picked" });
  const actor = {
    userId: input.userId,
    book: input.book,
    source: input.source,
    now: input.now,
    messageId: input.messageId,
  };
  // One operation for the whole file: each statement's import joins it, so one undo takes all back.
  const done = await inOperation(
    tx,
    actor,
    "import",
    async () => {
      const parts: ImportPartResult[] = [];
      for (const { id, offset, reading } of offers) {
        const categories = new Map<number, string>();
        for (const [index, category] of input.categories ?? [])
          if (index >= offset && index < offset + reading.entries.length)
            categories.set(index - offset, category);
        parts.push(await confirmOffer(tx, { ...input, importId: id, categories }, reading));
      }
      return parts;
    },
    {
      summary: (parts) => ({
        file: head.reading.layout,
        bank: head.reading.bank,
        account: parts.map((p) => p.account.name).join(", "),
        entries: parts.reduce((n, p) => n + p.added, 0),
        linked: parts.reduce((n, p) => n + p.linked, 0),
        paired: parts.reduce((n, p) => n + p.paired, 0),
      }),
    },
  );
  const parts = done.value;
  const first = parts[0] as ImportPartResult;
  const sum = (field: "added" | "linked" | "skipped" | "paired" | "moneyIn" | "moneyOut") =>
    parts.reduce((n, p) => n + p[field], 0);
  for (const part of parts)
    await tx.query(
      `UPDATE statement_imports SET status = 'imported', imported_at = $3, operation_id = $4, account_id = $5,
         result = $6::jsonb, other_side = NULL WHERE id = $1 AND user_id = $2`,
      [part.importId, input.userId, input.now, done.operationId, part.account.id, JSON.stringify(part)],
    );
  return {
    importId: input.importId,
    operationId: done.operationId,
    account: first.account,
    added: sum("added"),
    linked: sum("linked"),
    skipped: sum("skipped"),
    paired: sum("paired"),
    moneyIn: sum("moneyIn"),
    moneyOut: sum("moneyOut"),
    parts,
  };
}

/** Imports one statement of an offer into its account, inside the operation already open. */
async function confirmOffer(
  tx: SqlRunner,
  input: {
    userId: number;
    book: Book;
    importId: number;
    now: Date;
    source: BooksSource;
    messageId?: number | null;
    categories: ReadonlyMap<number, string>;
  },
  stored: StatementReading & { target: ImportTarget },
): Promise<ImportPartResult> {
  const { target: proposed, ...reading } = stored;
  if (proposed.type === "choose") throw new Error("an offer whose account was not picked");
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
                number: reading.accountId,
                openingOn: reading.from ?? reading.entries[0]?.date ?? "2000-01-01",
              },
            },
      number: reading.accountId,
      plan: async (account) => {
        planned = await plan(tx, input, reading, { type: "existing", account });
        return planned.entries.map((p, index) => ({
          ...p,
          category: input.categories.get(index) ?? p.category,
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
  return {
    importId: input.importId,
    account: outcome.account,
    added: planned.counts.new,
    linked: planned.counts.matches_record,
    skipped: planned.counts.imported_before,
    paired: outcome.paired,
    moneyIn: planned.newIn,
    moneyOut: planned.newOut,
  };
}

/** Drops an offer not yet imported, with its file's other statements; false when there is none of the person's. */
export async function cancelStatementImport(
  tx: SqlRunner,
  input: { userId: number; book: Book; importId: number },
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `UPDATE statement_imports SET status = 'cancelled', other_side = NULL WHERE (id = $1 OR part_of = $1)
       AND user_id = $2 AND book = $3 AND status = 'offered' RETURNING id`,
    [input.importId, input.userId, input.book],
  );
  return rows.some((r) => Number(r.id) === input.importId);
}

/** What asking for an offer's file as the other side found. */
export type OtherSide =
  | { type: "reread"; reading: StatementReading; was: StatementReading; fileName: string }
  /** The offer is read as that side already. */
  | { type: "same" }
  /** The file states its side (each statement's, `sides`, for a file holding several): it is not read otherwise. */
  | { type: "stated"; side: StatementSide; sides: StatementSide[] }
  | { type: "gone" };

/**
 * The waiting offer's file read as `side`, for a file that does not state its own: the offer is
 * dropped (its file read as the other side with it), and the reading comes back to be offered anew
 * with this one as its other side, so the person may turn it back. Answered twice, the second finds
 * the offer of that side already.
 */
export async function offerAsOtherSide(
  tx: SqlRunner,
  input: { userId: number; book: Book; importId: number; side: StatementSide },
): Promise<OtherSide> {
  const rows = await tx.query<OfferRow & { other_side: Uint8Array | null; file_name: string }>(
    `SELECT id, reading, entries, status, other_side, file_name FROM statement_imports
     WHERE (id = $1 OR part_of = $1) AND user_id = $2 AND book = $3 ORDER BY id FOR UPDATE`,
    [input.importId, input.userId, input.book],
  );
  const row = rows.find((r) => Number(r.id) === input.importId);
  if (row?.status !== "offered") return { type: "gone" };
  // A file of several statements states each one's side (an OFX's STMTRS and CCSTMTRS).
  const sides = rows.map((r) => r.reading.side);
  if (rows.length > 1) return { type: "stated", side: row.reading.side, sides };
  if (row.reading.side === input.side) return { type: "same" };
  if (!row.other_side) return { type: "stated", side: row.reading.side, sides };
  const reading = JSON.parse(inflateRawSync(row.other_side).toString("utf8")) as StatementReading;
  const { target: _target, entries: kept, ...rest } = row.reading;
  const was: StatementReading = {
    ...rest,
    entries: row.entries === null ? (kept ?? []) : unpackEntries(row.entries),
  };
  await cancelStatementImport(tx, { userId: input.userId, book: input.book, importId: input.importId });
  return { type: "reread", reading, was, fileName: row.file_name };
}

/**
 * The account picked for an offer that waited for one (a file that carries no number, of a bank and
 * side the person has several accounts of): the offer goes to it, planned against it, and comes back
 * with the file's other statements to be asked to import.
 */
export async function pickOfferAccount(
  tx: SqlRunner,
  input: { userId: number; book: Book; importId: number; accountId: number },
): Promise<StatementPreview | null> {
  const rows = await tx.query<OfferRow & { file_name: string }>(
    `SELECT id, reading, entries, status, file_name FROM statement_imports
     WHERE (id = $1 OR part_of = $1) AND user_id = $2 AND book = $3 ORDER BY id FOR UPDATE`,
    [input.importId, input.userId, input.book],
  );
  const head = rows.find((r) => Number(r.id) === input.importId);
  if (head?.status !== "offered") return null;
  const accounts = await listAccounts(tx, input.userId, input.book);
  const offered = rows.filter((r) => r.status === "offered");
  // The account goes to the first statement that asks for one; a file's later statements asking
  // too are asked next, among the accounts its other statements did not take.
  const asking = offered.find((r) => r.reading.target.type === "choose");
  const taken = new Set<number>([input.accountId]);
  for (const r of offered) if (r.reading.target.type === "existing") taken.add(r.reading.target.account.id);
  const previews: StatementPreview[] = [];
  for (const row of offered) {
    const { target: stored, entries: kept, ...rest } = row.reading;
    const reading: StatementReading = {
      ...rest,
      entries: row.entries === null ? (kept ?? []) : unpackEntries(row.entries),
    };
    let target: ImportTarget = stored;
    if (row === asking && stored.type === "choose") {
      const account = accounts.find((a) => a.id === input.accountId);
      if (!account || !stored.accounts.some((a) => a.id === account.id))
        throw new AppError("not_found", "Conta não encontrada.");
      target = { type: "existing", account };
    } else target = narrowChoice(stored, taken);
    if (target !== stored) {
      if (target.type === "existing") taken.add(target.account.id);
      await tx.query(
        `UPDATE statement_imports SET account_id = $2, reading = reading || jsonb_build_object('target', $3::jsonb)
         WHERE id = $1`,
        [row.id, target.type === "existing" ? target.account.id : null, JSON.stringify(target)],
      );
    }
    const planned = await plan(tx, input, reading, target);
    const paired = new Set(planned.entries.map((e) => e.pairedWith?.accountId));
    previews.push({
      id: Number(row.id),
      fileName: row.file_name,
      reading: withoutEntries(reading),
      target,
      plan: planned,
      pairedAccounts: new Map(accounts.filter((a) => paired.has(a.id)).map((a) => [a.id, a.name])),
      more: [],
    });
  }
  const [first, ...more] = previews as [StatementPreview, ...StatementPreview[]];
  first.more = more;
  return first;
}
