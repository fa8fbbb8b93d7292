import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { bookFixedItems } from "./book-fixed-items.ts";
import { ensureUser } from "./ensure-user.ts";

/** An open instance: everyone's books take their fixed items. */
const everyone = async () => true;

// 00:05 in São Paulo (UTC-3).
const at = (date: string) => new Date(`${date}T03:05:00Z`);

async function addRule(db: Db, userId: number, day: number, startsOn = "2026-11-01"): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO recurring_rules (user_id, kind, amount_centavos, description, day_of_month, payment_method, starts_on)
     VALUES ($1, 'expense', 150000, 'aluguel', $2, 'pix', $3) RETURNING id`,
    [userId, day, startsOn],
  );
  return rows[0]?.id ?? 0;
}

const occurrences = (db: Db, ruleId: number) =>
  db.query<{ date: string; amount_centavos: number; description: string; payment_method: string | null }>(
    `SELECT date::text AS date, amount_centavos, description, payment_method FROM transactions
     WHERE recurring_rule_id = $1 ORDER BY date`,
    [ruleId],
  );

describe.each(testEngines())("monthly recurring items (%s)", (engine) => {
  let db: Db;
  afterEach(async () => {
    await db?.close();
  });

  it("records today's occurrence once, whatever the number of runs", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    const due = await addRule(db, user.id, 5);
    const other = await addRule(db, user.id, 6);
    const first = await bookFixedItems(db, at("2026-12-05"), everyone);
    const again = await bookFixedItems(db, at("2026-12-05"), everyone);
    expect(first.map((o) => o.ruleId)).toEqual([due]);
    expect(again).toEqual([]);
    expect(await occurrences(db, due)).toEqual([
      { date: "2026-12-05", amount_centavos: 150000, description: "aluguel", payment_method: "pix" },
    ]);
    expect(await occurrences(db, other)).toEqual([]);
    // Next month it comes again.
    await bookFixedItems(db, at("2027-01-05"), everyone);
    expect((await occurrences(db, due)).map((o) => o.date)).toEqual(["2026-12-05", "2027-01-05"]);
  });

  it("records one occurrence when runs overlap", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    const rule = await addRule(db, user.id, 5);
    const runs = await Promise.all([1, 2, 3, 4].map(() => bookFixedItems(db, at("2026-12-05"), everyone)));
    expect(runs.flat()).toHaveLength(1);
    expect(await occurrences(db, rule)).toHaveLength(1);
  });

  it("skips a month whose occurrence the message already recorded, and rules not started yet", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    const recorded = await addRule(db, user.id, 5, "2026-12-01");
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, recurring_rule_id)
       VALUES ($1, 'expense', 150000, '2026-12-01', 'aluguel', $2)`,
      [user.id, recorded],
    );
    const later = await addRule(db, user.id, 5, "2027-01-05");
    expect(await bookFixedItems(db, at("2026-12-05"), everyone)).toEqual([]);
    expect(await occurrences(db, recorded)).toHaveLength(1);
    expect(await occurrences(db, later)).toEqual([]);
  });

  it("records a day-31 item on February's last day", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    const rule = await addRule(db, user.id, 31);
    expect(await bookFixedItems(db, at("2027-02-27"), everyone)).toEqual([]);
    expect(await bookFixedItems(db, at("2027-02-28"), everyone)).toHaveLength(1);
    expect(await bookFixedItems(db, at("2028-02-28"), everyone)).toEqual([]);
    expect(await bookFixedItems(db, at("2028-02-29"), everyone)).toHaveLength(1);
    expect((await occurrences(db, rule)).map((o) => o.date)).toEqual(["2027-02-28", "2028-02-29"]);
  });

  it("books a business fixed item in the business books", async () => {
    db = await openTestDb(engine);
    const user = await ensureUser(db, "+5511912345678", null);
    const rule = await addRule(db, user.id, 5);
    await db.query("UPDATE recurring_rules SET book = 'business' WHERE id = $1", [rule]);
    expect(await bookFixedItems(db, at("2026-12-05"), everyone)).toHaveLength(1);
    const rows = await db.query<{ book: string }>(
      "SELECT book FROM transactions WHERE recurring_rule_id = $1",
      [rule],
    );
    expect(rows).toEqual([{ book: "business" }]);
  });
});
