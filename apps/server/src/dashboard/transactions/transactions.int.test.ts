import { reminderListSchema } from "@tostao/core/dashboard/reminders";
import { transactionListSchema, transactionSchema } from "@tostao/core/dashboard/transactions";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../testing.ts";

describe.each(testEngines())("the person's records over /api/me/transactions (%s)", (engine) => {
  let t: MeTestApp;
  let ana: number;
  let bia: number;
  let mercado: number;

  const list = async (query = "") => {
    const res = await t.as(ana, `/api/me/transactions${query}`);
    expect(res.status).toBe(200);
    return transactionListSchema.parse(await res.json());
  };
  const create = async (body: Record<string, unknown>, userId = ana) => {
    const res = await t.as(userId, "/api/me/transactions", { method: "POST", json: body });
    expect(res.status).toBe(201);
    return transactionSchema.parse(((await res.json()) as { item: unknown }).item);
  };

  beforeAll(async () => {
    t = await createMeTestApp(engine);
    ana = await t.person("+5511999990001");
    bia = await t.person("+5511999990002");
    const rows = await t.db.query<{ id: number }>(
      "SELECT id FROM categories WHERE user_id = $1 AND kind = 'expense' AND name = 'Mercado'",
      [ana],
    );
    mercado = Number(rows[0]?.id);
    // 30 records for Ana over three months (one statement: a busy machine must not time the hook out).
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method)
       SELECT $1, CASE WHEN i % 5 = 0 THEN 'income' ELSE 'expense' END, i * 1000,
         make_date(2026, 1 + i % 3, 1 + i % 28),
         CASE WHEN i % 5 = 0 THEN NULL ELSE $2::bigint END,
         CASE WHEN i % 2 = 1 THEN 'feira ' ELSE 'padaria ' END || i,
         CASE WHEN i % 2 = 1 THEN 'pix' ELSE 'credit' END
       FROM generate_series(1, 30) i`,
      [ana, mercado],
    );
    await create({ date: "2026-01-10", kind: "expense", amountCents: 999, description: "da Bia" }, bia);
  });
  afterAll(() => t?.close());

  it("answers 401 with the project's JSON error when nobody is signed in", async () => {
    const res = await t.as(null, "/api/me/transactions");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Entre para continuar." } });
  });

  it("walks every record once through keyset pages, newest first, with the totals of the whole set", async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let previous: { date: string; id: number } | null = null;
    do {
      const page = await list(`?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.totals.count).toBe(30);
      for (const item of page.items) {
        if (previous)
          expect([item.date, item.id] < [previous.date, previous.id] || item.date < previous.date).toBe(true);
        previous = item;
        seen.push(item.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it("sorts by amount both ways across pages", async () => {
    const first = await list("?sort=-amount&limit=10");
    expect(first.items[0]?.amountCents).toBe(30_000);
    const second = await list(`?sort=-amount&limit=10&cursor=${first.nextCursor}`);
    expect(second.items[0]?.amountCents).toBe(20_000);
    const ascending = await list("?sort=amount&limit=3");
    expect(ascending.items.map((i) => i.amountCents)).toEqual([1000, 2000, 3000]);
  });

  it("filters by period, kind, category, payment, text and amount, with matching totals", async () => {
    const page = await list(
      `?from=2026-02-01&to=2026-02-28&kind=expense&category=${mercado}&payment=pix&q=FEIRA&minCents=5000&maxCents=25000`,
    );
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(item.date >= "2026-02-01" && item.date <= "2026-02-28").toBe(true);
      expect(item).toMatchObject({
        kind: "expense",
        categoryId: mercado,
        category: "Mercado",
        payment: "pix",
      });
      expect(item.description).toMatch(/^feira/);
      expect(item.amountCents).toBeGreaterThanOrEqual(5000);
      expect(item.amountCents).toBeLessThanOrEqual(25000);
    }
    expect(page.totals.count).toBe(page.items.length);
    expect(page.totals.expenseCents).toBe(page.items.reduce((s, i) => s + i.amountCents, 0));
    const byName = await list("?category=mercado&category=none");
    expect(byName.totals.count).toBe(30);
    const income = await list("?kind=income");
    expect(income.totals).toMatchObject({ count: 6, expenseCents: 0, incomeCents: 105_000 });
  });

  it("searches descriptions without regard to accents or case, short words included", async () => {
    const ids = [
      (
        await create({
          date: "2026-03-02",
          kind: "expense",
          amountCents: 4590,
          description: "Farmácia São João",
        })
      ).id,
      (
        await create({
          date: "2026-03-03",
          kind: "expense",
          amountCents: 1200,
          description: "FARMACIA popular",
        })
      ).id,
    ];
    try {
      const both = ["FARMACIA popular", "Farmácia São João"];
      for (const [q, found] of [
        ["farmacia", both],
        ["FARMÁCIA", both],
        ["Farmácia", both],
        ["macia", both],
        ["sao joao", ["Farmácia São João"]],
        ["SÃO", ["Farmácia São João"]],
      ] as const) {
        const page = await list(`?q=${encodeURIComponent(q)}`);
        expect(page.items.map((i) => i.description).sort(), q).toEqual(found);
        expect(page.totals.count).toBe(found.length);
      }
      // Two letters have no trigram: still found, by a substring test.
      expect((await list("?q=%C3%A1c")).items.map((i) => i.description).sort()).toEqual([
        "FARMACIA popular",
        "Farmácia São João",
      ]);
      expect(await list("?q=passagem")).toMatchObject({ items: [], totals: { count: 0 }, nextCursor: null });
    } finally {
      for (const id of ids) await t.as(ana, `/api/me/transactions/${id}`, { method: "DELETE" });
    }
  });

  it("treats % and _ in the text search literally", async () => {
    expect((await list("?q=%25")).totals.count).toBe(0);
    expect((await list("?q=_")).totals.count).toBe(0);
  });

  it.each([
    ["?from=2026-02-30", "from", "Essa data não existe: fevereiro de 2026 tem 28 dias."],
    ["?from=2026-2-3", "from", "Data inválida: use o formato AAAA-MM-DD"],
    ["?from=2026-03-01&to=2026-02-01", "to", "data inicial"],
    ["?kind=gasto", "kind", "Tipo inválido"],
    ["?sort=nome", "sort", "Ordenação inválida"],
    ["?limit=201", "limit", "entre 1 e 200"],
    ["?limit=abc", "limit", "entre 1 e 200"],
    ["?cursor=bogus", "cursor", "Cursor inválido"],
    ["?minCents=-1", "minCents", "negativo"],
  ])("refuses %s with a pt-BR message on %s", async (query, field, message) => {
    const res = await t.as(ana, `/api/me/transactions${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation");
    expect(body.error.fields[field]).toContain(message);
  });

  it("refuses a cursor made for another sort order", async () => {
    const page = await list("?limit=2");
    const res = await t.as(ana, `/api/me/transactions?sort=amount&cursor=${page.nextCursor}`);
    expect(res.status).toBe(400);
  });

  it.each([
    [{ date: "2026-13-01", kind: "expense", amountCents: 100 }, "date"],
    [{ date: "2026-03-01", kind: "expense", amountCents: 10.5 }, "amountCents"],
    [{ date: "2026-03-01", kind: "expense", amountCents: 0 }, "amountCents"],
    [{ date: "2026-03-01", kind: "expense", amountCents: "100" }, "amountCents"],
    [{ date: "2026-03-01", kind: "despesa", amountCents: 100 }, "kind"],
    [{ date: "2026-03-01", kind: "expense", amountCents: 100, payment: "cheque" }, "payment"],
    [{ date: "2026-03-01", kind: "expense", amountCents: 100, description: "x".repeat(201) }, "description"],
  ])("refuses a bad new record %j and stores nothing", async (body, field) => {
    const before = (await list()).totals.count;
    const res = await t.as(ana, "/api/me/transactions", { method: "POST", json: body });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(answer.error.fields[field]).toMatch(/[a-zà-ú]/);
    expect((await list()).totals.count).toBe(before);
  });

  it("refuses malformed JSON and another person's category", async () => {
    const bad = await t.as(ana, "/api/me/transactions", { method: "POST", json: '{"date":' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const biasCategory = await t.db.query<{ id: number }>(
      "SELECT id FROM categories WHERE user_id = $1 AND kind = 'expense' LIMIT 1",
      [bia],
    );
    const res = await t.as(ana, "/api/me/transactions", {
      method: "POST",
      json: { date: "2026-03-01", kind: "expense", amountCents: 100, categoryId: biasCategory[0]?.id },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { categoryId: "Categoria não encontrada." } },
    });
  });

  it("edits, deletes and undoes the delete on the server, the record back as it was", async () => {
    const item = await create({
      date: "2026-03-10",
      kind: "expense",
      amountCents: 4590,
      description: "Uber",
    });
    const patched = await t.as(ana, `/api/me/transactions/${item.id}`, {
      method: "PATCH",
      json: { amountCents: 5000, description: "Uber aeroporto", categoryId: mercado },
    });
    expect(patched.status).toBe(200);
    const [updated] = ((await patched.json()) as { items: unknown[] }).items.map((i) =>
      transactionSchema.parse(i),
    );
    expect(updated).toMatchObject({ amountCents: 5000, description: "Uber aeroporto", category: "Mercado" });

    const removed = await t.as(ana, `/api/me/transactions/${item.id}`, { method: "DELETE" });
    const { deleted, operationId } = (await removed.json()) as {
      deleted: Array<Record<string, unknown>>;
      operationId: number;
    };
    expect(deleted).toHaveLength(1);
    expect((await t.as(ana, `/api/me/transactions/${item.id}`)).status).toBe(404);

    // The client sends only the operation's id; another person cannot undo it.
    expect((await t.as(bia, `/api/me/operations/${operationId}/undo`, { method: "POST" })).status).toBe(404);
    const undone = await t.as(ana, `/api/me/operations/${operationId}/undo`, { method: "POST" });
    expect(undone.status).toBe(200);
    const back = await t.as(ana, `/api/me/transactions/${item.id}`);
    expect(transactionSchema.parse(((await back.json()) as { item: unknown }).item)).toEqual(updated);
    // Once undone, it is not undone again.
    const twice = await t.as(ana, `/api/me/operations/${operationId}/undo`, { method: "POST" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: { code: "conflict", message: "Essa alteração já foi desfeita." },
    });
    expect((await t.as(ana, "/api/me/transactions/restore", { method: "POST", json: {} })).status).toBe(404);
  });

  it("changes one instalment part or all of them, and deletes all parts", async () => {
    const group = "6f1c2b1e-8a4e-4b52-9d7e-3b0f5c1a2d3e";
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, installment_group, installment_number, installment_count)
       SELECT $1, 'expense', 10000, ('2026-01-05'::date + (n - 1) * interval '1 month')::date, 'TV', $2::uuid, n, 3
       FROM generate_series(1, 3) n`,
      [ana, group],
    );
    const parts = (await list("?q=TV&sort=date")).items;
    expect(parts.map((p) => p.installment?.number)).toEqual([1, 2, 3]);
    const second = parts[1];
    const one = await t.as(ana, `/api/me/transactions/${second?.id}`, {
      method: "PATCH",
      json: { amountCents: 12000, scope: "one" },
    });
    expect(((await one.json()) as { items: unknown[] }).items).toHaveLength(1);
    const all = await t.as(ana, `/api/me/transactions/${second?.id}`, {
      method: "PATCH",
      json: { description: "TV 50 polegadas", date: "2026-02-10", scope: "all" },
    });
    const changed = (
      (await all.json()) as { items: Array<{ description: string; date: string; amountCents: number }> }
    ).items;
    expect(changed.map((p) => [p.description, p.date, p.amountCents])).toEqual([
      ["TV 50 polegadas", "2026-01-10", 10000],
      ["TV 50 polegadas", "2026-02-10", 12000],
      ["TV 50 polegadas", "2026-03-10", 10000],
    ]);
    const gone = await t.as(ana, `/api/me/transactions/${second?.id}?scope=all`, { method: "DELETE" });
    expect(((await gone.json()) as { deleted: unknown[] }).deleted).toHaveLength(3);
    expect((await list("?q=TV")).totals.count).toBe(0);
  });

  it("never shows or changes another person's record: 404 on every endpoint", async () => {
    const theirs = (
      await t.db.query<{ id: number }>("SELECT id FROM transactions WHERE user_id = $1", [bia])
    )[0]?.id;
    const attempts = [
      t.as(ana, `/api/me/transactions/${theirs}`),
      t.as(ana, `/api/me/transactions/${theirs}`, { method: "PATCH", json: { amountCents: 1 } }),
      t.as(ana, `/api/me/transactions/${theirs}`, { method: "DELETE" }),
      t.as(ana, "/api/me/transactions/abc"),
      t.as(ana, "/api/me/transactions/0"),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Registro não encontrado." } });
    }
    const still = await t.db.query<{ amount_centavos: number }>(
      "SELECT amount_centavos FROM transactions WHERE id = $1",
      [theirs],
    );
    expect(still[0]?.amount_centavos).toBe(999);
    const everything = await list("?limit=200");
    expect(everything.items.some((i) => i.description === "da Bia")).toBe(false);
  });

  it("marks paid the open reminder a new expense pays, as the chat does, and an undo opens it again", async () => {
    const asked = await t.as(ana, "/api/me/reminders", {
      method: "POST",
      json: { description: "conta de luz", amountCents: 18740, dueDate: "2026-04-10" },
    });
    expect(asked.status).toBe(201);
    const reminderId = ((await asked.json()) as { item: { id: number } }).item.id;
    const statusOf = async () => {
      const res = await t.as(ana, "/api/me/reminders?status=all");
      const { items } = reminderListSchema.parse(await res.json());
      return items.find((r) => r.id === reminderId)?.status;
    };
    // another bill of the same amount pays nothing
    const other = await t.as(ana, "/api/me/transactions", {
      method: "POST",
      json: { date: "2026-04-08", kind: "expense", amountCents: 18740, description: "Água" },
    });
    expect(((await other.json()) as { reminderPaid?: unknown }).reminderPaid ?? null).toBeNull();
    expect(await statusOf()).toBe("pending");

    const res = await t.as(ana, "/api/me/transactions", {
      method: "POST",
      json: { date: "2026-04-08", kind: "expense", amountCents: 18740, description: "Luz" },
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { operationId: number; reminderPaid: unknown };
    expect(saved.reminderPaid).toEqual({ description: "conta de luz", dueDate: "2026-04-10", nextDue: null });
    expect(await statusOf()).toBe("done");
    const undone = await t.as(ana, `/api/me/operations/${saved.operationId}/undo`, { method: "POST" });
    expect(undone.status).toBe(200);
    expect(await statusOf()).toBe("pending");
  });

  it("says the limit alerts a change owes, as the chat would, once per threshold and only this month", async () => {
    const cris = await t.person("+5511999990003");
    const limit = await t.as(cris, "/api/me/limits", {
      method: "PUT",
      json: { category: "Mercado", amountCents: 20000 },
    });
    expect(limit.status).toBe(200);
    const [mercadoDaCris] = await t.db.query<{ id: number }>(
      "SELECT id FROM categories WHERE user_id = $1 AND kind = 'expense' AND name = 'Mercado'",
      [cris],
    );
    const add = async (body: Record<string, unknown>) => {
      const res = await t.as(cris, "/api/me/transactions", {
        method: "POST",
        json: { kind: "expense", categoryId: mercadoDaCris?.id, ...body },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { item: { id: number }; alerts: string[] };
    };
    // Under 80 %: nothing to say.
    expect((await add({ date: "2026-03-10", amountCents: 10000, description: "feira" })).alerts).toEqual([]);
    // Last month's expense marks nothing of this month's.
    expect((await add({ date: "2026-02-10", amountCents: 19000, description: "atrasado" })).alerts).toEqual(
      [],
    );
    const crossed = await add({ date: "2026-03-12", amountCents: 7000, description: "açougue" });
    expect(crossed.alerts).toEqual([
      "⚠️ Você já usou 85% do limite de Mercado: R$ 170,00 de R$ 200,00. Restam R$ 30,00.",
    ]);
    // An edit that breaks it says so too; the threshold already said is not said again.
    const edited = await t.as(cris, `/api/me/transactions/${crossed.item.id}`, {
      method: "PATCH",
      json: { amountCents: 12000 },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { alerts: string[] }).alerts).toEqual([
      "🚨 Você atingiu o limite de Mercado: R$ 220,00 de R$ 200,00 este mês.",
    ]);
    expect((await add({ date: "2026-03-13", amountCents: 500, description: "pão" })).alerts).toEqual([]);
  });
});
