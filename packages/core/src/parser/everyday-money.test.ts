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
