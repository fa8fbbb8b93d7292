import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  textPayload,
  waitFor,
} from "../testing/assistant-app.ts";

// A whole conversation through the real parser, the books and the Graph API, with the
// clock fixed on Sunday 22/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511912345678";

describe.each(testEngines())("a conversation with the assistant (%s)", (engine) => {
  let t: AssistantTestApp;
  let seq = 0;

  beforeAll(async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends one message as the person and returns the assistant's answers to it. */
  async function say(text: string, from = PHONE): Promise<string> {
    const before = t.graph.sentTexts().filter((m) => m.to === from).length;
    seq++;
    const res = await t.app.request(
      "/webhooks/whatsapp",
      signedWebhook(textPayload(from, `wamid.conv${seq}`, text)),
    );
    expect(res.status).toBe(200);
    const [row] = await waitFor(
      async () => {
        const rows = await t.db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM messages o JOIN messages i ON i.id = o.reply_to_id
         WHERE i.external_id = $1 AND o.status = 'sent'`,
          [`wamid.conv${seq}`],
        );
        return (rows[0]?.n ?? 0) > 0 ? rows : undefined;
      },
      15_000,
      `answer to "${text}"`,
    );
    expect(row).toBeDefined();
    await waitFor(() => t.graph.sentTexts().filter((m) => m.to === from).length > before);
    return t.graph
      .sentTexts()
      .filter((m) => m.to === from)
      .slice(before)
      .map((m) => m.body)
      .join("\n---\n");
  }

  const books = async (from = `+${PHONE}`) =>
    t.db.query<{
      kind: string;
      amount_centavos: number;
      date: string;
      category: string;
      installment_number: number | null;
    }>(
      `SELECT t.kind, t.amount_centavos, t.date::text AS date, c.name AS category, t.installment_number
       FROM transactions t JOIN users u ON u.id = t.user_id LEFT JOIN categories c ON c.id = t.category_id
       WHERE u.phone = $1 ORDER BY t.id`,
      [from],
    );

  it("welcomes a new person once and creates their default categories", async () => {
    const first = await say("oi");
    expect(first).toContain("Eu sou o Tostão");
    expect(first).toContain("gastei 50 no mercado");
    const [cats] = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM categories c JOIN users u ON u.id = c.user_id WHERE u.phone = $1",
      [`+${PHONE}`],
    );
    expect(cats?.n).toBe(24);
    const again = await say("bom dia");
    expect(again).not.toContain("Eu sou o Tostão");
    expect(again).toContain("Oi, Ana!");
  });

  it("records an expense, an income and an investment", async () => {
    expect(await say("gastei 50 no mercado")).toBe(
      "✅ Despesa registrada: R$ 50,00 em Mercado (mercado), dia 22/11.",
    );
    expect(await say("recebi 3.000 de salário")).toContain("Receita registrada: R$ 3.000,00 em Salário");
    expect(await say("investi 500 no CDB")).toContain("Investimento registrado: R$ 500,00 em Investimentos");
    expect((await books()).map((r) => [r.kind, r.amount_centavos, r.category])).toEqual([
      ["expense", 5000, "Mercado"],
      ["income", 300000, "Salário"],
      ["investment", 50000, "Investimentos"],
    ]);
  });

  it("keeps investments apart from the balance", async () => {
    const answer = await say("qual meu saldo?");
    expect(answer).toContain("Seu saldo de 01/11 a 22/11: R$ 2.950,00");
    expect(answer).toContain("Investimentos (à parte): R$ 500,00");
  });

  it("splits an instalment purchase into monthly parts adding up to the total", async () => {
    const answer = await say("TV de 1.000 em 3x no cartão");
    expect(answer).toContain("R$ 1.000,00 em 3x (R$ 333,34 a R$ 333,33)");
    const parts = (await books()).filter((r) => r.installment_number !== null);
    expect(parts.map((p) => [p.amount_centavos, p.date, p.installment_number])).toEqual([
      [33334, "2026-11-22", 1],
      [33333, "2026-12-22", 2],
      [33333, "2027-01-22", 3],
    ]);
    // Only this month's part counts in this month's expenses.
    expect(await say("quanto gastei este mês?")).toBe("Você gastou R$ 383,34 de 01/11 a 22/11.");
  });

  it("stores a recurring item as a rule with this month's occurrence", async () => {
    expect(await say("aluguel de 1.500 todo dia 5")).toContain("Fica como fixo todo dia 5");
    const rules = await t.db.query<{ amount_centavos: number; day_of_month: number }>(
      "SELECT amount_centavos, day_of_month FROM recurring_rules",
    );
    expect(rules).toEqual([{ amount_centavos: 150000, day_of_month: 5 }]);
    const [occurrence] = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM transactions WHERE recurring_rule_id IS NOT NULL",
    );
    expect(occurrence?.n).toBe(1);
  });

  it("answers per category, top category and summary from the books", async () => {
    expect(await say("quanto gastei com mercado este mês?")).toBe(
      "Você gastou R$ 50,00 com Mercado de 01/11 a 22/11.",
    );
    expect(await say("onde mais gastei?")).toContain("Moradia, com R$ 1.500,00");
    const summary = await say("resumo do mês");
    expect(summary).toContain("Receitas: R$ 3.000,00");
    expect(summary).toContain("Despesas: R$ 1.883,34");
    expect(summary).toContain("Saldo: R$ 1.116,66");
    expect(await say("quanto gastei mês passado?")).toBe("Você gastou R$ 0,00 de 01/10 a 31/10.");
    expect(await say("quanto investi este ano?")).toBe("Você investiu R$ 500,00 de 01/01 a 22/11.");
    expect(await say("quanto recebi hoje?")).toBe("Você recebeu R$ 3.000,00 em 22/11.");
  });

  it("edits and deletes the last record", async () => {
    await say("gastei 30 na farmácia");
    expect(await say("corrige o último para 45")).toContain("agora é R$ 45,00");
    let last = (await books()).at(-1);
    expect([last?.category, last?.amount_centavos]).toEqual(["Saúde", 4500]);
    expect(await say("apaga o último")).toContain("Apaguei o último registro: despesa de R$ 45,00 em Saúde");
    last = (await books()).at(-1);
    expect(last?.category).toBe("Moradia");
  });

  it("asks back for a missing amount and completes the record with the next message", async () => {
    expect(await say("gastei no mercado")).toContain("Quanto você gastou em mercado?");
    expect(await say("80")).toBe("✅ Despesa registrada: R$ 80,00 em Mercado (mercado), dia 22/11.");
  });

  it("stores reminders", async () => {
    expect(await say("me lembra de pagar a luz dia 10")).toBe(
      "⏰ Lembrete criado: pagar a luz, em 10/12/2026, às 10h.",
    );
    const rows = await t.db.query<{ due: string }>("SELECT due_date::text AS due FROM reminders");
    expect(rows).toEqual([{ due: "2026-12-10" }]);
  });

  it("sends the dashboard link, help, and examples for what it does not understand", async () => {
    expect(await say("painel")).toContain("https://painel.tostao.app");
    expect(await say("ajuda")).toContain("corrige o último para 45");
    expect(await say("qual a capital da frança")).toContain("Não entendi essa mensagem");
  });

  it("keeps each person's books apart", async () => {
    const other = "5521987654321";
    await say("oi", other);
    expect(await say("quanto gastei este mês?", other)).toBe("Você gastou R$ 0,00 de 01/11 a 22/11.");
    expect(await say("apaga o último", other)).toBe("Você ainda não tem registros para apagar.");
    expect((await books()).length).toBeGreaterThan(0);
  });
});
