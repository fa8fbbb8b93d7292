/**
 * Money that came in, said the ways people say it: bank notices pasted as they read, loans paid
 * back, refunds, what app work paid, change given back.
 */
import { expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, table } from "./parse-table.test-support.ts";

table("a bank's notice of money received, pasted as it reads, is income", [
  [
    "Você recebeu uma transferência de R$ 450,00 de Carla Mendes",
    inc(450, { description: "transferência carla mendes" }),
  ],
  ["Você recebeu um Pix de R$ 1.200,00 de JOAO P LTDA", inc(1200)],
  ["você recebeu 80 da ana", inc(80)],
  ["vc recebeu um pix de 35,50", inc(35.5)],
]);

it("the balance a notice ends with is not money moved", () => {
  expect(
    parseMessage("Você recebeu um Pix de R$ 50,00 de Maria Souza. Saldo disponível: R$ 1.200,00", NOW),
  ).toMatchObject([inc(50)]);
  expect(parseMessage("recebi 50 da ana, saldo 1200", NOW)).toHaveLength(1);
});

it("someone else receiving is not the person's money in", () => {
  const [got] = parseMessage("ele recebeu 50", NOW);
  expect(got).not.toMatchObject({ intent: "record", kind: "income" });
});

table("a loan given back by someone, with no 'me', is money back (Reembolso)", [
  [
    "meu pai devolveu os 300 que eu emprestei",
    inc(300, { category: "Reembolso", description: "devolução do meu pai" }),
  ],
  ["a ana devolveu os 50", inc(50, { category: "Reembolso", description: "devolução da ana" })],
  ["meu primo devolveu 100 dos 300", inc(100, { category: "Reembolso" })],
  ["hoje a ana devolveu 30", inc(30, { category: "Reembolso", description: "devolução da ana" })],
  [
    "minha irmã devolveu os 200 que eu emprestei pra ela",
    inc(200, { category: "Reembolso", description: "devolução da minha irmã" }),
  ],
  ["ela devolveu 50", inc(50, { category: "Reembolso", description: "devolução de empréstimo" })],
  // the loan said back in "que eu emprestei" after a payment to the person: paid back, never lent again
  [
    "o joao me pagou os 100 q eu emprestei",
    inc(100, { category: "Reembolso", description: "devolução do joao" }),
  ],
  ["a maria me pagou o que eu emprestei, 150", inc(150, { category: "Reembolso" })],
  ["recebi os 100 que emprestei pro joao", inc(100, { category: "Reembolso" })],
  ["emprestei 100 pro joao", exp(100)],
]);

it("money given back to someone else is not the person's money back", () => {
  const [got] = parseMessage("o joão devolveu 50 pra maria", NOW);
  expect(got).not.toMatchObject({ intent: "record", kind: "income" });
});

table("what app work made, said with 'fiz' and the amount, is earned", [
  ["fiz 420 no uber hoje", inc(420, { category: "Freelance", description: "uber" })],
  ["hoje fiz 420 rodando de uber", inc(420, { category: "Freelance" })],
  ["fiz 180 no ifood hoje", inc(180, { category: "Freelance", description: "ifood" })],
  ["fiz R$ 250 pelo ifood ontem", inc(250, { date: "2026-11-21" })],
  ["fiz 300 rodando", inc(300)],
]);

table("who pays the person for work or rent, with no 'me', pays money in", [
  ["o cliente do site finalmente pagou 2.500", inc(2500, { description: "cliente site" })],
  ["o cliente pagou 800", inc(800)],
  ["meu cliente pagou 800", inc(800)],
  ["o inquilino pagou o aluguel 1.100", inc(1100)],
  ["a inquilina pagou 900 do aluguel", inc(900)],
  ["o paciente pagou a consulta 200", inc(200)],
  ["a cliente mandou 150 no pix", inc(150)],
]);

it("a client paying someone else, or for a thing, is not the person's money in", () => {
  expect(parseMessage("o cliente pagou o almoco 50", NOW)).toMatchObject([
    { intent: "confirm_record", reason: "other_person" },
  ]);
  expect(parseMessage("o cliente pagou 300 pro fornecedor", NOW)).not.toMatchObject([{ kind: "income" }]);
  expect(parseMessage("paguei o almoco do cliente 80", NOW)).toMatchObject([exp(80)]);
});

table('"tirei" with tips, a day\'s work or a net amount is money made', [
  ["de gorjeta hj tirei 85", inc(85, { category: "Outras receitas", description: "gorjeta" })],
  ["tirei 85 de gorjeta", inc(85, { category: "Outras receitas" })],
  ["tirei 120 de gorjetas hoje", inc(120, { category: "Outras receitas" })],
  ["tirei 85 de caixinha hoje", inc(85, { category: "Outras receitas" })],
  ["rodei o dia todo tirei 280 liquido ja descontando a gasosa", inc(280, { category: "Freelance" })],
  ["tirei 300 no uber", inc(300, { category: "Freelance" })],
  ["tirei 280 limpo", inc(280)],
]);

it('"tirei" out of somewhere, or for something, is no money made', () => {
  expect(parseMessage("tirei 100 da caixinha", NOW)).toMatchObject([{ intent: "unknown", hint: "moved" }]);
  expect(parseMessage("tirei 200 no caixa", NOW)).toMatchObject([{ intent: "unknown", hint: "moved" }]);
  for (const text of ["tirei 50 da carteira pro uber", "tirei 200"])
    expect(parseMessage(text, NOW)).not.toMatchObject([{ kind: "income" }]);
});

