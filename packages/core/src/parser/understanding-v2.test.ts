// Table tests for version 2 (planning) and 2.1 (corrections, lists, weekdays, thanks), written for
// the rules with our own sentences. NOW is Sunday 22/11/2026, noon in São Paulo.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, NOW, q, table } from "./parse-table.test-support.ts";

const card = (name: string, extra: Record<string, unknown> = {}) => ({
  intent: "card",
  name,
  kind: "credit",
  limit: null,
  closing_day: null,
  due_day: null,
  ...extra,
});

table("cards", [
  ["meu inter fecha dia 7 e vence dia 14", card("Inter", { closing_day: 7, due_day: 14 })],
  ["cadastra o cartão santander com limite de 6 mil", card("Santander", { limit: 6000 })],
  ["o limite do meu nubank agora é 2.300", card("Nubank", { limit: 2300 })],
  ["novo cartão de débito do itau", card("Itaú", { kind: "debit" })],
  ["cartão bradesco vence todo dia 20", card("Bradesco", { due_day: 20 })],
  ["a fatura do picpay fecha dia 1", card("PicPay", { closing_day: 1 })],
  [
    "meu cartão da caixa tem limite de R$ 1.500,00 e vence dia 25",
    card("Caixa", { limit: 1500, due_day: 25 }),
  ],
  ["adiciona cartão do banco do brasil, fecha dia 10", card("BB", { closing_day: 10 })],
  ["cartão neon: limite 900", card("Neon", { limit: 900 })],
  ["meu mercado pago vence dia 3", card("Mercado Pago", { due_day: 3 })],
  ["cadastrar cartão riachuelo com limite de 700", card("Riachuelo", { limit: 700 })],
  ["o vencimento do cartão c6 mudou pro dia 17", card("C6", { due_day: 17 })],
]);

table("limits", [
  ["limite de 600 pro mercado", { intent: "limit", category: "Mercado", amount: 600 }],
  ["no máximo 150 por mês com streaming", { intent: "limit", category: "Assinaturas", amount: 150 }],
  ["meu teto de gasolina é 500", { intent: "limit", category: "Transporte", amount: 500 }],
  ["orçamento de 300 pra farmácia", { intent: "limit", category: "Saúde", amount: 300 }],
  ["não quero passar de 400 em restaurante", { intent: "limit", category: "Alimentação", amount: 400 }],
  ["define um limite de 80 pra pet shop", { intent: "limit", category: "Pets", amount: 80 }],
  ["quero gastar no maximo 1 mil com roupas", { intent: "limit", category: "Compras", amount: 1000 }],
  ["tira o limite do uber", { intent: "limit", category: "Transporte", amount: null }],
  ["remove meu teto de bar", { intent: "limit", category: "Lazer", amount: null }],
  ["limite mensal de 250 em salão", { intent: "limit", category: "Cuidados pessoais", amount: 250 }],
  ["o limite de idade do brinquedo é 12", { intent: "unknown" }],
  // a business book's own categories, said by name, when no personal category is
  ["limite de 2 mil em fornecedores", { intent: "limit", category: "Fornecedores", amount: 2000 }],
  ["teto de 5 mil pra folha", { intent: "limit", category: "Folha de pagamento", amount: 5000 }],
  ["tira o limite de marketing", { intent: "limit", category: "Marketing", amount: null }],
  ["o limite de paciência acabou", { intent: "unknown" }],
  ["tira o limite", { intent: "unknown" }],
]);

const goal = (goal_kind: string, extra: Record<string, unknown>) => ({ intent: "goal", goal_kind, ...extra });

table("goals", [
  [
    "quero juntar 15 mil pra trocar de carro até junho",
    goal("savings", { amount: 15000, deadline: "2027-06-30" }),
  ],
  ["meta de guardar 2 mil pro natal", goal("savings", { name: "natal", amount: 2000 })],
  [
    "quero economizar 500 pra festa da minha filha até janeiro",
    goal("savings", { amount: 500, deadline: "2027-01-31" }),
  ],
  ["minha meta é investir 30 mil até 2028", goal("investment", { amount: 30000, deadline: "2028-12-31" })],
  ["quero aplicar 5 mil até o fim do ano", goal("investment", { amount: 5000, deadline: "2026-12-31" })],
  ["quero quitar o financiamento do carro até março de 2027", goal("debt", { deadline: "2027-03-31" })],
  [
    "preciso zerar minhas dívidas de 6 mil até o ano que vem",
    goal("debt", { amount: 6000, deadline: "2027-12-31" }),
  ],
  ["quero juntar pra casa própria", goal("savings", { name: "casa própria", amount: null, deadline: null })],
  [
    "objetivo de 20 mil pra reserva de emergência",
    goal("savings", { name: "reserva de emergência", amount: 20000 }),
  ],
  ["quero juntar 3 mil daqui a 4 meses", goal("savings", { amount: 3000, deadline: "2027-03-31" })],
  ["quero guardar 1.200 até o fim do mês", goal("savings", { amount: 1200, deadline: "2026-11-30" })],
  ["minha meta hoje é beber 2 litros de água", { intent: "unknown" }],
]);

