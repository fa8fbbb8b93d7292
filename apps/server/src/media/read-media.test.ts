import { mod11Dv } from "@tostao/core";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { MediaError } from "./media-error.ts";
import { createTesseractCli, tesseractCliAvailable } from "./ocr-engine.ts";
import { type ReadingStage, readMedia } from "./read-media.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto, renderScannedPdf, renderTextPdf } from "./samples/render.ts";
import { pngBomb } from "./testing/hostile-files.ts";

const TODAY = "2026-11-24";
const deps = { ocr: createTesseractCli(), transcriber: null };
// Its tesseract processes end with the file, not when idle: the next file may count its own.
afterAll(() => deps.ocr.close());
const spec = (RECEIPTS[0] as (typeof RECEIPTS)[number]).spec;

describe("readMedia", () => {
  it("reads a bill's text layer, keeping each label beside its value", async () => {
    const pdf = await renderTextPdf([
      "CEMIG DISTRIBUIÇÃO S.A.",
      "Conta de energia elétrica",
      ["Vencimento", "15/12/2026"],
      ["Total a pagar", "R$ 187,40"],
    ]);
    const reading = await readMedia(deps, { bytes: pdf }, TODAY);
    expect(reading).toMatchObject({
      type: "document",
      source: "pdf",
      fields: { kind: "bill", amount: 18740, dueDate: "2026-12-15", merchant: "Cemig" },
    });
  });

  it.runIf(tesseractCliAvailable())(
    "reads a receipt photo taken at an angle, in the shade, with noise",
    async () => {
      const photo = await renderPhoto(receiptLines(spec), { rotate: 5, shadow: true, noise: 8 });
      const reading = await readMedia(deps, { bytes: photo }, TODAY);
      expect(reading).toMatchObject({
        type: "document",
        source: "image",
        fields: { kind: "receipt", amount: 6595, date: "2026-03-12" },
      });
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "looks for no QR code on an NF-e's DANFE, which prints its key as a bar code only",
    async () => {
      const body = "3525101122233300018155001000012345100000001";
      const key = body + mod11Dv(body);
      const photo = await renderPhoto([
        "DANFE",
        "DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRONICA",
        "CHAVE DE ACESSO",
        (key.match(/.{4}/g) as string[]).slice(0, 6).join(" "),
        (key.match(/.{4}/g) as string[]).slice(6).join(" "),
        "DESTINATARIO/REMETENTE",
        "COMERCIAL ALFA LTDA",
      ]);
      const stages: ReadingStage[] = [];
      const reading = await readMedia(deps, { bytes: photo, onStage: (s) => stages.push(s) }, TODAY);
      expect(reading).toMatchObject({ type: "document", fields: { docType: "nfe" } });
      expect(reading.type === "document" && reading.text).toContain(key.slice(0, 4));
      expect(stages).toEqual(["prepare", "ocr", "second_pass"]);
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "reads again only the lines that could give an amount when the first pass read the kind and none",
    async () => {
      const body = "3525101122233300018155001000012345100000001";
      const key = body + mod11Dv(body);
      const groups = key.match(/.{4}/g) as string[];
      const texts: string[] = [];
      const ocr = {
        ...deps.ocr,
        read: async (image: Buffer, deadline?: number) => {
          const page = await deps.ocr.read(image, deadline);
          texts.push(page.text);
          return page;
        },
      };
      const photo = await renderPhoto([
        "DANFE",
        "DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRONICA",
        "CHAVE DE ACESSO",
        groups.slice(0, 6).join(" "),
        groups.slice(6).join(" "),
        "DESTINATARIO/REMETENTE",
        "COMERCIAL ALFA LTDA",
        "NATUREZA DA OPERACAO VENDA",
      ]);
      const reading = await readMedia({ ocr, transcriber: null }, { bytes: photo }, TODAY);
      expect(reading).toMatchObject({ type: "document", fields: { docType: "nfe", amount: null } });
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/COMERCIAL/);
      expect(texts[1]).toContain(groups[0]);
      expect(texts[1]).not.toMatch(/COMERCIAL|NATUREZA|DOCUMENTO/);
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "does not read again a page whose kind was read and which has no amount, date or payment line",
    async () => {
      const photo = await renderPhoto([
        "DANFE",
        "DOCUMENTO AUXILIAR DA NOTA FISCAL ELETRONICA",
        "DESTINATARIO/REMETENTE",
        "COMERCIAL ALFA LTDA",
      ]);
      const stages: ReadingStage[] = [];
      const reading = await readMedia(deps, { bytes: photo, onStage: (s) => stages.push(s) }, TODAY);
      expect(reading).toMatchObject({ type: "document", fields: { docType: "nfe", amount: null } });
      expect(stages).not.toContain("second_pass");
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "reads a screenshot of an app in dark mode (light text on a dark ground)",
    async () => {
      const light = await renderPhoto([
        "Comprovante de transferencia",
        "Pix enviado",
        "Valor R$ 184,30",
        "Data 22/11/2026 18:05",
        "Destino",
        "Nome MERCADO DO BAIRRO LTDA",
        "Instituicao BANCO INTER S.A.",
      ]);
      const dark = await sharp(light).negate({ alpha: false }).png().toBuffer();
      const reading = await readMedia(deps, { bytes: dark }, TODAY);
      expect(reading).toMatchObject({
        type: "document",
        fields: { kind: "pix_receipt", amount: 18430, date: "2026-11-22" },
      });
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "rasterises a scanned PDF without a text layer and reads it",
    async () => {
      const scan = await renderScannedPdf(await renderPhoto(receiptLines(spec), { noise: 5 }));
      const reading = await readMedia(deps, { bytes: scan }, TODAY);
      expect(reading).toMatchObject({ type: "document", source: "scanned_pdf", fields: { amount: 6595 } });
    },
    60_000,
  );

  it.runIf(tesseractCliAvailable())(
    "decodes a picture as large as the header check admits, and refuses a larger one before decoding",
    async () => {
      // 45 megapixels: under MEDIA_LIMITS.imagePixels (50), once over the decoder's own 40.
      const reading = await readMedia(deps, { bytes: pngBomb(9_000, 5_000) }, TODAY);
      expect(reading).toMatchObject({ type: "document", source: "image" });
      await expect(readMedia(deps, { bytes: pngBomb(10_000, 5_100) }, TODAY)).rejects.toMatchObject({
        code: "image_too_large",
      });
    },
    60_000,
  );

  it("refuses what is not a photo, PDF or voice note, and says so with a code", async () => {
    const error = await readMedia(deps, { bytes: Buffer.from("GIF89a fake") }, TODAY).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: "unsupported", retryable: false });
  });

  it("refuses text or a zip named as a photo, PDF or recording, and reads the same text named as a statement", async () => {
    const csv = Buffer.from("Data;Descrição;Valor\n24/11/2026;PADARIA;-14,00\n");
    for (const fileName of ["nota.jpg", "conta.PDF", "audio.opus", "print.png"])
      await expect(readMedia(deps, { bytes: csv, fileName }, TODAY)).rejects.toMatchObject({
        code: "mislabelled",
        retryable: false,
      });
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    await expect(readMedia(deps, { bytes: zip, fileName: "foto.jpeg" }, TODAY)).rejects.toMatchObject({
      code: "mislabelled",
    });
    for (const fileName of ["extrato.csv", "extrato.txt", undefined])
      expect(await readMedia(deps, { bytes: csv, fileName }, TODAY)).toMatchObject({ type: "statement" });
  });

  it("answers a voice note without a transcriber with transcription_unavailable", async () => {
    const { encodeOggOpus } = await import("./samples/ogg-opus-writer.ts");
    const ogg = encodeOggOpus(new Float32Array(16_000).map((_, i) => Math.sin(i / 5) * 0.3));
    await expect(readMedia(deps, { bytes: ogg }, TODAY)).rejects.toMatchObject({
      code: "transcription_unavailable",
    });
  });

  it("reports a broken PDF as unreadable", async () => {
    await expect(readMedia(deps, { bytes: Buffer.from("%PDF-1.7\ngarbage") }, TODAY)).rejects.toMatchObject({
      code: "unreadable",
    });
  });
});
