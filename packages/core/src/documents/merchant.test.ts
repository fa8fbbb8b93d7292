import { describe, expect, it } from "vitest";
import { cleanName, headerMerchant } from "./merchant.ts";

// What OCR read at the top of a coupon → the merchant's name.
const CASES = `
DROGARIA SAO BENTO LTDA ) → DROGARIA SAO BENTO LTDA
' SUPERMERCADO BOM PRECO LTDA → SUPERMERCADO BOM PRECO LTDA
PADARIA NOVA ERA LTDA) → PADARIA NOVA ERA LTDA
(PADARIA NOVA ERA → PADARIA NOVA ERA
LOJAS CENTRO (FILIAL 2) → LOJAS CENTRO (FILIAL 2)
ATACADAO DISTRIBUIDORA S.A. - → ATACADAO DISTRIBUIDORA S.A
|| POSTO   ESTRELA AZUL == → POSTO ESTRELA AZUL
C&A MODAS LTDA → C&A MODAS LTDA
DROGARIA SAO BENTO LTDA l → DROGARIA SAO BENTO LTDA
i PADARIA NOVA ERA → PADARIA NOVA ERA
Casa de Carnes do Zé e → Casa de Carnes do Zé e`;

describe("cleanName", () => {
  const table = CASES.trim()
    .split("\n")
    .map((line) => line.split(" → ") as [string, string]);
  it.each(table)("%j → %j", (line, name) => {
    expect(cleanName(line)).toBe(name);
  });
});

describe("merchant from OCR debris", () => {
  it("names no merchant from a header line of debris, and takes the next real name", () => {
    expect(headerMerchant(["o ca a ini ia em", "DROGARIA SAO BENTO LTDA", "CNPJ 45.723.174/0001-10"])).toBe(
      "DROGARIA SAO BENTO LTDA",
    );
    expect(headerMerchant(["e E E e a", "a a iii"])).toBeNull();
  });
});

describe("a line of prose is no merchant", () => {
  it("skips a notice or placeholder text at the top of a layout", () => {
    const lorem =
      "Lorem ipsum, dolor sit amet consectetur adipisicing elit. Error nihil, vel sint nemo debitis voluptatibus.";
    expect(headerMerchant([lorem, "NF-e", "MULTIMOVEIS INDUSTRIA DE MOVEIS LTDA"])).toBe(
      "MULTIMOVEIS INDUSTRIA DE MOVEIS LTDA",
    );
    expect(headerMerchant([lorem])).toBeNull();
  });
});

describe("headerMerchant: a header in columns, a card slip's copy", () => {
  it.each([
    { header: ["CHAVE DE ACESSO", "MAGAZINE LUIZA S/A   DANFE"], name: "MAGAZINE LUIZA S/A" },
    { header: ["LOJAS CENTRO LTDA   Documento Auxiliar da NF-e"], name: "LOJAS CENTRO LTDA" },
    { header: ["DANFE   LOJAS CENTRO LTDA", "PADARIA NOVA ERA"], name: "PADARIA NOVA ERA" },
    { header: ["Rua das Flores 10   CEP 01001-000", "PADARIA NOVA ERA"], name: "PADARIA NOVA ERA" },
    { header: ["CIELO", "VIA - CLIENTE", "BAR BRAHMA CENTRO"], name: "BAR BRAHMA CENTRO" },
    { header: ["VIA ESTABELECIMENTO", "BAR BRAHMA CENTRO"], name: "BAR BRAHMA CENTRO" },
  ])("$name", ({ header, name }) => {
    expect(headerMerchant(header)).toBe(name);
  });
});
