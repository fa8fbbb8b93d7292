// The two halves of a transfer between the person's own accounts, each read from its account's
// statement, on both databases: paired into one transfer (neither spending nor income), shown as
// such, nothing added on re-import of either file, and the pairing undone with its import.
import type { Book } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../books/accounts.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { undoOperation } from "../books/undo-operation.ts";
import { importStatementFile } from "../testing/import-statement-file.ts";
import { accountBalances } from "./balances.ts";
import { confirmStatementImport, previewStatement } from "./statement-import.ts";
import { listTransfers } from "./transfers.ts";

const NOW = new Date("2026-03-20T12:00:00-03:00");
const book: Book = "personal";

// Two banks' exports in a plain layout: date; words; signed amount.
const csv = (lines: string[]) => new TextEncoder().encode(`Data;Histórico;Valor\n${lines.join("\n")}\n`);
const ITAU = csv([
  "02/03/2026;TED ENVIADA 341 0001 JOSE SILVA;-500,00",
  "03/03/2026;PIX ENVIADO MARIA SOUZA;-120,00",
  "04/03/2026;PADARIA PAO QUENTE;-20,00",
  "06/03/2026;TRANSF ENTRE CONTAS;-300,00",
]);
const NUBANK = csv([
  "03/03/2026;Transferência recebida pelo Pix - JOSE SILVA - •••.123.456-••;500,00",
  "05/03/2026;Compra no débito - iFood;-45,00",
  "07/03/2026;TED RECEBIDA JOSE SILVA;300,00",
  // The same amount and day as Maria's Pix, from someone else: João paying back is income.
  "03/03/2026;PIX RECEBIDO JOAO PEREIRA;120,00",
]);

