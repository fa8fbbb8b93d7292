// Table tests for version 3: plans, caps, what-ifs, other people's money and doubts never become
// records; "N reais e um …"; typos; filtered questions; corrections by item; follow-ups; what the
// product does not do. NOW is Sunday 22/11/2026, noon in São Paulo.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, q, table } from "./parse-table.test-support.ts";
import { correctTypo, withinOneEdit } from "./typos.ts";

const confirm = (reason: string, record: Record<string, unknown>) => ({
  intent: "confirm_record",
  reason,
  record: expect.objectContaining(record),
});

table("plans, caps and savings are never spending", [
  ["qro comprar uma tv de 3,5k em junho", { intent: "future_purchase", description: "tv", amount: 3500 }],
  ["to querendo comprar um celular de 2 mil", { intent: "future_purchase", amount: 2000 }],
  ["max 250 de ifood por mes", { intent: "limit", category: "Alimentação", amount: 250 }],
  ["máximo 300 em bar", { intent: "limit", category: "Lazer", amount: 300 }],
  ["consegui guardar 600", { intent: "record", kind: "investment", amount: 600, category: "Investimentos" }],
  [
    "consegui juntar 2 mil pra viagem",
    { intent: "record", kind: "investment", amount: 2000, goal: "viagem" },
  ],
  ["acabei de pagar 80 de luz", exp(80, { category: "Contas" })],
]);

table("what-ifs are answered, never booked", [
  ["se eu gastar 200 no mercado", { intent: "what_if", kind: "expense", amount: 200, category: "Mercado" }],
  ["e se eu comprar uma tv de 2 mil?", { intent: "what_if", kind: "expense", amount: 2000 }],
  ["se eu gastar 300 no mercado passo do limite?", { intent: "what_if", amount: 300, category: "Mercado" }],
  ["caso eu receba 500 de freela", { intent: "what_if", kind: "income", amount: 500 }],
  ["se eu receber 500 de freela", { intent: "what_if", kind: "income", amount: 500 }],
]);

table("other people's money, doubts, questions and habits are asked back", [
  ["meu irmão gastou 300", confirm("other_person", { amount: 300 })],
  ["minha esposa gastou 200 no mercado", confirm("other_person", { amount: 200, category: "Mercado" })],
  ["ele pagou 90 na farmácia", confirm("other_person", { amount: 90, category: "Saúde" })],
  ["acho que gastei uns 200 no mercado", confirm("doubt", { amount: 200, category: "Mercado" })],
  ["nao lembro se paguei 150 de luz", confirm("doubt", { amount: 150, category: "Contas" })],
  ["gastei 50 no mercado?", confirm("question", { amount: 50, category: "Mercado" })],
  ["gasto uns 250 de ifood por mes", confirm("habit", { amount: 250, recurrence: { day: 22 } })],
  ["gasto uns 100 por semana de uber", { intent: "unknown", hint: "record" }],
  // money paid to the person and money the person paid to someone stay records
  ["o joão me pagou 150", { intent: "record", kind: "income", amount: 150 }],
  ["paguei 300 pro meu irmão", exp(300)],
  ["emprestei 300 pro meu irmão", exp(300, { category: "Outros" })],
]);

describe('"N reais e um …" never adds a centavo', () => {
  it.each([
    ["50 reais e um milkshake por 30", [50, 30]],
    ["paguei 20 reais e uma coca de 8", [20, 8]],
    ["gastei 5 reais e 50 no pão", [5.5]],
    ["gastei cinquenta reais e trinta no lanche", [50.3]],
    ["50 reais e 1 centavo de bala", [50.01]],
  ] as const)("%s", (text, amounts) => {
    const got = parseMessage(text, NOW).map((r) => (r.intent === "record" ? r.amount : r.intent));
    expect(got).toEqual(amounts);
  });
});

table("typos one edit away from one vocabulary word", [
  ["mercadp 50", exp(50, { category: "Mercado", typos: [{ typed: "mercadp", read: "mercado" }] })],
  ["internt 100", exp(100, { category: "Contas" })],
  ["ubre 25", exp(25, { category: "Transporte" })],
  ["mecado 80", exp(80, { category: "Mercado" })],
  ["farmacai 32", exp(32, { category: "Saúde" })],
  ["gastei 40 na padria", exp(40, { category: "Alimentação" })],
  ["qaunto gastei esse mes", q("expenses", "2026-11-01", "2026-11-22")],
  // as close to two words of one category ("jantar", "janta"): the one of its length
  ["jantra 90", exp(90, { category: "Alimentação", typos: [{ typed: "jantra", read: "jantar" }] })],
  ["uber 15 reasi", exp(15, { description: "uber" })],
  // words of their own are never "fixed"
  ["paguei 50, muito caro", exp(50, { category: "Outros" })],
  ["comprei uma mesa de 300", exp(300)],
]);

describe("typo guard rails", () => {
  it("reads one swap, one letter more, less or changed", () => {
    expect(withinOneEdit("ubre", "uber")).toBe(true);
    expect(withinOneEdit("mercadp", "mercado")).toBe(true);
    expect(withinOneEdit("mecado", "mercado")).toBe(true);
    expect(withinOneEdit("mercadoo", "mercado")).toBe(true);
    expect(withinOneEdit("mrecado", "mercado")).toBe(true);
    expect(withinOneEdit("mcreado", "mercado")).toBe(false);
  });
  it.each([
    "caro",
    "gostei",
    "doze",
    "duvida",
    "mesa",
    "livros",
    "comprar",
    "pagando",
    "cinto",
    // one edit from a food or a thing of the house, and words of their own
    "prazo",
    "algo",
    "limpo",
    "cerca",
    "massa",
    "fala",
    "corpo",
    "area",
    "fiado",
    "cupom",
  ])("leaves the word %s alone", (w) => expect(correctTypo(w)).toBeNull());
  it("needs the same first letter and four letters", () => {
    expect(correctTypo("bber")).toBeNull();
    expect(correctTypo("pix")).toBeNull();
  });
});

table("uber eats is delivery food", [
  ["uber eats 45", exp(45, { category: "Alimentação" })],
  ["pedi no ubereats 38", exp(38, { category: "Alimentação" })],
  ["uber 23", exp(23, { category: "Transporte" })],
]);

table("questions with filters state what they count", [
  ["quanto gastei no cartão", q("expenses", "2026-11-01", "2026-11-22", { payment: "credit" })],
  ["quanto gastei com ifood", q("expenses", "2026-11-01", "2026-11-22", { text: "ifood" })],
  ["quanto gastei no nubank esse mes?", q("expenses", "2026-11-01", "2026-11-22", { card: "Nubank" })],
  ["quanto saiu no pix semana passada", q("expenses", "2026-11-09", "2026-11-15", { payment: "pix" })],
  [
    "quanto gastei com mercado em outubro?",
    q("expenses", "2026-10-01", "2026-10-31", { category: "Mercado" }),
  ],
  ["qual foi meu maior gasto", q("largest", "2026-11-01", "2026-11-22", { kind: "expense" })],
  ["qual a maior despesa do mes passado?", q("largest", "2026-10-01", "2026-10-31")],
  ["qual meu gasto mais caro essa semana", q("largest", "2026-11-16", "2026-11-22")],
  ["quantas vezes fui no mercado", q("count", "2026-11-01", "2026-11-22", { category: "Mercado" })],
  ["quantos ubers eu peguei esse mes?", q("count", "2026-11-01", "2026-11-22", { text: "uber" })],
  ["média por dia", q("average", "2026-11-01", "2026-11-22", { per: "day" })],
  ["quanto gasto em media por semana?", q("average", "2026-11-01", "2026-11-22", { per: "week" })],
  [
    "gastei mais que mês passado?",
    q("expenses", "2026-11-01", "2026-11-22", { compare: { from: "2026-10-01", to: "2026-10-31" } }),
  ],
  [
    "to gastando menos do que semana passada?",
    q("expenses", "2026-11-16", "2026-11-22", { compare: { from: "2026-11-09", to: "2026-11-15" } }),
  ],
  ["onde eu mais gastei esse mês?", q("top_category", "2026-11-01", "2026-11-22")],
  ["quanto a empresa gastou com fornecedores?", { intent: "query", book: "business" }],
]);

table("corrections that name their record", [
  ["o aluguel era 1500", { intent: "edit_last", amount: 1500, target: "aluguel", category: null }],
  ["não, o aluguel era 1500", { intent: "edit_last", amount: 1500, target: "aluguel" }],
  ["o do mercado foi 45", { intent: "edit_last", amount: 45, target: "mercado" }],
  ["a gasolina de ontem era 150", { intent: "edit_last", amount: 150, target: "gasolina" }],
  ["ops, o uber foi 32 e não 23", { intent: "edit_last", amount: 32, target: "uber" }],
  ["muda o uber pra lazer", { intent: "edit_last", category: "Lazer", target: "uber" }],
  ["era no crédito", { intent: "edit_last", payment: { method: "credit", card: null } }],
  ["foi no nubank", { intent: "edit_last", payment: { method: "credit", card: "Nubank" } }],
  // "no cartão" with no way said is the credit card; "de débito" says the debit one
  ["ops, foi no cartao de credito", { intent: "edit_last", payment: { method: "credit", card: null } }],
  ["foi no cartao", { intent: "edit_last", payment: { method: "credit", card: null } }],
  ["foi no cartão de débito", { intent: "edit_last", payment: { method: "debit", card: null } }],
  // "e foi ontem", "e era no crédito": more said of the record just booked (no amount after "e")
  ["e foi ontem", { intent: "edit_last", date: "2026-11-21", amount: null }],
  ["e era no credito", { intent: "edit_last", payment: { method: "credit" } }],
  ["e era 45", { intent: "unknown" }],
  // a meal voucher is how it was paid, never the category its name stands for
  ["esse foi no vr", { intent: "edit_last", category: null, payment: { method: "voucher" } }],
  ["foi no vale refeicao", { intent: "edit_last", category: null, payment: { method: "voucher" } }],
  ["coloca no vr", { intent: "edit_last", category: null, payment: { method: "voucher" } }],
  ["muda pra lazer", { intent: "edit_last", category: "Lazer" }],
  // the reason said after a comma moves nothing else
  ["muda pra alimentação, foi lanche na conveniência", { intent: "edit_last", category: "Alimentação" }],
  ["isso é lazer, foi cinema", { intent: "edit_last", category: "Lazer" }],
  // "casa" alone as where a record goes is the home's category (in a record, "pão pra casa" is bread)
  ["coloca em casa", { intent: "edit_last", category: "Moradia" }],
  ["muda pra casa", { intent: "edit_last", category: "Moradia" }],
  ["joga em despesas da casa", { intent: "edit_last", category: "Moradia" }],
  ["muda o mercado pra casa", { intent: "edit_last", category: "Moradia", target: "mercado" }],
  ["coloca em casa nova", { intent: "unknown" }],
  ["comprei pão pra casa 10", exp(10, { category: "Alimentação" })],
  // a new record, not a correction
  ["o almoço foi 45", exp(45, { category: "Alimentação" })],
]);

table("follow-ups say only what changes", [
  ["e semana passada?", { intent: "follow_up", from: "2026-11-09", to: "2026-11-15" }],
  ["e no mercado?", { intent: "follow_up", category: "Mercado" }],
  ["e com uber?", { intent: "follow_up", text: "uber" }],
  ["e ontem?", { intent: "follow_up", from: "2026-11-21", to: "2026-11-21" }],
  ["e no nubank?", { intent: "follow_up", card: "Nubank" }],
  ["e as receitas?", { intent: "follow_up", kind: "income" }],
  ["e em outubro?", { intent: "follow_up", from: "2026-10-01", to: "2026-10-31" }],
  ["e aí, tudo bem?", { intent: "greeting" }],
]);

table("a card referred to, not named", [
  ["o limite dele é 4 mil", { intent: "card", name: null, limit: 4000 }],
  ["ele fecha dia 5 e vence dia 12", { intent: "card", name: null, closing_day: 5, due_day: 12 }],
  ["o limite do cartão é 4 mil", { intent: "card", name: null, limit: 4000 }],
  ["limite de 800 no mercado", { intent: "limit", category: "Mercado", amount: 800 }],
]);

table("what the product does not do, and what it can take in", [
  ["transfere 200 pro joão", { intent: "unsupported", what: "transfer" }],
  ["faz um pix de 50 pra minha mãe", { intent: "unsupported", what: "transfer" }],
  ["paga meu boleto", { intent: "unsupported", what: "payment" }],
  ["pode pagar a conta de luz?", { intent: "unsupported", what: "payment" }],
  ["onde devo investir?", { intent: "unsupported", what: "investment_advice" }],
  ["vale a pena comprar bitcoin?", { intent: "unsupported", what: "investment_advice" }],
  ["me empresta 100", { intent: "unsupported", what: "loan" }],
  ["conecta com meu banco", { intent: "unsupported", what: "bank_connection" }],
  ["posso mandar áudio?", { intent: "capability", what: "audio" }],
  ["vc lê foto de nota fiscal?", { intent: "capability", what: "photo" }],
  ["da pra mandar pdf da fatura?", { intent: "capability", what: "pdf" }],
  ["aceita extrato do banco?", { intent: "capability", what: "statement" }],
  ["apaga tudo", { intent: "delete_all" }],
  ["quero começar do zero", { intent: "delete_all" }],
  ["seu burro", { intent: "insult" }],
  ["que bot inutil", { intent: "insult" }],
  ["valeu, ajudou muito", { intent: "thanks" }],
  // a record stays a record whatever the mood
  ["que bosta, gastei 50 no ifood", exp(50, { category: "Alimentação" })],
  ["mandei um pix de 200 pro joão", exp(200)],
  ["me lembra de pagar o boleto dia 10", { intent: "reminder" }],
]);

table("the generic answer only for real noise, with a hint", [
  ["50", { intent: "unknown", hint: "amount" }],
  ["R$ 30", { intent: "unknown", hint: "amount" }],
  ["queria ter um carro", { intent: "unknown", hint: "wish" }],
  ["asdfgh", { intent: "unknown" }],
]);

table("short notes of what was paid are records, counted things are not", [
  ["tortinha 12", exp(12, { category: "Outros", description: "tortinha" })],
  ["xerox 6,50", exp(6.5, { category: "Outros" })],
  ["12 tortinha", exp(12, { description: "tortinha" })],
  ["torta de morango 18", exp(18, { description: expect.stringContaining("morango") })],
  ["enchi o tanque 220", exp(220, { category: "Transporte" })],
  ["sala 12", { intent: "unknown", hint: "amount" }],
  ["nota 10", { intent: "unknown", hint: "amount" }],
  ["kkkk 12", { intent: "unknown", hint: "amount" }],
  ["o jogo foi 3 a 1", { intent: "unknown" }],
]);

table("corrections that name their record, more ways", [
  ["e o do mercado foi 68,40", { intent: "edit_last", amount: 68.4, target: "mercado" }],
  [
    "a gasolina foi no inter",
    { intent: "edit_last", amount: null, target: "gasolina", payment: { method: "credit", card: "Inter" } },
  ],
  [
    "o mercado foi no débito",
    { intent: "edit_last", target: "mercado", payment: { method: "debit", card: null } },
  ],
  ["o pagamento foi no pix", { intent: "edit_last", payment: { method: "pix", card: null } }],
  [
    "o almoço foi no vr",
    { intent: "edit_last", amount: null, target: "almoco", payment: { method: "voucher", card: null } },
  ],
  ["o mercado foi no vale alimentação", { intent: "edit_last", payment: { method: "voucher" } }],
  ["e o almoço foi 45", exp(45, { category: "Alimentação" })],
]);

table("cards set up and changed in passing words", [
  ["cadastra tbm o inter, limite 2.500", { intent: "card", name: "Inter", limit: 2500 }],
  ["o limite do cartão subiu pra 7 mil", { intent: "card", name: null, limit: 7000 }],
  ["o limite do cartão agora é 3 mil", { intent: "card", name: null, limit: 3000 }],
]);

table("income questions and what is left of a goal", [
  ["quanto a empresa faturou esse mês?", q("income", "2026-11-01", "2026-11-22", { book: "business" })],
  ["qual foi o faturamento do mês?", q("income", "2026-11-01", "2026-11-22")],
  ["quanto falta?", { intent: "query", metric: "goal", goal: null }],
]);

table("work done for pay is income; counted work is no amount", [
  ["fiz 310 hj nas corridas", { intent: "record", kind: "income", amount: 310, category: "Freelance" }],
  ["fiz 180 de entregas hoje", { intent: "record", kind: "income", amount: 180 }],
  ["fiz 40 entregas e ganhei 260", { intent: "record", kind: "income", amount: 260 }],
  ["fiz 40 entregas", { intent: "unknown" }],
  ["corridas de uber 40", exp(40, { category: "Transporte" })],
  ["fiz uma corrida de uber de 30", exp(30, { category: "Transporte" })],
]);

table("an amount said as a difference books nothing", [
  ["gastei 3 a mais", { intent: "unknown", hint: "relative" }],
  ["paguei 20 reais a menos no mercado", { intent: "unknown", hint: "relative" }],
]);

table("changing a value without saying what is the thing just talked about", [
  ["aumenta pra 400", { intent: "edit_last", amount: 400, category: null }],
  ["sobe pra 600", { intent: "edit_last", amount: 600 }],
  ["diminui pra 200", { intent: "edit_last", amount: 200 }],
  ["abaixa pra 250", { intent: "edit_last", amount: 250 }],
  ["aumenta pra 600 o limite do mercado", { intent: "limit", category: "Mercado", amount: 600 }],
]);

table("follow-ups that drop the filter", [
  ["e no total?", { intent: "follow_up", all: true }],
  ["e no geral?", { intent: "follow_up", all: true }],
  ["e com alimentação no total?", { intent: "follow_up", category: "Alimentação", all: true }],
]);

table("a deletion that names its record", [
  ["apaga o uber", { intent: "delete_last", count: 1, target: "uber" }],
  ["exclui o gasto do mercado de ontem", { intent: "delete_last", target: "mercado", date: "2026-11-21" }],
  ["apaga o uber de 32", { intent: "delete_last", target: "uber", amount: 32 }],
  ["apaga o do 99", { intent: "delete_last", target: "99", amount: null }],
  ["apaga os dois últimos", { intent: "delete_last", count: 2 }],
  ["exclui o penúltimo", { intent: "unknown" }],
  ["tira o limite do lazer", { intent: "limit", category: "Lazer", amount: null }],
  ["apaga o lembrete da luz", { intent: "cancel_reminder", words: "luz" }],
]);

table("a bill that falls due later is a reminder", [
  ["conta de luz 187,43 vence dia 15", { intent: "reminder", amount: 187.43, date: "2026-12-15" }],
  ["paguei a luz que vence dia 15, 180", exp(180, { date: "2026-11-22" })],
  ["meu santander vence dia 20", { intent: "card", name: "Santander", due_day: 20 }],
]);

table("weekends, since a month, what a thing cost", [
  ["quanto gastei no fds", q("expenses", "2026-11-21", "2026-11-22")],
  ["quanto gastei desde setembro", q("expenses", "2026-09-01", "2026-11-22")],
  ["quanto gastei de janeiro ate agora", q("expenses", "2026-01-01", "2026-11-22")],
  ["quanto foi o mercado ontem?", q("expenses", "2026-11-21", "2026-11-21", { category: "Mercado" })],
  ["quanto foi o salario?", q("income", "2026-11-01", "2026-11-22", { category: "Salário" })],
  [
    "qnt gastei cm mercado semana passada",
    q("expenses", "2026-11-09", "2026-11-15", { category: "Mercado" }),
  ],
]);

describe("the way back is the same thing", () => {
  it("uber 18 ida e 22 volta", () => {
    expect(parseMessage("uber 18 ida e 22 volta", NOW)).toMatchObject([
      exp(18, { category: "Transporte" }),
      exp(22, { category: "Transporte", description: "uber volta" }),
    ]);
  });
});

table("a bill shared with others: the person's part, asked before it is booked", [
  [
    "dividi a conta em 3 com os amigos, 90",
    { intent: "confirm_record", reason: "shared", record: expect.objectContaining({ amount: 30 }) },
  ],
  [
    "rachamos o jantar de 240 em 4",
    {
      intent: "confirm_record",
      shared: { total: 240, people: 4 },
      record: expect.objectContaining({ amount: 60 }),
    },
  ],
  [
    "comprei um tenis de 300 dividido em 3",
    exp(300, { payment: expect.objectContaining({ installments: 3 }) }),
  ],
  [
    "geladeira 3000 parcelado em 10 no nubank",
    exp(3000, { payment: expect.objectContaining({ installments: 10 }) }),
  ],
  ["tostão, 50", { intent: "unknown", hint: "amount" }],
]);

describe("a voice note of a day: each amount with the place said before it", () => {
  it("mercado then farmácia", () => {
    const text =
      "oi tostao hoje eu fui no mercado e gastei 143 reais e depois passei na farmacia e gastei mais 37";
    expect(parseMessage(text, NOW)).toMatchObject([
      exp(143, { category: "Mercado", description: "mercado" }),
      exp(37, { category: "Saúde", description: "farmacia" }),
    ]);
  });
});

table("a fixed item changed or stopped by its name", [
  ["a netflix subiu pra 59,90", { intent: "fixed_change", target: "netflix", amount: 59.9 }],
  ["o aluguel agora é 1600", { intent: "fixed_change", target: "aluguel", amount: 1600 }],
  ["cancelei a netflix", { intent: "fixed_change", target: "netflix", amount: null }],
  ["parei de pagar a academia", { intent: "fixed_change", target: "academia", amount: null }],
  ["tira a netflix dos fixos", { intent: "fixed_change", target: "netflix", amount: null }],
  ["cancela o último", { intent: "delete_last", count: 1 }],
  ["o uber foi 32", exp(32, { category: "Transporte" })],
]);

const moved = (category: string) => ({ intent: "edit_last", amount: null, category, date: null });
const paid = (method: string, card: string | null = null) => ({
  intent: "edit_last",
  amount: null,
  category: null,
  payment: { method, card },
});

table("the record just booked moved or said paid another way, the short way", [
  ["coloca em mercado", moved("Mercado")],
  ["muda a categoria pra lazer", moved("Lazer")],
  ["troca a categoria pra lazer", moved("Lazer")],
  ["joga pra lazer", moved("Lazer")],
  ["passa pra saude", moved("Saúde")],
  ["põe no mercado", moved("Mercado")],
  ["isso é lazer", moved("Lazer")],
  ["categoria: mercado", moved("Mercado")],
  ["coloca 50 em mercado", exp(50, { category: "Mercado" })],
  ["isso é um absurdo", { intent: "unknown" }],
  ["paguei no debito", paid("debit")],
  ["paguei com dinheiro", paid("cash")],
  ["passei no credito do nubank", paid("credit", "Nubank")],
  ["coloca no nubank", paid("credit", "Nubank")],
  ["paguei a luz no pix", { intent: "incomplete", missing: ["amount"], category: "Contas" }],
]);

table("a correction said at the end ('na real') names its record; without it a record is new", [
  ["a luz foi 127 na real", { intent: "edit_last", amount: 127, target: "luz" }],
  ["o almoco foi 38 na verdade", { intent: "edit_last", amount: 38, target: "almoco" }],
  ["o almoço foi 45", exp(45, { category: "Alimentação" })],
]);

