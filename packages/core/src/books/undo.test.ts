import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changedSince,
  netChanges,
  type RowChange,
  type RowImage,
  replyUndone,
  replyUndoRefused,
  sameImage,
  saysUndo,
  undoSteps,
} from "./undo.ts";

type Tables = Map<string, RowImage>;

/** Applies changes to rows held in memory, recording each change the way the database trigger does. */
function apply(rows: Tables, writes: { key: string; row: RowImage | null }[]): RowChange[] {
  return writes.map(({ key, row }) => {
    const before = rows.get(key) ?? null;
    if (row === null) rows.delete(key);
    else rows.set(key, row);
    return { table: "t", key, before, after: row };
  });
}

function undo(rows: Tables, net: RowChange[]) {
  for (const step of undoSteps(net)) {
    if (step.action === "delete") rows.delete(step.key);
    else rows.set(step.key, step.row);
  }
}

describe("undo as data", () => {
  it("keeps the first image before and the last after, and drops rows that came back as they were", () => {
    const changes: RowChange[] = [
      { table: "t", key: "1", before: null, after: { a: 1 } },
      { table: "t", key: "2", before: { a: 5 }, after: { a: 6 } },
      { table: "t", key: "1", before: { a: 1 }, after: { a: 2 } },
      { table: "t", key: "2", before: { a: 6 }, after: { a: 5 } },
      { table: "t", key: "3", before: null, after: { a: 1 } },
      { table: "t", key: "3", before: { a: 1 }, after: null },
    ];
    expect(netChanges(changes)).toEqual([{ table: "t", key: "1", before: null, after: { a: 2 } }]);
  });

  it("undoes the last change first", () => {
    const net: RowChange[] = [
      { table: "rules", key: "9", before: null, after: { id: 9 } },
      { table: "t", key: "1", before: null, after: { id: 1, rule: 9 } },
    ];
    expect(undoSteps(net).map((s) => `${s.action} ${s.table}`)).toEqual(["delete t", "delete rules"]);
  });

  it("compares images whatever the order of their columns", () => {
    expect(sameImage({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameImage({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameImage(null, null)).toBe(true);
  });

  it("names the rows changed since the operation", () => {
    const net: RowChange[] = [{ table: "t", key: "1", before: { a: 1 }, after: { a: 2 } }];
    expect(changedSince(net, () => ({ a: 2 }))).toEqual([]);
    expect(changedSince(net, () => ({ a: 3 }))).toEqual([{ change: net[0], now: { a: 3 } }]);
    expect(changedSince(net, () => null)).toEqual([{ change: net[0], now: null }]);
  });

  it("brings any set of rows back exactly, whatever one operation wrote", () => {
    const key = fc.constantFrom("1", "2", "3", "4");
    const row = fc.option(fc.record({ amount: fc.integer(), card: fc.option(fc.string(), { nil: null }) }), {
      nil: null,
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(key, row)), fc.array(fc.tuple(key, row)), (initial, writes) => {
        const rows: Tables = new Map();
        for (const [k, r] of initial) if (r) rows.set(k, r);
        const start = new Map(rows);
        const changes = apply(
          rows,
          writes.map(([k, r]) => ({ key: k, row: r })),
        );
        const net = netChanges(changes);
        expect(changedSince(net, (_t, k) => rows.get(k) ?? null)).toEqual([]);
        undo(rows, net);
        const sorted = (m: Tables) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
        expect(sorted(rows)).toEqual(sorted(start));
      }),
    );
  });
});

describe("undo in words", () => {
  it("tells an undo from a delete of the last record", () => {
    expect(saysUndo("Desfaz!")).toBe(true);
    expect(saysUndo("desfaça por favor")).toBe(true);
    expect(saysUndo("apaga o último")).toBe(false);
  });

  it("says why an undo is refused, naming the bill paid since", () => {
    expect(replyUndoRefused({ reason: "bill_paid", card: "Nubank", month: "2026-04" })).toBe(
      "Não dá para desfazer: a fatura de abril/2026 do Nubank já foi paga, e uma fatura paga não muda.",
    );
    expect(replyUndoRefused({ reason: "changed_since", what: "record" })).toContain(
      "esse registro foi alterado depois",
    );
    expect(replyUndone({ kind: "pay_bill", summary: {} })).toBe(
      "↩️ Desfeito: a fatura voltou a ficar em aberto.",
    );
  });

  it("names what came back for cards, goals, limits and planned purchases", () => {
    expect(replyUndone({ kind: "card", summary: { action: "deleted", card: "Nubank" } })).toBe(
      "↩️ Desfeito: o cartão voltou, com as compras e faturas dele.",
    );
    expect(replyUndone({ kind: "goal", summary: { action: "created" } })).toBe("↩️ Desfeito: a meta saiu.");
    expect(replyUndone({ kind: "fixed_item", summary: { action: "created" } })).toBe(
      "↩️ Desfeito: o fixo saiu.",
    );
    expect(replyUndone({ kind: "fixed_item", summary: { action: "made" } })).toBe(
      "↩️ Desfeito: o registro deixou de ser fixo e continua nos seus registros.",
    );
    expect(replyUndone({ kind: "limit", summary: { action: "changed" } })).toBe(
      "↩️ Desfeito: o limite voltou a ser como era.",
    );
    expect(replyUndoRefused({ reason: "name_taken", what: "cards" })).toBe(
      "Não dá para desfazer: você já tem outro cartão com esse nome.",
    );
    expect(replyUndoRefused({ reason: "changed_since", what: "goals" })).toContain(
      "essa meta foi alterada depois",
    );
  });
});
