import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitFor,
} from "../../testing/assistant-app.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// Planning through the real parser, the books and a local Graph API, the clock fixed on
// Wednesday 04/11/2026 at noon in São Paulo. The Nubank closes on the 3rd and is due on the 10th.
const NOW = new Date("2026-11-04T12:00:00-03:00");
const PHONE = "5511955554444";

describe.each(testEngines())("planning in chat (%s)", (engine) => {
  let t: AssistantTestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sentTo = () => t.graph.sentTexts().filter((m) => m.to === PHONE);

  async function post(text: string): Promise<string> {
    seq++;
    const id = `wamid.plan${seq}`;
    const res = await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, id, text)));
    expect(res.status).toBe(200);
    return id;
  }

  /** Sends one message and returns everything the assistant sent back for it. */
  async function say(text: string): Promise<string> {
    const before = sentTo().length;
    const id = await post(text);
    // Every reply to the message (the answer, then any alert) queued and sent.
    const expected = await waitFor(
      async () => {
        const rows = await t.db.query<{ total: number; sent: number }>(
          `SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE o.status IN ('sent', 'delivered', 'read'))::int AS sent
           FROM messages o JOIN messages i ON i.id = o.reply_to_id WHERE i.external_id = $1`,
          [id],
        );
        const { total = 0, sent = 0 } = rows[0] ?? {};
        return total > 0 && sent === total ? total : undefined;
      },
      20_000,
      `answer to "${text}"`,
    );
    await waitFor(() => sentTo().length >= before + expected, 20_000, "delivery");
    return sentTo()
      .slice(before)
      .map((m) => m.body)
      .join("\n---\n");
  }

  it("sets a card up and changes only what a later message gives", async () => {
    await say("oi");
    expect(await say("meu nubank fecha dia 3 e vence dia 10, limite 5 mil")).toBe(
      "💳 Cartão Nubank cadastrado: crédito, fecha dia 3, vence dia 10, limite de R$ 5.000,00. Compras a partir do dia 3 entram na fatura seguinte.",
    );
    expect(await say("o limite do nubank é 6 mil")).toContain(
      "💳 Cartão Nubank atualizado: crédito, fecha dia 3, vence dia 10, limite de R$ 6.000,00.",
    );
  });

  it("puts three instalment purchases on their bills across the closing day", async () => {
    const tenis = await say("tênis de 399 em 3x no nubank dia 2");
    expect(tenis).toContain("✅ Compra no Nubank registrada: R$ 399,00 em 3x de R$ 133,00");
    expect(tenis).toContain("1/3: R$ 133,00 na fatura de novembro/2026");
    expect(tenis).toContain("3/3: R$ 133,00 na fatura de janeiro/2027");
    const fone = await say("fone de 300 em 2x no nubank ontem");
    expect(fone).toContain("1/2: R$ 150,00 na fatura de dezembro/2026");
    const livro = await say("livro de 90 em 3x no nubank");
    expect(livro).toContain("1/3: R$ 30,00 na fatura de dezembro/2026");
    // The whole purchases count in November, when they were made.
    const month = await t.db.query<{ s: number }>(
      "SELECT SUM(amount_centavos)::bigint AS s FROM transactions WHERE date BETWEEN '2026-11-01' AND '2026-11-30'",
    );
    expect(month[0]?.s).toBe(39900 + 30000 + 9000);
  });

  it("answers the bill question with the closed bill, the open one, the limit and the next bill", async () => {
    expect(await say("quanto tá a fatura do nubank?")).toBe(
      [
        "💳 Nubank",
        "Fatura de novembro/2026 fechada: R$ 133,00, vence 10/11.",
        "Fatura aberta (dezembro/2026): R$ 313,00. Fecha 03/12 e vence 10/12.",
        "Limite disponível: R$ 5.211,00 de R$ 6.000,00.",
        "Próxima fatura (janeiro/2027) já tem R$ 313,00 em parcelas.",
      ].join("\n"),
    );
  });

  it("takes a bill that arrived as no spending, comparing it with the purchases booked on it", async () => {
    expect(await say("a fatura do nubank veio 200")).toBe(
      '📄 A fatura de novembro/2026 do Nubank veio R$ 200,00; aqui ela soma R$ 133,00. Não lancei a fatura como gasto: as compras dela é que contam. Faltam R$ 67,00 em compras que não me contou: mande cada uma (ex.: mercado 80 no nubank). Ela vence 10/11; quando pagar, me diga "paguei a fatura do nubank".',
    );
    expect(await say("minha fatura chegou de 133")).toContain("e bate com as compras que registrei");
    const rows = await t.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM transactions");
    expect(rows[0]?.n).toBe(3 + 2 + 3);
  });

  it("pays the closed bill as a transfer and frees its part of the limit", async () => {
    expect(await say("paguei a fatura do nubank")).toBe(
      "✅ Fatura de novembro/2026 do Nubank paga: R$ 133,00. Conta como transferência, não como gasto: as compras já estavam nas suas despesas. Limite disponível agora: R$ 5.344,00.",
    );
    const rows = await t.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM transactions");
    expect(rows[0]?.n).toBe(3 + 2 + 3);
  });

  it("alerts at 80 % and 100 % of a limit exactly once under 20 concurrent messages", async () => {
    expect(await say("limite de 100 no mercado")).toContain("🎯 Limite mensal de R$ 100,00 em Mercado.");
    const before = sentTo().length;
    // Twenty different things (the same text again within minutes would be asked about as sent twice).
    const things = [
      "arroz",
      "feijão",
      "leite",
      "biscoito",
      "açúcar",
      "sal",
      "sabão",
      "macarrão",
      "farinha",
      "ovos",
      "manteiga",
      "queijo",
      "presunto",
      "iogurte",
      "banana",
      "maçã",
      "tomate",
      "cebola",
      "alho",
      "batata",
    ];
    await Promise.all(things.map((thing) => post(`gastei 5 de ${thing} no mercado`)));
    await waitFor(() => sentTo().length >= before + 20, 60_000, "20 replies");
    await new Promise((r) => setTimeout(r, 1000));
    const after = sentTo()
      .slice(before)
      .map((m) => m.body);
    expect(after.filter((b) => b.startsWith("✅ Despesa registrada: R$ 5,00 em Mercado"))).toHaveLength(20);
    // Each alert rides in the same message as the reply to the record that crossed it.
    const at80 = after.filter((b) => b.includes("⚠️ Você já usou 80% do limite de Mercado"));
    expect(at80).toHaveLength(1);
    expect(at80[0]).toMatch(/^✅ Despesa registrada: R\$ 5,00 em Mercado[\s\S]*\n\n⚠️ Você já usou 80%/);
    const at100 = after.filter((b) =>
      b.includes("🚨 Você atingiu o limite de Mercado: R$ 100,00 de R$ 100,00"),
    );
    expect(at100).toHaveLength(1);
    expect(at100[0]).toMatch(/^✅ Despesa registrada: R\$ 5,00 em Mercado[\s\S]*\n\n🚨 Você atingiu/);
    expect(after).toHaveLength(20);
    // Deleting the last one brings the month under 100 %: a later record that reaches it again alerts again.
    await say("apaga o último");
    const again = await say("gastei 5 no mercado");
    expect(again).toContain("🚨 Você atingiu o limite de Mercado");
    expect(await say("como tá meu limite do mercado?")).toContain(
      "• Mercado: R$ 100,00 de R$ 100,00 (100%), restam R$ 0,00 para 27 dias",
    );
  });

  it("counts a contribution towards its goal with the monthly need", async () => {
    expect(await say("quero juntar 10 mil pra viagem até dezembro do ano que vem")).toContain(
      "🎯 Meta criada: juntar R$ 10.000,00 (viagem) até 31/12/2027. São R$ 714,29 por mês.",
    );
    const saved = await say("guardei 500 pra viagem");
    expect(saved).toContain("R$ 500,00 em Investimentos");
    expect(saved).toContain(
      "🎯 viagem: R$ 500,00 de R$ 10.000,00 guardado (5%); faltam R$ 9.500,00, R$ 678,58 por mês até 31/12/2027.",
    );
  });

  it("keeps a planned purchase apart from spending and records it after asking", async () => {
    expect(await say("quero comprar uma tv de 3 mil em março")).toContain(
      "🛍️ Anotei nas compras futuras: tv de R$ 3.000,00 em março/2027.",
    );
    expect(await say("comprei a tv")).toBe(
      'Você tinha planejado tv de R$ 3.000,00 em março/2027. Registro essa compra agora por R$ 3.000,00? Responda "sim" ou "não".',
    );
    const yes = await say("sim");
    expect(yes).toContain("R$ 3.000,00");
    expect(yes).toContain('"tv" saiu das compras futuras.');
    expect(await say("quais compras eu planejei?")).toContain("Você não tem compras planejadas.");
  });

  it("books nothing for a fixed item said before its day and says when the first entry lands", async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM transactions"))[0]?.n;
    const before = await count();
    expect(await say("aluguel 1500 todo dia 5")).toBe(
      "🔁 Despesa fixa criada: R$ 1.500,00 em Moradia (aluguel), todo dia 5. Nada foi registrado hoje: o primeiro registro entra em 05/11/2026.",
    );
    expect(await count()).toBe(before);
  });

  it("turns the digests off and on in words", async () => {
    expect(await say("parar resumo")).toContain("não envio mais o resumo semanal");
    const rows = await t.db.query<{ on: boolean }>(
      "SELECT digests_enabled AS on FROM users WHERE phone = $1",
      [`+${PHONE}`],
    );
    expect(rows[0]?.on).toBe(false);
  });
});
