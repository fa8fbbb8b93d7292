import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import { ensureBusinessBook } from "../ledger/ensure-business-book.ts";
import { recordTransaction } from "../ledger/record-transaction.ts";

// The dashboard shows one book at a time: personal unless ?book=business, so totals never mix.
describe.each(testEngines())("personal and business books on the dashboard (%s)", (engine) => {
  let t: MeTestApp;
  let ana: number;
  beforeAll(async () => {
    t = await createMeTestApp(engine);
    ana = await t.person("+5511999990001");
    await t.db.transaction(async (tx) => {
      await ensureBusinessBook(tx, ana, new Date("2026-03-01T12:00:00Z"));
      const record = (amount: number, category: string, description: string) => ({
        intent: "record" as const,
        kind: "expense" as const,
        amount,
        date: "2026-03-10",
        category,
        description,
        recurrence: null,
        payment: null,
      });
      await recordTransaction(tx, ana, record(50, "Mercado", "mercado"), null);
      await recordTransaction(tx, ana, record(300, "Fornecedores", "fornecedor"), null, "business");
    });
  });
  afterAll(() => t?.close());

  const get = async (path: string) => {
    const res = await t.as(ana, path);
    expect(res.status).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  it("sums each book apart in the month's summary", async () => {
    const personal = (await get("/api/me/summary?month=2026-03")) as { totals: { expenseCents: number } };
    const business = (await get("/api/me/summary?month=2026-03&book=business")) as {
      totals: { expenseCents: number };
      byCategory: Array<{ category: string }>;
    };
    expect(personal.totals.expenseCents).toBe(5000);
    expect(business.totals.expenseCents).toBe(30000);
    expect(business.byCategory.map((c) => c.category)).toEqual(["Fornecedores"]);
  });

  it("lists the records of one book at a time", async () => {
    const personal = (await get("/api/me/transactions")) as { items: Array<{ amountCents: number }> };
    const business = (await get("/api/me/transactions?book=business")) as {
      items: Array<{ amountCents: number }>;
    };
    expect(personal.items.map((r) => r.amountCents)).toEqual([5000]);
    expect(business.items.map((r) => r.amountCents)).toEqual([30000]);
  });

  it("refuses an unknown book in pt-BR", async () => {
    const res = await t.as(ana, "/api/me/summary?book=outro");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Livro inválido");
  });
});
