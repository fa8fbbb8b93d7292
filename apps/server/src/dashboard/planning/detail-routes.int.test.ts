import { testEngines } from "@tostao/db/testing";
import { describe, expect, it, vi } from "vitest";
import { useSignedInTestApp } from "../../testing/test-app.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const NOW = new Date("2026-11-04T12:00:00-03:00");

describe.each(testEngines())("planning detail API (%s)", (engine) => {
  const api = useSignedInTestApp(engine, NOW);
  const call = api.call;
  const deposit = (goalId: number, amountCents: number, date: string, as?: string) =>
    call("POST", `/api/me/goals/${goalId}/deposits`, { amountCents, date }, as);

  it("edits a card by id, renames it and refuses another card's name", async () => {
    const nubank = await call("POST", "/api/me/cards", { name: "Nubank", closingDay: 3, dueDay: 10 });
    await call("POST", "/api/me/cards", { name: "Itaú", closingDay: 20, dueDay: 28 });
    const id = (nubank.body.item as { id: number }).id;
    const renamed = await call("PATCH", `/api/me/cards/${id}`, { name: "Roxinho", limitCents: 300000 });
    expect(renamed).toMatchObject({
      status: 200,
      body: { item: { id, name: "Roxinho", closingDay: 3, dueDay: 10, limitCents: 300000 } },
    });
    const cleared = await call("PATCH", `/api/me/cards/${id}`, { limitCents: null, dueDay: 12 });
    expect(cleared.body.item).toMatchObject({ limitCents: null, dueDay: 12, closingDay: 3 });
    expect(await call("PATCH", `/api/me/cards/${id}`, { name: "itau" })).toMatchObject({
      status: 409,
      body: { error: { code: "conflict", message: 'Você já tem um cartão chamado "itau".' } },
    });
    expect(await call("PATCH", `/api/me/cards/${id}`, { dueDay: 0 })).toMatchObject({
      status: 400,
      body: { error: { fields: { dueDay: "O dia de vencimento deve ser de 1 a 31." } } },
    });
    expect((await call("PATCH", `/api/me/cards/${id}`, { name: "x" }, api.bia.cookie)).status).toBe(404);
  });

  it("lists the purchases and instalment parts on one bill, only to their owner", async () => {
    const card = (await call("POST", "/api/me/cards", { name: "Inter", closingDay: 3, dueDay: 10 })).body
      .item as { id: number };
    const group = "7d3c7f6a-0d7e-4d39-9d43-4b1f7e0b1c11";
    for (const [n, month] of [
      [1, "2026-12"],
      [2, "2027-01"],
      [3, "2027-02"],
    ] as const) {
      await api.db.query(
        `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method, card_id,
           bill_month, installment_group, installment_number, installment_count)
         VALUES ($1, 'expense', $2, '2026-11-04', 'tênis', 'credit', $3, $4, $5, $6, 3)`,
        [api.ana.id, n === 1 ? 13301 : 13300, card.id, month, group, n],
      );
    }
    const january = await call("GET", `/api/me/cards/${card.id}/bills/2027-01`);
    expect(january.status).toBe(200);
    expect(january.body.items).toEqual([
      expect.objectContaining({
        description: "tênis",
        amountCents: 13300,
        installment: { groupId: group, number: 2, count: 3 },
      }),
    ]);
    expect((await call("GET", `/api/me/cards/${card.id}/bills/2027-13`)).status).toBe(404);
    expect(
      (await call("GET", `/api/me/cards/${card.id}/bills/2027-01`, undefined, api.bia.cookie)).status,
    ).toBe(404);
  });

  it("edits a goal and records deposits towards it", async () => {
    const goal = (
      await call("POST", "/api/me/goals", { kind: "savings", name: "viagem", targetCents: 120000 })
    ).body.item as { id: number };
    const edited = await call("PATCH", `/api/me/goals/${goal.id}`, {
      name: "Viagem pra praia",
      deadline: "2027-04-30",
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { item: { name: "Viagem pra praia", deadline: "2027-04-30", targetCents: 120000 } },
    });
    expect(await deposit(goal.id, 30000, "2026-11-04")).toMatchObject({
      status: 201,
      body: {
        item: { savedCents: 30000, remainingCents: 90000, percent: 25 },
        transaction: { kind: "investment", amountCents: 30000, category: "Investimentos" },
      },
    });
    const listed = await call("GET", `/api/me/goals/${goal.id}/deposits`);
    expect(listed.body.items).toEqual([expect.objectContaining({ amountCents: 30000, date: "2026-11-04" })]);

    expect(await deposit(goal.id, 0, "2026-02-30")).toMatchObject({
      status: 400,
      body: {
        error: {
          fields: {
            amountCents: "O valor deve ser maior que zero.",
            date: "Essa data não existe: fevereiro de 2026 tem 28 dias.",
          },
        },
      },
    });
    expect((await deposit(goal.id, 1, "2026-11-04", api.bia.cookie)).status).toBe(404);
    expect(await call("PATCH", `/api/me/goals/${goal.id}`, { deadline: "2026-01-01" })).toMatchObject({
      status: 400,
      body: { error: { fields: { deadline: "O prazo não pode estar no passado." } } },
    });
    const [{ count }] = (await api.db.query<{ count: number }>(
      "SELECT COUNT(*)::int AS count FROM transactions WHERE goal_id = $1",
      [goal.id],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("takes money back out of a goal within what it holds, listed in its history and undone whole", async () => {
    const goal = (
      await call("POST", "/api/me/goals", { kind: "savings", name: "reserva", targetCents: 500000 })
    ).body.item as { id: number };
    await deposit(goal.id, 80000, "2026-11-01");
    const count = async () =>
      (
        (await api.db.query<{ count: number }>(
          "SELECT COUNT(*)::int AS count FROM transactions WHERE user_id = $1",
          [api.ana.id],
        )) as [{ count: number }]
      )[0].count;
    const before = await count();
    const taken = await call("POST", `/api/me/goals/${goal.id}/withdrawals`, {
      amountCents: 30000,
      date: "2026-11-03",
    });
    expect(taken).toMatchObject({ status: 201, body: { item: { savedCents: 50000, percent: 10 } } });
    // Neither spending nor income: a transfer tied to the goal, listed in its history.
    expect(await count()).toBe(before);
    const listed = await call("GET", `/api/me/goals/${goal.id}/deposits`);
    expect(listed.body).toMatchObject({
      items: [{ amountCents: 80000, date: "2026-11-01" }],
      withdrawals: [{ amountCents: 30000, date: "2026-11-03" }],
    });
    expect(
      await call("POST", `/api/me/goals/${goal.id}/withdrawals`, { amountCents: 50001, date: "2026-11-04" }),
    ).toMatchObject({
      status: 409,
      body: { error: { code: "conflict", message: "A meta reserva tem R$ 500,00 guardados." } },
    });
    expect(
      (
        await call(
          "POST",
          `/api/me/goals/${goal.id}/withdrawals`,
          { amountCents: 100, date: "2026-11-04" },
          api.bia.cookie,
        )
      ).status,
    ).toBe(404);
    const undone = await call("POST", `/api/me/operations/${taken.body.operationId}/undo`);
    expect(undone.status).toBe(200);
    const goals = await call("GET", "/api/me/goals");
    expect(goals.body.items).toContainEqual(expect.objectContaining({ id: goal.id, savedCents: 80000 }));
    // Deleting the goal keeps the money taken out as a transfer tied to nothing; undoing it ties it back.
    await call("POST", `/api/me/goals/${goal.id}/withdrawals`, { amountCents: 10000, date: "2026-11-04" });
    const removed = await call("DELETE", `/api/me/goals/${goal.id}`);
    expect(
      await api.db.query("SELECT goal_id FROM account_transfers WHERE user_id = $1", [api.ana.id]),
    ).toEqual([{ goal_id: null }]);
    expect((await call("POST", `/api/me/operations/${removed.body.operationId}/undo`)).status).toBe(200);
    const back = await call("GET", "/api/me/goals");
    expect(back.body.items).toContainEqual(expect.objectContaining({ id: goal.id, savedCents: 70000 }));
  });

  it("pays a debt goal with an expense in Dívidas", async () => {
    const goal = (
      await call("POST", "/api/me/goals", { kind: "debt", name: "empréstimo", targetCents: 500000 })
    ).body.item as { id: number };
    const paid = await deposit(goal.id, 50000, "2026-11-03");
    expect(paid.body).toMatchObject({
      item: { savedCents: 50000, percent: 10 },
      transaction: { kind: "expense", category: "Dívidas", description: "empréstimo" },
    });
  });

  it("moves the books' version on every planning change, so an open dashboard refreshes", async () => {
    const version = async () => (await call("GET", "/api/me/version")).body.version as number;
    let seen = await version();
    const moved = async () => {
      const now = await version();
      const changed = now > seen;
      seen = now;
      return changed;
    };
    const card = (await call("POST", "/api/me/cards", { name: "C6", closingDay: 1, dueDay: 8 })).body
      .item as {
      id: number;
    };
    expect(await moved()).toBe(true);
    await api.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, card_id, bill_month)
       VALUES ($1, 'expense', 500, '2026-11-04', 'café', $2, '2026-12')`,
      [api.ana.id, card.id],
    );
    await moved();
    expect((await call("POST", `/api/me/cards/${card.id}/bills/2026-12/pay`)).status).toBe(200);
    expect(await moved()).toBe(true);
    await call("PUT", "/api/me/limits", { category: "Mercado", amountCents: 1000 });
    expect(await moved()).toBe(true);
    await call("POST", "/api/me/goals", { kind: "investment", name: "ações", targetCents: 1000 });
    expect(await moved()).toBe(true);
    await call("POST", "/api/me/planned-purchases", { description: "sofá" });
    expect(await moved()).toBe(true);
    expect(await moved()).toBe(false);
  });
});
