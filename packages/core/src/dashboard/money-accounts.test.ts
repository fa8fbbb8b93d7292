import { describe, expect, it } from "vitest";
import { accountFormSchema, paydayFormSchema } from "./money-accounts.ts";

describe("the dashboard's account and payday forms", () => {
  it("reads a balance in reais, negative for an overdraft, blank as zero", () => {
    const balance = (text: string) =>
      accountFormSchema.safeParse({ name: "Nubank", kind: "checking", balance: text });
    expect(balance("").data?.balance).toBe(0);
    expect(balance("1.234,56").data?.balance).toBe(123_456);
    expect(balance("-50,00").data?.balance).toBe(-5_000);
    expect(balance("R$ -50,00").data?.balance).toBe(-5_000);
    expect(balance("-R$ 50,00").data?.balance).toBe(-5_000);
    expect(balance("0.00").data?.balance).toBe(0);
    expect(balance("R$ 0,00").data?.balance).toBe(0);
    expect(balance("oitenta").error?.issues[0]?.message).toMatch(/^Saldo inválido/);
    expect(accountFormSchema.safeParse({ name: " ", kind: "checking", balance: "" }).success).toBe(false);
  });

  it("makes the payday rule of its kind and number, refusing a day out of range", () => {
    const read = (kind: string, n: string, amount = "") =>
      paydayFormSchema.safeParse({ kind, n, amount, monthStartsOnPayday: true });
    expect(read("business_day", "5").data).toEqual({
      rule: { kind: "business_day", n: 5 },
      amountCents: null,
      monthStartsOnPayday: true,
    });
    expect(read("day", "30", "4.500").data?.rule).toEqual({ kind: "day", day: 30 });
    expect(read("day", "30", "4.500").data?.amountCents).toBe(450_000);
    expect(read("last_business_day", "").data?.rule).toEqual({ kind: "last_business_day" });
    expect(read("business_day", "21").error?.issues[0]).toMatchObject({
      path: ["n"],
      message: "O dia útil deve ser de 1 a 20.",
    });
    expect(read("day", "0").error?.issues[0]?.message).toBe("O dia deve ser de 1 a 31.");
  });
});
