// Voice notes as speech-to-text writes them (numbers in words, the decimal comma said aloud, two
// amounts one after the other for one thing) and typos of the verbs that take a record back.
// NOW is Sunday 22/11/2026, noon in São Paulo.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { asked, exp, NOW, table } from "./parse-table.test-support.ts";

const amountAlone = (amount: number) => ({ intent: "unknown", hint: "amount", amount });

table("an amount said alone in several words is an amount, as its digits are", [
  ["cinquenta e seis", amountAlone(56)],
  ["mil e duzentos", amountAlone(1200)],
  ["cento e vinte e cinco reais", amountAlone(125)],
  ["dezenove e noventa", amountAlone(19.9)],
  ["vinte", amountAlone(20)],
  // with something else said it is no amount alone
  ["cinquenta e seis anos", { intent: "unknown" }],
]);

table("spoken centavos are said from ten up, and 'um e cinquenta' is R$ 1,50", [
  ["gastei dezenove e noventa no mercado", exp(19.9, { category: "Mercado" })],
  ["um e cinquenta de bala", exp(1.5, { description: "bala" })],
  ["paguei um e noventa no café", exp(1.9)],
  ["dois e três", { intent: "unknown" }],
  ["uma e trinta", { intent: "unknown" }],
]);

table("the decimal comma said aloud ('vírgula') joins reais and centavos", [
  ["gastei 52 vírgula 90 no mercado", exp(52.9, { category: "Mercado", description: "mercado" })],
  ["farmácia dezenove vírgula noventa e nove", exp(19.99, { category: "Saúde", description: "farmácia" })],
  ["uber 18 virgula 5", exp(18.5, { category: "Transporte" })],
  ["cinco vírgula cinco de pão", exp(5.5)],
  ["paguei doze vírgula zero nove", exp(12.09)],
  // with no number after it the word changes nothing
  ["gastei 52 vírgula no mercado", exp(52, { category: "Mercado" })],
]);

table("two whole amounts side by side for one thing, said as a guess, are asked", [
  ["gastei uns dez quinze reais de pão", asked([10, 15], { category: "Alimentação", description: "pão" })],
  ["gastei uns 10 15 reais de pão", asked([10, 15], { description: "pão" })],
  ["gastei tipo uns quarenta cinquenta reais no bar", asked([40, 50], { category: "Lazer" })],
  ["gastei entre 10 e 15 de pão", asked([10, 15], { description: "pão" })],
  ["gastei entre dez e quinze reais no lanche", asked([10, 15], { description: "lanche" })],
  ["gastei de 10 a 15 reais no lanche", asked([10, 15], { description: "lanche" })],
  // a guess restated more precisely is the amount said last; a note of its own for each stays two
  ["uns 130, 134,70 no mercado", exp(134.7)],
  ["gastei uns 80 78,50 na farmácia", exp(78.5)],
  ["dividi entre 3 e paguei 40", { intent: "confirm_record", reason: "shared" }],
]);

describe("two amounts said apart, or not as a guess, are not candidates", () => {
  it("the legs of a trip, and two things each with its amount, stay two records", () => {
    expect(parseMessage("uber 18 volta 22", NOW)).toHaveLength(2);
    expect(parseMessage("gastei trinta no almoço e quarenta de uber", NOW)).toEqual([
      expect.objectContaining(exp(30, { description: "almoço" })),
      expect.objectContaining(exp(40, { description: "uber" })),
    ]);
  });
  it("amounts too far apart to be one guess are not asked", () => {
    expect(parseMessage("gastei uns 10 50 reais de pão", NOW)[0]).not.toMatchObject({ roughly: [10, 50] });
  });
});

