import { describe, expect, it } from "vitest";
import { expectMapping } from "../testing/expect-mapping.ts";
import { affiliateApplicationsCsv } from "./applications-csv.ts";
import { buildCsv, csvCell } from "./csv.ts";

describe("buildCsv", () => {
  it("starts with a BOM, separates with ; and ends rows with CRLF", () => {
    expect(
      buildCsv([
        ["a", "b"],
        [1, null],
      ]),
    ).toBe("\uFEFFa;b\r\n1;\r\n");
  });

  it("quotes a cell holding ;, quotes or line breaks, doubling its quotes, and leaves others alone", () => {
    expectMapping(csvCell, {
      "Ana; Bia": '"Ana; Bia"',
      'Diz "oi"': '"Diz ""oi"""',
      "linha 1\nlinha 2": '"linha 1\nlinha 2"',
      "linha\r\n": '"linha\r\n"',
      "São Paulo, SP": "São Paulo, SP",
      "": "",
    });
  });

  it("keeps text that looks like a formula as text", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+55 11")).toBe("'+55 11");
    expect(csvCell("@mariasilva")).toBe("'@mariasilva");
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("affiliateApplicationsCsv", () => {
  it("exports a pt-BR header and one row per application", () => {
    const csv = affiliateApplicationsCsv([
      {
        id: 7,
        name: "José Antônio",
        whatsapp: "+5511987654321",
        email: "jose@example.com",
        currentWork: "Vendedor; autônomo",
        experienceDetails: 'Faço "lives" de vendas\ntoda semana',
        audienceChannels: "Instagram",
        status: "approved",
        createdAt: new Date("2025-06-10T13:45:00Z"),
        reviewedAt: new Date("2025-06-11T00:10:00Z"),
      },
      {
        id: 8,
        name: "Ana",
        whatsapp: "+552123456789",
        email: "ana@example.com",
        currentWork: "Professora",
        experienceDetails: "Nenhuma",
        audienceChannels: "Grupos da escola",
        status: "pending",
        createdAt: new Date("2025-06-12T12:00:00Z"),
        reviewedAt: null,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFID;Nome;WhatsApp;E-mail;Trabalho atual;Experiência com marketing;Canais de divulgação;Situação;Enviado em;Revisado em",
      '7;José Antônio;(11) 98765-4321;jose@example.com;"Vendedor; autônomo";"Faço ""lives"" de vendas\ntoda semana";Instagram;Aprovado;10/06/2025 10:45;10/06/2025 21:10',
      "8;Ana;(21) 2345-6789;ana@example.com;Professora;Nenhuma;Grupos da escola;Pendente;12/06/2025 09:00;",
      "",
    ]);
  });
});