table("requests said as questions are the request", [
  ["pode anotar 50 de mercado?", exp(50, { category: "Mercado" })],
  ["vc pode mudar o limite do mercado pra 900?", { intent: "limit", category: "Mercado", amount: 900 }],
  ["pode colocar um limite de 300 no ifood?", { intent: "limit", category: "Alimentação", amount: 300 }],
  ["consegue apagar o ultimo?", { intent: "delete_last", count: 1 }],
  ["da pra mudar a categoria pra lazer?", moved("Lazer")],
  ["por favor anota 30 de uber", exp(30, { category: "Transporte" })],
  // the verb said to the assistant asks by itself
  ["vc anota pra mim 30 de estacionamento?", exp(30, { category: "Transporte" })],
  ["vc me anota 20 de pão?", exp(20, { category: "Alimentação" })],
  ["anota aí 30 de uber?", exp(30, { category: "Transporte" })],
  ["coloca em lazer?", moved("Lazer")],
  ["vc anotou o uber?", { intent: "unknown" }],
  ["tem como lançar parcelado?", { intent: "help" }],
  ["pode pagar minha conta de luz?", { intent: "unsupported", what: "payment" }],
  ["muda o limite do ifood pra 350", { intent: "limit", category: "Alimentação", amount: 350 }],
]);

table("spending asked with a period after 'foi' / 'deu', and the fixed items listed", [
  ["quanto foi hoje?", q("expenses", "2026-11-22", "2026-11-22")],
  ["quanto deu essa semana", q("expenses", "2026-11-16", "2026-11-22")],
  ["quais sao minhas contas fixas?", q("fixed", "2026-11-01", "2026-11-22")],
  ["quanto pago de fixo por mes?", q("fixed", "2026-11-01", "2026-11-22")],
  ["meus fixos", q("fixed", "2026-11-01", "2026-11-22")],
  ["tira a netflix dos fixos", { intent: "fixed_change", target: "netflix", amount: null }],
  ["gasto fixo de 99 de academia", exp(99, { recurrence: { day: 22 } })],
]);

const parts = (installments: number) => ({ intent: "edit_last", amount: null, installments });

table("how often something happens is no number of instalments", [
  [
    "academia 3x por semana 120 por mes",
    exp(120, { category: "Saúde", payment: null, recurrence: { day: 22 } }),
  ],
  ["gastei 40 no mercado 2 vezes essa semana", exp(40, { payment: null })],
  ["fui 2 vezes no mercado hoje e gastei 80", exp(80, { category: "Mercado", payment: null })],
  ["fui 3x na padaria essa semana, gastei 45", exp(45, { payment: null })],
  // parts of a payment stay parts
  ["tenis 300 em 3x", exp(300, { payment: { method: "credit", installments: 3 } })],
  ["foram 3x de 100", exp(300, { payment: { installments: 3 } })],
]);

table("the number of instalments corrected, and the right amount said before the wrong one", [
  ["ops, foram 12x", parts(12)],
  ["era em 10x", parts(10)],
  ["na verdade parcelei em 6", parts(6)],
  ["foi a vista", parts(1)],
  ["tv 2400 em 12x", exp(2400, { payment: expect.objectContaining({ installments: 12 }) })],
  ["45 e nao 54", { intent: "edit_last", amount: 45 }],
  ["ops 45 nao 54", { intent: "edit_last", amount: 45 }],
  ["gastei cinquentinha no acai", exp(50, { category: "Alimentação" })],
  ["gastei um vintão no uber", exp(20, { category: "Transporte" })],
]);

table("the record named after the value, a voucher, a filter said alone, words spelled by ear", [
  ["na verdade era 25 o estacionamento", { intent: "edit_last", amount: 25, target: "estacionamento" }],
  ["errei, era 32 o uber de ontem", { intent: "edit_last", amount: 32, target: "uber", date: "2026-11-21" }],
  ["recebi 300 de vale alimentacao", { intent: "record", kind: "income", amount: 300 }],
  ["no mercado", { intent: "follow_up", category: "Mercado" }],
  ["almosso 25", exp(25, { category: "Alimentação" })],
  ["ubber 15", exp(15, { category: "Transporte" })],
  ["gazolina 100", exp(100, { category: "Transporte" })],
]);

describe("several records of one message", () => {
  it("books a voucher received with the salary", () => {
    const got = parseMessage("recebi 1500 de salario e 300 de vale alimentacao", NOW);
    expect(got).toMatchObject([
      { intent: "record", kind: "income", amount: 1500 },
      { intent: "record", kind: "income", amount: 300 },
    ]);
  });
});

describe("a clause of only an amount and a day repeats the thing before it", () => {
  it("books the second uber as an uber", () => {
    expect(parseMessage("gastei 35 de uber hj e ontem 28", NOW)).toMatchObject([
      { amount: 35, category: "Transporte", description: "uber" },
      { amount: 28, category: "Transporte", description: "uber", date: "2026-11-21" },
    ]);
  });
  it("keeps a clause with words of its own", () => {
    expect(parseMessage("mercado 50 e 20 de pao", NOW)).toMatchObject([
      { amount: 50, category: "Mercado" },
      { amount: 20, category: "Alimentação" },
    ]);
  });
});

table("bills to pay asked in the person's words", [
  ["o que tenho pra pagar esse mes", q("reminders", "2026-11-22", "2026-11-30")],
  ["o que falta pagar?", { intent: "query", metric: "reminders" }],
]);

table("the thirteenth salary, an ok before an order, a discount asked about", [
  [
    "recebi meu 13",
    {
      intent: "incomplete",
      kind: "income",
      missing: ["amount"],
      category: "Salário",
      description: "13º salário",
    },
  ],
  ["caiu o 13 2100", { intent: "record", kind: "income", amount: 2100, category: "Salário" }],
  ["comprei 13 kg de carne por 120", exp(120, { description: "13 kg carne" })],
  ["gastei 13 no mercado", exp(13, { category: "Mercado" })],
  ["ta, anota 22 de almoco", exp(22, { category: "Alimentação", description: "almoco" })],
  ["ok, anota 22 de almoco", exp(22, { description: "almoco" })],
  ["desconta 5 do almoço", { intent: "unknown", hint: "relative" }],
  ["to no vermelho?", q("balance", "2026-11-01", "2026-11-22")],
  ["soma mais 10 no mercado", { intent: "unknown", hint: "relative" }],
]);

table("every record of the last message corrected at once; people counted are not money", [
  ["foi tudo no debito", { intent: "edit_last", payment: { method: "debit", card: null }, all: true }],
  ["os dois foram no pix", { intent: "edit_last", payment: { method: "pix", card: null }, all: true }],
  ["coloca os dois em lazer", { intent: "edit_last", category: "Lazer", all: true }],
  ["de uber", { intent: "follow_up", category: "Transporte", text: "uber" }],
]);

table("short notes carried on, the ride app named before its price, monthly days", [
  ["e 8 de xerox", exp(8, { category: "Outros", description: "xerox" })],
  ["e xerox 8", exp(8, { description: "xerox" })],
  ["e mais 8 no xerox", exp(8, { description: "xerox" })],
  ["pipoca 32 tbm", exp(32, { description: "pipoca" })],
  ["paguei 150 d luz", exp(150, { category: "Contas", description: "luz" })],
  ["vitamina d 45", exp(45, { description: "vitamina d" })],
  ["10 de desconto", { intent: "unknown" }],
  ["99 pop 18", exp(18, { category: "Transporte", description: "99 pop" })],
  // said on the 22nd: the day belongs to the fixed item, nothing is dated in the past
  [
    "internet 119,90 todo mês dia 15",
    exp(119.9, { date: "2026-11-22", recurrence: { day: 15 }, category: "Contas" }),
  ],
  ["seguro 180 mensal no dia 20", exp(180, { date: "2026-11-22", recurrence: { day: 20 } })],
  ["academia 99 dia 10 de cada mês", exp(99, { date: "2026-11-22", recurrence: { day: 10 } })],
  ["paguei a internet dia 15", { intent: "incomplete", date: "2026-11-15" }],
]);

describe("two apps in one message", () => {
  it('"uber 30 e 99 25" is two rides, not R$ 99', () => {
    expect(parseMessage("uber 30 e 99 25", NOW)).toMatchObject([
      { amount: 30, description: "uber" },
      { amount: 25, category: "Transporte", description: "99" },
    ]);
  });
});

table("how it was paid, then the record named", [
  [
    "foi no credito o remedio",
    { intent: "edit_last", payment: { method: "credit" }, category: null, target: "remedio" },
  ],
  [
    "foi no débito a gasolina de ontem",
    { intent: "edit_last", payment: { method: "debit" }, target: "gasolina" },
  ],
  ["foi no nubank o mercado", { intent: "edit_last", payment: { card: "Nubank" }, target: "mercado" }],
]);

table("a record already booked made a fixed monthly item", [
  ["o aluguel é fixo", { intent: "edit_last", fixed: { day: null }, target: "aluguel", amount: null }],
  ["isso é fixo", { intent: "edit_last", fixed: { day: null } }],
  ["esse é todo mês", { intent: "edit_last", fixed: { day: null } }],
  ["a academia é mensal, dia 10", { intent: "edit_last", fixed: { day: 10 }, target: "academia" }],
  ["o aluguel é fixo todo dia 5", { intent: "edit_last", fixed: { day: 5 }, target: "aluguel" }],
  ["deixa o aluguel como fixo", { intent: "edit_last", fixed: { day: null }, target: "aluguel" }],
  ["a netflix também é mensal", { intent: "edit_last", fixed: { day: null }, target: "netflix" }],
  // an amount makes it a new fixed item; a question asks about the fixed items
  ["aluguel 1500 fixo", exp(1500, { recurrence: { day: 22 } })],
  ["quais sao meus gastos fixos", { intent: "query", metric: "fixed" }],
  ["o aluguel não é fixo", { intent: "unknown" }],
]);

table("a correction said with a plain no, or after the amount", [
  ["nao foi 54", { intent: "edit_last", amount: 54 }],
  ["nao era 54", { intent: "edit_last", amount: 54 }],
  ["não era 54, era 45", { intent: "edit_last", amount: 45 }],
  ["não é 45, é 54", { intent: "edit_last", amount: 54 }],
  ["54 na verdade", { intent: "edit_last", amount: 54 }],
  ["o certo é 54", { intent: "edit_last", amount: 54 }],
  // a "no" said on its own answers the amount asked before it; "não 200" after it denies 200
  ["era 2000? não, 200 mesmo", { intent: "edit_last", amount: 200 }],
  ["era 2000? nao 200 mesmo", { intent: "edit_last", amount: 200 }],
  ["foi 2000 não, foi 200", { intent: "edit_last", amount: 200 }],
  ["o aluguel era 1500, não, 1800", { intent: "edit_last", amount: 1800, target: "aluguel" }],
  ["era 45, não 54", { intent: "edit_last", amount: 45 }],
  ["aluguel 2000 nao 200 mesmo", exp(200, { category: "Moradia", description: "aluguel" })],
  // a record named with a verb that fixes it, and its new amount: that record, never the last one
  ["corrige a gasolina pra 250", { intent: "edit_last", amount: 250, target: "gasolina" }],
  ["altera a gasolina para 250", { intent: "edit_last", amount: 250, target: "gasolina" }],
  ["muda o mercado pra 250", { intent: "edit_last", amount: 250, target: "mercado" }],
  ["muda o uber pra lazer", { intent: "edit_last", amount: null, category: "Lazer", target: "uber" }],
  ["corrige pra 80", { intent: "edit_last", amount: 80 }],
  ["gastei 45 não 54 no mercado", exp(45, { category: "Mercado" })],
]);

table("money a person says did not move is never a record", [
  ["não gastei 54", { intent: "unknown" }],
  ["eu nunca gastei 50 no mercado", { intent: "unknown" }],
  ["nem comprei nada hj", { intent: "unknown" }],
  ["não paguei a luz", { intent: "unknown" }],
]);

table("money denied is answered as nothing booked", [
  ["não gastei 80 no mercado", { intent: "unknown", hint: "not_spent" }],
  ["quase comprei um tênis de 300", { intent: "unknown", hint: "not_spent" }],
]);

describe("two cards set up in one message", () => {
  it("reads each card with its own days", () => {
    expect(parseMessage("tenho nubank fecha dia 1 vence dia 8 e itau fecha 25 vence 5", NOW)).toMatchObject([
      { intent: "card", name: "Nubank", closing_day: 1, due_day: 8 },
      { intent: "card", name: "Itaú", closing_day: 25, due_day: 5 },
    ]);
  });
  it("keeps one card whose days are joined by e", () => {
    expect(parseMessage("meu nubank fecha dia 3 e vence dia 10", NOW)).toMatchObject([
      { intent: "card", name: "Nubank", closing_day: 3, due_day: 10 },
    ]);
  });
});

table("a transfer from someone is money in, to someone money out", [
  ["pix de 50 da minha mae", { intent: "record", kind: "income", amount: 50 }],
  ["deposito de 300 do meu pai", { intent: "record", kind: "income", amount: 300 }],
  ["transferencia de 200 do cliente", { intent: "record", kind: "income", amount: 200 }],
  ["pix de 50 do aluguel", exp(50, { category: "Moradia" })],
  ["mandei pix de 50 pra minha mae", exp(50)],
  ["transferencia de 200 pro joao", { intent: "unsupported", what: "transfer" }],
]);

table("a price of each thing counted: asked, or multiplied when 'cada' says so", [
  [
    "comprei 2 camisetas de 50",
    {
      intent: "confirm_record",
      reason: "each",
      record: expect.objectContaining({ amount: 100 }),
      each: { count: 2, price: 50 },
    },
  ],
  ["paguei 2 cafés de 7 cada", exp(14)],
  ["2 cerveja de 12 cada", exp(24)],
  ["comprei 3 camisetas por 120", exp(120)],
  ["3 pão de queijo por 15", exp(15, { description: "3 pão queijo" })],
  ["2 kg de carne de 40", exp(40)],
  ["uber 15 por 2", exp(15)],
]);

table("a reminder's words leave out the 'também' said after them", [
  ["me lembra de pagar a internet dia 15 tb", { intent: "reminder", description: "pagar a internet" }],
]);

table("a goal said by its verb is named by what the verb is for", [
  ["quero juntar 5 mil pra viajar em julho", { intent: "goal", name: "viagem", amount: 5000 }],
  ["meta de 8 mil pra casar", { intent: "goal", name: "casamento" }],
  ["quero guardar 20 mil pra me aposentar", { intent: "goal", name: "aposentadoria" }],
  ["quero juntar 3 mil pra reformar a cozinha", { intent: "goal", name: "cozinha" }],
  ["quero juntar 10 mil pra viajar pra europa", { intent: "goal", name: "europa" }],
  ["guardei 300 pra viajar", { intent: "record", kind: "investment", goal: "viagem" }],
]);

table("a meal or fuel said as a verb is described by what it was", [
  ["almocei 35", exp(35, { category: "Alimentação", description: "almoço" })],
  ["almocamos 90 eu e o pedro", exp(90, { category: "Alimentação", description: "almoço pedro" })],
  ["jantamos fora 120", exp(120, { category: "Alimentação", description: "jantar fora" })],
  ["jantei 50 com a familia", exp(50, { category: "Alimentação", description: "jantar familia" })],
  ["lanchamos 30", exp(30, { category: "Alimentação", description: "lanche" })],
  ["abasteci 150", exp(150, { category: "Transporte", description: "combustível" })],
  ["gastei 40 desse dinheiro na feira", exp(40, { description: "feira" })],
]);

table("days said together are the days between them", [
  ["quanto gastei ontem e hoje", q("expenses", "2026-11-21", "2026-11-22", { by: "days" })],
  ["qnto gastei de ontem pra hj", q("expenses", "2026-11-21", "2026-11-22")],
  ["quanto gastei anteontem e ontem", q("expenses", "2026-11-20", "2026-11-21")],
  ["quanto gastei de anteontem pra cá", q("expenses", "2026-11-20", "2026-11-22")],
  ["qto gastei de ontem ate agora", q("expenses", "2026-11-21", "2026-11-22")],
  ["quanto gastei hoje", q("expenses", "2026-11-22", "2026-11-22")],
]);

describe("of several records, each names only the typos in its own words", () => {
  it("almocei 35 e paguei 8 de estacionamnto", () => {
    const [lunch, parking] = parseMessage("almocei 35 e paguei 8 de estacionamnto", NOW);
    expect(lunch).toMatchObject({ description: "almoço" });
    expect(lunch).not.toHaveProperty("typos");
    expect(parking).toMatchObject({
      category: "Transporte",
      typos: [{ typed: "estacionamnto", read: "estacionamento" }],
    });
  });
});

table("a payment still ahead, on a day said, is a reminder and never spending", [
  [
    "vou pagar 150 de luz amanha",
    { intent: "reminder", description: "pagar luz", amount: 150, date: "2026-11-23" },
  ],
  ["tenho que pagar 150 de luz amanhã", { intent: "reminder", amount: 150, date: "2026-11-23" }],
  ["preciso pagar o ipva dia 30", { intent: "reminder", description: "pagar o ipva", date: "2026-11-30" }],
  ["vou pagar o aluguel sexta", { intent: "reminder", description: "pagar o aluguel", date: "2026-11-27" }],
  ["vou pagar 150 de luz", { intent: "unknown" }],
  ["paguei 150 de luz ontem", exp(150, { category: "Contas", date: "2026-11-21" })],
  // the present of paying, with a day ahead
  [
    "amanha pago a luz 187",
    { intent: "reminder", description: "pagar a luz", amount: 187, date: "2026-11-23" },
  ],
  ["depois de amanhã eu pago o gás 120", { intent: "reminder", amount: 120, date: "2026-11-24" }],
  ["sexta que vem pago o dentista, 350", { intent: "reminder", amount: 350, date: "2026-11-27" }],
  ["dia 30 pago o aluguel 1500", { intent: "reminder", amount: 1500, date: "2026-11-30" }],
  ["amanhã pagamos o condomínio 650", { intent: "reminder", amount: 650, date: "2026-11-23" }],
  // paid: said as done, or of a day gone by
  ["luz 187 pago", exp(187, { category: "Contas" })],
  ["ontem pago a luz 187", exp(187, { date: "2026-11-21" })],
  ["dia 20 pago o aluguel 1500", exp(1500, { date: "2026-11-20" })],
]);

table("bets lost are spending on leisure, bets won money in", [
  ["perdi 30 na aposta", exp(30, { category: "Lazer" })],
  ["apostei 20 na bet", exp(20, { category: "Lazer" })],
  ["perdi 50 no tigrinho", exp(50, { category: "Lazer" })],
  ["joguei 15 na mega sena", exp(15, { category: "Lazer" })],
  ["ganhei 200 no bolao", { intent: "record", kind: "income", amount: 200 }],
]);

table("money owed paid back names who paid it, not a pronoun", [
  [
    "recebi 200 de pix do meu irmao pq ele tava me devendo",
    { intent: "record", kind: "income", category: "Reembolso", description: "devolução do meu irmao" },
  ],
  ["recebi 100 da ana que ela me devia", { intent: "record", description: "devolução da ana" }],
  ["recebi os 50 que o pedro me devia", { intent: "record", description: "devolução do pedro" }],
]);

table("instalment questions ask for the parts of a whole month, never set a goal", [
  [
    "quanto vou pagar de parcela por mes?",
    q("expenses", "2026-11-01", "2026-11-30", { instalments: true, category: null }),
  ],
  ["quanto tenho de parcelas esse mes", q("expenses", "2026-11-01", "2026-11-30", { instalments: true })],
  ["quais minhas parcelas?", q("expenses", "2026-11-01", "2026-11-30", { instalments: true })],
  // a month named is the coming one
  [
    "quanto tenho de parcela no nubank em março?",
    q("expenses", "2027-03-01", "2027-03-31", { instalments: true, card: "Nubank" }),
  ],
  ["quanto paguei de parcela mes passado?", q("expenses", "2026-10-01", "2026-10-31", { instalments: true })],
  [
    "comprei um celular em 6 parcelas de 300",
    exp(1800, { payment: expect.objectContaining({ installments: 6 }) }),
  ],
]);

table("a monthly amount said as a fact is asked back, never booked as moved today", [
  ["meu aluguel é 1200", confirm("habit", { amount: 1200, category: "Moradia", recurrence: { day: 22 } })],
  ["minha internet é 99,90", confirm("habit", { amount: 99.9, category: "Contas" })],
  ["meu salario é 3200", confirm("habit", { kind: "income", amount: 3200, category: "Salário" })],
  ["ganho 3200 por mes", confirm("habit", { kind: "income", category: "Salário", description: "salário" })],
  ["meu aluguel é 1200 e ja paguei", exp(1200, { category: "Moradia" })],
  ["meu uber deu 30", exp(30)],
]);

table("a record booked twice: one of the copies goes", [
  ["duplicou o cafe, apaga um", { intent: "delete_last", count: 1, target: "cafe", doubled: true }],
  ["apaga um cafe", { intent: "delete_last", target: "cafe" }],
  ["o uber ficou repetido", { intent: "delete_last", target: "uber", doubled: true }],
  ["apaga o repetido", { intent: "delete_last", count: 1, doubled: true }],
  ["lancei o cafe duas vezes", { intent: "delete_last", target: "cafe" }],
  ["lancei 2 vezes o almoço de 30", { intent: "delete_last", target: "almoco", amount: 30 }],
  ["o preço do cafe dobrou", { intent: "unknown" }],
  ["o cafe duplicou?", { intent: "unknown" }],
]);

table("'lancei' is entering a record, never a typo of 'lanchei'", [
  ["lancei 50 no mercado", exp(50, { category: "Mercado", description: "mercado" })],
  ["lancei", { intent: "unknown" }],
  ["lanchei 20", exp(20, { category: "Alimentação", description: "lanche" })],
]);

table("a sentence of its own before the money does not unmake it", [
  ["sou mei, vendi 2 bolos por 120", { intent: "record", kind: "income", amount: 120, category: "Vendas" }],
  ["to sem grana. gastei 20 no lanche", exp(20, { category: "Alimentação", description: "lanche" })],
  ["to morrendo de fome, pedi um ifood de 45", exp(45, { description: "ifood" })],
  ["to sem grana, tenho 30 reais", { intent: "unknown" }],
  ["vou gastar 50 no mercado", { intent: "unknown" }],
]);

table("profit is the balance", [
  ["quanto a empresa lucrou esse mes?", q("balance", "2026-11-01", "2026-11-22", { book: "business" })],
  ["qual meu lucro esse mes", q("balance", "2026-11-01", "2026-11-22")],
  ["lucrei 300 na venda", { intent: "record", kind: "income", amount: 300 }],
]);

// the people named are kept, folded, to tell later who paid their share back
table("a bill shared with the people named is asked about by its part", [
  [
    "dividi o uber de 30 com a ana",
    {
      intent: "confirm_record",
      reason: "shared",
      record: expect.objectContaining({ amount: 15 }),
      shared: { total: 30, people: 2, names: ["ana"] },
    },
  ],
  [
    "rachei a pizza de 90 com meu irmao e a bia",
    {
      intent: "confirm_record",
      reason: "shared",
      record: expect.objectContaining({ amount: 30 }),
      shared: { total: 90, people: 3, names: ["irmao", "bia"] },
    },
  ],
  // no amount yet: the whole is asked, then the part
  [
    "dividi o uber com a ana",
    {
      intent: "incomplete",
      kind: "expense",
      category: "Transporte",
      description: "uber",
      shared: { people: 2, names: ["ana"] },
    },
  ],
  ["paguei 50 com cartao", exp(50)],
]);

