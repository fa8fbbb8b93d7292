import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replyMediaProblem } from "@tostao/core";
import type { Engine } from "@tostao/db/testing";
import { PDFDocument, rgb } from "pdf-lib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AssistantTestApp, createAssistantTestApp } from "../testing/assistant-app.ts";
import { tesseractCliAvailable } from "./ocr-engine.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto, renderScannedPdf } from "./samples/render.ts";
import { whatsappConversation, withoutWelcome } from "./testing/whatsapp-conversation.ts";

// A machine with tesseract but without poppler: PATH holds only the tesseract command, so
// pdftoppm cannot be found and scanned PDFs take the all-npm way (the page's embedded image).
const FROM = "5511912345678";
const NOW = new Date("2026-11-24T12:00:00-03:00");
const savedPath = process.env.PATH;
const bin = mkdtempSync(join(tmpdir(), "tostao-no-poppler-"));
let scan: Buffer;
let drawing: Buffer;

/** A page drawn only with lines and boxes: no text layer and no image to read. */
async function vectorOnlyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  for (let y = 780; y > 100; y -= 24)
    page.drawRectangle({ x: 40, y, width: 300 + ((y * 7) % 200), height: 10, color: rgb(0.1, 0.1, 0.1) });
  page.drawLine({ start: { x: 40, y: 90 }, end: { x: 555, y: 90 }, thickness: 2 });
  return Buffer.from(await pdf.save());
}

beforeAll(async () => {
  const tesseract = spawnSync("sh", ["-c", "command -v tesseract"], { encoding: "utf8" }).stdout.trim();
  if (tesseract) symlinkSync(tesseract, join(bin, "tesseract"));
  process.env.PATH = bin;
  const spec = (RECEIPTS[0] as (typeof RECEIPTS)[number]).spec;
  scan = await renderScannedPdf(await renderPhoto(receiptLines(spec), { noise: 5 }));
  drawing = await vectorOnlyPdf();
}, 60_000);
afterAll(() => {
  process.env.PATH = savedPath;
  rmSync(bin, { recursive: true, force: true });
});

// Once, on PGlite: how a scan is read without poppler does not touch the database, and a receipt
// read from a PDF is stored as any other (whatsapp-media.int.test.ts, on both databases). A second
// run on PostgreSQL would read the same scan again (tesseract, seconds of CPU) and check nothing new.
const engine: Engine = "pglite";

describe(`scanned PDFs without poppler (${engine})`, () => {
  let t: AssistantTestApp;
  const chat = whatsappConversation(() => t, FROM);
  afterEach(async () => {
    await t?.close();
  });

  it("has no pdftoppm to run", () => {
    expect(spawnSync("pdftoppm", ["-v"]).error).toMatchObject({ code: "ENOENT" });
  });

  it.runIf(tesseractCliAvailable())(
    "reads a scanned receipt from the page's own image and records it",
    async () => {
      t = await createAssistantTestApp(engine, { now: () => NOW });
      const replies = await chat.sendPdf(scan);
      expect(replies.join("\n")).toContain("65,95");
      const rows = await t.db.query<{ amount: number }>(
        "SELECT amount_centavos::int AS amount FROM transactions",
      );
      expect(rows).toEqual([{ amount: 6595 }]);
    },
    90_000,
  );

  it("answers a scan it cannot render in pt-BR, asking for a photo, and records nothing", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    // one message: the welcome, then the answer
    const replies = (await chat.sendPdf(drawing)).map((b) => withoutWelcome(b));
    expect(replies).toEqual([replyMediaProblem("scan_unreadable")]);
    expect(replyMediaProblem("scan_unreadable")).toContain("Mande uma foto");
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    expect(await t.db.query("SELECT 1 FROM reminders")).toHaveLength(0);
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(0);
  }, 60_000);
});
