import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseLine, runParse } from "./parse-command.ts";

const fixed = { now: new Date("2026-10-14T12:00:00-03:00"), clock: () => new Date("2000-01-01T12:00:00Z") };

describe("parse command", () => {
  it("uses the line's now over the default", () => {
    const out = parseLine(
      JSON.stringify({ id: 1, text: "hoje 30 de uber", now: "2026-01-05T10:00:00-03:00" }),
      fixed,
    );
    expect(out).toMatchObject({ id: 1, results: [{ date: "2026-01-05", amount: 30 }] });
  });

  it("falls back to the clock when no now is given", () => {
    const out = parseLine(JSON.stringify({ id: "x", text: "uber 30" }), {
      now: null,
      clock: () => new Date("2025-02-03T15:00:00Z"),
    });
    expect(out).toMatchObject({ results: [{ date: "2025-02-03" }] });
  });

  it.each([
    ["[1,2]", null, "objeto"],
    ['{"id":"a"}', "a", "text"],
    ['{"id":"a","text":5}', "a", "text"],
    ['{"id":"a","text":"oi","now":12}', "a", "now"],
  ])("reports %s as an error for its id", (line, id, word) => {
    const out = parseLine(line, fixed);
    expect(out.id).toBe(id);
    expect(String(out.error)).toContain(word);
  });

  it("ignores a byte-order mark at the start of the input", async () => {
    const output = new PassThrough();
    let text = "";
    output.on("data", (d) => {
      text += d;
    });
    await runParse(Readable.from(['\uFEFF{"id":"b","text":"oi"}\n']), output, fixed);
    expect(JSON.parse(text)).toEqual({ id: "b", results: [{ intent: "greeting" }] });
  });

  it("streams lines in order and skips blank ones", async () => {
    const input = Readable.from(['{"id":"1","text":"oi"}\n\n{"id":"2","text":"ajuda"}\n']);
    const output = new PassThrough();
    let text = "";
    output.on("data", (d) => {
      text += d;
    });
    const count = await runParse(input, output, fixed);
    expect(count).toBe(2);
    expect(
      text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).id),
    ).toEqual(["1", "2"]);
  });
});
