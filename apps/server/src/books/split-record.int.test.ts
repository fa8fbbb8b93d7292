// Splitting a record into categories, from chat and from the dashboard, on both databases: the
// parts and what stays add up to the record to the centavo, and one undo puts it back.
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { useMeTestApp } from "../dashboard/testing.ts";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";
import { splitRecord } from "./split-record.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");

describe.each(testEngines())("splitting a record in chat (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });
  const records = () =>
    t.db.query<{ amount: number; category: string | null; description: string; payment: string | null }>(
      `SELECT t.amount_centavos::int AS amount, c.name AS category, t.description, t.payment_method AS payment
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id ORDER BY t.id`,
    );

  it("splits the record meant, exact to the centavo, refuses too much, and 'desfaz' joins it again", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511922223333");
    await chat.say("gastei 300,10 no mercado no pix");
    await chat.say("gastei 45 no uber");
    expect(await chat.say("desses 300,10, 80,05 foi farmácia e 40 de ração")).toEqual([
      '✂️ Dividi mercado (R$ 300,10): R$ 180,05 em Mercado, R$ 80,05 em Saúde, R$ 40,00 em Pets.\nSe não era isso, diga "desfaz".',
    ]);
    const split = await records();
    expect(split.map((r) => [r.amount, r.category, r.payment])).toEqual([
      [18005, "Mercado", "pix"],
      [4500, "Transporte", null],
      [8005, "Saúde", "pix"],
      [4000, "Pets", "pix"],
    ]);
    // each part is what its words said, and the parts and the rest still make the record
    expect(split.map((r) => r.description)).toEqual(["mercado", "uber", "farmacia", "racao"]);
    expect(split.filter((r) => r.description !== "uber").reduce((s, r) => s + r.amount, 0)).toBe(30010);
    // A refusal is the books' (core splitRefusal, through splitRecord) and leaves no operation behind.
    const operations = await t.db.query("SELECT id FROM books_operations");
    expect(await chat.say("desses 45, 50 foi lazer")).toEqual([
      "As partes somam R$ 50,00, que não cabe no registro de R$ 45,00. Nada mudou.",
    ]);
    expect(await t.db.query("SELECT id FROM books_operations")).toEqual(operations);
    expect((await chat.say("desses 999, 50 foi lazer"))[0]).toContain("Não achei um registro de R$ 999,00");
    expect((await chat.say("desfaz"))[0]).toBe("↩️ Desfeito: o registro voltou a ser um só.");
    expect((await records()).map((r) => r.amount)).toEqual([30010, 4500]);
  }, 120_000);

  it("refuses to split an instalment part with the books' rule, and nothing changes", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511922224444");
    await chat.say("comprei uma tv de 3000 em 3x no cartão");
    const before = await records();
    expect(before.filter((r) => r.amount === 100_000)).toHaveLength(3);
    expect(await chat.say("desses 1000, 200 foi lazer")).toEqual([
      "Esse registro é uma parcela de uma compra parcelada; dividir parcelas ainda não dá. Nada mudou.",
    ]);
    expect(await records()).toEqual(before);
  }, 120_000);
});

describe.each(testEngines())("POST /api/me/transactions/:id/split (%s)", (engine) => {
  const t = useMeTestApp(engine);

  it("splits into the person's categories in one operation that undo takes back", async () => {
    const me = await t.person("+5511966665555");
    const categories = (await (await t.as(me, "/api/me/categories")).json()) as {
      items: Array<{ id: number; name: string; kind: string }>;
    };
    const id = (name: string) => categories.items.find((c) => c.name === name && c.kind === "expense")?.id;
    const created = (await (
      await t.as(me, "/api/me/transactions", {
        method: "POST",
        json: {
          date: "2026-11-20",
          kind: "expense",
          amountCents: 25_099,
          description: "Supermercado",
          categoryId: id("Mercado"),
        },
      })
    ).json()) as { item: { id: number } };
    const res = await t.as(me, `/api/me/transactions/${created.item.id}/split`, {
      method: "POST",
      json: {
        parts: [
          { amountCents: 3_333, categoryId: id("Saúde") },
          { amountCents: 1_001, categoryId: id("Pets"), description: "ração" },
        ],
      },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      items: Array<{ amountCents: number; category: string | null; description: string }>;
      operationId: number;
    };
    expect(body.items.map((i) => [i.amountCents, i.category, i.description])).toEqual([
      [20_765, "Mercado", "Supermercado"],
      [3_333, "Saúde", "Supermercado"],
      [1_001, "Pets", "ração"],
    ]);
    const tooMuch = await t.as(me, `/api/me/transactions/${created.item.id}/split`, {
      method: "POST",
      json: { parts: [{ amountCents: 20_766, categoryId: null }] },
    });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { message: string } }).error.message).toContain("somam mais");
    const other = await t.person("+5511966664444");
    const foreign = await t.as(other, `/api/me/transactions/${created.item.id}/split`, {
      method: "POST",
      json: { parts: [{ amountCents: 1, categoryId: null }] },
    });
    expect(foreign.status).toBe(404);
    expect((await t.as(me, `/api/me/operations/${body.operationId}/undo`, { method: "POST" })).status).toBe(
      200,
    );
    const left = await t.db.query<{ amount: number }>(
      "SELECT amount_centavos::int AS amount FROM transactions WHERE user_id = $1",
      [me],
    );
    expect(left.map((r) => r.amount)).toEqual([25_099]);
  });

  it("keeps the parts on the record's goal and cuts a whole first part's words to 200 characters", async () => {
    const me = await t.person("+5511966663333");
    const goal = (await (
      await t.as(me, "/api/me/goals", {
        method: "POST",
        json: { kind: "savings", name: "viagem", targetCents: 500_000 },
      })
    ).json()) as { item: { id: number } };
    const deposit = await t.as(me, `/api/me/goals/${goal.item.id}/deposits`, {
      method: "POST",
      json: { amountCents: 30_000, date: "2026-11-20" },
    });
    expect(deposit.status).toBe(201);
    const [record] = await t.db.query<{ id: number }>("SELECT id FROM transactions WHERE user_id = $1", [me]);
    const saved = async () =>
      (
        (await (await t.as(me, "/api/me/goals")).json()) as {
          items: Array<{ id: number; savedCents: number }>;
        }
      ).items[0]?.savedCents;
    expect(await saved()).toBe(30_000);
    const long = "reserva da viagem ".repeat(11).trim();
    // The API holds a part's words to 200 characters; the books cut them too, for every caller.
    const split = await t.db.transaction((tx) =>
      splitRecord(tx, { userId: me, book: "personal", source: "dashboard", now: NOW }, Number(record?.id), [
        { amount: 20_000, categoryId: null, description: `${long} ${long}` },
        { amount: 10_000, categoryId: null, description: `${long} ${long}` },
      ]),
    );
    expect(split.value.partIds).toHaveLength(1);
    const parts = await t.db.query<{ goal: number | null; description: string }>(
      "SELECT goal_id AS goal, description FROM transactions WHERE user_id = $1 ORDER BY id",
      [me],
    );
    expect(parts.map((p) => [Number(p.goal), p.description.length])).toEqual([
      [goal.item.id, 200],
      [goal.item.id, 200],
    ]);
    expect(await saved()).toBe(30_000);
  });
});
