import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { chatTurn } from "../testing/chat-turn.ts";

// Version 2.1 of understanding acted on against real books: corrections change the last record
// and never create one, deletions take a count, lists show the records themselves, reminders
// questions list them, thanks are answered and plans never become spending.
// Monday 23/11/2026, 10:00 in São Paulo.
const NOW = new Date("2026-11-23T10:00:00-03:00");
const PHONE = "+5511987650000";

describe.each(testEngines())("corrections, lists and plans in chat (%s)", (engine) => {
  let db: Db;
  let userId: number;

  beforeAll(async () => {
    db = await openTestDb(engine);
    userId = (await ensureUser(db, PHONE, "Ana")).id;
  });
  afterAll(async () => {
    await db?.close();
  });

  const say = (text: string, now = NOW) => chatTurn(db, { userId, phone: PHONE, text, now });

  const records = () =>
    db.query<{ amount: number; category: string | null; date: string; description: string }>(
      `SELECT t.amount_centavos::int AS amount, c.name AS category, t.date::text AS date, t.description
       FROM transactions t LEFT JOIN categories c ON c.id = t.category_id WHERE t.user_id = $1 ORDER BY t.id`,
      [userId],
    );

  it("corrects the amount, category, date and description of the last record without creating one", async () => {
    await say("gastei 54 na padaria");
    expect(await say("não, era 45")).toContain("agora é R$ 45,00");
    expect(await say("o último foi no mercado, não na padaria")).toContain("categoria Mercado");
    expect(await say("o último foi ontem")).toContain("data 22/11");
    expect(await say("muda a descrição do último para pão e leite")).toContain('descrição "pão e leite"');
    const rows = await records();
    expect(rows).toEqual([
      { amount: 4500, category: "Mercado", date: "2026-11-22", description: "pão e leite" },
    ]);
  });

  it("refuses a category of another kind and asks what to change when nothing is said", async () => {
    const reply = await say("muda a categoria do último pra salário");
    expect(reply).toContain("não vale para despesas");
    expect((await records())[0]?.category).toBe("Mercado");
    expect(await say("corrige o último")).toContain("O que devo corrigir");
    expect(await records()).toHaveLength(1);
  });

  it("deletes the last records by count and says when there were fewer", async () => {
    await say("uber 23");
    await say("almoço 35");
    const reply = await say("apaga os dois últimos");
    expect(reply).toContain("Apaguei os 2 últimos registros");
    expect(reply).toContain("R$ 35,00");
    expect(reply).toContain("R$ 23,00");
    expect(await records()).toHaveLength(1);
    expect(await say("exclui os 3 últimos registros")).toContain("Você só tinha 1 registro.");
    expect(await records()).toHaveLength(0);
  });

  it("lists the records themselves, at most 15 lines and a total of all", async () => {
    for (let i = 1; i <= 17; i++) await say(`mercado ${i}`);
    await say("recebi 3.000 de salário");
    const reply = await say("lista meus gastos de hoje");
    const lines = reply.split("\n");
    expect(lines[0]).toBe("📋 Seus gastos em 23/11:");
    expect(lines.filter((l) => l.startsWith("• "))).toHaveLength(15);
    expect(reply).toContain("… e mais 2 no painel.");
    expect(lines.at(-1)).toBe("Total: R$ 153,00 (17 registros)");
    expect(await say("me mostra as receitas do mês")).toContain("• 23/11 R$ 3.000,00 Salário");
    expect(await say("o que eu gastei ontem?")).toBe("Não há gastos em 22/11.");
  });

  it("lists an instalment purchase by its parts, never as equal lines", async () => {
    await say("comprei uma geladeira de 3200 em 10x", new Date("2026-11-20T10:00:00-03:00"));
    const reply = await say("lista meus gastos do dia 20", new Date("2026-11-20T18:00:00-03:00"));
    const lines = reply.split("\n").filter((l) => l.startsWith("• "));
    expect(lines[0]).toMatch(/R\$ 320,00 .*geladeira.* · parcela \d+\/10$/);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it("lists reminders due in the period asked, today onwards", async () => {
    await say("me lembra de pagar o gás na sexta");
    await say("me lembra de pagar a luz dia 10, 180");
    expect(await say("tenho alguma conta pra pagar essa semana?")).toBe(
      "⏰ Seus lembretes de 23/11 a 29/11:\n• 27/11 pagar o gás",
    );
    const all = await say("quais são meus lembretes?");
    expect(all).toContain("• 27/11 pagar o gás\n• 10/12 pagar a luz (R$ 180,00)");
    expect(await say("o que vence amanhã?")).toContain("Você não tem lembretes em 24/11.");
  });

  it("answers thanks and never books a plan or a question as spending", async () => {
    const before = (await records()).length;
    expect(await say("valeu!")).toContain("Por nada");
    expect(await say("tô pensando em comprar uma bike de 1.200")).toContain("Nada foi registrado como gasto");
    await say("quero juntar 10 mil pra viagem até dezembro");
    await say("será que consigo comprar um notebook de 4 mil?");
    await say("quanto gastei esse mês?");
    expect(await records()).toHaveLength(before);
  });
});
