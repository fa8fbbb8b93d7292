/**
 * The media sample set: 40+ files made from the specs beside this file (receipt photos with noise,
 * blur, rotation and shadows; text PDFs of bills, boletos, statements and Pix receipts; a
 * password-protected statement; scanned pages; Ogg/Opus voice notes spoken by espeak-ng), each
 * with the fields a reader must find.
 * Generated at test or benchmark time, so the repository keeps only the recipes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { parseWav, resample } from "../decode-audio.ts";
import { DOCUMENTS, type DocumentSample } from "./document-specs.ts";
import { encodeOggOpus } from "./ogg-opus-writer.ts";
import { RECEIPTS } from "./receipt-specs.ts";
import { accessKeyOf, receiptLines, receiptTotals } from "./receipt-texts.ts";
import { type PdfRow, type PhotoEffects, renderPhoto, renderScannedPdf, renderTextPdf } from "./render.ts";

interface Expected {
  kind: string;
  /** Centavos. */
  amount: number | null;
  date: string | null;
  dueDate: string | null;
  category?: string;
  /** A receipt's access key, where it can only come from the QR code. */
  accessKey?: string;
}

export interface SampleFile {
  file: string;
  bytes: Buffer;
  expected: Expected;
  /** What the file is, for per-kind figures in the benchmark. */
  group: "receipt_photo" | "text_pdf" | "protected_pdf" | "scanned_pdf" | "photo_document" | "voice_note";
  /** A protected PDF's password (it must be asked for first, and a wrong one refused). */
  password?: string;
  /** Voice notes: what was spoken. */
  spoken?: string;
  seconds?: number;
}

const rowsToLines = (rows: PdfRow[]) => rows.map((r) => (typeof r === "string" ? r : `${r[0]}  ${r[1]}`));
const docExpected = (d: DocumentSample): Expected => ({
  kind: d.kind,
  amount: d.amount,
  date: d.date,
  dueDate: d.dueDate,
  ...(d.category ? { category: d.category } : {}),
});
const byName = (name: string) => DOCUMENTS.find((d) => d.name === name) as DocumentSample;

/** Spoken notes and what the assistant should record from them. */
const VOICE_NOTES: Array<{ name: string; text: string; amount: number }> = [
  {
    name: "audio-mercado",
    text: "gastei cinquenta e oito reais e noventa centavos no mercado",
    amount: 5890,
  },
  { name: "audio-uber", text: "paguei vinte e três reais de uber hoje", amount: 2300 },
  { name: "audio-salario", text: "recebi meu salário de três mil e quinhentos reais", amount: 350000 },
  { name: "audio-farmacia", text: "gastei quarenta e dois reais na farmácia no débito", amount: 4200 },
  { name: "audio-pizza", text: "pizza sessenta e cinco reais no crédito", amount: 6500 },
  { name: "audio-academia", text: "paguei cem reais da academia", amount: 10000 },
];

/** Speaks a text with espeak-ng (Brazilian voice) and encodes it as a WhatsApp-style voice note. */
export function speak(text: string): { ogg: Buffer; seconds: number } {
  const dir = mkdtempSync(join(tmpdir(), "tostao-voice-"));
  try {
    const wavPath = join(dir, "v.wav");
    execFileSync("espeak-ng", ["-v", "pt-br", "-s", "150", "-w", wavPath, text]);
    const wav = parseWav(readFileSync(wavPath));
    const samples = resample(wav.channels[0] as Float32Array, wav.rate, 16_000);
    return { ogg: encodeOggOpus(samples), seconds: samples.length / 16_000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Builds every sample in memory. */
export async function buildSampleSet(options: { voice?: boolean } = {}): Promise<SampleFile[]> {
  const out: SampleFile[] = [];
  for (const r of RECEIPTS) {
    const { net } = receiptTotals(r.spec);
    const ext = r.effects.format === "png" ? "png" : r.effects.format === "webp" ? "webp" : "jpg";
    out.push({
      file: `${r.name}.${ext}`,
      bytes: await renderPhoto(receiptLines(r.spec), r.effects),
      expected: {
        kind: "receipt",
        amount: net,
        date: r.spec.at.slice(0, 10),
        dueDate: null,
        category: r.category,
        ...(r.spec.keyInQrOnly ? { accessKey: accessKeyOf(r.spec) } : {}),
      },
      group: "receipt_photo",
    });
  }
  for (const d of DOCUMENTS) {
    out.push({
      file: `${d.name}.pdf`,
      bytes: await renderTextPdf(d.rows, d.name),
      expected: docExpected(d),
      group: "text_pdf",
    });
  }
  // A card statement protected, as banks send them, by the first five digits of the holder's CPF.
  const statement = byName("fatura-cartao-itau");
  out.push({
    file: "fatura-cartao-com-senha.pdf",
    bytes: Buffer.from(await encryptPDF(new Uint8Array(await renderTextPdf(statement.rows)), "12345")),
    expected: docExpected(statement),
    group: "protected_pdf",
    password: "12345",
  });
  const photos: Array<[string, DocumentSample, PhotoEffects, string]> = [
    ["pix-nubank-print.png", byName("pix-nubank"), { format: "png", fontSize: 26 }, "photo_document"],
    ["pix-bb-foto.jpg", byName("pix-bb"), { rotate: 3, noise: 8 }, "photo_document"],
    ["boleto-escola-foto.jpg", byName("boleto-escola"), { fontSize: 20, noise: 6 }, "photo_document"],
    [
      "conta-luz-foto.jpg",
      byName("conta-luz-enel"),
      { rotate: -2, shadow: true, fontSize: 20 },
      "photo_document",
    ],
  ];
  for (const [file, d, effects, group] of photos) {
    out.push({
      file,
      bytes: await renderPhoto(rowsToLines(d.rows), effects),
      expected: docExpected(d),
      group: group as SampleFile["group"],
    });
  }
  const scans: Array<[string, Buffer, Expected]> = [
    [
      "digitalizado-cupom.pdf",
      await renderPhoto(receiptLines((RECEIPTS[0] as (typeof RECEIPTS)[number]).spec), {
        noise: 6,
        rotate: 1,
      }),
      out[0]?.expected as Expected,
    ],
    [
      "digitalizado-conta-agua.pdf",
      await renderPhoto(rowsToLines(byName("conta-agua-sabesp").rows), { noise: 6, fontSize: 20 }),
      docExpected(byName("conta-agua-sabesp")),
    ],
    [
      "digitalizado-boleto.pdf",
      await renderPhoto(rowsToLines(byName("boleto-condominio").rows), { noise: 4, fontSize: 20 }),
      docExpected(byName("boleto-condominio")),
    ],
  ];
  for (const [file, image, expected] of scans) {
    out.push({ file, bytes: await renderScannedPdf(image), expected, group: "scanned_pdf" });
  }
  if (options.voice !== false) {
    for (const v of VOICE_NOTES) {
      const { ogg, seconds } = speak(v.text);
      out.push({
        file: `${v.name}.ogg`,
        bytes: ogg,
        expected: { kind: "voice", amount: v.amount, date: null, dueDate: null },
        group: "voice_note",
        spoken: v.text,
        seconds,
      });
    }
  }
  return out;
}
