import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { chatTurn } from "../testing/chat-turn.ts";

// Undo on the server (docs/books.md, "Undo"): whatever a person changed, from the chat or the
// dashboard, "desfaz" in the chat and "Desfazer" on the dashboard put the books back exactly as
// they were before it: every record's columns and links (card, bill, instalment group, receipt
// key, goal, fixed item), the fixed items, the limit marks, the plans, the bills paid. Each case
// runs once per door, for a person of its own. Sunday 15/03/2026, noon in São Paulo.
const NOW = new Date("2026-03-15T15:00:00Z");

type Row = Record<string, unknown>;
type Person = { id: number; phone: string };

describe.each(testEngines())("undo from the chat and from the dashboard (%s)", (engine) => {
  let t: MeTestApp;
  let phones = 0;

  beforeAll(async () => {
    t = await createMeTestApp(engine);
  });
  afterAll(() => t?.close());

  async function person(): Promise<Person> {
    phones++;
    const phone = `+55119877${String(phones).padStart(5, "0")}`;
    return { id: await t.person(phone), phone };
  }
  const say = (who: Person, text: string) =>
    chatTurn(t.db, { userId: who.id, phone: who.phone, text, now: NOW });
  async function call(who: Person, method: string, path: string, json?: unknown) {
    const res = await t.as(who.id, path, { method, ...(json === undefined ? {} : { json }) });
    return { status: res.status, body: (await res.json()) as Row };
  }
  const undoOnDashboard = async (who: Person, operationId: unknown) => {
    expect(operationId).toEqual(expect.any(Number));
    const undone = await call(who, "POST", `/api/me/operations/${operationId}/undo`);
    expect(undone.status).toBe(200);
    return undone.body;
  };

  /** Everything of a person's books that an undo must put back, row for row. */
  async function books(who: Person) {
    const rows = (sql: string) => t.db.query<{ row: Row }>(sql, [who.id]).then((r) => r.map((x) => x.row));
    return {
      records: await rows("SELECT to_jsonb(t) AS row FROM transactions t WHERE user_id = $1 ORDER BY id"),
      fixedItems: await rows(
        "SELECT to_jsonb(r) AS row FROM recurring_rules r WHERE user_id = $1 ORDER BY id",
      ),
      marks: await rows(
        "SELECT to_jsonb(a) - 'created_at' AS row FROM limit_alerts a WHERE user_id = $1 ORDER BY category_id, threshold",
      ),
      plans: await rows(
        "SELECT to_jsonb(p) - 'updated_at' AS row FROM planned_purchases p WHERE user_id = $1 ORDER BY id",
      ),
      paid: await rows(
        `SELECT to_jsonb(p) AS row FROM card_bill_payments p JOIN cards c ON c.id = p.card_id
         WHERE c.user_id = $1 ORDER BY p.card_id, p.month`,
      ),
      goals: (await call(who, "GET", "/api/me/goals")).body.items,
      cards: (await call(who, "GET", "/api/me/cards")).body.items,
    };
  }
  const nubank = (who: Person) =>
    setUpCard(t.db, { userId: who.id, name: "Nubank", kind: "credit", closingDay: 3, dueDay: 10 });
  const recordIds = async (who: Person) =>
    (
      await t.db.query<{ id: number }>("SELECT id FROM transactions WHERE user_id = $1 ORDER BY id", [who.id])
    ).map((r) => Number(r.id));

  it("puts an instalment purchase moved to 05/02 back on its dates and bills", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await nubank(who);
      expect(await say(who, "curso de 300 em 3x no nubank no crédito dia 15/01")).toContain("3x");
    }
    const before = { chat: await books(chat), dash: await books(dash) };
    expect(before.chat.records.map((r) => r.bill_month)).toEqual(["2026-02", "2026-03", "2026-04"]);

    await say(chat, "não, foi dia 05/02");
    const [first] = await recordIds(dash);
    const moved = await call(dash, "PATCH", `/api/me/transactions/${first}`, {
      date: "2026-02-05",
      scope: "all",
    });
    expect(moved.status).toBe(200);
    // Moved past the closing day: every part one bill later, from both doors.
    for (const who of [chat, dash])
      expect((await books(who)).records.map((r) => r.bill_month)).toEqual(["2026-03", "2026-04", "2026-05"]);

    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o registro voltou a ser como era.");
    expect(await undoOnDashboard(dash, moved.body.operationId)).toMatchObject({ undone: { kind: "edit" } });
    expect(await books(chat)).toEqual(before.chat);
    expect(await books(dash)).toEqual(before.dash);
  });

  it("takes a credit purchase off its bill and frees the limit it used", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) await nubank(who);
    const before = { chat: await books(chat), dash: await books(dash) };
    await say(chat, "gastei 200 no mercado no nubank no crédito");
    const created = await call(dash, "POST", "/api/me/transactions", {
      date: "2026-03-15",
      kind: "expense",
      amountCents: 20000,
      description: "mercado",
      payment: "credit",
      card: "Nubank",
    });
    for (const who of [chat, dash])
      expect((await books(who)).cards).toMatchObject([{ overview: { limitUsedCents: 20000 } }]);

    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o registro foi retirado.");
    await undoOnDashboard(dash, created.body.operationId);
    expect(await books(chat)).toEqual(before.chat);
    expect(await books(dash)).toEqual(before.dash);
    expect((await books(dash)).cards).toMatchObject([{ overview: { limitUsedCents: 0 } }]);
  });

  it('takes back every record of the last message on "desfaz", and only those', async () => {
    const chat = await person();
    await say(chat, "uber 20");
    const before = await books(chat);
    await say(chat, "gastei 60 no mercado e 40 na farmacia");
    expect((await books(chat)).records).toHaveLength(3);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: os 2 registros da última mensagem foram retirados.");
    expect(await books(chat)).toEqual(before);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o registro foi retirado.");
    expect((await books(chat)).records).toEqual([]);
  });

  it("gives a correction back its limit marks, and a fixed item its amount and its entries", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await say(who, "limite de 100 no mercado");
      await say(who, "gastei 90 no mercado");
    }
    const marked = { chat: await books(chat), dash: await books(dash) };
    expect(marked.chat.marks).toMatchObject([{ threshold: 80 }]);

    // A correction under the 80 % re-arms the alert; undone, the mark is back.
    await say(chat, "não, era 50");
    const [mercado] = await recordIds(dash);
    const corrected = await call(dash, "PATCH", `/api/me/transactions/${mercado}`, { amountCents: 5000 });
    for (const who of [chat, dash]) expect((await books(who)).marks).toEqual([]);
    await say(chat, "desfaz");
    await undoOnDashboard(dash, corrected.body.operationId);
    expect(await books(chat)).toEqual(marked.chat);
    expect(await books(dash)).toEqual(marked.dash);

    // A fixed item booked today: its correction and its deletion reach the fixed item; undone, it
    // is as it was, and its entry is back.
    for (const who of [chat, dash]) await say(who, "academia 99 todo dia 15");
    const booked = { chat: await books(chat), dash: await books(dash) };
    await say(chat, "não, era 120");
    const entry = (await recordIds(dash)).at(-1);
    const raised = await call(dash, "PATCH", `/api/me/transactions/${entry}`, { amountCents: 12000 });
    for (const who of [chat, dash])
      expect((await books(who)).fixedItems).toMatchObject([{ amount_centavos: 12000, active: true }]);
    await say(chat, "desfaz");
    await undoOnDashboard(dash, raised.body.operationId);
    expect(await books(chat)).toEqual(booked.chat);
    expect(await books(dash)).toEqual(booked.dash);

    await say(chat, "apaga o último");
    const deleted = await call(dash, "DELETE", `/api/me/transactions/${entry}`);
    for (const who of [chat, dash])
      expect((await books(who)).fixedItems).toMatchObject([{ amount_centavos: 9900, active: false }]);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o que foi apagado voltou.");
    await undoOnDashboard(dash, deleted.body.operationId);
    expect(await books(chat)).toEqual(booked.chat);
    expect(await books(dash)).toEqual(booked.dash);
  });

  it("puts a planned purchase back on the list and the money given to a goal back out of it", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await say(who, "quero comprar uma tv de 3 mil em abril");
      await say(who, "quero juntar 10 mil pra viagem até dezembro");
    }
    const before = { chat: await books(chat), dash: await books(dash) };

    await say(chat, "comprei a tv");
    await say(chat, "sim");
    const plan = ((await call(dash, "GET", "/api/me/planned-purchases")).body.items as Row[])[0];
    const bought = await call(dash, "POST", `/api/me/planned-purchases/${plan?.id}/buy`, {
      date: "2026-03-15",
    });
    expect(bought.status).toBe(200);
    for (const who of [chat, dash]) expect((await books(who)).plans).toMatchObject([{ status: "bought" }]);
    expect(await say(chat, "desfaz")).toContain("↩️ Desfeito");
    await undoOnDashboard(dash, bought.body.operationId);
    expect(await books(chat)).toEqual(before.chat);
    expect(await books(dash)).toEqual(before.dash);

    await say(chat, "guardei 500 pra viagem");
    const goal = (before.dash.goals as Row[])[0];
    const saved = await call(dash, "POST", `/api/me/goals/${goal?.id}/deposits`, {
      amountCents: 50000,
      date: "2026-03-15",
    });
    expect(saved.status).toBe(201);
    for (const who of [chat, dash]) expect((await books(who)).goals).toMatchObject([{ savedCents: 50000 }]);
    await say(chat, "desfaz");
    await undoOnDashboard(dash, saved.body.operationId);
    expect(await books(chat)).toEqual(before.chat);
    expect(await books(dash)).toEqual(before.dash);
  });

  it("opens a paid bill again, from both doors", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await nubank(who);
      await say(who, "gastei 80 na farmácia no nubank no crédito");
    }
    const before = { chat: await books(chat), dash: await books(dash) };
    const cardOf = async (who: Person) => ((await books(who)).cards as Row[])[0]?.id;
    const paid: Row[] = [];
    for (const who of [chat, dash]) {
      const res = await call(who, "POST", `/api/me/cards/${await cardOf(who)}/bills/2026-04/pay`);
      expect(res.status).toBe(200);
      paid.push(res.body);
      expect((await books(who)).paid).toHaveLength(1);
    }
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: a fatura voltou a ficar em aberto.");
    await undoOnDashboard(dash, paid[1]?.operationId);
    expect(await books(chat)).toEqual(before.chat);
    expect(await books(dash)).toEqual(before.dash);
  });

  /** The rows that link to a card or a goal, as stored: an undo of a delete must give back every one. */
  async function links(who: Person) {
    const rows = (sql: string) => t.db.query<{ row: Row }>(sql, [who.id]).then((r) => r.map((x) => x.row));
    return {
      cardRows: await rows("SELECT to_jsonb(c) AS row FROM cards c WHERE user_id = $1 ORDER BY id"),
      goalRows: await rows("SELECT to_jsonb(g) AS row FROM goals g WHERE user_id = $1 ORDER BY id"),
      notices: await rows(
        `SELECT to_jsonb(n) AS row FROM card_bill_notices n JOIN cards c ON c.id = n.card_id
         WHERE c.user_id = $1 ORDER BY n.card_id, n.month, n.notice`,
      ),
      accounts: await rows("SELECT to_jsonb(a) AS row FROM accounts a WHERE user_id = $1 ORDER BY id"),
    };
  }

  it("brings a deleted card back with its purchases, bills, payments, notices and account", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      const { card } = await nubank(who);
      await say(who, "tv de 1200 em 3x no nubank no crédito dia 20/01");
      expect((await call(who, "POST", `/api/me/cards/${card.id}/bills/2026-02/pay`)).status).toBe(200);
      await t.db.query(
        "INSERT INTO card_bill_notices (card_id, month, notice) VALUES ($1, '2026-02', 'due')",
        [card.id],
      );
      await t.db.query(
        `INSERT INTO accounts (user_id, name, kind, card_id, opening_on) VALUES ($1, 'Nubank', 'card', $2, '2026-01-01')`,
        [who.id, card.id],
      );
    }
    const before = {
      chat: { ...(await books(chat)), ...(await links(chat)) },
      dash: { ...(await books(dash)), ...(await links(dash)) },
    };
    expect(before.chat.records.map((r) => r.bill_month)).toEqual(["2026-02", "2026-03", "2026-04"]);

    const deleted: Row[] = [];
    for (const who of [chat, dash]) {
      const card = ((await books(who)).cards as Row[])[0];
      const res = await call(who, "DELETE", `/api/me/cards/${card?.id}`);
      expect(res.status).toBe(200);
      deleted.push(res.body);
      // The purchases stay, off any card and bill; nothing links to the card any more.
      const after = { ...(await books(who)), ...(await links(who)) };
      expect(after.records.map((r) => [r.card_id, r.bill_month])).toEqual([
        [null, null],
        [null, null],
        [null, null],
      ]);
      expect([after.cards, after.cardRows, after.paid, after.notices]).toEqual([[], [], [], []]);
      expect(after.accounts).toMatchObject([{ card_id: null }]);
    }
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o cartão voltou, com as compras e faturas dele.");
    expect(await undoOnDashboard(dash, deleted[1]?.operationId)).toMatchObject({ undone: { kind: "card" } });
    expect({ ...(await books(chat)), ...(await links(chat)) }).toEqual(before.chat);
    expect({ ...(await books(dash)), ...(await links(dash)) }).toEqual(before.dash);
  });

  it("brings a deleted goal back with what was put towards it", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await say(who, "quero juntar 10 mil pra viagem até dezembro");
      await say(who, "guardei 500 pra viagem");
    }
    const before = {
      chat: { ...(await books(chat)), ...(await links(chat)) },
      dash: { ...(await books(dash)), ...(await links(dash)) },
    };
    expect(before.chat.goals).toMatchObject([{ savedCents: 50000 }]);
    const deleted: Row[] = [];
    for (const who of [chat, dash]) {
      const goal = ((await books(who)).goals as Row[])[0];
      const res = await call(who, "DELETE", `/api/me/goals/${goal?.id}`);
      expect(res.status).toBe(200);
      deleted.push(res.body);
      expect((await books(who)).records).toMatchObject([{ goal_id: null, amount_centavos: 50000 }]);
    }
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: a meta voltou, com o que já foi guardado nela.");
    await undoOnDashboard(dash, deleted[1]?.operationId);
    expect({ ...(await books(chat)), ...(await links(chat)) }).toEqual(before.chat);
    expect({ ...(await books(dash)), ...(await links(dash)) }).toEqual(before.dash);
  });

  it("undoes setting up a card, a limit, a goal and a plan, and refuses what later changes rest on", async () => {
    const [chat, dash] = [await person(), await person()];
    const before = { chat: await links(chat), dash: await links(dash) };
    await say(chat, "meu nubank fecha dia 3 e vence dia 10");
    const card = await call(dash, "POST", "/api/me/cards", { name: "Nubank", closingDay: 3, dueDay: 10 });
    expect(card.status).toBe(201);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o cartão saiu.");
    await undoOnDashboard(dash, card.body.operationId);
    expect(await links(chat)).toEqual(before.chat);
    expect(await links(dash)).toEqual(before.dash);

    for (const who of [chat, dash]) await say(who, "gastei 90 no mercado");
    await say(chat, "limite de 100 no mercado");
    const limit = await call(dash, "PUT", "/api/me/limits", { category: "Mercado", amountCents: 10000 });
    expect(limit.status).toBe(200);
    for (const who of [chat, dash]) expect((await books(who)).marks).toMatchObject([{ threshold: 80 }]);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o limite saiu.");
    await undoOnDashboard(dash, limit.body.operationId);
    for (const who of [chat, dash]) {
      expect((await books(who)).marks).toEqual([]);
      expect((await call(who, "GET", "/api/me/limits")).body.items).toEqual([]);
    }

    // A card with a purchase on it since cannot be taken back by undoing its set-up.
    const made = await call(dash, "POST", "/api/me/cards", { name: "Inter", closingDay: 3, dueDay: 10 });
    await call(dash, "POST", "/api/me/transactions", {
      date: "2026-03-15",
      kind: "expense",
      amountCents: 4000,
      description: "farmácia",
      payment: "credit",
      card: "Inter",
    });
    const refused = await call(dash, "POST", `/api/me/operations/${made.body.operationId}/undo`);
    expect(refused.status).toBe(409);
    expect((refused.body.error as Row).message).toBe(
      "Não dá para desfazer: esse cartão já tem compras registradas depois. Para tirá-lo, apague-o em Cartões no painel.",
    );

    // A goal renamed, then its old name taken by another: the rename is not undone over it.
    const goal = await call(dash, "POST", "/api/me/goals", {
      kind: "savings",
      name: "Viagem",
      targetCents: 100000,
    });
    const renamed = await call(dash, "PATCH", `/api/me/goals/${(goal.body.item as Row).id}`, {
      name: "Europa",
    });
    await call(dash, "POST", "/api/me/goals", { kind: "savings", name: "viagem", targetCents: 5000 });
    const taken = await call(dash, "POST", `/api/me/operations/${renamed.body.operationId}/undo`);
    expect(taken.status).toBe(409);
    expect((taken.body.error as Row).message).toBe(
      "Não dá para desfazer: você já tem outra meta com esse nome.",
    );

    const plan = await call(dash, "POST", "/api/me/planned-purchases", {
      description: "sofá",
      amountCents: 200000,
    });
    const cancelled = await call(dash, "DELETE", `/api/me/planned-purchases/${(plan.body.item as Row).id}`);
    await undoOnDashboard(dash, cancelled.body.operationId);
    expect((await books(dash)).plans).toMatchObject([{ description: "sofá", status: "planned" }]);
  });

  it("undoes an account and its balance, created, stated, renamed and deleted, from both doors", async () => {
    const accounts = (who: Person) =>
      t.db
        .query<{ row: Row }>("SELECT to_jsonb(a) AS row FROM accounts a WHERE user_id = $1 ORDER BY id", [
          who.id,
        ])
        .then((r) => r.map((x) => x.row));
    const [chat, dash] = [await person(), await person()];

    // Created with its balance: one change, undone whole.
    expect(await say(chat, "tenho 2.000 no nubank")).toContain("Conta Nubank criada com saldo R$ 2.000,00");
    const created = await call(dash, "POST", "/api/me/accounts", {
      name: "Nubank",
      kind: "checking",
      openingOn: "2026-03-15",
    });
    expect(created.status).toBe(201);
    const stated = await call(dash, "PUT", `/api/me/accounts/${(created.body.item as Row).id}/balance`, {
      balanceCents: 200000,
    });
    expect(stated.body.item).toMatchObject({ name: "Nubank", statedBalance: 200000, statedOn: "2026-03-15" });
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: a conta saiu.");
    await undoOnDashboard(dash, stated.body.operationId);
    expect((await accounts(dash))[0]).toMatchObject({ stated_balance_centavos: null, stated_on: null });
    await undoOnDashboard(dash, created.body.operationId);
    for (const who of [chat, dash]) expect(await accounts(who)).toEqual([]);

    // A balance stated again comes back to the one before, exactly.
    await say(chat, "tenho 2.000 no nubank");
    const again = await call(dash, "POST", "/api/me/accounts", {
      name: "Nubank",
      kind: "checking",
      openingOn: "2026-03-01",
    });
    const id = (again.body.item as Row).id;
    await call(dash, "PUT", `/api/me/accounts/${id}/balance`, { balanceCents: 200000 });
    const before = { chat: await accounts(chat), dash: await accounts(dash) };
    expect(await say(chat, "tenho 1.500 no nubank")).toContain("Saldo de Nubank atualizado para R$ 1.500,00");
    const restated = await call(dash, "PUT", `/api/me/accounts/${id}/balance`, { balanceCents: 150000 });
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o saldo da conta voltou a ser o de antes.");
    await undoOnDashboard(dash, restated.body.operationId);
    expect(await accounts(chat)).toEqual(before.chat);
    expect(await accounts(dash)).toEqual(before.dash);

    // Renamed and deleted on the dashboard: each undone exactly.
    const renamed = await call(dash, "PATCH", `/api/me/accounts/${id}`, { name: "Nu conta" });
    expect(renamed.body.item).toMatchObject({ name: "Nu conta" });
    await undoOnDashboard(dash, renamed.body.operationId);
    expect(await accounts(dash)).toEqual(before.dash);
    const deleted = await call(dash, "DELETE", `/api/me/accounts/${id}`);
    expect(deleted.body).toEqual({ archived: true, operationId: expect.any(Number) });
    expect((await call(dash, "GET", "/api/me/accounts")).body.items).toEqual([]);
    expect(await undoOnDashboard(dash, deleted.body.operationId)).toMatchObject({
      undone: { kind: "account" },
    });
    expect(await accounts(dash)).toEqual(before.dash);

    // Deleted and set up again under its name: the old one comes back, started afresh.
    await call(dash, "DELETE", `/api/me/accounts/${id}`);
    const revived = await call(dash, "POST", "/api/me/accounts", {
      name: "nubank",
      kind: "savings",
      openingOn: "2026-03-15",
    });
    expect(revived.status).toBe(201);
    expect(revived.body.item).toMatchObject({ id, name: "nubank", kind: "savings", statedBalance: null });
    await undoOnDashboard(dash, revived.body.operationId);
    expect(await accounts(dash)).toMatchObject([{ id, name: "Nubank", archived_at: expect.any(String) }]);

    // An account records were put in since is not taken away by undoing its creation.
    const third = await person();
    await say(third, "tenho 80 na carteira");
    const op = await t.db.query<{ id: number }>(
      "SELECT id FROM books_operations WHERE user_id = $1 ORDER BY id DESC LIMIT 1",
      [third.id],
    );
    await say(third, "gastei 20 em dinheiro na padaria");
    const refused = await call(third, "POST", `/api/me/operations/${op[0]?.id}/undo`);
    expect(refused.status).toBe(409);
    expect((refused.body.error as Row).message).toBe(
      "Não dá para desfazer: essa conta já tem registros ou transferências feitos depois. Para tirá-la, apague-a em Contas no painel.",
    );
    expect(await accounts(third)).toMatchObject([{ name: "Carteira", stated_balance_centavos: 8000 }]);
  });

  it("says in pt-BR when there is nothing to undo, or it was undone already", async () => {
    const who = await person();
    expect(await say(who, "desfaz")).toBe("Não há nada para desfazer por aqui.");
    await say(who, "gastei 30 na padaria");
    const op = await t.db.query<{ id: number }>(
      "SELECT id FROM books_operations WHERE user_id = $1 ORDER BY id DESC LIMIT 1",
      [who.id],
    );
    await undoOnDashboard(who, Number(op[0]?.id));
    const again = await call(who, "POST", `/api/me/operations/${op[0]?.id}/undo`);
    expect(again.status).toBe(409);
    expect((again.body.error as Row).message).toBe("Essa alteração já foi desfeita.");
    // Another person's operation is not found.
    const other = await person();
    expect((await call(other, "POST", `/api/me/operations/${op[0]?.id}/undo`)).status).toBe(404);
  });
  it("forgets a category chosen by hand when the move is undone, and gives back the one it replaced", async () => {
    const choices = (who: Person) =>
      t.db
        .query<{ words: string; category: string }>(
          `SELECT ch.words, c.name AS category FROM category_choices ch JOIN categories c ON c.id = ch.category_id
           WHERE ch.user_id = $1 ORDER BY ch.words`,
          [who.id],
        )
        .then((rows) => rows.map((r) => `${r.words} → ${r.category}`));
    const categoryId = async (who: Person, name: string) => {
      const rows = await t.db.query<{ id: number }>(
        "SELECT id FROM categories WHERE user_id = $1 AND name = $2 AND kind = 'expense'",
        [who.id, name],
      );
      return Number(rows[0]?.id);
    };
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) await say(who, "ifood 40");
    expect(await say(chat, "coloca em lazer")).toContain("Da próxima vez, ifood vai para Lazer");
    const [first] = await recordIds(dash);
    const moved = await call(dash, "PATCH", `/api/me/transactions/${first}`, {
      categoryId: await categoryId(dash, "Lazer"),
    });
    expect(moved.status).toBe(200);
    for (const who of [chat, dash]) expect(await choices(who)).toEqual(["ifood → Lazer"]);

    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o registro voltou a ser como era.");
    await undoOnDashboard(dash, moved.body.operationId);
    for (const who of [chat, dash]) {
      expect(await choices(who)).toEqual([]);
      expect(await say(who, "ifood 30")).toContain("Alimentação");
    }

    // Moved twice: undoing the second move gives back the first choice.
    await say(chat, "coloca em lazer");
    await say(chat, "ifood 25");
    expect(await say(chat, "muda pra mercado")).toContain("Mercado");
    expect(await choices(chat)).toEqual(["ifood → Mercado"]);
    await say(chat, "desfaz");
    expect(await choices(chat)).toEqual(["ifood → Lazer"]);
  });
});