table("a count said in a word before a thing bought is no money", [
  ["comprei dois pastel e uma coca deu vinte e dois", exp(22, { category: "Alimentação" })],
  ["três pão de queijo nove reais", exp(9)],
  ["comprei duas coxinha por dez", exp(10)],
  [
    "comprei dois pastel de oito",
    { intent: "confirm_record", reason: "each", each: { count: 2, price: 8 }, record: exp(16) },
  ],
  [
    "comprei duas camisetas de cinquenta",
    { intent: "confirm_record", reason: "each", each: { count: 2, price: 50 }, record: exp(100) },
  ],
]);

table("a typo of a verb that takes a record back is read as the verb", [
  ["apga esse", { intent: "delete_last", count: 1 }],
  ["apgaa o ultimo", { intent: "delete_last", count: 1 }],
  ["exclu o ultimo", { intent: "delete_last", count: 1 }],
  ["desfas", { intent: "delete_last", count: 1 }],
  // a word of its own near it is not
  ["alaga 20", exp(20)],
]);

describe("a run-on message: each amount keeps its own place and day", () => {
  const read = (text: string) =>
    parseMessage(text, NOW).map((r) =>
      r.intent === "record" ? { amount: r.amount, date: r.date, description: r.description } : r,
    );
  it("where the money went, said right after the amount, is that amount's", () => {
    expect(read("gastei 12 no café 30 no almoço")).toEqual([
      { amount: 12, date: "2026-11-22", description: "café" },
      { amount: 30, date: "2026-11-22", description: "almoço" },
    ]);
    expect(read("paguei 100 na farmácia 50 no mercado")).toEqual([
      { amount: 100, date: "2026-11-22", description: "farmácia" },
      { amount: 50, date: "2026-11-22", description: "mercado" },
    ]);
    expect(read("gastei doze vírgula cinquenta no café trinta no almoço e vinte e dois de uber")).toEqual([
      { amount: 12.5, date: "2026-11-22", description: "café" },
      { amount: 30, date: "2026-11-22", description: "almoço" },
      { amount: 22, date: "2026-11-22", description: "uber" },
    ]);
  });
  it("days said after each amount, with no 'e', date each", () => {
    expect(read("gastei 30 ontem 40 hoje")).toEqual([
      { amount: 30, date: "2026-11-21", description: "outros" },
      { amount: 40, date: "2026-11-22", description: "outros" },
    ]);
    expect(read("gastei 30 no sábado 40 no domingo")).toEqual([
      { amount: 30, date: "2026-11-21", description: "outros" },
      { amount: 40, date: "2026-11-22", description: "outros" },
    ]);
  });
  it("a day said alone between two amounts is the second's", () => {
    expect(read("gastei quarenta reais de gasolina ontem e hoje mais sessenta")).toEqual([
      { amount: 40, date: "2026-11-21", description: "gasolina" },
      { amount: 60, date: "2026-11-22", description: "gasolina" },
    ]);
  });
  it("what is not a place or a day still goes as before", () => {
    expect(read("mercado 100 farmácia 50").map((r) => "amount" in r && r.amount)).toEqual([100, 50]);
    expect(read("uber 18 na ida 22 na volta").map((r) => "amount" in r && r.amount)).toEqual([18, 22]);
    expect(read("gasolina 35 anteontem e 50 ontem").map((r) => "date" in r && r.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
    ]);
  });
});

table("the message that booked a record names none: the last one goes", [
  ["apaga o último que eu mandei", { intent: "delete_last", count: 1 }],
  ["apaga a ultima mensagem", { intent: "delete_last", count: 1 }],
  ["apaga o que eu mandei agora", { intent: "delete_last", count: 1 }],
  ["tira o que eu anotei", { intent: "delete_last", count: 1 }],
  ["apaga o ultimo gasto q eu fiz", { intent: "delete_last", count: 1, kind: "expense" }],
  // a record named is still the one meant
  ["apaga o uber que eu mandei", { intent: "delete_last", target: "uber" }],
  ["mandei 50 pra minha mae", exp(50)],
]);

