import { bookReplyHeader, replyBookSwitched, replyQuery, replyRecord } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { sayAndCollect, useAssistantTestApp } from "../testing/assistant-app.ts";

// The business edition in chat on an open instance, clock fixed at Sunday 22/11/2026 noon.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511955554444";

describe.each(testEngines())("personal and business books in chat (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  let seq = 0;

  async function say(text: string): Promise<string> {
    seq++;
    return sayAndCollect(t, PHONE, `wamid.book${seq}`, text, 100);
  }
  const zero = { income: 0, expenses: 0, investments: 0, balance: 0, count: 0 };
  const spentThisMonth = (expenses: number, count: number) =>
    replyQuery(
      { metric: "expenses", from: "2026-11-01", to: "2026-11-22", category: null },
      { ...zero, expenses, count },
    );
  const rows = () =>
    t.db.query<{ book: string; amount_centavos: number; category: string; category_book: string }>(
      `SELECT t.book, t.amount_centavos, c.name AS category, c.book AS category_book
       FROM transactions t JOIN categories c ON c.id = t.category_id ORDER BY t.id`,
    );

  it("keeps replies unlabelled while the person has only personal books", async () => {
    await say("oi");
    expect(await say("gastei 50 no mercado")).not.toContain("Livro");
  });

  it("writes an 'empresa:' message to the business book, with business categories, and says so", async () => {
    const answer = await say("empresa: paguei 300 de fornecedor");
    expect(answer.split("\n")[0]).toBe(bookReplyHeader("business"));
    expect(answer).toContain(
      replyRecord({
        kind: "expense",
        total: 30000,
        date: "2026-11-22",
        category: "Fornecedores",
        description: "fornecedor",
        installments: null,
        recurringDay: null,
      }).split("\n")[0],
    );
    expect(await rows()).toEqual([
      { book: "personal", amount_centavos: 5000, category: "Mercado", category_book: "personal" },
      { book: "business", amount_centavos: 30000, category: "Fornecedores", category_book: "business" },
    ]);
  });

  it("never mixes the totals, and names the book only when that says something", async () => {
    // In personal mode a personal answer needs no header, business book or not.
    const personal = await say("quanto gastei este mês?");
    expect(personal).toBe(spentThisMonth(5000, 1));
    expect(await say("modo empresa")).toBe(replyBookSwitched("business"));
    await say("recebi 1.200 de vendas");
    const business = await say("quanto gastei este mês?");
    expect(business).toBe(`${bookReplyHeader("business")}\n${spentThisMonth(30000, 2)}`);
    // In business mode, a personal record says where it went.
    expect(await say("pessoal: gastei 20 na padaria")).toMatch(/^👤 \*Livro pessoal\*\n/);
    expect(await say("modo pessoal")).toBe(replyBookSwitched("personal"));
    expect(await say("quanto gastei este mês?")).toBe(spentThisMonth(7000, 2));
    expect(await say("empresa: quanto gastei este mês?")).toMatch(/^🏢 \*Livro da empresa\*\n/);
  });

  it("undoes the last record of the current book only", async () => {
    await say("modo empresa");
    expect(await say("apaga o último")).toContain("R$ 1.200,00");
    await say("modo pessoal");
    const left = await rows();
    expect(left.map((r) => [r.book, r.amount_centavos])).toEqual([
      ["personal", 5000],
      ["business", 30000],
      ["personal", 2000],
    ]);
  });

  it("books a record said to be the business's there, and corrects and undoes it there", async () => {
    expect(await say("comprei farinha 45 pra empresa")).toMatch(
      /^🏢 \*Livro da empresa\*\n✅ Despesa registrada: R\$ 45,00/,
    );
    expect(await say("era 48")).toMatch(/^🏢 \*Livro da empresa\*\n✏️/);
    expect(await say("almocei na empresa 20")).not.toContain("Livro");
    await say("recebi 2000 de um cliente pro cnpj");
    expect(await say("desfaz")).toMatch(/^🏢 \*Livro da empresa\*\n↩️/);
    const added = (await rows()).slice(3);
    expect(added.map((r) => [r.book, r.amount_centavos, r.category_book])).toEqual([
      ["business", 4800, "business"],
      ["personal", 2000, "personal"],
    ]);
  });
});
