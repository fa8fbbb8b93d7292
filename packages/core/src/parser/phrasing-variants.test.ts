// More phrasings per class, written apart from the development corpus, to keep the rules general.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, q, table } from "./parse-table.test-support.ts";

table("records said in passing", [
  ["acabei de gastar 80 reais no mercado", exp(80, { category: "Mercado" })],
  ["to saindo do mercado, gastei 150", exp(150, { category: "Mercado" })],
  ["hj no almoço foi 38", exp(38, { category: "Alimentação" })],
  ["o almoço hoje deu 42 reais", exp(42, { category: "Alimentação" })],
  ["fiz compras no mercado, deu 278,40", exp(278.4, { category: "Mercado" })],
  ["compras do mês: 890", exp(890, { category: "Mercado" })],
  ["aluguel pago 1800", exp(1800, { category: "Moradia" })],
  ["pagamento do aluguel 1800", exp(1800, { category: "Moradia" })],
  ["conta de luz paga: R$ 150,00", exp(150, { category: "Contas" })],
  ["tomei um café de 8 reais", exp(8, { category: "Alimentação" })],
  ["peguei um uber de 25", exp(25, { category: "Transporte" })],
  ["fui no dentista, 250", exp(250, { category: "Saúde" })],
  ["ficou 150 o conserto da bike", exp(150)],
  ["deixei 50 de gorjeta", exp(50)],
]);

describe("later clauses carry on the first verb", () => {
  const summary = (text: string) =>
    parseMessage(text, NOW).map((r) => (r.intent === "record" ? [r.kind, r.amount] : r.intent));

  it.each<[string, unknown[]]>([
    [
      "comprei pão por 10 e leite por 6",
      [
        ["expense", 10],
        ["expense", 6],
      ],
    ],
    [
      "recebi 100 do joão e 50 da maria",
      [
        ["income", 100],
        ["income", 50],
      ],
    ],
    ["gastei 50 no mercado e o ônibus 175 atrasou", [["expense", 50]]],
  ])("%s", (text, want) => {
    expect(summary(text)).toEqual(want);
  });

  it("reads c6 as the bank and the instalment value as the total", () => {
    expect(parseMessage("comprei um celular em 10 parcelas de 200 no cartão do c6", NOW)[0]).toMatchObject({
      amount: 2000,
      payment: { card: "C6", installments: 10 },
    });
  });
});

describe("two rides, one of them on the 99 app", () => {
  it("reads '99' after 'no' as the app", () => {
    const got = parseMessage("hoje gastei 20 no uber e ontem 30 no 99", NOW);
    expect(got.map((r) => (r.intent === "record" ? [r.amount, r.date, r.category] : r.intent))).toEqual([
      [20, "2026-11-22", "Transporte"],
      [30, "2026-11-21", "Transporte"],
    ]);
  });
});

table("ordinal and spelled days", [
  ["dia primeiro paguei 700 de condomínio", exp(700, { date: "2026-11-01" })],
  ["dia 1º de dezembro gastei 50", exp(50, { date: "2025-12-01" })],
  ["todo dia 1º pago 700 de aluguel", exp(700, { recurrence: { day: 1 } })],
  [
    "me lembra todo dia primeiro de pagar o aluguel",
    { intent: "reminder", date: "2026-12-01", recurrence: { day: 1 } },
  ],
]);

table("spoken prices", [
  ["gastei dezenove e noventa no mercado", exp(19.9, { category: "Mercado" })],
  ["paguei duzentos e noventa e nove e noventa", exp(299.9)],
  ["gastei trinta e dois e cinquenta no mercado", exp(32.5)],
  ["padaria 12 e 50", exp(12.5, { category: "Alimentação" })],
  ["gastei 12 e 50 no mercado", exp(12.5, { category: "Mercado" })],
  ["farmácia 45 reais e 90 centavos", exp(45.9, { category: "Saúde" })],
  // "12r", as "12rs", is the currency typed short: no part of the description
  ["uber 12r", exp(12, { category: "Transporte", description: "uber" })],
]);

table("intents said differently", [
  ["me ajuda a organizar minhas finanças", { intent: "help" }],
  ["pra que serve esse bot?", { intent: "help" }],
  ["foi engano, apaga", { intent: "delete_last" }],
  ["deleta isso", { intent: "delete_last" }],
  ["o valor certo é 45", { intent: "edit_last", amount: 45 }],
  ["corrige pra 80", { intent: "edit_last", amount: 80 }],
  ["manda o link", { intent: "dashboard_link" }],
  ["quero ver meus gráficos", { intent: "dashboard_link" }],
  ["o que é o tostão?", { intent: "help" }],
]);

table("saying it comes late changes nothing in what follows", [
  ["esqueci de falar, foi em 3x", { intent: "edit_last", amount: null, installments: 3 }],
  ["ah esqueci, foi no pix", { intent: "edit_last", payment: { method: "pix" } }],
  ["faltou falar que foi no credito", { intent: "edit_last", payment: { method: "credit" } }],
  ["esqueci de te dizer que gastei 40 no mercado", exp(40, { category: "Mercado" })],
  // forgetting to pay or a thing forgotten is what the message is about
  ["esqueci de pagar a luz", { intent: "unknown" }],
  ["esqueci o cartao em casa", { intent: "unknown" }],
]);

