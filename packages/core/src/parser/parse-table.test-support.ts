import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";

/** Sunday 22 November 2026, noon in São Paulo: the "now" of the table-driven parser tests. */
export const NOW = new Date("2026-11-22T12:00:00-03:00");

export type Row = [string, Record<string, unknown>];

/** Each message gives exactly one result matching the partial object. */
export function table(name: string, rows: Row[]) {
  describe(name, () => {
    it.each(rows)("%s", (text, want) => {
      const got = parseMessage(text, NOW);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject(want);
    });
  });
}

/** An expected expense record. */
export const exp = (amount: number, extra: Record<string, unknown> = {}) => ({
  intent: "record",
  kind: "expense",
  amount,
  ...extra,
});

/** An expected income record. */
export const inc = (amount: number, extra: Record<string, unknown> = {}) => ({
  intent: "record",
  kind: "income",
  amount,
  ...extra,
});

/** An expense whose amount was said only roughly: the candidates said are asked. */
export const asked = (roughly: number[], extra: Record<string, unknown> = {}) => ({
  intent: "incomplete",
  kind: "expense",
  missing: ["amount"],
  roughly,
  ...extra,
});

/** An expected query. */
export const q = (metric: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  intent: "query",
  metric,
  from,
  to,
  ...extra,
});
