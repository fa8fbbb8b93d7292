import { testEngines } from "@tostao/db/testing";
import { describe, expect, it, vi } from "vitest";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { chatTurn } from "../testing/chat-turn.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendBillNotices } from "../testing/notices-of-kind.ts";
import { useSignedInTestApp } from "../testing/test-app.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// Card bills listed with the reminders (chat and /api/me/bill-dues), archiving a card, and editing
// a planned purchase. Wednesday 04/11/2026, noon in São Paulo. The Nubank closes on the 3rd and is
// due on the 10th; the Inter's bill reminders are off.
const NOW = new Date("2026-11-04T12:00:00-03:00");

describe.each(testEngines())("bill dues, archived cards and planned edits (%s)", (engine) => {
  const api = useSignedInTestApp(engine, NOW);
  const call = api.call;
  let nubankId = 0;
  const say = (text: string) =>
    chatTurn(api.db, { userId: api.ana.id, phone: "+5511912345678", text, now: NOW });

  it("lists the next card bills with the reminders in chat, with what is on them so far", async () => {
    const nubank = await call("POST", "/api/me/cards", { name: "Nubank", closingDay: 3, dueDay: 10 });
    nubankId = (nubank.body.item as { id: number }).id;
    await call("POST", "/api/me/cards", { name: "Inter", closingDay: 25, dueDay: 5, billReminders: false });
    await say("mercado 100 no nubank dia 2");
    await say("tênis de 300 em 3x no nubank");
    await say("gastei 80 no inter no crédito");
    await say("me lembra de pagar a luz dia 20");
    expect(await say("quais são meus lembretes?")).toBe(
      [
        "⏰ Seus lembretes de 04/11 a 03/12:",
        "• 10/11 💳 fatura do Nubank (R$ 100,00)",
        "• 20/11 pagar a luz",
        "Total com valor: R$ 100,00",
      ].join("\n"),
    );
  });

  it("lists the bills due in the next 45 days on the dashboard, unpaid and not empty", async () => {
    const dues = await call("GET", "/api/me/bill-dues");
    expect(dues).toEqual({
      status: 200,
      body: {
        items: [
          {
            cardId: nubankId,
            card: "Nubank",
            month: "2026-11",
            dueOn: "2026-11-10",
            totalCents: 10000,
            closed: true,
          },
          {
            cardId: nubankId,
            card: "Nubank",
            month: "2026-12",
            dueOn: "2026-12-10",
            totalCents: 10000,
            closed: false,
          },
        ],
      },
    });
    expect((await call("POST", `/api/me/cards/${nubankId}/bills/2026-11/pay`)).status).toBe(200);
    expect(((await call("GET", "/api/me/bill-dues")).body.items as unknown[]).map((d) => d)).toEqual([
      expect.objectContaining({ month: "2026-12", dueOn: "2026-12-10" }),
    ]);
    expect(await call("GET", "/api/me/bill-dues", undefined, api.bia.cookie)).toEqual({
      status: 200,
      body: { items: [] },
    });
    expect((await api.app.request("/api/me/bill-dues")).status).toBe(401);
  });

  it("moves a purchase only between open bills", async () => {
    const part = async (description: string, month: string) =>
      (
        await api.db.query<{ id: number }>(
          "SELECT id FROM transactions WHERE user_id = $1 AND description LIKE $2 || '%' AND bill_month = $3",
          [api.ana.id, description, month],
        )
      )[0]?.id;
    const paidConflict = {
      status: 409,
      body: {
        error: {
          code: "conflict",
          message: "Essa fatura já está paga: só dá para mover compras entre faturas em aberto.",
        },
      },
    };
    // Out of the paid November bill, or into it: refused, nothing moves.
    const market = await part("mercado", "2026-11");
    expect(await call("PUT", `/api/me/transactions/${market}/bill`, { month: "2026-12" })).toEqual(
      paidConflict,
    );
    const first = await part("tênis", "2026-12");
    expect(await call("PUT", `/api/me/transactions/${first}/bill`, { month: "2026-11" })).toEqual(
      paidConflict,
    );
    expect(await call("PUT", `/api/me/transactions/${first}/bill`, { month: "março" })).toMatchObject({
      status: 400,
    });
    // Between open bills it moves, and the December bill is left empty.
    expect(await call("PUT", `/api/me/transactions/${first}/bill`, { month: "2027-03" })).toEqual({
      status: 200,
      body: { ok: true, operationId: expect.any(Number) },
    });
    expect(await part("tênis", "2027-03")).toBe(first);
    expect(await call("GET", "/api/me/bill-dues")).toEqual({ status: 200, body: { items: [] } });
    // Back where it was, for the tests that follow.
    await call("PUT", `/api/me/transactions/${first}/bill`, { month: "2026-12" });
  });

  it("archives a card: its history stays, new purchases stay off it, no dues or notices", async () => {
    const archived = await call("PATCH", `/api/me/cards/${nubankId}`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.item).toMatchObject({ id: nubankId, name: "Nubank", archived: true });
    const cards = (await call("GET", "/api/me/cards")).body.items as Array<{
      name: string;
      archived: boolean;
      bills: Array<{ month: string; totalCents: number }>;
    }>;
    const kept = cards.find((c) => c.name === "Nubank");
    expect(kept?.archived).toBe(true);
    expect(kept?.bills.find((b) => b.month === "2026-12")?.totalCents).toBe(10000);
    expect(await call("GET", "/api/me/bill-dues")).toEqual({ status: 200, body: { items: [] } });

    const reply = await say("gastei 50 no nubank");
    expect(reply).toContain(
      "🗄️ O cartão Nubank está arquivado: a compra não entrou em nenhuma fatura. Para voltar a usá-lo, desarquive-o no painel, em Cartões.",
    );
    const last = await api.db.query<{ card_id: number | null }>(
      "SELECT card_id FROM transactions WHERE user_id = $1 ORDER BY id DESC LIMIT 1",
      [api.ana.id],
    );
    expect(last).toEqual([{ card_id: null }]);
    // The bill question without a card speaks only of the cards in use.
    const bills = await say("quanto tá minha fatura?");
    expect(bills).toContain("Inter");
    expect(bills).not.toContain("Nubank");
    // On its due date the archived card's bill sends nothing.
    expect(
      await sendBillNotices(
        { db: api.db, templates: TEST_NOTICE_TEMPLATES, accessPlans: subscriptionAccessPlans("open") },
        new Date("2026-12-10T10:00:00-03:00"),
      ),
    ).toEqual([]);
  });

  it("brings an archived card back when it is set up again in chat or unarchived", async () => {
    expect(await say("meu nubank fecha dia 3 e vence dia 10")).toContain("Cartão Nubank atualizado");
    const cards = (await call("GET", "/api/me/cards")).body.items as Array<{
      name: string;
      archived: boolean;
    }>;
    expect(cards.find((c) => c.name === "Nubank")?.archived).toBe(false);
    await call("PATCH", `/api/me/cards/${nubankId}`, { archived: true });
    const back = await call("PATCH", `/api/me/cards/${nubankId}`, { archived: false });
    expect(back.body.item).toMatchObject({ archived: false });
    expect(
      (await call("PATCH", `/api/me/cards/${nubankId}`, { archived: true }, api.bia.cookie)).status,
    ).toBe(404);
  });

  it("edits a planned purchase: description, amount and month, or removes the amount", async () => {
    const added = await call("POST", "/api/me/planned-purchases", {
      description: "tv",
      amountCents: 300000,
      month: "2027-03",
    });
    const id = (added.body.item as { id: number }).id;
    const edited = await call("PATCH", `/api/me/planned-purchases/${id}`, {
      description: "tv 55 polegadas",
      amountCents: 280000,
      month: "2027-04",
    });
    expect(edited).toEqual({
      status: 200,
      body: {
        item: {
          id,
          description: "tv 55 polegadas",
          amountCents: 280000,
          plannedFor: "2027-04-30",
          status: "planned",
        },
        operationId: expect.any(Number),
      },
    });
    const cleared = await call("PATCH", `/api/me/planned-purchases/${id}`, { amountCents: null });
    expect(cleared.body.item).toMatchObject({
      description: "tv 55 polegadas",
      amountCents: null,
      plannedFor: "2027-04-30",
    });
    expect(await call("PATCH", `/api/me/planned-purchases/${id}`, {})).toMatchObject({
      status: 400,
      body: { error: { code: "validation" } },
    });
    expect(await call("PATCH", `/api/me/planned-purchases/${id}`, { description: "  " })).toMatchObject({
      status: 400,
      body: { error: { fields: { description: "Informe o nome da compra." } } },
    });
    expect(await call("PATCH", `/api/me/planned-purchases/${id}`, { month: "março" })).toMatchObject({
      status: 400,
    });
    expect(
      await call("PATCH", `/api/me/planned-purchases/${id}`, { amountCents: 1 }, api.bia.cookie),
    ).toMatchObject({
      status: 404,
      body: { error: { code: "not_found", message: "Compra planejada não encontrada." } },
    });
    await call("POST", `/api/me/planned-purchases/${id}/buy`, { date: "2026-11-04", amountCents: 250000 });
    expect((await call("PATCH", `/api/me/planned-purchases/${id}`, { amountCents: 1 })).status).toBe(404);
  });
});