table("a voice note's fillers and misspelt number words", [
  ["é hum gastei trinta reais de uber", exp(30, { description: "uber" })],
  ["daí eu paguei a conta de luz que deu cento e vinte", exp(120, { description: "conta luz" })],
  ["ahn recebi o salário hoje dois mil e cem", { intent: "record", kind: "income", amount: 2100 }],
  ["rcb 200 do freela", { intent: "record", kind: "income", amount: 200, description: "freela" }],
  ["gastei sinquenta no mercado", exp(50, { category: "Mercado" })],
  ["dusentos de mercado", exp(200, { category: "Mercado" })],
  ["quinse reais de pão", exp(15)],
]);

table("a space where the comma goes ('uber 12 50') is asked, never R$ 12 with the 50 lost", [
  ["uber 12 50", asked([12, 12.5], { category: "Transporte", description: "uber" })],
  ["gastei 1 50 no café", asked([1, 1.5], { description: "café" })],
  ["ifood 42 90", asked([42, 42.9])],
  // of like size the second may be meant too
  ["gastei 30 35 de gasolina", asked([30, 30.35, 35], { description: "gasolina" })],
  ["mercado 87 90", asked([87, 87.9, 90], { category: "Mercado" })],
  // the ride app named before its price, and a guess, are not
  ["99 25", exp(25)],
  ["gastei uns 40 50 no uber", asked([40, 50])],
]);

describe("two numbers side by side with a thing named on each side are two records", () => {
  it("'uber 12 50 de gasolina' is the uber's 12 and the gasolina's 50", () => {
    expect(parseMessage("uber 12 50 de gasolina", NOW)).toEqual([
      expect.objectContaining(exp(12, { description: "uber" })),
      expect.objectContaining(exp(50, { description: "gasolina" })),
    ]);
    expect(parseMessage("almoço 30 35 de uber", NOW)).toEqual([
      expect.objectContaining(exp(30, { description: "almoço" })),
      expect.objectContaining(exp(35, { description: "uber" })),
    ]);
  });
});

const shared = (total: number, people: number, part: number) => ({
  intent: "confirm_record",
  reason: "shared",
  record: exp(part),
  shared: { total, people },
});

table("'pra N' after a verb of sharing is by how many the bill was shared", [
  ["dividi a conta de 120 pra 3", shared(120, 3, 40)],
  ["rachei a conta do bar deu 120 pra 3", shared(120, 3, 40)],
  ["rachamos o uber de 60 pra duas pessoas", shared(60, 2, 30)],
  // with no verb of sharing it is how many it was for; with no count, where
  ["gastei 80 no rodízio pra 4", exp(80)],
  ["dividi o uber pra casa 30", exp(30)],
]);

table("'gasosa' is gasolina", [
  ["coloquei 50 de gasosa", exp(50, { category: "Transporte" })],
  ["gasosa 50", exp(50, { category: "Transporte" })],
  [
    "quanto gastei de gasosa esse mes",
    { intent: "query", metric: "expenses", category: "Transporte", text: "gasosa" },
  ],
]);

table("a voice note asks without '?'", [
  ["tô no vermelho", { intent: "query", metric: "balance" }],
  ["ainda to no azul", { intent: "query", metric: "balance" }],
  ["fiquei no negativo", { intent: "query", metric: "balance" }],
  ["quanto que foi o mercado", { intent: "query", metric: "expenses", category: "Mercado" }],
  ["pintei a parede de azul", { intent: "unknown" }],
]);

table("a follow-up with the question said again after the change", [
  ["e semana passada quanto foi", { intent: "follow_up", from: "2026-11-09", to: "2026-11-15" }],
  ["e no mercado quanto deu", { intent: "follow_up", category: "Mercado" }],
  ["e de uber quanto foi", { intent: "follow_up", category: "Transporte", text: "uber" }],
  ["e ontem quanto que deu", { intent: "follow_up", from: "2026-11-21", to: "2026-11-21" }],
  // asked first, it is a question of its own
  ["e quanto foi de lazer?", { intent: "query", metric: "expenses", category: "Lazer" }],
]);

