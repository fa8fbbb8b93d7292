import { describe, expect, it } from "vitest";
import { sideSigns } from "./side-signs.ts";
import type { RawEntry } from "./types.ts";

const entry = (text: string, signed: number, balance: number | null = null): RawEntry => ({
  date: "2026-03-05",
  signed,
  text,
  fitid: null,
  type: null,
  balance,
  installment: null,
  category: null,
});
const purchases = [entry("POSTO SHELL", 20000), entry("DROGASIL", 4678), entry("SPOTIFY", 2190)];

describe("sideSigns", () => {
  it.each([
    ["a due date in the title lines", "Vencimento: 10/04/2026", purchases, ["data de vencimento"]],
    ["the best day to buy", "Melhor dia de compra: 03", purchases, ["data de vencimento"]],
    [
      "instalments on many lines",
      "",
      [...purchases, entry("MAGALU PARCELA 04/10", 14990), entry("AMAZON PARC 2/6", 8315)],
      ["compras parceladas"],
    ],
    ["one loan instalment is no bill", "", [...purchases, entry("PARCELA EMPRESTIMO 03/24", 41000)], []],
    [
      "nor an account's loan, insurance and consórcio instalments",
      "",
      [
        ...purchases,
        entry("PREST EMPRESTIMO PARC 05/48", 48000),
        entry("SEGURO AUTO PARC 02/12", 21000),
        entry("CONSORCIO PARC 11/60", 35000),
      ],
      [],
    ],
    [
      "IOF on a purchase abroad",
      "",
      [...purchases, entry("IOF COMPRA INTERNACIONAL", 2143)],
      ["IOF de compra internacional"],
    ],
    ["the card's yearly fee", "", [...purchases, entry("ANUIDADE DIFERENCIADA 3/12", 3500)], ["anuidade"]],
    [
      "the bill paid against positive purchases",
      "",
      [entry("PAGAMENTO RECEBIDO", -131845), ...purchases],
      ["pagamento da fatura contra as compras"],
    ],
    [
      "the bill paid against negative purchases",
      "",
      [entry("Pagamento efetuado", 50000), ...purchases.map((e) => ({ ...e, signed: -e.signed }))],
      ["pagamento da fatura contra as compras"],
    ],
    [
      "a payment among fewer than three purchases",
      "",
      [entry("PAGAMENTO RECEBIDO", -5000), ...purchases.slice(0, 2)],
      [],
    ],
    [
      "a bill payment out of an account among other money out",
      "",
      [entry("PAGAMENTO BOLETO ENEL", -18732), entry("PIX ENVIADO", -6000), ...purchases],
      [],
    ],
  ] as const)("%s", (_, preamble, entries, card) => {
    expect(sideSigns(preamble, entries).card).toEqual(card);
  });

  it.each([
    ["a running balance", [entry("PADARIA", -1890, 119155)]],
    ["money received", [entry("PIX RECEBIDO JOAO", 35000)]],
    ["a salary", [entry("CREDITO SALARIO EMPRESA X", 420000)]],
    ["cash taken out", [entry("SAQUE 24H", -10000)]],
  ])("sees an account's lines in %s", (_, entries) => {
    expect(sideSigns("", entries).account).toBe(true);
  });

  it("sees no account's line in a card bill", () => {
    expect(sideSigns("", [entry("PAGAMENTO RECEBIDO", -131845), ...purchases]).account).toBe(false);
  });
});