table("records left out of a question are named after 'sem contar', 'tirando', 'fora o'", [
  [
    "quanto gastei essa semana sem contar a faculdade?",
    q("expenses", "2026-11-16", "2026-11-22", {
      category: null,
      except: { category: null, text: "faculdade" },
    }),
  ],
  ["quanto gastei esse mes tirando o aluguel", { intent: "query", except: { text: "aluguel" } }],
  ["quanto gastei fora o mercado", { intent: "query", except: { category: "Mercado", text: null } }],
  [
    "quanto gastei com alimentacao sem contar ifood",
    { intent: "query", category: "Alimentação", except: { text: "ifood" } },
  ],
  ["quanto gastei fora de casa", { intent: "query", category: null }],
  ["sem contar o aluguel", { intent: "follow_up", except: { category: null, text: "aluguel" } }],
  ["e tirando o mercado?", { intent: "follow_up", except: { category: "Mercado", text: null } }],
]);

table("money already taken out sets no goal", [
  ["tirei 200 da poupança pra pagar o cartão", { intent: "unknown", hint: "moved" }],
  ["quero juntar 2 mil pra quitar o cartão", { intent: "goal", name: "cartão", amount: 2000 }],
]);

table("'vzs' and 'vz' are 'vezes'", [
  [
    "comprei um tênis 299 no cartao em 3 vzs",
    exp(299, { description: "tênis", payment: { method: "credit", card: null, installments: 3 } }),
  ],
]);

table("a card's limit asked about is answered with its bill", [
  ["quanto tenho de limite no nubank?", { intent: "query", metric: "card_bill", card: "Nubank" }],
  ["qual o limite do nubank?", { intent: "query", metric: "card_bill", card: "Nubank" }],
  ["quanto sobra de limite no cartão?", { intent: "query", metric: "card_bill", card: null }],
  ["o limite do nubank é 4 mil", { intent: "card", name: "Nubank", limit: 4000 }],
  ["qual o limite do mercado?", { intent: "query", metric: "limit", category: "Mercado" }],
]);

table("a bill shared with a group of unsaid size asks for the person's part", [
  [
    "dividi a conta de 100 com a galera",
    { intent: "incomplete", kind: "expense", description: "conta", part: { total: 100 } },
  ],
  [
    "rachamos a pizza de 90 com o pessoal do trampo ontem",
    { intent: "incomplete", category: "Alimentação", date: "2026-11-21", part: { total: 90 } },
  ],
  ["dividi o uber com os amigos", { intent: "incomplete", category: "Transporte", part: {} }],
  // a group whose size is said, or people named, is still divided
  ["dividi a conta com 3 amigos, 120", confirm("shared", { amount: 30 })],
  ["dividi a pizza de 90 com meu irmao e a bia", confirm("shared", { amount: 30 })],
  // eating with friends is no shared bill
  ["almocei com os amigos 50", exp(50, { category: "Alimentação" })],
]);

describe("things listed, then their amounts in the same order", () => {
  const read = (text: string) =>
    parseMessage(text, NOW).map((r) =>
      r.intent === "record" ? [r.amount, r.category, r.description] : [r.intent],
    );
  it("pairs each thing with its amount", () => {
    expect(read("netflix e spotify 55,90 e 21,90")).toEqual([
      [55.9, "Assinaturas", "netflix"],
      [21.9, "Assinaturas", "spotify"],
    ]);
    expect(read("netflix, spotify e disney 55,90, 21,90 e 33,90")).toEqual([
      [55.9, "Assinaturas", "netflix"],
      [21.9, "Assinaturas", "spotify"],
      [33.9, "Assinaturas", "disney"],
    ]);
    expect(read("comprei pao e leite 10 e 6")).toEqual([
      [10, "Alimentação", "pao"],
      [6, "Mercado", "leite"],
    ]);
  });
  it('"100 e 50" after a list is two amounts, alone a spoken price', () => {
    expect(read("mercado e farmacia 100 e 50")).toEqual([
      [100, "Mercado", "mercado"],
      [50, "Saúde", "farmacia"],
    ]);
    expect(read("gastei 12 e 50 no mercado")).toEqual([[12.5, "Mercado", "mercado"]]);
  });
  it("keeps each thing said beside its own amount", () => {
    expect(read("cinema 44 e pipoca 30")).toEqual([
      [44, "Lazer", "cinema"],
      [30, "Lazer", "pipoca"],
    ]);
  });
});

table("shopping said without what was bought", [
  ["fiz compras", { intent: "incomplete", kind: "expense", category: "Compras" }],
  ["fiz compras 200", exp(200, { category: "Compras", description: "compras" })],
  ["fiz umas comprinhas 80", exp(80, { category: "Compras" })],
  ["fiz compras no mercado", { intent: "incomplete", category: "Mercado" }],
  ["minhas compras do mes deram 900", exp(900, { category: "Mercado" })],
]);

table("markup pasted into a message is not words or amounts", [
  ["<script>alert(1)</script> 30 de uber", exp(30, { category: "Transporte", description: "uber" })],
  ["<b>gastei 40</b> no mercado", exp(40, { category: "Mercado" })],
  ["<img src=x onerror=alert(2)> 12 de pao", exp(12, { description: "pao" })],
  ["uber 23 <3", exp(23, { category: "Transporte" })],
]);

describe('"sexta passada" is never today', () => {
  const friday = new Date("2026-11-27T10:00:00-03:00");
  const dateOf = (text: string) => {
    const [r] = parseMessage(text, friday);
    return r?.intent === "record" ? r.date : r?.intent;
  };
  it("on a Friday is a week ago; a Friday said alone is today", () => {
    expect(dateOf("sexta passada gastei 45 no cinema")).toBe("2026-11-20");
    expect(dateOf("na ultima sexta gastei 45 no bar")).toBe("2026-11-20");
    expect(dateOf("sexta gastei 45 no cinema")).toBe("2026-11-27");
    expect(dateOf("quinta passada paguei 30 de uber")).toBe("2026-11-26");
  });
});

table("a period of one's own asked about is its summary", [
  ["como foi meu mes?", { intent: "query", metric: "summary", from: "2026-11-01" }],
  ["quanto foi minha semana ate agora", { intent: "query", metric: "summary", from: "2026-11-16" }],
  ["como foi meu ano?", { intent: "query", metric: "summary", from: "2026-01-01" }],
  ["quanto gastei no meu mes?", { intent: "query", metric: "expenses" }],
]);

table("what was said after a correction is no part of it", [
  ["era 32 o ifood na vdd", { intent: "edit_last", amount: 32, target: "ifood" }],
  ["foi 45 o almoço, na real", { intent: "edit_last", amount: 45, target: "almoco" }],
]);

table("a time of day is no description", [
  ["hj cedo coloquei 80 de gasolina", exp(80, { description: "gasolina" })],
  ["hoje de manha gastei 20 na padaria", exp(20, { description: "padaria" })],
  ["cafe da manha 18", exp(18, { description: "cafe manha" })],
]);

table("a reminder cancelled is never a reminder set", [
  ["cancela o lembrete da luz", { intent: "cancel_reminder", words: "luz" }],
  ["apaga esse lembrete", { intent: "cancel_reminder", words: null }],
  ["nao precisa mais me lembrar do aluguel", { intent: "cancel_reminder", words: "aluguel" }],
  ["para de me avisar da academia", { intent: "cancel_reminder", words: "academia" }],
  ["nao esquece de me lembrar da luz dia 10", { intent: "reminder", description: "luz" }],
  ["me lembra de pagar a luz dia 10", { intent: "reminder", description: "pagar a luz" }],
]);

table("money is not cash, a retirement is income, affection is thanks", [
  ["quanto eu tenho de dinheiro esse mês?", { intent: "query", metric: "balance" }],
  ["quanto gastei em dinheiro", { intent: "query", metric: "expenses", payment: "cash" }],
  ["quanto gastei de dinheiro vivo", { intent: "query", payment: "cash" }],
  ["recebi minha aposentadoria 1.518", { intent: "record", kind: "income", category: "Salário" }],
  ["paguei 300 de inss", exp(300, { category: "Impostos e taxas" })],
  ["ela me devolveu 50", { intent: "record", kind: "income", description: "devolução de empréstimo" }],
  ["tá bom obrigada meu bem", { intent: "thanks" }],
]);

it('"de dinheiro" asks about money, with no payment filter', () => {
  const [q] = parseMessage("quanto eu tenho de dinheiro esse mês?", NOW);
  expect(q).not.toHaveProperty("payment");
});

table("slang that is no typo, pay that falls in, money put into a goal", [
  ["quanto torrei essa semana mano", { intent: "query", metric: "expenses", from: "2026-11-16" }],
  ["cai 1200 do estagio hj", { intent: "record", kind: "income", amount: 1200, category: "Salário" }],
  ["separa 300 pra reserva", { intent: "record", kind: "investment", amount: 300, goal: "reserva" }],
  ["coloca 50 na meta da moto", { intent: "record", kind: "investment", amount: 50, goal: "moto" }],
  ["cmprei um tenis 350", exp(350, { description: "tenis" })],
  ["tem como eu ver isso num site?", { intent: "dashboard_link" }],
]);

table("a book named alone is about what was just said", [
  ["é da empresa", { intent: "follow_up", book: "business" }],
  ["isso é da empresa", { intent: "follow_up", book: "business" }],
  ["lança na empresa", { intent: "follow_up", book: "business" }],
  ["muda pro pessoal", { intent: "follow_up", book: "personal" }],
  ["foi na loja", { intent: "edit_last", category: "Compras" }],
  ["quanto gastei anteontem", { intent: "query", from: "2026-11-20", to: "2026-11-20" }],
  ["e antes de ontem?", { intent: "follow_up", from: "2026-11-20", to: "2026-11-20" }],
  [
    "esse mercado foi no crédito, não débito",
    { intent: "edit_last", target: "mercado", payment: { method: "credit" } },
  ],
]);

table("two periods compared, one named only as the one before or this one", [
  [
    "quanto gastei com mercado esse mês comparado com o passado?",
    { intent: "query", from: "2026-11-01", compare: { from: "2026-10-01", to: "2026-10-31" } },
  ],
  [
    "quanto gastei mês passado com mercado comparado com esse?",
    { intent: "query", from: "2026-11-01", compare: { from: "2026-10-01", to: "2026-10-31" } },
  ],
  ["compara meus gastos de outubro e novembro", { intent: "query", compare: { from: "2026-10-01" } }],
  ["compara com outubro", { intent: "follow_up", compare: true }],
]);

table("a price alone, parts with their card, a date moved, the goals asked", [
  ["3.899", { intent: "unknown", hint: "amount", amount: 3899 }],
  [
    "em 10x no inter",
    { intent: "edit_last", installments: 10, payment: { method: "credit", card: "Inter" } },
  ],
  [
    "foi no credito em 3x",
    { intent: "edit_last", installments: 3, payment: { method: "credit", card: null } },
  ],
  ["muda a data pra hoje", { intent: "edit_last", date: "2026-11-22", amount: null }],
  ["troca a data pra ontem", { intent: "edit_last", date: "2026-11-21" }],
  ["quanto preciso guardar por mes?", { intent: "query", metric: "goal", goal: null }],
  ["quanto tenho que juntar pra viagem?", { intent: "query", metric: "goal", goal: "viagem" }],
]);

table("what things cost each month, said as a list, books nothing", [
  ["meu aluguel é 1.300, condominio 420 e internet 99", { intent: "unknown", hint: "habits" }],
  ["gasto 50 de uber e 30 de ifood por semana", { intent: "unknown", hint: "habits" }],
]);

table("'o vale' asked about is the voucher; 'na realidade' corrects", [
  ["quanto gastei no vale esse mes", { intent: "query", metric: "expenses", payment: "voucher" }],
  ["quanto ainda tenho no vale?", { intent: "query", metric: "balance", payment: "voucher" }],
  ["na realidade foi 35", { intent: "edit_last", amount: 35 }],
]);

table("'separa' sets aside; 'guarda' only into a goal or a product", [
  ["separa 200 pra viagem", { intent: "record", kind: "investment", amount: 200, goal: "viagem" }],
  ["guarda 50 na poupança", { intent: "record", kind: "investment", amount: 50 }],
  ["coloca 50 no uber", exp(50, { category: "Transporte" })],
  ["gastei 45 no barzinho ontem", exp(45, { category: "Lazer" })],
  ["hj de novo 30 no bar", exp(30, { description: "bar" })],
  ["celular novo 2000", exp(2000, { description: "celular novo" })],
]);

it("a goodbye without thanks is a goodbye", () => {
  expect(parseMessage("tchau", NOW)).toEqual([{ intent: "thanks", goodbye: true }]);
  expect(parseMessage("até mais", NOW)).toEqual([{ intent: "thanks", goodbye: true }]);
  expect(parseMessage("valeu, falou", NOW)).toEqual([{ intent: "thanks" }]);
  expect(parseMessage("obrigada meu bem", NOW)).toEqual([{ intent: "thanks" }]);
});

table("a label for the amount names nothing; savings taken back only move; 'por categoria' is the overview", [
  ["valor 180", { intent: "unknown", hint: "amount", amount: 180 }],
  ["o valor é R$ 650,00", { intent: "unknown", hint: "amount", amount: 650 }],
  ["o valor era 650", { intent: "edit_last", amount: 650 }],
  ["o total foi 95", { intent: "edit_last", amount: 95 }],
  ["valor do aluguel 1200", exp(1200, { category: "Moradia" })],
  ["transferi 500 da poupança pra conta", { intent: "unknown", hint: "moved" }],
  ["passei 300 da conta pra poupança", { intent: "record", kind: "investment", amount: 300 }],
  ["transferi 200 pra caixinha", { intent: "record", kind: "investment", amount: 200, goal: null }],
  ["lista por categoria", q("summary", "2026-11-01", "2026-11-22")],
  ["quanto gastei em cada categoria esse mes", q("summary", "2026-11-01", "2026-11-22")],
  ["qual categoria gastei mais", q("top_category", "2026-11-01", "2026-11-22")],
]);

table("an amount said again in the same breath is the one meant", [
  ["gastei 50, quer dizer 55 no mercado", exp(55, { category: "Mercado" })],
  ["gastei 50 não, 55 no mercado", exp(55, { category: "Mercado" })],
  ["almoço 30 ou melhor 32", exp(32, { category: "Alimentação" })],
  [
    "paguei a conta de luz que deu 134 e pouco, 134,70",
    exp(134.7, { category: "Contas", description: "conta luz" }),
  ],
  ["mercado deu uns 130, 134,70 certinho", exp(134.7, { category: "Mercado", description: "mercado" })],
  ["paguei a luz, 134 e pouco, 134,70 pra ser exato", exp(134.7, { description: "luz" })],
  ["gastei cerca de 80, 78,50 na farmácia", exp(78.5, { category: "Saúde" })],
]);

table("a day said again in the same breath is the one meant", [
  ["paguei 300 de aluguel ontem, não, anteontem", exp(300, { category: "Moradia", date: "2026-11-20" })],
  ["uber 20 ontem ops anteontem", exp(20, { date: "2026-11-20" })],
  ["gastei 40 ontem, quer dizer, hoje", exp(40, { date: "2026-11-22", description: "outros" })],
]);

it("two days, each of its own amount, are no correction", () => {
  expect(parseMessage("gastei 30 ontem e 20 hoje", NOW)).toMatchObject([
    exp(30, { date: "2026-11-21" }),
    exp(20, { date: "2026-11-22" }),
  ]);
});

table("an amount corrected after the thing it was for books the amount meant, for that thing", [
  ["gastei 60 no mercado, ops, 72", exp(72, { category: "Mercado", description: "mercado" })],
  ["paguei 35 na farmacia, nao pera, 53", exp(53, { category: "Saúde" })],
  ["uber 25 não peraí 28", exp(28, { category: "Transporte", description: "uber" })],
  ["gastei 40 no almoço, na verdade 45", exp(45, { category: "Alimentação", description: "almoço" })],
  ["é... gastei sessenta no sacolão não pera foi setenta e dois", exp(72, { category: "Mercado" })],
  ["gastei 60 no mercado, errei, 72", exp(72, { category: "Mercado" })],
  ["paguei 80 de luz, me enganei, foi 86", exp(86, { category: "Contas" })],
  ["gastei 40 no almoço na real 45", exp(45, { category: "Alimentação" })],
  ["gastei 60 no mercado, não, foi 72", exp(72, { category: "Mercado" })],
  ["paguei 35 na farmácia, corrigindo: 53", exp(53, { category: "Saúde" })],
]);

it("two amounts with no correction between them, or two things, stay two records", () => {
  expect(parseMessage("almoço 30, 32 de uber", NOW)).toHaveLength(2);
  expect(parseMessage("gastei 30 no mercado e 45 na farmácia", NOW)).toHaveLength(2);
  expect(parseMessage("gastei 30 no mercado, na verdade 45 na farmácia", NOW)).toHaveLength(2);
  expect(parseMessage("45 não 54", NOW)).toEqual([
    expect.objectContaining({ intent: "edit_last", amount: 45 }),
  ]);
});

it("a guess and an amount far from it, or two things, stay two records", () => {
  expect(parseMessage("uns 30 no almoço, 35 no jantar", NOW)).toHaveLength(2);
  expect(parseMessage("gastei uns 30, 80 no mercado", NOW)).toHaveLength(2);
});

table("a correction that denies a value says the right one after it", [
  ["não foi hoje, foi ontem", { intent: "edit_last", date: "2026-11-21" }],
  ["o almoço não foi hj, foi ontem", { intent: "edit_last", date: "2026-11-21", target: "almoco" }],
  ["o almoço não foi 30, foi 35", { intent: "edit_last", amount: 35, target: "almoco" }],
  [
    "não foi no mercado, foi na padaria",
    { intent: "edit_last", category: "Alimentação", description: "padaria" },
  ],
  ["não é mercado, é farmácia", { intent: "edit_last", category: "Saúde", description: "farmácia" }],
  [
    "o último foi no mercado, não na padaria",
    { intent: "edit_last", category: "Mercado", description: "mercado" },
  ],
  ["nao é alimentação, é lazer", { intent: "edit_last", category: "Lazer", description: null }],
]);

table("half of a whole is asked; subscriptions held are the fixed items of Assinaturas", [
  [
    "paguei metade do mercado que deu 300",
    {
      intent: "confirm_record",
      reason: "shared",
      record: expect.objectContaining({ amount: 150, category: "Mercado", description: "mercado" }),
      shared: { total: 300, people: 2 },
    },
  ],
  ["paguei 750, metade do aluguel", exp(750, { category: "Moradia", description: "aluguel" })],
  ["paguei metade, 150", exp(150)],
  // a share written as a fraction is no day ("1/3" is not the 1st of March)
  [
    "paguei 1/3 do aluguel de 1800",
    {
      intent: "confirm_record",
      reason: "shared",
      record: expect.objectContaining({ amount: 600, date: "2026-11-22", description: "aluguel" }),
      shared: { total: 1800, people: 3 },
    },
  ],
  [
    "paguei um terço da conta de 90",
    { intent: "confirm_record", reason: "shared", record: expect.objectContaining({ amount: 30 }) },
  ],
  [
    "paguei 1/3 do aluguel",
    { intent: "incomplete", missing: ["amount"], category: "Moradia", description: "aluguel" },
  ],
  // a share that is not one part in so many: the person's part is asked, never worked out
  ["paguei 2/3 do aluguel de 1800", { intent: "incomplete", missing: ["amount"], part: { total: 1800 } }],
  ["paguei 1/3 do aluguel, 600", exp(600, { category: "Moradia", date: "2026-11-22" })],
  ["comprei 1/2 kg de carne 40", exp(40, { date: "2026-11-22" })],
  ["mercado 50 dia 1/3", exp(50, { date: "2026-03-01" })],
  ["quais minhas assinaturas", { intent: "query", metric: "fixed", category: "Assinaturas" }],
  ["quanto pago de assinatura por mes", { intent: "query", metric: "fixed", category: "Assinaturas" }],
  [
    "quanto gastei com assinaturas esse mes",
    { intent: "query", metric: "expenses", category: "Assinaturas" },
  ],
]);

table("a day that opens a period runs to today", [
  ["quanto gastei desde o dia 10", q("expenses", "2026-11-10", "2026-11-22", { by: "days" })],
  ["quanto gastei a partir do dia 10", q("expenses", "2026-11-10", "2026-11-22", { by: "days" })],
  ["quanto gastei do dia 10 pra cá", q("expenses", "2026-11-10", "2026-11-22", { by: "days" })],
  ["quanto gastei desde 15/10", q("expenses", "2026-10-15", "2026-11-22", { by: "days" })],
  ["quanto gastei dia 10", q("expenses", "2026-11-10", "2026-11-10", { by: "days" })],
]);

table("a record booked twice or not meant is deleted", [
  ["duplicou", { intent: "delete_last", count: 1 }],
  ["lançou duas vezes", { intent: "delete_last", count: 1 }],
  ["ficou duplicado", { intent: "delete_last", count: 1 }],
  ["esse não era pra lançar", { intent: "delete_last", count: 1 }],
  ["não era pra ter registrado", { intent: "delete_last", count: 1 }],
  ["lancei o café duas vezes", { intent: "delete_last", count: 1, target: "cafe" }],
  ["nao era pra gastar tanto", { intent: "unknown" }],
]);

table("work done by the piece, said in the singular, is money earned", [
  ["fiz 320 de corrida hoje", { intent: "record", kind: "income", amount: 320, category: "Freelance" }],
  ["fiz 180 de faxina", { intent: "record", kind: "income", amount: 180, category: "Freelance" }],
  ["fiz uma corrida de 30 no uber", exp(30, { category: "Transporte" })],
  ["paguei a faxina 150", exp(150, { category: "Moradia" })],
  ["corrida 25", exp(25, { category: "Transporte" })],
]);

table("a record said to be the business's carries its book", [
  ["comprei farinha 45 pra empresa", exp(45, { description: "farinha", book: "business" })],
  ["paguei a conta de luz da empresa 300", exp(300, { category: "Contas", book: "business" })],
  [
    "recebi 2000 de um cliente pro cnpj",
    { intent: "record", kind: "income", amount: 2000, book: "business" },
  ],
  ["almocei na empresa 20", exp(20, { category: "Alimentação" })],
]);

it("'na empresa' says where, and of several records none is said to be the business's", () => {
  expect(parseMessage("almocei na empresa 20", NOW)[0]).not.toHaveProperty("book");
  for (const r of parseMessage("gastei 50 no mercado e 30 de gasolina pra empresa", NOW))
    expect(r).not.toHaveProperty("book");
});

table("a deletion's reason is no part of the record's name; beers are food and drink", [
  ["apaga a skol na real nao foi eu q paguei", { intent: "delete_last", count: 1, target: "skol" }],
  ["apaga o uber pq foi engano", { intent: "delete_last", target: "uber" }],
  ["tira o mercado, não era meu", { intent: "delete_last", target: "mercado" }],
  ["exclui o gasto do mercado de ontem", { intent: "delete_last", target: "mercado", date: "2026-11-21" }],
  ["15 de skol", exp(15, { category: "Alimentação" })],
  ["breja 12", exp(12, { category: "Alimentação" })],
]);