const edit = (amount: number) => ({ intent: "edit_last", amount, category: null, date: null });

table("a word that takes back what was just said, then only the amount meant, corrects it", [
  ["ops 45", edit(45)],
  ["opa 45", edit(45)],
  ["ops quarenta e cinco", edit(45)],
  ["nao 52", edit(52)],
  ["nao 52 reais", edit(52)],
  ["não, cinquenta e dois", edit(52)],
  ["digo cinquenta e cinco", edit(55)],
  ["quer dizer 55", edit(55)],
  ["ou melhor 55", edit(55)],
  ["aliás 55", edit(55)],
  ["peraí é 55", edit(55)],
  ["pera, é cinquenta e cinco", edit(55)],
  // "pera" alone is a fruit; an interjection with an amount names nothing bought
  ["pera 5", exp(5, { description: "pera" })],
  ["eita 45", amountAlone(45)],
  ["putz 45 de uber", exp(45, { description: "uber" })],
  ["maçã 10", exp(10, { category: "Mercado", description: "maçã" })],
]);

table("taken back, then the amount and the thing it was for: a record that restates that thing", [
  ["ops 45 no mercado", exp(45, { category: "Mercado", restates: "mercado" })],
  ["opa, foi 45 no mercado", exp(45, { category: "Mercado", restates: "mercado" })],
  ["ops, era 45 no mercado", exp(45, { restates: "mercado" })],
  ["na verdade foi 45 no mercado", exp(45, { restates: "mercado" })],
  ["errei, 45 de uber", exp(45, { category: "Transporte", restates: "uber" })],
  ["ops 8 de xerox", exp(8, { restates: "xerox" })],
  // the record named after an article, where it was said with a verb, a "no", or no thing at all
  ["na verdade era 25 o estacionamento", { intent: "edit_last", amount: 25, target: "estacionamento" }],
  ["ops 45 não 54", edit(45)],
  ["ops 45 reais", edit(45)],
  ["ops, foram 12x", { intent: "edit_last", installments: 12 }],
]);

describe("'opa' greets as well: it takes back only with 'foi'/'era' after it", () => {
  it("'opa, 30 de uber' is a record of its own, restating nothing", () => {
    const [read] = parseMessage("opa, 30 de uber", NOW);
    expect(read).toMatchObject(exp(30, { category: "Transporte" }));
    expect(read).not.toHaveProperty("restates");
  });
});

describe("the field a correction names, and a comma after it, name no record", () => {
  it("'errei o valor, é 45' is the record talked about; 'do uber' still names one", () => {
    const [value] = parseMessage("errei o valor, é 45", NOW);
    expect(value).toMatchObject({ intent: "edit_last", amount: 45 });
    expect(value).not.toHaveProperty("target");
    const [day] = parseMessage("errei a data, foi ontem", NOW);
    expect(day).toMatchObject({ intent: "edit_last", date: "2026-11-21" });
    expect(day).not.toHaveProperty("target");
    expect(parseMessage("errei o valor do uber, é 45", NOW)).toEqual([
      expect.objectContaining({ intent: "edit_last", amount: 45, target: "uber" }),
    ]);
  });
});

table("the corrections said with digits are said with number words too", [
  ["não é quarenta é cinquenta", edit(50)],
  ["não é 45 é 54", edit(54)],
  ["quarenta e cinco não cinquenta e quatro", edit(45)],
  ["cinquenta e quatro na verdade", edit(54)],
  // "é" with its accent is "is", never the "e" of spoken centavos; without it "12 e 50" still is
  ["12 e 50 no mercado", exp(12.5)],
]);

table("'rs' glued to the digits is the currency, as 'r$' is", [
  ["RS50 mercado", exp(50, { category: "Mercado" })],
  ["uber rs18", exp(18, { category: "Transporte" })],
  ["rs50", amountAlone(50)],
]);

