import { describe, expect, it } from "vitest";
import { classifyEntry } from "./classify-entry.ts";

describe("classifyEntry", () => {
  it.each([
    ["Pagamento de fatura", "out", "account", "bill_payment"],
    ["PAG FATURA ITAUCARD", "out", "account", "bill_payment"],
    ["PGTO FAT CARTAO C6", "out", "account", "bill_payment"],
    ["PAGAMENTO CARTAO DE CREDITO", "out", "account", "bill_payment"],
    ["DEB.AUT.FAT.CARTAO", "out", "account", "bill_payment"],
    ["CARTAO DE CREDITO - PAGAMENTO", "out", "account", "bill_payment"],
    ["Pagamento de boleto efetuado", "out", "account", "expense"],
    ["Pagamentos Validos Normais", "in", "card", "bill_payment"],
    ["Dinheiro resgatado", "in", "account", "investment"],
    ["Pagamento recebido", "in", "card", "bill_payment"],
    ["Inclusao de Pagamento", "in", "card", "bill_payment"],
    ["Estorno de compra - Netflix.com", "in", "card", "refund"],
    ["Estorno - Compra no débito - iFood", "in", "account", "refund"],
    ["Aplicação RDB", "out", "account", "investment"],
    ["Resgate RDB", "in", "account", "investment"],
    ["BB Rende Fácil", "out", "account", "investment"],
    ["Reserva por gastos Emergência", "out", "account", "investment"],
    ["REND PAGO APLIC AUT MAIS", "in", "account", "income"],
    ["TED MESMA TITULARIDADE", "out", "account", "transfer"],
    ["TRANSFERENCIA ENTRE CONTAS", "in", "account", "transfer"],
    ["SAQUE 24H 12345", "out", "account", "transfer"],
    ["Ifd*Ifood", "out", "card", "expense"],
    ["PIX TRANSF JOAO 12/03", "out", "account", "expense"],
    ["SISPAG SALARIO EMPRESA X", "in", "account", "income"],
  ] as const)('"%s" (%s, %s) is %s', (text, direction, side, kind) => {
    expect(classifyEntry(text, direction, side)).toBe(kind);
  });

  it("takes a Pix to the account holder's own name for a transfer", () => {
    const text = "Transferência enviada pelo Pix - MARIA CLARA SOUZA - BCO INTER";
    expect(classifyEntry(text, "out", "account", ["maria clara souza"])).toBe("transfer");
    expect(classifyEntry(text, "out", "account", [])).toBe("expense");
  });
});