const plan = (extra: Record<string, unknown>) => ({ intent: "future_purchase", ...extra });

table("plans are not spending", [
  [
    "quero comprar uma máquina de lavar de 2.800 em fevereiro",
    plan({ description: "máquina de lavar", amount: 2800, date: "2027-02-28" }),
  ],
  ["pretendo trocar o notebook ano que vem", plan({ description: "notebook", date: "2027-12-31" })],
  ["tô pensando em comprar um iphone de 6 mil", plan({ description: "iphone", amount: 6000, date: null })],
  ["queria comprar uma cadeira gamer de 900", plan({ description: "cadeira gamer", amount: 900 })],
  ["vou comprar um fogão de 1.500 mês que vem", plan({ amount: 1500, date: "2026-12-31" })],
  ["será que dá pra comprar uma moto de 12 mil?", plan({ description: "moto", amount: 12000 })],
  [
    "estou planejando comprar um carro de 50 mil em 2028",
    plan({ description: "carro", amount: 50000, date: "2028-12-31" }),
  ],
  ["to de olho num celular de 1.800", plan({ description: "celular", amount: 1800 })],
  [
    "gostaria de comprar uma bicicleta elétrica em dezembro",
    plan({ description: "bicicleta elétrica", date: "2026-12-31" }),
  ],
  [
    "quero trocar a geladeira no natal, uns 3 mil",
    plan({ description: "geladeira", amount: 3000, date: "2026-12-25" }),
  ],
  ["planejo ir ao médico semana que vem", { intent: "unknown" }],
]);

table("money set aside for a goal", [
  ["guardei 250 pra viagem", { intent: "record", kind: "investment", amount: 250, goal: "viagem" }],
  [
    "separei 100 pro presente da minha mãe",
    { intent: "record", kind: "investment", amount: 100, goal: "presente da minha mãe" },
  ],
  ["coloquei 400 na meta da reforma", { intent: "record", kind: "investment", amount: 400, goal: "reforma" }],
  [
    "juntei mais 80 pro intercâmbio",
    { intent: "record", kind: "investment", amount: 80, goal: "intercâmbio" },
  ],
  ["investi 1.000 no tesouro", { intent: "record", kind: "investment", amount: 1000, goal: null }],
  [
    "apliquei 700 em cdb pra aposentadoria",
    { intent: "record", kind: "investment", amount: 700, goal: "aposentadoria" },
  ],
  ["guardei 50 na poupança", { intent: "record", kind: "investment", amount: 50, goal: null }],
  ["aportei 2 mil na meta casa", { intent: "record", kind: "investment", amount: 2000, goal: "casa" }],
  [
    "ontem guardei 300 pra reserva de emergência",
    { intent: "record", kind: "investment", date: "2026-11-21", goal: "reserva de emergência" },
  ],
  [
    "depositei 150 na caixinha do carro",
    { intent: "record", kind: "investment", amount: 150, goal: "carro" },
  ],
]);

table("questions about plans", [
  ["como tá o limite do uber?", q("limit", "2026-11-01", "2026-11-22", { category: "Transporte" })],
  ["quanto ainda posso gastar no mercado?", q("limit", "2026-11-01", "2026-11-22", { category: "Mercado" })],
  ["já passei do limite de lazer?", q("limit", "2026-11-01", "2026-11-22", { category: "Lazer" })],
  ["quais são meus limites?", q("limit", "2026-11-01", "2026-11-22", { category: null })],
  ["quanto veio a fatura do santander?", q("card_bill", "2026-11-01", "2026-11-22", { card: "Santander" })],
  [
    "qual o total da fatura do nubank em outubro?",
    q("card_bill", "2026-10-01", "2026-10-31", { card: "Nubank" }),
  ],
  ["como tá minha fatura?", q("card_bill", "2026-11-01", "2026-11-22", { card: null })],
  ["quanto falta pra meta do carro?", q("goal", "2026-11-01", "2026-11-22", { goal: "carro" })],
  ["como está minha meta da viagem?", q("goal", "2026-11-01", "2026-11-22", { goal: "viagem" })],
  ["como andam as metas?", q("goal", "2026-11-01", "2026-11-22", { goal: null })],
  ["quais compras eu tinha planejado?", q("future_purchases", "2026-11-01", "2026-11-22")],
  ["me mostra minhas compras futuras", q("future_purchases", "2026-11-01", "2026-11-22")],
]);

