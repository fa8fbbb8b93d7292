/**
 * A statement's entries into the books as ONE operation (docs/statement-formats.md, "Importing"):
 * new records in the account, each with its entry's import key so it is never recorded twice;
 * transfers between the person's own accounts (a card bill paid, savings, a Pix to oneself) kept
 * apart from spending; records made by hand that the statement confirms linked to their entry.
 * Thousands of lines go in a few statements, and one undo takes the whole import back.
 */
import type { PlannedEntry, RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Account } from "../accounts/accounts.ts";
import { createAccount, type NewAccount, setAccountBalance } from "./accounts.ts";
import { type BooksActor, inOperation } from "./operation.ts";
import { resolveCategory } from "./resolve-category.ts";

export type { BooksSource } from "./operation.ts";

export interface ImportStatementInput {
  /** The account the entries go to, or the one to create for them (in the same operation). */
  account: Account | { create: NewAccount };
  /** The balance the bank stated at the end of a day, kept as the account's (a current account's). */
  closingBalance?: { amount: number; on: string } | null;
  /**
   * Every entry of the statement planned against the account (their import keys name it); only
   * "new" ones are written, "matches_record" linked.
   */
  plan: (account: Account) => Promise<readonly PlannedEntry[]>;
  fileName: string;
  bank: string | null;
}

export interface ImportOutcome {
  /** Null when nothing changed (everything was imported before). */
  operationId: number | null;
  account: Account;
  recordIds: number[];
  transferIds: number[];
}

const PAYMENT: Record<string, "credit" | "debit" | "pix" | "cash" | "boleto" | null> = {
  pix: "pix",
  debit: "debit",
  credit: "credit",
  boleto: "boleto",
  cash: "cash",
};

