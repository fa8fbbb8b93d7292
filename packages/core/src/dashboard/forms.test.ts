import { describe, expect, it } from "vitest";
import { parseReaisText, transactionFormSchema } from "./forms.ts";

describe("reais typed in the dashboard's forms", () => {
  it.each([
    ["45,90", 4590],
    ["45,9", 4590],
    ["1.234,56", 123456],
    ["5.000", 500000],
    ["1.250.000", 125000000],
    ["1234.56", 123456],
    ["R$ 12", 1200],
    ["0,01", 1],
  ])("reads %s as %i centavos", (text, cents) => {
    expect(parseReaisText(text)).toBe(cents);
  });

  it.each(["", "abc", "0", "-5", "1,234", "12,345", "1.23.4"])("refuses %j", (text) => {
    expect(parseReaisText(text)).toBeNull();
  });

  it("gives the record form's pt-BR message for a bad amount", () => {
    const parsed = transactionFormSchema.safeParse({
      date: "2026-03-01",
      kind: "expense",
      amount: "dez",
      categoryId: "",
      description: "",
      payment: "",
      installments: "1",
      scope: "one",
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Valor inválido: use reais, como 45,90.");
  });

  it("reads the number of parts, 1 to 48, with a pt-BR message otherwise", () => {
    const form = (installments: string) =>
      transactionFormSchema.safeParse({
        date: "2026-03-01",
        kind: "expense",
        amount: "3.600,00",
        categoryId: "",
        description: "geladeira",
        payment: "credit",
        installments,
        scope: "one",
      });
    expect(form("12").data?.installments).toBe(12);
    expect(form("73").error?.issues[0]?.message).toBe("O número de parcelas vai de 1 a 72.");
    expect(form("0").error?.issues[0]?.message).toBe("O número de parcelas vai de 1 a 72.");
    expect(form("2,5").error?.issues[0]?.message).toBe("Informe o número de parcelas.");
  });
});
