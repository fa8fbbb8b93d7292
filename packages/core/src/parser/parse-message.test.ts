import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, NOW, q, table } from "./parse-table.test-support.ts";
import type { Interpretation } from "./types.ts";

const parse = (text: string, now = NOW) => parseMessage(text, now);

table("amount forms", [
  ["gastei R$ 1.234,56 no mercado", exp(1234.56)],
  ["gastei R$50 no mercado", exp(50)],
  ["mercado 50,90", exp(50.9)],
  ["mercado 50.90", exp(50.9)],
  ["mercado 1.500", exp(1500)],
  ["gastei 1.500,00 no aluguel", exp(1500)],
  ["gastei 1,234.56 no mercado", exp(1234.56)],
  ["gastei 2 mil no notebook", exp(2000)],
  ["gastei 1,5 mil no dentista", exp(1500)],
  ["gastei 2k na reforma", exp(2000)],
  ["gastei 2,5k no celular", exp(2500)],
  ["gastei R$ 10 mil na reforma", exp(10000)],
  ["gastei 3 mil e 500 no carro", exp(3500)],
  ["gastei 50 reais no bar", exp(50)],
  ["gastei 50 reais e 30 centavos no mercado", exp(50.3)],
  ["paguei 5 reais e 50 no ônibus", exp(5.5, { category: "Transporte" })],
  ["gastei 90 centavos na bala", exp(0.9)],
  ["gastei 0,50 de bala", exp(0.5)],
  ["gastei 50 conto no uber", exp(50)],
  ["gastei 300 pila no mercado", exp(300)],
  ["gastei 200 paus na balada", exp(200)],
  ["no mercado gastei R$ 80", exp(80, { category: "Mercado" })],
  ["50,00 almoço", exp(50, { category: "Alimentação" })],
  ["mercado: 50", exp(50, { category: "Mercado" })],
]);

table("numbers in words, voice-transcription style", [
  ["gastei cinquenta reais na padaria", exp(50, { category: "Alimentação" })],
  ["gastei cinquenta e dois reais e noventa centavos", exp(52.9)],
  ["gastei trezentos e cinquenta reais no mercado", exp(350)],
  ["paguei mil e duzentos de aluguel", exp(1200, { category: "Moradia" })],
  ["paguei dois mil trezentos e quarenta e cinco reais", exp(2345)],
  ["gastei vinte conto no bar", exp(20)],
  ["paguei um milhão e meio no apartamento", exp(1_500_000)],
  ["recebi dois milhões de herança", { kind: "income", amount: 2_000_000 }],
  ["recebi 1 milhão", { kind: "income", amount: 1_000_000 }],
  ["é gastei tipo uns cento e vinte reais no supermercado né", exp(120, { category: "Mercado" })],
  ["hoje eu fui na farmácia e gastei quarenta e dois reais", exp(42, { category: "Saúde" })],
]);

table("informal chat: no accents, abbreviations, emojis, caps", [
  ["gastei 45 no almoco hj", exp(45, { category: "Alimentação", date: "2026-11-22" })],
  ["vc acredita q gastei 200 no shopping", exp(200, { category: "Compras" })],
  ["farmacia 30", exp(30, { category: "Saúde" })],
  ["remedios 80", exp(80, { category: "Saúde" })],
  ["uber 15 😅🚗", exp(15, { category: "Transporte" })],
  ["💸 mercado 80", exp(80, { category: "Mercado" })],
  ["GASTEI 50 NO MERCADO", exp(50, { category: "Mercado" })],
  ["gastei 50 no mercado!!!", exp(50)],
  ["gastei cerca de 60 no posto", exp(60, { category: "Transporte" })],
  ["bom dia! gastei 30 no café", exp(30, { category: "Alimentação" })],
  ["almoço −> 35", exp(35)],
]);

