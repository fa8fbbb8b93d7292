import { describe, expect, it } from "vitest";
import { bankMarker, detectLayout } from "./bank-layouts.ts";
import { readStatement } from "./read-statement.ts";

describe("bankMarker", () => {
  it.each([
    ["BANRISUL - Extrato de Conta Corrente", "extrato.csv", "Banrisul"],
    ["Fatura Banricard Mastercard - final 2222", "fatura.csv", "Banrisul"],
    ["", "neon-extrato.csv", "Neon"],
    ["Extrato - next", "extrato.csv", "Next"],
    ["Fatura cartão next Visa - final 7777", "fatura.csv", "Next"],
    ["Fatura Cartão Original Mastercard Black", "fatura.csv", "Original"],
    ["Banco Original - Extrato", "x.csv", "Original"],
    ["", "original-conta-nov.csv", "Original"],
    ["Banestes - Extrato", "x.csv", "Banestes"],
    ["BRB - Banco de Brasília", "x.csv", "BRB"],
    ["Banco Pan - Fatura", "x.csv", "Pan"],
    ["", "cora-extrato-2026-11.csv", "Cora"],
  ])("%s / %s → %s", (title, name, bank) => {
    expect(bankMarker(title, name)?.bank).toBe(bank);
  });

  it.each([
    ["Data;Descrição;Valor original", "extrato.csv"],
    ["Cliente: CORA SILVA", "extrato.csv"],
    ["Relatório da safra 2026", "extrato.csv"],
    ["Extrato de conta", "pao-de-queijo.csv"],
  ])("names no bank from common words or names: %s / %s", (title, name) => {
    expect(bankMarker(title, name)).toBeNull();
  });
});

describe("detectLayout", () => {
  it("knows XP's card bill by its header, whatever the file's name", () => {
    const layout = detectLayout(
      ["Data", "Estabelecimento", "Portador", "Valor", "Parcela"],
      "",
      "Fatura2026-12-10.csv",
      null,
    );
    expect([layout.id, layout.bank, layout.side]).toEqual(["xp-cartao", "XP", "card"]);
  });
});

describe("a benefit or prepaid card", () => {
  it.each([
    ["Extrato do cartão Alelo Refeição\nCartão: 5067 **** **** 4321", "extrato.csv"],
    ["Cartão Pré-Pago Visa - final 1234", "extrato.csv"],
    ["", "extrato-vale-refeicao-2026-11.csv"],
    ["Pluxee Alimentação", "movimentacao.csv"],
  ])("is an account's, whatever card words it has: %s / %s", (title, name) => {
    const layout = detectLayout(["Data", "Descrição", "Valor", "Saldo"], title, name, null);
    expect([layout.side, layout.sideStated]).toEqual(["account", true]);
  });

  it("is a card's when the person says so", () => {
    expect(detectLayout(["Data", "Valor"], "Cartão Alelo", "x.csv", "card").side).toBe("card");
  });

  it("leaves a credit card bill a card's", () => {
    expect(detectLayout(["Data", "Valor"], "Fatura Visa - final 1234", "x.csv", null).side).toBe("card");
  });
});

describe("a bank named by its OFX code", () => {
  it.each([
    ["0041", "Banrisul"],
    ["070", "BRB"],
    ["536", "Neon"],
    ["623", "Pan"],
  ])("BANKID %s → %s", (code, bank) => {
    const ofx = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>${code}<ACCTID>123<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261102<TRNAMT>-50.00<FITID>1<MEMO>COMPRA</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
    const r = readStatement({ fileName: "extrato.ofx", bytes: new TextEncoder().encode(ofx) });
    expect(r.ok ? r.value.bank : r.error.message).toBe(bank);
  });
});
