import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { exp, inc, NOW, table } from "./parse-table.test-support.ts";

table("a card's last digits in a purchase notice are no amount", [
  [
    "Compra de R$ 37,90 APROVADA em PADARIA REAL para o cartão com final 1234",
    exp(37.9, { category: "Alimentação", description: "padaria real" }),
  ],
  [
    "compra aprovada no cartao final 9876, R$ 120,00 farmacia",
    exp(120, { category: "Saúde", description: "farmacia" }),
  ],
  // what the notice says of the purchase is no part of its name; "real" after a name is the name's
  [
    "Transação autorizada: R$ 15,00 em LANCHONETE REAL SABOR",
    exp(15, { description: "lanchonete real sabor" }),
  ],
  ["gastei 50 real no mercado", exp(50, { description: "mercado" })],
  ["na real gastei 30 no bar", exp(30, { description: "bar" })],
  ["gastei 50 no mercado com o cartao terminado em 4321", exp(50, { category: "Mercado" })],
]);

table("a document's or an account's digits in a pasted notice are no amount", [
  ["Pix recebido: R$ 200,00 de JOAO SILVA CPF ***.456.789-**", inc(200, { payment: { method: "pix" } })],
  [
    "Você recebeu um Pix de R$ 150,00 de MARIA, agência 0001 conta 12345-6",
    inc(150, { description: "maria conta" }),
  ],
  ["pix de 300 pro cnpj 12.345.678/0001-90", exp(300)],
  ["Compra aprovada CARTAO FINAL 1234 R$ 89,90 em 3x LOJAS AMERICANAS", exp(89.9)],
  ["paguei a conta 150", exp(150)],
]);

table("a time of day is no amount", [
  ["uber das 7h45, 22 reais", exp(22, { category: "Transporte", description: "uber" })],
  ["gastei 45 hoje às 19h30 no bar", exp(45, { category: "Lazer" })],
  [
    "paguei 35 no estacionamento das 14 as 18",
    exp(35, { category: "Transporte", description: "estacionamento" }),
  ],
  ["estacionamento de 9 às 17, 40 reais", exp(40, { category: "Transporte" })],
  ["diarista das 8 ate as 12, 120", exp(120)],
  ["uber 7 da manha 22", exp(22, { description: "uber" })],
  ["pizza 10 da noite, 60", exp(60, { description: "pizza" })],
  ["pizza as 21h 80", exp(80, { description: "pizza" })],
  ["paguei 10 de manha no cafe", exp(10)],
  ["gastei 12 da manhã", exp(12)],
]);

table("a numbered instalment names a part, not an amount or a date", [
  [
    "paguei a parcela 3 de 10 do carro, 890",
    exp(890, { category: "Transporte", date: "2026-11-22", description: "parcela carro 3/10" }),
  ],
  ["parcela 2/10 do notebook 250", exp(250, { date: "2026-11-22", description: "parcela notebook 2/10" })],
  [
    "paguei a primeira parcela do curso, 3 de 400",
    exp(400, { category: "Educação", description: "primeira parcela curso" }),
  ],
  ["prestacao 4 de 12 da geladeira 350", exp(350, { description: "prestacao geladeira 4/12" })],
  ["parcela 4/12 do celular 199,90", exp(199.9, { date: "2026-11-22" })],
  [
    "paguei a 5ª parcela de 10 do carro, 890",
    exp(890, { category: "Transporte", description: "parcela carro 5/10" }),
  ],
  ["paguei a quinta parcela de 12 da tv 150", exp(150, { description: "parcela tv 5/12" })],
  ["paguei a 2ª parcela de 150", exp(150)],
  ["2a parcela do iphone 350", exp(350, { description: "2ª parcela iphone" })],
  ["prestação do carro 3 de 48, 1.200", exp(1200, { description: "prestação carro 3/48" })],
  ["paguei a parcela do carro 3 de 10, 890", exp(890, { description: "parcela carro 3/10" })],
  ["parcela 5/10 350", exp(350, { description: "parcela 5/10" })],
]);