table("amount before or after the item, dates before or after", [
  ["50 no mercado", exp(50, { category: "Mercado" })],
  ["mercado 50 ontem", exp(50, { date: "2026-11-21" })],
  ["ontem mercado 50", exp(50, { date: "2026-11-21" })],
  ["anteontem gastei 60 no bar", exp(60, { date: "2026-11-20" })],
  ["antes de ontem paguei 40 de uber", exp(40, { date: "2026-11-20" })],
  ["gastei 200 de gasolina 3 dias atrás", exp(200, { date: "2026-11-19" })],
  ["há 5 dias paguei 80 no veterinário", exp(80, { date: "2026-11-17", category: "Pets" })],
  ["gastei 50 faz 3 dias", exp(50, { date: "2026-11-19" })],
  ["uma semana atrás paguei 90 de luz", exp(90, { date: "2026-11-15" })],
  ["gastei 45 semana passada", exp(45, { date: "2026-11-15" })],
  ["dia 3 paguei 40 de uber", exp(40, { date: "2026-11-03" })],
  ["dia 25 gastei 300 no mercado", exp(300, { date: "2026-10-25" })],
  ["10/11 jantar 140", exp(140, { date: "2026-11-10" })],
  ["25/12 gastei 400 no mercado", exp(400, { date: "2025-12-25" })],
  ["10/11/2026 mercado 300", exp(300, { date: "2026-11-10" })],
  ["gastei 100 dia 5 de outubro", exp(100, { date: "2026-10-05" })],
  ["gastei 80 no sábado", exp(80, { date: "2026-11-21" })],
  ["sexta paguei 50 de pizza", exp(50, { date: "2026-11-20" })],
]);

table("kinds: expense, income, investment", [
  ["torrei 150 no bar", exp(150)],
  ["custou 60 o ingresso do cinema", exp(60, { category: "Lazer" })],
  ["saiu 47 de estacionamento", exp(47, { category: "Transporte" })],
  ["abasteci 150", exp(150, { category: "Transporte" })],
  ["fiz um pix de 50 pro joão", exp(50, { payment: { method: "pix" } })],
  ["transferi 300 pra minha mãe", exp(300)],
  ["recebi 300 do freela", { kind: "income", amount: 300, category: "Freelance" }],
  ["caiu o salário 4.500", { kind: "income", amount: 4500, category: "Salário" }],
  ["entrou 800 de comissão", { kind: "income", amount: 800 }],
  ["minha mãe me deu 100", { kind: "income", amount: 100 }],
  ["o cliente me pagou 2000", { kind: "income", amount: 2000 }],
  ["vendi o carro por 30 mil", { kind: "income", amount: 30000, category: "Vendas" }],
  ["ganhei 500 no sorteio", { kind: "income", amount: 500 }],
  ["recebi 75 de juros", { kind: "income", category: "Rendimentos" }],
  ["investi 1000 no tesouro", { kind: "investment", amount: 1000, category: "Investimentos" }],
  ["coloquei 200 na poupança", { kind: "investment", amount: 200 }],
  ["comprei 500 de bitcoin", { kind: "investment", amount: 500 }],
  ["fiz um aporte de 1,5 mil no cdb", { kind: "investment", amount: 1500 }],
  ["guardei cem reais no cofrinho", { kind: "investment", amount: 100 }],
]);

table("categories tolerate accents, plurals and phrases", [
  ["acougue 96", exp(96, { category: "Mercado" })],
  ["paguei os remedios 45", exp(45, { category: "Saúde" })],
  ["plano de saude 530", exp(530, { category: "Saúde" })],
  ["conta de agua 76,23", exp(76.23, { category: "Contas" })],
  ["paguei a conta do restaurante 150", exp(150, { category: "Alimentação" })],
  ["pet shop banho e tosa 70", exp(70, { category: "Pets" })],
  ["taxa bancaria 12,90", exp(12.9, { category: "Impostos e taxas" })],
  ["parcela do emprestimo 450", exp(450, { category: "Dívidas" })],
  ["presente pro meu pai 150", exp(150, { category: "Presentes e doações" })],
  ["comprei um celular de 2 mil", exp(2000, { category: "Compras" })],
  ["spotify 21,90", exp(21.9, { category: "Assinaturas" })],
  ["barbearia 45", exp(45, { category: "Cuidados pessoais" })],
  ["passagens 780", exp(780, { category: "Viagem" })],
]);

