import { describe, expect, it } from "vitest";
import { addDays, clampedDate, fromIso, toIso } from "../calendar/index.ts";
import {
  addBillMonths,
  billForPurchase,
  billOfMonth,
  installmentBills,
  namedBillMonth,
  openBill,
} from "./bill-calendar.ts";
import { isBusinessDay } from "./holidays.ts";

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
// Two years, 2027 and 2028, the second with a 29 February.
const MONTHS = Array.from({ length: 24 }, (_, i) => addBillMonths("2027-01", i));
const nextDay = (iso: string) => toIso(addDays(fromIso(iso), 1));

function nominal(month: string, day: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return toIso(clampedDate(y, m, day));
}

describe("bill calendar", () => {
  it.each([
    // closing, due, bill month → opens, closes, due (moved)
    [3, 10, "2026-05", "2026-04-03", "2026-05-03", "2026-05-11"], // due on a Sunday → Monday
    [3, 10, "2027-01", "2026-12-03", "2027-01-03", "2027-01-11"],
    [28, 5, "2026-12", "2026-10-28", "2026-11-28", "2026-12-07"], // closes the month before; 5 Dec is a Saturday
    [30, 6, "2027-02", "2026-12-30", "2027-01-30", "2027-02-10"], // Saturday, then Carnival Monday and Tuesday
    [19, 26, "2027-03", "2027-02-19", "2027-03-19", "2027-03-29"], // Good Friday, then the weekend
    [20, 27, "2027-05", "2027-04-20", "2027-05-20", "2027-05-28"], // Corpus Christi
    [13, 20, "2026-11", "2026-10-13", "2026-11-13", "2026-11-23"], // Consciência Negra on a Friday
    [18, 25, "2027-12", "2027-11-18", "2027-12-18", "2027-12-27"], // Christmas on a Saturday
    [24, 1, "2028-01", "2027-11-24", "2027-12-24", "2028-01-03"], // New Year on a Saturday
    [31, 10, "2027-03", "2027-01-31", "2027-02-28", "2027-03-10"], // closing 31 in a common February
    [31, 10, "2028-03", "2028-01-31", "2028-02-29", "2028-03-10"], // … and in a leap one
    [30, 31, "2027-02", "2027-01-30", "2027-02-27", "2027-03-01"], // closing 30 / due 31 squeezed by February
    [30, 31, "2028-02", "2028-01-30", "2028-02-28", "2028-03-01"], // 29 Feb 2028 is Carnival Tuesday
    [31, 31, "2027-05", "2027-03-31", "2027-04-30", "2027-05-31"],
  ])(
    "closing %i and due %i: the bill of %s opens %s, closes %s, is due %s",
    (closingDay, dueDay, month, opensOn, closesOn, dueOn) => {
      expect(billOfMonth({ closingDay, dueDay }, month)).toEqual({ month, opensOn, closesOn, dueOn });
    },
  );

  it("puts a purchase before the closing date on this bill and on or after it on the next", () => {
    const card = { closingDay: 3, dueDay: 10 };
    expect(billForPurchase(card, "2026-05-02").month).toBe("2026-05");
    expect(billForPurchase(card, "2026-05-03").month).toBe("2026-06");
    expect(billForPurchase(card, "2026-05-31").month).toBe("2026-06");
    const late = { closingDay: 28, dueDay: 5 };
    expect(billForPurchase(late, "2026-11-27").month).toBe("2026-12");
    expect(billForPurchase(late, "2026-11-28").month).toBe("2027-01");
    expect(billForPurchase(late, "2026-12-27").month).toBe("2027-01");
    expect(billForPurchase(late, "2026-12-31").month).toBe("2027-02");
  });

  it("keeps the closing date on weekends: a Saturday closing still sends that day's purchase to the next bill", () => {
    // 2026-11-28 is a Saturday.
    expect(billForPurchase({ closingDay: 28, dueDay: 5 }, "2026-11-28").month).toBe("2027-01");
  });

  it("spreads instalments over consecutive bills from the purchase's own bill", () => {
    const card = { closingDay: 3, dueDay: 10 };
    expect(installmentBills(card, "2026-11-03", 3).map((b) => b.month)).toEqual([
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
    expect(installmentBills(card, "2026-11-02", 1).map((b) => b.month)).toEqual(["2026-11"]);
    expect(openBill(card, "2026-11-24").month).toBe("2026-12");
  });

  it("moves the year across December", () => {
    expect(addBillMonths("2026-12", 1)).toBe("2027-01");
    expect(addBillMonths("2027-01", -1)).toBe("2026-12");
    expect(addBillMonths("2026-05", 24)).toBe("2028-05");
  });

  it("refuses days outside 1-31", () => {
    expect(() => billOfMonth({ closingDay: 0, dueDay: 10 }, "2026-05")).toThrow(RangeError);
    expect(() => billOfMonth({ closingDay: 3, dueDay: 32 }, "2026-05")).toThrow(RangeError);
  });

  describe.each(DAYS)("closing day %i", (closingDay) => {
    it.each(DAYS)("due day %i: every bill of 2027-2028 follows the rules", (dueDay) => {
      const card = { closingDay, dueDay };
      let previous = billOfMonth(card, "2026-12");
      for (const month of MONTHS) {
        const bill = billOfMonth(card, month);
        const due = nominal(month, dueDay);
        // The due date is the nominal one or the first business day after it.
        expect(bill.dueOn >= due).toBe(true);
        expect(isBusinessDay(bill.dueOn)).toBe(true);
        for (let d = due; d < bill.dueOn; d = nextDay(d)) expect(isBusinessDay(d)).toBe(false);
        // The closing date is the closing day (clamped) in the due month or the one before.
        const closingMonth = closingDay >= dueDay ? addBillMonths(month, -1) : month;
        expect(bill.closesOn.slice(0, 7)).toBe(closingMonth);
        const clamped = nominal(closingMonth, closingDay);
        expect(
          bill.closesOn === clamped || (clamped >= due && bill.closesOn === toIso(addDays(fromIso(due), -1))),
        ).toBe(true);
        expect(bill.closesOn < due).toBe(true);
        // Cycles follow one another without gaps or overlaps.
        expect(bill.opensOn).toBe(previous.closesOn);
        expect(bill.opensOn < bill.closesOn).toBe(true);
        previous = bill;
      }
    });
  });

  // About 90,000 purchase days: seconds on a loaded machine.
  it("lands every purchase day of 2027-2028 on the one bill whose cycle holds it, for every card", () => {
    for (const closingDay of DAYS) {
      for (const dueDay of [1, 10, 28, 31]) {
        const card = { closingDay, dueDay };
        for (let date = "2027-01-01"; date <= "2028-12-31"; date = nextDay(date)) {
          const bill = billForPurchase(card, date);
          if (!(bill.opensOn <= date && date < bill.closesOn))
            throw new Error(`${closingDay}/${dueDay} ${date} → ${JSON.stringify(bill)}`);
        }
      }
    }
  }, 60_000);
});

describe("the bill a question names by its month", () => {
  it("is the month's nearest occurrence, a tie ahead; none for the month so far", () => {
    const today = "2026-11-24";
    expect(namedBillMonth({ from: "2026-01-01", to: "2026-01-31" }, today)).toBe("2027-01");
    expect(namedBillMonth({ from: "2026-10-01", to: "2026-10-31" }, today)).toBe("2026-10");
    expect(namedBillMonth({ from: "2026-05-01", to: "2026-05-31" }, today)).toBe("2027-05");
    expect(namedBillMonth({ from: "2026-11-01", to: "2026-11-30" }, today)).toBe("2026-11");
    expect(namedBillMonth({ from: "2026-11-01", to: today }, today)).toBeNull();
    expect(namedBillMonth({ from: "2026-11-16", to: "2026-11-22" }, today)).toBeNull();
  });
});