table("the coming month; the parts of a purchase named; where a category stands", [
  [
    "quanto vou pagar de parcela mes que vem",
    {
      intent: "query",
      metric: "expenses",
      from: "2026-12-01",
      to: "2026-12-31",
      by: "months",
      instalments: true,
    },
  ],
  ["o que vence mês que vem", { intent: "query", metric: "reminders", from: "2026-12-01", to: "2026-12-31" }],
  ["a geladeira foi em 10x na verdade", { intent: "edit_last", installments: 10, target: "geladeira" }],
  ["a tv era em 12 vezes", { intent: "edit_last", installments: 12, target: "tv" }],
  ["como to no ifood", { intent: "query", metric: "limit", category: "Alimentação", standing: true }],
  ["como anda o lazer", { intent: "query", metric: "limit", category: "Lazer", standing: true }],
  ["como está minha meta da viagem?", { intent: "query", metric: "goal", goal: "viagem" }],
]);

table("an ordinal is a place, never reais", [
  ["iptu 2ª parcela 180", exp(180, { category: "Impostos e taxas" })],
  ["iptu 2a parcela 180", exp(180, { category: "Impostos e taxas" })],
  ["2ª via do boleto 45", exp(45)],
  ["ganhei 2° lugar 300", { intent: "record", kind: "income", amount: 300 }],
  ["13º salario 1900", { intent: "record", kind: "income", amount: 1900, category: "Salário" }],
]);

table("a number that names a thing is not the price said beside it", [
  ["comprei um iphone 15 por 5000", exp(5000, { category: "Compras", description: "iphone 15" })],
  ["apto 302 condominio 500", exp(500, { category: "Moradia" })],
  ["ônibus 8012 4,40", exp(4.4, { category: "Transporte" })],
]);

it("a number after such a word, alone, is still the amount; two things are two records", () => {
  expect(parseMessage("moto 150 de gasolina", NOW)).toMatchObject([{ amount: 150 }]);
  expect(parseMessage("uber 25 e onibus 4,40", NOW)).toMatchObject([{ amount: 25 }, { amount: 4.4 }]);
});

table("'N reais e M de X' with nothing named before is N,M of X", [
  ["gastei 2 reais e 50 de bala", exp(2.5, { category: "Alimentação", description: "bala" })],
  ["dois reais e cinquenta de bala", exp(2.5, { description: "bala" })],
  ["um real e cinquenta de bala", exp(1.5, { description: "bala" })],
  ["paguei 12 e 50 de pão", exp(12.5, { category: "Alimentação", description: "pão" })],
  ["gastei 3 e 50 de café", exp(3.5, { description: "café" })],
]);

it("with a thing named before, or a currency after M, they are two amounts", () => {
  expect(parseMessage("paguei o almoço 30 reais e 15 de sobremesa", NOW)).toMatchObject([
    { amount: 30 },
    { amount: 15 },
  ]);
  expect(parseMessage("gastei 30 reais e 50 reais de uber", NOW)).toMatchObject([
    { amount: 30 },
    { amount: 50 },
  ]);
});

table("an average per month with no period said is over the year so far; 'médio' is no typo", [
  [
    "qual meu gasto médio por mês",
    { intent: "query", metric: "average", from: "2026-01-01", to: "2026-11-22", by: "months", per: "month" },
  ],
  ["gasto medio por dia", { intent: "query", metric: "average", per: "day", from: "2026-11-01" }],
]);

table("the new rules stay in their lanes", [
  // an amount label with a thing named is a record, not a correction
  ["total foi 120 no ifood", exp(120, { category: "Alimentação" })],
  ["o valor foi 50 no mercado", exp(50, { category: "Mercado" })],
  // what the work earned is not what the next thing cost; a fee is no work
  ["fiz um pedido na shopee, 30 de frete", exp(30)],
  // a deletion's day or amount said after the record still says which
  ["apaga o uber, o de 32", { intent: "delete_last", target: "uber", amount: 32 }],
  ["apaga o uber que peguei ontem", { intent: "delete_last", target: "uber", date: "2026-11-21" }],
  ["apaga o café que foi 8 reais", { intent: "delete_last", target: "cafe", amount: 8 }],
  // "não era pra lançar" with how it was booked corrects it
  ["não era pra lançar no crédito", { intent: "edit_last", payment: { method: "credit", card: null } }],
  ["acho que duplicou", { intent: "delete_last", count: 1 }],
  // half of a part, or of money in, is that amount
  ["paguei metade do aluguel, 750", exp(750)],
  ["paguei minha metade do uber 15", exp(15)],
  ["recebi metade do salário, 1500", { intent: "record", kind: "income", amount: 1500 }],
  ["gastei metade do meu salario 2000 no mercado", exp(2000, { category: "Mercado" })],
  ["metade da pizza de 80", { intent: "confirm_record", reason: "shared", shared: { total: 80, people: 2 } }],
  // a goal named "conta de …" still takes money; "como anda meu gasto com uber?" is spending
  ["separei 300 pra conta de água", { intent: "record", kind: "investment", goal: "conta de água" }],
  ["como anda meu gasto com uber?", { intent: "query", metric: "expenses", text: "uber" }],
]);

it("two things named each with an amount, or a worker's spending after the work, stay apart", () => {
  expect(parseMessage("almoço uns 30, 32 de uber", NOW)).toMatchObject([{ amount: 30 }, { amount: 32 }]);
  expect(parseMessage("fiz 320 de corrida e 60 de gasolina", NOW)).toMatchObject([
    { kind: "income", amount: 320, category: "Freelance" },
    { kind: "expense", amount: 60, category: "Transporte" },
  ]);
  for (const text of [
    "recebi o salário da empresa 3000",
    "transferi 500 pra empresa",
    "festa da empresa 100",
    "gastei 100 pra empresa do meu pai",
  ])
    for (const r of parseMessage(text, NOW)) expect(r, text).not.toHaveProperty("book");
});

table("change received is the person's own money; interest is a fee", [
  ["recebi 50 de troco", { intent: "unknown", hint: "moved" }],
  ["cobraram 12 de juros", exp(12, { category: "Impostos e taxas" })],
]);

it("a weekday heading a line dates that line; a spending thing on a line after money in is spent", () => {
  expect(
    parseMessage("segunda: almoço 30\nterça: almoço 28\nquarta: almoço 35", NOW).map(
      (r) => r.intent === "record" && r.date,
    ),
  ).toEqual(["2026-11-16", "2026-11-17", "2026-11-18"]);
  expect(parseMessage("ontem:\nmercado 80\nrecebi 200 do freela\nhoje: uber 15", NOW)).toMatchObject([
    { kind: "expense", amount: 80, date: "2026-11-21" },
    { kind: "income", amount: 200, category: "Freelance" },
    { kind: "expense", amount: 15, category: "Transporte", date: "2026-11-22" },
  ]);
  expect(parseMessage("recebi 3000 de salário e 500 de vale alimentação", NOW)).toMatchObject([
    { kind: "income" },
    { kind: "income" },
  ]);
});

table("a record named and moved to a way of paying", [
  [
    "coloca a padaria no débito",
    { intent: "edit_last", target: "padaria", payment: { method: "debit", card: null } },
  ],
  ["passa o uber pro pix", { intent: "edit_last", target: "uber", payment: { method: "pix", card: null } }],
  [
    "muda o mercado pro crédito do nubank",
    { intent: "edit_last", target: "mercado", payment: { method: "credit", card: "Nubank" } },
  ],
  ["coloca o almoço em lazer", { intent: "edit_last", target: "almoco", category: "Lazer" }],
]);

it("a total said first and then its parts books the parts, on the day said", () => {
  expect(parseMessage("gastei 100 reais ontem: 60 no mercado e 40 na farmácia", NOW)).toMatchObject([
    { amount: 60, category: "Mercado", date: "2026-11-21" },
    { amount: 40, category: "Saúde", date: "2026-11-21" },
  ]);
});

it("a total and its parts: the parts; parts that do not add up, each as said; a greeting is no description", () => {
  expect(parseMessage("gastei 100, sendo 60 no mercado e 40 na farmácia", NOW)).toMatchObject([
    { amount: 60 },
    { amount: 40 },
  ]);
  expect(parseMessage("paguei 80 dos quais 50 de luz e 30 de água", NOW)).toMatchObject([
    { amount: 50, description: "luz" },
    { amount: 30 },
  ]);
  expect(parseMessage("oi tostão tudo bem? gastei 50 no mercado", NOW)).toMatchObject([
    { amount: 50, description: "mercado" },
  ]);
});

it("a total and its parts after a comma: the parts when the total, said with a money verb, names nothing", () => {
  expect(parseMessage("gastei 100 hoje, 60 no mercado e 40 na farmácia", NOW)).toMatchObject([
    { amount: 60, category: "Mercado" },
    { amount: 40, category: "Saúde" },
  ]);
  expect(parseMessage("paguei 90 no total, 50 de pizza e 40 de refri", NOW)).toHaveLength(2);
  expect(parseMessage("fui no mercado e gastei 100, 60 de carne e 40 de bebida", NOW)).toMatchObject([
    { amount: 60 },
    { amount: 40, description: "bebida" },
  ]);
  // a list that happens to add up: each thing named with its amount is a record
  for (const text of [
    "gastei 50 no mercado, 30 na farmácia e 20 na padaria",
    "mercado 50, farmácia 30 e padaria 20",
  ])
    expect(parseMessage(text, NOW).map((r) => (r.intent === "record" ? r.amount : null))).toEqual([
      50, 30, 20,
    ]);
  // parts that do not add up after a comma are no parts: nothing is dropped
  expect(parseMessage("gastei 100 hoje, 60 no mercado e 30 na farmácia", NOW)).toHaveLength(3);
});

it("what a total's parts leave of it is asked about, with the total's day", () => {
  expect(parseMessage("ontem gastei 100: 60 no mercado e 30 na farmácia", NOW)).toEqual([
    expect.objectContaining({ amount: 60, date: "2026-11-21" }),
    expect.objectContaining({ amount: 30, date: "2026-11-21" }),
    { intent: "unknown", hint: "amount", amount: 10, rest: { of: 100, date: "2026-11-21" } },
  ]);
  // parts past the total: the parts, as said
  expect(parseMessage("gastei 100: 60 no mercado e 50 na farmácia", NOW)).toMatchObject([
    { amount: 60 },
    { amount: 50 },
  ]);
});

it("a bill that arrived, with no money verb, is asked about before it is booked", () => {
  for (const text of ["a luz veio 230", "a conta de luz chegou 180", "chegou a internet, 99,90"])
    expect(parseMessage(text, NOW)).toMatchObject([
      { intent: "confirm_record", reason: "arrived", record: { kind: "expense", category: "Contas" } },
    ]);
  expect(parseMessage("a luz veio 230", NOW)).toMatchObject([{ record: { description: "luz" } }]);
  expect(parseMessage("paguei a luz que veio 230", NOW)).toMatchObject([{ intent: "record", amount: 230 }]);
  expect(parseMessage("a luz desse mes veio 230, vence dia 10", NOW)).toMatchObject([{ intent: "reminder" }]);
  expect(parseMessage("o mercado veio 300", NOW)).toMatchObject([{ intent: "record", amount: 300 }]);
  expect(parseMessage("o onibus chegou 175", NOW)).toMatchObject([{ intent: "unknown" }]);
});

it("the person said with those sharing a bill shares it", () => {
  for (const [text, total, people] of [
    ["eu e minha esposa dividimos o mercado, 300", 300, 2],
    ["mercado 180, dividimos eu e minha namorada", 180, 2],
    ["rachamos a pizza de 80 eu e o joão", 80, 2],
    ["eu e o joão e a bia dividimos a conta de 90", 90, 3],
  ] as const)
    expect(parseMessage(text, NOW)).toMatchObject([{ intent: "confirm_record", shared: { total, people } }]);
  expect(parseMessage("eu e a galera rachamos o churrasco, 400", NOW)).toMatchObject([
    { intent: "incomplete", part: { total: 400 } },
  ]);
  expect(parseMessage("eu e minha esposa fomos no mercado, 300", NOW)).toMatchObject([
    { intent: "record", amount: 300 },
  ]);
});

it("someone else's card is none of the person's; money coming back does not change how they paid", () => {
  expect(parseMessage("comprei um tenis 300 no cartao da minha mae", NOW)).toMatchObject([
    { intent: "record", amount: 300, payment: null },
  ]);
  expect(parseMessage("tv 2000 em 10x no cartao da minha mae", NOW)).toMatchObject([
    { payment: { method: null, card: null, installments: 10 } },
  ]);
  expect(parseMessage("comprei um tenis 300 no cartao do meu nubank", NOW)).toMatchObject([
    { payment: { method: "credit", card: "Nubank" } },
  ]);
  expect(parseMessage("paguei a conta do bar 240 no credito, a galera vai me mandar pix", NOW)).toMatchObject(
    [{ amount: 240, payment: { method: "credit" } }],
  );
  expect(parseMessage("o joão me passou 150 no pix", NOW)).toMatchObject([
    { kind: "income", payment: { method: "pix" } },
  ]);
});

it("a pix made to the person is money in", () => {
  expect(parseMessage("ela me fez um pix de 50", NOW)).toMatchObject([
    { kind: "income", amount: 50, description: "ela", payment: { method: "pix" } },
  ]);
  expect(parseMessage("o cliente me fez uma transferencia de 300", NOW)).toMatchObject([{ kind: "income" }]);
  expect(parseMessage("ela me fez gastar 50 no shopping", NOW)).toMatchObject([{ kind: "expense" }]);
  expect(parseMessage("fiz um pix de 50 pra ana", NOW)).toMatchObject([{ kind: "expense" }]);
});

table("thousands set apart by a space are one amount", [
  ["gastei 1 234,56 no notebook", exp(1234.56, { category: "Compras" })],
  ["paguei 2 300,00 de aluguel", exp(2300, { category: "Moradia" })],
  ["comprei 2 camisetas 100,00", exp(100, { category: "Compras" })],
]);

table("a weekday right after a money verb, or before '?', is a day", [
  ["quanto gastei sexta?", q("expenses", "2026-11-20", "2026-11-20", { by: "days" })],
  ["paguei segunda 50 de luz", exp(50, { category: "Contas", date: "2026-11-16" })],
]);

table("reminders named in the plural are asked for, never set", [
  [
    "lembretes do próximo mês",
    { intent: "query", metric: "reminders", from: "2026-12-01", to: "2026-12-31" },
  ],
  ["meus lembretes de dezembro", { intent: "query", metric: "reminders", from: "2026-12-01" }],
  ["lembrete de pagar a luz dia 10", { intent: "reminder", description: "pagar a luz" }],
]);

it("a greeting that asks how the assistant is, with its comma, makes nothing after it a question", () => {
  expect(parseMessage("oi tostão, tudo bem? gastei 50 no mercado", NOW)).toMatchObject([
    { intent: "record", amount: 50, description: "mercado" },
  ]);
});

it("digits too many to be money ask the amount and describe nothing", () => {
  expect(parseMessage("gastei 99999999999", NOW)).toEqual([
    { intent: "incomplete", kind: "expense", missing: ["amount"] },
  ]);
  expect(parseMessage("paguei 99999999999 no mercado", NOW)).toMatchObject([
    { intent: "incomplete", description: "mercado" },
  ]);
});

table("a deletion of the last record of a kind, or with its reason after a comma", [
  ["apaga o ultimo gasto", { intent: "delete_last", count: 1, kind: "expense" }],
  ["exclui a última receita", { intent: "delete_last", count: 1, kind: "income" }],
  ["tira a pizza, foi meu marido que pagou", { intent: "delete_last", target: "pizza" }],
  ["apaga o uber, o de 32", { intent: "delete_last", target: "uber", amount: 32 }],
]);

it("the last record with no kind said is whichever came last", () => {
  expect(parseMessage("apaga o último", NOW)).toEqual([{ intent: "delete_last", count: 1 }]);
});

table("pieces of work counted, and what they came to, are income", [
  [
    "hj rodei 14 entregas deu 187 reais",
    { intent: "record", kind: "income", amount: 187, category: "Freelance" },
  ],
  ["fiz 12 corridas, deu 230", { intent: "record", kind: "income", amount: 230 }],
  ["as corridas de uber deram 80 essa semana", exp(80, { category: "Transporte" })],
]);

table("spoken cents after a thing named, when the 'e' before is not a list", [
  ["ah e ontem eu paguei a internet que é 99 e 90", exp(99.9, { category: "Contas", date: "2026-11-21" })],
  ["a internet é 99 e 90", exp(99.9, { category: "Contas" })],
]);

it("amounts listed with commas are each their own, and things listed before two amounts too", () => {
  expect(parseMessage("foram 3 ubers hoje, 15, 18 e 22", NOW).map((r) => "amount" in r && r.amount)).toEqual([
    15, 18, 22,
  ]);
  expect(parseMessage("o mercado e a farmácia 100 e 50", NOW)).toMatchObject([
    { amount: 100, category: "Mercado" },
    { amount: 50, category: "Saúde" },
  ]);
});

table("a thing booked is paid for; money reserved is set aside", [
  ["reservei o hotel 340", exp(340, { category: "Viagem" })],
  ["reservei a pousada por 600 em 3x", exp(600, { payment: { method: "credit", installments: 3 } })],
  ["reservei 200 pra emergencia", { intent: "record", kind: "investment", amount: 200 }],
  ["reservei uma grana de 300 pra viagem", { intent: "record", kind: "investment", goal: "viagem" }],
]);

it("subscriptions held repeat every month, each of the list", () => {
  expect(parseMessage("assino netflix 55,90 e spotify 21,90", NOW)).toMatchObject([
    { amount: 55.9, description: "netflix", category: "Assinaturas", recurrence: { day: 22 } },
    { amount: 21.9, description: "spotify", recurrence: { day: 22 } },
  ]);
});

table("a reminder's description leaves out the words that lead to its amount", [
  [
    "manutenção da moto amanhã vai ser uns 250 me lembra",
    { intent: "reminder", description: "manutenção da moto", amount: 250, date: "2026-11-23" },
  ],
  [
    "me lembre de pagar o plano de saúde dia 5, são 780 reais",
    { intent: "reminder", description: "pagar o plano de saúde", amount: 780 },
  ],
  ["me lembra do ipva dia 15 no valor de 1.200", { intent: "reminder", description: "ipva", amount: 1200 }],
  ["me lembra de comprar ração e areia dia 3", { intent: "reminder", description: "comprar ração e areia" }],
]);

table("a key held down is the word meant", [
  ["gasteii 25 no acougue", exp(25, { description: "acougue" })],
  ["pagueiii 30 de uber", exp(30, { category: "Transporte", description: "uber" })],
]);

table("a month gone by named for a record books it on that month's first day", [
  [
    "gastei 300 no mercado em outubro",
    exp(300, { category: "Mercado", description: "mercado", date: "2026-10-01" }),
  ],
  ["no mês de setembro paguei 200 de luz", exp(200, { description: "luz", date: "2026-09-01" })],
  ["paguei 80 de luz em novembro", exp(80, { description: "luz", date: "2026-11-22" })],
  ["quanto gastei em outubro", q("expenses", "2026-10-01", "2026-10-31")],
]);

it("two months named for two records are not guessed at", () => {
  expect(parseMessage("recebi 1500 de freela em outubro e 2000 em setembro", NOW)).toMatchObject([
    { date: "2026-11-22" },
    { date: "2026-11-22" },
  ]);
});

table("a category given back after a change", [
  ["não, volta pra transporte", { intent: "edit_last", category: "Transporte", amount: null }],
  ["volta pro mercado", { intent: "edit_last", category: "Mercado" }],
  ["volta para casa 30", exp(30)],
]);

table("money made, and what a thing is costing so far", [
  ["quanto eu fiz essa semana?", q("income", "2026-11-16", "2026-11-22", { by: "days" })],
  ["quanto fiz de corrida hoje", { intent: "query", metric: "income", text: "corrida" }],
  ["quanto tá saindo a viagem?", q("expenses", "2026-11-01", "2026-11-22", { category: "Viagem" })],
]);

table("the instalments still to come", [
  ["quanto falta pagar do celular?", { intent: "query", metric: "instalments_left", text: "celular" }],
  [
    "quantas parcelas faltam da geladeira?",
    { intent: "query", metric: "instalments_left", text: "geladeira" },
  ],
  ["quantas parcelas faltam?", { intent: "query", metric: "instalments_left", text: null }],
  ["quanto falta pagar da fatura?", { intent: "query", metric: "card_bill" }],
  ["quanto falta pra meta da viagem?", { intent: "query", metric: "goal", goal: "viagem" }],
]);

table("money taken out of a goal only moved", [
  ["tirei 100 da meta do carro", { intent: "unknown", hint: "moved" }],
]);

table("an emoji that stands for a thing bought is its word, once", [
  ["🍕 45", exp(45, { category: "Alimentação", description: "pizza" })],
  ["gastei 30 🍔", exp(30, { category: "Alimentação", description: "lanche" })],
  ["pizza 🍕 45", exp(45, { description: "pizza" })],
  ["🍺🍺 30", exp(30, { description: "cerveja" })],
  ["⛽ 200", exp(200, { category: "Transporte" })],
  ["gastei 50 no mercado 😅", exp(50, { category: "Mercado", description: "mercado" })],
]);

table("'mais … ou …' compares the two periods", [
  [
    "gastei mais esse mês ou no passado?",
    q("expenses", "2026-11-01", "2026-11-22", { compare: { from: "2026-10-01", to: "2026-10-31" } }),
  ],
  [
    "gastei mais em outubro ou em setembro?",
    q("expenses", "2026-10-01", "2026-10-31", { compare: { from: "2026-09-01", to: "2026-09-30" } }),
  ],
  ["gastei mais ou menos 50 no mercado", exp(50, { category: "Mercado" })],
]);

it("what follows 'de' after an amount is that amount's, with no 'e' before the next", () => {
  expect(parseMessage("gastei 15 de cafe da manha 32 no almoco", NOW)).toMatchObject([
    { amount: 15, category: "Alimentação", description: "cafe manha" },
    { amount: 32, description: "almoco" },
  ]);
  expect(parseMessage("mercado 100 farmácia 50", NOW)).toMatchObject([
    { amount: 100, category: "Mercado" },
    { amount: 50, category: "Saúde" },
  ]);
});

table("a thing restated after an interjection or 'na verdade' is the same thing", [
  ["ah o almoço na verdade foi 35", exp(35, { description: "almoço", restates: "almoco" })],
  ["ah, o almoço foi 35", exp(35, { restates: "almoco" })],
  ["na verdade gastei 50 no mercado", exp(50, { description: "mercado" })],
]);

table("forgetting to say it is no part of the record", [
  ["esqueci de anotar: 45 de gasolina ontem", exp(45, { description: "gasolina", date: "2026-11-21" })],
  ["e ontem tinha esquecido de falar paguei 120 na farmacia", exp(120, { description: "farmacia" })],
  ["hoje foi corrido gastei 15 de cafe", exp(15, { category: "Alimentação" })],
]);

table("the whole of a period asked as a follow-up", [
  ["e a semana toda?", { intent: "follow_up", from: "2026-11-16", to: "2026-11-22", all: true }],
  ["e o mês inteiro?", { intent: "follow_up", from: "2026-11-01", all: true }],
]);

