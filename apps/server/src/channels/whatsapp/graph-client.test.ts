import { type OfferedChoices, SERVICE_MONTHLY_ALLOWANCE } from "@tostao/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TransportError } from "../../outbox/channel.ts";
import { type FakeGraphApi, startFakeGraphApi } from "./fake-graph-api.ts";
import { createGraphClient } from "./graph-client.ts";

// The Graph API client's interactive messages against the local Graph API, which checks them
// with Meta's documented limits (fake-graph-checks.ts) and refuses what Meta refuses.
const TOKEN = "token";
const NUMBER_ID = "1234567890";
const TO = { phone: "+5511955550099", waUserId: null };

describe("reply buttons and lists on the Graph API", () => {
  let graph: FakeGraphApi;
  beforeAll(async () => {
    graph = await startFakeGraphApi({ accessToken: TOKEN, phoneNumberId: NUMBER_ID });
  });
  afterAll(() => graph.close());
  const client = () =>
    createGraphClient({ apiBase: graph.apiBase, phoneNumberId: NUMBER_ID, accessToken: TOKEN });
  const last = () => graph.sent().at(-1);

  const yesNo: OfferedChoices = {
    style: "buttons",
    button: "Escolher",
    items: [
      { id: "q1-abc:sim", title: "Sim" },
      { id: "q1-abc:nao", title: "Não" },
    ],
  };
  const rows: OfferedChoices = {
    style: "list",
    button: "Ver registros",
    items: [
      { id: "q2-abc:1", title: "R$ 25,00 uber", description: "Transporte, 20/11" },
      { id: "q2-abc:2", title: "R$ 31,00 uber", description: "Transporte, 21/11" },
    ],
  };

  it("sends up to three reply buttons as Meta's interactive button message", async () => {
    await client().send(TO, { body: "Registro R$ 200,00 em Mercado?", choices: yesNo });
    expect(last()?.type).toBe("interactive");
    expect(last()?.interactive).toEqual({
      type: "button",
      body: { text: "Registro R$ 200,00 em Mercado?" },
      action: {
        buttons: [
          { type: "reply", reply: { id: "q1-abc:sim", title: "Sim" } },
          { type: "reply", reply: { id: "q1-abc:nao", title: "Não" } },
        ],
      },
    });
  });

  it("sends a list with its button, one section and rows with descriptions", async () => {
    await client().send(TO, { body: "Qual deles?", choices: rows });
    expect(last()?.interactive).toEqual({
      type: "list",
      body: { text: "Qual deles?" },
      action: {
        button: "Ver registros",
        sections: [
          {
            title: "Ver registros",
            rows: [
              { id: "q2-abc:1", title: "R$ 25,00 uber", description: "Transporte, 20/11" },
              { id: "q2-abc:2", title: "R$ 31,00 uber", description: "Transporte, 21/11" },
            ],
          },
        ],
      },
    });
  });

  it("turns buttons under a body too long for them into a list, and a body too long for a list into text", async () => {
    await client().send(TO, { body: "x".repeat(1500), choices: yesNo });
    expect(last()?.interactive?.type).toBe("list");
    await client().send(TO, { body: "y".repeat(5000), choices: yesNo });
    expect(last()?.type).toBe("text");
    expect(last()?.body).toHaveLength(4096);
  });

  it("is refused as Meta refuses malformed interactive messages (error 100, not retried)", async () => {
    const four: OfferedChoices = {
      style: "buttons",
      button: "Escolher",
      items: ["a", "b", "c", "d"].map((id) => ({ id: `q:${id}`, title: id })),
    };
    const long: OfferedChoices = {
      style: "buttons",
      button: "Escolher",
      items: [{ id: "q:a", title: "Um título longo demais" }],
    };
    const eleven: OfferedChoices = {
      style: "list",
      button: "Ver",
      items: Array.from({ length: 11 }, (_, i) => ({ id: `q:${i}`, title: `Linha ${i}` })),
    };
    const duplicate: OfferedChoices = {
      style: "buttons",
      button: "Escolher",
      items: [
        { id: "q:a", title: "Sim" },
        { id: "q:a", title: "Não" },
      ],
    };
    for (const choices of [four, long, eleven, duplicate]) {
      const sent = client().send(TO, { body: "Escolha", choices });
      await expect(sent).rejects.toBeInstanceOf(TransportError);
      await expect(sent).rejects.toMatchObject({
        retryable: false,
        message: expect.stringContaining('"code":100'),
      });
    }
  });

  it("refuses free text and interactive messages alike outside the 24-hour window (131047)", async () => {
    graph.enforceServiceWindow(true);
    try {
      const sent = client().send(
        { phone: "+5511955550777", waUserId: null },
        { body: "Sim?", choices: yesNo },
      );
      await expect(sent).rejects.toMatchObject({ message: expect.stringContaining("131047") });
    } finally {
      graph.enforceServiceWindow(false);
    }
  });
});

// Meta's 2026 pricing as the fake applies it: until 2026-09-30 free-form replies and utility
// templates inside the window are free; from 2026-10-01 utility templates are charged inside the
// window too, and free-form replies beyond the number's monthly allowance.
describe("the fake Graph API prices messages as Meta does in 2026", () => {
  it("charges utility templates in the window and service replies past the allowance from October", async () => {
    let now = new Date("2026-09-15T12:00:00Z");
    const graph = await startFakeGraphApi({ accessToken: TOKEN, phoneNumberId: NUMBER_ID, now: () => now });
    try {
      const client = createGraphClient({
        apiBase: graph.apiBase,
        phoneNumberId: NUMBER_ID,
        accessToken: TOKEN,
      });
      const person = graph.person({ phone: "5511955550099" });
      graph.says(person, "oi", { at: now });
      const template = {
        name: "tostao_lembrete_conta",
        language: "pt_BR",
        params: ["luz", "R$ 1,00", "01/10/2026"],
      };
      await client.send(TO, { body: "oi" });
      await client.send(TO, { body: "⏰ Lembrete: luz vence hoje.", template });
      const priced = () => graph.sent().map((m) => [m.pricing.category, m.pricing.type]);
      expect(priced()).toEqual([
        ["service", "free_customer_service"],
        ["utility", "free_customer_service"],
      ]);
      now = new Date("2026-10-15T12:00:00Z");
      graph.says(person, "oi", { at: now });
      await client.send(TO, { body: "⏰ Lembrete: luz vence hoje.", template });
      for (let i = 0; i < SERVICE_MONTHLY_ALLOWANCE + 1; i++)
        await client.send(TO, { body: `resposta ${i}` });
      const october = priced().slice(2);
      expect(october[0]).toEqual(["utility", "regular"]);
      expect(october.filter(([, type]) => type === "free_customer_service")).toHaveLength(
        SERVICE_MONTHLY_ALLOWANCE,
      );
      expect(october.at(-1)).toEqual(["service", "regular"]);
    } finally {
      await graph.close();
    }
  }, 60_000);
});
