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
    const [card] = await db.query<{ id: number }>(
      "INSERT INTO cards (user_id, name, closing_day, due_day) VALUES ($1, 'Nubank', 3, 10) RETURNING id",
      [userId],
    );
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method,
         installment_group, installment_number, installment_count, bill_month, card_id)
       SELECT $1, 'expense', 32000, '2026-11-26', 'geladeira', 'credit', g, n, 3, m, $2
       FROM (SELECT gen_random_uuid() AS g) x, (VALUES (1, '2026-12'), (2, '2027-01'), (3, '2027-02')) AS p (n, m)`,
      [userId, card?.id],
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

  it("counts a part in the week its bill falls due, not the whole purchase in the week it was bought", async () => {
    // 23/11 to 29/11: the fridge was bought on 26/11, but none of its parts is on a bill of November.
    expect(await digest(weeklyPeriod("2026-11-30"), "2026-11-30")).toMatchObject({
      expenses: 0,
      instalments: 0,
    });
    // 30/11 to 06/12: the bakery; 07/12 to 13/12: December's bill falls due on the 10th, with part 1.
    expect(await digest(weeklyPeriod("2026-12-07"), "2026-12-07")).toMatchObject({
      expenses: 5000,
      instalments: 0,
    });
    const billWeek = await digest(weeklyPeriod("2026-12-14"), "2026-12-14");
    expect(billWeek).toMatchObject({ expenses: 32000, instalments: 32000, previousExpenses: 5000 });
    expect(billWeek.categories).toEqual([{ category: "Sem categoria", spent: 32000, previous: 5000 }]);
    // January's part in the week of 10/01.
    expect(await digest(weeklyPeriod("2027-01-12"), "2027-01-12")).toMatchObject({ expenses: 32000 });
  });

  it("follows the person's purchase view", async () => {
    await db.query("UPDATE users SET instalment_view = 'purchase' WHERE id = $1", [userId]);
    expect((await digest(monthlyPeriod("2026-12-01"), "2026-12-01")).expenses).toBe(96000);
    expect((await digest(monthlyPeriod("2027-01-01"), "2027-01-01")).expenses).toBe(5000);
    // The week it was bought holds the whole purchase under this view.
    expect((await digest(weeklyPeriod("2026-11-30"), "2026-11-30")).expenses).toBe(96000);
  });
});
