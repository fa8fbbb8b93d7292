import { describe, expect, it } from "vitest";
import { expectMapping } from "../testing/expect-mapping.ts";
import { findCategory, singulars } from "./categories.ts";
import { foldWords } from "./normalise.ts";

const cat = (text: string, kind: "expense" | "income" | "investment" | null = "expense") =>
  findCategory(foldWords(text), kind)?.category ?? null;

describe("categories", () => {
  it("finds the category of plurals, accents, capitals and several words", () => {
    expectMapping(cat, {
      farmacia: "Saúde",
      remédios: "Saúde",
      Açougue: "Mercado",
      bares: "Lazer",
      pães: "Alimentação",
      "plano de saúde": "Saúde",
      "passagem de ônibus": "Transporte",
      "passagem aérea": "Viagem",
      "conta de luz": "Contas",
      IPVA: "Impostos e taxas",
      ração: "Pets",
      "porção de batata": "Alimentação",
      // groceries by name, home repairs, kitchenware; a fruit is no typo of anything
      queijo: "Mercado",
      "maçã e banana": "Mercado",
      "pão de queijo": "Alimentação",
      "batata frita": "Alimentação",
      tijolo: "Moradia",
      faca: "Compras",
      barca: "Transporte",
      tatuagem: "Cuidados pessoais",
    });
  });

  it("files a phone company by its name only where it cannot be a word of its own", () => {
    expectMapping(cat, {
      "paguei a vivo": "Contas",
      "89,90 da claro": "Contas",
      "vivo fibra": "Contas",
      "claro que sim": null,
      "estou vivo": null,
    });
  });

  it("files everyday things people name by their own word, not under Outros", () => {
    expectMapping(cat, {
      "boleto da facul": "Educação",
      "mensalidade da facul": "Educação",
      autoescola: "Educação",
      "aula de espanhol": "Educação",
      fraldas: "Mercado",
      "água sanitária": "Mercado",
      "galão de água": "Mercado",
      lâmpada: "Moradia",
      "jogo de lençol": "Moradia",
      flanelinha: "Transporte",
      rodoviária: "Transporte",
      "lente de contato": "Saúde",
      natação: "Saúde",
      "aluguel de quadra": "Lazer",
      ventilador: "Compras",
      "tela do celular": "Compras",
      condicionador: "Cuidados pessoais",
      absorvente: "Cuidados pessoais",
      cappuccino: "Alimentação",
      picolé: "Alimentação",
    });
  });

  it("only returns categories of the kind asked for", () => {
    expect(cat("reembolso do plano de saúde", "income")).toBe("Reembolso");
    expect(cat("aluguel", "income")).toBeNull();
    // money on the side is the side jobs' category
    expect(cat("renda extra", "income")).toBe("Freelance");
    expect(cat("uma grana extra", "income")).toBe("Freelance");
  });

  it("makes singular candidates", () => {
    expect(singulars("acoes")).toContain("acao");
    expect(singulars("remedios")).toContain("remedio");
    expect(singulars("bares")).toContain("bar");
    expect(singulars("gas")).toEqual([]);
  });
});
