import {
  replyDeleteLast,
  replyGreeting,
  replyHelp,
  replyIncomplete,
  replyInvalidDate,
  replyNotUnderstood,
  replyQuery,
  replyRecord,
  replyReminder,
  replyWelcome,
} from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { signedWebhook, textPayload, useAssistantTestApp, waitFor } from "../testing/assistant-app.ts";

// A whole conversation through the real parser, the books and the Graph API, with the
// clock fixed on Sunday 22/11/2026 at noon in São Paulo.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511912345678";

describe.each(testEngines())("a conversation with the assistant (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  let seq = 0;

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

  // The wording itself is tested in packages/core/src/replies; here the replies must carry what
  // the books hold, so the expected texts are built from the core wording with the expected data.
  const expense = (total: number, category: string, description: string) =>
    replyRecord({
      kind: "expense",
      total,
      date: "2026-11-22",
      category,
      description,
      installments: null,
      recurringDay: null,
    });
  const zero = { income: 0, expenses: 0, investments: 0, balance: 0, count: 0 };
  const spent = (expenses: number, from = "2026-11-01", to = "2026-11-22", category: string | null = null) =>
    replyQuery({ metric: "expenses", from, to, category }, { ...zero, expenses });

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
    expect(await say("oi")).toBe(replyWelcome("Ana"));
    const [cats] = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM categories c JOIN users u ON u.id = c.user_id WHERE u.phone = $1",
      [`+${PHONE}`],
    );
    expect(cats?.n).toBe(24);
    const again = await say("bom dia");
    expect(again).toBe(replyGreeting("Ana"));
  });

  it("records an expense, an income and an investment", async () => {
    expect(await say("gastei 50 no mercado")).toBe(expense(5000, "Mercado", "mercado"));
    expect(await say("recebi 3.000 de salário")).toContain("R$ 3.000,00 em Salário");
    expect(await say("investi 500 no CDB")).toContain("R$ 500,00 em Investimentos");
    expect((await books()).map((r) => [r.kind, r.amount_centavos, r.category])).toEqual([
      ["expense", 5000, "Mercado"],
      ["income", 300000, "Salário"],
      ["investment", 50000, "Investimentos"],
    ]);
  });

  it("keeps investments apart from the balance, and says it is not the bank's without accounts", async () => {
    const answer = await say("qual meu saldo?");
    expect(answer).toContain(
      replyQuery(
        { metric: "balance", from: "2026-11-01", to: "2026-11-22", category: null },
        { income: 300000, expenses: 5000, investments: 50000, balance: 295000, count: 3 },
      ),
    );
    expect(answer).toContain("não o saldo do banco");
  });

  it("splits an instalment purchase into monthly parts adding up to the total", async () => {
    const answer = await say("TV de 1.000 em 3x no cartão");
    expect(answer).toBe(
      replyRecord({
        kind: "expense",
        total: 100000,
        date: "2026-11-22",
        category: "Compras",
        description: "tv",
        installments: { count: 3, first: 33334, last: 33333, lastDate: "2027-01-22" },
        recurringDay: null,
      }),
    );
    const parts = (await books()).filter((r) => r.installment_number !== null);
    expect(parts.map((p) => [p.amount_centavos, p.date, p.installment_number])).toEqual([
      [33334, "2026-11-22", 1],
      [33333, "2026-12-22", 2],
      [33333, "2027-01-22", 3],
    ]);
    // Only this month's part counts in this month's expenses, and the answer says it is one.
    expect(await say("quanto gastei este mês?")).toBe(
      replyQuery(
        { metric: "expenses", from: "2026-11-01", to: "2026-11-22", category: null },
        { ...zero, expenses: 38334, instalments: 33334 },
      ),
    );
    expect(await say("quanto gastei este mês?")).toContain("(R$ 333,34 em parcelas)");
  });

  // Said on another day, a fixed item books nothing now (conversation/planning tests it).
  it("stores a recurring item said on its own day as a rule with this month's occurrence", async () => {
    expect(await say("aluguel de 1.500 todo dia 22")).toContain("todo dia 22");
    const rules = await t.db.query<{ amount_centavos: number; day_of_month: number }>(
      "SELECT amount_centavos, day_of_month FROM recurring_rules",
    );
    expect(rules).toEqual([{ amount_centavos: 150000, day_of_month: 22 }]);
    const [occurrence] = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM transactions WHERE recurring_rule_id IS NOT NULL",
    );
    expect(occurrence?.n).toBe(1);
  });

  it("answers per category, top category and summary from the books", async () => {
    const month = { from: "2026-11-01", to: "2026-11-22", category: null };
    const totals = {
      income: 300000,
      expenses: 188334,
      investments: 50000,
      balance: 111666,
      count: 5,
      instalments: 33334,
    };
    const moradia = { category: "Moradia", total: 150000 };
    expect(await say("quanto gastei com mercado este mês?")).toBe(
      spent(5000, month.from, month.to, "Mercado"),
    );
    expect(await say("onde mais gastei?")).toBe(
      replyQuery({ ...month, metric: "top_category" }, totals, [moradia]),
    );
    expect(await say("resumo do mês")).toBe(
      replyQuery({ ...month, metric: "summary" }, totals, [
        moradia,
        { category: "Compras", total: 33334 },
        { category: "Mercado", total: 5000 },
      ]),
    );
    expect(await say("quanto gastei mês passado?")).toBe(spent(0, "2026-10-01", "2026-10-31"));
    expect(await say("quanto investi este ano?")).toBe(
      replyQuery({ ...month, metric: "investments", from: "2026-01-01" }, { ...zero, investments: 50000 }),
    );
    expect(await say("quanto recebi hoje?")).toBe(
      replyQuery({ ...month, metric: "income", from: "2026-11-22" }, { ...zero, income: 300000 }),
    );
  });

  it("edits and deletes the last record", async () => {
    await say("gastei 30 na farmácia");
    expect(await say("corrige o último para 45")).toContain("agora é R$ 45,00");
    let last = (await books()).at(-1);
    expect([last?.category, last?.amount_centavos]).toEqual(["Saúde", 4500]);
    expect(await say("apaga o último")).toBe(
      replyDeleteLast({
        kind: "expense",
        total: 4500,
        date: "2026-11-22",
        category: "Saúde",
        installmentCount: null,
      }),
    );
    last = (await books()).at(-1);
    expect(last?.category).toBe("Moradia");
  });

  it("asks back for a missing amount and completes the record with the next message", async () => {
    expect(await say("gastei no mercado")).toBe(replyIncomplete({ kind: "expense", description: "mercado" }));
    expect(await say("80")).toBe(expense(8000, "Mercado", "mercado"));
  });

  it("stores reminders", async () => {
    expect(await say("me lembra de pagar a luz dia 10")).toBe(
      replyReminder({ description: "pagar a luz", amount: null, dueDate: "2026-12-10", recurrenceDay: null }),
    );
    const rows = await t.db.query<{ due: string }>("SELECT due_date::text AS due FROM reminders");
    expect(rows).toEqual([{ due: "2026-12-10" }]);
  });

  it("sends the dashboard link, help, and examples for what it does not understand", async () => {
    expect(await say("painel")).toContain("https://painel.tostao.app");
    expect(await say("ajuda")).toBe(replyHelp("https://painel.tostao.app"));
    expect(await say("qual a capital da frança")).toBe(replyNotUnderstood("question"));
  });

  it("says a day that does not exist does not, and records nothing", async () => {
    const before = (await books()).length;
    expect(await say("gastei 50 no mercado dia 30/02")).toBe(
      replyInvalidDate({ day: 30, month: 2, year: null }),
    );
    expect(await say("almoço 30 em 31 de abril")).toContain("Essa data não existe: abril tem 30 dias.");
    expect((await books()).length).toBe(before);
  });

  it("keeps each person's books apart", async () => {
    const other = "5521987654321";
    await say("oi", other);
    expect(await say("quanto gastei este mês?", other)).toBe(spent(0));
    expect(await say("apaga o último", other)).toBe(replyDeleteLast(null));
    expect((await books()).length).toBeGreaterThan(0);
  });
});
