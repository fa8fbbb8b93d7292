import { describe, expect, it } from "vitest";
import { replyImported, replyImportOffer, replyNothingToImport, replySideKept } from "./import-replies.ts";
import { cardBillReading } from "./read-statement.ts";

const offer = {
  card: false,
  bank: "Nubank",
  account: { name: "Nubank", created: false },
  from: "2026-11-01",
  to: "2026-11-20",
  fresh: 3,
  moneyIn: 500_000,
  moneyOut: 12_000,
  known: 1,
};

describe("statement import replies", () => {
  it("says the side read when the file did not say it, and how to read it as the other", () => {
    const bank = { ...offer, bank: null, account: { name: "Conta importada", created: true } };
    expect(
      replyImportOffer({
        ...bank,
        sideFrom: "assumed",
        cardSigns: ["pagamento da fatura contra as compras"],
      }),
    ).toContain(
      'ℹ️ O arquivo não diz se é conta ou cartão: li como extrato de conta (há sinal de fatura, pagamento da fatura contra as compras, mas não o bastante). Se for fatura do cartão, responda "é fatura" e eu leio de novo.',
    );
    expect(
      replyImportOffer({
        ...bank,
        card: true,
        sideFrom: "lines",
        cardSigns: ["data de vencimento", "compras parceladas"],
      }),
    ).toContain(
      "ℹ️ O arquivo não diz se é conta ou cartão: li como fatura porque os lançamentos mostram data de vencimento e compras parceladas.",
    );
    // An account known by its own lines (a balance column, money received) needs no word.
    expect(replyImportOffer({ ...bank, sideFrom: "lines" })).not.toContain("ℹ️");
  });

  it("asks the account, numbered, for a file that carries no number among several of its bank, before asking to import", () => {
    expect(replyImportOffer({ ...offer, known: 0, choices: ["Nubank", "Nubank PJ"] })).toBe(
      [
        "🏦 Extrato Nubank, 01/11 a 20/11/2026",
        "3 lançamentos novos: entrou R$ 5.000,00, saiu R$ 120,00.",
        "❓ Você tem 2 contas Nubank e o arquivo não diz o número: em qual importo? Responda com o número ou o nome:",
        "1. Nubank",
        "2. Nubank PJ",
      ].join("\n"),
    );
  });

  it("asks the account of a file's statements one at a time, the next one said to be asked after", () => {
    const reply = replyImportOffer(
      { ...offer, known: 0, choices: ["Nubank", "Nubank PJ"] },
      { ...offer, known: 0, chooseNext: true },
    );
    expect(reply.split("\n").filter((l) => l.startsWith("❓"))).toHaveLength(1);
    expect(reply).toContain("\nConta: pergunto em seguida (o arquivo não diz o número)\n");
    expect(reply).not.toContain("Importar");
  });

  it("keeps the sides a file of several statements states, saying each", () => {
    expect(replySideKept("account", true, ["account", "account"])).toBe(
      "Esse arquivo traz 2 extratos e diz que os 2 são extratos de conta, então li assim. Responda importar ou cancelar.",
    );
    expect(replySideKept("account", true, ["account", "card"])).toBe(
      "Esse arquivo traz 2 extratos e diz o lado de cada um (extrato de conta, fatura do cartão), então li assim. Responda importar ou cancelar.",
    );
    expect(replySideKept("card", true)).toBe(
      "Esse arquivo diz que é fatura do cartão, então li assim. Responda importar ou cancelar.",
    );
  });

  it("words the offer: account, period, what is new and what the books have", () => {
    expect(replyImportOffer(offer)).toBe(
      [
        "🏦 Extrato Nubank, 01/11 a 20/11/2026",
        "Conta: Nubank",
        "3 lançamentos novos: entrou R$ 5.000,00, saiu R$ 120,00.",
        "1 já estava nos seus registros e não entra de novo.",
        "Importar os 3? Responda importar ou cancelar.",
      ].join("\n"),
    );
    expect(
      replyImportOffer({
        ...offer,
        card: true,
        bank: null,
        account: { name: "Cartão importado", created: true },
        fresh: 1,
        moneyIn: 0,
        known: 0,
      }),
    ).toBe(
      "💳 Fatura, 01/11 a 20/11/2026\nCartão: Cartão importado (nova, criada ao importar)\n1 lançamento novo: saiu R$ 120,00.\nImportar? Responda importar ou cancelar.",
    );
    expect(replyNothingToImport({ ...offer, fresh: 0, known: 4 })).toBe(
      "🏦 Extrato Nubank, 01/11 a 20/11/2026: os 4 lançamentos já estavam nos seus registros. Nada a importar.",
    );
  });

  it("says how many lines that look like entries were left out, never dropping them silently", () => {
    expect(replyImportOffer({ ...offer, unreadable: 2 })).toBe(
      [
        "🏦 Extrato Nubank, 01/11 a 20/11/2026",
        "Conta: Nubank",
        "3 lançamentos novos: entrou R$ 5.000,00, saiu R$ 120,00.",
        "1 já estava nos seus registros e não entra de novo.",
        "⚠️ 2 linhas do arquivo parecem lançamentos, mas não entendi a data ou o valor delas e elas ficaram de fora.",
        "Importar os 3? Responda importar ou cancelar.",
      ].join("\n"),
    );
    expect(replyNothingToImport({ ...offer, fresh: 0, known: 4, unreadable: 1 })).toContain(
      "\n⚠️ 1 linha do arquivo parece um lançamento",
    );
  });

  it("words the import and how to undo it", () => {
    expect(
      replyImported({ account: "Nubank", added: 2, linked: 1, skipped: 1, moneyIn: 0, moneyOut: 4_550 }),
    ).toBe(
      '✅ Importei 2 lançamentos em Nubank (saiu R$ 45,50).\n2 que já estavam registrados não foram repetidos.\nSe algo estiver errado, diga "desfaz" e eu tiro a importação inteira.',
    );
  });
});

