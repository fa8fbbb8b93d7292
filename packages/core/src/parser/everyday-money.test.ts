// Table tests for everyday money said the way people say it: a self-introduction before a record,
// how many people a meal was for, loans, meal vouchers. NOW is Sunday 22/11/2026, noon in São Paulo.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, table } from "./parse-table.test-support.ts";

table("a self-introduction never reaches the description", [
  ["sou a Júlia, gastei 50 no mercado", exp(50, { category: "Mercado", description: "mercado" })],
  ["sou a julia gastei 50 no mercado", exp(50, { category: "Mercado", description: "mercado" })],
  ["oi! me chamo Carlos Souza e gastei 30 de uber", exp(30, { category: "Transporte", description: "uber" })],
  ["boa noite, aqui é o Caio. paguei 120 de luz", exp(120, { category: "Contas", description: "luz" })],
  ["meu nome é Ana, recebi 3000 de salário", inc(3000, { category: "Salário", description: "salário" })],
  ["sou nova aqui, quanto gastei esse mês?", { intent: "query", metric: "expenses" }],
  ["oi sou a julia", { intent: "greeting" }],
]);

table("a count after por/pra is who the money was for, not a second price", [
  ["gastei 20 no pastel por 2", exp(20, { category: "Alimentação", description: "pastel pra 2" })],
  ["paguei 80 no rodizio pra 4", exp(80, { category: "Alimentação", description: "rodizio pra 4" })],
  ["pastel por 8", exp(8, { category: "Alimentação" })],
  ["comprei pastel por 8", exp(8, { category: "Alimentação" })],
  ["2 pastéis por 16", exp(16, { category: "Alimentação" })],
]);

describe("prices after another item stay prices", () => {
  it.each([
    ["50 reais e um milkshake por 30", [50, 30]],
    ["uber 25, pastel por 8", [25, 8]],
    ["gastei 20 no pastel por 2 e 10 de caldo de cana", [20, 10]],
  ] as const)("%s", (text, amounts) => {
    const got = parseMessage(text, NOW).map((r) => (r.intent === "record" ? r.amount : r.intent));
    expect(got).toEqual(amounts);
  });
});

const incomplete = (category: string, description: string) => ({
  intent: "incomplete",
  missing: ["amount"],
  kind: "expense",
  category,
  description,
});

table("money lent is a record that says it was a loan", [
  ["emprestei 50 pro pedro", exp(50, { category: "Outros", description: "empréstimo pro pedro" })],
  ["empresto 30 pra ana no pix", exp(30, { description: "empréstimo pra ana", payment: { method: "pix" } })],
  [
    "emprestei 200 à minha vizinha ontem",
    exp(200, { date: "2026-11-21", description: "empréstimo à minha vizinha" }),
  ],
  ["tive que emprestar 50 pro meu irmão", exp(50, { description: "empréstimo pro meu irmão" })],
  [
    "empréstimo de 300 pra minha irmã",
    exp(300, { category: "Outros", description: "empréstimo pra minha irmã" }),
  ],
  ["emprestei 300 ao joão", exp(300, { description: "empréstimo ao joão" })],
  ["emprestei 200 pro joão pagar a luz", exp(200, { description: "empréstimo pro joão" })],
  ["emprestei 200 pra pagar o conserto do carro do pedro", exp(200, { description: "empréstimo" })],
  ["emprestei dinheiro pro pedro", incomplete("Outros", "empréstimo pro pedro")],
  ["não emprestei nada pro pedro", { intent: "unknown", hint: "not_spent" }],
]);

const lentAsked = (text: string, person: string | null, from = "2026-11-01") => ({
  intent: "query",
  metric: "expenses",
  from,
  to: "2026-11-22",
  category: null,
  text,
  loan: { direction: "lent", person },
});

