import { testEngines } from "@tostao/db/testing";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useMeTestApp } from "../dashboard/testing.ts";
import { recordSaid } from "../testing/record-said.ts";
import { seedBusinessCategories } from "./seed-business-categories.ts";

// The first test on PGlite builds the migrated template (initdb): slow on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

type Json = Record<string, unknown>;
type Items = { items: Array<Record<string, unknown>> };

// The dashboard shows one book at a time: ?book= when given, else the book chosen on its
// switch (personal until then), so personal and business totals never mix.
describe.each(testEngines())("personal and business books on the dashboard (%s)", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;
  beforeAll(async () => {
    ana = await t.person("+5511999990001");
    await t.db.transaction(async (tx) => {
      await seedBusinessCategories(tx, ana);
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
      await recordSaid(tx, ana, record(50, "Mercado", "mercado"));
      await recordSaid(tx, ana, record(300, "Fornecedores", "fornecedor"), "business");
    });
  });

  const call = async (path: string, init: RequestInit & { json?: unknown } = {}, status = 200) => {
    const res = await t.as(ana, path, init);
    expect(res.status, path).toBe(status);
    return res;
  };
  const get = async <T = Json>(path: string) => (await (await call(path)).json()) as T;
  const send = async <T = Json>(method: string, path: string, json: unknown, status = 200) =>
    (await (await call(path, { method, json }, status)).json()) as T;

  it("sums each book apart in the month's summary", async () => {
    const personal = await get<{ totals: { expenseCents: number } }>("/api/me/summary?month=2026-03");
    const business = await get<{ totals: { expenseCents: number }; byCategory: Array<{ category: string }> }>(
      "/api/me/summary?month=2026-03&book=business",
    );
    expect(personal.totals.expenseCents).toBe(5000);
    expect(business.totals.expenseCents).toBe(30000);
    expect(business.byCategory.map((c) => c.category)).toEqual(["Fornecedores"]);
  });

  it("lists the records of one book at a time", async () => {
    const personal = await get<Items>("/api/me/transactions");
    const business = await get<Items>("/api/me/transactions?book=business");
    expect(personal.items.map((r) => r.amountCents)).toEqual([5000]);
    expect(business.items.map((r) => r.amountCents)).toEqual([30000]);
  });

  it("keeps the business categories apart, starting from the business defaults", async () => {
    const business = (await get<Items>("/api/me/categories?book=business")).items.map((c) => c.name);
    const personal = (await get<Items>("/api/me/categories")).items.map((c) => c.name);
    for (const name of [
      "Fornecedores",
      "Impostos",
      "Folha de pagamento",
      "Aluguel comercial",
      "Marketing",
      "Vendas",
    ])
      expect(business).toContain(name);
    expect(personal).not.toContain("Fornecedores");
    // The same name may exist once in each book.
    const created = await send<{ item: { id: number } }>(
      "POST",
      "/api/me/categories?book=business",
      { name: "Mercado", kind: "expense" },
      201,
    );
    expect((await get<Items>("/api/me/categories?book=business")).items.map((c) => c.id)).toContain(
      created.item.id,
    );
    expect((await get<Items>("/api/me/categories")).items.map((c) => c.id)).not.toContain(created.item.id);
  });

  it("writes new records, reminders and fixed items to the book asked for", async () => {
    const fornecedores = (await get<Items>("/api/me/categories?book=business")).items.find(
      (c) => c.name === "Fornecedores",
    );
    const created = await send<{ item: { id: number } }>(
      "POST",
      "/api/me/transactions?book=business",
      {
        date: "2026-03-12",
        kind: "expense",
        amountCents: 12000,
        description: "Embalagens",
        categoryId: fornecedores?.id,
      },
      201,
    );
    await send(
      "POST",
      "/api/me/reminders?book=business",
      { description: "DAS do MEI", dueDate: "2026-03-20" },
      201,
    );
    await send(
      "POST",
      "/api/me/recurring?book=business",
      {
        kind: "expense",
        amountCents: 150000,
        description: "Aluguel da loja",
        dayOfMonth: 5,
        startsOn: "2026-04-05",
      },
      201,
    );
    const biz = await get<{ totals: { expenseCents: number } }>(
      "/api/me/summary?month=2026-03&book=business",
    );
    const own = await get<{ totals: { expenseCents: number } }>("/api/me/summary?month=2026-03");
    expect(biz.totals.expenseCents).toBe(42000);
    expect(own.totals.expenseCents).toBe(5000);
    expect((await get<Items>("/api/me/reminders?book=business")).items.map((r) => r.description)).toEqual([
      "DAS do MEI",
    ]);
    expect((await get<Items>("/api/me/reminders")).items).toEqual([]);
    expect((await get<Items>("/api/me/recurring?book=business")).items.map((r) => r.description)).toEqual([
      "Aluguel da loja",
    ]);
    expect((await get<Items>("/api/me/recurring")).items).toEqual([]);
    // A record of the business book is out of reach from the personal one.
    await call(`/api/me/transactions/${created.item.id}`, {}, 404);
    await call(`/api/me/transactions/${created.item.id}`, { method: "DELETE" }, 404);
    await call(`/api/me/transactions/${created.item.id}?book=business`);
  });

  it("refuses a category of the other book on a record", async () => {
    const mercado = (await get<Items>("/api/me/categories")).items.find((c) => c.name === "Mercado");
    const res = await send<{ error: { fields: Json } }>(
      "POST",
      "/api/me/transactions?book=business",
      { date: "2026-03-12", kind: "expense", amountCents: 100, description: "x", categoryId: mercado?.id },
      400,
    );
    expect(res.error.fields.categoryId).toBe("Categoria não encontrada.");
  });

  it("exports one book per file", async () => {
    const personal = await (await call("/api/me/export.csv")).text();
    const res = await call("/api/me/export.csv?book=business");
    expect(res.headers.get("content-disposition")).toMatch(/filename="tostao-empresa-.*\.csv"/);
    const business = await res.text();
    expect(personal).toContain("mercado");
    expect(personal).not.toContain("fornecedor");
    expect(business).toContain("fornecedor");
    expect(business).toContain("Embalagens");
    expect(business).not.toContain("mercado");
  });

  it("keeps cards, goals and planned purchases per book", async () => {
    await send("POST", "/api/me/cards?book=business", { name: "Cartão PJ", closingDay: 3, dueDay: 10 }, 201);
    await send(
      "POST",
      "/api/me/goals?book=business",
      { kind: "savings", name: "Capital de giro", targetCents: 1000000 },
      201,
    );
    await send(
      "POST",
      "/api/me/planned-purchases?book=business",
      { description: "Balcão novo", amountCents: 90000 },
      201,
    );
    expect((await get<Items>("/api/me/cards?book=business")).items.map((c) => c.name)).toEqual(["Cartão PJ"]);
    expect((await get<Items>("/api/me/cards")).items).toEqual([]);
    expect((await get<Items>("/api/me/goals?book=business")).items.map((g) => g.name)).toEqual([
      "Capital de giro",
    ]);
    expect((await get<Items>("/api/me/goals")).items).toEqual([]);
    expect((await get<Items>("/api/me/planned-purchases?book=business")).items.length).toBe(1);
    expect((await get<Items>("/api/me/planned-purchases")).items).toEqual([]);
    await send("PUT", "/api/me/limits?book=business", { category: "Marketing", amountCents: 50000 });
    expect((await get<Items>("/api/me/limits?book=business")).items.length).toBe(1);
    expect((await get<Items>("/api/me/limits")).items).toEqual([]);
  });

  it("remembers the book chosen on the switch for every request without ?book=", async () => {
    expect(await get("/api/me/plan")).toMatchObject({
      access: "open",
      book: "personal",
      books: ["personal", "business"],
    });
    expect(await send("PUT", "/api/me/book", { book: "business" })).toEqual({ book: "business" });
    expect(await get("/api/me/plan")).toMatchObject({ book: "business" });
    const summary = await get<{ totals: { expenseCents: number } }>("/api/me/summary?month=2026-03");
    expect(summary.totals.expenseCents).toBe(42000);
    expect((await get<Items>("/api/me/reminders")).items.map((r) => r.description)).toEqual(["DAS do MEI"]);
    // ?book= still wins for one request.
    expect(
      (await get<{ totals: { expenseCents: number } }>("/api/me/summary?month=2026-03&book=personal")).totals
        .expenseCents,
    ).toBe(5000);
    await send("PUT", "/api/me/book", { book: "personal" });
    expect(
      (await get<{ totals: { expenseCents: number } }>("/api/me/summary?month=2026-03")).totals.expenseCents,
    ).toBe(5000);
  });

  it("starts a business book with its first record, never by opening the tab or reading it", async () => {
    const bia = await t.person("+5511999990002");
    const started = async () =>
      (
        await t.db.query<{ started: boolean }>(
          "SELECT business_started_at IS NOT NULL AS started FROM users WHERE id = $1",
          [bia],
        )
      )[0]?.started;
    for (const path of [
      "/api/me/summary?book=business",
      "/api/me/transactions?book=business",
      "/api/me/categories?book=business",
    ]) {
      expect((await t.as(bia, path)).status, path).toBe(200);
    }
    expect(await started()).toBe(false);
    // Choosing the tab readies its categories but starts nothing.
    expect((await t.as(bia, "/api/me/book", { method: "PUT", json: { book: "business" } })).status).toBe(200);
    expect(await started()).toBe(false);
    const categories = (await (await t.as(bia, "/api/me/categories")).json()) as {
      items: { name: string }[];
    };
    expect(categories.items.map((c) => c.name)).toContain("Fornecedores");
    const created = await t.as(bia, "/api/me/transactions", {
      method: "POST",
      json: { date: "2026-03-10", kind: "expense", amountCents: 1000, description: "nota fiscal" },
    });
    expect(created.status).toBe(201);
    expect(await started()).toBe(true);
  });

  it("refuses an unknown book in pt-BR", async () => {
    const res = await t.as(ana, "/api/me/summary?book=outro");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Livro inválido");
    const put = await t.as(ana, "/api/me/book", { method: "PUT", json: { book: "outro" } });
    expect(put.status).toBe(400);
  });
});