table("a transcript's label says nothing", [
  ["Áudio: gastei 50 no mercado", exp(50, { category: "Mercado", description: "mercado" })],
  ["[áudio] gastei cinquenta no mercado", exp(50, { description: "mercado" })],
  ["Transcrição: paguei trinta de uber", exp(30, { description: "uber" })],
  ["Áudio transcrito: quanto gastei hoje", { intent: "query", metric: "expenses", from: "2026-11-22" }],
  ["áudio do carro 300", exp(300, { description: "áudio carro" })],
]);

table("'não foi no crédito' is 'não, foi no crédito' with its comma unsaid", [
  ["não foi no credito", { intent: "edit_last", payment: { method: "credit" } }],
  ["nao foi no pix", { intent: "edit_last", payment: { method: "pix" } }],
  ["não era no nubank", { intent: "edit_last", payment: { method: "credit", card: "Nubank" } }],
  // a place refused stays a refusal; two ways said are read as said
  ["não foi no mercado", { intent: "unknown", hint: "not_spent" }],
  ["não foi no crédito, foi no débito", { intent: "edit_last", payment: { method: "debit" } }],
]);

table("'dia cinco mil e duzentos' is the 5th and R$ 1.200: nobody names day 5.200", [
  [
    "me lembra de pagar o aluguel dia cinco mil e duzentos",
    { intent: "reminder", amount: 1200, date: "2026-12-05" },
  ],
  ["paguei o aluguel dia cinco mil e duzentos", exp(1200, { date: "2026-11-05", category: "Moradia" })],
  ["todo dia cinco aluguel mil e duzentos", exp(1200, { recurrence: { day: 5 } })],
  // thousands said alone are still thousands
  ["gastei cinco mil no carro", exp(5000)],
]);

table("a time said in words is no amount: 'às duas e quinze', 'das sete e meia'", [
  ["às duas e quinze paguei vinte de lanche", exp(20, { description: "lanche" })],
  ["uber das sete e meia vinte e dois reais", exp(22, { category: "Transporte", description: "uber" })],
  ["às oito da noite gastei quarenta no bar", exp(40, { category: "Lazer", description: "bar" })],
  ["às oito gastei trinta", exp(30)],
  // "das" before digits, or above twelve, is still money
  ["gastei 50 das 100 que tinha", exp(50)],
]);

table("'oq' is 'o que'", [
  ["oq eu gastei hj", { intent: "query", metric: "list", kind: "expense", from: "2026-11-22" }],
  ["oq vc faz", { intent: "help" }],
]);

table("thousands typed apart by a space are one amount: 'paguei 1 500 no conserto'", [
  ["paguei 1 500 no conserto", exp(1500, { description: "conserto" })],
  ["paguei 12 000 no carro", exp(12000)],
  // a number that names a thing, a part, or the ride app stays itself
  ["apto 302 100", exp(100)],
  ["99 250", exp(250, { description: "99" })],
]);

table("zeros typed as the letter O: 'mercado 1OO'", [
  ["mercado 1OO", exp(100, { category: "Mercado", description: "mercado" })],
  ["gastei 5oo no celular", exp(500)],
  // one "o" where an amount goes: after a money verb or a thing, before the currency, between digits
  ["gastei 5o", exp(50)],
  ["gastei 2O de uber", exp(20, { category: "Transporte" })],
  ["uber 2o no pix", exp(20, { payment: { method: "pix" } })],
  ["almoço 3o", exp(30, { description: "almoço" })],
  ["5o reais de pão", exp(50)],
  ["gastei 1o5 no mercado", exp(105, { description: "mercado" })],
  ["paguei 2o,50 no lanche", exp(20.5)],
  ["5o", { intent: "unknown", hint: "amount", amount: 50 }],
  // one "o" that ranks something is an ordinal: before a word that ranks, after an article
  ["2o lugar", { intent: "unknown" }],
  ["moro no 5o andar", { intent: "unknown" }],
  ["gastei 5o no 2o andar", exp(50)],
  ["recebi o 13o", { intent: "incomplete", kind: "income", category: "Salário" }],
  ["recebi meu 13o", { intent: "incomplete", kind: "income", category: "Salário" }],
  ["paguei a 2o parcela 300", exp(300)],
  // the first of a month is a day
  ["gastei 50 no dia 1o", exp(50, { date: "2026-11-01" })],
  ["me lembra de pagar o aluguel dia 1o", { intent: "reminder", date: "2026-12-01" }],
]);