table("income and investment variants", [
  ["meu irmão me mandou 200", inc(200)],
  ["recebi um pix de 200 do meu irmão", inc(200, { payment: { method: "pix" } })],
  ["consegui 500 com um bico", inc(500, { category: "Freelance" })],
  ["recebi 80 de cashback", inc(80)],
  ["caiu o 13º 2.500", inc(2500, { category: "Salário" })],
  ["recebi meu décimo terceiro 3 mil", inc(3000, { category: "Salário" })],
  ["vendi 3 bolos por 60", inc(60, { category: "Vendas" })],
  ["transferi 500 pra poupança", { kind: "investment", amount: 500 }],
  ["coloquei 300 no cofrinho do nubank", { kind: "investment", payment: { method: null, card: "Nubank" } }],
]);

table("categories: who it is for, what was bought", [
  ["remédio do gato 80", exp(80, { category: "Pets" })],
  ["vacina do cachorro 120", exp(120, { category: "Pets" })],
  ["comprei um perfume de presente pra minha mãe 200", exp(200, { category: "Presentes e doações" })],
  ["comprei um presente pra mim 100", exp(100, { category: "Compras" })],
  ["taxa de condomínio 300", exp(300, { category: "Moradia" })],
  ["celular 12x de 150", exp(1800, { category: "Compras" })],
  ["conta do celular 60", exp(60, { category: "Contas" })],
  ["troca de óleo 180", exp(180, { category: "Transporte" })],
  ["leite e ovos 25", exp(25, { category: "Mercado" })],
  ["seguro do carro 180", exp(180, { category: "Transporte" })],
]);

table("recurring and instalment variants", [
  ["todo mês pago 50 de spotify", exp(50, { recurrence: { day: 22 } })],
  ["todo dia 10 pago a escola 900", exp(900, { recurrence: { day: 10 } })],
  ["invisto 500 todo mes no tesouro", { kind: "investment", recurrence: { day: 22 } }],
  ["conta fixa: luz 200", exp(200, { recurrence: { day: 22 } })],
  ["comprei sapato 3x 100", exp(300, { payment: { installments: 3 } })],
  ["notebook em 10 parcelas de 350", exp(3500, { payment: { installments: 10 } })],
  [
    "geladeira 2.000 parcelado em 5 vezes no crédito",
    exp(2000, { payment: { installments: 5, method: "credit" } }),
  ],
]);

table("reminder variants", [
  ["me lembra do dentista dia 3", { intent: "reminder", description: "dentista", date: "2026-12-03" }],
  ["lembrete dia 5: pagar aluguel 1500", { intent: "reminder", amount: 1500, date: "2026-12-05" }],
  [
    "me lembre que amanhã vence o boleto da internet de 120",
    { intent: "reminder", amount: 120, date: "2026-11-23" },
  ],
  ["me lembra sexta que vem de pagar o ipva", { intent: "reminder", date: "2026-11-27" }],
  [
    "me lembra na próxima sexta de pagar o ipva",
    { intent: "reminder", date: "2026-11-27", description: "pagar o ipva" },
  ],
  ["me lembra semana que vem de pagar o condominio", { intent: "reminder", date: "2026-11-29" }],
  ["me lembra mês que vem de pagar o seguro", { intent: "reminder", date: "2026-12-22" }],
  [
    "todo dia 20 me lembra de pagar o cartão",
    { intent: "reminder", recurrence: { day: 20 }, date: "2026-12-20" },
  ],
]);

table("query variants", [
  ["me diz meu saldo", q("balance", "2026-11-01", "2026-11-22")],
  ["saldo", q("balance", "2026-11-01", "2026-11-22")],
  ["como estão minhas finanças?", q("summary", "2026-11-01", "2026-11-22")],
  ["relatório semanal", q("summary", "2026-11-16", "2026-11-22")],
  [
    "quanto gastei de mercado na última semana",
    q("expenses", "2026-11-16", "2026-11-22", { category: "Mercado" }),
  ],
  ["quanto gastei semana passada", q("expenses", "2026-11-09", "2026-11-15")],
  ["quanto gastei entre 01/11 e 15/11", q("expenses", "2026-11-01", "2026-11-15")],
  ["quanto gastei dia 10", q("expenses", "2026-11-10", "2026-11-10")],
  ["quanto investi em 2026", q("investments", "2026-01-01", "2026-11-22")],
  ["gastos do mês", q("expenses", "2026-11-01", "2026-11-22")],
  ["quanto eu paguei de luz em outubro?", q("expenses", "2026-10-01", "2026-10-31", { category: "Contas" })],
  ["quanto recebi de freela esse ano", q("income", "2026-01-01", "2026-11-22", { category: "Freelance" })],
  ["quanto gastei no mês de outubro", q("expenses", "2026-10-01", "2026-10-31")],
  ["com o que eu mais gastei?", q("top_category", "2026-11-01", "2026-11-22")],
  ["onde gastei mais", q("top_category", "2026-11-01", "2026-11-22")],
  ["com o que eu gasto mais", q("top_category", "2026-11-01", "2026-11-22")],
  ["quanto entrou e quanto saiu", q("summary", "2026-11-01", "2026-11-22")],
  ["quanto gastei no sábado", q("expenses", "2026-11-21", "2026-11-21")],
  ["quanto gastei em nov", q("expenses", "2026-11-01", "2026-11-30")],
]);

describe("more non-money guards", () => {
  it.each([
    "brasil 2 x 0 argentina",
    "o jogo foi 3x1",
    "mandei 10 mensagens",
    "dormi 8 horas",
    "fiz 30 anos ontem",
  ])("%s is not a record", (text) => {
    for (const r of parseMessage(text, NOW)) expect(r.intent).not.toBe("record");
  });
});