const edit = (extra: Record<string, unknown>) => ({
  intent: "edit_last",
  amount: null,
  category: null,
  date: null,
  description: null,
  ...extra,
});

table("corrections", [
  ["não, foi 62", edit({ amount: 62 })],
  ["na real era 19,90", edit({ amount: 19.9 })],
  ["errei o valor, o certo é 240", edit({ amount: 240 })],
  ["opa, era 35 e não 53", edit({ amount: 35 })],
  ["altera o valor do último pra 1.200", edit({ amount: 1200 })],
  ["não, a luz era 230", edit({ amount: 230 })],
  ["o último era farmácia, não mercado", edit({ category: "Saúde", description: "farmácia" })],
  ["muda a categoria do último para transporte", edit({ category: "Transporte" })],
  ["o último foi anteontem", edit({ date: "2026-11-20" })],
  ["corrige a data do último pra 15/11", edit({ date: "2026-11-15" })],
  ["troca a descrição do último para jantar com amigos", edit({ description: "jantar com amigos" })],
]);

table("deletions with a count", [
  ["apaga o último", { intent: "delete_last", count: 1 }],
  ["apaga os 2 últimos", { intent: "delete_last", count: 2 }],
  ["exclui os três últimos lançamentos", { intent: "delete_last", count: 3 }],
  ["remove as duas últimas despesas", { intent: "delete_last", count: 2 }],
  ["deleta os últimos 4 registros", { intent: "delete_last", count: 4 }],
  ["cancela o último gasto", { intent: "delete_last", count: 1 }],
  ["apaguei o último sem querer, desfaz", { intent: "delete_last", count: 1 }],
  ["desfaz", { intent: "delete_last", count: 1 }],
  ["exclui a última", { intent: "delete_last", count: 1 }],
  ["apaga os cinco últimos registros", { intent: "delete_last", count: 5 }],
]);

table("lists of records", [
  ["lista meus gastos de ontem", q("list", "2026-11-21", "2026-11-21", { kind: "expense", category: null })],
  ["quais foram minhas despesas do mês?", q("list", "2026-11-01", "2026-11-22", { kind: "expense" })],
  [
    "me mostra os gastos com mercado da semana",
    q("list", "2026-11-16", "2026-11-22", { kind: "expense", category: "Mercado" }),
  ],
  ["mostra minhas receitas de outubro", q("list", "2026-10-01", "2026-10-31", { kind: "income" })],
  ["o que eu comprei hoje?", q("list", "2026-11-22", "2026-11-22", { kind: "expense" })],
  ["com o que eu gastei essa semana?", q("list", "2026-11-16", "2026-11-22", { kind: "expense" })],
  ["lista meus investimentos do ano", q("list", "2026-01-01", "2026-11-22", { kind: "investment" })],
  ["quero ver meus lançamentos de hoje", q("list", "2026-11-22", "2026-11-22", { kind: null })],
  [
    "detalha os gastos de transporte do mês passado",
    q("list", "2026-10-01", "2026-10-31", { kind: "expense", category: "Transporte" }),
  ],
  ["quais foram as entradas da semana?", q("list", "2026-11-16", "2026-11-22", { kind: "income" })],
]);

table("questions about reminders", [
  ["quais são meus lembretes?", q("reminders", "2026-11-22", "2026-12-21")],
  ["tenho conta pra pagar amanhã?", q("reminders", "2026-11-23", "2026-11-23")],
  ["o que vence essa semana?", q("reminders", "2026-11-22", "2026-11-22")],
  ["o que vence semana que vem?", q("reminders", "2026-11-23", "2026-11-29")],
  ["quais boletos vencem esse mês?", q("reminders", "2026-11-22", "2026-11-30")],
  ["tem alguma conta vencendo hoje?", q("reminders", "2026-11-22", "2026-11-22")],
  ["me mostra meus lembretes", q("reminders", "2026-11-22", "2026-12-21")],
  ["o que vence em dezembro?", q("reminders", "2026-12-01", "2026-12-31")],
  ["quais contas tenho pra pagar nos próximos 10 dias?", q("reminders", "2026-11-22", "2026-12-01")],
  ["lista meus lembretes", q("reminders", "2026-11-22", "2026-12-21")],
]);

