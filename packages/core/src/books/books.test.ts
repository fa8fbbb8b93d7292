import { describe, expect, it } from "vitest";
import { foldWords } from "../parser/normalise.ts";
import type { RecordKind } from "../parser/types.ts";
import { expectMapping } from "../testing/expect-mapping.ts";
import {
  BUSINESS_CATEGORIES,
  businessCategory,
  businessCategoryNamed,
  chatReplyNamesBook,
  readBookDirective,
} from "./books.ts";

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
    ["mei: recebi 800 de um cliente", { type: "prefix", book: "business", text: "recebi 800 de um cliente" }],
    ["CNPJ: paguei 99 do sistema", { type: "prefix", book: "business", text: "paguei 99 do sistema" }],
    ["negócio - vendi 300", { type: "prefix", book: "business", text: "vendi 300" }],
    ["modo mei", { type: "switch", book: "business" }],
    ["na empresa: vendi 3 bolos por 36", { type: "prefix", book: "business", text: "vendi 3 bolos por 36" }],
    ["loja: vendi 3 vestidos 270", { type: "prefix", book: "business", text: "vendi 3 vestidos 270" }],
    ["Firma: comprei papel 87", { type: "prefix", book: "business", text: "comprei papel 87" }],
  ] as const)("reads %j", (text, directive) => {
    expect(readBookDirective(text)).toEqual(directive);
  });

  it.each([
    "gastei 50 na empresa",
    "empresa",
    "modo",
    "o modo empresa é bom?",
    "empresa:",
    "mei 70 de das",
    "loja - blusa 80",
  ])("leaves %j alone", (text) => {
    expect(readBookDirective(text)).toBeNull();
  });
});

describe.each<[RecordKind, Record<string, string>]>([
  [
    "expense",
    {
      "paguei 300 de fornecedor": "Fornecedores",
      "comprei material 320": "Fornecedores",
      "insumos 180": "Fornecedores",
      "paguei o DAS de 76": "Impostos",
      "paguei a folha 4.000": "Folha de pagamento",
      "aluguel da loja 2.500": "Aluguel comercial",
      "gastei 200 em anúncios": "Marketing",
      "conta de luz 180": "Contas e serviços",
      "comprei um notebook": "Equipamentos",
      "gastei 40 de coisa qualquer": "Outros",
    },
  ],
  [
    "income",
    {
      "recebi 1.500 de vendas": "Vendas",
      "cliente pagou 800 da consultoria": "Serviços prestados",
      "entrou 100": "Outras receitas",
    },
  ],
  ["investment", { "investi 500": "Investimentos" }],
])("businessCategory of an %s", (kind, expected) => {
  it("puts each text in its category", () => {
    expectMapping((text) => businessCategory(kind, text), expected);
  });

  it("answers only the business book's categories of that kind", () => {
    for (const category of Object.values(expected)) expect(BUSINESS_CATEGORIES[kind]).toContain(category);
  });
});

describe("businessCategoryNamed", () => {
  it("finds a business category said by its name, plural, singular or its first word", () => {
    expectMapping((text) => businessCategoryNamed("expense", foldWords(text)), {
      "limite de 500 em fornecedores": "Fornecedores",
      "teto do imposto": "Impostos",
      "limite da folha": "Folha de pagamento",
      "orçamento de equipamento": "Equipamentos",
      "limite de 200 em taxas bancárias": "Taxas bancárias",
      "limite de 300 no mercado": null,
      "limite de 90 em outros": null,
    });
  });

  it("names only categories of the kind asked for", () => {
    expect(businessCategoryNamed("expense", ["vendas"])).toBeNull();
    expect(businessCategoryNamed("income", ["vendas"])).toBe("Vendas");
  });
});

describe("chatReplyNamesBook", () => {
  it.each([
    ["personal", "personal", false],
    ["business", "personal", true],
    ["business", "business", true],
    ["personal", "business", true],
  ] as const)("a %s reply in %s mode: %s", (book, active, named) => {
    expect(chatReplyNamesBook(book, active)).toBe(named);
  });
});