it('"mas" before a money verb of the person\'s starts another record', () => {
  expect(
    parseMessage(
      "essa semana eu rodei bastante fiz uns 1400 no uber mas gastei 350 de gasolina e 60 de lavagem",
      NOW,
    ),
  ).toMatchObject([
    inc(1400, { category: "Freelance" }),
    exp(350, { category: "Transporte", description: "gasolina" }),
    exp(60, { description: "lavagem" }),
  ]);
  expect(parseMessage("recebi 1400 mas gastei 350 de gasolina", NOW)).toMatchObject([inc(1400), exp(350)]);
  // the same money said again is one record
  expect(parseMessage("salario 3800 mas caiu 3120", NOW)).toMatchObject([inc(3120)]);
  expect(parseMessage("salario 3800 mas caiu 3120", NOW)).toHaveLength(1);
});

it("what app work made may be said roughly after 'fiz'", () => {
  expect(parseMessage("fiz uns 1400 no uber", NOW)).toMatchObject([inc(1400, { category: "Freelance" })]);
  // "quase" is asked, as money in from the app
  expect(parseMessage("fiz quase 300 no ifood hoje", NOW)).toMatchObject([
    { intent: "incomplete", kind: "income", category: "Freelance", roughly: [300], almost: true },
  ]);
});

it("another app after work done is more work; fuel after it is spent", () => {
  expect(parseMessage("fiz 420 no uber e 180 no ifood", NOW)).toMatchObject([
    inc(420, { category: "Freelance" }),
    inc(180, { category: "Freelance" }),
  ]);
  expect(parseMessage("fiz 420 no uber e 70 de gasolina", NOW)).toMatchObject([
    inc(420),
    exp(70, { category: "Transporte" }),
  ]);
});

table("a ride or an order paid stays spent", [
  ["gastei 40 no uber", exp(40, { category: "Transporte" })],
  ["fiz um pedido de 40 no ifood", exp(40, { category: "Alimentação" })],
  ["fiz 40 de uber", exp(40, { category: "Transporte" })],
  ["fiz 80 de compras", exp(80, { category: "Compras" })],
  ["uber 25", exp(25, { category: "Transporte" })],
]);

table("a purchase given back and refunded is money back, never a debt paid", [
  ["devolvi a blusa, me estornaram os 120", inc(120, { category: "Reembolso" })],
  ["devolvi a blusa e recebi 80 de volta", inc(80, { category: "Reembolso" })],
  ["devolvi o tênis e a loja estornou 200", inc(200, { category: "Reembolso" })],
  ["devolvi 100 pra minha mãe", exp(100, { category: "Dívidas" })],
]);

table("change given back is taken off what was paid", [
  ["paguei 100 no mercado e recebi 20 de troco", exp(80, { category: "Mercado" })],
  ["dei 50 na padaria e recebi 12 de troco", exp(38, { category: "Alimentação" })],
  ["paguei 50 no uber e voltou 3,50 de troco", exp(46.5, { category: "Transporte" })],
  ["paguei 100 na farmácia, troco de 30", exp(70, { category: "Saúde" })],
]);

it("change alone moves no money", () => {
  expect(parseMessage("recebi 20 de troco", NOW)).toEqual([{ intent: "unknown", hint: "moved" }]);
});

table("what was sold is asked with 'vendi', in Vendas", [
  ["quanto vendi hj?", { intent: "query", metric: "income", category: "Vendas", from: "2026-11-22" }],
  ["quanto eu vendi esse mês?", { intent: "query", metric: "income", category: "Vendas" }],
]);

table("money made where people sell as often as they buy: which way is asked", [
  [
    "fiz 200 na feira",
    {
      intent: "confirm_record",
      reason: "direction",
      record: expect.objectContaining({ kind: "expense", amount: 200, category: "Mercado" }),
      income: expect.objectContaining({ kind: "income", amount: 200, category: "Vendas" }),
    },
  ],
  ["fizemos 600 na feira ontem", { intent: "confirm_record", reason: "direction" }],
  // a purchase or a sale said, work, an app, or a place people only buy at: no question
  ["fiz 200 de compras na feira", exp(200, { category: "Mercado" })],
  ["fiz uma compra de 200 na feira", exp(200, { category: "Mercado" })],
  ["vendi 200 na feira", inc(200, { category: "Vendas" })],
  ["fiz 300 de freela", inc(300, { category: "Freelance" })],
  ["fiz 420 no uber", inc(420)],
  ["fiz 150 no mercado", exp(150, { category: "Mercado" })],
  ["fiz 200 na feira no pix", exp(200, { category: "Mercado" })],
]);

table("a pension said alone is paid; with a verb of money in, or said of a child's or the INSS, it came in", [
  ["pensão 50", exp(50, { category: "Outros", description: "pensão" })],
  ["pensão alimentícia 800", exp(800, { description: "pensão alimentícia" })],
  ["paguei a pensão 800", exp(800)],
  ["pensao 600 todo dia 10", exp(600, { recurrence: { day: 10 } })],
  ["recebi pensão 50", inc(50, { category: "Outras receitas" })],
  ["caiu a pensão 800", inc(800)],
  ["pensão do meu filho 800", inc(800)],
  ["pensão do inss 1400", inc(1400)],
  ["paguei a pensão do meu filho 900", exp(900)],
]);

table("overtime is paid with the salary: money in, whatever the verb", [
  ["fiz 200 de hora extra", inc(200, { category: "Salário", description: "hora extra" })],
  ["recebi 350 de horas extras", inc(350, { category: "Salário" })],
  ["hora extra 200", inc(200, { category: "Salário" })],
  // what the person paid someone for theirs is spent, and hours counted are no money
  ["paguei 200 de hora extra pra diarista", exp(200)],
  ["fiz 10 horas extras", { intent: "unknown" }],
]);
