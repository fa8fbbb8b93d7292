/**
 * A person's accounts and their balances, written as operations on the books (docs/books.md,
 * "Undo"; docs/accounts.md): creating one, stating its balance, changing its name or opening
 * balance, deleting it. Each is one operation whatever the door (chat's "tenho 2.000 no nubank",
 * the dashboard, a statement import), so an undo puts the account back exactly as it was.
 */
import { type AccountKind, AppError } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { ACCOUNT_COLUMNS, type Account, asAccount } from "./account-row.ts";
import { type BooksActor, inOperation, type OperationResult } from "./operation.ts";

export interface NewAccount {
  name: string;
  kind: AccountKind;
  /** The bank as statements name it ("Nubank"), to offer this account for its files. */
  bank?: string | null;
  /** The account or card number its statements give, to keep two of one bank and side apart. */
  number?: string | null;
  cardId?: number | null;
  openingBalance?: number;
  /** Movements dated before this day are already inside the opening balance. */
  openingOn: string;
}

const taken = () => new AppError("conflict", "Você já tem uma conta com esse nome.");
const notFound = () => new AppError("not_found", "Conta não encontrada.");
const cleanName = (name: string) => name.trim().slice(0, 60);

async function liveNameTaken(tx: SqlRunner, actor: BooksActor, name: string, except: number | null) {
  const rows = await tx.query(
    `SELECT 1 FROM accounts WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3)
       AND ($4::bigint IS NULL OR id <> $4) AND archived_at IS NULL`,
    [actor.userId, actor.book, name, except],
  );
  return rows.length > 0;
}

async function ownAccount(tx: SqlRunner, actor: BooksActor, id: number): Promise<Account> {
  const rows = await tx.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1 AND user_id = $2 AND book = $3 AND archived_at IS NULL
     FOR UPDATE`,
    [id, actor.userId, actor.book],
  );
  if (!rows[0]) throw notFound();
  return asAccount(rows[0]);
}

/**
 * Creates an account in the actor's book. A name the person already uses there is refused; the
 * name of an account deleted before brings that one back, started afresh (its old records stay
 * linked to it, inside the new opening balance).
 */
export async function createAccount(
  tx: SqlRunner,
  actor: BooksActor,
  input: NewAccount,
): Promise<OperationResult<Account>> {
  const name = cleanName(input.name);
  if (await liveNameTaken(tx, actor, name, null)) throw taken();
  return inOperation(
    tx,
    actor,
    "account",
    async () => {
      const values = [
        actor.userId,
        actor.book,
        name,
        input.kind,
        input.bank ?? null,
        input.cardId ?? null,
        input.openingBalance ?? 0,
        input.openingOn,
        input.number ?? null,
      ];
      const revived = await tx.query<Account>(
        `UPDATE accounts SET name = $3, kind = $4, bank = $5, card_id = $6, opening_balance_centavos = $7,
           opening_on = $8::date, number = $9, stated_balance_centavos = NULL, stated_on = NULL, stated_at = NULL,
           archived_at = NULL, updated_at = now()
         WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND archived_at IS NOT NULL
         RETURNING ${ACCOUNT_COLUMNS}`,
        values,
      );
      if (revived[0]) return asAccount(revived[0]);
      const rows = await tx.query<Account>(
        `INSERT INTO accounts (user_id, book, name, kind, bank, card_id, opening_balance_centavos, opening_on, number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) RETURNING ${ACCOUNT_COLUMNS}`,
        values,
      );
      return asAccount(rows[0] as Account);
    },
    { summary: { account: name, action: "created" } },
  );
}

export interface AccountChanges {
  name?: string;
  kind?: AccountKind;
  openingBalance?: number;
  openingOn?: string;
}

/** Renames one of the person's accounts, or changes its kind or opening balance and day. */
export async function changeAccount(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number; changes: AccountChanges },
): Promise<OperationResult<Account>> {
  const account = await ownAccount(tx, actor, input.id);
  const { changes } = input;
  const name = changes.name === undefined ? null : cleanName(changes.name);
  if (name !== null && (await liveNameTaken(tx, actor, name, account.id))) throw taken();
  return inOperation(
    tx,
    actor,
    "account",
    async () => {
      // An account deleted before under the new name gives the name up: it keeps its records, renamed.
      if (name !== null)
        await tx.query(
          `UPDATE accounts SET name = left(name || ' (' || id || ')', 60), updated_at = now()
           WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND id <> $4 AND archived_at IS NOT NULL`,
          [actor.userId, actor.book, name, account.id],
        );
      // Nothing given differs: no change, so nothing to undo.
      const rows = await tx.query<Account>(
        `UPDATE accounts SET name = COALESCE($2, name), kind = COALESCE($3, kind),
           opening_balance_centavos = COALESCE($4, opening_balance_centavos),
           opening_on = COALESCE($5::date, opening_on), updated_at = now()
         WHERE id = $1 AND (name, kind, opening_balance_centavos, opening_on) IS DISTINCT FROM
           (COALESCE($2, name), COALESCE($3, kind), COALESCE($4, opening_balance_centavos), COALESCE($5::date, opening_on))
         RETURNING ${ACCOUNT_COLUMNS}`,
        [account.id, name, changes.kind ?? null, changes.openingBalance ?? null, changes.openingOn ?? null],
      );
      return rows[0] ? asAccount(rows[0]) : account;
    },
    {
      summary: {
        account: account.name,
        action: name !== null && name !== account.name ? "renamed" : "changed",
      },
    },
  );
}

/**
 * States an account's balance: the person's at the moment `at` they said it (records made later
 * that day count after it), or a bank statement's at the end of `on` (no `at`). A bank's balance
 * older than the one known is ignored (nothing changes, so there is nothing to undo).
 */
export async function setAccountBalance(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number; amount: number; on: string; at?: Date | null },
): Promise<OperationResult<Account>> {
  const account = await ownAccount(tx, actor, input.id);
  return inOperation(
    tx,
    actor,
    "account",
    async () => {
      const rows = await tx.query<Account>(
        `UPDATE accounts SET stated_balance_centavos = $2, stated_on = $3::date, stated_at = $4, updated_at = now()
         WHERE id = $1 AND ($4::timestamptz IS NOT NULL OR stated_on IS NULL OR stated_on <= $3::date)
           AND (stated_balance_centavos, stated_on, stated_at) IS DISTINCT FROM ($2::bigint, $3::date, $4::timestamptz)
         RETURNING ${ACCOUNT_COLUMNS}`,
        [account.id, input.amount, input.on, input.at ?? null],
      );
      return rows[0] ? asAccount(rows[0]) : account;
    },
    { summary: { account: account.name, action: "balance", amount: input.amount } },
  );
}

/**
 * Deletes one of the person's accounts: it leaves the lists and the balances, its records stay in
 * the books (still naming it, as history). Undone, it comes back as it was.
 */
export async function deleteAccount(
  tx: SqlRunner,
  actor: BooksActor,
  input: { id: number },
): Promise<OperationResult<Account>> {
  const account = await ownAccount(tx, actor, input.id);
  return inOperation(
    tx,
    actor,
    "account",
    async () => {
      await tx.query("UPDATE accounts SET archived_at = $2, updated_at = $2 WHERE id = $1", [
        account.id,
        actor.now,
      ]);
      return account;
    },
    { summary: { account: account.name, action: "deleted" } },
  );
}