table("payment methods and cards", [
  ["uber 25 no pix", exp(25, { payment: { method: "pix", card: null, installments: 1 } })],
  ["farmácia 23 em dinheiro", exp(23, { payment: { method: "cash" } })],
  ["paguei 60 em espécie", exp(60, { payment: { method: "cash" } })],
  ["combustível 250 no débito", exp(250, { payment: { method: "debit" } })],
  ["almoço 52,90 no crédito", exp(52.9, { payment: { method: "credit" } })],
  ["paguei 250 no boleto da faculdade", exp(250, { payment: { method: "boleto" } })],
  ["paguei 45,90 de netflix no nubank", exp(45.9, { payment: { card: "Nubank" } })],
  ["comprei um tênis de 300 no cartão do itaú", exp(300, { payment: { method: "credit", card: "Itaú" } })],
  ["almoço 35 no cartão inter", exp(35, { payment: { card: "Inter" } })],
  ["gasolina 200 no c6", exp(200, { payment: { card: "C6" } })],
  ["mercado 150 no crédito santander", exp(150, { payment: { method: "credit", card: "Santander" } })],
  ["paguei 80 no débito do bradesco", exp(80, { payment: { method: "debit", card: "Bradesco" } })],
  ["mercado 90 no cartão do bb", exp(90, { payment: { card: "BB" } })],
  ["farmácia 40 no cartão da caixa", exp(40, { payment: { card: "Caixa" } })],
  ["comprei uma caixa de som 200", exp(200, { payment: null })],
]);

table("instalments (amount is the total)", [
  ["tv 2.400 em 12x", exp(2400, { payment: { installments: 12 } })],
  ["celular 12x de 200", exp(2400, { payment: { installments: 12 } })],
  ["gastei 12 x de 100 no notebook", exp(1200, { payment: { installments: 12 } })],
  ["notebook 3000 em 10x no nubank", exp(3000, { payment: { installments: 10, card: "Nubank" } })],
  ["parcelei a geladeira em 10 vezes de 200", exp(2000, { payment: { installments: 10 } })],
  ["comprei a máquina em dez vezes de trezentos reais", exp(3000, { payment: { installments: 10 } })],
  ["óculos 900 em 3x sem juros", exp(900, { payment: { installments: 3 } })],
  ["sofá em 6x sem juros de 350", exp(2100, { payment: { installments: 6 } })],
]);

table("recurrence", [
  ["aluguel 1.500 todo dia 5", exp(1500, { recurrence: { day: 5 } })],
  ["netflix 44,90 todo mês", exp(44.9, { recurrence: { day: 22 } })],
  ["academia 110 fixo", exp(110, { recurrence: { day: 22 } })],
  ["internet 119,90 mensal, vence todo dia 10", exp(119.9, { recurrence: { day: 10 } })],
  ["despesa fixa: condomínio 720 dia 8", exp(720, { recurrence: { day: 8 } })],
  ["recebo meu salário de 4 mil todo dia 5", { kind: "income", amount: 4000, recurrence: { day: 5 } }],
  ["mercado 300", exp(300, { recurrence: null })],
  ["mensalidade escolar 1.100", exp(1100, { recurrence: null })],
]);

table("reminders (next occurrence)", [
  ["me lembra de pagar a luz dia 20", { intent: "reminder", date: "2026-12-20", amount: null }],
  ["me lembra de pagar a luz dia 22", { intent: "reminder", date: "2026-11-22" }],
  ["me lembre de pagar o boleto de 230 amanhã", { intent: "reminder", date: "2026-11-23", amount: 230 }],
  ["não me deixa esquecer de pagar a internet depois de amanhã", { intent: "reminder", date: "2026-11-24" }],
  ["me lembra daqui a 10 dias de pagar o cartão", { intent: "reminder", date: "2026-12-02" }],
  ["me lembra em 3 dias de pagar o boleto", { intent: "reminder", date: "2026-11-25" }],
  ["lembrete: IPVA 1.100 dia 15/01", { intent: "reminder", date: "2027-01-15", amount: 1100 }],
  ["me lembra de renovar o seguro dia 10/10", { intent: "reminder", date: "2027-10-10" }],
  [
    "me lembra de pagar o aluguel todo dia 5",
    { intent: "reminder", date: "2026-12-05", recurrence: { day: 5 }, description: "pagar o aluguel" },
  ],
  ["me lembra de pagar a netflix 55,90 todo mês dia 25", { intent: "reminder", recurrence: { day: 25 } }],
  ["me avisa dia 20 de pagar a internet", { intent: "reminder", description: "pagar a internet" }],
  ["me lembra na sexta de pagar o dentista", { intent: "reminder", date: "2026-11-27" }],
  ["me lembra de pagar 1.200 do IPVA em janeiro", { intent: "reminder", date: "2027-01-01", amount: 1200 }],
]);

