// Statement imports through the books, on both databases: every corpus file with its exact counts
// and totals and nothing added on re-import; a person's month (a record made by chat, an
// overlapping export, the OFX of the same account) with nothing doubled or lost; undone whole.
import { readFileSync } from "node:fs";
import { type Book, centavos } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../books/accounts.ts";
import { saveCard } from "../books/cards.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { recordEntry } from "../books/record-entry.ts";
import { undoOperation } from "../books/undo-operation.ts";
import { importStatementFile } from "../testing/import-statement-file.ts";
import { recordSaid } from "../testing/record-said.ts";
import { accountBalances } from "./balances.ts";
import { cancelStatementImport, confirmStatementImport, previewStatement } from "./statement-import.ts";

const dir = new URL("../../../../packages/core/src/statements/corpus/", import.meta.url);
const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")) as Record<
  string,
  { entries: number; in: number; out: number; kinds: Record<string, number> }
>;
const NOW = new Date("2026-03-20T12:00:00-03:00");
const book: Book = "personal";

function importFile(db: Db, userId: number, name: string) {
  const bytes = new Uint8Array(readFileSync(new URL(name, dir)));
  return importStatementFile(db, { userId, book, fileName: name, bytes, accountId: null, now: NOW });
}

/** What the person's books hold: records and transfers, money in and out of their accounts. */
async function books(db: Db, userId: number) {
  const [r] = await db.query<{ records: number; transfers: number; money_in: number; money_out: number }>(
    `SELECT
       (SELECT COUNT(*) FROM transactions WHERE user_id = $1)::int AS records,
       (SELECT COUNT(*) FROM account_transfers WHERE user_id = $1)::int AS transfers,
       ((SELECT COALESCE(SUM(amount_centavos), 0) FROM transactions WHERE user_id = $1 AND kind = 'income')
        + (SELECT COALESCE(SUM(amount_centavos), 0) FROM account_transfers WHERE user_id = $1 AND to_account_id IS NOT NULL))::bigint AS money_in,
       ((SELECT COALESCE(SUM(amount_centavos), 0) FROM transactions WHERE user_id = $1 AND kind <> 'income')
        + (SELECT COALESCE(SUM(amount_centavos), 0) FROM account_transfers WHERE user_id = $1 AND from_account_id IS NOT NULL))::bigint AS money_out`,
    [userId],
  );
  return { ...r, money_in: Number(r?.money_in), money_out: Number(r?.money_out) };
}

