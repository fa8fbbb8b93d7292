import { expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, table } from "./parse-table.test-support.ts";

const shared = (part: number, total: number, people: number) => ({
  intent: "confirm_record",
  reason: "shared",
  record: { amount: part },
  shared: { total, people },
});

table("money given back is money in, whoever gives it", [
  ["estorno de 59,90 da amazon", inc(59.9, { category: "Reembolso", description: "estorno amazon" })],
  ["recebi o estorno de 120 do cartão", inc(120, { category: "Reembolso" })],
  ["a amazon estornou 59,90", inc(59.9, { category: "Reembolso" })],
  ["estornaram 35 da uber", inc(35, { category: "Reembolso" })],
  ["devolução da blusa 80", inc(80, { category: "Reembolso" })],
  ["ressarcimento do plano de saúde 230", inc(230, { category: "Reembolso" })],
  // a fee for giving something back is still spent
  ["paguei 40 de taxa de devolução", exp(40)],
]);

table("a bill shared: the person's part is their money, said or worked out", [
  ["pagamos 120 no rodizio, minha parte foi 60", exp(60, { description: "rodizio" })],
  ["jantar 200, minha parte 50", exp(50, { description: "jantar" })],
  ["a conta deu 300 e a minha parte ficou 75 no pix", exp(75, { payment: { method: "pix" } })],
  ["minha parte do aluguel é 900", exp(900, { category: "Moradia", description: "aluguel" })],
  ["dividi a conta de 180 com 3 amigos", shared(45, 180, 4)],
  ["dividi a pizza de 80 com 1 amigo", shared(40, 80, 2)],
  ["rachei o uber de 40 com 1 amiga", shared(20, 40, 2)],
  ["rachamos o jantar de 240 em 4", shared(60, 240, 4)],
]);

table("a first name is not a typo of a word", [
  ["paguei 90 pro joão", exp(90, { category: "Outros", description: "joão" })],
  ["paguei 50 pra sofia", exp(50, { category: "Outros" })],
]);

table("a card's bill paid is not a purchase on that card", [
  ["paguei a fatura do nubank 1.230,55", exp(1230.55, { description: "fatura nubank", payment: null })],
  ["paguei 800 da fatura do nubank", exp(800, { payment: null })],
  ["paguei a fatura do cartão no pix, 1200", exp(1200, { payment: { method: "pix", card: null } })],
]);

const moved = { intent: "unknown", hint: "moved" };

table("the person's own money that only changed place is not spending", [
  ["saquei 300", moved],
  ["tirei 200 no caixa eletrônico", moved],
  ["fiz um saque de 50 no banco 24h", moved],
  ["peguei 100 no caixa", moved],
  ["transferi 500 do nubank pro inter", moved],
  ["passei 300 do itau pro nubank", moved],
  ["mandei 200 do inter para o c6", moved],
  ["tirei 300 da poupança", moved],
  ["resgatei 1000 do cdb", moved],
  ["peguei 50 da reserva", moved],
  // out of a goal: the goal as said, a box or reserve only if the person keeps a goal by that name
  [
    "tirei 300 da meta da viagem",
    { ...moved, from_goal: { goal: "viagem", amount: 300, date: "2026-11-22" } },
  ],
  ["precisei tirar 200 da meta", { ...moved, from_goal: { goal: "", amount: 200 } }],
  ["ontem resgatei 150 da caixinha da moto", { ...moved, from_goal: { goal: "moto", loose: true } }],
  ["saquei 500 da reserva de emergência", { ...moved, from_goal: { goal: "reserva de emergência" } }],
  [
    "tirei 300 da meta da viagem pra pagar o conserto",
    exp(300, { description: "conserto", from_goal: { goal: "viagem" } }),
  ],
  // a fee, money to someone else and a purchase on a card are spent
  ["paguei 6,50 de taxa de saque", exp(6.5)],
  ["transferi 500 pro joão", exp(500)],
  ["comprei no nubank 50 de mercado", exp(50, { category: "Mercado" })],
  ["peguei um uber de 20", exp(20, { category: "Transporte" })],
  ["guardei 100 na poupança", { intent: "record", kind: "investment", amount: 100 }],
  ["rendeu 12 a poupança", inc(12, { category: "Rendimentos" })],
]);