table("queries for every period", [
  ["quanto gastei hoje?", q("expenses", "2026-11-22", "2026-11-22")],
  ["qto gastei hj", q("expenses", "2026-11-22", "2026-11-22")],
  ["quanto gastei ontem", q("expenses", "2026-11-21", "2026-11-21")],
  ["quanto gastei nos últimos 7 dias", q("expenses", "2026-11-16", "2026-11-22")],
  ["quanto gastei essa semana", q("expenses", "2026-11-16", "2026-11-22")],
  ["balanço da semana passada", q("summary", "2026-11-09", "2026-11-15")],
  ["quanto eu recebi esse mes?", q("income", "2026-11-01", "2026-11-22")],
  ["quanto recebi no mês passado", q("income", "2026-10-01", "2026-10-31")],
  ["quanto gastei em dezembro", q("expenses", "2025-12-01", "2025-12-31")],
  ["relatório de outubro de 2025", q("summary", "2025-10-01", "2025-10-31")],
  ["quanto investi este ano", q("investments", "2026-01-01", "2026-11-22")],
  ["quanto gastei no ano passado", q("expenses", "2025-01-01", "2025-12-31")],
  ["quanto gastei nos últimos 3 meses", q("expenses", "2026-08-23", "2026-11-22")],
  ["quanto gastei", q("expenses", "2026-11-01", "2026-11-22")],
  ["qual meu saldo", q("balance", "2026-11-01", "2026-11-22")],
  ["quanto sobrou esse mês", q("balance", "2026-11-01", "2026-11-22")],
  ["onde eu mais gastei esse mes", q("top_category", "2026-11-01", "2026-11-22")],
  ["me mostra meu extrato", q("summary", "2026-11-01", "2026-11-22")],
  ["meus gastos de outubro", q("expenses", "2026-10-01", "2026-10-31")],
  [
    "quanto gastei com uber mês passado",
    q("expenses", "2026-10-01", "2026-10-31", { category: "Transporte" }),
  ],
  ["qto gastei c mercado esse mes", q("expenses", "2026-11-01", "2026-11-22", { category: "Mercado" })],
  ["você lembra quanto gastei ontem?", q("expenses", "2026-11-21", "2026-11-21")],
]);

table("delete, edit, dashboard, help, greeting", [
  ["apaga o último", { intent: "delete_last" }],
  ["exclui a última despesa", { intent: "delete_last" }],
  ["cancela o último lançamento", { intent: "delete_last" }],
  ["desfaz", { intent: "delete_last" }],
  ["corrige o último para 45", { intent: "edit_last", amount: 45 }],
  ["muda o último pra 120,50", { intent: "edit_last", amount: 120.5 }],
  ["na verdade foi 45", { intent: "edit_last", amount: 45 }],
  ["errei o valor, era 45", { intent: "edit_last", amount: 45 }],
  ["link do painel", { intent: "dashboard_link" }],
  ["me manda o link do site", { intent: "dashboard_link" }],
  ["ajuda", { intent: "help" }],
  ["como funciona?", { intent: "help" }],
  ["o que vc faz?", { intent: "help" }],
  ["como eu registro um gasto?", { intent: "help" }],
  ["oi", { intent: "greeting" }],
  ["oiii 😊", { intent: "greeting" }],
  ["bom dia!", { intent: "greeting" }],
  ["e aí, beleza?", { intent: "greeting" }],
  // a first message that introduces the person is a greeting, not "Não entendi"
  ["oi, sou a Júlia", { intent: "greeting" }],
  ["oi, meu nome é Júlia Souza", { intent: "greeting" }],
  ["me chamo Pedro, tudo bem?", { intent: "greeting" }],
  ["boa noite, sou nova aqui", { intent: "greeting" }],
  ["aqui é o Caio", { intent: "greeting" }],
  ["oi sou o dono de uma loja", { intent: "unknown" }],
  ["obrigado!", { intent: "thanks" }],
]);

table("incomplete: money without an amount", [
  ["gastei no mercado", { intent: "incomplete", kind: "expense", missing: ["amount"], category: "Mercado" }],
  ["paguei a conta de água", { intent: "incomplete", kind: "expense", category: "Contas" }],
  ["recebi o salário hoje", { intent: "incomplete", kind: "income", category: "Salário" }],
  ["investi no tesouro", { intent: "incomplete", kind: "investment" }],
  ["abasteci 40 litros", { intent: "incomplete", kind: "expense", category: "Transporte" }],
  ["comprei 2 ingressos pro show", { intent: "incomplete", kind: "expense", category: "Lazer" }],
  ["gastei no 99", { intent: "incomplete", kind: "expense", category: "Transporte" }],
]);

