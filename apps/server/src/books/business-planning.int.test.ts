import { bookReplyHeader, centavos } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { sayAndCollect, useAssistantTestApp } from "../testing/assistant-app.ts";
import { setUpLimit } from "../testing/books-setup.ts";

// Cards, limits and their alerts in chat follow the book a message is about, and every alert
// names its book once the person keeps both. Open instance, clock at Sunday 22/11/2026 noon.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511955557777";

describe.each(testEngines())("planning in the business book (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  let seq = 0;
  const say = (text: string, settleMs = 0) => sayAndCollect(t, PHONE, `wamid.bp${++seq}`, text, settleMs);
  const userId = async () =>
    Number((await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = $1", [`+${PHONE}`]))[0]?.id);

  it("keeps a card set up with 'empresa:' in the business book only", async () => {
    await say("oi");
    const saved = await say("empresa: meu inter fecha dia 3 e vence dia 10");
    expect(saved.split("\n")[0]).toBe(bookReplyHeader("business"));
    expect(await t.db.query("SELECT name, book FROM cards")).toEqual([{ name: "Inter", book: "business" }]);
    const personal = await say("quanto tá a fatura do inter?");
    expect(personal).toContain("Não encontrei o cartão Inter");
    expect(await say("empresa: quanto tá a fatura do inter?")).not.toContain("Não encontrei");
  });

  it("alerts on the business limit with the business header, and lists each book's limits apart", async () => {
    const id = await userId();
    await setUpLimit(t.db, { userId: id, category: "Mercado", amount: centavos(80000), today: "2026-11-22" });
    await setUpLimit(t.db, {
      userId: id,
      book: "business",
      category: "Fornecedores",
      amount: centavos(100000),
      today: "2026-11-22",
    });
    await say("modo empresa");
    const answer = await say("paguei 900 de fornecedor", 300);
    // the alert rides in the reply's message, under the one book header
    expect(answer.split("\n---\n")).toHaveLength(1);
    expect(answer.split("\n")[0]).toBe(bookReplyHeader("business"));
    expect(answer.split(bookReplyHeader("business"))).toHaveLength(2);
    expect(answer).toContain("90% do limite de Fornecedores");

    const business = await say("meus limites");
    expect(business).toContain("Fornecedores");
    expect(business).not.toContain("Mercado");
    await say("modo pessoal");
    const personal = await say("meus limites");
    // Back in personal mode the answer needs no header.
    expect(personal).not.toContain("Livro");
    expect(personal).toContain("Mercado: R$ 0,00 de R$ 800,00");
    expect(personal).not.toContain("Fornecedores");
  });

  it("sets and asks about a business category's limit in chat, with the business meaning of its words", async () => {
    const limits = (book: string) =>
      t.db.query(
        `SELECT c.name, l.amount_centavos::int AS amount FROM spending_limits l
           JOIN categories c ON c.id = l.category_id WHERE l.book = $1 ORDER BY c.name`,
        [book],
      );
    const personalBefore = await limits("personal");
    await say("modo empresa");
    expect(await say("limite de 2 mil em fornecedores")).toContain("Fornecedores");
    expect(await say("meu teto de aluguel é 3000")).toContain("Aluguel comercial");
    expect(await limits("business")).toEqual([
      { name: "Aluguel comercial", amount: 300000 },
      { name: "Fornecedores", amount: 200000 },
    ]);
    const asked = await say("como tá meu limite de fornecedores?");
    expect(asked).toContain("Fornecedores");
    expect(asked).not.toContain("Aluguel comercial");
    // the personal books have no such category: a clear answer, nothing set there
    expect(await say("pessoal: limite de 500 em fornecedores")).toContain(
      "Não encontrei a categoria Fornecedores",
    );
    expect(await limits("personal")).toEqual(personalBefore);
  });
});