describe.each(testEngines())("pairing the halves of a transfer between own accounts (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  const importInto = (userId: number, accountId: number, fileName: string, bytes: Uint8Array) =>
    importStatementFile(db, { userId, book, fileName, bytes, accountId, now: NOW });

  const totals = async (userId: number) => {
    const rows = await db.query<{ kind: string; n: number; total: number }>(
      `SELECT kind, COUNT(*)::int AS n, SUM(amount_centavos)::int AS total FROM transactions
       WHERE user_id = $1 GROUP BY kind ORDER BY kind`,
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.kind, [r.n, r.total]]));
  };

  it("makes a TED sent from one account and received in another one transfer, once, undoable", async () => {
    const userId = (await db.transaction((tx) => ensureUser(tx, "+5511977776666"))).id;
    const actor = { userId, book, source: "dashboard" as const, now: NOW };
    const [itau, nubank] = await db.transaction(async (tx) => [
      (await createAccount(tx, actor, { name: "Itaú", kind: "checking", openingOn: "2026-03-01" })).value,
      (await createAccount(tx, actor, { name: "Nubank", kind: "checking", openingOn: "2026-03-01" })).value,
    ]);
    if (!itau || !nubank) throw new Error("accounts");

    // The Itaú statement alone: the TED reads as spending (its other half is not known yet).
    const first = await importInto(userId, itau.id, "itau.csv", ITAU);
    expect(first.result.paired).toBe(0);
    expect(await totals(userId)).toEqual({ expense: [3, 64_000] });

    // The Nubank statement: the Pix of R$ 500 is the TED's other half, the TED of R$ 300 the
    // other side of the transfer Itaú already said was between accounts. Maria's Pix is income.
    const second = await importInto(userId, nubank.id, "nubank.csv", NUBANK);
    const paired = second.preview.plan.entries.filter((e) => e.pairedWith);
    expect(
      paired.map((e) => [
        e.entry.amount,
        e.booksKind,
        second.preview.pairedAccounts.get(e.pairedWith?.accountId ?? 0),
      ]),
    ).toEqual([
      [50_000, "transfer", "Itaú"],
      [30_000, "transfer", "Itaú"],
    ]);
    expect(second.result).toMatchObject({ added: 4, paired: 2 });
    // Neither spending nor income: only the bakery, Maria's Pix out, iFood and Maria's Pix in.
    expect(await totals(userId)).toEqual({ expense: [3, 18_500], income: [1, 12_000] });
    const moved = await listTransfers(db, { userId, book, from: "2026-03-01", to: "2026-03-31", limit: 100 });
    expect(moved.items.map((m) => [m.date, m.amount, m.from, m.to, m.paired])).toEqual([
      ["2026-03-06", 30_000, "Itaú", "Nubank", true],
      ["2026-03-02", 50_000, "Itaú", "Nubank", true],
    ]);
    const balances = await accountBalances(db, { userId, book, today: "2026-03-20" });
    expect(balances.accounts.map((a) => [a.name, a.balance])).toEqual([
      ["Itaú", -94_000],
      ["Nubank", 87_500],
    ]);

    // Either file again adds nothing: each half is known by its own statement's key.
    for (const [id, name, bytes] of [
      [itau.id, "itau.csv", ITAU],
      [nubank.id, "nubank.csv", NUBANK],
    ] as const) {
      const again = await importInto(userId, id, name, bytes);
      expect([name, again.result.added, again.result.skipped, again.result.operationId]).toEqual([
        name,
        0,
        4,
        null,
      ]);
    }
    expect(await totals(userId)).toEqual({ expense: [3, 18_500], income: [1, 12_000] });

    // Undoing the Nubank import takes the pairing back with it: the TED is Itaú's spending again.
    const undone = await db.transaction((tx) =>
      undoOperation(tx, { userId, book, source: "dashboard", now: NOW }, second.result.operationId as number),
    );
    expect(undone.ok).toBe(true);
    expect(await totals(userId)).toEqual({ expense: [3, 64_000] });
    const left = await listTransfers(db, { userId, book, from: "2026-03-01", to: "2026-03-31", limit: 100 });
    expect(left.items.map((m) => [m.amount, m.from, m.to, m.paired])).toEqual([
      [30_000, "Itaú", null, false],
    ]);
    // And the Nubank file imported again pairs again.
    const redo = await importInto(userId, nubank.id, "nubank.csv", NUBANK);
    expect(redo.result).toMatchObject({ added: 4, paired: 2 });
    expect(await totals(userId)).toEqual({ expense: [3, 18_500], income: [1, 12_000] });
  }, 120_000);

  it("does not pair halves in the same account, on a card, or too far apart", async () => {
    const userId = (await db.transaction((tx) => ensureUser(tx, "+5511977775555"))).id;
    const actor = { userId, book, source: "dashboard" as const, now: NOW };
    const [itau, nubank] = await db.transaction(async (tx) => [
      (await createAccount(tx, actor, { name: "Itaú", kind: "checking", openingOn: "2026-03-01" })).value,
      (await createAccount(tx, actor, { name: "Nubank", kind: "checking", openingOn: "2026-03-01" })).value,
    ]);
    if (!itau || !nubank) throw new Error("accounts");
    await importInto(userId, itau.id, "itau.csv", csv(["02/03/2026;TED ENVIADA JOSE SILVA;-500,00"]));
    const far = await importInto(
      userId,
      nubank.id,
      "nubank.csv",
      csv(["09/03/2026;TED RECEBIDA JOSE SILVA;500,00", "02/03/2026;PIX RECEBIDO JOSE SILVA;499,99"]),
    );
    expect(far.result.paired).toBe(0);
    expect(await totals(userId)).toEqual({ expense: [1, 50_000], income: [2, 99_999] });
  }, 120_000);

  it("plans the confirmation again: halves gone since the preview pair nothing", async () => {
    const userId = (await db.transaction((tx) => ensureUser(tx, "+5511977774444"))).id;
    const actor = { userId, book, source: "dashboard" as const, now: NOW };
    const [itau, nubank] = await db.transaction(async (tx) => [
      (await createAccount(tx, actor, { name: "Itaú", kind: "checking", openingOn: "2026-03-01" })).value,
      (await createAccount(tx, actor, { name: "Nubank", kind: "checking", openingOn: "2026-03-01" })).value,
    ]);
    if (!itau || !nubank) throw new Error("accounts");
    const first = await importInto(userId, itau.id, "itau.csv", ITAU);
    const preview = await db.transaction((tx) =>
      previewStatement(tx, {
        userId,
        book,
        fileName: "nubank.csv",
        bytes: NUBANK,
        accountId: nubank.id,
        source: "dashboard",
      }),
    );
    // Both halves planned as pairs: with the TED record and with the transfer whose other side is unknown.
    expect(preview.plan.entries.flatMap((e) => (e.pairedWith ? [Math.sign(e.pairedWith.id)] : []))).toEqual([
      1, -1,
    ]);
    // Meanwhile the Itaú import is undone: neither half is there any more.
    expect(
      (await db.transaction((tx) => undoOperation(tx, actor, first.result.operationId as number))).ok,
    ).toBe(true);
    const result = await db.transaction((tx) =>
      confirmStatementImport(tx, { userId, book, importId: preview.id, now: NOW, source: "dashboard" }),
    );
    // Money in from José, as the statement alone says; nothing moved between accounts.
    expect(result).toMatchObject({ added: 4, paired: 0 });
    expect(await totals(userId)).toEqual({ expense: [1, 4_500], income: [3, 92_000] });
    expect(
      (await listTransfers(db, { userId, book, from: "2026-03-01", to: "2026-03-31", limit: 100 })).items,
    ).toEqual([]);
    expect((await db.transaction((tx) => undoOperation(tx, actor, result.operationId as number))).ok).toBe(
      true,
    );
    expect(await totals(userId)).toEqual({});
  }, 120_000);
});