describe("what the readings of numbers that are not money must not catch", () => {
  it("'parcela 3 de 10' with no money said books nothing", () => {
    for (const text of ["paguei a parcela 3 de 10 do carro", "paguei a parcela do carro 3 de 10"])
      expect(parseMessage(text, NOW)).not.toMatchObject([{ intent: "record" }]);
  });
  it("a range of prices and dates stay what they are", () => {
    expect(parseMessage("gastei 30 no dia 2/10", NOW)).toMatchObject([{ amount: 30, date: "2026-10-02" }]);
    expect(parseMessage("2 cafés de 7 cada", NOW)).toMatchObject([{ amount: 14 }]);
    expect(parseMessage("paguei 1234 de aluguel", NOW)).toMatchObject([{ amount: 1234 }]);
  });
  it("four digits said as money after 'final' stay money", () => {
    expect(parseMessage("no final deu 1234 reais de mercado", NOW)).toMatchObject([{ amount: 1234 }]);
  });
});

table('a unit price said with "reais cada" is multiplied, as "cada" alone is', [
  ["vendi 20 salgados a 5 reais cada", inc(100, { category: "Vendas" })],
  ["comprei 3 camisetas, 40 reais cada uma", exp(120, { category: "Compras" })],
  ["2 ingressos de 60 reais cada pro show", exp(120, { category: "Lazer" })],
  ["tomei 2 cafés, 7 reais cada", exp(14, { category: "Alimentação" })],
  ["comprei 2 pizzas, R$ 45 cada", exp(90)],
  ["vendi 10 bolos por 25 reais cada", inc(250)],
  ["2 ingressos 60 reais cada", exp(120)],
  ["gastei 120 em 3 camisetas, 40 reais cada", exp(120, { description: "3 camisetas" })],
  ["comprei 3 camisetas por 120, 40 cada", exp(120)],
]);

table('"cada um(a)" said before the price makes it each one\'s, and the count may come after it', [
  ["comprei 2 camisetas, cada uma 40", exp(80, { category: "Compras", description: "2 camisetas" })],
  ["tomei 4 cervejas, cada uma custou 8", exp(32, { category: "Alimentação" })],
  ["comprei 2 camisetas cada uma foi 40", exp(80)],
  ["vendi 20 salgados, cada um 5 reais", inc(100, { category: "Vendas" })],
  ["2 ingressos cada 60", exp(120, { category: "Lazer" })],
  ["cada cerveja foi 8 e tomei 4", exp(32, { category: "Alimentação", description: "cerveja" })],
  ["cada pastel 7, comi 3", exp(21, { description: "pastel" })],
  ["cada cerveja foi 8 e tomei 4 cerveja", exp(32)],
  // the total said too: the price of each is no second record
  ["gastei 120 em 3 camisetas, cada uma 40", exp(120, { description: "3 camisetas" })],
  ["comprei 3 camisetas por 120, cada uma 40", exp(120)],
  // "cada mês" is how often; a count with no price of each stays money
  ["uber 20 e tomei 2", exp(20)],
  ["3 pão de queijo por 15", exp(15)],
]);

const howMuch = (count: number | undefined, extra: Record<string, unknown> = {}) => ({
  intent: "incomplete",
  kind: "expense",
  missing: ["amount"],
  ...(count === undefined ? {} : { count }),
  ...extra,
});

