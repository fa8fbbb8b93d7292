import { describe, expect, it } from "vitest";
import { nextPayday, paydayIn, previousPayday } from "./payday.ts";

describe("paydayIn", () => {
  it("counts Saturdays but not Sundays or holidays for the 5th business day (CLT)", () => {
    // April 2026: Wed 1, Thu 2, (Good Friday 3), Sat 4, (Sun 5), Mon 6, Tue 7.
    expect(paydayIn({ kind: "business_day", n: 5 }, "2026-04")).toBe("2026-04-07");
    expect(paydayIn({ kind: "business_day", n: 5 }, "2026-03")).toBe("2026-03-06");
  });

  it("moves a 5th business day falling on a Saturday to the Friday before, when banks open", () => {
    // August 2026: Sat 1, Mon 3, Tue 4, Wed 5, Thu 6 → the 5th is Thursday 6.
    expect(paydayIn({ kind: "business_day", n: 5 }, "2026-08")).toBe("2026-08-06");
    // January 2027: (Fri 1 holiday), Sat 2, Mon 4, Tue 5, Wed 6, Thu 7.
    expect(paydayIn({ kind: "business_day", n: 5 }, "2027-01")).toBe("2027-01-07");
    // June 2027: Tue 1, Wed 2, (Corpus Christi Thu 3), Fri 4, Sat 5 → the bank day before, Fri 4.
    expect(paydayIn({ kind: "business_day", n: 5 }, "2027-06")).toBe("2027-06-04");
  });

  it("pays a fixed day on the business day before when it falls on a weekend, clamped to short months", () => {
    expect(paydayIn({ kind: "day", day: 30 }, "2026-02")).toBe("2026-02-27");
    expect(paydayIn({ kind: "day", day: 30 }, "2026-05")).toBe("2026-05-29");
    expect(paydayIn({ kind: "day", day: 30 }, "2026-04")).toBe("2026-04-30");
  });

  it("finds the last business day", () => {
    expect(paydayIn({ kind: "last_business_day" }, "2026-05")).toBe("2026-05-29");
  });
});

describe("nextPayday and previousPayday", () => {
  const rule = { kind: "business_day", n: 5 } as const;
  it("looks past a salary that arrived today", () => {
    expect(nextPayday(rule, "2026-04-07")).toBe("2026-05-07");
    expect(nextPayday(rule, "2026-04-06")).toBe("2026-04-07");
    expect(nextPayday(rule, "2026-03-20")).toBe("2026-04-07");
  });
  it("starts a month on payday", () => {
    expect(previousPayday(rule, "2026-04-07")).toBe("2026-04-07");
    expect(previousPayday(rule, "2026-04-06")).toBe("2026-03-06");
  });
});
