/**
 * A statement's entries into the books as ONE operation (docs/statement-formats.md, "Importing"):
 * new records in the account, each with its entry's import key so it is never recorded twice;
 * transfers between the person's own accounts (a card bill paid, savings, a Pix to oneself) kept
 * apart from spending; records made by hand that the statement confirms linked to their entry.
 * Thousands of lines go in a few statements, and one undo takes the whole import back.
 */
import type { PlannedEntry, RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import type { Account } from "./account-row.ts";
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
  /** Entries that were the second half of a transfer between the person's accounts, now one transfer. */
  paired: number;
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
      const halves = fresh.filter((e) => e.pairedWith);
      const records = fresh.filter((e) => e.booksKind !== "transfer");
      const transfers = fresh.filter((e) => e.booksKind === "transfer" && !e.pairedWith);
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
      const paired = await pairHalves(tx, actor, account.id, halves);
      transferIds.push(...paired);
      if (input.closingBalance && !onCard)
        await setAccountBalance(tx, actor, {
          id: account.id,
          amount: input.closingBalance.amount,
          on: input.closingBalance.on,
        });
      return {
        account,
        recordIds,
        transferIds,
        paired: paired.length,
        entries: fresh.length,
        linked: links.length,
        halves: halves.length,
      };
    },
    {
      summary: ({ account, entries, linked, halves }) => ({
        file: input.fileName,
        bank: input.bank,
        account: account.name,
        entries,
        linked,
        paired: halves,
      }),
    },
  );
  const { account, recordIds, transferIds, paired } = done.value;
  return { operationId: done.operationId, account, recordIds, transferIds, paired };
}

/**
 * Makes each entry and the other half it was paired with (another account's statement, read
 * before) one transfer between the two accounts: a record that half had become is taken out (it
 * was never spending nor income), a transfer with that side unknown gets it. The transfer keeps
 * both entries' import keys, so neither statement read again adds its half twice. A half changed
 * since it was planned (deleted, paired meanwhile) leaves the entry out of the pair: it is then
 * recorded alone as a transfer from this account.
 */
async function pairHalves(
  tx: SqlRunner,
  actor: BooksActor,
  accountId: number,
  halves: readonly PlannedEntry[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const e of halves) {
    const other = e.pairedWith;
    if (!other) continue;
    const out = e.entry.direction === "out";
    if (other.id > 0) {
      const gone = await tx.query<{ key: string; date: string }>(
        `DELETE FROM transactions WHERE id = $1 AND user_id = $2 AND book = $3 AND account_id = $4
           AND import_key IS NOT NULL AND amount_centavos = $5 RETURNING import_key AS key, date::text AS date`,
        [other.id, actor.userId, actor.book, other.accountId, e.entry.amount],
      );
      const half = gone[0];
      const rows = half
        ? await tx.query<{ id: number }>(
            `INSERT INTO account_transfers (user_id, book, date, amount_centavos, from_account_id, to_account_id, kind,
               description, import_key, linked_import_key)
             VALUES ($1, $2, $3::date, $4, $5, $6, 'transfer', $7, $8, $9) RETURNING id`,
            [
              actor.userId,
              actor.book,
              // The day the money left.
              out ? e.entry.date : half.date,
              e.entry.amount,
              out ? accountId : other.accountId,
              out ? other.accountId : accountId,
              e.entry.description.slice(0, 200),
              half.key,
              e.importKey,
            ],
          )
        : [];
      if (rows[0]) {
        ids.push(Number(rows[0].id));
        continue;
      }
    } else {
      const rows = await tx.query<{ id: number }>(
        `UPDATE account_transfers SET linked_import_key = $5,
           from_account_id = CASE WHEN $6::boolean THEN $4::bigint ELSE from_account_id END,
           to_account_id = CASE WHEN $6::boolean THEN to_account_id ELSE $4::bigint END
         WHERE id = $1 AND user_id = $2 AND book = $3 AND linked_import_key IS NULL AND amount_centavos = $7
           AND CASE WHEN $6::boolean THEN from_account_id IS NULL AND to_account_id IS NOT NULL AND to_account_id <> $4
             ELSE to_account_id IS NULL AND from_account_id IS NOT NULL AND from_account_id <> $4 END
         RETURNING id`,
        [-other.id, actor.userId, actor.book, accountId, e.importKey, out, e.entry.amount],
      );
      if (rows[0]) {
        ids.push(Number(rows[0].id));
        continue;
      }
    }
    // The other half changed since the preview: this entry goes in alone, as a transfer of this account.
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO account_transfers (user_id, book, date, amount_centavos, from_account_id, to_account_id, kind,
         description, import_key)
       VALUES ($1, $2, $3::date, $4, $5, $6, 'transfer', $7, $8) RETURNING id`,
      [
        actor.userId,
        actor.book,
        e.entry.date,
        e.entry.amount,
        out ? accountId : null,
        out ? null : accountId,
        e.entry.description.slice(0, 200),
        e.importKey,
      ],
    );
    ids.push(Number(rows[0]?.id));
  }
  return ids;
}
