import { expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, table } from "./parse-table.test-support.ts";

const other = (amount: number) => ({ intent: "confirm_record", reason: "other_person", record: { amount } });
const quote = (amount: number) => ({ intent: "unknown", hint: "quote", amount });
const shared = (part: number, total: number, people: number) => ({
  intent: "confirm_record",
  reason: "shared",
  record: { amount: part },
  shared: { total, people },
});

table("someone named bought or paid: asked whether it was the person's money", [
  ["a Ju comprou um iphone de 7 mil acredita", other(7000)],
  ["a ju gastou 50", other(50)],
  ["Ju comprou um iphone de 7 mil", other(7000)],
  ["Pedro pagou o jantar 200", other(200)],
  ["a Ju comprou no meu cartão 300", other(300)],
  // the person and others, a bank, a company: nobody else's money
  ["a gente comprou 300 de mercado", exp(300, { category: "Mercado" })],
  ["nubank cobrou 30 de anuidade", exp(30)],
]);

table("another person's earnings are asked, never booked as the person's income", [
  ["o salario da minha esposa caiu 4200", other(4200)],
  ["caiu o salário dela 3000", other(3000)],
  ["o 13 do meu marido caiu 2000", other(2000)],
  ["caiu a aposentadoria da minha mãe 1412", other(1412)],
  // the person's own, or paid to them by someone
  ["caiu meu salario 4200", inc(4200, { category: "Salário" })],
  ["recebi o salário da empresa 3000", inc(3000, { category: "Salário" })],
  ["recebi o adiantamento do meu chefe 500", inc(500)],
  ["recebi a pensão do meu filho 900", inc(900)],
]);

table("a price quoted is not spent", [
  ["o pedreiro cobrou 2.800 pra fazer o banheiro, ainda vou ver", quote(2800)],
  ["o orçamento deu 2.800", quote(2800)],
  ["o pedreiro pediu 2.800 pra fazer o banheiro", quote(2800)],
  ["o eletricista orçou 450", quote(450)],
  ["vai ficar 2800 o banheiro", quote(2800)],
  ["a tv tá custando 3 mil", quote(3000)],
  ["ele quer 500 pra pintar a casa", quote(500)],
  // a charge the person says is not paid yet
  ["o encanador cobrou 180 mas nao paguei ainda", quote(180)],
  ["o mecânico cobrou 800 e ainda não paguei", quote(800)],
  ["o dentista cobrou 350, falta pagar", quote(350)],
  ["o encanador cobrou 180 mas vou pagar semana que vem", quote(180)],
  ["o encanador cobrou 180, pago depois", quote(180)],
  // a price seen
  ["vi uma airfryer por 399 na shopee", quote(399)],
  ["achei um tênis por 200 na netshoes", quote(200)],
  ["vi um tenis de 300 no shopping", quote(300)],
  ["a airfryer tá 399 na shopee", quote(399)],
  ["tá por 2 mil no site", quote(2000)],
  // paid, a charge said in the past, a monthly price, a budget: not quotes
  ["achei a airfryer por 399 e comprei", exp(399)],
  ["vi o show do gusttavo lima 300", exp(300, { category: "Lazer" })],
  ["o pedreiro cobrou 2800, paguei", exp(2800)],
  ["o encanador cobrou 180 e eu paguei", exp(180)],
  ["me cobraram 15 de taxa", exp(15)],
  ["o mecanico cobrou 800 pra arrumar o carro", exp(800)],
  ["orçamento de 1000 pro mercado", { intent: "limit", amount: 1000 }],
  ["pedi 45 de pizza", exp(45)],
]);

table("divided in N: shared by people unless a purchase or a card says instalments", [
  ["paguei a casa da praia 1.600 dividido em 4", shared(400, 1600, 4)],
  ["o jantar deu 240 dividido em 4", shared(60, 240, 4)],
  [
    "paguei a casa da praia 1.600 dividido em 4x",
    exp(1600, { payment: { method: "credit", card: null, installments: 4 } }),
  ],
  [
    "comprei um tenis de 300 dividido em 3",
    exp(300, { payment: { method: "credit", card: null, installments: 3 } }),
  ],
  [
    "geladeira 3000 dividida em 10",
    exp(3000, { payment: { method: "credit", card: null, installments: 10 } }),
  ],
  ["tv 2000 dividido em 10 no nubank", exp(2000, { payment: { method: "credit", installments: 10 } })],
]);

table("half and half with someone is a bill shared by two", [
  ["mercado 320 meio a meio com meu namorado", shared(160, 320, 2)],
  ["uber 30 meio a meio com a Ana", shared(15, 30, 2)],
  ["dividimos o jantar de 200 meio a meio", shared(100, 200, 2)],
  // halves among a group or three people: the person's part is asked
  [
    "mercado 320 meio a meio com a galera",
    { intent: "incomplete", missing: ["amount"], part: { total: 320 } },
  ],
  // a pizza of two flavours is no bill shared
  ["pizza meio a meio com bacon 60", exp(60, { category: "Alimentação" })],
  ["pizza meio a meio calabresa e frango 60", exp(60)],
]);

