import { centavos, type RecordIntent } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureUser } from "../../books/ensure-user.ts";
import { recordTransaction } from "../../books/record-transaction.ts";
import { type LimitAlert, limitAlertsAfter, resyncLimitAlerts } from "./limit-alerts.ts";
import { listLimits } from "./limit-status.ts";
import { setLimit } from "./set-limit.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const mercado = (amount: number, date = "2026-11-10"): RecordIntent => ({
  intent: "record",
  kind: "expense",
  amount,
  date,
  category: "Mercado",
  description: "mercado",
  recurrence: null,
  payment: null,
});

describe.each(testEngines())("category limits (%s)", (engine) => {
  let db: Db;
  afterEach(async () => {
    await db?.close();
  });

  /** Records an expense and collects the alerts it owes, in one transaction as the assistant does. */
  const spend = (userId: number, amount: number, date?: string) =>
    db.transaction(async (tx) => {
      const rec = await recordTransaction(tx, userId, mercado(amount, date), null);
      const rows = await tx.query<{ category_id: number; date: string }>(
        "SELECT category_id, date::text AS date FROM transactions WHERE id = $1",
        [rec.transactionIds[0]],
      );
      return limitAlertsAfter(
        tx,
        userId,
        rows.map((r) => ({ categoryId: r.category_id, month: r.date.slice(0, 7) })),
      );
    });

  it("alerts once per threshold under 20 concurrent transactions, never missing the crossing", async () => {
    db = await openTestDb(engine, { poolSize: 24 });
    const user = await ensureUser(db, "+5511912345678", null);
    await setLimit(db, {
      userId: user.id,
      category: "mercado",
      amount: centavos(10000),
      today: "2026-11-10",
    });
    // 20 × R$ 5,00 = R$ 100,00: the 16th crosses 80 %, the 20th reaches 100 %, whatever the order.
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(user.id, 5)));
    const alerts = results.flat() as LimitAlert[];
    expect(alerts.map((a) => a.threshold).sort()).toEqual([100, 80]);
    expect(alerts.find((a) => a.threshold === 80)?.spent).toBe(8000);
    expect(alerts.find((a) => a.threshold === 100)?.spent).toBe(10000);
    const marks = await db.query<{ threshold: number }>(
      "SELECT threshold FROM limit_alerts ORDER BY threshold",
    );
    expect(marks.map((m) => m.threshold)).toEqual([80, 100]);
  });

  it("re-arms a threshold when the total falls back under it, and marks what a new limit already passed", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    await spend(user.id, 90);
    const set = await setLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(10000),
      today: "2026-11-10",
    });
    expect(set).toMatchObject({ amount: 10000, previous: null, category: { name: "Mercado" } });
    // 90 % was already spent when the limit was set: the reply says so, no alert follows.
    expect(await spend(user.id, 5)).toEqual([]);
    expect((await spend(user.id, 5)).map((a) => a.threshold)).toEqual([100]);
    // Deleting all three brings the month to zero: both thresholds re-arm.
    await db.query(
      "DELETE FROM transactions WHERE id IN (SELECT id FROM transactions ORDER BY id DESC LIMIT 3)",
    );
    expect(await db.transaction((tx) => resyncLimitAlerts(tx, user.id, "2026-11"))).toEqual([]);
    expect(await db.query("SELECT * FROM limit_alerts")).toEqual([]);
    expect((await spend(user.id, 85)).map((a) => a.threshold)).toEqual([80]);
    // Another month starts clean.
    expect(await spend(user.id, 50, "2026-12-01")).toEqual([]);
    const [status] = await listLimits(db, { userId: user.id, today: "2026-11-30" });
    expect(status).toMatchObject({
      category: "Mercado",
      spent: 8500,
      limit: 10000,
      left: 1500,
      percent: 85,
      daysLeft: 1,
    });
    const removed = await setLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: null,
      today: "2026-11-30",
    });
    expect(removed).toMatchObject({ amount: null, previous: 10000 });
    expect(await listLimits(db, { userId: user.id, today: "2026-11-30" })).toEqual([]);
    await expect(
      setLimit(db, { userId: user.id, category: "Salário", amount: centavos(100), today: "2026-11-30" }),
    ).rejects.toThrow('Não encontrei a categoria de despesa "Salário".');
  });
});