const NOT_MONEY = [
  "o ônibus 175 atrasou",
  "o ônibus 175 chegou atrasado",
  "peguei o 175 hoje",
  "ganhei 2 a 1 no jogo",
  "meu time ganhou de 3 a 0",
  "o jogo foi 3x1",
  "minha filha fez 8 anos hoje 🎂",
  "tenho 30 anos",
  "moro no apartamento 302",
  "a reunião é às 15h",
  "são 10:30",
  "me liga às 15",
  "meu número é 11987654321",
  "estou com 38 graus de febre",
  "corri 10 km hoje",
  "perdi 5 quilos",
  "faltam 10 dias pro natal",
  "o voo 3050 atrasou",
  "vou gastar 50 no mercado amanhã",
  "tenho 50 reais na carteira",
  "preciso pagar 200 de luz",
  "quanto custa o plano?",
  "qual a capital da austrália?",
  "kkkkkk",
  "apaga tudo",
];

describe("non-money messages never become records", () => {
  it.each(NOT_MONEY)("%s", (text) => {
    const got = parse(text);
    for (const r of got) expect(["unknown", "greeting", "help", "delete_all"]).toContain(r.intent);
  });
});

describe("several transactions in one message", () => {
  const amounts = (rs: Interpretation[]) =>
    rs.map((r) => (r.intent === "record" ? [r.amount, r.category] : r.intent));

  it.each<[string, unknown[]]>([
    [
      "gastei 50 no mercado e 30 na farmácia",
      [
        [50, "Mercado"],
        [30, "Saúde"],
      ],
    ],
    [
      "gastei 35 no almoço, 20 no uber e 15 no café",
      [
        [35, "Alimentação"],
        [20, "Transporte"],
        [15, "Alimentação"],
      ],
    ],
    [
      "mercado 100 farmácia 50",
      [
        [100, "Mercado"],
        [50, "Saúde"],
      ],
    ],
    [
      "recebi 200 e gastei 50",
      [
        [200, "Outras receitas"],
        [50, "Outros"],
      ],
    ],
  ])("%s", (text, want) => {
    expect(amounts(parse(text))).toEqual(want);
  });

  it("shares a date named once", () => {
    const got = parse("gastei 50 no mercado e 30 na farmácia ontem");
    expect(got.map((r) => (r.intent === "record" ? r.date : null))).toEqual(["2026-11-21", "2026-11-21"]);
  });

  it("keeps each clause's own kind", () => {
    const got = parse("recebi 1.500 do freela e investi 500 no tesouro");
    expect(got.map((r) => (r.intent === "record" ? r.kind : null))).toEqual(["income", "investment"]);
  });

  it("does not split an amount written with 'e'", () => {
    expect(parse("gastei cinquenta e dois reais e noventa centavos")).toHaveLength(1);
    expect(parse("pet shop banho e tosa 70")).toHaveLength(1);
    expect(parse("comprei remédio dia 29 e deu 60 reais")).toHaveLength(1);
  });
});

describe("dates in São Paulo", () => {
  it("uses the São Paulo calendar day, not UTC", () => {
    // 01:30 UTC on the 23rd is 22:30 on the 22nd in São Paulo
    const [r] = parse("mercado 50", new Date("2026-11-23T01:30:00Z"));
    expect(r).toMatchObject({ date: "2026-11-22" });
  });

  it("handles leap days and year boundaries", () => {
    expect(parse("ontem uber 20", new Date("2024-03-01T09:00:00-03:00"))[0]).toMatchObject({
      date: "2024-02-29",
    });
    expect(parse("dia 31 mercado 50", new Date("2027-01-01T09:00:00-03:00"))[0]).toMatchObject({
      date: "2026-12-31",
    });
    expect(parse("dia 31 mercado 50", new Date("2026-06-30T09:00:00-03:00"))[0]).toMatchObject({
      date: "2026-05-31",
    });
  });

  it("never dates a past-tense record in the future", () => {
    expect(parse("dia 28 gastei 50", NOW)[0]).toMatchObject({ date: "2026-10-28" });
    expect(parse("amanhã gastei 50 no mercado", NOW)[0]).toMatchObject({ date: "2026-11-22" });
  });

  it("refuses an invalid now", () => {
    expect(() => parseMessage("oi", new Date("nope"))).toThrow(RangeError);
  });
});
