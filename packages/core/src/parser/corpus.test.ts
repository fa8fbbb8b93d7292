/// <reference types="node" />
// Scores the repository's own corpora (packages/core/src/parser/corpus/*.jsonl) field by field.
// Corpora kept elsewhere are scored with `npm run --silent cli -- score FILE.jsonl`.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCorpus, scoreCorpus } from "./corpus-score.ts";
import { parseMessage } from "./parse-message.ts";

const dir = new URL("./corpus/", import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith(".jsonl"));

describe("the repository's corpora", () => {
  it("holds corpora with hundreds of cases", () => {
    const total = files.reduce(
      (n, name) => n + readCorpus(readFileSync(new URL(name, dir), "utf8")).cases.length,
      0,
    );
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(total).toBeGreaterThan(250);
  });

  it.each(files)("%s is well formed and scores 100 %% field by field", (name) => {
    const { cases, errors } = readCorpus(readFileSync(new URL(name, dir), "utf8"));
    expect(errors).toEqual([]);
    const score = scoreCorpus(cases, parseMessage);
    const misses = score.misses.map(
      (m) => `${m.id} "${m.text}" ${m.field}: got ${JSON.stringify(m.got)}, want ${JSON.stringify(m.want)}`,
    );
    expect(misses).toEqual([]);
    expect(score.fieldsRight).toBe(score.fields);
  });
});

describe("scoreCorpus", () => {
  const now = "2026-11-23T10:00:00-03:00";
  it("counts a wrong field, a wrong number of results and a right case", () => {
    const score = scoreCorpus(
      [
        { id: "a", text: "gastei 50 no mercado", now, expect: [{ intent: "record", amount: 60 }] },
        { id: "b", text: "oi", now, expect: [{ intent: "greeting" }, { intent: "greeting" }] },
        { id: "c", text: "valeu", now, expect: [{ intent: "thanks" }] },
      ],
      parseMessage,
    );
    expect(score.casesRight).toBe(1);
    expect(score.misses.map((m) => `${m.id}:${m.field}`)).toEqual(["a:amount", "b:results", "b:intent"]);
  });

  it("reports malformed lines by number and skips blank ones", () => {
    const { cases, errors } = readCorpus(
      `\n{"id":"x"}\nnot json\n${JSON.stringify({ id: 1, text: "oi", now, expect: [] })}\n`,
    );
    expect(cases).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, reason: 'falta o campo "text" (texto)' },
      { line: 3, reason: "não é JSON válido" },
    ]);
  });
});
