/**
 * The person's accounts (docs/accounts.md): a current account, savings, the wallet, each card,
 * with an opening balance, or the balance a bank statement or the person stated on a day. Read
 * here; written only by the books module (books/accounts.ts), as operations that undo.
 */
import { type Book, foldAccents } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { ACCOUNT_COLUMNS, type Account, asAccount } from "../books/account-row.ts";
import { preloaded } from "../books/preloaded-reads.ts";

export type { Account } from "../books/account-row.ts";

/** The person's accounts in use in one book, oldest first (the first money account is the main one). */
export async function listAccounts(tx: SqlRunner, userId: number, book: Book): Promise<Account[]> {
  const rows = await tx.query<Account>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE user_id = $1 AND book = $2 AND archived_at IS NULL ORDER BY id`,
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
  // Read with the person's arrival when they still hold (books/preloaded-reads.ts).
  const accounts =
    preloaded(tx, input.userId, input.book)?.accounts.map(asAccount) ??
    (await listAccounts(tx, input.userId, input.book));
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
