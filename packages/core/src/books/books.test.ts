import { describe, expect, it } from "vitest";
import { BUSINESS_CATEGORIES, businessCategory, readBookDirective } from "./books.ts";

describe("readBookDirective", () => {
  it.each([
    ["modo empresa", { type: "switch", book: "business" }],
    ["Modo Empresarial!", { type: "switch", book: "business" }],
    ["modo pessoal", { type: "switch", book: "personal" }],
    ["  modo PF ", { type: "switch", book: "personal" }],
    [
      "empresa: paguei 300 de fornecedor",
      { type: "prefix", book: "business", text: "paguei 300 de fornecedor" },
    ],
    ["Empresa - vendi 1.200", { type: "prefix", book: "business", text: "vendi 1.200" }],
    ["pessoal: gastei 50 no mercado", { type: "prefix", book: "personal", text: "gastei 50 no mercado" }],
  ] as const)("reads %j", (text, directive) => {
    expect(readBookDirective(text)).toEqual(directive);
  });

  it.each(["gastei 50 na empresa", "empresa", "modo", "o modo empresa é bom?", "empresa:"])(
    "leaves %j alone",
    (text) => {
      expect(readBookDirective(text)).toBeNull();
    },
  );
});

describe("businessCategory", () => {
  it.each([
    ["expense", "paguei 300 de fornecedor", "Fornecedores"],
    ["expense", "paguei o DAS de 76", "Impostos"],
    ["expense", "paguei a folha 4.000", "Folha de pagamento"],
    ["expense", "aluguel da loja 2.500", "Aluguel comercial"],
    ["expense", "gastei 200 em anúncios", "Marketing"],
    ["expense", "conta de luz 180", "Contas e serviços"],
    ["expense", "comprei um notebook", "Equipamentos"],
    ["expense", "gastei 40 de coisa qualquer", "Outros"],
    ["income", "recebi 1.500 de vendas", "Vendas"],
    ["income", "cliente pagou 800 da consultoria", "Serviços prestados"],
    ["income", "entrou 100", "Outras receitas"],
    ["investment", "investi 500", "Investimentos"],
  ] as const)("puts a %s %j in %s", (kind, text, category) => {
    expect(businessCategory(kind, text)).toBe(category);
    expect(BUSINESS_CATEGORIES[kind]).toContain(category);
  });
});
