import { describe, expect, it } from "vitest";
import { creditSign, isCardCredit } from "./card-credits.ts";

const line = (text: string, signed: number) => ({ signed, text });

describe("isCardCredit", () => {
  it.each([
    ["PAGAMENTO RECEBIDO", true],
    ["Pagamentos Validos Normais", true],
    ["PAGAMENTO FATURA", true],
    ["Pagamento", true],
    ["PGTO DEBITO AUTOMATICO", true],
    ["ESTORNO NETFLIX", true],
    ["Devolução Magazine Luiza", true],
    ["CRÉDITO DE AJUSTE", true],
    ["AJUSTE A CREDITO", true],
    ["Crédito anuidade", true],
    ["JUROS PAGTO ATRASO", false],
    ["MULTA POR ATRASO DE PAGAMENTO FATURA", false],
    ["PAGUE MENOS 123", false],
    ["MERCADOPAGO*LOJA", false],
    ["PAGAMENTO DE BOLETO NO CREDITO", false],
    ["COMPRA CREDITO A VISTA", false],
  ])("reads %j as money back on the card: %s", (text, want) => {
    expect(isCardCredit(text)).toBe(want);
  });
});

describe("creditSign", () => {
  it("takes the bill paid and a refund written negative as money in being negative", () => {
    expect(
      creditSign([
        line("PAGAMENTO RECEBIDO", -80000),
        line("LOJAS RENNER", 15000),
        line("DEVOLUCAO LOJAS RENNER", -15000),
      ]),
    ).toBe(-1);
  });

  it("takes the bill paid written positive as money in being positive, however few the purchases", () => {
    expect(creditSign([line("PAGTO FATURA", 62000), line("FARMACIA", -4500)])).toBe(1);
  });

  it("tells nothing when no line says what it is, or the lines that say split evenly", () => {
    expect(creditSign([line("POSTO SHELL", 20000), line("SPOTIFY", -2190)])).toBe(0);
    expect(creditSign([line("PAGAMENTO RECEBIDO", -50000), line("ESTORNO IFOOD", 3990)])).toBe(0);
  });

  it("reads the bank's type column with the words", () => {
    expect(creditSign([{ signed: -30000, text: "BANCO", type: "Pagamento recebido" }])).toBe(-1);
  });
});
