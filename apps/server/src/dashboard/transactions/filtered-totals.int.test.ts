import type { TransactionFilter } from "@tostao/core/dashboard/transactions";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../../books/ensure-user.ts";
import { amountRangeTotals } from "./amount-range-totals.ts";
import { filterConditions } from "./filter-sql.ts";
import { filteredTotals, totalsOf } from "./filtered-totals.ts";

/** What the monthly sums must always equal: the records grouped the same way. */
const FROM_RECORDS = `SELECT user_id::text, book, date_trunc('month', date)::date::text AS month, kind,
  category_id::text, payment_method, description, SUM(amount_centavos)::bigint::text AS total, COUNT(*)::int AS n
  FROM transactions GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`;
const FROM_SUMS = `SELECT user_id::text, book, month::text, kind, category_id::text, payment_method, description,
  total_centavos::text AS total, n FROM transaction_month_sums ORDER BY 1, 2, 3, 4, 5, 6, 7`;

describe.each(testEngines())("monthly sums of the records and the filtered totals (%s)", (engine) => {
  let db: Db;
  let ana: number;
  let bia: number;
  let mercado: number;

  /** Totals by reading every matching record: the answer filteredTotals must give. */
  async function scanned(userId: number, filter: TransactionFilter) {
    const params: unknown[] = [userId];
    const where = filterConditions(filter, params);
    const rows = await db.query<{ kind: string; total: number; n: number }>(
      `SELECT kind, SUM(amount_centavos)::bigint AS total, COUNT(*)::int AS n FROM transactions t
       WHERE ${where.join(" AND ")} GROUP BY kind`,
      params,
    );
    return totalsOf(rows);
  }

  beforeAll(async () => {
    db = await openTestDb(engine);
    ana = (await ensureUser(db, "+5511999990001")).id;
    bia = (await ensureUser(db, "+5511999990002")).id;
    const rows = await db.query<{ id: number }>(
      "SELECT id FROM categories WHERE user_id = $1 AND kind = 'expense' AND name = 'Mercado'",
      [ana],
    );
    mercado = Number(rows[0]?.id);
    // 400 records for Ana over 14 months (from 2025-11-20 on), 40 for Bia, in one statement.
    await db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method, book)
       SELECT CASE WHEN i % 10 = 0 THEN $2::bigint ELSE $1::bigint END,
         (ARRAY['expense', 'expense', 'income', 'investment'])[1 + i % 4], 100 + (i * 37) % 9000,
         DATE '2025-11-20' + (i * 13) % 425,
         CASE WHEN i % 3 = 0 THEN $3::bigint END,
         (ARRAY['Supermercado', 'Uber', 'Padaria', 'Salário'])[1 + i % 4] || CASE WHEN i % 7 = 0 THEN ' extra' ELSE '' END,
         (ARRAY['pix', 'credit', NULL])[1 + i % 3],
         CASE WHEN i % 11 = 0 THEN 'business' ELSE 'personal' END
       FROM generate_series(1, 440) i`,
      [ana, bia, mercado],
    );
  });
  afterAll(() => db?.close());

  it("start equal to the records and stay equal through edits, moves, merges and deletes", async () => {
    expect(await db.query(FROM_SUMS)).toEqual(await db.query(FROM_RECORDS));
    const [first] = await db.query<{ id: number }>("SELECT id FROM transactions WHERE user_id = $1 LIMIT 1", [
      ana,
    ]);
    // One record edited in every grouped column, so it leaves its group for another month's.
    await db.query(
      `UPDATE transactions SET amount_centavos = 4321, date = DATE '2024-02-29', kind = 'income',
         category_id = NULL, payment_method = 'cash', description = 'Reembolso', book = 'business' WHERE id = $1`,
      [first?.id],
    );
    // A whole category's records moved at once, a column outside the groups, then deletes.
    await db.query(
      "UPDATE transactions SET category_id = NULL WHERE category_id = $1 AND date < '2026-03-01'",
      [mercado],
    );
    await db.query("UPDATE transactions SET card = 'Nubank' WHERE user_id = $1", [ana]);
    await db.query("DELETE FROM transactions WHERE user_id = $1 AND description = 'Uber'", [ana]);
    expect(await db.query(FROM_SUMS)).toEqual(await db.query(FROM_RECORDS));
    // Emptied groups leave no row behind; a person deleted leaves none of their sums.
    await db.query("DELETE FROM transactions WHERE user_id = $1", [bia]);
    await db.query("DELETE FROM users WHERE id = $1", [bia]);
    expect(
      await db.query("SELECT * FROM transaction_month_sums WHERE user_id = $1 OR n <= 0", [bia]),
    ).toEqual([]);
    expect(await db.query(FROM_SUMS)).toEqual(await db.query(FROM_RECORDS));
  });

  it.each<[string, TransactionFilter]>([
    ["everything", {}],
    ["whole months", { from: "2026-01-01", to: "2026-03-31" }],
    ["partial months at both edges", { from: "2025-12-17", to: "2026-04-03" }],
    ["a range inside one month", { from: "2026-02-03", to: "2026-02-20" }],
    ["two partial months and no whole one", { from: "2026-02-15", to: "2026-03-10" }],
    ["open start", { to: "2026-02-14" }],
    ["open end", { from: "2026-02-14" }],
    [
      "text, category, kind and payment",
      { from: "2025-12-02", q: "merc", kind: ["expense"], payment: ["pix"] },
    ],
    ["no category", { category: ["none"], to: "2026-06-30" }],
    ["a category by name", { category: ["mercado"] }],
    ["an amount range", { from: "2026-01-10", minCents: 1000, maxCents: 5000 }],
    ["the business book", { book: "business", from: "2026-01-05" }],
    ["a text nobody wrote", { q: "%_\\" }],
    ["a text in capitals with an accent", { q: "SALÁRIO", from: "2025-12-10" }],
    ["a text of two letters", { q: "ub", to: "2026-09-15" }],
  ])("totals of %s equal a scan of the records", async (_, filter) => {
    expect(await filteredTotals(db, ana, filter)).toEqual(await scanned(ana, filter));
  });

  // Probes of 5 records: every way the amount-range totals can be taken, on 400 records.
  it.each<[string, TransactionFilter, "inside" | "outside" | "none"]>([
    ["few records inside", { minCents: 8950 }, "inside"],
    ["few outside, above", { maxCents: 8950, from: "2025-12-17" }, "outside"],
    ["few outside, below", { minCents: 150, kind: ["expense"] }, "outside"],
    ["few outside on both sides", { minCents: 150, maxCents: 9050, q: "merc" }, "outside"],
    ["many on every side", { minCents: 3000, maxCents: 6000 }, "none"],
  ])("amount-range totals with %s equal a scan of the records", async (_, filter, way) => {
    const totals = await amountRangeTotals(db, ana, filter, (rest) => filteredTotals(db, ana, rest), 5);
    if (way === "none") expect(totals).toBeNull();
    else expect(totals).toEqual(await scanned(ana, filter));
    expect(await filteredTotals(db, ana, filter)).toEqual(await scanned(ana, filter));
  });
});
