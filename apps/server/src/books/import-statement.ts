/**
 * A statement's entries into the books as ONE operation (docs/statement-formats.md, "Importing"):
 * new records in the account, each with its entry's import key so it is never recorded twice;
 * transfers between the person's own accounts (a card bill paid, savings, a Pix to oneself) kept
 * apart from spending; records made by hand that the statement confirms linked to their entry.
 * Thousands of lines go in a few statements, and one undo takes the whole import back.
 */
import type { PlannedEntry, RecordKind } from "@tostao/core";
import type { SqlRunner } from "@tostao/db";
import { ACCOUNT_COLUMNS, type Account, asAccount } from "./account-row.ts";
import { createAccount, type NewAccount, setAccountBalance } from "./accounts.ts";
import { type BooksActor, inOperation } from "./operation.ts";
import { resolveCategory } from "./resolve-category.ts";
import { billsOfNewPurchases } from "./rules.ts";

export type { BooksSource } from "./operation.ts";

export interface ImportStatementInput {
  /** The account the entries go to, or the one to create for them (in the same operation). */
  account: Account | { create: NewAccount };
  /**
   * The balance the bank stated at the end of a day, kept as the account's: a current account's
   * money, a card's what it owes (negative), as the statement's entries are signed.
   */
  closingBalance?: { amount: number; on: string } | null;
  /** The account number the statement gives: an account without one takes it, to keep its statements apart. */
  number?: string | null;
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
      let account =
        "create" in input.account
          ? (await createAccount(tx, actor, input.account.create)).value
          : input.account;
      if (account.number === null && input.number) {
        const numbered = await tx.query<Account>(
          `UPDATE accounts SET number = $2, updated_at = now() WHERE id = $1 AND number IS NULL
           RETURNING ${ACCOUNT_COLUMNS}`,
          [account.id, input.number],
        );
        if (numbered[0]) account = asAccount(numbered[0]);
      }
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
      // A card's purchases go on the bills the rules would place them on, so the rules move none.
      const cardId = onCard ? account.cardId : null;
      const bills =
        cardId === null
          ? records.map(() => null)
          : await billsOfNewPurchases(
              tx,
              cardId,
              records.map((e) => e.entry.date),
            );
      if (records.length > 0)
        await tx.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
             source_message_id, book, account_id, import_key, card_id, bill_month)
           SELECT $1::bigint, r.kind, r.amount, r.date::date, r.category, r.description, r.method,
             $2::bigint, $3, $4::bigint, r.key, $5::bigint, r.bill
           FROM unnest($6::text[], $7::bigint[], $8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[],
               $13::text[])
             WITH ORDINALITY AS r(kind, amount, date, category, description, method, key, bill, n)
           ORDER BY r.n`,
          [
            actor.userId,
            actor.messageId ?? null,
            actor.book,
            account.id,
            cardId,
            records.map((e) => e.booksKind),
            records.map((e) => e.entry.amount),
            records.map((e) => e.entry.date),
            records.map((e) => categoryIds.get(`${e.booksKind}|${e.category ?? ""}`) ?? null),
            records.map((e) => e.entry.description.slice(0, 200)),
            records.map((e) =>
              onCard && e.booksKind === "expense" ? "credit" : (PAYMENT[e.entry.method ?? ""] ?? null),
            ),
            records.map((e) => e.importKey),
            bills,
          ],
        );
      if (transfers.length > 0)
        await tx.query(
          `INSERT INTO account_transfers (user_id, book, date, amount_centavos, from_account_id, to_account_id, kind,
             description, import_key)
           SELECT $1::bigint, $2, t.date::date, t.amount,
             CASE WHEN t.direction = 'out' THEN $3::bigint END, CASE WHEN t.direction = 'in' THEN $3::bigint END,
             t.kind, t.description, t.key
           FROM unnest($4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[])
             WITH ORDINALITY AS t(date, amount, direction, kind, description, key, n)
           ORDER BY t.n`,
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
      await pairHalves(tx, actor, account.id, halves);
      if (input.closingBalance)
        await setAccountBalance(tx, actor, {
          id: account.id,
          amount: input.closingBalance.amount,
          on: input.closingBalance.on,
        });
      return {
        account,
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
  const { account, halves } = done.value;
  return { operationId: done.operationId, account, paired: halves };
}

/**
 * Makes each entry and the other half it was paired with (another account's statement, read
 * before) one transfer between the two accounts: a record that half had become is taken out (it
 * was never spending nor income), a transfer with that side unknown gets it. The transfer keeps
 * both entries' import keys, so neither statement read again adds its half twice. A half changed
 * since it was planned (deleted, paired meanwhile) leaves the entry out of the pair: it is then
 * recorded alone as a transfer from this account. All the halves in four statements.
 */
async function pairHalves(
  tx: SqlRunner,
  actor: BooksActor,
  accountId: number,
  halves: readonly PlannedEntry[],
): Promise<void> {
  // Each other half is taken by the first entry paired with it; a later one finds it taken.
  const taken = new Set<number>();
  const pairs: { e: PlannedEntry; other: { id: number; accountId: number }; n: number }[] = [];
  const alone: PlannedEntry[] = [];
  for (const e of halves) {
    const other = e.pairedWith;
    if (!other) continue;
    if (taken.has(other.id)) alone.push(e);
    else {
      taken.add(other.id);
      pairs.push({ e, other, n: pairs.length });
    }
  }
  const out = (e: PlannedEntry) => e.entry.direction === "out";
  // Records the other halves had become, taken out: each pair becomes one transfer below.
  const records = pairs.filter((p) => p.other.id > 0);
  const gone = new Map<number, { key: string; date: string }>();
  if (records.length > 0)
    for (const half of await tx.query<{ n: number; key: string; date: string }>(
      `DELETE FROM transactions t USING unnest($3::bigint[], $4::bigint[], $5::bigint[], $6::int[]) AS h(id, account, amount, n)
       WHERE t.id = h.id AND t.user_id = $1 AND t.book = $2 AND t.account_id = h.account
         AND t.import_key IS NOT NULL AND t.amount_centavos = h.amount
       RETURNING h.n, t.import_key AS key, t.date::text AS date`,
      [
        actor.userId,
        actor.book,
        records.map((p) => p.other.id),
        records.map((p) => p.other.accountId),
        records.map((p) => p.e.entry.amount),
        records.map((p) => p.n),
      ],
    ))
      gone.set(Number(half.n), { key: half.key, date: half.date });
  // Transfers with this side unknown: they get it.
  const sides = pairs.filter((p) => p.other.id < 0);
  const joined = new Set<number>();
  if (sides.length > 0)
    for (const row of await tx.query<{ n: number }>(
      `UPDATE account_transfers m SET linked_import_key = h.key,
         from_account_id = CASE WHEN h.out THEN $3::bigint ELSE m.from_account_id END,
         to_account_id = CASE WHEN h.out THEN m.to_account_id ELSE $3::bigint END
       FROM unnest($4::bigint[], $5::text[], $6::boolean[], $7::bigint[], $8::int[]) AS h(id, key, out, amount, n)
       WHERE m.id = h.id AND m.user_id = $1 AND m.book = $2 AND m.linked_import_key IS NULL
         AND m.amount_centavos = h.amount
         AND CASE WHEN h.out THEN m.from_account_id IS NULL AND m.to_account_id IS NOT NULL AND m.to_account_id <> $3
           ELSE m.to_account_id IS NULL AND m.from_account_id IS NOT NULL AND m.from_account_id <> $3 END
       RETURNING h.n`,
      [
        actor.userId,
        actor.book,
        accountId,
        sides.map((p) => -p.other.id),
        sides.map((p) => p.e.importKey),
        sides.map((p) => out(p.e)),
        sides.map((p) => p.e.entry.amount),
        sides.map((p) => p.n),
      ],
    ))
      joined.add(Number(row.n));
  // One transfer for each pair whose record was taken out, between the two accounts, dated the day
  // the money left and keyed by both entries; one of this account alone for each entry whose other
  // half changed since the preview.
  const transfers: {
    date: string;
    amount: number;
    from: number | null;
    to: number | null;
    description: string;
    key: string;
    linked: string | null;
  }[] = [];
  for (const { e, other, n } of pairs) {
    const half = gone.get(n);
    if (half)
      transfers.push({
        date: out(e) ? e.entry.date : half.date,
        amount: e.entry.amount,
        from: out(e) ? accountId : other.accountId,
        to: out(e) ? other.accountId : accountId,
        description: e.entry.description.slice(0, 200),
        key: half.key,
        linked: e.importKey,
      });
    else if (!joined.has(n)) alone.push(e);
  }
  for (const e of alone)
    transfers.push({
      date: e.entry.date,
      amount: e.entry.amount,
      from: out(e) ? accountId : null,
      to: out(e) ? null : accountId,
      description: e.entry.description.slice(0, 200),
      key: e.importKey,
      linked: null,
    });
  if (transfers.length === 0) return;
  await tx.query(
    `INSERT INTO account_transfers (user_id, book, date, amount_centavos, from_account_id, to_account_id, kind,
       description, import_key, linked_import_key)
     SELECT $1::bigint, $2, t.date::date, t.amount, t.from_id, t.to_id, 'transfer', t.description, t.key, t.linked
     FROM unnest($3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::text[], $9::text[])
       WITH ORDINALITY AS t(date, amount, from_id, to_id, description, key, linked, n)
     ORDER BY t.n`,
    [
      actor.userId,
      actor.book,
      transfers.map((t) => t.date),
      transfers.map((t) => t.amount),
      transfers.map((t) => t.from),
      transfers.map((t) => t.to),
      transfers.map((t) => t.description),
      transfers.map((t) => t.key),
      transfers.map((t) => t.linked),
    ],
  );
}
