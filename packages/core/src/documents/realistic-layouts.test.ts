import { describe, expect, it } from "vitest";
import { foldAccents } from "../fold.ts";
import { readDocument } from "./read-document.ts";
import { CASES, type LayoutCase, TODAY } from "./realistic-layouts.cases.ts";

/** The fields a case names that the reader read otherwise, as "field: expected ≠ read". */
function misses(c: LayoutCase): string[] {
  const f = readDocument(c.text, TODAY);
  const out: string[] = [];
  if (f.kind !== c.kind) out.push(`kind: ${c.kind} ≠ ${f.kind}`);
  if (f.amount !== c.amount) out.push(`amount: ${c.amount} ≠ ${f.amount}`);
  if (c.date !== undefined && f.date !== c.date) out.push(`date: ${c.date} ≠ ${f.date}`);
  if (c.dueDate !== undefined && f.dueDate !== c.dueDate) out.push(`dueDate: ${c.dueDate} ≠ ${f.dueDate}`);
  if (c.merchant !== undefined && !foldAccents(f.merchant ?? "").includes(c.merchant))
    out.push(`merchant: ${c.merchant} ≠ ${f.merchant}`);
  return out;
}

describe("documents made by others, as OCR and PDF text layers give them", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(misses(c)).toEqual([]);
  });

  it("never gives an amount that differs from the one printed to be paid", () => {
    const wrong = CASES.flatMap((c) => {
      const read = readDocument(c.text, TODAY).amount;
      return read !== null && read !== c.amount ? [`${c.name}: ${read}`] : [];
    });
    expect(wrong).toEqual([]);
  });
});