table("a question about loans counts the loans booked, by the words they are booked with", [
  ["quanto emprestei esse mês?", lentAsked("empréstimo", null)],
  ["quanto eu ja emprestei pro joão?", lentAsked("empréstimo joão", "pro joão")],
  ["qto eu emprestei pra minha mae esse ano", lentAsked("empréstimo mae", "pra minha mae", "2026-01-01")],
  ["total que emprestei esse mes", lentAsked("empréstimo", null)],
  [
    "quanto o pedro me devolveu?",
    {
      intent: "query",
      metric: "income",
      text: "devolução pedro",
      loan: { direction: "returned", person: "do pedro" },
    },
  ],
  [
    "quanto me devolveram esse mês",
    { metric: "income", text: "devolução", loan: { direction: "returned", person: null } },
  ],
  // money from a client is not a loan paid back; a loan told without its amount is not a question
  ["quanto o joão me pagou?", { intent: "unknown", hint: "question" }],
  ["emprestei uma grana pro joão", { intent: "incomplete" }],
]);

table("money given, a boleto paid, a week said: what the record says", [
  ["dei 20 pro flanelinha", exp(20, { category: "Transporte", description: "flanelinha" })],
  ["dei 30 pra ana", exp(30, { description: "ana" })],
  ["paguei um boleto 120", exp(120, { description: "boleto", payment: { method: "boleto" } })],
  ["gastei uns 40 no uber essa semana", exp(40, { category: "Transporte", description: "uber" })],
  // a weak verb with a count is still not money
  ["dei 2 voltas no parque", { intent: "unknown" }],
]);

table("a typo of a day or period changes when, even when the rest was understood", [
  ["qnt gastei essa semna?", { intent: "query", from: "2026-11-16", to: "2026-11-22", by: "days" }],
  ["gastei 30 no uber ontme", exp(30, { date: "2026-11-21", description: "uber" })],
  ["quanto gastei em novembr?", { intent: "query", from: "2026-11-01", by: "months" }],
  // a word a typo could read two ways stays as typed ("sabdo": sábado or saldo)
  ["mercado 50 sabdo", exp(50, { date: "2026-11-22" })],
]);

table("a meal or food voucher credited is part of the pay", [
  ["recebi meu vr de 800", inc(800, { category: "Salário" })],
  ["caiu o va 600", inc(600, { category: "Salário" })],
  ["caiu o alelo 650", inc(650, { category: "Salário" })],
  ["recebi 1200 de vale refeição", inc(1200, { category: "Salário" })],
  // spent with it, it is how a purchase was paid
  ["almoço 30 no vr", exp(30, { category: "Alimentação", payment: { method: "voucher" } })],
]);

table("money borrowed is never income", [
  ["peguei 100 emprestado com minha mãe", { intent: "unknown", hint: "borrowed" }],
  ["peguei emprestado 200 do meu pai", { intent: "unknown", hint: "borrowed" }],
  ["minha mãe me emprestou 200", { intent: "unknown", hint: "borrowed" }],
  ["peguei 2 mil de empréstimo", { intent: "unknown", hint: "borrowed" }],
  ["peguei um empréstimo de 5 mil no banco", { intent: "unknown", hint: "borrowed" }],
  // what it was for is not whom it went to
  ["peguei 2 mil de emprestimo pra pagar o aluguell", { intent: "unknown", hint: "borrowed" }],
  ["me empresta 100", { intent: "unsupported", what: "loan" }],
  ["preciso de um empréstimo", { intent: "unsupported", what: "loan" }],
]);

table("money paid back either way", [
  ["o pedro me devolveu os 50", inc(50, { category: "Reembolso", description: "devolução do pedro" })],
  [
    "recebi os 50 que o pedro me devia",
    inc(50, { category: "Reembolso", description: "devolução do pedro" }),
  ],
  [
    "o joão me pagou os 50 que me devia",
    inc(50, { category: "Reembolso", description: "devolução do joão" }),
  ],
  ["minha irmã me devolveu 300", inc(300, { category: "Reembolso", description: "devolução da minha irmã" })],
  ["paguei o que devia ao joão, 150", exp(150, { category: "Dívidas", description: "dívida com joão" })],
  ["devolvi 100 pra minha mãe", exp(100, { category: "Dívidas", description: "dívida com minha mãe" })],
  // the debt described after "que" is what was paid, not something still owed
  [
    "devolvi 300 pro meu irmao que eu tava devendo",
    exp(300, { category: "Dívidas", description: "dívida com meu irmao" }),
  ],
  [
    "devolvi os 200 que eu devo pro pedro",
    exp(200, { category: "Dívidas", description: "dívida com pedro" }),
  ],
  ["paguei 450 da parcela do empréstimo", exp(450, { category: "Dívidas" })],
  ["o joão me pagou 150", inc(150)],
]);