table("a voucher loaded is the voucher's benefit coming in", [
  ["carregou o VR 880", inc(880, { category: "Salário", description: "vr" })],
  ["carregou o VA 600", inc(600, { category: "Salário" })],
  ["recarregou o vale refeição 700", inc(700, { category: "Salário" })],
  ["vr carregado 880", inc(880, { category: "Salário" })],
  // the person topping something up spends
  ["recarreguei o celular 20", exp(20)],
]);

table("money from the person's business to themselves is their pró-labore, asked", [
  [
    "transferi 2 mil da conta da empresa pra minha",
    {
      intent: "confirm_record",
      reason: "own_business",
      record: { kind: "income", amount: 2000, category: "Salário", description: "pró-labore" },
    },
  ],
  [
    "tirei 2 mil da empresa pra mim",
    { intent: "confirm_record", reason: "own_business", record: { kind: "income", amount: 2000 } },
  ],
  ["transferi 500 do nubank pro inter", { intent: "unknown", hint: "moved" }],
  ["transferi 300 pra minha mãe", exp(300)],
]);

const proLabore = (amount: number) => ({
  intent: "confirm_record",
  reason: "own_business",
  record: { kind: "income", amount, category: "Salário", description: "pró-labore" },
});

table("with the business named, 'pf' is the person (pessoa física), never a meal", [
  ["transferi 2000 do cnpj pra pf", proLabore(2000)],
  ["passei 500 da pj pra pf", proLabore(500)],
  ["tirei 1500 da pj pra pf", proLabore(1500)],
  ["transferi 800 do pj para o pf", proLabore(800)],
  ["fiz um pix de 2000 do cnpj pra minha pf", proLabore(2000)],
  ["caiu 2000 da pj na minha pf", proLabore(2000)],
  // a plate of food stays a meal, with a business near it or not
  ["almocei um pf de 18", exp(18, { category: "Alimentação" })],
  ["pf 22 no almoço", exp(22, { category: "Alimentação" })],
  ["comi um pf de 20 na empresa", exp(20, { category: "Alimentação" })],
  ["mandei um pf de 20 pro pessoal da empresa", exp(20, { category: "Alimentação" })],
]);

it("what a thing costs each month is no quote", () => {
  for (const text of [
    "a academia custa 120 por mês",
    "meu aluguel vai ficar 1500",
    "a netflix cobra 55 por mês",
  ])
    expect(parseMessage(text, NOW)).not.toContainEqual(expect.objectContaining({ hint: "quote" }));
});

table("a purchase not paid yet is owed, not spent; on the card it is spent", [
  ["comprei um tenis de 300 mas ainda não paguei", { ...quote(300), unpaid: true }],
  ["comprei uma blusa de 80, vou pagar semana que vem", { ...quote(80), unpaid: true }],
  ["comprei um tenis de 300, pago depois", { ...quote(300), unpaid: true }],
  ["pedi um ifood de 50 mas ainda não paguei", { ...quote(50), unpaid: true }],
  ["comprei fiado 50 no mercadinho", { ...quote(50), unpaid: true }],
  ["peguei fiado 45 no mercadinho", { ...quote(45), unpaid: true }],
  ["pendurei 30 no bar", { ...quote(30), unpaid: true }],
  ["deixei pendurado 40 no bar", { ...quote(40), unpaid: true }],
  ["o encanador cobrou 180 mas não paguei ainda", { ...quote(180), unpaid: true }],
  // on the card, in instalments, paid, or someone else to pay the person back: spent
  ["comprei um tenis de 300 no cartão, ainda não paguei a fatura", exp(300, { description: "tenis fatura" })],
  ["comprei um celular de 1500 e vou pagar em 10x", exp(1500)],
  ["comprei um tenis de 300 no crédito mas ainda não paguei", exp(300)],
  ["paguei o fiado 80", exp(80)],
  ["comprei o presente de 100, minha irmã vai me pagar depois", exp(100)],
  ["quase comprei um tenis de 300", { intent: "unknown" }],
]);

