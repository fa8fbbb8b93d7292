import { testEngines } from "@tostao/db/testing";
import { describe, expect, it, vi } from "vitest";
import { useSignedInTestApp } from "../../testing/test-app.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const NOW = new Date("2026-11-04T12:00:00-03:00");

describe.each(testEngines())("planning API (%s)", (engine) => {
  const api = useSignedInTestApp(engine, NOW);
  const call = api.call;
  it("refuses without a session", async () => {
    const res = await api.app.request("/api/me/cards");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Entre para continuar." } });
  });

  it("sets up a card, shows its bills, pays one and keeps it from other people", async () => {
    const created = await call("POST", "/api/me/cards", {
      name: "Nubank",
      closingDay: 3,
      dueDay: 10,
      limitCents: 500000,
    });
    expect(created.status).toBe(201);
    const card = created.body.item as { id: number; overview: { open: { month: string; dueOn: string } } };
    expect(card.overview.open).toMatchObject({ month: "2026-12", dueOn: "2026-12-10" });
    const updated = await call("POST", "/api/me/cards", { name: "nubank", limitCents: 600000 });
    expect(updated.status).toBe(200);
    expect(updated.body.item).toMatchObject({ id: card.id, closingDay: 3, dueDay: 10, limitCents: 600000 });

    // A purchase on 02/11 sits on the November bill; pay it.
    const [user] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '+5511912345678'");
    await api.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method, card_id, bill_month)
       VALUES ($1, 'expense', 12345, '2026-11-02', 'tênis', 'credit', $2, '2026-11')`,
      [user?.id, card.id],
    );
    const list = await call("GET", "/api/me/cards");
    const shown = list.body.items?.[0] as {
      overview: { closedUnpaid: Array<{ month: string; totalCents: number }> };
    };
    expect(shown.overview.closedUnpaid).toEqual([
      expect.objectContaining({ month: "2026-11", totalCents: 12345 }),
    ]);
    expect(
      (await call("POST", `/api/me/cards/${card.id}/bills/2026-11/pay`, undefined, api.bia.cookie)).status,
    ).toBe(404);
    const paid = await call("POST", `/api/me/cards/${card.id}/bills/2026-11/pay`);
    expect(paid).toMatchObject({ status: 200, body: { paidCents: 12345 } });
    expect(await call("POST", `/api/me/cards/${card.id}/bills/2026-11/pay`)).toMatchObject({
      status: 409,
      body: { error: { code: "conflict", message: "Essa fatura já está paga." } },
    });
    expect((await call("GET", "/api/me/cards", undefined, api.bia.cookie)).body.items).toEqual([]);

    // An empty bill is refused before anything is stored: no payment, nothing to undo.
    const operations = async () =>
      (await api.db.query("SELECT id FROM books_operations WHERE user_id = $1", [user?.id])).length;
    const opsBefore = await operations();
    expect(await call("POST", `/api/me/cards/${card.id}/bills/2026-10/pay`)).toMatchObject({
      status: 400,
      body: {
        error: { code: "validation", message: "Essa fatura está vazia: não há compras nela para pagar." },
      },
    });
    const payments = await api.db.query("SELECT month FROM card_bill_payments WHERE card_id = $1", [card.id]);
    expect(payments).toEqual([{ month: "2026-11" }]);
    expect(await operations()).toBe(opsBefore);
  });

  it("answers bad input with pt-BR field messages and stores nothing", async () => {
    const bad = await call("POST", "/api/me/cards", { name: "", closingDay: 32 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: {
        code: "validation",
        message: "Alguns campos estão inválidos.",
        fields: {
          name: "Informe o nome do cartão.",
          closingDay: "O dia de fechamento deve ser de 1 a 31.",
        },
      },
    });
    const goal = await call("POST", "/api/me/goals", {
      kind: "savings",
      name: "viagem",
      targetCents: 100,
      deadline: "2026-01-31",
    });
    expect(goal.status).toBe(400);
    expect((await call("GET", "/api/me/goals")).body.items).toEqual([]);
    // a malformed id is not found, said with the word's gender
    for (const [path, message] of [
      ["/api/me/goals/abc", "Meta não encontrada."],
      ["/api/me/planned-purchases/abc", "Compra planejada não encontrada."],
      ["/api/me/cards/abc", "Cartão não encontrado."],
    ]) {
      const res = await call("DELETE", path as string);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: "not_found", message } });
    }
  });

  it("keeps limits, goals and planned purchases", async () => {
    const limit = await call("PUT", "/api/me/limits", { category: "mercado", amountCents: 80000 });
    expect(limit).toMatchObject({
      status: 200,
      body: { item: { category: "Mercado", limitCents: 80000, percent: 0, daysLeft: 27 } },
    });
    const missing = await call("PUT", "/api/me/limits", { category: "Nada disso", amountCents: 100 });
    expect(missing).toMatchObject({
      status: 404,
      body: { error: { message: 'Não encontrei a categoria de despesa "Nada disso".' } },
    });
    const categoryId = (limit.body.item as { categoryId: number }).categoryId;
    expect((await call("DELETE", `/api/me/limits/${categoryId}`, undefined, api.bia.cookie)).status).toBe(
      404,
    );
    expect((await call("DELETE", `/api/me/limits/${categoryId}`)).status).toBe(200);

    const goal = await call("POST", "/api/me/goals", {
      kind: "savings",
      name: "viagem",
      targetCents: 1000000,
      deadline: "2027-12-31",
    });
    expect(goal).toMatchObject({
      status: 201,
      body: { item: { name: "viagem", monthsLeft: 14, monthlyNeedCents: 71429 } },
    });

    const planned = await call("POST", "/api/me/planned-purchases", {
      description: "tv",
      amountCents: 300000,
      month: "2027-03",
    });
    expect(planned).toMatchObject({
      status: 201,
      body: { item: { description: "tv", plannedFor: "2027-03-31" } },
    });
    const id = (planned.body.item as { id: number }).id;
    const bought = await call("POST", `/api/me/planned-purchases/${id}/buy`, { date: "2026-11-04" });
    expect(bought).toMatchObject({ status: 200, body: { item: { status: "bought" } } });
    const [row] = await api.db.query<{ amount_centavos: number; description: string }>(
      "SELECT amount_centavos, description FROM transactions WHERE id = $1",
      [bought.body.transactionId],
    );
    expect(row).toEqual({ amount_centavos: 300000, description: "tv" });
    expect((await call("GET", "/api/me/planned-purchases")).body.items).toEqual([]);
  });
});