table("a payment ahead with its day said first or every month is a reminder", [
  [
    "todo dia 10 tenho que pagar a escola do pedro 950",
    { intent: "reminder", description: "pagar a escola do pedro", amount: 950, recurrence: { day: 10 } },
  ],
  ["amanhã vou pagar o aluguel", { intent: "reminder", description: "pagar o aluguel", date: "2026-11-23" }],
  ["tenho que pagar o IPVA dia 30", { intent: "reminder", date: "2026-11-30" }],
]);

table("a thing said as what it costs now names what it is", [
  ["o ipva é 1.340", exp(1340, { restates: "ipva", costs: true })],
  ["a pipoca foi 28", exp(28, { restates: "pipoca" })],
]);

table("a thing no keyword knows, said as what it came to, is booked in the fallback category", [
  ["o conserto da maquina foi 2 mil", exp(2000, { category: "Outros", description: "conserto maquina" })],
  ["conserto da maquina foi 2 mil", exp(2000, { category: "Outros", description: "conserto maquina" })],
  ["o frete deu 30", exp(30, { category: "Outros", restates: "frete" })],
  ["minha revisao saiu 350", exp(350, { category: "Outros", description: "revisao" })],
  // a person, a day or an ordinal is no thing paid for; a verb alone names nothing
  ["ele foi 10", { intent: "unknown" }],
  // a small bare number after "foi" is as often a grade as a price; with its currency it is money
  ["a prova foi 8", { intent: "unknown" }],
  ["o frete foi 8 reais", exp(8, { category: "Outros" })],
  ["hoje foi 30", { intent: "unknown" }],
  ["saiu 3.899", { intent: "unknown", hint: "amount", amount: 3899 }],
]);

it("a thing said as what it came to carries no 'costs'", () => {
  expect(parseMessage("o uber deu 23", NOW)[0]).not.toHaveProperty("costs");
});

it("payments counted before their amounts are a count, not money", () => {
  expect(parseMessage("recebi 2 pix, um de 50 e outro de 30", NOW)).toMatchObject([
    { kind: "income", amount: 50, payment: { method: "pix" } },
    { kind: "income", amount: 30 },
  ]);
  expect(parseMessage("pix 35 padaria", NOW)).toMatchObject([{ amount: 35, category: "Alimentação" }]);
  // payments made, counted, with no amount: nothing booked, never R$ 3
  expect(parseMessage("fiz 3 pix hoje", NOW)).toEqual([{ intent: "unknown" }]);
  expect(parseMessage("paguei 30 pix", NOW)).toMatchObject([{ amount: 30, payment: { method: "pix" } }]);
});

table("the price of each said after a comma", [
  ["comprei 2 pizzas, 45 cada", exp(90, { category: "Alimentação" })],
  ["comprei 3 camisetas, 40 cada uma", exp(120, { category: "Compras" })],
]);

table("a record named moved to another day", [
  [
    "muda o mercado pra anteontem",
    { intent: "edit_last", target: "mercado", date: "2026-11-20", category: null },
  ],
  ["muda a data do mercado pra dia 20", { intent: "edit_last", target: "mercado", date: "2026-11-20" }],
  ["o mercado foi anteontem", { intent: "edit_last", target: "mercado", date: "2026-11-20" }],
  ["o mercado foi ontem 180", exp(180, { date: "2026-11-21" })],
]);

table("money moved to pay for something: what it paid is spent", [
  ["tirei 150 da poupança pra pagar o dentista", exp(150, { category: "Saúde", description: "dentista" })],
  ["saquei 200 pra pagar o pedreiro", exp(200, { description: "pedreiro" })],
  [
    "resgatei 1000 do cdb pra comprar a geladeira",
    exp(1000, { category: "Compras", description: "geladeira" }),
  ],
  ["tirei 300 da poupança", { intent: "unknown", hint: "moved" }],
]);

table("money deposited for someone is given, not set aside", [
  ["depositei 300 na conta da minha mãe", exp(300)],
  ["depositei 500 na poupança", { intent: "record", kind: "investment", amount: 500 }],
]);

it("a weekday shortened heading a line of a list dates it", () => {
  expect(parseMessage("Seg - mercado R$ 120\nTer - farmácia R$ 35,90\nQua - uber R$ 18", NOW)).toMatchObject([
    { amount: 120, date: "2026-11-16" },
    { amount: 35.9, date: "2026-11-17" },
    { amount: 18, date: "2026-11-18" },
  ]);
  expect(parseMessage("seg: mercado 120", NOW)).toMatchObject([{ date: "2026-11-16" }]);
  expect(parseMessage("ter que pagar 50", NOW)).not.toMatchObject([{ date: "2026-11-17" }]);
});

describe("what the new readings must not catch", () => {
  const kindAmount = (text: string) =>
    parseMessage(text, NOW).map((r) => (r.intent === "record" ? [r.kind, r.amount] : [r.intent]));
  it("pieces of work paid for are spent; only work done with a work verb came in", () => {
    for (const text of [
      "3 diárias do hotel deu 900",
      "2 faxinas deu 300",
      "2 corridas de uber deu 38",
      "hoje 14 entregas, deu 187",
    ])
      expect(kindAmount(text)).toEqual([["expense", expect.any(Number)]]);
    expect(kindAmount("hj rodei 14 entregas deu 187 reais")).toEqual([["income", 187]]);
  });
  it("'assino' repeats only the list it opens, never a contract or a yearly fee", () => {
    expect(parseMessage("assino netflix 55,90 e gastei 40 no mercado", NOW)).toMatchObject([
      { recurrence: { day: 22 } },
      { amount: 40, recurrence: null },
    ]);
    expect(parseMessage("assinamos o contrato de aluguel, 1500 de caução", NOW)).toMatchObject([
      { recurrence: null },
    ]);
    expect(parseMessage("eu assino o amazon prime 14,90 anual", NOW)).toMatchObject([{ recurrence: null }]);
  });
  it("money reserved is set aside unless a bookable thing is named", () => {
    for (const text of [
      "reservei uns 300 pra viagem",
      "reservei uma parte 300 pra viagem",
      "reservei o restante 200",
    ])
      expect(kindAmount(text)[0]?.[0]).toBe("investment");
    expect(kindAmount("reservei mesa 120")).toEqual([["expense", 120]]);
  });
  it("'de <mês>' says which month's a bill or salary is, not when it moved", () => {
    expect(parseMessage("recebi 3500 de salario de outubro", NOW)).toMatchObject([{ date: "2026-11-22" }]);
    expect(parseMessage("paguei 1500 de aluguel de outubro", NOW)).toMatchObject([{ date: "2026-11-22" }]);
  });
  it("a kind given as a reason deletes the newest record", () => {
    expect(parseMessage("apaga o último, era uma receita", NOW)).toEqual([
      { intent: "delete_last", count: 1 },
    ]);
    expect(parseMessage("apaga a última compra", NOW)).toEqual([
      { intent: "delete_last", count: 1, kind: "expense" },
    ]);
  });
  it("two bills listed keep their two amounts however long their names", () => {
    expect(kindAmount("a conta de luz e a conta de agua 120 e 80")).toEqual([
      ["expense", 120],
      ["expense", 80],
    ]);
    expect(kindAmount("ah e ontem eu paguei a internet 99 e 90")).toEqual([["expense", 99.9]]);
  });
  it("a goal named otherwise than money taken out of it moves nothing", () => {
    expect(kindAmount("tirei 800 de bônus por meta batida")).toEqual([["income", 800]]);
    expect(kindAmount("peguei um uber 25 pra reunião de metas")).toEqual([["expense", 25]]);
  });
  it("'de manhã', 'de novo' and a payment after an amount say nothing of what it was", () => {
    expect(parseMessage("mercado 200 de manhã padaria 30 de tarde", NOW)).toMatchObject([
      { amount: 200, category: "Mercado" },
      { amount: 30, category: "Alimentação" },
    ]);
    expect(parseMessage("almoço 30 de novo uber 20", NOW)).toMatchObject([
      { amount: 30 },
      { amount: 20, category: "Transporte" },
    ]);
    expect(parseMessage("gastei 30 de uber almoço 25", NOW)).toMatchObject([
      { amount: 30, category: "Transporte" },
      { amount: 25, category: "Alimentação" },
    ]);
  });
  it("'e o uber foi 30' is another uber; 'volta pra' takes a category's own name", () => {
    expect(parseMessage("e o uber foi 30", NOW)[0]).not.toHaveProperty("restates");
    expect(parseMessage("volta pra academia amanhã", NOW)).not.toMatchObject([{ intent: "edit_last" }]);
    expect(parseMessage("volta pra escola", NOW)).not.toMatchObject([{ intent: "edit_last" }]);
  });
  it("emojis repeated apart are two things", () => {
    expect(kindAmount("🍺 15 🍺 15")).toEqual([
      ["expense", 15],
      ["expense", 15],
    ]);
  });
  it("'quanto fiz de …' with a thing bought asks the spending; a price asked is no spending", () => {
    expect(parseMessage("quanto eu fiz de gasto hoje", NOW)).toMatchObject([{ metric: "expenses" }]);
    expect(parseMessage("quanto eu fiz de mercado esse mês?", NOW)).toMatchObject([
      { metric: "expenses", category: "Mercado" },
    ]);
    expect(parseMessage("quanto fiz de corrida hoje", NOW)).toMatchObject([{ metric: "income" }]);
    expect(parseMessage("quanto ta saindo o dolar?", NOW)).not.toMatchObject([{ intent: "query" }]);
  });
  it("instalments still to come are not a card's bill, a monthly bill or a period", () => {
    for (const text of [
      "quanto falta pagar no nubank?",
      "quanto falta pagar do aluguel?",
      "quanto ainda falta pagar esse mês?",
    ])
      expect(parseMessage(text, NOW)).not.toMatchObject([{ metric: "instalments_left" }]);
  });
  it("two things compared in one period are not two periods", () => {
    expect(parseMessage("gastei mais no mercado ou na farmácia esse mês?", NOW)[0]).not.toHaveProperty(
      "compare",
    );
  });
  it("a record named after a comma says which; a reason does not", () => {
    expect(parseMessage("apaga o uber, o da volta", NOW)).toMatchObject([{ target: "uber volta" }]);
  });
  it("what opens a payment ahead is no part of the reminder", () => {
    expect(parseMessage("e ai tenho que pagar o ipva dia 30", NOW)).toMatchObject([
      { description: "pagar o ipva" },
    ]);
  });
});

table("notifications pasted as they read: a transfer received or sent, an advance from the boss", [
  ["transferência recebida 1.200", { intent: "record", kind: "income", amount: 1200 }],
  ["transferencia enviada 300 pro joão", exp(300)],
  ["meu chefe me adiantou 500", { intent: "record", kind: "income", amount: 500 }],
  ["transfere 200 pro joão", { intent: "unsupported", what: "transfer" }],
]);

table("a down payment and its instalments; money back for a thing returned", [
  [
    "devolvi a blusa e recebi 80 de volta",
    { intent: "record", kind: "income", amount: 80, category: "Reembolso" },
  ],
  ["recebi 50 de volta da loja", { intent: "record", kind: "income", category: "Reembolso" }],
  ["devolvi 100 pra minha mãe", exp(100, { category: "Dívidas" })],
]);

it("'5 mil e 48x de 900' is a down payment and 48 parts, never R$ 5.048", () => {
  expect(parseMessage("comprei um carro com entrada de 5 mil e 48x de 900", NOW)).toMatchObject([
    { amount: 5000 },
    { amount: 43200, payment: { installments: 48 } },
  ]);
  expect(parseMessage("2 mil e 500 de aluguel", NOW)).toMatchObject([{ amount: 2500 }]);
});

table("instalments with no count are asked, never booked in one payment", [
  [
    "comprei um fone de 200 parcelado",
    { intent: "unknown", instalments_unsaid: true, purchase: { amount: 200 } },
  ],
  ["parcelei a tv de 2000", { intent: "unknown", instalments_unsaid: true }],
  ["comprei uma tv de 2000 parcelado em 10x", exp(2000, { payment: { installments: 10 } })],
]);

table("a count alone or 'outro' describes nothing and files nothing", [
  ["outro uber 20", exp(20, { category: "Transporte", description: "uber" })],
  ["outros 50", exp(50, { category: "Outros" })],
]);

it("payments counted describe nothing by their count", () => {
  expect(parseMessage("recebi 2 pix, um de 50 e outro de 30", NOW)).toMatchObject([
    { description: "outras receitas" },
    { description: "outras receitas" },
  ]);
});

table("a deletion named by its amount or its day alone says which record, never the newest", [
  ["apaga o de 45", { intent: "delete_last", count: 1, amount: 45 }],
  ["exclui o de 23", { intent: "delete_last", count: 1, amount: 23 }],
  ["tira o de 45 reais", { intent: "delete_last", count: 1, amount: 45 }],
  ["apaga o gasto de ontem", { intent: "delete_last", count: 1, date: "2026-11-21", kind: "expense" }],
  ["exclui a receita de ontem", { intent: "delete_last", count: 1, date: "2026-11-21", kind: "income" }],
  // a number of records is no amount
  ["apaga os últimos três", { intent: "delete_last", count: 3 }],
  ["apaga os 2 gastos", { intent: "delete_last", count: 2 }],
]);

table("what was just booked, taken back", [
  ["esquece, desisti, nao comprei nao", { intent: "delete_last", count: 1, taken_back: true }],
  ["desconsidera esse, era do meu marido", { intent: "delete_last", count: 1, taken_back: true }],
  ["ignora essa ultima msg", { intent: "delete_last", count: 1, taken_back: true }],
  ["esquece", { intent: "delete_last", count: 1, taken_back: true }],
  // a reminder asked, a goal given up, an amount said: not this
  ["nao esquece de me lembrar do ipva dia 15", { intent: "reminder" }],
  ["desisti da meta", { intent: "unknown" }],
  ["esquece o que eu falei do mercado?", { intent: "unknown" }],
]);

const REVERT = { intent: "edit_last", amount: null, category: null, revert: true };
table("going back on the change just made", [
  ["nao, deixa como tava", REVERT],
  ["deixa como estava", REVERT],
  ["volta como era", REVERT],
  ["pode voltar como antes", REVERT],
  ["deixa do jeito que tava", REVERT],
  // a category named is a move of its own; "deixa assim" keeps what is there
  ["nao, volta pra alimentacao", { intent: "edit_last", category: "Alimentação" }],
  ["deixa assim", { intent: "unknown" }],
  ["deixa como tava?", { intent: "unknown" }],
]);

table("corrections that point at their record by its day, its line, 'esse' or 'os dois'", [
  ["o de ontem foi 25", { intent: "edit_last", amount: 25, date: null, day: "2026-11-21" }],
  ["o de ontem foi no debito", { intent: "edit_last", payment: { method: "debit" }, day: "2026-11-21" }],
  ["o de ontem foi anteontem", { intent: "edit_last", date: "2026-11-20", day: "2026-11-21" }],
  ["o de ontem na verdade foi 25", { intent: "edit_last", amount: 25, date: null, day: "2026-11-21" }],
  // a weekday is a day word there too ("de", "do", "da", "passada"), never a record named "sexta"
  ["o de sexta foi 40", { intent: "edit_last", amount: 40, date: null, day: "2026-11-20" }],
  ["o do sabado era 30", { intent: "edit_last", amount: 30, day: "2026-11-21" }],
  ["a da sexta passada foi 40", { intent: "edit_last", amount: 40, day: "2026-11-20" }],
  [
    "o de segunda-feira foi no debito",
    { intent: "edit_last", payment: { method: "debit" }, day: "2026-11-16" },
  ],
  ["o de segunda na verdade foi 30", { intent: "edit_last", amount: 30, day: "2026-11-16" }],
  ["o uber de sexta era 40", { intent: "edit_last", amount: 40, date: "2026-11-20", target: "uber" }],
  ["apaga o de segunda", { intent: "delete_last", date: "2026-11-16", amount: null }],
  // an ordinal or "de segunda mão" is no day
  ["a segunda parcela foi 200", { intent: "unknown" }],
  ["comprei uma bike de segunda mao por 300", exp(300, { date: "2026-11-22" })],
  ["o segundo foi 84", { intent: "edit_last", amount: 84, target: "segundo" }],
  ["a terceira foi no debito", { intent: "edit_last", payment: { method: "debit" }, target: "terceira" }],
  ["os dois no debito", { intent: "edit_last", payment: { method: "debit" }, all: true }],
  ["ambos no credito", { intent: "edit_last", payment: { method: "credit" }, all: true }],
  [
    "esse foi no nubank em 3x",
    { intent: "edit_last", installments: 3, payment: { method: "credit", card: "Nubank" } },
  ],
  ["isso foi no pix", { intent: "edit_last", payment: { method: "pix" } }],
  // a thing said to have come to an amount is still a record of its own
  ["o almoço foi 45", exp(45)],
]);

table("an amount corrected with where it was", [
  [
    "na verdade foram 45 e foi na farmacia",
    { intent: "edit_last", amount: 45, category: "Saúde", description: "farmacia" },
  ],
  [
    "nao, era 45 e foi no mercado",
    { intent: "edit_last", amount: 45, category: "Mercado", description: null },
  ],
  ["o aluguel era 1500", { intent: "edit_last", amount: 1500, category: null, target: "aluguel" }],
  ["na verdade foram 45", { intent: "edit_last", amount: 45, category: null }],
]);

table("a value said again after a 'no' is the value of what was just said", [
  ["nao pera, coloca 400", { intent: "edit_last", amount: 400, category: null }],
  ["ops, bota 45 reais", { intent: "edit_last", amount: 45 }],
  // "coloca 400" alone is asked about; "não coloca" says not to; a place named is a record
  ["coloca 400", { intent: "unknown", hint: "amount" }],
  ["nao, coloca 50 no mercado", exp(50, { category: "Mercado" })],
]);

const refused = (more: Record<string, unknown> = {}) => ({
  intent: "delete_last",
  count: 1,
  taken_back: true,
  ...more,
});

table("a booking refused books nothing (and takes back what it names just booked)", [
  ["não coloca 400", refused({ amount: 400 })],
  ["nao lança esse", refused()],
  ["não registra", refused()],
  ["não anota não", refused()],
  ["n precisa anotar isso", refused()],
  ["não é pra lançar o uber", refused({ target: "uber" })],
  ["nao anota 30 padaria", refused({ amount: 30, target: "padaria" })],
  ["ah não, não lança esse, era do meu marido", refused()],
  ["não era pra lançar", refused()],
  // what is said instead is what is meant
  ["não coloca 400, coloca 450", { intent: "unknown", hint: "amount", amount: 450, instead_of: 400 }],
  ["nao coloca 400 coloca 450", { intent: "unknown", hint: "amount", amount: 450, instead_of: 400 }],
  ["não coloca 400, é 450", { intent: "unknown", hint: "amount", amount: 450, instead_of: 400 }],
  ["não lança esse, coloca 45 no mercado", exp(45, { category: "Mercado", instead_of: null })],
  // a correction, money not spent yet, a request, the past and a question are not refusals
  ["não foi 40, foi 45", { intent: "edit_last", amount: 45 }],
  ["não paguei ainda", { intent: "unknown", hint: "not_spent" }],
  ["não esquece de me lembrar da luz dia 10", { intent: "reminder", description: "luz" }],
  ["não esquece", { intent: "unknown" }],
  ["não lançou o uber", { intent: "unknown" }],
  ["não lança isso?", { intent: "unknown", hint: "question" }],
  // how or where it is booked is corrected, not whether
  ["não coloca no crédito, foi no débito", { intent: "edit_last", payment: { method: "debit" } }],
]);

describe("a refusal of how or where a record is booked is no refusal to book it", () => {
  it.each(["não lança esse no crédito", "não coloca em lazer, coloca em mercado", "não coloca como fixo"])(
    "%s",
    (text) => expect(parseMessage(text, NOW)).not.toMatchObject([{ intent: "delete_last" }]),
  );
});

const refusedCategory = (category: string) => ({
  intent: "edit_last",
  category: null,
  not_category: category,
});

table("a category refused is never the one the record goes to", [
  ["não coloca em alimentação", refusedCategory("Alimentação")],
  ["nao bota em alimentacao", refusedCategory("Alimentação")],
  ["não põe como alimentação", refusedCategory("Alimentação")],
  ["não lança em alimentação não", refusedCategory("Alimentação")],
  ["não é pra colocar em alimentação", refusedCategory("Alimentação")],
  ["isso não é alimentação", refusedCategory("Alimentação")],
  ["não era lazer", refusedCategory("Lazer")],
  // another category said is where it goes
  ["não coloca em alimentação, coloca em lazer", { intent: "edit_last", category: "Lazer" }],
  ["nao coloca em alimentacao coloca em lazer", { intent: "edit_last", category: "Lazer" }],
  ["não coloca em alimentação e sim em lazer", { intent: "edit_last", category: "Lazer" }],
  ["não era lazer, era mercado", { intent: "edit_last", category: "Mercado" }],
  ["isso não é saúde, é cuidados pessoais", { intent: "edit_last", category: "Cuidados pessoais" }],
  // a comma after the "não" makes it a move; other refusals stay what they were
  ["não, coloca em lazer", { intent: "edit_last", category: "Lazer" }],
  ["não foi no mercado", { intent: "unknown", hint: "not_spent" }],
  ["não coloca 400", { intent: "delete_last", amount: 400, taken_back: true }],
  ["não coloca em alimentação?", { intent: "unknown", hint: "question" }],
]);

describe("a category refused is never moved into", () => {
  it.each([
    "não coloca em alimentação",
    "não põe em alimentação",
    "isso não é alimentação",
    "não muda pra lazer",
  ])("%s", (text) => {
    const [read] = parseMessage(text, NOW);
    expect(read).toMatchObject({ intent: "edit_last", category: null });
  });
});

table("a store's name keeps its words; a greeting names nothing", [
  ["SUPERMERCADO BOM PRECO 230", exp(230, { category: "Mercado", description: "supermercado bom preco" })],
  ["gastei 230 no Supermercado Bom Preço", exp(230, { description: "supermercado bom preço" })],
  ["padaria boa vista 12", exp(12, { category: "Alimentação", description: "padaria boa vista" })],
  ["restaurante bom sabor 40", exp(40, { description: "restaurante bom sabor" })],
  ["mercado do bom jesus 80", exp(80, { description: "mercado bom jesus" })],
  ["Compra de R$ 37,90 APROVADA em PADARIA REAL", exp(37.9, { description: "padaria real" })],
  ["bom dia, gastei 50 no mercado", exp(50, { description: "mercado" })],
  ["boa noite gastei 30 de uber", exp(30, { description: "uber" })],
  ["gastei 50 no mercado, bom dia", exp(50, { description: "mercado" })],
  ["cinema 30 de boa", exp(30, { description: "cinema" })],
]);

const goalOut = (goal: string, amount: number, more: Record<string, unknown> = {}) => ({
  intent: "unknown",
  hint: "goal",
  goal_out_planned: { goal, amount, ...more },
});

