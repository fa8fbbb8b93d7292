import { describe, expect, it } from "vitest";
import { dueAround, type OpenReminder, reminderPaidBy, remindersNamed } from "./reminder-paid.ts";

const luz: OpenReminder = {
  id: 1,
  description: "conta de luz Cemig",
  amountCents: 18740,
  dueDate: "2026-12-10",
};
const aluguel: OpenReminder = {
  id: 2,
  description: "pagar aluguel",
  amountCents: null,
  dueDate: "2026-12-05",
};
const paid = (description: string, amountCents: number, date: string, category = "Contas") => ({
  description,
  category,
  amountCents,
  date,
});

describe("the reminder a payment settles", () => {
  it("is the one that names what was paid, due within days, of the amount it said", () => {
    expect(reminderPaidBy([luz, aluguel], paid("luz", 18740, "2026-12-08"))).toBe(luz);
    expect(reminderPaidBy([luz, aluguel], paid("aluguel", 150000, "2026-12-05", "Moradia"))).toBe(aluguel);
    // paid a few days late still settles it
    expect(reminderPaidBy([luz], paid("conta de luz", 18740, "2026-12-14"))).toBe(luz);
  });

  it("is none for another thing, another amount, or another month", () => {
    expect(reminderPaidBy([luz], paid("água", 18740, "2026-12-08"))).toBeNull();
    expect(reminderPaidBy([luz], paid("luz", 9000, "2026-12-08"))).toBeNull();
    expect(reminderPaidBy([luz], paid("luz", 18740, "2026-11-10"))).toBeNull();
    expect(reminderPaidBy([luz], paid("luz", 18740, "2026-12-25"))).toBeNull();
    // the words of paying are not what is paid
    expect(reminderPaidBy([aluguel], paid("conta", 150000, "2026-12-05"))).toBeNull();
  });

  it("takes a bill named by its own word at an amount a month's bill may differ by", () => {
    // "uns 200" said ahead, 187 paid; R$ 90 is another payment
    const ahead = { ...luz, description: "pagar a luz", amountCents: 20000 };
    expect(reminderPaidBy([ahead], paid("luz", 18700, "2026-12-08"))).toBe(ahead);
    expect(reminderPaidBy([ahead], paid("luz", 14000, "2026-12-08"))).toBeNull();
  });

  it("takes a bill named by its category alone only when the amounts agree", () => {
    expect(reminderPaidBy([luz], paid("conta", 18740, "2026-12-09"))).toBe(luz);
    expect(reminderPaidBy([luz], paid("conta", 20000, "2026-12-09"))).toBeNull();
  });

  it("of two, takes the one due nearest", () => {
    const next = { ...luz, id: 3, dueDate: "2026-12-20" };
    expect(reminderPaidBy([next, luz], paid("luz", 18740, "2026-12-11"))).toBe(luz);
  });
});

describe("the reminders words name", () => {
  it("are those whose description holds every word said that says what is due", () => {
    expect(remindersNamed([luz, aluguel], "luz")).toEqual([luz]);
    expect(remindersNamed([luz, aluguel], "conta de luz")).toEqual([luz]);
    expect(remindersNamed([luz, aluguel], "aluguel")).toEqual([aluguel]);
    expect(remindersNamed([luz, aluguel], "academia")).toEqual([]);
    // the words of paying name nothing alone
    expect(remindersNamed([luz, aluguel], "conta")).toEqual([]);
  });
});

describe("a payment around a reminder's due date", () => {
  it("is from fifteen days before it to ten after", () => {
    const due = { dueDate: "2026-12-10" };
    expect(dueAround(due, "2026-11-25")).toBe(true);
    expect(dueAround(due, "2026-11-24")).toBe(false);
    expect(dueAround(due, "2026-12-20")).toBe(true);
    expect(dueAround(due, "2026-12-21")).toBe(false);
  });
});