table("things had and counted, their price unsaid: how much is asked, never the count booked", [
  ["tomei 4 cerveja", howMuch(4, { category: "Alimentação", description: "4 cerveja" })],
  ["tomei 3 chopp", howMuch(3, { category: "Alimentação" })],
  ["comi 2 coxinhas", howMuch(2, { description: "2 coxinhas" })],
  ["tomei duas cervejas", howMuch(2)],
  ["peguei 2 ubers hoje", howMuch(2, { category: "Transporte" })],
  ["pedi 2 pizza", howMuch(2, { category: "Alimentação" })],
  ["comprei 2 camisetas", howMuch(2, { category: "Compras", description: "2 camisetas" })],
  ["vendi 3 pastel", { ...howMuch(3, { category: "Vendas" }), kind: "income" }],
  // what things are counted in, typed in the singular
  ["comprei 3 lata de cerveja", howMuch(3, { category: "Alimentação" })],
  ["comprei 3 lata de cerveja 15", exp(15, { description: "3 lata cerveja" })],
  ["tomei 2 dose", howMuch(2)],
  // the price said: the count counts, the money is the price
  ["tomei 4 cerveja e paguei 32", exp(32, { description: "4 cerveja" })],
  ["comprei 3 das camisetas por 90", exp(90, { description: "3 camisetas" })],
  // a weight is no count; a larger number after "peguei" is the fare
  ["peguei 15 uber", exp(15, { category: "Transporte" })],
  ["fiz 30 anos", { intent: "unknown" }],
]);

it("a weight bought is no count of things", () => {
  const [asked] = parseMessage("comprei 2kg de carne", NOW);
  expect(asked).toMatchObject(howMuch(undefined, { category: "Mercado" }));
  expect(asked).not.toHaveProperty("count");
});

const countAsked = (said: [number, number], price: number, extra: Record<string, unknown> = {}) => ({
  intent: "incomplete",
  kind: "expense",
  missing: ["amount"],
  counts: { said, price },
  ...extra,
});

table("two counts of a thing bought are no amount: the total is asked, never the first count booked", [
  [
    "comprei 2 ou 3 camisetas de 40",
    countAsked([2, 3], 40, { category: "Compras", description: "camisetas" }),
  ],
  ["tomei umas 2 ou 3 cervejas de 12 cada", countAsked([2, 3], 12, { description: "cervejas" })],
  ["comprei 2 ou 3 camisetas a 40 ontem", countAsked([2, 3], 40, { date: "2026-11-21" })],
  // no price, or the total said: the count changes nothing
  [
    "comprei 2 ou 3 pães",
    { intent: "incomplete", kind: "expense", missing: ["amount"], description: "pães" },
  ],
  ["comprei 2 ou 3 camisetas por 100", exp(100, { description: "camisetas" })],
  // one count is still multiplied and asked; two counts of days are no money
  ["comprei 3 camisetas de 40", { intent: "confirm_record", reason: "each", record: exp(120) }],
  ["fiquei 2 ou 3 dias na praia e gastei 300", exp(300)],
  // two amounts are still two candidate amounts
  ["gastei 2 ou 3 reais de bala", { intent: "incomplete", roughly: [2, 3] }],
]);

table('more than a handful of things counted, each price said with "cada", is the count times it', [
  ["vendi 30 brigadeiros a 2,50 cada", inc(75, { category: "Vendas", description: "30 brigadeiros" })],
  ["vendi 100 salgados a 1,50 cada", inc(150, { category: "Vendas" })],
  ["vendi 40 brigadeiros a 2 reais cada", inc(80)],
  ["comprei 50 convites de 3 cada", exp(150)],
  ["vendi 30 brigadeiros por 2 cada", inc(60)],
  // the total said too: the price of each is no second record
  ["gastei 60 em 30 brigadeiros a 2 cada", exp(60)],
]);

it('a larger count before a price after "a", with no "cada", is asked as each one\'s price', () => {
  expect(parseMessage("vendi 30 brigadeiros a 2,50", NOW)).toMatchObject([
    { intent: "confirm_record", reason: "each", each: { count: 30, price: 2.5 }, record: inc(75) },
  ]);
});

it("a larger count with no price of each after it is money", () => {
  expect(parseMessage("vendi 30 brigadeiros", NOW)).toMatchObject([inc(30)]);
  expect(parseMessage("paguei 30 reais a 2 cada", NOW)).toMatchObject([exp(30)]);
});

