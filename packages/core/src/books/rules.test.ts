import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth } from "../calendar/index.ts";
import { centavos } from "../money.ts";
import { billForPurchase } from "../planning/bill-calendar.ts";
import { billMoveRefusal, placeParts } from "./bill-placement.ts";
import { categoryOfWords } from "./category-of-words.ts";
import { instalmentDates, movedPartDates, partDates } from "./instalment-dates.ts";
import { limitMarks } from "./limit-marks.ts";

const civilDate = fc
  .record({
    y: fc.integer({ min: 2020, max: 2035 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })
  .map(
    ({ y, m, d }) =>
      `${y}-${String(m).padStart(2, "0")}-${String(Math.min(d, daysInMonth(y, m))).padStart(2, "0")}`,
  );

describe("instalment dates", () => {
  it("puts each part on its own month, clamped to the month's length", () => {
    expect(instalmentDates("2026-01-31", 3)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31"]);
    expect(instalmentDates("2028-01-30", 2)).toEqual(["2028-01-30", "2028-02-29"]);
    expect(instalmentDates("2026-11-15", 3)).toEqual(["2026-11-15", "2026-12-15", "2027-01-15"]);
  });

  it("keeps the purchase date on every part of a card purchase", () => {
    expect(partDates("2026-01-31", 3, { onCard: true })).toEqual(["2026-01-31", "2026-01-31", "2026-01-31"]);
    expect(partDates("2026-01-31", 2, { onCard: false })).toEqual(["2026-01-31", "2026-02-28"]);
  });

  it("moves a purchase from the part the person moved, keeping the day asked for", () => {
    expect(movedPartDates(3, 1, "2026-01-31")).toEqual(["2026-01-31", "2026-02-28", "2026-03-31"]);
    expect(movedPartDates(3, 2, "2026-03-31")).toEqual(["2026-02-28", "2026-03-31", "2026-04-30"]);
  });

  it("never puts two parts in one month nor skips a month", () => {
    fc.assert(
      fc.property(civilDate, fc.integer({ min: 1, max: 72 }), (first, count) => {
        const months = instalmentDates(first, count).map(
          (d) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)),
        );
        expect(months.map((m) => m - (months[0] ?? 0))).toEqual(months.map((_, i) => i));
        for (const d of instalmentDates(first, count))
          expect(Number(d.slice(8, 10))).toBe(
            Math.min(Number(first.slice(8, 10)), daysInMonth(Number(d.slice(0, 4)), Number(d.slice(5, 7)))),
          );
      }),
    );
  });
});

describe("bill placement", () => {
  const card = { closingDay: 3, dueDay: 10 };
  const fresh = (n: number) => Array.from({ length: n }, () => ({ month: null, overridden: false }));

  it("puts the first part on the purchase's bill and the others one a month later", () => {
    expect(placeParts(card, "2026-05-02", fresh(3), new Set())).toEqual(["2026-05", "2026-06", "2026-07"]);
    expect(placeParts(card, "2026-05-03", fresh(2), new Set())).toEqual(["2026-06", "2026-07"]);
  });

  it("keeps a bill picked by hand and what sits on a paid bill", () => {
    const parts = [
      { month: "2026-09", overridden: true },
      { month: "2026-06", overridden: false },
      { month: "2026-07", overridden: false },
    ];
    // The purchase moved to the next cycle: the hand-picked part stays, the part on the paid June bill stays.
    expect(placeParts(card, "2026-05-20", parts, new Set(["2026-06"]))).toEqual([
      "2026-09",
      "2026-06",
      "2026-08",
    ]);
  });

  it("does not move a part onto a paid bill, but a new purchase of that cycle lands there", () => {
    const paid = new Set(["2026-05"]);
    expect(placeParts(card, "2026-05-01", [{ month: "2026-06", overridden: false }], paid)).toEqual([
      "2026-06",
    ]);
    expect(placeParts(card, "2026-05-01", fresh(1), paid)).toEqual(["2026-05"]);
  });

  it("puts nothing on a bill for a card without a cycle", () => {
    expect(placeParts(null, "2026-05-01", fresh(2), new Set())).toEqual([null, null]);
  });

  it("agrees with the calendar for every fresh purchase", () => {
    fc.assert(
      fc.property(
        civilDate,
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (date, closingDay, dueDay) => {
          const cycle = { closingDay, dueDay };
          expect(placeParts(cycle, date, fresh(1), new Set())).toEqual([billForPurchase(cycle, date).month]);
        },
      ),
    );
  });

  it("refuses moves into or out of a paid bill", () => {
    expect(billMoveRefusal("2026-05", "2026-06", new Set(["2026-05"]))).toBe("paid_bill");
    expect(billMoveRefusal("2026-05", "2026-06", new Set(["2026-06"]))).toBe("paid_bill");
    expect(billMoveRefusal(null, "2026-06", new Set())).toBe("not_on_card");
    expect(billMoveRefusal("2026-05", "2026-06", new Set())).toBeNull();
  });
});

describe("limit marks", () => {
  const limit = centavos(1000);

  it("marks and announces the highest threshold newly reached", () => {
    expect(limitMarks(limit, centavos(1000), [])).toEqual({ add: [80, 100], rearm: [], announce: 100 });
    expect(limitMarks(limit, centavos(800), [])).toEqual({ add: [80], rearm: [], announce: 80 });
  });

  it("re-arms the thresholds the month fell back under, and announces nothing already marked", () => {
    expect(limitMarks(limit, centavos(850), [80, 100])).toEqual({ add: [], rearm: [100], announce: null });
    expect(limitMarks(limit, centavos(100), [80])).toEqual({ add: [], rearm: [80], announce: null });
  });

  it("leaves the marks equal to the thresholds reached, whatever they were", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.subarray([80, 100]), (spent, marked) => {
        const { add, rearm } = limitMarks(limit, centavos(spent), marked);
        const after = [...marked.filter((t) => !(rearm as number[]).includes(t)), ...add].sort(
          (a, b) => a - b,
        );
        expect(after).toEqual([80, 100].filter((t) => spent * 100 >= 1000 * t));
      }),
    );
  });
});

describe("category of a record's words", () => {
  it("files a description the way the chat would, else in the fallback category", () => {
    expect(categoryOfWords("expense", "ingresso do cinema")).toBe("Lazer");
    expect(categoryOfWords("expense", "tv nova")).toBe(categoryOfWords("expense", "tv"));
    expect(categoryOfWords("expense", "xyzzy")).toBe("Outros");
    expect(categoryOfWords("expense", "fornecedor de tecido", "business")).toBe("Fornecedores");
  });
});