describe("a card bill's PDF as a statement", () => {
  it("keeps purchases, payments and instalments, keyed so a second reading is the same entries", () => {
    const lines = [
      { date: "2026-11-21", description: "UBER *TRIP", amount: 2_350, credit: false, installment: null },
      {
        date: "2026-11-22",
        description: "MAGAZINE LUIZA",
        amount: 10_000,
        credit: false,
        installment: { number: 2, count: 10 },
      },
      {
        date: "2026-11-23",
        description: "PAGAMENTO RECEBIDO",
        amount: 50_000,
        credit: true,
        installment: null,
      },
    ];
    const reading = cardBillReading({ issuer: "Itaú Uniclass", cardLast4: "1234", lines });
    expect(reading).toMatchObject({ format: "pdf", layout: "pdf-fatura", side: "card", bank: "Itaú" });
    expect(reading.entries.map((e) => [e.direction, e.kind, e.installment])).toEqual([
      ["out", "expense", null],
      ["out", "expense", "2/10"],
      ["in", "bill_payment", null],
    ]);
    expect(cardBillReading({ issuer: "Itaú", cardLast4: null, lines }).entries.map((e) => e.key)).toEqual(
      reading.entries.map((e) => e.key),
    );
    // The bill's total is what the card owes on the day of its last line; none read, none stated.
    expect(reading.closingBalance).toBeNull();
    expect(
      cardBillReading({ issuer: "Itaú", cardLast4: "1234", lines, total: 131_845 }).closingBalance,
    ).toEqual({
      amount: -131_845,
      date: "2026-11-23",
    });
    // A bill that states when it closes or is due: what the card owes on that day.
    const dated = (closes: string | null, due: string | null) =>
      cardBillReading({ issuer: "Itaú", cardLast4: "1234", lines, total: 131_845, closes, due })
        .closingBalance?.date;
    expect(dated("2026-12-01", "2026-12-10")).toBe("2026-12-01");
    expect(dated(null, "2026-12-10")).toBe("2026-12-10");
  });
});