table("what each person paid, with the whole bill said, is the person's part, never a second record", [
  ["jantar 120, cada um pagou 40", shared(40, 120, 3)],
  ["rachamos a conta de 120 entre 3, cada um 40", shared(40, 120, 3)],
  ["churrasco 300, 5 pessoas, cada uma deu 60", shared(60, 300, 5)],
  // a bill no count shares evenly: what the person paid, the whole never counted as anyone
  ["jantar 125, cada um pagou 40", exp(40, { category: "Alimentação", description: "jantar" })],
  ["pizza 95, cada um pagou 30 no pix", exp(30, { payment: { method: "pix" } })],
  // how many went is never reais: with the bill, the person's part is asked; with their own
  // spending, it is theirs
  ["fomos em 4 no restaurante e deu 200", shared(50, 200, 4)],
  ["jantar 120, éramos 3", shared(40, 120, 3)],
  ["éramos 5 e a conta deu 250", shared(50, 250, 5)],
  ["saímos em 4, a pizza deu 200", shared(50, 200, 4)],
  ["a conta deu 250, dividi com mais 4", shared(50, 250, 5)],
  ["fomos em 3 e paguei 40", exp(40)],
  ["fomos em 3 e gastei 90", exp(90)],
  ["éramos 5 e eu paguei 50", exp(50)],
  ["fomos 2 vezes no mercado e gastei 80", exp(80, { category: "Mercado" })],
  // things counted are each thing's price
  ["comprei 2 camisetas, cada uma 40", exp(80)],
  // months (days, nights) of something are counted as things are
  ["paguei 2 meses de condomínio, 900 cada", exp(1800, { category: "Moradia" })],
  ["paguei 3 meses de academia 120 cada", exp(360)],
  [
    "paguei 2 meses de condominio de 900",
    { intent: "confirm_record", reason: "each", record: { amount: 1800 } },
  ],
  ["paguei 2 meses de academia 240", exp(240)],
  // one span of time bought is no R$ 1
  ["paguei 1 ano de spotify 200", exp(200, { category: "Assinaturas" })],
  ["1 mes de academia 100", exp(100)],
  ["gastei 50 mes passado", exp(50, { date: "2026-10-22" })],
  ["mercado 30 dia de semana", exp(30, { category: "Mercado" })],
]);

table("a charge with part of it paid is the part paid; a handful for a price is the price", [
  ["o pedreiro cobrou 2800, paguei 1000 de entrada", exp(1000, { category: "Moradia" })],
  ["o mecanico cobrou 900 e eu dei 300 de sinal", exp(300)],
  ["a diarista cobrou 150 e paguei 150", exp(150)],
  ["o pedreiro cobrou 2.800, paguei", exp(2800)],
  // the price it had, then what was paid: what was paid, restating the thing when it was just booked
  ["o tênis era 300 mas paguei 250 com desconto", exp(250, { category: "Compras", restates: "tenis" })],
  ["o tenis custava 300 mas paguei 250", exp(250, { description: "tenis" })],
  ["a blusa custava 120 mas consegui por 90", exp(90, { category: "Compras" })],
  ["consegui o tênis por 250", exp(250)],
  ["consegui 200 de freela", { intent: "record", kind: "income", amount: 200 }],
  ["o aluguel era 1500", { intent: "edit_last", amount: 1500, target: "aluguel" }],
  // a discount is no money paid; parts by the way they were paid are the whole, once
  ["comprei 80 no mercado com desconto de 10", exp(80, { category: "Mercado" })],
  ["ganhei 20 de desconto", { intent: "unknown" }],
  ["gasolina 200, paguei 100 no pix e 100 no cartão", exp(200, { category: "Transporte" })],
  ["mercado 300, 200 no débito e 100 no vr", exp(300, { category: "Mercado" })],
  // an amount times a few is that much more, never dozens of parts of R$ 2
  ["taxi 40 x2", exp(80, { payment: null })],
  ["uber 15 x 2", exp(30, { payment: null })],
  ["tv 10x 150", exp(1500, { payment: { method: "credit", installments: 10 } })],
  ["comprei em 3x 2", exp(6, { payment: { method: "credit", installments: 3 } })],
  ["camiseta 2 por 50", exp(50, { category: "Compras" })],
  ["comprei pão 3 por 10", exp(10)],
  ["vendi bolo 3 por 90", { intent: "record", kind: "income", amount: 90 }],
  ["uber 15 por 2", exp(15)],
]);

table("parts of a debt paid now are spent now, never a purchase split on the card", [
  ["paguei 3 parcelas de 200 do carro", exp(600, { payment: null })],
  ["paguei 2 parcelas do carro, 1600", exp(1600, { payment: null })],
  ["quitei 4 parcelas de 250 do consórcio", exp(1000, { payment: null })],
  ["adiantei 3 parcelas do financiamento, 1500", exp(1500, { category: "Dívidas", payment: null })],
  ["comprei uma tv em 3 parcelas de 200", exp(600, { payment: { method: "credit", installments: 3 } })],
  ["paguei em 3 parcelas de 200", exp(600, { payment: { method: "credit", installments: 3 } })],
  ["tv 3 parcelas de 200", exp(600, { payment: { method: "credit", installments: 3 } })],
]);
