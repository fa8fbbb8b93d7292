import { describe, expect, it } from "vitest";
import { looksLikeTransfer, mayBeTransferHalf, pairTransfers, type TransferHalf } from "./pair-transfers.ts";

const half = (over: Partial<TransferHalf> & { id: number }): TransferHalf => ({
  accountId: 1,
  direction: "out",
  amount: 50_000,
  date: "2026-03-02",
  ...over,
});

describe("looksLikeTransfer", () => {
  it("reads the banks' transfer words, accents and case aside", () => {
    for (const text of [
      "TED ENVIADA 237 0001 JOSE",
      "DOC RECEBIDO",
      "Transferência recebida pelo Pix - JOSE DA SILVA",
      "TRANSF ENTRE CONTAS",
      "PIX RECEBIDO - MARIA",
      "TEF ITAU",
    ])
      expect(looksLikeTransfer(text), text).toBe(true);
    for (const text of ["Compra no débito - iFood", "UBER *TRIP", "Pagamento de boleto", "TEDESCO MOVEIS"])
      expect(looksLikeTransfer(text), text).toBe(false);
  });
});

describe("mayBeTransferHalf", () => {
  it("takes transfers, and spending or income sent by Pix or TED or worded as a transfer", () => {
    expect(mayBeTransferHalf({ kind: "transfer", direction: "out", method: null, raw: "APLICACAO" })).toBe(
      true,
    );
    expect(mayBeTransferHalf({ kind: "income", direction: "in", method: "pix", raw: "JOAO" })).toBe(true);
    expect(mayBeTransferHalf({ kind: "expense", direction: "out", method: "transfer", raw: "X" })).toBe(true);
    expect(
      mayBeTransferHalf({ kind: "expense", direction: "out", method: null, raw: "TED ENVIADA JOSE" }),
    ).toBe(true);
  });

  it("leaves card purchases, other words, money the wrong way and other kinds", () => {
    expect(
      mayBeTransferHalf({ kind: "expense", direction: "out", method: "debit", raw: "Compra - iFood" }),
    ).toBe(false);
    expect(mayBeTransferHalf({ kind: "expense", direction: "in", method: "pix", raw: "PIX RECEBIDO" })).toBe(
      false,
    );
    expect(mayBeTransferHalf({ kind: "refund", direction: "in", method: "pix", raw: "PIX ESTORNO" })).toBe(
      false,
    );
    expect(
      mayBeTransferHalf({ kind: "bill_payment", direction: "out", method: "pix", raw: "PIX FATURA" }),
    ).toBe(false);
  });
});

describe("pairTransfers", () => {
  it("pairs a TED received with the TED sent from another account, same amount, close days", () => {
    const pairs = pairTransfers(
      [half({ id: 0, accountId: 2, direction: "in", date: "2026-03-03" })],
      [half({ id: 9, accountId: 1, direction: "out", date: "2026-03-02" })],
    );
    expect(pairs).toEqual([{ entry: 0, other: 9 }]);
  });

  it("does not pair the same direction, the same account, another amount or dates too far apart", () => {
    const entry = half({ id: 0, accountId: 2, direction: "in" });
    expect(pairTransfers([entry], [half({ id: 1, accountId: 1, direction: "in" })])).toEqual([]);
    expect(pairTransfers([entry], [half({ id: 2, accountId: 2, direction: "out" })])).toEqual([]);
    expect(pairTransfers([entry], [half({ id: 3, amount: 50_001 })])).toEqual([]);
    expect(pairTransfers([entry], [half({ id: 4, date: "2026-02-26" })])).toEqual([]);
    expect(pairTransfers([entry], [half({ id: 5, date: "2026-02-27" })])).toEqual([{ entry: 0, other: 5 }]);
  });

  it("does not pair halves naming two different people", () => {
    const entry = half({ id: 0, accountId: 2, direction: "in", name: "JOAO PEREIRA" });
    expect(pairTransfers([entry], [half({ id: 1, name: "Maria Souza" })])).toEqual([]);
    expect(pairTransfers([entry], [half({ id: 1, name: "João Pereira" })])).toEqual([{ entry: 0, other: 1 }]);
    // Banks cut long names short: one within the other may be the same person.
    expect(pairTransfers([entry], [half({ id: 1, name: "Joao Pereira da Silva" })])).toEqual([
      { entry: 0, other: 1 },
    ]);
    expect(pairTransfers([{ ...entry, name: "JOAO" }], [half({ id: 1, name: "Joao Pereira" })])).toEqual([
      { entry: 0, other: 1 },
    ]);
    expect(pairTransfers([entry], [half({ id: 1 })])).toEqual([{ entry: 0, other: 1 }]);
  });

  it("takes the closest day, and guesses nothing when two are equally close", () => {
    const entry = half({ id: 0, accountId: 2, direction: "in", date: "2026-03-05" });
    expect(
      pairTransfers([entry], [half({ id: 1, date: "2026-03-03" }), half({ id: 2, date: "2026-03-04" })]),
    ).toEqual([{ entry: 0, other: 2 }]);
    expect(
      pairTransfers([entry], [half({ id: 1, date: "2026-03-04" }), half({ id: 2, date: "2026-03-06" })]),
    ).toEqual([]);
  });

  it("pairs each half once: two equal transfers on two days pair day by day", () => {
    const pairs = pairTransfers(
      [
        half({ id: 1, accountId: 2, direction: "in", date: "2026-03-10" }),
        half({ id: 0, accountId: 2, direction: "in", date: "2026-03-02" }),
      ],
      [half({ id: 7, date: "2026-03-02" }), half({ id: 8, date: "2026-03-10" })],
    );
    expect(pairs).toEqual([
      { entry: 0, other: 7 },
      { entry: 1, other: 8 },
    ]);
    expect(
      pairTransfers(
        [half({ id: 0, accountId: 2, direction: "in" }), half({ id: 1, accountId: 3, direction: "in" })],
        [half({ id: 7 })],
      ),
    ).toEqual([{ entry: 0, other: 7 }]);
  });
});
