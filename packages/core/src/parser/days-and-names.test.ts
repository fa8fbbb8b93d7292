// Days said in a message (each relative day word dates its own record, a week named without a day,
// "terço" never a Tuesday) and the words that name a record or its card.
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";
import { correctTypo } from "./typos.ts";

/** Thursday 5 November 2026, morning in São Paulo. */
const THURSDAY = new Date("2026-11-05T09:00:00-03:00");

describe('"terço" (the third paid with vacations) is never "terça"', () => {
  it.each(["terco", "tercos", "quartos", "quintos"])("leaves the word %s alone", (w) =>
    expect(correctTypo(w)).toBeNull(),
  );
  it.each(["recebi as ferias 4.300 com o terco", "recebi o terço de ferias 1.400"])("%s is today", (text) => {
    const [got] = parseMessage(text, THURSDAY);
    expect(got).toMatchObject({ intent: "record", kind: "income", date: "2026-11-05" });
  });
  it('a Tuesday typed one letter off is still a Tuesday: "uber 30 na terca"', () => {
    const [got] = parseMessage("uber 30 na terca", THURSDAY);
    expect(got).toMatchObject({ amount: 30, date: "2026-11-03" });
  });
});

describe("each day said before its amount dates its own record", () => {
  const WEDNESDAY = new Date("2026-11-25T20:00:00-03:00");
  it.each([
    ["anteontem 35 de gasolina ontem 50", ["2026-11-23", "2026-11-24"]],
    ["ontem almoco 30 hoje 25", ["2026-11-24", "2026-11-25"]],
    ["dia 20 paguei 35 de gasolina dia 22 50", ["2026-11-20", "2026-11-22"]],
    ["anteontem 35 de gasolina e ontem 50", ["2026-11-23", "2026-11-24"]],
    // days after their amounts date the one before them
    ["gasolina 35 anteontem e 50 ontem", ["2026-11-23", "2026-11-24"]],
    // one day said first dates every amount after it
    ["ontem gastei 30 de uber e 20 de almoco", ["2026-11-24", "2026-11-24"]],
  ])("%s", (text, days) => {
    const got = parseMessage(text, WEDNESDAY);
    expect(got.map((r) => (r.intent === "record" ? r.date : r.intent))).toEqual(days);
  });
});
