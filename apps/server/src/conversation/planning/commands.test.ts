import { describe, expect, it } from "vitest";
import { readPlanningCommand } from "./commands.ts";

describe("planning commands in words", () => {
  it.each([
    ["parar resumo", { command: "digests", enabled: false }],
    ["Parar resumos", { command: "digests", enabled: false }],
    ["não quero mais os resumos", { command: "digests", enabled: false }],
    ["desativar resumo semanal", { command: "digests", enabled: false }],
    ["ativar resumo", { command: "digests", enabled: true }],
    ["quero os resumos", { command: "digests", enabled: true }],
    ["parar lembrete da fatura", { command: "bill_reminders", enabled: false, card: null }],
    [
      "desativar lembretes da fatura do nubank",
      { command: "bill_reminders", enabled: false, card: "nubank" },
    ],
    ["ativar aviso da fatura do itaú", { command: "bill_reminders", enabled: true, card: "itau" }],
    ["paguei a fatura do nubank", { command: "pay_bill", card: "nubank", amount: null }],
    ["Já paguei a fatura do cartão Itaú hoje", { command: "pay_bill", card: "itau", amount: null }],
    ["paguei a fatura", { command: "pay_bill", card: null, amount: null }],
    // a bank named alone: its bill only when the person has that card (checked when acted on)
    ["paguei o nubank", { command: "pay_bill", card: "nubank", amount: null, byName: true }],
    ["paguei o inter 950", { command: "pay_bill", card: "inter", amount: 95000, byName: true }],
    ["paguei o nubank de 950", { command: "pay_bill", card: "nubank", amount: 95000, byName: true }],
    ["paguei o c6 1.200", { command: "pay_bill", card: "c6", amount: 120000, byName: true }],
    ["paguei a fatura do nubank de novembro", { command: "pay_bill", card: "nubank", amount: null }],
    [
      "quitei a fatura do mercado pago de 1.200",
      { command: "pay_bill", card: "mercado pago", amount: 120000 },
    ],
    ["fatura do inter paga", { command: "pay_bill", card: "inter", amount: null }],
    ["fatura do inter paga, 950", { command: "pay_bill", card: "inter", amount: 95000 }],
    ["paguei a fatura do nubank 1.230,55", { command: "pay_bill", card: "nubank", amount: 123055 }],
    ["paguei 800 da fatura do c6", { command: "pay_bill", card: "c6", amount: 80000 }],
    ["paguei a fatura do cartão, R$ 1.200", { command: "pay_bill", card: null, amount: 120000 }],
    [
      "paguei a fatura do nubank no valor de 980 reais",
      { command: "pay_bill", card: "nubank", amount: 98000 },
    ],
    ["paguei o cartão 2.300", { command: "pay_bill", card: null, amount: 230000 }],
    ["paguei o cartão de crédito do nubank, 1.500", { command: "pay_bill", card: "nubank", amount: 150000 }],
    ["ja paguei o cartao", { command: "pay_bill", card: null, amount: null }],
    ["paguei 300 do cartao c6", { command: "pay_bill", card: "c6", amount: 30000 }],
    ["paguei 800 do cartão do nubank", { command: "pay_bill", card: "nubank", amount: 80000 }],
    ["paguei 1.200 do cartão", { command: "pay_bill", card: null, amount: 120000 }],
    ["a fatura do nubank veio 1.200", { command: "bill_came", card: "nubank", amount: 120000 }],
    ["minha fatura chegou de 2.300", { command: "bill_came", card: null, amount: 230000 }],
    ["veio a fatura do inter, 850", { command: "bill_came", card: "inter", amount: 85000 }],
    ["fatura do c6 fechou em 980", { command: "bill_came", card: "c6", amount: 98000 }],
    ["meus limites", { command: "list", what: "limits" }],
    ["quais são minhas metas?", { command: "list", what: "goals" }],
    ["minhas compras futuras", { command: "list", what: "planned" }],
    ["mostra meus cartões", { command: "list", what: "bills" }],
  ])("reads %j", (text, want) => {
    expect(readPlanningCommand(text)).toEqual(want);
  });

  it.each([
    "resumo do mês",
    "gastei 50 no mercado",
    "quanto tá a fatura do nubank?",
    "parar",
    "paguei o almoço no cartão 40",
    "paguei 300 no cartao c6",
    "a fatura do nubank veio",
    "a luz veio 230",
    "paguei o aluguel",
    "paguei o aluguel 1500",
  ])("leaves %j to the parser", (text) => {
    expect(readPlanningCommand(text)).toBeNull();
  });
});