table("a card paid is its bill, not a purchase on it", [
  ["paguei o cartao de credito 2300", exp(2300, { description: "fatura cartão", payment: null })],
  ["paguei o cartão 800 no pix", exp(800, { description: "fatura cartão", payment: { method: "pix" } })],
  ["paguei o almoço no cartão 40", exp(40, { description: "almoço", payment: { method: "credit" } })],
]);

table("counts, legs of a trip and the thirteenth are not amounts of their own", [
  ["2 pastel e um caldo de cana 25", exp(25, { category: "Alimentação" })],
  ["3 pão de queijo 9", exp(9)],
  ["recebi 13 salario 1.500", inc(1500, { category: "Salário", description: "13º salário" })],
]);

it("reads each leg of a trip with its own amount", () => {
  expect(parseMessage("uber ida 18 volta 22", NOW)).toMatchObject([
    { amount: 18, description: "uber ida" },
    { amount: 22, description: "uber volta" },
  ]);
  expect(parseMessage("café 6, 2 pão 8", NOW)).toMatchObject([{ amount: 6 }, { amount: 8 }]);
});

table("a thing and what it came to, and nothing else, may restate what was just booked", [
  ["a pipoca foi 28", exp(28, { restates: "pipoca" })],
  ["o uber deu 23", exp(23, { restates: "uber" })],
  ["o almoço saiu 42 reais", exp(42, { restates: "almoco" })],
  ["a conta de luz foi 143", exp(143, { restates: "conta luz" })],
  // words that only close the sentence
  ["a pipoca foi 30 mesmo", exp(30, { restates: "pipoca" })],
  ["o uber deu 23, viu", exp(23, { restates: "uber" })],
  // the reason the price changed may follow
  ["o uber foi 52, esqueci o pedágio", exp(52, { restates: "uber" })],
  ["a pizza foi 90, com a taxa", exp(90, { restates: "pizza" })],
  // without the comma: what a price comes with, or a word that only opens a reason
  ["a pizza foi 75 com a taxa", exp(75, { restates: "pizza" })],
  ["o uber deu 30 com a gorjeta", exp(30, { restates: "uber" })],
  ["a pizza foi 75 esqueci a taxa", exp(75, { restates: "pizza" })],
]);

it("'o uber foi 30 com a ana' says who with, not why: no restatement", () => {
  expect(parseMessage("o uber foi 30 com a ana", NOW)[0]).not.toHaveProperty("restates");
});

const edit = (amount: number, target: string, category: string | null = null) => ({
  intent: "edit_last",
  amount,
  target,
  category,
});

table("with an amount, a correction moves a record only to where it says it goes", [
  ["ops a pizza foi 90, esqueci a taxa", edit(90, "pizza")],
  ["não, o uber foi 30 com a gorjeta", edit(30, "uber")],
  ["não, o uber foi 30 em lazer", edit(30, "uber", "Lazer")],
  ["na verdade o cinema foi 50 pra lazer", edit(50, "cinema", "Lazer")],
]);

it("does not read a record with more said as restating anything", () => {
  for (const text of ["a gasolina foi 200 no pix", "uber 23", "gastei 30 no uber", "a pipoca foi 28 ontem"])
    for (const result of parseMessage(text, NOW)) expect(result).not.toHaveProperty("restates");
});

it("takes out of no goal what only moved, and sets no goal with money put in one or a target hit", () => {
  for (const text of ["tirei 300 da poupança", "tirei 100 da caixinha", "saquei 200"])
    expect(parseMessage(text, NOW)).toEqual([moved]);
  // a plan is no money moved
  expect(parseMessage("vou tirar 300 da meta da viagem", NOW)).not.toContainEqual(
    expect.objectContaining({ from_goal: expect.anything() }),
  );
  expect(parseMessage("e mais 400 na meta da viagem", NOW)).toMatchObject([
    { intent: "record", kind: "investment", amount: 400, goal: "viagem" },
  ]);
  expect(parseMessage("bati a meta de vendas e ganhei 300 de bônus", NOW)).toMatchObject([
    { intent: "record", kind: "income", amount: 300 },
  ]);
  expect(parseMessage("meta de 10 mil pra viagem", NOW)).toMatchObject([
    { intent: "goal", name: "viagem", amount: 10000 },
  ]);
});
