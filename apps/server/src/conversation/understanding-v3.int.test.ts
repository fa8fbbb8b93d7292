import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { signedWebhook, textPayload, useAssistantTestApp, waitFor } from "../testing/assistant-app.ts";

// Version 3 through the webhook, the real parser and the books: what lands in the books after
// each message. Sunday 22/11/2026, noon in São Paulo.
const NOW = new Date("2026-11-22T12:00:00-03:00");
const PHONE = "5511955550001";

describe.each(testEngines())("understanding v3 in a conversation (%s)", (engine) => {
  const t = useAssistantTestApp(engine, { now: () => NOW });
  let seq = 0;

  async function say(text: string): Promise<string> {
    const before = t.graph.sentTexts().filter((m) => m.to === PHONE).length;
    seq++;
    const id = `wamid.v3-${seq}`;
    const res = await t.app.request("/webhooks/whatsapp", signedWebhook(textPayload(PHONE, id, text)));
    expect(res.status).toBe(200);
    await waitFor(
      async () => {
        const rows = await t.db.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM messages o JOIN messages i ON i.id = o.reply_to_id
           WHERE i.external_id = $1 AND o.status = 'sent'`,
          [id],
        );
        return (rows[0]?.n ?? 0) > 0 ? rows : undefined;
      },
      15_000,
      `answer to "${text}"`,
    );
    await waitFor(() => t.graph.sentTexts().filter((m) => m.to === PHONE).length > before);
    return t.graph
      .sentTexts()
      .filter((m) => m.to === PHONE)
      .slice(before)
      .map((m) => m.body)
      .join("\n---\n");
  }

  const books = () =>
    t.db.query<{ amount: number; category: string; description: string }>(
      `SELECT t.amount_centavos::int AS amount, c.name AS category, t.description
       FROM transactions t JOIN users u ON u.id = t.user_id LEFT JOIN categories c ON c.id = t.category_id
       WHERE u.phone = $1 ORDER BY t.id`,
      [`+${PHONE}`],
    );

  it("books nothing for plans, caps, what-ifs and other people's money", async () => {
    await say("oi");
    expect(await say("qro comprar uma tv de 3,5k em junho")).toContain("compras futuras");
    expect(await say("max 250 de ifood por mes")).toContain("Alimentação");
    expect(await say("se eu gastar 200 no mercado")).toContain("Não registrei nada");
    expect(await say("meu irmão gastou 300")).toContain("Responda *sim* ou *não*");
    expect(await say("não")).toBe("Certo, não registrei nada.");
    expect(await books()).toEqual([]);
  });

  it("books another person's spending only on a yes", async () => {
    expect(await say("minha esposa gastou 200 no mercado")).toContain("R$ 200,00 em Mercado");
    expect(await say("sim")).toContain("Despesa registrada: R$ 200,00 em Mercado");
    expect((await books()).map((r) => r.amount)).toEqual([20000]);
  });

  it("takes a self-contained message on its own after a question about an amount", async () => {
    expect(await say("ja paguei o condominio")).toContain("Quanto você gastou");
    expect(await say("gastei 54 no almoço")).toContain("R$ 54,00 em Alimentação");
    const last = (await books()).at(-1);
    expect(last).toMatchObject({ amount: 5400, category: "Alimentação" });
  });

  it('reads "50 reais e um milkshake por 30" without a centavo and typos with a note', async () => {
    const before = (await books()).length;
    await say("lanche 50 reais e um milkshake por 30");
    expect((await books()).slice(before).map((r) => r.amount)).toEqual([5000, 3000]);
    const typo = await say("mercadp 45");
    expect(typo).toContain("em Mercado");
    expect(typo).toContain('Entendi "mercadp" como *mercado*');
  });

  it("never corrects another record than the one named", async () => {
    await say("padaria 18");
    const answer = await say("não, o aluguel era 1500");
    expect(answer).toContain('Não achei nenhum registro recente de "aluguel"');
    expect((await books()).at(-1)).toMatchObject({ amount: 1800, category: "Alimentação" });
    expect(await say("o da padaria foi 19")).toContain("R$ 19,00");
    expect((await books()).at(-1)).toMatchObject({ amount: 1900 });
  });

  it("answers filtered questions with the filter stated", async () => {
    await say("ifood 40 no nubank");
    expect(await say("quanto gastei com ifood?")).toContain('com "ifood"');
    expect(await say("qual foi meu maior gasto?")).toContain("R$ 200,00 em Mercado");
    expect(await say("quantas vezes fui na padaria?")).toMatch(/^1 gasto com "padaria"/);
    expect(await say("gastei mais que mês passado?")).toContain("a mais");
    // left out, by category and by words: the month's total less what those records add up to
    const reais = (reply: string) =>
      Number((/R\$ ([\d.,]+)/.exec(reply)?.[1] ?? "").replace(/\./g, "").replace(",", "."));
    const all = reais(await say("quanto gastei esse mês?"));
    const market = reais(await say("quanto gastei no mercado esse mês?"));
    const ifood = reais(await say("quanto gastei com ifood esse mês?"));
    const withoutMarket = await say("quanto gastei esse mês sem contar o mercado?");
    expect(withoutMarket).toContain("sem contar Mercado");
    expect(reais(withoutMarket)).toBeCloseTo(all - market, 2);
    expect(reais(await say("e tirando o ifood?"))).toBeCloseTo(all - ifood, 2);
  });

  it("answers what it does not do and what it can take in", async () => {
    expect(await say("transfere 200 pro joão")).toContain("não faço transferências");
    expect(await say("posso mandar áudio?")).toContain("Sim, pode mandar áudio");
    expect(await say("apaga tudo")).toContain("Não apago tudo por mensagem");
    expect(await say("50")).toMatch(/^R\$ 50,00 de quê\?/);
    expect(await say("o limite dele é 4 mil")).toContain("De qual cartão?");
  });
  it("corrects the record the words name among the recent ones, and asks which of two", async () => {
    await say("paguei o aluguel, 1.450");
    await say("uber 25");
    await say("uber 31");
    await say("café 7");
    expect(await say("não, o aluguel era 1500")).toContain("✏️ Corrigi o registro");
    expect((await books()).slice(-4)[0]).toMatchObject({ amount: 150000, category: "Moradia" });
    expect((await books()).at(-1)).toMatchObject({ amount: 700 });
    expect(await say("o uber era 35")).toContain("Qual deles?");
    expect(await say("o de 31")).toContain("R$ 35,00");
    expect((await books()).slice(-3, -1).map((b) => b.amount)).toEqual([2500, 3500]);
  });

  it("asks each part of instalments said roughly, and books the part answered times the parts", async () => {
    const before = (await books()).length;
    expect(await say("comprei uma geladeira 12x de 150 e poucos")).toContain("quanto foi cada parcela");
    expect(await books()).toHaveLength(before);
    expect(await say("157")).toContain("R$ 1.884,00");
    // the whole price answered is that price
    expect(await say("sofa 6x de uns 300")).toContain("cada parcela");
    expect(await say("deu 1.790 no total")).toContain("R$ 1.790,00");
    // booked as its parts: 12 of R$ 157,00, then 6 that add up to R$ 1.790,00
    const parts = (await books()).slice(before).map((b) => b.amount);
    expect(parts.slice(0, 12)).toEqual(Array(12).fill(15700));
    expect(parts.slice(12).reduce((a, b) => a + b, 0)).toBe(179000);
  });
});
