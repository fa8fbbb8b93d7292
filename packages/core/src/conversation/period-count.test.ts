import { describe, expect, it } from "vitest";
import { parseMessage } from "../parser/parse-message.ts";
import type { Interpretation } from "../parser/types.ts";
import { inContext } from "./in-context.ts";
import { emptyState, liveState, mention } from "./state.ts";

// June 2026 begins on a Monday: on Wednesday the 3rd "essa semana" and "esse mês" cover the same
// days, and only what each question says tells the books how to count it (docs/books.md, "Months").
const WEDNESDAY_3_JUNE = new Date("2026-06-03T12:00:00-03:00");

const asked = (text: string, now = WEDNESDAY_3_JUNE): Interpretation => {
  const [first] = parseMessage(text, now);
  if (!first) throw new Error(`nothing read: ${text}`);
  return first;
};

describe("every period a question names says how it counts", () => {
  it.each([
    ["quanto gastei essa semana?", "2026-06-01", "2026-06-03", "days"],
    ["quanto gastei esta semana no mercado?", "2026-06-01", "2026-06-03", "days"],
    ["resumo da semana", "2026-06-01", "2026-06-03", "days"],
    ["quanto gastei esse mês?", "2026-06-01", "2026-06-03", "months"],
    ["quanto gastei?", "2026-06-01", "2026-06-03", "months"],
    ["quanto gastei hoje?", "2026-06-03", "2026-06-03", "days"],
    ["quanto gastei ontem?", "2026-06-02", "2026-06-02", "days"],
    ["quanto gastei nos últimos 7 dias?", "2026-05-28", "2026-06-03", "days"],
    ["quanto gastei na semana passada?", "2026-05-25", "2026-05-31", "days"],
    ["quanto gastei no fim de semana?", "2026-05-30", "2026-05-31", "days"],
    ["quanto gastei de 01/06 a 03/06?", "2026-06-01", "2026-06-03", "days"],
    ["quanto gastei dia 1?", "2026-06-01", "2026-06-01", "days"],
    ["quanto gastei mês passado?", "2026-05-01", "2026-05-31", "months"],
    ["quanto gastei em maio?", "2026-05-01", "2026-05-31", "months"],
    ["quanto gastei desde março?", "2026-03-01", "2026-06-03", "months"],
    ["quanto gastei esse ano?", "2026-01-01", "2026-06-03", "months"],
    ["quanto gastei com ifood essa semana?", "2026-06-01", "2026-06-03", "days"],
    ["quanto gastei com ifood esse mês?", "2026-06-01", "2026-06-03", "months"],
    ["lista meus gastos da semana", "2026-06-01", "2026-06-03", "days"],
    ["lista meus gastos do mês", "2026-06-01", "2026-06-03", "months"],
  ] as const)("%s → %s..%s by %s", (text, from, to, by) => {
    expect(asked(text)).toMatchObject({ intent: "query", from, to, by });
  });

  it("compares a week with a week and a month with a month", () => {
    expect(asked("gastei mais que semana passada?")).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-03",
      by: "days",
      compare: { from: "2026-05-25", to: "2026-05-31", by: "days" },
    });
    expect(asked("gastei mais que mês passado?")).toMatchObject({
      from: "2026-06-01",
      to: "2026-06-03",
      by: "months",
      compare: { from: "2026-05-01", to: "2026-05-31", by: "months" },
    });
  });

  it("keeps how a period counts across follow-ups", () => {
    const week = asked("quanto gastei essa semana?");
    if (week.intent !== "query") throw new Error("not a question");
    const state = mention(emptyState(), [{ type: "question", query: week }], "personal", WEDNESDAY_3_JUNE);
    const read = (text: string) =>
      inContext(state, parseMessage(text, WEDNESDAY_3_JUNE), text, WEDNESDAY_3_JUNE)[0]?.item;
    // "e no mercado?" keeps the week, counted by days
    expect(read("e no mercado?")).toMatchObject({ from: "2026-06-01", to: "2026-06-03", by: "days" });
    // "e esse mês?" changes it to the month, counted by months
    expect(read("e esse mês?")).toMatchObject({ from: "2026-06-01", to: "2026-06-03", by: "months" });
    expect(read("e semana passada?")).toMatchObject({ from: "2026-05-25", to: "2026-05-31", by: "days" });
  });

  it("forgets a question kept before periods said how they count", () => {
    const week = asked("quanto gastei essa semana?");
    if (week.intent !== "query") throw new Error("not a question");
    const state = mention(emptyState(), [{ type: "question", query: week }], "personal", WEDNESDAY_3_JUNE);
    const { by: _, ...older } = week;
    const stored = JSON.parse(JSON.stringify({ ...state, subject: { ...state.subject, question: older } }));
    const text = "e no mercado?";
    const live = liveState(stored, WEDNESDAY_3_JUNE);
    expect(live.subject?.question).toBeNull();
    const [read] = inContext(live, parseMessage(text, WEDNESDAY_3_JUNE), text, WEDNESDAY_3_JUNE);
    // read on its own (this month), never as a week counted by a guess
    expect(read?.item).toMatchObject({ by: "months" });
  });
});
