/// <reference types="node" />
// Scores the shared development corpus field by field (only the fields present in `expect`).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseMessage } from "./parse-message.ts";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const candidates = [
  join(repoRoot, "../shared/corpus/parse-dev.jsonl"),
  "/work/shared/corpus/parse-dev.jsonl",
];

function corpusPath(): string {
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`parse-dev.jsonl not found; looked in:\n${candidates.join("\n")}`);
  return found;
}

interface Case {
  id: string;
  text: string;
  now: string;
  expect: Record<string, unknown>[];
}

function sameField(key: string, want: unknown, got: unknown): boolean {
  if ((key === "payment" || key === "recurrence") && want !== null && typeof want === "object") {
    if (got === null || typeof got !== "object") return false;
    const g = got as Record<string, unknown>;
    return Object.entries(want as Record<string, unknown>).every(([k, v]) => g[k] === v);
  }
  return JSON.stringify(want) === JSON.stringify(got);
}

describe("development corpus", () => {
  const cases: Case[] = readFileSync(corpusPath(), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Case);

  it("has cases", () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it("scores 100 % field by field", () => {
    let fields = 0;
    let right = 0;
    const misses: string[] = [];
    for (const c of cases) {
      const got = parseMessage(c.text, new Date(c.now)) as unknown as Record<string, unknown>[];
      // the number of results is a field of its own: a missing or extra result is a miss
      fields++;
      if (got.length === c.expect.length) right++;
      else misses.push(`${c.id} "${c.text}": ${got.length} results, want ${c.expect.length}`);
      c.expect.forEach((want, k) => {
        for (const [key, value] of Object.entries(want)) {
          fields++;
          const have = got[k]?.[key];
          if (sameField(key, value, have)) right++;
          else
            misses.push(
              `${c.id} "${c.text}" ${key}: got ${JSON.stringify(have)}, want ${JSON.stringify(value)}`,
            );
        }
      });
    }
    const score = (100 * right) / fields;
    console.log(
      `parse-dev corpus: ${right}/${fields} fields right (${score.toFixed(2)} %), ${cases.length} cases`,
    );
    expect(misses).toEqual([]);
    expect(right).toBe(fields);
  });
});
