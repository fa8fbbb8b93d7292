import { monthlyPeriod, weeklyPeriod } from "@tostao/core";
import { testEngines, useTestDb } from "@tostao/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { gatherDigest } from "./gather-digest.ts";

// A fridge in 3x bought on 26/11 on the December, January and February bills, and R$ 50 in cash on
// 05/12: the December close counts one part and says it is instalments; November's counts none.
describe.each(testEngines())("digests count a credit part in its bill's month (%s)", (engine) => {
  const db = useTestDb(engine);
  let userId: number;

  beforeAll(async () => {
    userId = (await db.transaction((tx) => ensureUser(tx, "+5511999990001"))).id;
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method,
         installment_group, installment_number, installment_count, bill_month)
       SELECT $1, 'expense', 32000, '2026-11-26', 'geladeira', 'credit', g, n, 3, m
       FROM (SELECT gen_random_uuid() AS g) x, (VALUES (1, '2026-12'), (2, '2027-01'), (3, '2027-02')) AS p (n, m)`,
      [userId],
    );
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description)
       VALUES ($1, 'expense', 5000, '2026-12-05', 'padaria')`,
      [userId],
    );
  });

  const digest = (period: ReturnType<typeof monthlyPeriod>, today: string) =>
    db.transaction((tx) => gatherDigest(tx, { userId, book: "personal", period, today }));

  it("closes each month with the parts on its bill", async () => {
    const december = await digest(monthlyPeriod("2027-01-01"), "2027-01-01");
    expect(december).toMatchObject({ expenses: 37000, instalments: 32000, previousExpenses: 0 });
    const january = await digest(monthlyPeriod("2027-02-01"), "2027-02-01");
    expect(january).toMatchObject({ expenses: 32000, instalments: 32000, previousExpenses: 37000 });
    expect((await digest(monthlyPeriod("2026-12-01"), "2026-12-01")).expenses).toBe(0);
  });

  it("counts a week by the records' own dates", async () => {
    const week = await digest(weeklyPeriod("2026-11-30"), "2026-11-30");
    expect(week).toMatchObject({ expenses: 96000, instalments: 96000 });
  });

  it("follows the person's purchase view", async () => {
    await db.query("UPDATE users SET instalment_view = 'purchase' WHERE id = $1", [userId]);
    expect((await digest(monthlyPeriod("2026-12-01"), "2026-12-01")).expenses).toBe(96000);
    expect((await digest(monthlyPeriod("2027-01-01"), "2027-01-01")).expenses).toBe(5000);
  });
});
