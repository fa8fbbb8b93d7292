import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTesseractCli, tesseractCliAvailable } from "../ocr-engine.ts";
import {
  byDuration,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from "../testing/fake-transcription-server.ts";
import { createOpenAiTranscriber } from "../transcriber.ts";
import { accuracy, evaluateSample, type SampleResult } from "./evaluate.ts";
import { buildSampleSet, type SampleFile } from "./sample-set.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");
let set: SampleFile[];
let server: FakeTranscriptionServer;

beforeAll(async () => {
  set = await buildSampleSet();
  server = await startFakeTranscriptionServer({
    apiKey: "k",
    answer: byDuration(
      set.filter((s) => s.spoken).map((s) => ({ text: s.spoken as string, seconds: s.seconds as number })),
    ),
  });
}, 120_000);
afterAll(() => server?.close());

describe.runIf(tesseractCliAvailable())("the media sample set", () => {
  it("has at least 40 files of every kind the issue names", () => {
    expect(set.length).toBeGreaterThanOrEqual(40);
    for (const group of [
      "receipt_photo",
      "text_pdf",
      "protected_pdf",
      "scanned_pdf",
      "photo_document",
      "voice_note",
    ]) {
      expect(set.some((s) => s.group === group)).toBe(true);
    }
  });

  it("reads amount and date right on at least 95 % of it", async () => {
    const deps = {
      ocr: createTesseractCli(),
      transcriber: createOpenAiTranscriber({ url: server.url, apiKey: "k", model: "whisper-1" }),
    };
    const results: SampleResult[] = [];
    try {
      for (const sample of set) results.push(await evaluateSample(deps, sample, NOW, "2026-11-24"));
    } finally {
      // Its tesseract processes end with the test, not when idle: the next file may count its own.
      await deps.ocr.close();
    }
    const misses = results
      .filter((r) => !(r.amountOk && r.dateOk))
      .map((r) => `${r.file}: ${JSON.stringify(r.got)}`);
    expect(accuracy(results), misses.join("\n")).toBeGreaterThanOrEqual(0.95);
    // A coupon whose key is printed only in its QR code: the key (the duplicate key) comes from the code.
    const qrOnly = set.filter((s) => s.expected.accessKey);
    expect(qrOnly.length).toBeGreaterThan(0);
    for (const sample of qrOnly)
      expect(results.find((r) => r.file === sample.file)?.got.accessKey, sample.file).toBe(
        sample.expected.accessKey,
      );
  }, 600_000);
});
