import { centavos, type RecordIntent } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { savePayday } from "../accounts/month-ahead.ts";
import { setUpLimit } from "../testing/books-setup.ts";
import { recordSaid } from "../testing/record-said.ts";
import { deleteRecord } from "./delete-records.ts";
import { ensureUser } from "./ensure-user.ts";
import type { LimitAlert } from "./limit-alerts.ts";
import { listLimits } from "./limit-status.ts";
import type { BooksActor } from "./operation.ts";
import { setLimit } from "./set-limit.ts";
import { undoOperation } from "./undo-operation.ts";

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

  /** Records an expense through the books and collects the limit alerts it owes, as the chat does. */
  const spend = async (userId: number, amount: number, date?: string) =>
    (await recordSaid(db, userId, mercado(amount, date))).alerts;

  it("alerts once per threshold under 20 concurrent transactions, never missing the crossing", async () => {
    db = await openTestDb(engine, { poolSize: 24 });
    const user = await ensureUser(db, "+5511912345678");
    await setUpLimit(db, {
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
    const user = await ensureUser(db, "+5511912345678");
    await spend(user.id, 90);
    const set = await setUpLimit(db, {
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
    const recorded = await db.query<{ id: number }>("SELECT id FROM transactions ORDER BY id DESC LIMIT 3");
    for (const { id } of recorded) {
      const actor = {
        userId: user.id,
        book: "personal" as const,
        source: "dashboard" as const,
        now: new Date(),
      };
      const done = await db.transaction((tx) => deleteRecord(tx, actor, { id: Number(id), scope: "one" }));
      expect(done.alerts).toEqual([]);
    }
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
    const removed = await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: null,
      today: "2026-11-30",
    });
    expect(removed).toMatchObject({ amount: null, previous: 10000 });
    expect(await listLimits(db, { userId: user.id, today: "2026-11-30" })).toEqual([]);
    await expect(
      setUpLimit(db, { userId: user.id, category: "Salário", amount: centavos(100), today: "2026-11-30" }),
    ).rejects.toThrow('Não encontrei a categoria de despesa "Salário".');
  });

  it("marks each part of a card purchase in its bill's month, and spends the month by its bills", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678");
    await db.query("INSERT INTO cards (user_id, name, closing_day, due_day) VALUES ($1, 'Nubank', 3, 10)", [
      user.id,
    ]);
    await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(35000),
      today: "2026-11-26",
    });
    // R$ 900 in 3x on 26/11, after the closing: parts of R$ 300 on the December, January and
    // February bills. November spends nothing of them; each of the three months reaches 80 %.
    const done = await recordSaid(db, user.id, {
      ...mercado(900, "2026-11-26"),
      payment: { method: "credit", card: "nubank", installments: 3 },
    });
    expect(done.alerts.map((a) => [a.month, a.threshold]).sort()).toEqual([
      ["2026-12", 80],
      ["2027-01", 80],
      ["2027-02", 80],
    ]);
    const spentIn = async (today: string) => (await listLimits(db, { userId: user.id, today }))[0]?.spent;
    expect(await spentIn("2026-11-30")).toBe(0);
    expect(await spentIn("2026-12-15")).toBe(30000);
    // Under the purchase view, the whole purchase is November's.
    await db.query("UPDATE users SET instalment_view = 'purchase' WHERE id = $1", [user.id]);
    expect(await spentIn("2026-11-30")).toBe(90000);
    expect(await spentIn("2026-12-15")).toBe(0);
  });

  /** Mercado's limit set to `amount` reais (null: removed) from the dashboard on `today`, as one operation. */
  const limitMercado = (userId: number, amount: number | null, today = "2026-03-15") =>
    db.transaction((tx) =>
      setLimit(tx, dashboardOn(userId, today), {
        category: "Mercado",
        amount: amount === null ? null : centavos(amount * 100),
      }),
    );
  const dashboardOn = (userId: number, today: string): BooksActor => ({
    userId,
    book: "personal",
    source: "dashboard",
    now: new Date(`${today}T15:00:00Z`),
  });
  const undo = (userId: number, operationId: number | null) =>
    db.transaction((tx) => undoOperation(tx, dashboardOn(userId, "2026-03-15"), Number(operationId)));
  /** Every mark of the person's, as "month threshold". */
  const marks = async (userId: number) =>
    (
      await db.query<{ month: string; threshold: number }>(
        "SELECT month, threshold FROM limit_alerts WHERE user_id = $1 ORDER BY month, threshold",
        [userId],
      )
    ).map((m) => `${m.month} ${m.threshold}`);

  it("keeps every month's marks in line with a limit changed, silently, and an undo puts them back", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678");
    await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(30000),
      today: "2026-01-10",
    });
    // February spends R$ 400 (past 100 % of R$ 300), March R$ 250 (past 80 %).
    await spend(user.id, 400, "2026-02-10");
    await spend(user.id, 250, "2026-03-10");
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-02 100", "2026-03 80"]);
    // Raised to R$ 500 on 15/03: February (80 %) keeps only its 80 % mark, March (50 %) none. No
    // alert goes out for a limit changed.
    const raised = await limitMercado(user.id, 500);
    expect(raised.alerts).toEqual([]);
    expect(await marks(user.id)).toEqual(["2026-02 80"]);
    // Undoing the raise brings back every month's marks as they were.
    const undone = await undo(user.id, raised.operationId);
    expect(undone).toMatchObject({ ok: true, alerts: [] });
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-02 100", "2026-03 80"]);
    // Lowered to R$ 100: every month past it is marked, silently (no alert about February).
    const lowered = await limitMercado(user.id, 100);
    expect(lowered.alerts).toEqual([]);
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-02 100", "2026-03 80", "2026-03 100"]);
    // Raised again to R$ 500: March's thresholds re-arm, and going past them alerts once.
    await limitMercado(user.id, 500);
    expect((await spend(user.id, 260, "2026-03-15")).map((a) => [a.month, a.threshold])).toEqual([
      ["2026-03", 100],
    ]);
    expect(await spend(user.id, 10, "2026-03-15")).toEqual([]);
    // Removed: no marks; the undo puts them back.
    const removed = await limitMercado(user.id, null);
    expect(await marks(user.id)).toEqual([]);
    await undo(user.id, removed.operationId);
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-03 80", "2026-03 100"]);
  });

  it("marks the person's months when they start on payday, whatever the limit changes to", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678");
    // The salary on the 5th business day: 06/02..05/03 is February's month, 06/03..06/04 March's.
    await db.query(
      `INSERT INTO paydays (user_id, rule, month_starts_on_payday) VALUES ($1, '{"kind":"business_day","n":5}', true)`,
      [user.id],
    );
    await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(30000),
      today: "2026-03-15",
    });
    // R$ 280 on 03/03 is February's (93 %), R$ 100 on 10/03 March's: calendar March would be R$ 380.
    await spend(user.id, 280, "2026-03-03");
    await spend(user.id, 100, "2026-03-10");
    expect(await marks(user.id)).toEqual(["2026-02 80"]);
    const lowered = await limitMercado(user.id, 250);
    expect(lowered.alerts).toEqual([]);
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-02 100"]);
    const raised = await limitMercado(user.id, 400);
    expect(await marks(user.id)).toEqual([]);
    await undo(user.id, raised.operationId);
    expect(await marks(user.id)).toEqual(["2026-02 80", "2026-02 100"]);
  });
  it("moves the marks with the person's months when they start on payday from now on, silently", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678");
    await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(30000),
      today: "2026-03-15",
    });
    // Calendar months: R$ 280 on 03/03 and R$ 100 on 10/03 are March's R$ 380.
    await spend(user.id, 280, "2026-03-03");
    await spend(user.id, 100, "2026-03-10");
    expect(await marks(user.id)).toEqual(["2026-03 80", "2026-03 100"]);
    // Months from the 5th business day: the 03/03 is February's (93 %), March keeps R$ 100.
    await db.transaction((tx) =>
      savePayday(tx, { userId: user.id, rule: { kind: "business_day", n: 5 }, monthStartsOnPayday: true }),
    );
    expect(await marks(user.id)).toEqual(["2026-02 80"]);
    // Back to calendar months: March's marks again.
    await db.transaction((tx) => savePayday(tx, { userId: user.id, monthStartsOnPayday: false }));
    expect(await marks(user.id)).toEqual(["2026-03 80", "2026-03 100"]);
  });
});
