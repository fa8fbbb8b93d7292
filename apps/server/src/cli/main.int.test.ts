import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runProcess } from "../testing/run-process.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");
const main = join(root, "apps/server/src/cli/main.ts");

const run = (args: string[], stdin: string) => runProcess(tsx, [main, ...args], { cwd: root, stdin });

// One real process end to end; option handling is tested in memory (run-cli.test.ts).
describe("cli parse", () => {
  it("answers JSON Lines in order, with per-line now and per-line errors", async () => {
    const input = [
      JSON.stringify({ id: "a1", text: "gastei 50 no mercado ontem", now: "2026-11-22T12:00:00-03:00" }),
      "{not json",
      JSON.stringify({ id: "a3", text: "almoço 42 e uber 19,50" }),
      JSON.stringify({ id: "a4", text: "oi", now: "ontem" }),
      JSON.stringify({ id: "a5" }),
      JSON.stringify({ id: "a6", text: "recebi 2.400,10 ontem", now: "2026-11-23T01:30:00Z" }),
    ].join("\n");
    const { code, stdout } = await run(["parse", "--now", "2026-03-01T23:50:00-03:00"], `${input}\n`);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({
      id: "a1",
      results: [
        {
          intent: "record",
          kind: "expense",
          amount: 50,
          date: "2026-11-21",
          // "ontem": the day was said
          dated: true,
          category: "Mercado",
          description: "mercado",
          recurrence: null,
          payment: null,
        },
      ],
    });
    expect(lines[1]).toMatchObject({ id: null, error: expect.any(String) });
    expect(lines[2].id).toBe("a3");
    expect(lines[2].results.map((r: { amount: number; date: string }) => [r.amount, r.date])).toEqual([
      [42, "2026-03-01"],
      [19.5, "2026-03-01"],
    ]);
    expect(lines[3]).toMatchObject({ id: "a4", error: expect.stringContaining("now") });
    expect(lines[4]).toMatchObject({ id: "a5", error: expect.stringContaining("text") });
    // 01:30 UTC on the 23rd is still the 22nd in São Paulo
    expect(lines[5].results[0]).toMatchObject({ kind: "income", amount: 2400.1, date: "2026-11-21" });
  }, 30_000);
});
