import { describe, expect, it } from "vitest";
import { type KnownMovement, planImport } from "./plan-import.ts";
import type { StatementEntry } from "./types.ts";

const entry = (over: Partial<StatementEntry> & { key: string }): StatementEntry => ({
  date: "2026-03-10",
  amount: 2300,
  direction: "out",
  kind: "expense",
  description: "Uber",
  counterpart: null,
  method: null,
  category: "Transporte",
  fitid: null,
  installment: null,
  balance: null,
  raw: "UBER *TRIP",
  ...over,
});
const known = (over: Partial<KnownMovement> & { id: number }): KnownMovement => ({
  kind: "expense",
  amount: 2300,
  date: "2026-03-10",
  accountId: null,
  importKey: null,
  ...over,
});

describe("planImport", () => {
  it("links a record made by chat (same kind and amount, within three days) instead of doubling it", () => {
    const plan = planImport({
      accountId: 7,
      layout: "x",
      entries: [entry({ key: "t:a#1", date: "2026-03-11" }), entry({ key: "t:b#1", date: "2026-03-11" })],
      known: [known({ id: 1, date: "2026-03-09" }), known({ id: 2, date: "2026-03-15" })],
      history: new Map(),
    });
    expect(plan.entries.map((e) => [e.action, e.knownId])).toEqual([
      ["matches_record", 1],
      ["new", null],
    ]);
    expect(plan.newOut).toBe(2300);
  });

  it("knows an entry imported before by its key, even when a fuzzy match came first in the file", () => {
    const plan = planImport({
      accountId: 7,
      layout: "x",
      entries: [entry({ key: "t:x#1" }), entry({ key: "t:y#1" })],
      known: [known({ id: 5, accountId: 7, importKey: "7:x:t:y#1" })],
      history: new Map(),
    });
    expect(plan.entries.map((e) => e.action)).toEqual(["new", "imported_before"]);
    expect(plan.counts).toEqual({ new: 1, imported_before: 1, matches_record: 0 });
  });

  it("finds entries another export of the account brought in, but never two entries of one export", () => {
    const plan = planImport({
      accountId: 7,
      layout: "ofx-conta",
      entries: [entry({ key: "f:N1|2026-03-10|-2300#1" }), entry({ key: "f:N2|2026-03-10|-2300#1" })],
      known: [
        known({ id: 8, accountId: 7, importKey: "7:nubank-conta:f:uuid-1|2026-03-10|-2300#1" }),
        known({ id: 9, accountId: 3, importKey: "3:nubank-conta:f:uuid-2|2026-03-10|-2300#1" }),
        known({ id: 10, accountId: 7, importKey: "7:ofx-conta:f:N0|2026-03-10|-2300#1" }),
      ],
      history: new Map(),
    });
    expect(plan.entries.map((e) => [e.action, e.knownId])).toEqual([
      ["imported_before", 8],
      ["new", null],
    ]);
    expect(plan.newOut).toBe(2300);
  });

  it("keeps transfers apart from spending and takes the person's own category first", () => {
    const plan = planImport({
      accountId: 1,
      layout: "x",
      entries: [
        entry({ key: "t:p#1", kind: "bill_payment", description: "Pagamento de fatura", category: null }),
        entry({ key: "t:q#1", kind: "refund", direction: "in", category: "Reembolso" }),
        entry({ key: "t:r#1", description: "Padaria Pão Quente", category: "Alimentação" }),
      ],
      known: [known({ id: 3, amount: 999 })],
      history: new Map([["expense|padaria pao quente", "Mercado"]]),
    });
    expect(plan.entries.map((e) => [e.booksKind, e.action, e.category])).toEqual([
      ["transfer", "new", null],
      ["income", "new", "Reembolso"],
      ["expense", "new", "Mercado"],
    ]);
  });
});