table("money to be taken out of a goal moves nothing: whether it was is asked", [
  ["vou tirar 100 da meta da viagem", goalOut("viagem", 100)],
  ["preciso tirar 200 da meta da viagem", goalOut("viagem", 200)],
  ["quero tirar 50 da meta da viagem", goalOut("viagem", 50)],
  ["vou resgatar 100 da meta da viagem", goalOut("viagem", 100)],
  ["vou ter que tirar 100 da meta", goalOut("", 100)],
  ["vou precisar tirar 100 da meta da viagem", goalOut("viagem", 100)],
  ["tira 100 da meta", goalOut("", 100)],
  ["vou tirar 100 da caixinha da moto", goalOut("moto", 100, { loose: true })],
  ["amanhã tiro 100 da meta", goalOut("", 100, { later: true })],
  // done, it is taken out; the person's savings, to be moved, book nothing either way
  [
    "tirei 300 da meta da viagem",
    { intent: "unknown", hint: "moved", from_goal: { goal: "viagem", amount: 300 } },
  ],
  [
    "precisei tirar 300 da meta da viagem",
    { intent: "unknown", hint: "moved", from_goal: { goal: "viagem" } },
  ],
  ["vou tirar 300 da poupança", { intent: "unknown", hint: "moved" }],
  // not this: a record named, a plan to save
  ["tira o uber", { intent: "delete_last", target: "uber" }],
  ["tira 100 da poupança", { intent: "delete_last", target: "poupanca", amount: 100 }],
  ["quero juntar 5 mil pra viagem", { intent: "goal", name: "viagem", amount: 5000 }],
]);

describe("a plan to take money out of a goal deletes nothing and creates no goal", () => {
  it.each(["vou tirar 100 da meta", "amanhã tiro 100 da meta", "vou tirar 300 da poupança"])("%s", (text) => {
    const [read] = parseMessage(text, NOW);
    expect(read?.intent).toBe("unknown");
  });
});

table("a bill that arrived is asked; paid with no amount, the amount is left to the conversation", [
  [
    "a conta de luz chegou 187",
    confirm("arrived", { amount: 187, category: "Contas", description: "conta luz" }),
  ],
  ["veio 187 a conta de luz", confirm("arrived", { amount: 187, category: "Contas" })],
  // what a bill came to ("deu", "ficou") is the bill that arrived, as "chegou" and "veio"
  ["a fatura da luz deu 187", confirm("arrived", { amount: 187, category: "Contas" })],
  ["a conta de luz ficou 187", confirm("arrived", { amount: 187, category: "Contas" })],
  ["deu 95 a conta de agua", confirm("arrived", { amount: 95, category: "Contas" })],
  ["a luz deu 134", confirm("arrived", { amount: 134, category: "Contas" })],
  ["o boleto do condominio ficou 650", confirm("arrived", { amount: 650 })],
  // paid said, a restaurant's bill, a total at the till: booked
  ["a fatura da luz ficou 187, já paguei", { intent: "record", amount: 187, category: "Contas" }],
  ["paguei a conta de luz que deu 134", { intent: "record", amount: 134, category: "Contas" }],
  ["a conta do restaurante deu 200", { intent: "record", amount: 200, category: "Alimentação" }],
  ["o mercado deu 200", { intent: "record", amount: 200, category: "Mercado" }],
  ["paguei a luz", { intent: "incomplete", kind: "expense", category: "Contas", description: "luz" }],
  ["paguei", { intent: "incomplete", kind: "expense", missing: ["amount"] }],
]);

table("credit put into a phone or a transport card is a top-up, not paid by credit card", [
  ["coloquei 50 de crédito no celular", exp(50, { category: "Contas", payment: null })],
  ["comprei 40 de credito pro celular da minha filha", exp(40, { category: "Contas", payment: null })],
  ["80 de credito do bilhete unico", exp(80, { category: "Transporte", payment: null })],
  ["recarga de credito 20", exp(20, { category: "Contas", payment: null })],
  // the card that paid is still the card
  ["celular 1500 no credito", exp(1500, { payment: expect.objectContaining({ method: "credit" }) })],
  ["comprei um celular no credito 1500", exp(1500, { category: "Compras" })],
  ["gasolina 150 no crédito", exp(150, { payment: expect.objectContaining({ method: "credit" }) })],
]);

table('the MEI\'s tax guide, "o DAS", is a tax; "das" meaning "of the" is not', [
  ["paguei o das 75", exp(75, { category: "Impostos e taxas", description: "das" })],
  ["das do mei 75", exp(75, { category: "Impostos e taxas", book: "business" })],
  ["paguei a guia do das 75", exp(75, { category: "Impostos e taxas" })],
  ["DAS 75,90", exp(75.9, { category: "Impostos e taxas" })],
  ["gastei 50 das compras", exp(50, { category: "Compras" })],
]);

describe("a share written as a fraction", () => {
  it("is no day: 'paguei 1/3 do aluguel' asks the amount and dates nothing", () => {
    const [got] = parseMessage("paguei 1/3 do aluguel", NOW);
    expect(got).toMatchObject({ intent: "incomplete", missing: ["amount"] });
    expect(got).not.toHaveProperty("date");
  });
});

table('half of a thousand: "1 mil e meio" is R$ 1.500, "meio mil" R$ 500', [
  ["paguei 1 mil e meio de aluguel", exp(1500, { category: "Moradia" })],
  ["gastei mil e meio no mercado", exp(1500, { category: "Mercado" })],
  ["2 mil e meio de aluguel", exp(2500)],
  ["meio mil no conserto", exp(500)],
  ["paguei meio mil de aluguel", exp(500, { category: "Moradia" })],
  ["comprei uma casa de 1 milhão e meio", exp(1_500_000)],
  // the rest of the thousands' ways stay as they were
  ["2 mil e 500 de aluguel", exp(2500)],
  ["meio pau de uber", exp(500)],
]);

const foreign = (amount: number, currency: string, extra: Record<string, unknown> = {}) => ({
  intent: "incomplete",
  missing: ["amount"],
  foreign: { amount, currency },
  ...extra,
});

table("money of another country is asked in reais, never booked as reais", [
  ["jantar 40 euros", foreign(40, "EUR", { kind: "expense", category: "Alimentação" })],
  ["€40 no jantar", foreign(40, "EUR", { description: "jantar" })],
  ["jantar 40€", foreign(40, "EUR")],
  ["paguei US$ 20 no chatgpt", foreign(20, "USD", { description: "chatgpt" })],
  ["gastei 30 dolares no app", foreign(30, "USD")],
  ["usd 15 netflix", foreign(15, "USD", { category: "Assinaturas" })],
  ["paguei 30 em dólar no uber", foreign(30, "USD", { category: "Transporte" })],
  ["recebi 500 dólares de um freela", foreign(500, "USD", { kind: "income", category: "Freelance" })],
  // what it came to in reais, said too, is the record
  ["jantar 40 euros, deu 240 reais", exp(240, { category: "Alimentação" })],
  ["taxi 30 euros deu 185", exp(185, { category: "Transporte" })],
  // "$" alone is reais
  ["$40 no mercado", exp(40, { category: "Mercado" })],
]);

table("a price before a discount is no money paid; what it came to is", [
  ["gastei 200 mas com desconto ficou 180", exp(180)],
  ["mercado deu 300 mas com o desconto saiu 270", exp(270, { category: "Mercado" })],
  ["gastei 200 mas ficou 180 com desconto", exp(180)],
  ["paguei 150 na bota, com desconto foi 120", exp(120, { category: "Compras" })],
  ["tenis 300, com desconto de 50 paguei 250", exp(250, { category: "Compras" })],
  ["o tenis era 200 com desconto ficou 180", exp(180, { restates: "tenis" })],
  // the discount alone, or a second thing, as before
  ["comprei 80 no mercado com desconto de 10", exp(80)],
]);

const shared = (amount: number, total: number, people: number) => ({
  intent: "confirm_record",
  reason: "shared",
  record: { amount },
  shared: { total, people },
});

table("a share paid, said after the whole, is the person's part, asked", [
  ["a conta deu 250 e eu paguei metade", shared(125, 250, 2)],
  ["a conta deu 250, paguei a metade", shared(125, 250, 2)],
  ["jantar 180 e paguei a metade", shared(90, 180, 2)],
  ["o conserto ficou 400, paguei metade agora", shared(200, 400, 2)],
  ["a conta deu 250, paguei só a minha metade", shared(125, 250, 2)],
  ["a conta deu 90 e eu paguei um terço", shared(30, 90, 3)],
  // the share said before the whole, as before; an amount after the share is the share
  ["paguei metade da conta de 250", shared(125, 250, 2)],
  ["paguei 150, metade do aluguel", exp(150, { category: "Moradia" })],
]);

table("a part of the whole that is someone else's, named in lower case", [
  ["gastei 100 no mercado, 40 era do joao", exp(60, { category: "Mercado" })],
  ["gastei 100 no mercado, 40 era da bia", exp(60)],
]);

table("what others owe back, said beside what was paid, moved nothing yet", [
  ["paguei 120 o jantar, cada um me passa 30", exp(120, { category: "Alimentação", description: "jantar" })],
  ["paguei 200 no jantar, a ana me deve 100", exp(200, { category: "Alimentação" })],
  ["paguei 90 o uber, cada um me paga 30", exp(90, { category: "Transporte" })],
  ["paguei 120 o jantar, o pedro me devolve 60 amanha", exp(120, { date: "2026-11-22" })],
  ["paguei 120 o jantar e o joao vai me passar 40", exp(120)],
  // money that came in is still money in; a debt said alone is a debt
  ["o joao me deve 40", { intent: "unknown", hint: "owed" }],
]);

describe("a thing after 'era do' is no one", () => {
  it("'gastei 100 no mercado, 40 era do lanche' keeps both amounts", () => {
    const got = parseMessage("gastei 100 no mercado, 40 era do lanche", NOW);
    expect(got.map((r) => (r.intent === "record" ? r.amount : null))).toEqual([100, 40]);
  });
});

table('"e meio" after a small amount is fifty centavos', [
  ["paguei dois e meio no pao", exp(2.5, { category: "Alimentação" })],
  ["tres e meio de onibus", exp(3.5, { category: "Transporte" })],
  ["gastei 5 reais e meio", exp(5.5)],
  ["cafe 4 e meio", exp(4.5)],
  // a measure's half is no money
  ["comprei 1 kg e meio de carne por 60", exp(60)],
]);

table("money sent to the person by someone named in lower case, or 'pra mim', is money in", [
  ["pix de 50 da maria", inc(50)],
  ["pix do joao 80", inc(80)],
  ["veio um pix de 80 do joao", inc(80)],
  ["a maria fez um pix de 50 pra mim", inc(50)],
  ["o joao transferiu 300 pra mim", inc(300)],
  ["meu pai deu 100 pra mim", inc(100)],
  ["a ana mandou pra mim 80", inc(80)],
  ["depositaram 300 na minha conta", inc(300)],
  // a pix to someone, or paying a thing, is still spent; a thing paid for the person is theirs
  ["pix de 50 pra maria", exp(50)],
  ["pix de 50 do aluguel", exp(50, { category: "Moradia" })],
  ["pix do mercado 80", exp(80, { category: "Mercado" })],
  ["o joao pagou o almoco pra mim 50", { intent: "confirm_record", reason: "other_person" }],
]);

describe("a kind said by a noun alone is that thing's, not the next one's", () => {
  const kinds = (text: string) =>
    parseMessage(text, NOW).map((r) => (r.intent === "record" ? [r.kind, r.amount] : r.intent));
  it.each([
    [
      "freela 500, mercado 200",
      [
        ["income", 500],
        ["expense", 200],
      ],
    ],
    [
      "salario 3000, aluguel 1200, luz 150",
      [
        ["income", 3000],
        ["expense", 1200],
        ["expense", 150],
      ],
    ],
    [
      "venda 300, ifood 40",
      [
        ["income", 300],
        ["expense", 40],
      ],
    ],
    // a verb's kind carries on
    [
      "recebi 500 do freela, 200 do bico",
      [
        ["income", 500],
        ["income", 200],
      ],
    ],
    [
      "salario 3000, vr 800",
      [
        ["income", 3000],
        ["income", 800],
      ],
    ],
  ])("%s", (text, want) => {
    expect(kinds(text)).toEqual(want);
  });
});

table("a bill received is a bill that came, asked, never money in", [
  ["recebi a conta de luz 200", confirm("arrived", { kind: "expense", amount: 200, category: "Contas" })],
  [
    "recebi uma multa de 195",
    confirm("arrived", { kind: "expense", amount: 195, category: "Impostos e taxas" }),
  ],
  [
    "recebi o boleto do condominio 500",
    confirm("arrived", { kind: "expense", amount: 500, category: "Moradia" }),
  ],
  // money received into the account is still money in
  ["recebi 500 na conta", inc(500)],
  ["recebi o pagamento da conta 300", inc(300)],
]);

table("ordinals typed with a letter are no money; '2a feira' is Monday", [
  ["2a feira gastei 90 na consulta", exp(90, { date: "2026-11-16", category: "Saúde" })],
  ["5a-feira almoco 30", exp(30, { date: "2026-11-19" })],
  ["gastei 40 no mercado 3a", exp(40, { date: "2026-11-17", category: "Mercado" })],
  ["paguei o 1o boleto da faculdade 600", exp(600, { category: "Educação" })],
  ["paguei a 3a parcela 200", exp(200)],
  ["recebi 13o 2500", inc(2500, { category: "Salário" })],
  ["paguei 13o da diarista 500", exp(500)],
  // zeros typed as "o" are still zeros
  ["uber 2o", exp(20, { category: "Transporte" })],
  ["dia 1o paguei 50 de luz", exp(50, { date: "2026-11-01" })],
]);

table("days said other ways: months of the last year, 'ano passado', dotted, shortened", [
  ["em janeiro paguei 1200 de ipva", exp(1200, { date: "2026-01-01" })],
  ["em maio paguei 1200 de ipva", exp(1200, { date: "2026-05-01" })],
  ["em dezembro gastei 800 de presente", exp(800, { date: "2025-12-01" })],
  ["ano passado paguei 1200 de ipva", exp(1200, { date: "2025-11-22" })],
  ["farmacia 50 em 20.11", exp(50, { date: "2026-11-20", category: "Saúde" })],
  ["farmacia 50 dia 20.11", exp(50, { date: "2026-11-20" })],
  ["gastei 50.90 no mercado", exp(50.9)],
  ["seg gastei 30 no uber", exp(30, { date: "2026-11-16" })],
  ["qua 40 de almoco", exp(40, { date: "2026-11-18" })],
  ["na seg gastei 30 de uber", exp(30, { date: "2026-11-16" })],
  ["gastei 30 na qui no bar", exp(30, { date: "2026-11-19" })],
]);

describe("a year gone by asked about is still the whole year", () => {
  it("'quanto gastei ano passado?' asks 2025", () => {
    expect(parseMessage("quanto gastei ano passado?", NOW)[0]).toMatchObject({
      intent: "query",
      from: "2025-01-01",
      to: "2025-12-31",
    });
  });
});

table("a thought of buying is a plan, never spent", [
  ["pensei em comprar um tenis de 400", { intent: "future_purchase", description: "tenis", amount: 400 }],
  [
    "pensando em pegar um celular de 2000",
    { intent: "future_purchase", description: "celular", amount: 2000 },
  ],
  ["peguei um uber de 30", exp(30, { category: "Transporte" })],
]);

table("wages the person pays someone they hire are spent, never their own pay", [
  ["salario da baba 1200", exp(1200, { category: "Moradia" })],
  ["salario da empregada 1500", exp(1500, { category: "Moradia" })],
  ["13o da diarista 500", exp(500)],
  ["adiantamento do funcionario 400", exp(400)],
  ["salario 3000", inc(3000, { category: "Salário" })],
  ["recebi meu salario 3000", inc(3000)],
]);

table("money found came in; the person's own, found where they keep it, did not", [
  ["achei 50 reais na rua", inc(50, { category: "Outras receitas" })],
  ["achei uma nota de 50", inc(50)],
  ["encontrei 100 reais no chao", inc(100)],
  ["achei 20 no bolso da calca", { intent: "unknown", hint: "not_spent" }],
  ["achei 30 reais em casa", { intent: "unknown", hint: "not_spent" }],
  // a price seen, or a thought, as before
  ["achei um tenis de 200", { intent: "unknown", hint: "quote", amount: 200 }],
]);

table("a cap on spending said as a goal is a limit", [
  ["meta de gastar so 500 de ifood", { intent: "limit", category: "Alimentação", amount: 500 }],
  ["meta de gastar menos de 300 com uber", { intent: "limit", category: "Transporte", amount: 300 }],
  ["quero gastar so 200 com bar esse mes", { intent: "limit", category: "Lazer", amount: 200 }],
  ["meta de juntar 500", { intent: "goal", goal_kind: "savings", amount: 500 }],
]);

table("savings used are savings moved, never money put in", [
  ["usei 200 da poupanca", { intent: "unknown", hint: "moved" }],
  ["tive que usar 500 da poupanca", { intent: "unknown", hint: "moved" }],
  ["mexi em 200 da poupanca", { intent: "unknown", hint: "moved" }],
  ["tive que tirar 500 da poupanca", { intent: "unknown", hint: "moved" }],
  ["usei 200 da poupanca pra pagar a luz", exp(200, { category: "Contas" })],
  ["tira o mercado de ontem", { intent: "delete_last", target: "mercado" }],
]);

table("taking back what was said, and denying the record just booked", [
  ["quis dizer 45", { intent: "edit_last", amount: 45 }],
  ["eu quis dizer 45", { intent: "edit_last", amount: 45 }],
  ["gastei 450, quis dizer 45, no mercado", exp(45, { category: "Mercado" })],
  ["nao gastei isso", { intent: "delete_last", count: 1 }],
  ["eu nao gastei isso nao", { intent: "delete_last", count: 1 }],
  ["nao gastei 80", { intent: "unknown", hint: "not_spent" }],
]);

const onCredit = (installments: number) => expect.objectContaining({ method: "credit", installments });

table("parts of a purchase said bare on a card; a count written with 'x' before a thing is no parts", [
  ["tv 10 de 300 no nubank", exp(3000, { payment: onCredit(10) })],
  ["tenis 3 de 100 no cartao", exp(300, { payment: onCredit(3) })],
  ["tenis 300 no credito em 3", exp(300, { payment: onCredit(3) })],
  ["tenis 300 no cartao em duas", exp(300, { payment: onCredit(2) })],
  ["celular 2000 em dez no cartao", exp(2000, { payment: onCredit(10) })],
  ["2x coca 10", exp(10, { payment: null })],
  ["3x pastel 24", exp(24, { payment: null })],
  // parts written with "x", as before
  ["geladeira 3x de 1000", exp(3000, { payment: onCredit(3) })],
  ["3x sem juros tv 3000", exp(3000, { payment: onCredit(3) })],
  ["tv 3000 em 10x", exp(3000, { payment: onCredit(10) })],
]);

table("a day said of every record just booked", [
  ["os dois foram ontem", { intent: "edit_last", date: "2026-11-21", amount: null, all: true }],
  ["ambos foram ontem", { intent: "edit_last", date: "2026-11-21", all: true }],
  ["foi tudo ontem", { intent: "edit_last", date: "2026-11-21", all: true }],
  ["os dois no pix", { intent: "edit_last", payment: { method: "pix" }, all: true }],
]);

describe("a payment said before the first amount is every record's", () => {
  it("'paguei no pix 60 no mercado e 40 na padaria' is both on pix", () => {
    const got = parseMessage("paguei no pix 60 no mercado e 40 na padaria", NOW);
    expect(got.map((r) => (r.intent === "record" ? r.payment?.method : null))).toEqual(["pix", "pix"]);
  });
  it("'uber 30 no pix almoco 25': said after the first, it is the first's", () => {
    const got = parseMessage("uber 30 no pix almoco 25", NOW);
    expect(got.map((r) => (r.intent === "record" ? (r.payment?.method ?? null) : null))).toEqual([
      "pix",
      null,
    ]);
  });
});

table("an amount denied after the one meant is no money, and says the thing's record is corrected", [
  ["gasolina foi 250 e nao 200", exp(250, { category: "Transporte", restates: "gasolina" })],
  ["gasolina 250 nao 200", exp(250, { restates: "gasolina" })],
  ["gastei 30 e nao 40 no uber", exp(30, { restates: "uber" })],
  // alone it corrects the last record, as before; "não" answering keeps the second
  ["45 e nao 54", { intent: "edit_last", amount: 45 }],
  ["era 45, nao 54", { intent: "edit_last", amount: 45 }],
  ["aluguel 2000 nao 200 mesmo", exp(200)],
]);

table("a purchase called off or taken back moved no money", [
  ["cancelei a compra de 200", { intent: "unknown", hint: "not_spent" }],
  ["cancelei o pedido de 80 do ifood", { intent: "unknown", hint: "not_spent" }],
  ["devolvi o tenis de 300", { intent: "unknown", hint: "not_spent" }],
  ["cancelei a netflix de 55", { intent: "fixed_change", target: "netflix" }],
  // money back with it is money in; a debt paid back and a thing replaced are spent
  ["devolvi a blusa e recebi 120 de volta", inc(120, { category: "Reembolso" })],
  ["devolvi 300 pro meu irmao", exp(300)],
  ["troquei o pneu da moto, 160", exp(160, { category: "Transporte" })],
]);

table("numbers that name a product are no price", [
  ["oleo 5w30 180", exp(180, { category: "Transporte" })],
  ["tv 55 3000", exp(3000, { category: "Compras" })],
  ["monitor 24 900", exp(900)],
  ["tv 2 500", exp(2500)],
  ["uber das 7h45, 22 reais", exp(22)],
  ["10x150 na tv", exp(1500, { payment: onCredit(10) })],
]);

table("a day of the month said with its weekday is that day", [
  ["quinta dia 12 paguei 50 de luz", exp(50, { date: "2026-11-12", category: "Contas" })],
  ["quinta, dia 12, paguei 50 de luz", exp(50, { date: "2026-11-12" })],
  ["na sexta gastei 30", exp(30, { date: "2026-11-20" })],
]);

table("money lost at cards or to a theft went out", [
  ["perdi 200 no poker", exp(200, { category: "Lazer" })],
  ["apostei 50 no truco", exp(50, { category: "Lazer" })],
  ["fui roubado, levaram 300", exp(300)],
  ["me roubaram 200", exp(200)],
  // a thing stolen, no amount: nothing to book
  ["roubaram meu celular", { intent: "unknown" }],
]);

describe("what went out said beside what came in", () => {
  it("'entrou 3000 e saiu 1200' is 3000 in and 1200 out", () => {
    const got = parseMessage("entrou 3000 e saiu 1200", NOW);
    expect(got.map((r) => (r.intent === "record" ? [r.kind, r.amount] : r.intent))).toEqual([
      ["income", 3000],
      ["expense", 1200],
    ]);
  });
});

table("money that arrived came in", [
  ["chegou 80 do joao", inc(80)],
  ["chegou um pix de 80 do joao", inc(80)],
  ["chegou o salario 3000", inc(3000, { category: "Salário" })],
  ["o salario chegou, 3000", inc(3000, { category: "Salário" })],
  ["finalmente chegou o 13 salario 2500", inc(2500, { category: "Salário" })],
  ["chegaram 500 na conta", inc(500)],
  ["chegou o reembolso de 150", inc(150, { category: "Reembolso" })],
  // a bill that came, or a thing, is no money in
  ["chegou 200 a conta de luz", { intent: "confirm_record", reason: "arrived" }],
  ["o onibus chegou 175", { intent: "unknown" }],
]);

