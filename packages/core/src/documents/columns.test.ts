import { describe, expect, it } from "vitest";
import { pairColumns } from "./columns.ts";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-24";

describe("labels read as one column and values as another", () => {
  it("puts equally long runs side by side", () => {
    expect(pairColumns("Valor total R$\nDesconto R$\nValor a pagar R$\n65,95\n3,50\n62,45")).toBe(
      "Valor total R$  65,95\nDesconto R$  3,50\nValor a pagar R$  62,45",
    );
  });

  it("pairs the money labels when other labels sit among them", () => {
    const text = "Valor total R$\nDesconto R$\nFORMA PAGAMENTO\nCartão de Crédito\n65,95\n3,50\n62,45";
    expect(pairColumns(text)).toBe(
      "Valor total R$  65,95\nDesconto R$  3,50\nFORMA PAGAMENTO\nCartão de Crédito  62,45",
    );
  });

  it("leaves text alone when the runs cannot be matched", () => {
    const text = "MERCADO BOM\nRua das Flores\n12,00\nObrigado\nVolte sempre";
    expect(pairColumns(text)).toBe(text);
    const odd = "Valor total R$\nDesconto R$\nValor a pagar R$\n65,95\n3,50";
    expect(pairColumns(odd)).toBe(odd);
  });

  it("reads a receipt whose recogniser listed all labels, then all values", () => {
    const text = [
      "PADARIA NOVA ERA LTDA",
      "CNPJ: 33.000.167/0001-01",
      "Documento Auxiliar da Nota Fiscal de Consumidor Eletronica",
      "Qtde. total de itens",
      "Valor total R$",
      "Valor a pagar R$",
      "3",
      "33,66",
      "33,66",
      "FORMA PAGAMENTO",
      "Dinheiro",
      "VALOR PAGO R$",
      "33,66",
      "Emissao 15/09/2026 08:12:44",
    ].join("\n");
    const fields = readDocument(text, TODAY);
    expect(fields.amount).toBe(3366);
    expect(fields.date).toBe("2026-09-15");
  });

  it("a misplaced pair gives no amount rather than a wrong one", () => {
    // The values came in another order than the labels: total and payment disagree.
    const text = [
      "MERCADO DOIS IRMAOS",
      "Valor total R$",
      "Desconto R$",
      "Valor a pagar R$",
      "Cartão de Crédito",
      "3,50",
      "85,22",
      "88,72",
      "85,22",
      "Emissao 02/08/2026 10:00",
    ].join("\n");
    const fields = readDocument(text, TODAY);
    expect(fields.amount === null || fields.amount === 8522).toBe(true);
    expect(fields.amount).not.toBe(350);
    expect(fields.amount).not.toBe(8872);
  });
});

describe("a row of labels over a row of values", () => {
  it("puts each label beside its value when the columns are kept apart", () => {
    expect(pairColumns("Referente a   Vencimento   Valor a pagar (R$)\nNOV/2026   10/12/2026   287,43")).toBe(
      "Referente a  NOV/2026\nVencimento  10/12/2026\nValor a pagar (R$)  287,43",
    );
  });

  it("leaves a table alone: its header names no single value", () => {
    const history = "Mês   kWh   Valor total\nOUT/2026   275   298,11\nSET/2026   301   326,90";
    expect(pairColumns(history)).toBe(history);
  });

  it("leaves rows alone when a value cell has no digit or the counts differ", () => {
    const names = "Nome   CPF   Data da emissão\nJOAO DA SILVA   123.456.789-09   18/11/2026";
    expect(pairColumns(names)).toBe(names);
    const uneven = "Vencimento   Total a pagar\n10/12/2026";
    expect(pairColumns(uneven)).toBe(uneven);
  });
});
