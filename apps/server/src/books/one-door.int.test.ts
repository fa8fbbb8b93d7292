import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { chatTurn } from "../testing/chat-turn.ts";
import { bookFixedItems } from "./book-fixed-items.ts";
import { recordEntry } from "./record-entry.ts";

/** An open instance: everyone's books take their fixed items. */
const everyone = async () => true;

// The same change through the chat and through the dashboard gives the same books (docs/books.md).
// Each case runs once per door, for a person of its own. Sunday 15/03/2026, noon in São Paulo (the
// dashboard test app's clock).
const NOW = new Date("2026-03-15T15:00:00Z");

type Row = Record<string, unknown>;

describe.each(testEngines())("one set of rules, from the chat and from the dashboard (%s)", (engine) => {
  let t: MeTestApp;
  let phones = 0;

  beforeAll(async () => {
    t = await createMeTestApp(engine);
  });
  afterAll(() => t?.close());

  async function person(): Promise<{ id: number; phone: string }> {
    phones++;
    const phone = `+55119876${String(phones).padStart(5, "0")}`;
    return { id: await t.person(phone), phone };
  }
  const say = (who: { id: number; phone: string }, text: string, now = NOW) =>
    chatTurn(t.db, { userId: who.id, phone: who.phone, text, now });
  async function call(userId: number, method: string, path: string, json?: unknown) {
    const res = await t.as(userId, path, { method, ...(json === undefined ? {} : { json }) });
    return { status: res.status, body: (await res.json()) as Row };
  }
  const records = (userId: number) =>
    t.db.query<Row>(
      `SELECT id, date::text AS date, amount_centavos::int AS amount, card_id, bill_month, installment_number AS n,
         access_key, recurring_rule_id, description
       FROM transactions WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
  const images = (userId: number) =>
    t.db.query<{ row: Row }>("SELECT to_jsonb(t) AS row FROM transactions t WHERE user_id = $1 ORDER BY id", [
      userId,
    ]);
  const nubank = (userId: number) =>
    setUpCard(t.db, { userId, name: "Nubank", kind: "credit", closingDay: 3, dueDay: 10 });

  it("moves an instalment purchase from 15/01 to 31/01 with each part on its own month, clamped", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) expect(await say(who, "curso de 300 em 3x dia 15/01")).toContain("3x");
    expect((await records(chat.id)).map((r) => r.date)).toEqual(["2026-01-15", "2026-02-15", "2026-03-15"]);
    // The chat corrects the last record's date; the dashboard edits the first part, every part.
    expect(await say(chat, "não, foi dia 31/01")).toContain("31/01");
    const first = (await records(dash.id))[0];
    const edited = await call(dash.id, "PATCH", `/api/me/transactions/${first?.id}`, {
      date: "2026-01-31",
      scope: "all",
    });
    expect(edited.status).toBe(200);
    for (const who of [chat, dash])
      expect((await records(who.id)).map((r) => r.date)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31"]);
  });

  it("books a purchase again in 12 parts from both doors, card and goal kept, and undoes it exactly", async () => {
    const [chat, dash] = [await person(), await person()];
    const comparable = (userId: number) =>
      t.db.query<Row>(
        `SELECT t.date::text AS date, t.amount_centavos::int AS amount, t.bill_month, t.installment_number AS n,
           t.installment_count AS count, t.payment_method, k.name AS card, g.name AS goal, t.description
         FROM transactions t LEFT JOIN cards k ON k.id = t.card_id LEFT JOIN goals g ON g.id = t.goal_id
         WHERE t.user_id = $1 ORDER BY t.installment_number NULLS FIRST, t.id`,
        [userId],
      );
    for (const who of [chat, dash]) {
      await nubank(who.id);
      await call(who.id, "POST", "/api/me/goals", {
        kind: "savings",
        name: "casa nova",
        targetCents: 1_000_000,
      });
      expect(await say(who, "comprei uma geladeira de 3.600,00 em 3x no nubank")).toContain("3x");
      // The purchase goes towards the goal (as "coloca na meta casa nova" would).
      await t.db.query(
        "UPDATE transactions SET goal_id = (SELECT id FROM goals WHERE user_id = $1) WHERE user_id = $1",
        [who.id],
      );
    }
    const before = { chat: await images(chat.id), dash: await images(dash.id) };
    expect(await say(chat, "ops, foram 12x")).toContain("12x");
    const second = (await records(dash.id))[1];
    const edited = await call(dash.id, "PATCH", `/api/me/transactions/${second?.id}`, { installments: 12 });
    expect(edited.status).toBe(200);
    expect((edited.body.items as Row[]).map((i) => (i.installment as Row).count)).toEqual(Array(12).fill(12));
    const chatBooks = await comparable(chat.id);
    expect(chatBooks).toHaveLength(12);
    expect(chatBooks.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(360_000);
    expect(new Set(chatBooks.map((r) => `${r.card}/${r.goal}/${r.date}`))).toEqual(
      new Set(["Nubank/casa nova/2026-03-15"]),
    );
    expect(await comparable(dash.id)).toEqual(chatBooks);
    const goal = await call(dash.id, "GET", "/api/me/goals");
    expect((goal.body.items as Row[])[0]).toMatchObject({ savedCents: 360_000 });
    // A fixed item or an income is never paid in parts: refused in pt-BR, nothing changed.
    const income = await call(dash.id, "POST", "/api/me/transactions", {
      date: "2026-03-15",
      kind: "income",
      amountCents: 10_000,
      description: "freela",
    });
    const refused = await call(dash.id, "PATCH", `/api/me/transactions/${(income.body.item as Row).id}`, {
      installments: 3,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: "validation", message: "Só uma compra pode ser parcelada." } },
    });
    await call(dash.id, "POST", `/api/me/operations/${income.body.operationId}/undo`);
    // Desfazer on the dashboard, "desfaz" in the chat: the three parts back as they were.
    expect(await say(chat, "desfaz")).toContain("Desfeito");
    const undone = await call(dash.id, "POST", `/api/me/operations/${edited.body.operationId}/undo`);
    expect(undone.status).toBe(200);
    expect(await images(chat.id)).toEqual(before.chat);
    expect(await images(dash.id)).toEqual(before.dash);
  });

  it("puts a credit purchase naming a set-up card on the card's bill and its limit", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) await nubank(who.id);
    await say(chat, "gastei 200 no mercado no nubank no crédito");
    const created = await call(dash.id, "POST", "/api/me/transactions", {
      date: "2026-03-15",
      kind: "expense",
      amountCents: 20000,
      description: "mercado",
      payment: "credit",
      card: "Nubank",
    });
    expect(created.status).toBe(201);
    for (const who of [chat, dash]) {
      const [row] = await records(who.id);
      // 15/03 is after the closing day (3): the April bill.
      expect(row).toMatchObject({ amount: 20000, bill_month: "2026-04" });
      expect(row?.card_id).not.toBeNull();
      const cards = await call(who.id, "GET", "/api/me/cards");
      expect((cards.body.items as Row[])[0]).toMatchObject({ overview: { limitUsedCents: 20000 } });
    }
  });

  it("brings a deleted purchase back exactly, card, bill and receipt key included", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) {
      await nubank(who.id);
      // A receipt read from a photo: its access key keeps it from being recorded twice.
      await t.db.transaction((tx) =>
        recordEntry(
          tx,
          { userId: who.id, book: "personal", source: "media", now: NOW },
          {
            kind: "expense",
            amount: 4590 as never,
            date: "2026-03-14",
            category: { name: "Mercado" },
            description: "Padaria Real",
            payment: { method: "credit", card: "Nubank" },
            accessKey: `3526031234567800019065001000012345${String(who.id).padStart(10, "0")}`,
          },
        ),
      );
    }
    const before = { chat: await images(chat.id), dash: await images(dash.id) };
    // 14/03 is after the closing day (3): the April bill.
    expect(before.chat[0]?.row).toMatchObject({ bill_month: "2026-04" });
    expect(before.chat[0]?.row.access_key).toBeTruthy();

    expect(await say(chat, "apaga o último")).toContain("Apaguei");
    expect(await images(chat.id)).toEqual([]);
    expect(await say(chat, "desfaz")).toBe("↩️ Desfeito: o que foi apagado voltou.");

    const id = (await records(dash.id))[0]?.id;
    const deleted = await call(dash.id, "DELETE", `/api/me/transactions/${id}`);
    expect(deleted.status).toBe(200);
    const undone = await call(dash.id, "POST", `/api/me/operations/${deleted.body.operationId}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ undone: { kind: "delete" } });

    expect(await images(chat.id)).toEqual(before.chat);
    expect(await images(dash.id)).toEqual(before.dash);
    // The same receipt is still recorded once.
    const again = await t.db.transaction((tx) =>
      recordEntry(
        tx,
        { userId: dash.id, book: "personal", source: "media", now: NOW },
        {
          kind: "expense",
          amount: 4590 as never,
          date: "2026-03-14",
          category: { name: "Mercado" },
          description: "Padaria Real",
          accessKey: String(before.dash[0]?.row.access_key),
        },
      ),
    );
    expect(again.value.status).toBe("duplicate_receipt");
  });

  it("re-arms limit alerts and carries corrections to the fixed item, from both doors", async () => {
    const [chat, dash] = [await person(), await person()];
    const marks = (userId: number) =>
      t.db.query<{ threshold: number }>(
        "SELECT threshold FROM limit_alerts WHERE user_id = $1 ORDER BY threshold",
        [userId],
      );
    for (const who of [chat, dash]) {
      await say(who, "limite de 100 no mercado");
      const reply = await say(who, "gastei 90 no mercado");
      expect(reply).toContain("Mercado");
      expect(await marks(who.id)).toEqual([{ threshold: 80 }]);
    }
    await say(chat, "não, era 50");
    const [mercado] = await records(dash.id);
    await call(dash.id, "PATCH", `/api/me/transactions/${mercado?.id}`, { amountCents: 5000 });
    for (const who of [chat, dash]) expect(await marks(who.id)).toEqual([]);

    // A fixed item booked today: correcting its entry corrects the fixed item; deleting it stops it.
    const rules = (userId: number) =>
      t.db.query<{ amount: number; active: boolean }>(
        "SELECT amount_centavos::int AS amount, active FROM recurring_rules WHERE user_id = $1",
        [userId],
      );
    for (const who of [chat, dash]) await say(who, "academia 99 todo dia 15");
    await say(chat, "não, era 120");
    const entry = (await records(dash.id)).at(-1);
    await call(dash.id, "PATCH", `/api/me/transactions/${entry?.id}`, { amountCents: 12000 });
    for (const who of [chat, dash]) expect(await rules(who.id)).toEqual([{ amount: 12000, active: true }]);
    await say(chat, "apaga o último");
    await call(dash.id, "DELETE", `/api/me/transactions/${entry?.id}`);
    for (const who of [chat, dash]) expect(await rules(who.id)).toEqual([{ amount: 12000, active: false }]);
  });

  it("books a fixed item paid by credit card on the card's bill at 00:05", async () => {
    const who = await person();
    await nubank(who.id);
    expect(await say(who, "netflix 55,90 todo dia 16 no nubank no crédito")).toContain("todo dia 16");
    const booked = await bookFixedItems(t.db, new Date("2026-03-16T03:05:00Z"), everyone);
    expect(booked.length).toBeGreaterThan(0);
    const [row] = await records(who.id);
    expect(row).toMatchObject({ date: "2026-03-16", amount: 5590, bill_month: "2026-04" });
    expect(row?.card_id).not.toBeNull();
  });

  it("records a planned purchase bought the same way from both doors", async () => {
    const [chat, dash] = [await person(), await person()];
    for (const who of [chat, dash]) await say(who, "quero comprar uma tv de 3 mil em abril");
    expect(await say(chat, "comprei a tv")).toContain("tv");
    const done = await say(chat, "sim");
    expect(done).toContain("R$ 3.000,00");
    const planned = await call(dash.id, "GET", "/api/me/planned-purchases");
    const id = (planned.body.items as Row[])[0]?.id;
    const bought = await call(dash.id, "POST", `/api/me/planned-purchases/${id}/buy`, { date: "2026-03-15" });
    expect(bought.status).toBe(200);
    const recorded = (userId: number) =>
      t.db.query<Row>(
        `SELECT t.amount_centavos::int AS amount, t.description, c.name AS category, p.status
         FROM transactions t LEFT JOIN categories c ON c.id = t.category_id
           JOIN planned_purchases p ON p.transaction_id = t.id WHERE t.user_id = $1`,
        [userId],
      );
    expect(await recorded(chat.id)).toEqual(await recorded(dash.id));
    expect(await recorded(dash.id)).toEqual([
      { amount: 300000, description: "tv", category: expect.any(String), status: "bought" },
    ]);
  });

  it("refuses, in pt-BR, to undo what a later change rests on", async () => {
    const who = await person();
    await nubank(who.id);
    await say(who, "gastei 80 na farmácia no nubank no crédito");
    const [row] = await records(who.id);
    const recorded = await t.db.query<{ id: number }>(
      "SELECT id FROM books_operations WHERE user_id = $1 ORDER BY id DESC LIMIT 1",
      [who.id],
    );
    // Edited since: the record's creation cannot be undone over the edit.
    await call(who.id, "PATCH", `/api/me/transactions/${row?.id}`, { description: "remédio" });
    const refused = await call(who.id, "POST", `/api/me/operations/${recorded[0]?.id}/undo`);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: "conflict",
          message:
            "Não dá para desfazer: esse registro foi alterado depois. Desfaça antes a alteração mais recente.",
        },
      },
    });
    // Its bill paid since: the edit cannot be undone either ("desfaz" takes the payment back first).
    const card = ((await call(who.id, "GET", "/api/me/cards")).body.items as Row[])[0]?.id;
    const pay = () => call(who.id, "POST", `/api/me/cards/${card}/bills/2026-04/pay`);
    expect((await pay()).status).toBe(200);
    expect(await say(who, "desfaz")).toBe("↩️ Desfeito: a fatura voltou a ficar em aberto.");
    expect((await pay()).status).toBe(200);
    const edit = await t.db.query<{ id: number }>(
      "SELECT id FROM books_operations WHERE user_id = $1 AND kind = 'edit' ORDER BY id DESC LIMIT 1",
      [who.id],
    );
    const blocked = await call(who.id, "POST", `/api/me/operations/${edit[0]?.id}/undo`);
    expect(blocked.status).toBe(409);
    expect((blocked.body.error as Row).message).toBe(
      "Não dá para desfazer: a fatura de abril/2026 do Nubank já foi paga, e uma fatura paga não muda.",
    );
  });
});
