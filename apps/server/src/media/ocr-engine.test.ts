import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { chooseOcrEngine, tesseractCliAvailable } from "./ocr-engine.ts";
import { readMedia } from "./read-media.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto } from "./samples/render.ts";

const logs: string[] = [];
const log = createLogger("info", {}, (line) => logs.push(line));
// A machine without the tesseract command: the all-npm engine reads photos, and the log says once
// what to install.
const fallback = chooseOcrEngine(log, "tesseract-not-installed");
afterAll(() => fallback.close());

describe("choosing the OCR engine", () => {
  it("falls back to tesseract.js with one log line naming the packages to install", () => {
    expect(fallback.name).toBe("tesseract.js");
    const warnings = logs.filter((l) => l.includes("tesseract.js"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("apt-get install tesseract-ocr tesseract-ocr-por");
  });

  it.runIf(tesseractCliAvailable())("uses the tesseract command where it is installed, silently", () => {
    const quiet: string[] = [];
    const engine = chooseOcrEngine(createLogger("info", {}, (line) => quiet.push(line)));
    expect(engine.name).toBe("tesseract");
    expect(quiet).toEqual([]);
  });

  it("reads a receipt photo with tesseract.js, offline, with the Portuguese model from npm", async () => {
    const sample = RECEIPTS.find((r) => r.name === "nfce-supermercado-limpo");
    if (!sample) throw new Error("sample missing");
    const photo = await renderPhoto(receiptLines(sample.spec), { rotate: 2, noise: 6 });
    const reading = await readMedia({ ocr: fallback, transcriber: null }, { bytes: photo }, "2026-11-24");
    expect(reading).toMatchObject({
      type: "document",
      source: "image",
      fields: { kind: "receipt", amount: 6595, date: "2026-03-12" },
    });
  }, 120_000);
});