describe.each(testEngines())("importing statements through the books (%s)", (engine) => {
  let db: Db;
  // A fresh database costs an initdb on a first PGlite: give it room on a loaded machine.
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const person = async (phone: string) => (await db.transaction((tx) => ensureUser(tx, phone))).id;

  it("imports every corpus file with its exact counts and totals, and nothing twice", async () => {
    const files = Object.keys(expected);
    expect(files).toHaveLength(60);
    let n = 0;
    for (const name of files) {
      const want = expected[name] as (typeof expected)[string];
      const userId = await person(`+551190000${String(++n).padStart(4, "0")}`);
      const first = await importFile(db, userId, name);
      expect([name, first.result.added, first.result.linked, first.result.skipped]).toEqual([
        name,
        want.entries,
        0,
        0,
      ]);
      expect(first.result.operationId, name).not.toBeNull();
      const transfers = (want.kinds.transfer ?? 0) + (want.kinds.bill_payment ?? 0);
      const redeemed = first.preview.plan.entries.filter(
        (e) => e.entry.kind === "investment" && e.entry.direction === "in",
      ).length;
      const after = await books(db, userId);
      expect([name, after]).toEqual([
        name,
        {
          records: want.entries - transfers - redeemed,
          transfers: transfers + redeemed,
          money_in: want.in,
          money_out: want.out,
        },
      ]);
      // The same file again adds nothing, and is no change to undo.
      const again = await importFile(db, userId, name);
      expect([name, again.result.added, again.result.skipped, again.result.operationId]).toEqual([
        name,
        0,
        want.entries,
        null,
      ]);
      expect(await books(db, userId)).toEqual(after);
    }
  }, 240_000);

  it("keeps an offer's entries apart from its reading, and still confirms an offer made with them inside", async () => {
    const userId = await person("+5511988885555");
    const bytes = new Uint8Array(readFileSync(new URL("nubank-conta.csv", dir)));
    const offer = () =>
      db.transaction((tx) =>
        previewStatement(tx, {
          userId,
          book,
          fileName: "nubank-conta.csv",
          bytes,
          accountId: null,
          source: "dashboard",
        }),
      );
    const kept = await offer();
    const [row] = await db.query<{ inside: boolean; packed: number }>(
      "SELECT reading ? 'entries' AS inside, length(entries) AS packed FROM statement_imports WHERE id = $1",
      [kept.id],
    );
    expect(row?.inside).toBe(false);
    expect(row?.packed).toBeGreaterThan(0);
    await db.transaction((tx) => cancelStatementImport(tx, { userId, book, importId: kept.id }));
    // An offer made before migration 0126 kept its entries inside its reading.
    const old = await offer();
    await db.query(
      `UPDATE statement_imports SET reading = reading || jsonb_build_object('entries', $2::jsonb), entries = NULL
       WHERE id = $1`,
      [old.id, JSON.stringify(old.plan.entries.map((p) => p.entry))],
    );
    const result = await db.transaction((tx) =>
      confirmStatementImport(tx, { userId, book, importId: old.id, now: NOW, source: "dashboard" }),
    );
    expect([result.added, result.skipped]).toEqual([old.plan.entries.length, 0]);
  });

  it("sends a file that names no bank to the account its first import created, so it adds nothing again", async () => {
    const userId = await person("+5511988886666");
    const bytes = new TextEncoder().encode(
      "Data;Descrição;Valor\n05/03/2026;PADARIA;-10,00\n06/03/2026;SALARIO;3.000,00\n",
    );
    const read = (fileName: string) =>
      importStatementFile(db, { userId, book, fileName, bytes, accountId: null, now: NOW });
    const first = await read("extrato.csv");
    expect(first.preview.target).toMatchObject({ type: "new", name: "Conta importada" });
    expect(first.result.added).toBe(2);
    const again = await read("extrato (1).csv");
    expect(again.preview.target).toMatchObject({ type: "existing", account: { name: "Conta importada" } });
    expect([again.result.added, again.result.skipped]).toEqual([0, 2]);
  });

  it("matches a record made by chat, skips an overlapping export and the OFX of the same account, and undoes whole", async () => {
    const userId = await person("+5511988887777");
    // "uber 23,90" said in chat on the day of the statement's UBER *TRIP.
    const said = await recordSaid(db, userId, {
      intent: "record",
      kind: "expense",
      amount: 23.9,
      date: "2026-03-08",
      category: "Transporte",
      description: "uber",
      recurrence: null,
      payment: null,
    });
    const uberId = said.transactionIds[0];

    const march = await importFile(db, userId, "nubank-conta.csv");
    expect(march.preview.target).toMatchObject({ type: "new", name: "Nubank", kind: "checking" });
    expect(march.preview.plan.counts).toEqual({ new: 8, matches_record: 1, imported_before: 0 });
    expect(march.preview.plan.entries.find((e) => e.action === "matches_record")?.knownId).toBe(uberId);
    // 3.500 salary + 12,50 refund in; iFood, Pix, Uber, ENEL, RDB out; bill and redemption moved.
    expect(await books(db, userId)).toEqual({
      records: 7,
      transfers: 2,
      money_in: 371_250,
      money_out: 203_615,
    });
    const [uber] = await db.query<{
      account_id: number | null;
      import_key: string | null;
      description: string;
    }>("SELECT account_id, import_key, description FROM transactions WHERE id = $1", [uberId]);
    expect(uber?.account_id).toBe(march.result.account.id);
    expect(uber?.description).toBe("uber");
    // The bill paid and the money back from the RDB are transfers, never spending or income.
    const spent = await db.query<{ description: string; amount: number }>(
      `SELECT description, amount_centavos::int AS amount FROM transactions
       WHERE user_id = $1 AND kind = 'expense' ORDER BY date`,
      [userId],
    );
    expect(spent.map((s) => s.amount)).toEqual([3779, 15000, 2390, 8990]);
    expect(spent.map((s) => s.description)).toContain("iFood");

    const overlap = await importFile(db, userId, "nubank-conta-sobreposto.csv");
    expect(overlap.preview.plan.counts).toEqual({ new: 2, matches_record: 0, imported_before: 5 });
    expect(overlap.result.account.id).toBe(march.result.account.id);
    const ofx = await importFile(db, userId, "nubank-conta.ofx");
    expect(ofx.preview.plan.counts).toEqual({ new: 0, matches_record: 0, imported_before: 5 });
    // Nothing recorded twice; the only change is the balance the bank states on 31/03.
    expect(ofx.result.operationId).not.toBeNull();
    const stated = await db.query(
      "SELECT stated_balance_centavos::int AS cents, stated_on::text AS on FROM accounts WHERE user_id = $1",
      [userId],
    );
    expect(stated).toEqual([{ cents: 157_765, on: "2026-03-31" }]);
    expect(await books(db, userId)).toEqual({
      records: 9,
      transfers: 2,
      money_in: 371_250,
      money_out: 203_615 + 6435 + 3000,
    });

    // The March import created the account the later imports rest on: undoing it first is refused
    // in pt-BR, nothing changes; newest first, each import comes off whole.
    const undo = (id: number | null) =>
      db.transaction((tx) =>
        undoOperation(tx, { userId, book, source: "dashboard", now: NOW }, id as number),
      );
    const refused = await undo(march.result.operationId);
    expect(refused).toMatchObject({
      ok: false,
      message:
        "Não dá para desfazer: essa conta foi alterada depois. Desfaça antes a alteração mais recente.",
    });
    expect(await undo(ofx.result.operationId)).toMatchObject({ ok: true });
    expect(
      await db.query("SELECT stated_balance_centavos AS cents FROM accounts WHERE user_id = $1", [userId]),
    ).toEqual([{ cents: null }]);
    expect(await undo(overlap.result.operationId)).toMatchObject({ ok: true });
    expect(await undo(march.result.operationId)).toMatchObject({ ok: true });
    // The chat's record stays, unlinked; the account the import made is gone with it.
    expect(await books(db, userId)).toEqual({ records: 1, transfers: 0, money_in: 0, money_out: 2390 });
    const [back] = await db.query<{ account_id: number | null; import_key: string | null }>(
      "SELECT account_id, import_key FROM transactions WHERE id = $1",
      [uberId],
    );
    expect(back).toEqual({ account_id: null, import_key: null });
    expect(await db.query("SELECT id FROM accounts WHERE user_id = $1", [userId])).toEqual([]);

    // Imported again: the same books as before the undo.
    const redo = await importFile(db, userId, "nubank-conta.csv");
    expect(redo.preview.plan.counts).toEqual({ new: 8, matches_record: 1, imported_before: 0 });
    expect(await books(db, userId)).toEqual({
      records: 7,
      transfers: 2,
      money_in: 371_250,
      money_out: 203_615,
    });
  }, 120_000);

  it("says which side it assumed for a file that does not say it, and reads it as the side the person picks", async () => {
    const userId = await person("+5511988887711");
    const name = "movimentacao.csv";
    const bytes = new Uint8Array(readFileSync(new URL(name, dir)));
    const preview = (accountId: number | null, side: "account" | "card" | null = null) =>
      db.transaction((tx) =>
        previewStatement(tx, { userId, book, fileName: name, bytes, accountId, side, source: "dashboard" }),
      );
    // The bill paid against the purchases alone is too little: an account, said to be assumed.
    const assumed = await preview(null);
    expect([assumed.reading.side, assumed.reading.sideFrom, assumed.reading.cardSigns]).toEqual([
      "account",
      "assumed",
      ["pagamento da fatura contra as compras"],
    ]);
    expect(assumed.target).toMatchObject({ type: "new", kind: "checking" });
    // "Ler como fatura de cartão": the purchases go out of a card, the payment pays its bill.
    const asCard = await preview(null, "card");
    expect([asCard.reading.side, asCard.reading.sideFrom, asCard.target]).toEqual([
      "card",
      undefined,
      expect.objectContaining({ type: "new", kind: "card" }),
    ]);
    expect(asCard.plan.entries.map((e) => [e.entry.direction, e.booksKind])).toEqual([
      ["in", "transfer"],
      ...Array.from({ length: 5 }, () => ["out", "expense"]),
    ]);
    // A card account picked reads it as the card's too.
    const card = await db.transaction((tx) =>
      createAccount(
        tx,
        { userId, book, source: "dashboard", now: NOW },
        { name: "Meu cartão", kind: "card", openingOn: "2026-01-01" },
      ),
    );
    const picked = await preview(card.value.id);
    expect([picked.reading.side, picked.target]).toEqual([
      "card",
      expect.objectContaining({ type: "existing", account: expect.objectContaining({ id: card.value.id }) }),
    ]);
    // A bill known by its lines (a due date, instalments, IOF, the bill paid) needs no choosing.
    const bill = "lancamentos-2026-03.csv";
    const lines = await db.transaction((tx) =>
      previewStatement(tx, {
        userId,
        book,
        fileName: bill,
        bytes: new Uint8Array(readFileSync(new URL(bill, dir))),
        accountId: null,
        source: "dashboard",
      }),
    );
    expect([lines.reading.side, lines.reading.sideFrom, lines.target]).toEqual([
      "card",
      "lines",
      expect.objectContaining({ type: "new", kind: "card", name: "Cartão importado" }),
    ]);
  });

  it("keeps two accounts of one bank and side apart by their numbers, across files and inside one", async () => {
    const userId = await person("+5511988887722");
    const nubank = readFileSync(new URL("nubank-conta.ofx", dir), "utf8");
    // A second Nubank current account: another ACCTID, its own entries.
    const other = nubank.replace("<ACCTID>1234567-8", "<ACCTID>7654321-0").replace(/<FITID>N/g, "<FITID>M");
    const send = (fileName: string, text: string) =>
      importStatementFile(db, {
        userId,
        book,
        fileName,
        bytes: new TextEncoder().encode(text),
        accountId: null,
        now: NOW,
      });
    const accounts = () =>
      db.query<{ name: string; number: string | null }>(
        "SELECT name, number FROM accounts WHERE user_id = $1 ORDER BY id",
        [userId],
      );
    const first = await send("nubank-1.ofx", nubank);
    const second = await send("nubank-2.ofx", other);
    expect(second.preview.target).toMatchObject({ type: "new", name: "Nubank 2" });
    expect(second.result.added).toBe(first.result.added);
    expect(await accounts()).toEqual([
      { name: "Nubank", number: "1234567-8" },
      { name: "Nubank 2", number: "7654321-0" },
    ]);
    // Each file again finds its own account, and adds nothing.
    const again = await send("nubank-2 (1).ofx", other);
    expect([again.preview.target, again.result.added]).toEqual([
      expect.objectContaining({ type: "existing", account: expect.objectContaining({ name: "Nubank 2" }) }),
      0,
    ]);
    expect((await send("nubank-1 (1).ofx", nubank)).result.added).toBe(0);

    // One OFX holding two Bradesco current accounts: an account made in chat (no number yet) takes
    // the first statement's, the second gets its own account.
    await db.transaction((tx) =>
      createAccount(
        tx,
        { userId, book, source: "chat", now: NOW },
        { name: "Bradesco", kind: "checking", bank: "Bradesco", openingOn: "2026-01-01" },
      ),
    );
    const both = await importFile(db, userId, "bradesco-duas-contas.ofx");
    expect([both.preview.target, both.preview.more.map((p) => p.target)]).toEqual([
      expect.objectContaining({ type: "existing", account: expect.objectContaining({ name: "Bradesco" }) }),
      [expect.objectContaining({ type: "new", name: "Bradesco 2", number: "55190-2" })],
    ]);
    expect(both.result.parts.map((p) => [p.account.name, p.added])).toEqual([
      ["Bradesco", 4],
      ["Bradesco 2", 3],
    ]);
    expect((await accounts()).slice(2)).toEqual([
      { name: "Bradesco", number: "38127-4" },
      { name: "Bradesco 2", number: "55190-2" },
    ]);
    expect((await importFile(db, userId, "bradesco-duas-contas.ofx")).result.added).toBe(0);
    // Undone, the account made in chat loses the number the import gave it.
    await db.transaction((tx) =>
      undoOperation(tx, { userId, book, source: "dashboard", now: NOW }, both.result.operationId as number),
    );
    expect((await accounts()).slice(2)).toEqual([{ name: "Bradesco", number: null }]);
  });

  it("keeps a card statement's closing balance as the card's, as a bank account's, and undoes it with the import", async () => {
    const userId = await person("+5511988889999");
    // Nubank's card OFX closes on 31/03 owing 240,55 (LEDGERBAL -240.55), its purchases before that day.
    const march = await importFile(db, userId, "nubank-cartao.ofx");
    expect(march.preview.target).toMatchObject({ type: "new", kind: "card" });
    const stated = () =>
      db.query(
        "SELECT stated_balance_centavos::int AS cents, stated_on::text AS on FROM accounts WHERE user_id = $1",
        [userId],
      );
    expect(await stated()).toEqual([{ cents: -24_055, on: "2026-03-31" }]);
    // What the card owes is the bank's figure, not an estimate from its opening and movements.
    const balances = await db.transaction((tx) => accountBalances(tx, { userId, book, today: "2026-04-10" }));
    expect(balances.accounts).toMatchObject([
      { kind: "card", balance: -24_055, estimate: false, since: "2026-03-31" },
    ]);
    // The same file again changes nothing; the import undone takes the balance with it.
    expect((await importFile(db, userId, "nubank-cartao.ofx")).result.operationId).toBeNull();
    const undone = await db.transaction((tx) =>
      undoOperation(tx, { userId, book, source: "dashboard", now: NOW }, march.result.operationId as number),
    );
    expect(undone.ok).toBe(true);
    expect(await stated()).toEqual([]);
  });

  it("makes what a card owes after importing its bill's CSV the bill's total, dated by the due date it states", async () => {
    const userId = await person("+5511988887733");
    // Itaú's bill: "Total da fatura;;312,00" under purchases and a payment that do not add up to it
    // (the bill carries what the last one left), "Vencimento: 10/01/2027" above them.
    const bill = await importFile(db, userId, "itau-fatura.csv");
    expect(bill.preview.reading.closingBalance).toEqual({ amount: -31_200, date: "2027-01-10" });
    const owed = async (today: string) =>
      (await db.transaction((tx) => accountBalances(tx, { userId, book, today }))).accounts;
    expect(await owed("2027-01-12")).toMatchObject([
      { kind: "card", balance: -31_200, estimate: false, since: "2027-01-10" },
    ]);
    // A purchase after the day the bill states counts on top of it.
    const card = bill.result.account.id;
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, book, account_id, payment_method)
       VALUES ($1, 'expense', 4000, '2027-01-11', 'padaria', 'personal', $2, 'credit')`,
      [userId, card],
    );
    expect(await owed("2027-01-12")).toMatchObject([{ kind: "card", balance: -35_200, estimate: true }]);
  });

  it("puts a card statement's purchases on the bills each would get recorded alone, and undoes them whole", async () => {
    // Around the closing day (the 3rd: a purchase that day is on the next bill), a month apart, and a refund.
    const lines = [
      ["2026-03-01", "Ifd*Ifood", 45.9],
      ["2026-03-03", "Uber *Trip", 18.75],
      ["2026-03-04", "Netflix.Com", 55.9],
      ["2026-03-28", "PAG*JoseDaSilva", 30],
      ["2026-04-02", "Mercado Bom Preco", 210.4],
      ["2026-04-03", "Estorno Uber *Trip", -18.75],
      ["2026-04-05", "Farmacia Sao Joao", 62.3],
    ] as const;
    const csv = new TextEncoder().encode(
      `date,title,amount\n${lines.map(([date, title, amount]) => `${date},${title},${amount}`).join("\n")}\n`,
    );
    const withCard = async (phone: string) => {
      const userId = await person(phone);
      const actor = { userId, book, source: "dashboard" as const, now: NOW };
      const account = await db.transaction(async (tx) => {
        const { card } = (await saveCard(tx, actor, { name: "Nubank", closingDay: 3, dueDay: 10 })).value;
        return (
          await createAccount(tx, actor, {
            name: "Cartão Nubank",
            kind: "card",
            bank: "Nubank",
            cardId: card.id,
            openingOn: "2026-03-01",
          })
        ).value;
      });
      return { userId, actor, account };
    };
    const onBills = (userId: number, kinds = ["expense", "income"]) =>
      db.query<{ date: string; amount: number; kind: string; bill: string | null }>(
        `SELECT date::text AS date, amount_centavos::int AS amount, kind, bill_month AS bill FROM transactions
         WHERE user_id = $1 AND kind = ANY($2::text[]) ORDER BY date, amount_centavos`,
        [userId, kinds],
      );

    const imported = await withCard("+5511966661111");
    const result = await importStatementFile(db, {
      userId: imported.userId,
      book,
      fileName: "fatura.csv",
      bytes: csv,
      accountId: imported.account.id,
      now: NOW,
    });
    expect(result.result.added).toBe(7);
    // The same purchases recorded one by one on the card, each placed by the rules after it.
    const byHand = await withCard("+5511966662222");
    for (const [date, title, amount] of lines)
      await db.transaction((tx) =>
        recordEntry(tx, byHand.actor, {
          kind: amount < 0 ? "income" : "expense",
          amount: centavos(Math.round(Math.abs(amount) * 100)),
          date,
          category: { name: "Outros" },
          description: title,
          payment: { method: "credit", card: "Nubank" },
          accountId: byHand.account.id,
        }),
      );
    const spent = await onBills(imported.userId, ["expense"]);
    expect(spent).toEqual(await onBills(byHand.userId, ["expense"]));
    expect(spent.map((b) => [b.date, b.bill])).toEqual([
      ["2026-03-01", "2026-03"],
      ["2026-03-03", "2026-04"],
      ["2026-03-04", "2026-04"],
      ["2026-03-28", "2026-04"],
      ["2026-04-02", "2026-04"],
      ["2026-04-05", "2026-05"],
    ]);
    // The refund is the card's too (chat books money back on no card), on its bill as a purchase would be.
    expect((await onBills(imported.userId, ["income"])).map((b) => [b.date, b.bill])).toEqual([
      ["2026-04-03", "2026-05"],
    ]);
    // The rules had nothing to move: the import's one operation holds only the records it inserted.
    const [changes] = await db.query<{ updates: number }>(
      "SELECT COUNT(*) FILTER (WHERE before IS NOT NULL)::int AS updates FROM books_changes WHERE operation_id = $1",
      [result.result.operationId],
    );
    expect(changes?.updates).toBe(0);
    const undone = await db.transaction((tx) =>
      undoOperation(tx, imported.actor, result.result.operationId as number),
    );
    expect(undone.ok).toBe(true);
    expect(await onBills(imported.userId)).toEqual([]);
  }, 120_000);
});
