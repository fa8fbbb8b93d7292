import { testEngines } from "@tostao/db/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderTextPdf } from "../media/samples/render.ts";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
let statement: Uint8Array;

beforeAll(async () => {
  statement = await renderTextPdf([
    "Itaú Uniclass - Mastercard Platinum",
    "Fatura do cartão de crédito - final 1234",
    ["Total da fatura", "R$ 544,65"],
    ["Vencimento", "05/12/2026"],
    ["Emissão", "23/11/2026"],
    "Compras nacionais",
    ["21/11 POSTO IPIRANGA", "142,00"],
    ["22/11 DROGASIL 123", "89,90"],
    ["23/11 RESTAURANTE OUTBACK", "312,75"],
  ]);
});

describe.each(testEngines())("importing a card statement's purchases (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });
  const expenses = () =>
    t.db.query<{ amount: number; description: string }>(
      "SELECT amount_centavos::int AS amount, description FROM transactions ORDER BY amount_centavos",
    );

  it("offers only what chat did not record, imports it on 'importar', and only once", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511933332222");
    await chat.say("gastei 89,90 na drogasil", 2);
    await chat.say("gastei 142 de gasolina");
    const replies = (await chat.sendPdf(statement, 2)).join("\n");
    expect(replies).toContain("Lembrete criado");
    expect(replies).toContain(
      'Encontrei 3 compras na fatura, 2 já estavam registradas: importar a outra (R$ 312,75)? Responda "importar".',
    );
    expect(await chat.say("importar")).toEqual(["✅ Importei 1 compra da fatura (R$ 312,75)."]);
    expect((await expenses()).map((e) => e.amount)).toEqual([8990, 14200, 31275]);
    // The offer is used up: a second "importar" imports nothing.
    expect((await chat.say("importar")).join("\n")).not.toContain("Importei");
    expect(await expenses()).toHaveLength(3);
  }, 120_000);
});
