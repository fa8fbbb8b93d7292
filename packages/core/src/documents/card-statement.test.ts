import { describe, expect, it } from "vitest";
import { formatBoletoLine, makeBankLine } from "./boleto.ts";
import { readDocument } from "./read-document.ts";

const TODAY = "2026-11-29";

/** A card statement's summary (Caixa-like PDF text: columns kept apart by runs of spaces). */
const statement = (totalLine: string, previousLine = "Saldo da fatura anterior   1.102,31") =>
  `Caixa Econômica Federal — Cartão de Crédito CAIXA Mastercard
Titular: MARIA S. COSTA · Cartão final 4410 · Fatura de dezembro/2026
Data de vencimento   16/12/2026
${totalLine}
Valor mínimo para pagamento   R$ 148,15
Saldo de parcelamentos futuros (próximas faturas)   R$ 2.115,40
Limite disponível para compras   R$ 2.396,94
Demonstrativo
${previousLine}
Pagamento efetuado em 15/11   -1.102,31
Compras nacionais   934,50
IOF   21,96`;

describe("a card statement's total", () => {
  it.each([
    "Total para pagamento   R$ 987,66",
    "Valor para pagamento   R$ 987,66",
    "Total a pagar   R$ 987,66",
    "Valor a pagar   R$ 987,66",
    "Valor total a pagar   R$ 987,66",
    "Total desta fatura   R$ 987,66",
    "Valor da fatura   R$ 987,66",
    "Valor total da fatura   R$ 987,66",
    "Pagamento total   R$ 987,66",
    "Saldo desta fatura   R$ 987,66",
    "Saldo total   R$ 987,66",
  ])('reads "%s" as the amount due', (label) => {
    expect(readDocument(statement(label), TODAY)).toMatchObject({
      kind: "card_statement",
      amount: 98_766,
      dueDate: "2026-12-16",
    });
  });

  it.each([
    "Saldo da fatura anterior   1.102,31",
    "Total da fatura anterior   R$ 1.102,31",
    "Valor da fatura anterior   R$ 1.102,31",
    "Saldo total da fatura anterior   R$ 1.102,31",
    "Total da fatura passada   R$ 1.102,31",
  ])('never takes the previous bill\'s "%s" for the total', (previous) => {
    // Without a label for this bill's total, no amount rather than the previous bill's.
    const text = statement("Lançamentos do período", previous);
    expect(readDocument(text, TODAY).amount).toBeNull();
    expect(readDocument(statement("Total para pagamento   R$ 987,66", previous), TODAY).amount).toBe(98_766);
  });

  it("does not take the minimum payment for the total", () => {
    const text = "Nubank\nFatura do cartão\nValor mínimo para pagamento R$ 148,15\nVencimento 16/12/2026";
    expect(readDocument(text, TODAY).amount).toBeNull();
  });
});

describe("a card app's summary screen", () => {
  // An app's screenshot as OCR reads it: the closed bill's amount under its label, the bill still
  // open beside it, a due date without its year.
  const APP = `nu
Cartão de crédito
Fatura fechada
R$ 2.018,40
Vencimento 12 JAN
Pagamento mínimo                  R$ 302,76
Limite disponível                       R$ 981,60
Fatura aberta (fecha em 05 JAN)          R$ 145,20`;

  it("reads the closed bill's amount, not the open one's, and its due date in the next year", () => {
    expect(readDocument(APP, TODAY)).toMatchObject({
      kind: "card_statement",
      amount: 201_840,
      dueDate: "2027-01-12",
    });
  });

  it.each([
    ["Data de vencimento   08/01", "2027-01-08"],
    ["Data de vencimento   08 JAN", "2027-01-08"],
    ["Vencimento: 20/12", "2026-12-20"],
  ])('reads the due date of "%s" without a year', (dueLine, iso) => {
    const text = statement("Total a pagar   R$ 987,66").replace("Data de vencimento   16/12/2026", dueLine);
    expect(readDocument(text, TODAY)).toMatchObject({ amount: 98_766, dueDate: iso });
  });
});

describe("a card statement with a boleto at its foot", () => {
  const line = formatBoletoLine(makeBankLine("260", "9000126261129000010000887", "2026-12-10", 234_718));
  it.each([
    {
      name: "an app's statement read from a photo ('Fatura fechada', 'Resumo da fatura')",
      text: `Nubank   Nu Pagamentos S.A.\nOi, Patricia. Esta e a sua fatura de dezembro.\nFATURA FECHADA EM 03 DEZ\nR$ 2.347,18\nData de vencimento 10 DEZ 2026\nResumo da fatura\nFatura anterior   1.985,40\nTotal a pagar   2.347,18\nOpcoes de parcelamento\nPagamento via boleto:\n${line}`,
    },
    {
      name: "a bank's statement ('Pagamento mínimo', 'Limite disponível')",
      text: `Banco Exemplo - Cartao Gold\nVencimento 10/12/2026\nTotal desta fatura R$ 2.347,18\nPagamento minimo R$ 352,08\nLimite disponivel R$ 3.652,82\nFICHA DE COMPENSACAO\nLocal de pagamento: pagavel em qualquer banco\n${line}`,
    },
  ])("$name", ({ text }) => {
    expect(readDocument(text, TODAY)).toMatchObject({
      kind: "card_statement",
      amount: 234_718,
      dueDate: "2026-12-10",
    });
  });
});
