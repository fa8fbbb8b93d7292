import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { whatsappConversation } from "../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";

// A seeded month, worked out by hand. Friday 20/03/2026; salary on the 5th business day, so the
// next payday is Tuesday 07/04 (Good Friday 03/04 does not count) and the period is 20/03..06/04,
// 18 days. Balances: Nubank 2.000,00 stated today − mercado 150,00 recorded after = 1.850,00
// (an estimate); Carteira 500,00. Total 2.350,00.
// Expected: + Freelance 600,00 (fixed income, 25/03); − Nubank bill 890,45 (due 27/03);
// − Conta de luz 150,00 (reminder, 30/03); − Tênis 300,00 (planned, 02/04); − Aluguel 1.200,00
// (fixed, 05/04). 2.350 + 600 − 890,45 − 150 − 300 − 1.200 = 409,55; 409,55 / 18 = 22,75 a day.
// To the month's end (20/03..31/03): 2.350 + 600 − 890,45 − 150 = 1.909,55.
const NOW = new Date("2026-03-20T12:00:00-03:00");

describe.each(testEngines())("accounts, balances and the month ahead in chat (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("answers balances per account and what can be spent until payday, each part listed", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const chat = whatsappConversation(() => t, "5511944441111");
    expect((await chat.say("qual meu saldo?")).join("\n")).toContain("não o saldo do banco");
    expect((await chat.say("tenho 2.000 no nubank"))[0]).toBe(
      "✅ Conta Nubank criada com saldo R$ 2.000,00 hoje (20/03/2026). O que você registrar nela a partir de agora entra no saldo.",
    );
    await chat.say("tenho 500 na carteira");
    expect((await chat.say("recebo todo 5º dia útil"))[0]).toContain("O próximo é em 07/04/2026.");
    await chat.say("gastei 150 no mercado");

    const [{ id: userId }] = (await t.db.query<{ id: number }>("SELECT id FROM users")) as [{ id: number }];
    const [{ id: cardId }] = (await t.db.query<{ id: number }>(
      `INSERT INTO cards (user_id, name, kind, closing_day, due_day) VALUES ($1, 'Nubank', 'credit', 20, 27) RETURNING id`,
      [userId],
    )) as [{ id: number }];
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method, card_id, bill_month)
       VALUES ($1, 'expense', 89045, '2026-03-10', 'Compras do mês', 'credit', $2, '2026-03')`,
      [userId, cardId],
    );
    await t.db.query(
      `INSERT INTO recurring_rules (user_id, kind, amount_centavos, description, day_of_month, starts_on) VALUES
       ($1, 'income', 60000, 'Freelance', 25, '2026-01-25'), ($1, 'expense', 120000, 'Aluguel', 5, '2026-01-05')`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO reminders (user_id, description, amount_centavos, due_date) VALUES
       ($1, 'Conta de luz', 15000, '2026-03-30'), ($1, 'Gás', 4000, '2026-03-19')`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO planned_purchases (user_id, description, amount_centavos, planned_for) VALUES
       ($1, 'Tênis', 30000, '2026-04-02'), ($1, 'Sofá', 200000, '2026-05-10')`,
      [userId],
    );

    expect((await chat.say("qual meu saldo?"))[0]).toBe(
      [
        "💰 Seus saldos hoje:",
        "🏦 Nubank: R$ 1.850,00 (estimado: saldo de 20/03 + 1 movimentação, 1 sem conta)",
        "👛 Carteira: R$ 500,00",
        "= Total: R$ 2.350,00 — estimativa",
      ].join("\n"),
    );
    expect((await chat.say("saldo da carteira"))[0]).toBe("👛 Carteira: R$ 500,00");

    const spend = (await chat.say("quanto posso gastar até o salário?"))[0];
    expect(spend).toBe(
      [
        "🗓️ Até o salário (dia 07/04) você pode gastar R$ 409,55, cerca de R$ 22,75 por dia em 18 dias.",
        "",
        "💰 Saldo hoje: R$ 2.350,00 (estimado pelos seus registros)",
        "➕ A receber: R$ 600,00",
        "   • 25/03 Freelance: R$ 600,00",
        "➖ Despesas fixas: R$ 1.200,00",
        "   • 05/04 Aluguel: R$ 1.200,00",
        "➖ Faturas de cartão: R$ 890,45",
        "   • 27/03 Fatura Nubank: R$ 890,45",
        "➖ Contas lembradas: R$ 150,00",
        "   • 30/03 Conta de luz: R$ 150,00",
        "➖ Compras planejadas: R$ 300,00",
        "   • 02/04 Tênis: R$ 300,00",
        "= R$ 409,55",
      ].join("\n"),
    );
    const leftover = (await chat.say("vai sobrar dinheiro esse mês?"))[0];
    expect(leftover).toMatch(
      /^✅ Sim: se nada mais entrar nem sair, sobram R\$ 1\.909,55 até o fim do mês\./,
    );
    expect(leftover).not.toContain("Aluguel");

    // "na carteira", "no pix do nubank": the record lands in that account.
    expect((await chat.say("gastei 30 de uber na carteira"))[0]).toContain("🏦 Em Carteira.");
    expect((await chat.say("saldo da carteira"))[0]).toBe(
      "👛 Carteira: R$ 470,00 (estimado: saldo de 20/03 + 1 movimentação)",
    );
    expect((await chat.say("gastei 12 na padaria no pix do nubank"))[0]).toContain("🏦 Em Nubank.");

    // A category's limit is still the parser's question.
    expect((await chat.say("quanto ainda posso gastar com lazer?"))[0]).not.toContain("Até o salário");
  }, 180_000);
});