/** Imports a planned statement into `input.account` as one operation of the actor's books. */
export async function importStatementEntries(
  tx: SqlRunner,
  actor: BooksActor,
  input: ImportStatementInput,
): Promise<ImportOutcome> {
  const kind = "create" in input.account ? input.account.create.kind : input.account.kind;
  const onCard = kind === "card";
  const done = await inOperation(
    tx,
    actor,
    "import",
    async () => {
      const account =
        "create" in input.account
          ? (await createAccount(tx, actor, input.account.create)).value
          : input.account;
      const entries = await input.plan(account);
      const fresh = entries.filter((e) => e.action === "new");
      const links = entries.filter((e) => e.action === "matches_record" && e.knownId !== null);
      const records = fresh.filter((e) => e.booksKind !== "transfer");
      const transfers = fresh.filter((e) => e.booksKind === "transfer");
      // Each category once: the person's own of that kind and name, else the kind's fallback.
      const categoryIds = new Map<string, number | null>();
      for (const e of records) {
        const kind = e.booksKind as RecordKind;
        const key = `${kind}|${e.category ?? ""}`;
        if (categoryIds.has(key)) continue;
        const category = await resolveCategory(tx, actor.userId, kind, e.category ?? "", actor.book);
        categoryIds.set(key, category?.id ?? null);
      }
      const recordIds: number[] = [];
      if (records.length > 0) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
             source_message_id, book, account_id, import_key, card_id)
           SELECT $1::bigint, r.kind, r.amount, r.date::date, r.category, r.description, r.method,
             $2::bigint, $3, $4::bigint, r.key, $5::bigint
           FROM unnest($6::text[], $7::bigint[], $8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[])
             WITH ORDINALITY AS r(kind, amount, date, category, description, method, key, n)
           ORDER BY r.n
           RETURNING id`,
          [
            actor.userId,
            actor.messageId ?? null,
            actor.book,
            account.id,
            onCard ? account.cardId : null,
            records.map((e) => e.booksKind),
            records.map((e) => e.entry.amount),
            records.map((e) => e.entry.date),
            records.map((e) => categoryIds.get(`${e.booksKind}|${e.category ?? ""}`) ?? null),
            records.map((e) => e.entry.description.slice(0, 200)),
            records.map((e) =>
              onCard && e.booksKind === "expense" ? "credit" : (PAYMENT[e.entry.method ?? ""] ?? null),
            ),
            records.map((e) => e.importKey),
          ],
        );
        recordIds.push(...rows.map((r) => Number(r.id)));
      }
      const transferIds: number[] = [];
      if (transfers.length > 0) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO account_transfers (user_id, book, date, amount_centavos, from_account_id, to_account_id, kind,
             description, import_key)
           SELECT $1::bigint, $2, t.date::date, t.amount,
             CASE WHEN t.direction = 'out' THEN $3::bigint END, CASE WHEN t.direction = 'in' THEN $3::bigint END,
             t.kind, t.description, t.key
           FROM unnest($4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[])
             WITH ORDINALITY AS t(date, amount, direction, kind, description, key, n)
           ORDER BY t.n
           RETURNING id`,
          [
            actor.userId,
            actor.book,
            account.id,
            transfers.map((e) => e.entry.date),
            transfers.map((e) => e.entry.amount),
            transfers.map((e) => e.entry.direction),
            transfers.map((e) =>
              e.entry.kind === "bill_payment"
                ? "bill_payment"
                : e.entry.kind === "investment"
                  ? "investment"
                  : "transfer",
            ),
            transfers.map((e) => e.entry.description.slice(0, 200)),
            transfers.map((e) => e.importKey),
          ],
        );
        transferIds.push(...rows.map((r) => Number(r.id)));
      }
      // Records made by hand that the statement confirms: placed in the account, keyed to their entry.
      const recordLinks = links.filter((e) => (e.knownId ?? 0) > 0);
      if (recordLinks.length > 0)
        await tx.query(
          `UPDATE transactions t SET account_id = COALESCE(t.account_id, $2::bigint), import_key = l.key, updated_at = now()
           FROM unnest($3::bigint[], $4::text[]) AS l(id, key)
           WHERE t.id = l.id AND t.user_id = $1 AND t.import_key IS NULL`,
          [actor.userId, account.id, recordLinks.map((e) => e.knownId), recordLinks.map((e) => e.importKey)],
        );
      const transferLinks = links.filter((e) => (e.knownId ?? 0) < 0);
      if (transferLinks.length > 0)
        await tx.query(
          `UPDATE account_transfers t SET import_key = l.key,
             from_account_id = CASE WHEN l.direction = 'out' THEN COALESCE(t.from_account_id, $2::bigint) ELSE t.from_account_id END,
             to_account_id = CASE WHEN l.direction = 'in' THEN COALESCE(t.to_account_id, $2::bigint) ELSE t.to_account_id END
           FROM unnest($3::bigint[], $4::text[], $5::text[]) AS l(id, key, direction)
           WHERE t.id = l.id AND t.user_id = $1 AND t.import_key IS NULL
             AND $2::bigint IS DISTINCT FROM (CASE WHEN l.direction = 'out' THEN t.to_account_id ELSE t.from_account_id END)`,
          [
            actor.userId,
            account.id,
            transferLinks.map((e) => -(e.knownId ?? 0)),
            transferLinks.map((e) => e.importKey),
            transferLinks.map((e) => e.entry.direction),
          ],
        );
      if (input.closingBalance && !onCard)
        await setAccountBalance(tx, actor, {
          id: account.id,
          amount: input.closingBalance.amount,
          on: input.closingBalance.on,
        });
      return { account, recordIds, transferIds, entries: fresh.length, linked: links.length };
    },
    {
      summary: ({ account, entries, linked }) => ({
        file: input.fileName,
        bank: input.bank,
        account: account.name,
        entries,
        linked,
      }),
    },
  );
  const { account, recordIds, transferIds } = done.value;
  return { operationId: done.operationId, account, recordIds, transferIds };
}