table("an amount spent a number of times counts that many times", [
  ["gastei 40 no mercado 2 vezes", exp(80, { category: "Mercado", payment: null })],
  ["paguei 15 de estacionamento 3 vezes", exp(45)],
  ["fui 2 vezes no mercado, 40 cada", exp(80, { category: "Mercado" })],
  // parts on a card stay parts
  ["celular 1200 3 vezes no cartao", exp(1200, { payment: onCredit(3) })],
  ["comprei tv 2000 em 10 vezes", exp(2000, { payment: onCredit(10) })],
  ["tenis 300 3 vezes sem juros", exp(300, { payment: onCredit(3) })],
]);

table("change given back after an amount with nothing named asks what the rest paid", [
  ["dei 100 e voltou 30 de troco", { intent: "unknown", hint: "amount", amount: 70 }],
  ["dei 50 na padaria e voltou 12 de troco", exp(38)],
]);

table("money someone else gave, said with them as the subject, came in", [
  ["minha vó deu 100 de presente", inc(100)],
  ["meu pai mandou 300 pra ajudar no aluguel", inc(300)],
  ["minha irmã passou os 60 do presente da mãe", inc(60)],
  ["o pedro mandou os 45 da pizza", inc(45)],
  ["ela passou os 32", inc(32)],
  ["inquilino depositou 1.450 do aluguel da kitnet", inc(1450)],
  // money given back is a refund, whoever gives it
  ["o plano reembolsou 280 da consulta", inc(280, { category: "Reembolso" })],
  ["a amazon reembolsou 129", inc(129, { category: "Reembolso" })],
  ["o banco devolveu a tarifa de 18", inc(18, { category: "Reembolso" })],
  ["o mercado livre estornou 75", inc(75, { category: "Reembolso" })],
  // given to someone else, spent somewhere, or what a thing came to
  ["minha mae deu 50 pro meu irmao", { intent: "unknown" }],
  ["meu filho deu 50 no lanche", exp(50)],
  ["o frete deu 30", exp(30)],
]);

table("money sent into an account of the person's own only changed place", [
  ["fiz um pix de 500 pra minha conta do inter", { intent: "unknown", hint: "moved" }],
  ["fiz um pix pra mim mesmo de 1200 do bradesco pro c6", { intent: "unknown", hint: "moved" }],
  ["transferi 1000 pra minha outra conta", { intent: "unknown", hint: "moved" }],
  ["passei 300 pro meu nubank", { intent: "unknown", hint: "moved" }],
  ["pix de 700 do santander pro inter", { intent: "unknown", hint: "moved" }],
  ["tranferi 600 do meu itau pro meu nubank", { intent: "unknown", hint: "moved" }],
  ["transferi 200 pro meu mercado pago", { intent: "unknown", hint: "moved" }],
  // into savings is money set aside; to someone else, or a bill, is spent
  ["mandei 500 da conta corrente pra poupança", { intent: "record", kind: "investment", amount: 500 }],
  ["mandei 50 pra minha mae", exp(50)],
  ["passei 200 pra minha conta de luz", exp(200, { category: "Contas" })],
]);

table("part of a card's bill paid is no purchase on it", [
  ["paguei 300 do cartao c6", exp(300, { description: "fatura cartão", payment: null })],
  ["paguei 300 no cartao c6", exp(300, { payment: { method: "credit", card: "C6", installments: 1 } })],
]);

table("a payment set to go out on a day ahead is a reminder", [
  ["agendei um pix de 500 pro pedreiro pra sexta", { intent: "reminder", amount: 500, date: "2026-11-27" }],
  [
    "deixei agendado o boleto do condominio pro dia 10, 690",
    { intent: "reminder", amount: 690, date: "2026-12-10" },
  ],
  ["agendei 200 de luz pra amanha", { intent: "reminder", amount: 200 }],
]);

table("the record just booked moved to a day said in many words", [
  ["isso foi dia 30 do mes passado", { intent: "edit_last", amount: null, date: "2026-10-30" }],
  ["foi dia 28 do mes passado", { intent: "edit_last", date: "2026-10-28" }],
  ["isso foi semana passada, na terça", { intent: "edit_last", date: "2026-11-10" }],
]);

table("numbers that name, measure or time a thing are no price", [
  ["pedido 4587 da shopee 89,90", exp(89.9)],
  ["liguei pro 0800 e paguei a segunda via 12", exp(12)],
  ["pedágio na br 116, 14,90", exp(14.9, { category: "Transporte" })],
  ["estacionei na vaga 23, paguei 10", exp(10)],
  ["aula de pilates das 7, 60", exp(60)],
  ["gasolina a 6,19 o litro, enchi o tanque 250", exp(250, { category: "Transporte" })],
  ["tênis tamanho 42 por 320", exp(320)],
  ["calça 38 por 150", exp(150)],
  ["remédio de 500mg 25", exp(25, { category: "Saúde" })],
  ["lâmpada led 9w 15", exp(15)],
  // a count for a price stays a count, a price per unit alone stays the price
  ["comprei 2 camisas por 100", exp(100)],
  ["gasolina 6,19 o litro", exp(6.19)],
]);

table("thousands said with the rest after them", [
  ["paguei 2 mil 350 no conserto", exp(2350)],
  ["gastei 3 mil 400 no notebook", exp(3400)],
  ["gastei um pau e meio na bicicleta", exp(1500)],
  ["e um pau e duzentos de IPVA", exp(1200)],
  ["gastei 2k e 500 na viagem", exp(2500)],
  ["gastei 1k e 200 no celular", exp(1200)],
  ["e 1 mil 200 de peças", exp(1200)],
]);

describe("a tip said after what was spent", () => {
  it("is spent too, where what it was given for went", () => {
    expect(parseMessage("jantar R$120,00 + 12 de gorjeta", NOW)).toMatchObject([
      { kind: "expense", amount: 120, category: "Alimentação" },
      { kind: "expense", amount: 12, category: "Alimentação", description: "gorjeta" },
    ]);
    expect(parseMessage("uber 25 +5 de gorjeta", NOW)).toMatchObject([
      { kind: "expense", amount: 25 },
      { kind: "expense", amount: 5, category: "Transporte" },
    ]);
    // tips earned stay earned
    expect(parseMessage("recebi 50 de gorjeta", NOW)).toMatchObject([{ kind: "income", amount: 50 }]);
  });
});

table("a pix sent to someone is spent, whatever 'do' names after", [
  ["fiz um pix de 150 pro Carlos do conserto da máquina de lavar", exp(150)],
  ["fiz um pix de 90 pro encanador do conserto da pia", exp(90)],
  ["pix de 50 do joao", inc(50)],
]);

describe("a spending said before a question, set apart by a comma", () => {
  it("is booked, then the question answered", () => {
    for (const [text, amount] of [
      ["almoço 32, quanto já foi de alimentação esse mês?", 32],
      ["mercado 50, quanto gastei hoje?", 50],
      ["gasolina 200 e quanto foi de gasolina esse mes?", 200],
    ] as const)
      expect(parseMessage(text, NOW)).toMatchObject([
        { intent: "record", kind: "expense", amount },
        { intent: "query", metric: "expenses" },
      ]);
    expect(parseMessage("aluguel 1200, quanto sobrou?", NOW).map((r) => r.intent)).toEqual([
      "record",
      "query",
    ]);
    // an amount with nothing named is no record: the question alone
    expect(parseMessage("50 reais, quanto sobra?", NOW).map((r) => r.intent)).toEqual(["query"]);
  });
});

// NOW is Sunday 22/11/2026
table("days said with the week, the month or 'retrasado'", [
  ["gastei 50 semana passada na terça", exp(50, { date: "2026-11-10" })],
  ["semana passada no sábado paguei 80 de luz", exp(80, { date: "2026-11-14" })],
  ["sábado retrasado gastei 90", exp(90, { date: "2026-11-14" })],
  ["terça retrasada paguei 40", exp(40, { date: "2026-11-10" })],
  ["mês passado dia 20 paguei 300", exp(300, { date: "2026-10-20" })],
  ["dia 15 do 10 paguei 300 de luz", exp(300, { date: "2026-10-15", category: "Contas" })],
]);

describe("'os dois' said of the records just booked", () => {
  it("is said apart from 'tudo', so two records said one message each are both meant", () => {
    expect(parseMessage("foi no débito os dois", NOW)).toMatchObject([
      { intent: "edit_last", all: true, both: true, payment: { method: "debit" } },
    ]);
    expect(parseMessage("os dois foram anteontem", NOW)).toMatchObject([
      { intent: "edit_last", all: true, both: true, date: "2026-11-20" },
    ]);
    expect(parseMessage("foi tudo no débito", NOW)[0]).not.toHaveProperty("both");
  });
});

const edited = (fields: Record<string, unknown>) => ({ intent: "edit_last", ...fields });

table("the amount just sent, retyped with why it was wrong", [
  ["opa 1500, botei zero a mais", edited({ amount: 1500 })],
  ["faltou um zero, 1500", edited({ amount: 1500 })],
  ["ops era 29,90 esqueci os centavos", edited({ amount: 29.9 })],
  ["foi 4 a menos, 36", edited({ amount: 36 })],
  ["digitei errado, era 45", edited({ amount: 45 })],
  ["nao nao foi 72", edited({ amount: 72 })],
  ["não não foi duzentos e quarenta e três", edited({ amount: 243 })],
  // a difference alone is asked
  ["gastei 3 a mais", { intent: "unknown", hint: "relative" }],
]);

table("a day, or an amount with a day or a place, said of the record just booked", [
  ["paguei ontem na verdade", edited({ amount: null, date: "2026-11-21" })],
  ["paguei dia 10 na verdade", edited({ date: "2026-11-10" })],
  ["não, dia 21", edited({ date: "2026-11-21" })],
  ["foi 130 e foi ontem", edited({ amount: 130, date: "2026-11-21" })],
  ["foi 75 e era farmácia", edited({ amount: 75, category: "Saúde" })],
  // without "na verdade" it is a payment whose amount is asked
  ["paguei ontem", { intent: "incomplete", missing: ["amount"] }],
]);

table("parts said as how many of how much after 'em'", [
  ["comprei um celular em 12 de 89,90", exp(1078.8, { payment: onCredit(12) })],
  ["tv em 10 de 300", exp(3000, { payment: onCredit(10) })],
]);

describe("a warning asked above an amount", () => {
  it("is a limit on that category", () => {
    expect(parseMessage("me avisa se passar de 300 em lazer", NOW)).toEqual([
      { intent: "limit", category: "Lazer", amount: 300 },
    ]);
    expect(parseMessage("avisa quando passar de 500 no mercado", NOW)).toEqual([
      { intent: "limit", category: "Mercado", amount: 500 },
    ]);
    expect(parseMessage("me avisa dia 10 de pagar a luz", NOW)).toMatchObject([{ intent: "reminder" }]);
  });
});

table("money from each of a number of people, a bonus for a target reached", [
  ["recebi 40 de cada um dos 5 amigos pro churrasco", inc(200)],
  ["recebi 30 de cada uma das 4 meninas", inc(120)],
  ["ganhei 300 de bonus por meta batida", inc(300)],
]);

table("money lent or paid back to someone named after it", [
  ["devolvi os 300 da vó", exp(300, { category: "Dívidas" })],
  ["devolvi os 100 da minha mae", exp(100, { category: "Dívidas" })],
  ["passei 500 pro meu cunhado, emprestado", exp(500, { description: "empréstimo pro meu cunhado" })],
  ["devolvi o livro da maria", { intent: "unknown" }],
]);

describe("half paid by someone else", () => {
  it("leaves the other half as the person's part, asked", () => {
    expect(parseMessage("a luz foi 180 e ele pagou metade", NOW)).toMatchObject([
      {
        intent: "confirm_record",
        reason: "shared",
        record: { amount: 90 },
        shared: { total: 180, people: 2 },
      },
    ]);
  });
});

table("notes' nicknames in the hundreds and a '+' opening the message", [
  ["duzentão no mercado", exp(200, { category: "Mercado" })],
  ["gastei um milzão no conserto", exp(1000)],
  ["+15 da cera", exp(15)],
]);

table("a purchase called off with no amount takes back what was just booked", [
  ["cancelei a compra", { intent: "delete_last", count: 1, taken_back: true }],
  ["esquece, cancelaram o pedido", { intent: "delete_last", count: 1, taken_back: true }],
  ["desisti da compra", { intent: "delete_last", count: 1, taken_back: true }],
  // with its amount nothing is booked; a subscription cancelled is its fixed item
  ["cancelei a compra de 200", { intent: "unknown", hint: "not_spent" }],
  ["cancelei a netflix", { intent: "fixed_change", target: "netflix", amount: null }],
]);

table("money owed paid back to the person with any verb of giving", [
  [
    "a Ana me mandou 80 que ela tava devendo",
    inc(80, { category: "Reembolso", description: "devolução da ana" }),
  ],
  ["ela me passou os 30 que tava devendo", inc(30, { category: "Reembolso" })],
  ["to devendo 200 pro joão", { intent: "unknown", hint: "owed" }],
]);

describe("several records named in one deletion", () => {
  it.each([
    ["apaga o queijo e o presunto", null, ["queijo", "presunto"]],
    ["tira o uber e a pizza de ontem", "2026-11-21", ["uber", "pizza"]],
  ])("%s", (text, date, targets) => {
    expect(parseMessage(text, NOW)).toEqual(
      targets.map((target) => ({ intent: "delete_last", count: 1, target, date, amount: null })),
    );
  });
});

table("one record named in a deletion, and 'também' no part of a name", [
  // no article after "e": one record's name
  ["apaga o arroz e feijão", { intent: "delete_last", count: 1, target: "arroz e feijao" }],
  ["apaga o presunto também", { intent: "delete_last", count: 1, target: "presunto" }],
  ["o mercado tb foi no crédito", { intent: "edit_last", target: "mercado", payment: { method: "credit" } }],
]);

table("a goal's target changed in words", [
  [
    "aumenta a meta pra 25 mil",
    { intent: "goal", goal_kind: "savings", name: "", amount: 25000, retarget: true },
  ],
  ["diminui a meta pra 4 mil", { intent: "goal", name: "", amount: 4000, retarget: true }],
  // the limit keeps its own reading
  ["muda o limite pra 300", { intent: "edit_last", amount: 300, of: "limit" }],
]);

table("a bill due with its amount is a reminder, a card's too", [
  ["a fatura da renner vence dia 25, 340", { intent: "reminder", amount: 340, date: "2026-11-25" }],
  ["o cartão da renner vence dia 30, 340", { intent: "reminder", amount: 340, date: "2026-11-30" }],
  // with no amount, or with its limit or closing day, a card set up
  ["meu nubank vence dia 10", { intent: "card", name: "Nubank", due_day: 10 }],
  ["nubank vence dia 10 limite 5000", { intent: "card", name: "Nubank", limit: 5000, due_day: 10 }],
]);

table("what the thing was, said after it in a clause, changes nothing", [
  [
    "o ifood estornou 42 do pedido que nao chegou",
    inc(42, { category: "Reembolso", description: "ifood pedido" }),
  ],
  ["o ifood estornou 42 do pedido que veio errado", inc(42, { category: "Reembolso" })],
  ["me devolveram 42 do pedido que nao chegou", inc(42, { category: "Reembolso" })],
]);

table("the thirteenth salary said with its amount", [
  ["caiu o 13 de 1.950", inc(1950, { category: "Salário" })],
  ["recebi o 13 de 2 mil hoje", inc(2000, { category: "Salário" })],
  ["meu 13 veio 2.130", inc(2130, { category: "Salário" })],
  ["meu chefe adiantou metade do 13, 1.100", inc(1100, { category: "Salário" })],
  // another's thirteenth, paid by the person
  ["paguei o 13 da diarista 1.500", exp(1500)],
  ["o 13 da minha empregada 1.200", exp(1200)],
]);

table("money sent to a broker or an investment is set aside; what it pays out comes in", [
  ["mandei 3 mil pra xp pra investir", { intent: "record", kind: "investment", amount: 3000, goal: null }],
  ["mandei 500 pro rdb do nubank", { intent: "record", kind: "investment", amount: 500, goal: null }],
  [
    "transferi 2 mil pra corretora pra comprar ação",
    { intent: "record", kind: "investment", amount: 2000, goal: null },
  ],
  ["o tesouro pagou 210 de juros semestrais", inc(210, { category: "Rendimentos" })],
  ["o fii pagou 45 de dividendos", inc(45, { category: "Rendimentos" })],
  ["coloquei 500 no tesouro", { intent: "record", kind: "investment", amount: 500 }],
]);

table("a bill's whole said with the person's part books the part", [
  ["o jantar deu 300 e eu paguei 100", exp(100, { category: "Alimentação" })],
  ["o churrasco deu 400 dividimos em 5 e eu paguei 80", exp(80)],
  ["conta do bar deu 240 dividimos em 4 a minha parte foi 60", exp(60)],
  ["rachamos a pizza de 90 em 3 minha parte deu 30", exp(30)],
  ["o jantar deu 300, paguei 100 no pix", exp(100, { payment: { method: "pix" } })],
]);

describe("something else paid after a whole", () => {
  it("is a record of its own", () => {
    expect(parseMessage("o mercado deu 300 e eu paguei 100 da luz", NOW)).toMatchObject([
      exp(300, { category: "Mercado" }),
      exp(100, { category: "Contas" }),
    ]);
  });
});

table("a sale paid in part books what came in", [
  ["vendi a geladeira velha por 900, ela me deu 300 de sinal", inc(300, { category: "Vendas" })],
  ["vendi um celular por 1.200, o cara me pagou 600 agora", inc(600, { category: "Vendas" })],
  ["vendi o sofá por 350", inc(350, { category: "Vendas" })],
]);

table("an amount said alone after a copula", [
  ["sao 317 reais", { intent: "unknown", hint: "amount", amount: 317 }],
  ["vai dar 350", { intent: "unknown", hint: "amount", amount: 350 }],
  ["vai ser 900", { intent: "unknown", hint: "amount", amount: 900 }],
]);

table("a warning asked for above an amount, however it is said", [
  ["me avisa se eu passar de 200 com uber", { intent: "limit", category: "Transporte", amount: 200 }],
  ["me avisa se eu gastar mais de 150 com bebida", { intent: "limit", category: "Alimentação", amount: 150 }],
  ["avisa quando eu passar de 500 no mercado", { intent: "limit", category: "Mercado", amount: 500 }],
]);

table("a purchase not made after all, and a reason after a deletion", [
  ["esquece, acabei nao comprando", { intent: "delete_last", count: 1, taken_back: true }],
  ["desconsidera, devolvi na loja", { intent: "delete_last", count: 1, taken_back: true }],
  ["tira o uber, a empresa reembolsa", { intent: "delete_last", count: 1, target: "uber" }],
  ["apaga o taxi, o trabalho reembolsa", { intent: "delete_last", count: 1, target: "taxi" }],
  ["apaga o uber, o da volta", { intent: "delete_last", count: 1, target: "uber volta" }],
]);

table("the business's account named with 'no'", [
  ["recebi 1.800 de um cliente no cnpj", inc(1800, { book: "business" })],
  ["caiu 2.500 no cnpj de um cliente", inc(2500, { book: "business" })],
  ["almocei na empresa 20", exp(20, { category: "Alimentação" })],
]);

describe("'depois' between two things said with their amounts", () => {
  it("books both", () => {
    expect(parseMessage("padaria 18 depois posto 100", NOW)).toMatchObject([
      exp(18, { category: "Alimentação" }),
      exp(100, { category: "Transporte" }),
    ]);
  });
});

table("a price with centavos times a few", [
  ["onibus 4,40 x2", exp(8.8, { category: "Transporte" })],
  ["uber 15,50 x 2", exp(31, { category: "Transporte" })],
  ["cafe 5,50 x 3 hoje", exp(16.5)],
  ["uber 15 x2", exp(30)],
]);

table("why, said beside the price", [
  ["uber 27 pq tava chovendo", exp(27, { category: "Transporte", description: "uber" })],
  ["voltei de uber pq tava chovendo 27", exp(27, { category: "Transporte" })],
  ["fui de 99 pq tava atrasado 19", exp(19, { category: "Transporte" })],
]);

table("a debit card said with a purchase is how it was paid", [
  ["mercadinho 37 no cartao de debito", exp(37, { payment: { method: "debit", card: null } })],
  ["almoço 30 no cartão de débito", exp(30, { category: "Alimentação", payment: { method: "debit" } })],
  ["tenho um cartão de débito do itau", { intent: "card", name: "Itaú", kind: "debit" }],
]);

table("a street named after a date is no day", [
  ["gastei 130 na 25 de março com enfeite de natal", exp(130, { date: "2026-11-22" })],
  ["gastei 50 no dia 25 de março", exp(50, { date: "2026-03-25" })],
]);

table("shops and services named", [
  ["riachuelo 119,90", exp(119.9, { category: "Compras" })],
  ["fiz pe e mao 55 paguei no pix", exp(55, { category: "Cuidados pessoais" })],
  ["paguei a mensalidade da escolinha do pedro 450", exp(450, { category: "Educação" })],
  ["pix de 50 da maria", inc(50)],
]);

table("a month said with an amount and no verb; a due day said in a clause; second thoughts", [
  ["e 280 de luz em outubro", exp(280, { category: "Contas", date: "2026-10-01" })],
  ["paguei a agua 87 que tinha vencido sexta", exp(87, { date: "2026-11-22" })],
  ["pensando melhor sobe pra 450", { intent: "edit_last", amount: 450 }],
  ["abasteci 180 no cartao corporativo", confirm("other_person", { amount: 180 })],
]);

table("a move with its reason said without a comma; furniture named", [
  ["muda pra pets era racao", { intent: "edit_last", category: "Pets", amount: null }],
  ["muda pra saude era remedio", { intent: "edit_last", category: "Saúde" }],
  ["comprei uma cadeira 450 no cartao", exp(450, { description: "cadeira", category: "Moradia" })],
]);

table("a goal wanted without its amount; the employer paying for the person's work", [
  ["quero criar uma meta pra viagem", { intent: "goal", name: "viagem", amount: null }],
  ["cria uma meta pra moto", { intent: "goal", name: "moto", amount: null }],
  ["a empresa pagou minha rescisão, 8.400", inc(8400)],
  ["o patrão pagou a diaria 150", inc(150)],
  ["meu chefe pagou o almoço 50", confirm("other_person", { amount: 50 })],
]);

table("the book asked for, and money in that the person sent", [
  [
    "anota ai na empresa que eu paguei o fornecedor de tecido 1.340 no boleto",
    exp(1340, { book: "business", payment: { method: "boleto" } }),
  ],
  ["caiu 1000 na minha conta do inter que eu mandei do itau", { intent: "unknown", hint: "moved" }],
  ["caiu 1000 do cliente", inc(1000)],
]);

table("paid at once and how; an insurer paying; the person's part said after the others'", [
  [
    "ops, foi a vista no pix",
    { intent: "edit_last", installments: 1, payment: { method: "pix", card: null }, amount: null },
  ],
  ["o seguro pagou 2.800 do conserto do carro", inc(2800)],
  ["paguei 180 no rodizio, cada um pagou a sua parte, a minha foi 60", exp(60, { category: "Alimentação" })],
]);

