// Splitting a record into categories, from chat and from the dashboard, on both databases: the
// parts and what stays add up to the record to the centavo, and one undo puts it back.
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { useMeTestApp } from "../dashboard/testing.ts";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";

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
    expect(split.filter((r) => r.description === "mercado").reduce((s, r) => s + r.amount, 0)).toBe(30010);
    expect((await chat.say("desses 45, 50 foi lazer"))[0]).toContain("As partes somam R$ 50,00");
    expect((await chat.say("desses 999, 50 foi lazer"))[0]).toContain("Não achei um registro de R$ 999,00");
    expect((await chat.say("desfaz"))[0]).toBe("↩️ Desfeito: o registro voltou a ser um só.");
    expect((await records()).map((r) => r.amount)).toEqual([30010, 4500]);
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
});
