import { centavos, type RecordIntent } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { editRecord } from "../../books/edit-record.ts";
import { ensureUser } from "../../books/ensure-user.ts";
import { moveToBill } from "../../books/move-to-bill.ts";
import type { BooksActor } from "../../books/operation.ts";
import { payBill } from "../../books/pay-bill.ts";
import { setUpCard } from "../../testing/books-setup.ts";
import { recordSaid } from "../../testing/record-said.ts";
import { cardBills } from "./card-bills.ts";
import { findCard } from "./card-row.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const purchase = (amount: number, date: string, installments = 1, description = "tênis"): RecordIntent => ({
  intent: "record",
  kind: "expense",
  amount,
  date,
  category: "Compras",
  description,
  recurrence: null,
  payment: { method: "credit", card: "Nubank", installments },
});

describe.each(testEngines())("cards and bills (%s)", (engine) => {
  let db: Db;
  let owner = 0;
  const actorOf = (_card: unknown): BooksActor => ({
    userId: owner,
    book: "personal",
    source: "chat",
    now: new Date(),
  });
  afterEach(async () => {
    await db?.close();
  });

  async function setup() {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", "Ana");
    owner = user.id;
    const { card } = await setUpCard(db, {
      userId: user.id,
      name: "Nubank",
      limit: centavos(500_000),
      closingDay: 3,
      dueDay: 10,
    });
    // A credit purchase naming the card lands on its bills (the books place it).
    const buy = async (intent: RecordIntent) => {
      const recorded = await recordSaid(db, user.id, intent);
      if (recorded.status !== "recorded" || !recorded.card) throw new Error("not on the card");
      return {
        parts: recorded.card.parts.map((p, i) => ({ ...p, transactionId: recorded.transactionIds[i] ?? 0 })),
      };
    };
    return { userId: user.id, card, buy };
  }

  it("updates only the fields given and finds the card however its name is typed", async () => {
    const { userId, card } = await setup();
    const { card: updated, created } = await setUpCard(db, {
      userId,
      name: "NUBANK",
      limit: centavos(800_000),
    });
    expect(created).toBe(false);
    expect(updated).toMatchObject({ id: card.id, name: "Nubank", closingDay: 3, dueDay: 10, limit: 800_000 });
    await setUpCard(db, { userId, name: "Itaú", kind: "credit", closingDay: 20, dueDay: 28 });
    expect((await findCard(db, userId, "itau"))?.name).toBe("Itaú");
    // Two credit cards: a purchase without a name is no longer unambiguous.
    expect(await findCard(db, userId, null)).toBeNull();
  });

  it("puts instalments on consecutive bills across the closing day, counted in the month bought", async () => {
    const { buy } = await setup();
    // 02/11 is before the closing day (3): the November bill. 03/11 is on it: December.
    const before = await buy(purchase(399, "2026-11-02", 3));
    const on = await buy(purchase(100, "2026-11-03", 2, "livro"));
    const after = await buy(purchase(50.5, "2026-11-20"));
    expect(before.parts.map((p) => [p.amount, p.bill?.month])).toEqual([
      [13300, "2026-11"],
      [13300, "2026-12"],
      [13300, "2027-01"],
    ]);
    expect(on.parts.map((p) => p.bill?.month)).toEqual(["2026-12", "2027-01"]);
    expect(after.parts.map((p) => p.bill?.month)).toEqual(["2026-12"]);
    const dates = await db.query<{ date: string }>(
      "SELECT DISTINCT date::text AS date FROM transactions ORDER BY 1",
    );
    expect(dates.map((d) => d.date)).toEqual(["2026-11-02", "2026-11-03", "2026-11-20"]);
  });

  it("answers the open bill, the closed one, the limit used and the next bill's instalments", async () => {
    const { card, buy } = await setup();
    await buy(purchase(399, "2026-11-02", 3));
    await buy(purchase(100, "2026-11-03", 2, "livro"));
    await buy(purchase(50.5, "2026-11-20"));
    const found = await cardBills(db, card, "2026-11-24");
    if (!found) throw new Error("no cycle");
    const { overview } = found;
    expect(overview.open.bill).toEqual({
      month: "2026-12",
      opensOn: "2026-11-03",
      closesOn: "2026-12-03",
      dueOn: "2026-12-10",
    });
    expect(overview.open.total).toBe(13300 + 5000 + 5050);
    expect(overview.closedUnpaid.map((b) => [b.bill.month, b.total])).toEqual([["2026-11", 13300]]);
    expect(overview.next.total).toBe(13300 + 5000);
    expect(overview.limitUsed).toBe(39900 + 10000 + 5050);
    expect(overview.limitLeft).toBe(500_000 - 54_950);
  });

  it("pays the closed bill as a transfer: the limit is freed, the expenses stay as they were", async () => {
    const { card, buy } = await setup();
    await buy(purchase(399, "2026-11-02", 3));
    await buy(purchase(50.5, "2026-11-20"));
    const expensesBefore = await db.query<{ s: number }>(
      "SELECT SUM(amount_centavos)::bigint AS s FROM transactions",
    );
    const paid = (await db.transaction((tx) => payBill(tx, actorOf(card), { card, today: "2026-11-09" })))
      .value;
    expect(paid).toMatchObject({ ok: true, amount: 13300 });
    if (!paid.ok) throw new Error("not paid");
    expect(paid.bill.bill.month).toBe("2026-11");
    const again = (
      await db.transaction((tx) =>
        payBill(tx, actorOf(card), { card, today: "2026-11-09", month: "2026-11" }),
      )
    ).value;
    expect(again).toMatchObject({ ok: false, reason: "already_paid" });
    const after = await cardBills(db, card, "2026-11-09");
    expect(after?.overview.limitUsed).toBe(39900 - 13300 + 5050);
    expect(after?.overview.closedUnpaid).toEqual([]);
    // The payment is not a transaction: the month's expenses are unchanged.
    const expensesAfter = await db.query<{ s: number; n: number }>(
      "SELECT SUM(amount_centavos)::bigint AS s, COUNT(*)::int AS n FROM transactions",
    );
    expect(expensesAfter[0]?.s).toBe(expensesBefore[0]?.s);
    expect(expensesAfter[0]?.n).toBe(4);
  });

  it("keeps a bill picked by hand when the purchase is placed again", async () => {
    const { userId, buy } = await setup();
    const placed = await buy(purchase(80, "2026-11-20"));
    const id = placed.parts[0]?.transactionId ?? 0;
    const actor: BooksActor = { userId, book: "personal", source: "dashboard", now: new Date() };
    await db.transaction((tx) => moveToBill(tx, actor, { transactionId: id, month: "2027-01" }));
    // A new date places the purchase again: the bill picked by hand stays.
    await db.transaction((tx) => editRecord(tx, actor, { id, scope: "all" }, { date: "2026-11-21" }));
    const rows = await db.query<{ bill_month: string }>("SELECT bill_month FROM transactions WHERE id = $1", [
      id,
    ]);
    expect(rows[0]?.bill_month).toBe("2027-01");
    // Another person, or the same person's other book, cannot move it.
    const stranger = await ensureUser(db, "+5511912345679", "Bia");
    for (const other of [
      { userId: stranger.id, book: "personal" as const },
      { userId, book: "business" as const },
    ]) {
      await expect(
        db.transaction((tx) =>
          moveToBill(tx, { ...actor, ...other }, { transactionId: id, month: "2027-02" }),
        ),
      ).rejects.toThrow("Compra no cartão não encontrada.");
    }
    expect(
      (await db.query<{ bill_month: string }>("SELECT bill_month FROM transactions WHERE id = $1", [id]))[0]
        ?.bill_month,
    ).toBe("2027-01");
  });

  it("does not pay a bill that has not closed when none is named: purchases may still land on it", async () => {
    const { card, buy } = await setup();
    await buy(purchase(80, "2026-11-20"));
    const early = (await db.transaction((tx) => payBill(tx, actorOf(card), { card, today: "2026-11-24" })))
      .value;
    expect(early).toMatchObject({ ok: false, reason: "not_closed", bill: { total: 8000 } });
    const payments = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM card_bill_payments");
    expect(payments[0]?.n).toBe(0);
    // once it closes (03/12), it is the one paid
    const later = await db.transaction((tx) => payBill(tx, actorOf(card), { card, today: "2026-12-03" }));
    expect(later.value).toMatchObject({ ok: true, amount: 8000 });
  });

  it("says there is nothing to pay on an empty card", async () => {
    const { card } = await setup();
    const paid = await db.transaction((tx) => payBill(tx, actorOf(card), { card, today: "2026-11-24" }));
    expect(paid).toEqual({ value: { ok: false, reason: "nothing_due" }, operationId: null, alerts: [] });
  });
});