table("a guess restated right after is never read as thousands set apart", [
  ["uns 130 134,70 no mercado", exp(134.7, { category: "Mercado" })],
  ["gastei tipo 1 500 no conserto", exp(1500)],
  ["1 234,56", amountAlone(1234.56)],
]);

describe("two days said with 'cada dia' are a record on each", () => {
  const days = (text: string) =>
    parseMessage(text, NOW).map((r) => (r.intent === "record" ? [r.amount, r.date] : r.intent));
  it("books the amount on each day said", () => {
    expect(days("anteontem e ontem gastei quarenta de uber cada dia")).toEqual([
      [40, "2026-11-20"],
      [40, "2026-11-21"],
    ]);
    expect(days("gastei 30 cada um ontem e hoje")).toEqual([
      [30, "2026-11-21"],
      [30, "2026-11-22"],
    ]);
  });
  it("without 'cada', whether it is each day's or both's is asked, the record on the later day", () => {
    const asked = { intent: "confirm_record", reason: "days" };
    expect(parseMessage("gastei 20 de uber ontem e anteontem", NOW)).toEqual([
      expect.objectContaining({
        ...asked,
        days: ["2026-11-21", "2026-11-20"],
        record: expect.objectContaining({ amount: 20, date: "2026-11-21", description: "uber" }),
      }),
    ]);
    expect(parseMessage("ontem e hoje paguei 30 de estacionamento", NOW)).toEqual([
      expect.objectContaining({
        ...asked,
        record: expect.objectContaining({ amount: 30, date: "2026-11-22" }),
      }),
    ]);
    expect(parseMessage("recebi 100 do freela dia 18 e dia 20", NOW)).toEqual([
      expect.objectContaining({ ...asked, days: ["2026-11-18", "2026-11-20"] }),
    ]);
  });
  it("a question about two days, or an amount for each day, is read as before", () => {
    expect(days("quanto gastei ontem e hoje")).toEqual(["query"]);
    expect(days("gastei 35 de uber hj e ontem 28")).toEqual([
      [35, "2026-11-22"],
      [28, "2026-11-21"],
    ]);
  });
});

table("'foi em três' is how many parts, never R$ 3", [
  ["na verdade foi em três", { intent: "edit_last", amount: null, installments: 3 }],
  ["foi em 3", { intent: "edit_last", amount: null, installments: 3 }],
  ["na vdd foi em duas", { intent: "edit_last", installments: 2 }],
  // past what a card splits in, it is an amount
  ["foi em 100", { intent: "edit_last", amount: 100 }],
]);

table("a reason said after a deletion names nothing", [
  ["apaga isso foi engano", { intent: "delete_last", count: 1 }],
  ["apaga esse foi sem querer", { intent: "delete_last", count: 1 }],
  ["apaga o uber foi erro", { intent: "delete_last", target: "uber" }],
]);

table("a short note with 'de' before its price, or an article before the thing", [
  ["pudim de 35", exp(35, { category: "Alimentação", description: "pudim" })],
  ["e um pudim de 35", exp(35, { description: "pudim" })],
  ["nota de 50", { intent: "unknown" }],
  ["idade de 12", { intent: "unknown" }],
]);
