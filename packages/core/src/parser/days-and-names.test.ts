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
