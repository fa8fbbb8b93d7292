import { describe, expect, it } from "vitest";
import { parseTsv } from "./ocr-page.ts";

const row = (cols: Array<string | number>) => cols.join("\t");
const TSV = [
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
  row([1, 2, 0, 0, 0, 0, 0, 0, 800, 600, -1, ""]),
  row([4, 2, 1, 1, 1, 0, 10, 10, 500, 20, -1, ""]),
  row([5, 2, 1, 1, 1, 1, 10, 10, 60, 20, 95.5, "Valor"]),
  row([5, 2, 1, 1, 1, 2, 80, 10, 60, 20, 91, "total"]),
  row([5, 2, 1, 1, 1, 3, 400, 10, 60, 20, 42.1, "65,95"]),
  row([5, 2, 1, 1, 2, 1, 10, 40, 70, 20, 0, " "]),
  row([5, 2, 1, 2, 1, 1, 10, 80, 60, 20, 88, "Troco"]),
].join("\n");

describe("a page from tesseract's TSV", () => {
  it("keeps every word with its confidence and line, and the gaps between columns", () => {
    const page = parseTsv(TSV);
    expect(page.words).toEqual([
      { text: "Valor", conf: 95.5, line: 0 },
      { text: "total", conf: 91, line: 0 },
      { text: "65,95", conf: 42.1, line: 0 },
      { text: "Troco", conf: 88, line: 2 },
    ]);
    const [first, blank, last] = page.text.split("\n");
    expect(first).toMatch(/^Valor total {10,}65,95$/);
    expect(blank).toBe("");
    expect(last).toBe("Troco");
  });

  it("keeps the box around each line's words", () => {
    expect(parseTsv(TSV).lines).toEqual([
      { text: "Valor total 65,95", left: 10, top: 10, right: 460, bottom: 30 },
      { text: "Troco", left: 10, top: 80, right: 70, bottom: 100 },
    ]);
  });

  it("reads nothing from a page without words", () => {
    expect(parseTsv(row([1, 1, 0, 0, 0, 0, 0, 0, 16, 16, -1, ""]))).toEqual({
      text: "",
      words: [],
      lines: [],
    });
  });
});
