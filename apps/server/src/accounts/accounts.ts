/**
 * The person's accounts (docs/accounts.md): a current account, savings, the wallet, each card,
 * with an opening balance, or the balance a bank statement or the person stated on a day.
 */
import { type AccountKind, AppError, type Book, foldAccents } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";

export interface Account {
  id: number;
  name: string;
  kind: AccountKind;
  bank: string | null;
  cardId: number | null;
  openingBalance: number;
  openingOn: string;
  statedBalance: number | null;
  statedOn: string | null;
}

const COLUMNS = `id, name, kind, bank, card_id AS "cardId", opening_balance_centavos::bigint AS "openingBalance",
  opening_on::text AS "openingOn", stated_balance_centavos::bigint AS "statedBalance", stated_on::text AS "statedOn"`;

const asAccount = (row: Account): Account => ({
  ...row,
  openingBalance: Number(row.openingBalance),
  statedBalance: row.statedBalance === null ? null : Number(row.statedBalance),
  cardId: row.cardId === null ? null : Number(row.cardId),
  id: Number(row.id),
});

/** The person's accounts in use in one book, oldest first (the first money account is the main one). */
export async function listAccounts(tx: SqlRunner, userId: number, book: Book): Promise<Account[]> {
  const rows = await tx.query<Account>(
    `SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 AND book = $2 AND archived_at IS NULL ORDER BY id`,
    [userId, book],
  );
  return rows.map(asAccount);
}

const key = (text: string) =>
  foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * The account a name points at: its own name, else its bank's ("inter" finds "Conta Inter"),
 * else a name that contains the words; null when none or several fit.
 */
export function pickAccount(accounts: readonly Account[], name: string): Account | null {
  const k = key(name).replace(/^(conta|pix|cartao)( d[oae])? /, "");
  if (!k) return null;
  const exact = accounts.filter((a) => key(a.name) === k || key(a.name) === key(name));
  if (exact.length === 1) return exact[0] ?? null;
  const bank = accounts.filter((a) => a.bank !== null && key(a.bank) === k);
  if (bank.length === 1) return bank[0] ?? null;
  const partial = accounts.filter((a) => ` ${key(a.name)} `.includes(` ${k} `));
  return partial.length === 1 ? (partial[0] ?? null) : null;
}

export interface AccountInput {
  userId: number;
  book: Book;
  name: string;
  kind: AccountKind;
  bank?: string | null;
  cardId?: number | null;
  openingBalance?: number;
  openingOn: string;
}

const taken = () => new AppError("conflict", "Você já tem uma conta com esse nome.");

/** Creates an account; a name the person already uses in the book is refused. */
export async function createAccount(tx: SqlRunner, input: AccountInput): Promise<Account> {
  const exists = await tx.query(
    "SELECT 1 FROM accounts WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND archived_at IS NULL",
    [input.userId, input.book, input.name],
  );
  if (exists.length > 0) throw taken();
  const rows = await tx.query<Account>(
    `INSERT INTO accounts (user_id, book, name, kind, bank, card_id, opening_balance_centavos, opening_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date) RETURNING ${COLUMNS}`,
    [
      input.userId,
      input.book,
      input.name.trim().slice(0, 60),
      input.kind,
      input.bank ?? null,
      input.cardId ?? null,
      input.openingBalance ?? 0,
      input.openingOn,
    ],
  );
  return asAccount(rows[0] as Account);
}

/** Changes an account's name, kind, opening balance or day; null when it is not the person's. */
export async function updateAccount(
  tx: SqlRunner,
  input: { userId: number; book: Book; id: number } & Partial<
    Pick<AccountInput, "name" | "kind" | "openingBalance" | "openingOn">
  >,
): Promise<Account | null> {
  if (input.name !== undefined) {
    const clash = await tx.query(
      `SELECT 1 FROM accounts WHERE user_id = $1 AND book = $2 AND lower(name) = lower($3) AND id <> $4
         AND archived_at IS NULL`,
      [input.userId, input.book, input.name, input.id],
    );
    if (clash.length > 0) throw taken();
  }
  const rows = await tx.query<Account>(
    `UPDATE accounts SET name = COALESCE($4, name), kind = COALESCE($5, kind),
       opening_balance_centavos = COALESCE($6, opening_balance_centavos), opening_on = COALESCE($7::date, opening_on),
       updated_at = now()
     WHERE id = $1 AND user_id = $2 AND book = $3 AND archived_at IS NULL RETURNING ${COLUMNS}`,
    [
      input.id,
      input.userId,
      input.book,
      input.name?.trim().slice(0, 60) ?? null,
      input.kind ?? null,
      input.openingBalance ?? null,
      input.openingOn ?? null,
    ],
  );
  return rows[0] ? asAccount(rows[0]) : null;
}

/** Archives an account: its records stay, it leaves the balances. False when not the person's. */
export async function archiveAccount(
  tx: SqlRunner,
  input: { userId: number; book: Book; id: number; now: Date },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE accounts SET archived_at = $4, updated_at = $4 WHERE id = $1 AND user_id = $2 AND book = $3
       AND archived_at IS NULL RETURNING id`,
    [input.id, input.userId, input.book, input.now],
  );
  return rows.length > 0;
}

/**
 * Records a balance: a bank statement's at the end of `on` (no `at`), or the person's at the
 * moment `at` they said it (records made later that day count after it). An older one than the
 * balance known is ignored.
 */
export async function stateBalance(
  tx: SqlRunner,
  input: { accountId: number; amount: number; on: string; at?: Date },
): Promise<void> {
  await tx.query(
    `UPDATE accounts SET stated_balance_centavos = $2, stated_on = $3::date, stated_at = $4, updated_at = now()
     WHERE id = $1 AND (stated_on IS NULL OR stated_on <= $3::date)`,
    [input.accountId, input.amount, input.on, input.at ?? null],
  );
}

/**
 * The account a chat record names: the bank or card the parser read ("no pix do inter": Inter,
 * "no débito do nubank": Nubank), else an account's name among its words ("na carteira"), else
 * the wallet for cash. Null when none, or several, fit: the record then counts in the main account.
 */
export async function accountOfRecord(
  tx: SqlRunner,
  input: {
    userId: number;
    book: Book;
    card: string | null;
    method: string | null;
    description: string;
  },
): Promise<Account | null> {
  const accounts = await listAccounts(tx, input.userId, input.book);
  if (accounts.length === 0) return null;
  // A credit purchase goes on the card's bill: its account is the card's, when the person keeps one.
  const pool = input.method === "credit" ? accounts.filter((a) => a.kind === "card") : accounts;
  if (input.card) {
    const named = pickAccount(pool, input.card) ?? pickAccount(pool, `cartao ${input.card}`);
    if (named) return named;
  }
  const words = ` ${key(input.description)} `;
  const mentioned = pool.filter((a) => words.includes(` ${key(a.name)} `));
  if (mentioned.length === 1) return mentioned[0] ?? null;
  if (input.method === "cash") {
    const wallets = accounts.filter((a) => a.kind === "wallet");
    if (wallets.length === 1) return wallets[0] ?? null;
  }
  return null;
}