const voucher = { method: "voucher", card: null, installments: 1 };

table("a meal or food voucher is how it was paid, never the description", [
  ["almoço 30 no vr", exp(30, { category: "Alimentação", description: "almoço", payment: voucher })],
  ["paguei 45 no vale refeição", exp(45, { category: "Alimentação", payment: voucher })],
  ["mercado 230 foi no va", exp(230, { category: "Mercado", description: "mercado", payment: voucher })],
  ["lanche 22 no ticket", exp(22, { description: "lanche", payment: voucher })],
  ["padaria 18 com o alelo", exp(18, { description: "padaria", payment: voucher })],
  ["almoço 35 no cartão do sodexo", exp(35, { description: "almoço", payment: voucher })],
  ["feira 80 no pluxee", exp(80, { category: "Mercado", payment: voucher })],
  ["almoço 30 no caju", exp(30, { payment: voucher })],
  ["janta 50 no flash", exp(50, { payment: voucher })],
  ["comprei um flash pra camera 200", exp(200, { payment: null })],
  ["uber 20 no vt", exp(20, { payment: null })],
]);

table("a voucher in a question filters by it", [
  ["quanto gastei no vr", { intent: "query", metric: "expenses", category: null, payment: "voucher" }],
  [
    "quanto gastei no vale refeição esse mês?",
    { intent: "query", metric: "expenses", category: null, payment: "voucher" },
  ],
  ["quanto gastei de mercado no va?", { intent: "query", category: "Mercado", payment: "voucher" }],
]);

table("misses found by the new threads", [
  // a thing lent is not money
  ["emprestei o carro pro pedro", { intent: "unknown", hint: "not_spent" }],
  ["emprestei minha bike pra ana", { intent: "unknown", hint: "not_spent" }],
  // a debt said is not money that moved
  ["to devendo 200 pro joão", { intent: "unknown", hint: "owed" }],
  ["o pedro ainda me deve 50", { intent: "unknown", hint: "owed" }],
  ["o joão me pagou os 350 que tava devendo", inc(350, { category: "Reembolso" })],
  // who it was for, before the money
  ["jantar pra 2 no japa 180", exp(180, { category: "Alimentação", description: "jantar pra 2 japa" })],
]);

table("a sandwich named with 'x' is food; a transport voucher bought or topped up is transport", [
  ["x-tudo 30", exp(30, { category: "Alimentação", description: "x-tudo" })],
  ["x-salada 22", exp(22, { category: "Alimentação" })],
  ["x tudo 30", exp(30, { category: "Alimentação" })],
  ["xtudo 30", exp(30, { category: "Alimentação" })],
  ["paguei 30 no x-bacon", exp(30, { category: "Alimentação" })],
  ["vale transporte 50", exp(50, { category: "Transporte", description: "vale transporte" })],
  ["recarreguei o vt 50", exp(50, { category: "Transporte" })],
  ["vt 50", exp(50, { category: "Transporte" })],
  // credited, a voucher is part of the pay
  ["recebi vale transporte 200", { intent: "record", kind: "income", amount: 200, category: "Salário" }],
  ["caiu o vt 180", { intent: "record", kind: "income", category: "Salário" }],
  // "vale" saying what something is worth, and "x" counting, stay as they were
  ["isso vale 50", { intent: "unknown" }],
  ["10 x 50", { intent: "unknown", hint: "amount" }],
]);

table("a bare 'passagem' at a fare's price is a fare in town; a dearer one, or by air, is a trip", [
  ["quatro e cinquenta de passagem", exp(4.5, { category: "Transporte", description: "passagem" })],
  ["passagem 4,50", exp(4.5, { category: "Transporte" })],
  ["2 passagens 9", exp(9, { category: "Transporte" })],
  ["gastei 20 na passagem", exp(20, { category: "Transporte" })],
  ["passagem de ônibus 5", exp(5, { category: "Transporte" })],
  ["passagem 120", exp(120, { category: "Viagem" })],
  ["passagem pra salvador 350", exp(350, { category: "Viagem" })],
  ["passagem aérea 800", exp(800, { category: "Viagem" })],
  ["passagem de avião 15", exp(15, { category: "Viagem" })],
  ["✈️ 15", exp(15, { category: "Viagem" })],
]);