table("the ride app named first, then where it went, then the price", [
  ["99 pro trampo 17,50", exp(17.5, { category: "Transporte" })],
  ["99 pra casa 23", exp(23, { category: "Transporte" })],
  ["99 de luz", exp(99, { category: "Contas" })],
]);

table("a thing, then how many of how much, with no card said", [
  [
    "maquina de lavar 10 de 219",
    exp(2190, { payment: { method: "credit", installments: 10 }, category: "Compras" }),
  ],
  ["comprei um sofa 12 de 150", exp(1800, { payment: { installments: 12 } })],
  ["coxinha 3 de 6", confirm("each", { amount: 18 })],
  ["cerveja 6 de 5", confirm("each", { amount: 30 })],
  ["paguei a parcela 3 de 12 do carro, 450", exp(450, { payment: null })],
  ["prestação do carro 3 de 48, 1.200", exp(1200)],
]);

table("a thing bought a few times, never a score", [
  ["onibus 5 x2", exp(10, { category: "Transporte" })],
  ["cafe 6 x 3", exp(18, { category: "Alimentação" })],
  ["flamengo 2 x 1", { intent: "unknown" }],
  ["o jogo foi 2x1", { intent: "unknown" }],
]);

table("the bill's whole, then the person's part; a heading with a verb of its own", [
  ["a conta deu 240, minha parte foi 60", exp(60)],
  ["a conta deu 240 e minha parte foi 60", exp(60)],
  ["a conta deu 240", { intent: "unknown", hint: "amount", amount: 240 }],
  ["gastei 15 do dinheiro q tava no bolso", exp(15, { payment: { method: "cash" } })],
]);

describe("a heading before a colon", () => {
  it("with a verb of its own names nothing bought; a heading without one names where", () => {
    expect(
      parseMessage("black friday acabou comigo: airfryer 399 em 10x, tenis 250 no pix", NOW),
    ).toMatchObject([exp(399, { payment: { installments: 10 } }), exp(250, { payment: { method: "pix" } })]);
    expect(parseMessage("mercado: arroz 20, feijao 10", NOW)).toMatchObject([
      exp(20, { category: "Mercado" }),
      exp(10, { category: "Mercado" }),
    ]);
  });
});

table("a leg of a trip after its article", [
  ["e a volta 21", exp(21, { description: "volta" })],
  ["a ida 30", exp(30, { description: "ida" })],
]);

table("the price of a litre or a kilo, a plan, money taken along, a quote handed over: nothing spent", [
  ["gasolina a 6,39 no posto da esquina, ta caro hein", { intent: "unknown", hint: "quote", amount: 6.39 }],
  ["abasteci 200 com a gasolina a 6,39", exp(200, { category: "Transporte" })],
  ["abasteci 40 litros a 6,19", confirm("each", { amount: 247.6 })],
  ["1,5 kg de picanha a 89,90", confirm("each", { amount: 134.85 })],
  ["to pensando em vender meu carro por uns 40 mil", { intent: "unknown", hint: "wish" }],
  ["to pensando em fazer um plano de saude de uns 400 por mes", { intent: "unknown", hint: "wish" }],
  ["vou no mercado agora, levando 200", { intent: "unknown", hint: "not_spent" }],
  [
    "o pedreiro me passou um orçamento de 8 mil pra reforma do banheiro",
    { intent: "unknown", hint: "quote" },
  ],
  ["uma mulher me mandou 100 por engano e eu devolvi", { intent: "unknown", hint: "not_spent" }],
]);

table("money in said by someone else's verb", [
  ["o mestre de obra pagou minha diaria 180", inc(180)],
  ["fiz uma vaquinha pro tratamento do meu cachorro e arrecadei 1.350", inc(1350)],
  ["devolveram 340 de uma compra que eu nao fiz", inc(340, { category: "Reembolso" })],
  ["devolvi a calça na renner e me devolveram 159 no cartao", inc(159, { category: "Reembolso" })],
  ["o ifood estornou 42 do pedido que não chegou", inc(42, { category: "Reembolso" })],
  ["meu pai tbm mandou 150", inc(150)],
  ["saquei o fgts 4200", inc(4200)],
  ["o tesouro ipca pagou 312 de cupom", inc(312, { category: "Rendimentos" })],
  ["caiu o repasse da shopee 1.347,20", inc(1347.2, { category: "Vendas" })],
  ["minha esposa ganha 4.500", confirm("other_person", { kind: "income", amount: 4500 })],
  ["essa semana fiz 3 faxinas, recebi 150 de cada", inc(450)],
  ["atendi 6 clientes hj no salao, fiz 270 de manicure", inc(270)],
]);

table("what is spent, however it is said", [
  ["saquei 200 e gastei 60 na feira", exp(60)],
  [
    "celular novo 12x de 149,90 no cartao do itau",
    exp(1798.8, { payment: { card: "Itaú", installments: 12 } }),
  ],
  ["queijo coalho 2x 12", exp(24, { payment: null })],
  ["pix 200 do aluguel da casa", exp(200, { category: "Moradia" })],
  ["e o 13 dela 400", exp(400)],
  ["dei 10 reais pro moço no farol", exp(10, { category: "Presentes e doações" })],
  ["comprei agua do ambulante 5 reais", exp(5, { category: "Alimentação" })],
  ["comprei 10 cotas de hglg11 por 1.600", { intent: "record", kind: "investment", amount: 1600 }],
  ["500 da tia marta", confirm("direction", { amount: 500 })],
]);

table("corrections and deletions said with their reasons", [
  ["era 69 esqueci o zero", { intent: "edit_last", amount: 69 }],
  ["nao pera, tava certo 100 mesmo", { intent: "edit_last", amount: 100 }],
  ["ops muda pra mercado, comprei foi comida la", { intent: "edit_last", category: "Mercado" }],
  ["era presente pra minha mae, muda a categoria", { intent: "edit_last", category: "Presentes e doações" }],
  ["opa nao era pra lançar isso nao, só tava vendo o preço", { intent: "delete_last", taken_back: true }],
  ["apaga isso, ainda nao caiu", { intent: "delete_last", count: 1 }],
  ["esclui o ultmo", { intent: "delete_last", count: 1 }],
]);

table("a thing bought named alone asks its amount; a question after a full stop", [
  ["lanche da tarde", { intent: "incomplete", missing: ["amount"], category: "Alimentação" }],
  ["2 ingressos de cinema", { intent: "incomplete", count: 2 }],
  ["passei no hortifruti", { intent: "incomplete", category: "Mercado" }],
  ["vou no mercado", { intent: "unknown" }],
  ["quanto de uber hoje", { intent: "query", metric: "expenses", category: "Transporte" }],
]);

describe("a spending and a question after a full stop", () => {
  it("books the spending, then answers", () => {
    expect(parseMessage("padaria 20. qto gastei hj?", NOW)).toMatchObject([exp(20), { intent: "query" }]);
    expect(parseMessage("milho 10 churros 15 na pracinha", NOW)).toMatchObject([exp(10), exp(15)]);
  });
});

table("things counted by the dozen, then their price after 'por'", [
  ["vendi 40 brigadeiros por 80", inc(80, { category: "Vendas" })],
  ["vendi 40 brigadeiros por 80 mas 20 ficou fiado", inc(80)],
  ["comprei 30 convites por 90", exp(90)],
]);

table("a fix said inside the message, and a whole named with its parts", [
  ["gastei oitenta e cinco no mercado não espera oitenta e oito", exp(88, { category: "Mercado" })],
  ["paguei 40 de uber quer dizer 45 porque teve a taxa de espera", exp(45, { category: "Transporte" })],
  ["aquele uber de ontem foi 32 e nao 23", { intent: "edit_last", amount: 32, target: "uber" }],
  ["o salario foi 3950 e nao 3590", { intent: "edit_last", amount: 3950, target: "salario" }],
  ["20.11.2026 farmácia 64", exp(64, { date: "2026-11-20", category: "Saúde" })],
]);

describe("a whole, then its parts", () => {
  it("books the parts when the whole names what they make, and the rest named", () => {
    expect(parseMessage("paguei 250 nas contas da casa, 140 de luz e 110 de água", NOW)).toMatchObject([
      exp(140),
      exp(110),
    ]);
    expect(parseMessage("gastei 300 no shopping: 120 roupa, 80 tênis e o resto comida", NOW)).toMatchObject([
      exp(120),
      exp(80),
      exp(100, { category: "Alimentação" }),
    ]);
    expect(parseMessage("gastei 100 ontem: 60 no mercado e o resto foi de pão", NOW)).toMatchObject([
      exp(60, { date: "2026-11-21" }),
      exp(40, { date: "2026-11-21" }),
    ]);
    expect(parseMessage("gastei 50 no mercado, 30 na farmácia e 20 na padaria", NOW)).toHaveLength(3);
  });
  it("reads the way back after a ride, another day of the same and another one of it", () => {
    expect(parseMessage("uber 25 de ida e 31 de volta", NOW)).toMatchObject([
      exp(25, { category: "Transporte" }),
      exp(31, { category: "Transporte" }),
    ]);
    expect(parseMessage("paguei 35 no almoço hoje e ontem foi 28", NOW)).toMatchObject([
      exp(35),
      exp(28, { category: "Alimentação", date: "2026-11-21" }),
    ]);
    expect(parseMessage("ontem 2 uber 14 e 17 e hoje mais um de 21", NOW).at(-1)).toMatchObject(
      exp(21, { category: "Transporte", date: "2026-11-22" }),
    );
  });
  it("books money said moved whatever question or heading comes with it", () => {
    expect(parseMessage("paguei 35 no almoço. como eu vejo meus gastos?", NOW)[0]).toMatchObject(exp(35));
    expect(parseMessage("gastei 70 na farmácia, dá pra colocar como saúde?", NOW)[0]).toMatchObject(exp(70));
    expect(parseMessage("pera aí deixa eu ver aqui gastei 92 no mercado", NOW)[0]).toMatchObject(exp(92));
    expect(
      parseMessage("oi tostão tudo bem? recebi 2000 hoje do freela, quanto tenho de saldo agora?", NOW),
    ).toMatchObject([inc(2000), { intent: "query", metric: "balance" }]);
    expect(parseMessage("lista de gastos da semana\nseg mercado 87\nter uber 23", NOW)).toMatchObject([
      exp(87),
      exp(23),
    ]);
  });
});

table("plans, bills, reminders and averages asked in other words", [
  ["limite de 400 em compras", { intent: "limit", category: "Compras", amount: 400 }],
  ["minha fatura ta quanto", { intent: "query", metric: "card_bill" }],
  ["quanto vai vir o cartao esse mes", { intent: "query", metric: "card_bill" }],
  ["nao precisa mais me lembrar do gas, ja paguei", { intent: "cancel_reminder", words: "gas" }],
  ["quanto gastei em media por dia essa semana?", { intent: "query", metric: "average", per: "day" }],
  ["caiu 90 de reembolso da empresa", inc(90, { category: "Reembolso" })],
]);

table("deletions said loosely", [
  ["apaga o último item", { intent: "delete_last", count: 1 }],
  ["apaga esses dois", { intent: "delete_last", count: 2 }],
  ["apaga o açougue que foi minha mãe que pagou", { intent: "delete_last", target: "acougue" }],
  [
    "apaga o gás, esse eu já tinha anotado semana passada",
    { intent: "delete_last", target: "gas", date: null },
  ],
  ["esquece a padaria", { intent: "delete_last", target: "padaria" }],
]);

describe("two records named, each with its correction", () => {
  it("corrects each, never moving one to the other's category", () => {
    expect(parseMessage("errei, o ifood foi no débito e o uber no crédito", NOW)).toMatchObject([
      { intent: "edit_last", target: "ifood", category: null, payment: { method: "debit" } },
      { intent: "edit_last", target: "uber", category: null, payment: { method: "credit" } },
    ]);
  });
});

table("a percentage spelled out", [
  ["a conta do restaurante deu 120 mais os 10 por cento do garçom", exp(132, { category: "Alimentação" })],
  ["rendeu 10 por cento", { intent: "unknown" }],
]);

table("thousands left unsaid, as speech does", [
  ["caiu meu salário hoje dois e quinhentos", inc(2500, { category: "Salário" })],
  ["paguei o aluguel um e duzentos", exp(1200, { category: "Moradia" })],
  ["recebi 2 e 500 de salário", inc(2500, { category: "Salário" })],
  ["dois e cinquenta o pão", exp(2.5)],
]);

describe("thousands left unsaid, never read across two things", () => {
  it("keeps a thing named before and another after apart", () => {
    expect(parseMessage("uber 5 e 120 do mercado", NOW)).toMatchObject([
      exp(5, { category: "Transporte" }),
      exp(120, { category: "Mercado" }),
    ]);
  });
  it("keeps a weight a weight", () => {
    expect(parseMessage("comprei 2 e 500 gramas de queijo", NOW)).toMatchObject([exp(2)]);
  });
});

table("cents said one way and reais the other", [
  ["paguei cinquenta e 90 no remédio", exp(50.9, { category: "Saúde" })],
  ["paguei 32 e noventa na pomada", exp(32.9, { category: "Saúde" })],
]);

describe("counts in figures before the thing", () => {
  it("reads 'mais 1 refri 6' as one soda for 6", () => {
    expect(parseMessage("paguei 35 no almoço e mais 1 refri 6", NOW)).toMatchObject([exp(35), exp(6)]);
    expect(parseMessage("mais 1 uber 16", NOW)).toMatchObject([exp(16, { category: "Transporte" })]);
  });
  it("reads what was sold, counted in the singular, at the price after 'deu'", () => {
    expect(parseMessage("vendi 3 bolo hj deu 150", NOW)).toMatchObject([inc(150, { category: "Vendas" })]);
  });
  it("reads '1 de 150 e outro de 89,90' as the first of two", () => {
    expect(parseMessage("paguei 2 boletos 1 de 150 e outro de 89,90", NOW)).toMatchObject([
      exp(150, { description: "2 boletos" }),
      exp(89.9, { description: "2 boletos" }),
    ]);
  });
});

describe("savings taken out for a thing", () => {
  it("books the thing and takes it out of the goal", () => {
    expect(parseMessage("tive que tirar 300 da reserva pro conserto do carro", NOW)).toMatchObject([
      exp(300, { category: "Transporte", from_goal: { goal: "reserva" } }),
    ]);
  });
  it("leaves money taken out to an account or for a trip ahead a move", () => {
    expect(parseMessage("tirei 300 da reserva pro nubank", NOW)).toMatchObject([
      { intent: "unknown", hint: "moved" },
    ]);
    expect(parseMessage("tirei 100 da caixinha pra viagem", NOW)).toMatchObject([
      { intent: "unknown", hint: "moved" },
    ]);
  });
});

table("plans and boxes that are no goal", [
  ["vou guardar metade na poupança", { intent: "unknown", hint: "wish" }],
  ["vou gastar uns 500 com a ceia", { intent: "unknown", hint: "wish" }],
  ["vou guardar metade pra viagem", { intent: "goal", name: "viagem", amount: null }],
  ["joguei 200 na caixinha do nubank", { intent: "record", kind: "investment", goal: null }],
  ["coloquei 100 na caixinha da viagem", { intent: "record", kind: "investment", goal: "viagem" }],
]);

describe("a category named in the singular in a question", () => {
  it.each([
    ["quanto paguei de imposto mes passado?", "Impostos e taxas"],
    ["quanto gastei de presente esse mes", "Presentes e doações"],
  ])("%s is the whole category, no description word", (text, category) => {
    const [got] = parseMessage(text, NOW);
    expect(got).toMatchObject({ intent: "query", category });
    expect(got).not.toHaveProperty("text");
  });
});

describe("the company's party is the person's own", () => {
  it.each([
    ["amigo secreto da firma, presente de 80", 80, "Presentes e doações"],
    ["confraternização da firma 70", 70, "Lazer"],
  ])("%s", (text, amount, category) => {
    const [got] = parseMessage(text, NOW);
    expect(got).toMatchObject(exp(amount, { category }));
    expect(got).not.toHaveProperty("book");
  });
});

describe("the way back, said with where it came from", () => {
  it("is the trip's", () => {
    expect(parseMessage("paguei 35 de uber pra ir e 28 pra voltar do trabalho", NOW)).toMatchObject([
      exp(35, { category: "Transporte" }),
      exp(28, { category: "Transporte" }),
    ]);
  });
});

table("a correction, and why after a comma", [
  ["era 45 o almoço, inverti", { intent: "edit_last", amount: 45, target: "almoco" }],
  ["o uber era 19, me confundi", { intent: "edit_last", amount: 19, target: "uber" }],
  ["mercado 50, era promoção", exp(50, { category: "Mercado" })],
]);

table("a record named by its amount, corrected", [
  ["o de 45 foi no credito", { intent: "edit_last", was: 45, payment: { method: "credit" } }],
  ["aquele de 80 era 68", { intent: "edit_last", was: 80, amount: 68 }],
]);

table("a record named with its day, corrected", [
  ["a pipoca de ontem foi 32, tinha desconto", exp(32, { date: "2026-11-21", restates: "pipoca" })],
  [
    "passa o uber de hj pro pix",
    { intent: "edit_last", target: "uber", day: "2026-11-22", payment: { method: "pix" } },
  ],
  [
    "coloca o almoco no vr",
    { intent: "edit_last", target: "almoco", category: null, payment: { method: "voucher" } },
  ],
]);

describe("two corrections, or a correction and more", () => {
  it("corrects both records named with 'era'", () => {
    expect(parseMessage("me enganei, o almoço era 36 e o uber 19", NOW)).toMatchObject([
      { intent: "edit_last", target: "almoco", amount: 36 },
      { intent: "edit_last", target: "uber", amount: 19 },
    ]);
    expect(parseMessage("o almoço era 36 e o uber era 19", NOW)).toMatchObject([
      { intent: "edit_last", target: "almoco", amount: 36 },
      { intent: "edit_last", target: "uber", amount: 19 },
    ]);
  });
  it("books money of its own said after a correction", () => {
    expect(parseMessage("o almoço era 36 e paguei 19 de uber", NOW)).toMatchObject([
      { intent: "edit_last", target: "almoco", amount: 36 },
      exp(19, { category: "Transporte" }),
    ]);
  });
  it("keeps every change of one record said in two parts", () => {
    expect(parseMessage("corrige o mercado pra 150 e foi no credito", NOW)).toMatchObject([
      { intent: "edit_last", target: "mercado", amount: 150, payment: { method: "credit" } },
    ]);
    expect(parseMessage("na verdade foram 45 e foi na farmacia", NOW)).toMatchObject([
      { intent: "edit_last", amount: 45, category: "Saúde", description: "farmacia" },
    ]);
  });
});

table("a remark before the message, and 'it' pointing at the record", [
  ["nossa, caro. e o uber de ontem?", { intent: "follow_up", category: "Transporte", text: "uber" }],
  ["apaga ele", { intent: "delete_last", count: 1 }],
]);

table("questions said loosely", [
  ["qto tenho pra pagar essa semana", { intent: "query", metric: "reminders" }],
  ["quanto tenho a pagar esse mes?", { intent: "query", metric: "reminders" }],
  ["quanto deu isso tudo?", { intent: "query", metric: "expenses" }],
  [
    "quanto gastei de 1 a 15 de novembro",
    { intent: "query", from: "2026-11-01", to: "2026-11-15", by: "days" },
  ],
  ["quanto gastei de 1 a 10/11", { intent: "query", from: "2026-11-01", to: "2026-11-10", by: "days" }],
  ["quanto gastei no fim de semana retrasado", { intent: "query", from: "2026-11-07", to: "2026-11-08" }],
  ["e na passada?", { intent: "follow_up", from: "2026-11-09", to: "2026-11-15" }],
  ["e na retrasada?", { intent: "follow_up", from: "2026-11-02", to: "2026-11-08" }],
  ["e no passado?", { intent: "follow_up", from: "2026-10-01", to: "2026-10-31" }],
  ["qntas vzs pedi ifood esse mes", { intent: "query", metric: "count", text: "ifood" }],
]);

table("a card's day changed, said with its noun", [
  ["muda o vencimento do nubank pro dia 12", { intent: "card", name: "Nubank", due_day: 12 }],
  ["muda o fechamento do inter pro dia 28", { intent: "card", name: "Inter", closing_day: 28 }],
]);

table("bills split and money made, as people say them", [
  ["rachei a pizza de 80", { intent: "incomplete", missing: ["amount"], part: { total: 80 } }],
  [
    "a gente dividiu o uber de 60 em 3",
    { intent: "confirm_record", reason: "shared", shared: { people: 3 } },
  ],
  [
    "eu e mais 3 amigos rachamos o airbnb de 1200",
    {
      intent: "confirm_record",
      reason: "shared",
      record: expect.objectContaining({ amount: 300 }),
      shared: { people: 4 },
    },
  ],
  ["a gente gastou 200 no mercado", exp(200, { category: "Mercado", description: "mercado" })],
  ["ontem fiz 280 no 99", inc(280, { category: "Freelance" })],
  ["recebi 450 de encomenda de bolo", inc(450, { category: "Vendas" })],
]);

table("how people speak and type, more", [
  ["gastei no mercado é cento e cento e quarenta reais", exp(140, { category: "Mercado" })],
  ["gasteiii 35 no lancheee", exp(35, { category: "Alimentação" })],
  ["cabeleleiro 50", exp(50, { category: "Cuidados pessoais" })],
  ["fiz um pics de cem reais pro pedreiro", exp(100, { payment: { method: "pix" } })],
]);

describe("spoken thousands and cents, never two things made one", () => {
  it.each([
    ["agua 2 e 300 luz", [2, 300]],
    ["uber 5 e 200 pro joão", [5, 200]],
    ["paguei 2 e 500 de carne e 30 de pão", [2, 500, 30]],
    ["almoço trinta e 12 de sobremesa", [30, 12]],
    ["paguei duzentos e duzentos", [200, 200]],
  ])("%s", (text, amounts) => {
    expect(parseMessage(text, NOW).map((r) => ("amount" in r ? r.amount : null))).toEqual(amounts);
  });
  it("keeps thousands paid on a card one amount", () => {
    expect(parseMessage("a tv saiu 2 e 300 no cartao", NOW)).toMatchObject([exp(2300)]);
  });
});

table("someone else's money and money only moved, read so", [
  ["meu pai ajudou a gente pagou 500 do aluguel", { intent: "unknown" }],
  ["tirei 500 da poupança pro mercado", { intent: "unknown", hint: "moved" }],
  ["meu celular rachou, paguei 300 no conserto", exp(300)],
]);

table("a new person's first days", [
  ["bom dia! minha amiga indicou", { intent: "greeting" }],
  ["opa, boa noite. testando aqui", { intent: "greeting" }],
  ["vc é robô? kkk", { intent: "capability", what: "bot" }],
  ["dei cinquenta pro meu neto", exp(50, { category: "Presentes e doações" })],
  ["to com nome no serasa, devo uns 2300 no cartao", { intent: "unknown", hint: "owed" }],
  ["recebo de 15 em 15 dias, hj caiu 1100", inc(1100)],
]);

describe("a voice note's run-on with no commas", () => {
  it("keeps each thing with its own amount", () => {
    expect(parseMessage("12 no onibus 25 no almoço 40 no mercado", NOW)).toMatchObject([
      exp(12, { category: "Transporte" }),
      exp(25, { category: "Alimentação" }),
      exp(40, { category: "Mercado" }),
    ]);
  });
});