table("weekdays", [
  ["gastei 40 no bar sexta", exp(40, { date: "2026-11-20" })],
  ["sábado paguei 120 no mercado", exp(120, { date: "2026-11-21" })],
  ["na segunda almocei por 32", exp(32, { date: "2026-11-16" })],
  ["domingo gastei 15 de pão", exp(15, { date: "2026-11-22" })],
  ["quarta-feira abasteci 180", exp(180, { date: "2026-11-18" })],
  ["na terça passada paguei 90 de luz", exp(90, { date: "2026-11-17" })],
  ["recebi 500 na quinta", { intent: "record", kind: "income", amount: 500, date: "2026-11-19" }],
  ["me lembra de pagar a escola na segunda", { intent: "reminder", date: "2026-11-23" }],
  ["me lembra do dentista no domingo", { intent: "reminder", date: "2026-11-29" }],
  ["lembrete: pagar o condomínio sexta", { intent: "reminder", date: "2026-11-27" }],
]);

table("thanks and goodbyes", [
  ["valeu", { intent: "thanks" }],
  ["obrigada!!", { intent: "thanks" }],
  ["muito obrigado pela ajuda", { intent: "thanks" }],
  ["brigadão 🙏", { intent: "thanks" }],
  ["vlw, até mais", { intent: "thanks" }],
  ["tchau", { intent: "thanks" }],
  ["obg", { intent: "thanks" }],
  ["valeu demais, tostão", { intent: "thanks" }],
  ["agradeço", { intent: "thanks" }],
  ["falou, até amanhã", { intent: "thanks" }],
  ["ok, obrigado", { intent: "thanks" }],
]);

describe("several items in one message", () => {
  // Each record as "amount category (payment)", the payment only when the message says it.
  const items = (text: string) =>
    parseMessage(text, NOW).map((r) =>
      r.intent === "record"
        ? `${r.amount} ${r.category}${r.payment?.method ? ` (${r.payment.method})` : ""}`
        : r.intent,
    );
  it.each<[string, string[]]>([
    ["feira 60, açougue 90, tudo no débito", ["60 Mercado (debit)", "90 Mercado (debit)"]],
    ["uber 20 e almoço 30, tudo no pix", ["20 Transporte (pix)", "30 Alimentação (pix)"]],
    ["gasolina 120\nalmoço 35\nestacionamento 15", ["120 Transporte", "35 Alimentação", "15 Transporte"]],
    ["farmácia 45\nração 80", ["45 Saúde", "80 Pets"]],
    ["comprei um lanche por 25 e uma coca por 8", ["25 Alimentação", "8 Alimentação"]],
    ["paguei 200 de luz e 120 de internet, ambos no boleto", ["200 Contas (boleto)", "120 Contas (boleto)"]],
    ["cinema 50, pipoca 30, tudo no crédito", ["50 Lazer (credit)", "30 Lazer (credit)"]],
    ["netflix 55\nspotify 22\ndisney 40", ["55 Assinaturas", "22 Assinaturas", "40 Assinaturas"]],
    ["padaria 12 e mercado 80", ["12 Alimentação", "80 Mercado"]],
    ["dentista 300, remédio 60, tudo no cartão", ["300 Saúde (credit)", "60 Saúde (credit)"]],
    // a way of paying said after an amount is that amount's, up to the next thing
    ["uber 30 no pix almoço 25", ["30 Transporte (pix)", "25 Alimentação"]],
    ["uber 30 no nubank almoço 25", ["30 Transporte (credit)", "25 Alimentação"]],
    ["uber 30 em dinheiro lanche 12 no pix", ["30 Transporte (cash)", "12 Alimentação (pix)"]],
    ["mercado 100 no cartão do itaú farmácia 50", ["100 Mercado (credit)", "50 Saúde"]],
    ["almoço 30 no vr uber 20", ["30 Alimentação (voucher)", "20 Transporte"]],
  ])("%s", (text, want) => {
    expect(items(text)).toEqual(want);
  });
});
