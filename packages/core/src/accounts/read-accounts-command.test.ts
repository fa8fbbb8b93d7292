import { describe, expect, it } from "vitest";
import { readAccountsCommand } from "./read-accounts-command.ts";

describe("readAccountsCommand", () => {
  it.each([
    ["qual meu saldo?", { type: "balance", account: null }],
    ["Qual é o meu saldo", { type: "balance", account: null }],
    ["saldo", { type: "balance", account: null }],
    ["qual o saldo do nubank?", { type: "balance", account: "Nubank" }],
    ["quanto tenho no banco?", { type: "balance", account: null }],
    ["tenho 1.200 no nubank", { type: "set_balance", account: "Nubank", kind: "checking", amount: 120_000 }],
    [
      "tenho R$ 85,50 na carteira",
      { type: "set_balance", account: "Carteira", kind: "wallet", amount: 8_550 },
    ],
    [
      "tenho 2 mil na poupança",
      { type: "set_balance", account: "Poupança", kind: "savings", amount: 200_000 },
    ],
    [
      "meu saldo no Itaú é 3.000",
      { type: "set_balance", account: "Itaú", kind: "checking", amount: 300_000 },
    ],
    ["abri uma conta no Inter", { type: "create_account", account: "Inter", kind: "checking" }],
    ["recebo todo 5º dia útil", { type: "payday", rule: { kind: "business_day", n: 5 }, amount: null }],
    ["recebo no quinto dia util", { type: "payday", rule: { kind: "business_day", n: 5 }, amount: null }],
    ["meu salário cai dia 30", { type: "payday", rule: { kind: "day", day: 30 }, amount: null }],
    ["recebo 4.500 todo dia 5", { type: "payday", rule: { kind: "day", day: 5 }, amount: 450_000 }],
    ["recebo no último dia útil", { type: "payday", rule: { kind: "last_business_day" }, amount: null }],
    ["meu mês começa no dia do salário", { type: "month_start", onPayday: true }],
    ["quanto posso gastar até o salário?", { type: "spend_until", until: "payday" }],
    ["quanto ainda posso gastar esse mês?", { type: "spend_until", until: "month_end" }],
    ["quanto sobra pro resto do mes", { type: "spend_until", until: "month_end" }],
    ["quanto ainda tenho até o salário?", { type: "spend_until", until: "payday" }],
    ["vai sobrar dinheiro esse mês?", { type: "leftover" }],
    [
      "desses 300, 80 foi farmácia",
      { type: "split", total: 30_000, parts: [{ amount: 8_000, words: "farmacia" }] },
    ],
    [
      "dos 300 reais, 80 foram de farmácia e 50,90 de limpeza",
      {
        type: "split",
        total: 30_000,
        parts: [
          { amount: 8_000, words: "farmacia" },
          { amount: 5_090, words: "limpeza" },
        ],
      },
    ],
  ])("%s", (text, expected) => {
    expect(readAccountsCommand(text)).toEqual(expected);
  });

  it.each([
    "quanto ainda posso gastar com lazer?",
    "qual meu saldo em março?",
    "gastei 50 no mercado",
    "paguei o salário da diarista dia 5",
    "tenho consulta no dentista",
    "recebi 300 do freela",
  ])("leaves %s to the parser", (text) => {
    expect(readAccountsCommand(text)).toBeNull();
  });
});