describe("a part named of a whole is inside it, never added to it", () => {
  it("the whole less the part, and the part", () => {
    for (const text of [
      "gastei 250 no mercado sendo 50 de cerveja",
      "mercado 250, 50 disso foi cerveja",
      "gastei 250 no mercado incluindo 50 de cerveja",
      "mercado 250, desses 50 foi cerveja",
      "gastei 250 no mercado, disso, 50 era cerveja",
      "gastei 250 no mercado, 50 desses foi cerveja",
    ])
      expect(parseMessage(text, NOW)).toMatchObject([
        exp(200, { category: "Mercado", description: "mercado" }),
        exp(50, { description: "cerveja" }),
      ]);
  });
  it("the part keeps the whole's kind and day", () => {
    expect(parseMessage("paguei 100 no bar ontem, sendo que 20 foi gorjeta", NOW)).toMatchObject([
      exp(80, { category: "Lazer", date: "2026-11-21" }),
      exp(20, { date: "2026-11-21" }),
    ]);
    expect(parseMessage("recebi 3000 de salario, sendo 500 de hora extra", NOW)).toMatchObject([
      inc(2500, { category: "Salário" }),
      inc(500, { description: "hora extra" }),
    ]);
  });
  it("parts that are all of it, or two things, stay as they were", () => {
    expect(parseMessage("gastei 100, sendo 60 no mercado e 40 na farmácia", NOW)).toMatchObject([
      exp(60),
      exp(40),
    ]);
    expect(parseMessage("gastei 50 no bar e 30 no uber", NOW)).toMatchObject([exp(50), exp(30)]);
  });
});

table("the net pay is what came in, the gross is no second income", [
  ["caiu o salario, 3.800 bruto mas veio 3.120 liquido", inc(3120, { category: "Salário" })],
  ["salario liquido de 3.120, bruto 3.800", inc(3120, { category: "Salário" })],
  ["recebi 3800 bruto", inc(3800)],
  ["salario de 3800, mas caiu 3120", inc(3120, { category: "Salário" })],
]);

table("a percentage added to an amount is part of what was paid", [
  ["jantar 150 mais 10%", exp(165, { category: "Alimentação", description: "jantar" })],
  ["pizza 80 mais os 10%", exp(88)],
  ["jantar 150 + 10% de serviço", exp(165)],
]);

describe("things counted, then as many amounts listed: one record each", () => {
  it("'pedi 2 ifood hj, 35 e 42' is 35 and 42, never R$ 35,42", () => {
    expect(parseMessage("pedi 2 ifood hj, 35 e 42", NOW)).toMatchObject([
      exp(35, { category: "Alimentação" }),
      exp(42, { category: "Alimentação" }),
    ]);
  });
  it("with no comma too: '2 uber hoje 18 e 22' is 18 and 22", () => {
    expect(parseMessage("2 uber hoje 18 e 22", NOW)).toMatchObject([exp(18), exp(22)]);
    expect(parseMessage("2 cafés 7 e 50", NOW)).toMatchObject([exp(7.5)]);
  });
  it("spoken cents stay cents: no count, another count, or prices too far apart", () => {
    expect(parseMessage("pedi ifood hj, 35 e 42", NOW)).toMatchObject([exp(35.42)]);
    expect(parseMessage("comprei 3 pastel, 12 e 50", NOW)).toMatchObject([exp(12.5)]);
    expect(parseMessage("2 cervejas, 12 e 50", NOW)).toMatchObject([exp(12.5)]);
  });
});

describe("each amount takes the weekday said with it", () => {
  const saturday = new Date("2026-11-28T10:00:00-03:00");
  it("'gastei 50 no bar sexta e 30 no sabado' is Friday's 50 and Saturday's 30", () => {
    expect(parseMessage("gastei 50 no bar sexta e 30 no sabado", saturday)).toMatchObject([
      exp(50, { date: "2026-11-27", description: "bar" }),
      exp(30, { date: "2026-11-28" }),
    ]);
  });
  it("an ordinal after an article is no weekday", () => {
    expect(parseMessage("paguei a segunda e 30 de juros", saturday)).toMatchObject([
      exp(30, { date: "2026-11-28" }),
    ]);
  });
});

it("with nothing counted, spoken cents after a comma stay cents", () => {
  expect(parseMessage("paguei a conta de água, 98 e 40", NOW)).toMatchObject([exp(98.4)]);
});
