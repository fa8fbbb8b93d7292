/**
 * From bytes to what they say: a photo or PDF becomes document text and fields (core's extractors),
 * a voice note becomes a transcript. The one reader the assistant, the CLI and the benchmark use.
 */
import {
  type DocumentFields,
  findAccessKey,
  type IsoDate,
  MEDIA_LIMITS,
  type Result,
  readDocument,
  type StatementError,
  type StatementReading,
  voteReadings,
  weighByLegibility,
} from "@tostao/core";
import sharp from "sharp";
import { decodeAudio } from "./decode-audio.ts";
import { detectType, isAudio, isImage, isStatementLike } from "./detect-type.ts";
import { checkImageSize } from "./image-size.ts";
import { MediaError } from "./media-error.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { OcrLine, OcrPage } from "./ocr-page.ts";
import { binarize, cropRegions, prepareImage, readableSize, toPgm } from "./preprocess-image.ts";
import { readPdf } from "./read-pdf.ts";
import { readQr } from "./read-qr.ts";
import { readStatementFile } from "./read-statement-file.ts";
import { defaultDeadline } from "./time-budget.ts";
import type { Transcriber } from "./transcriber.ts";

export interface MediaReaderDeps {
  ocr: OcrEngine;
  /** Null when no transcription provider is configured. */
  transcriber: Transcriber | null;
}

export type MediaReading =
  | { type: "document"; source: "image" | "pdf" | "scanned_pdf"; text: string; fields: DocumentFields }
  | { type: "voice"; transcript: string; seconds: number }
  /** A bank or card statement file (OFX, CSV, XLSX), or why it is not one the person can import. */
  | {
      type: "statement";
      fileName: string;
      result: Result<StatementReading, StatementError>;
      /** A file that does not state its side read as the other one too, for "é fatura do cartão". */
      other?: StatementReading;
    };

const FISCAL_COUPON =
  /nfc-?e|\bsat\b|cf-?e|chave de acesso|consulte|qr ?code|danfe|nota fiscal|cupom fiscal|consumidor\b/i;

const VOUCHED = 0.9;

/** Appends a decoded QR code to the text: SAT codes start with the bare key, NFC-e codes are URLs. */
const withQr = (text: string, qr: string | null) =>
  qr ? `${text}\n${qr.replace(/^(\d{44})\|/, "chave=$1|")}` : text;

/** What would make a new photo legible, judged from the picture when nothing could be read. */
async function photoTip(bytes: Uint8Array): Promise<"light" | "flat" | "closer"> {
  try {
    const { channels } = await sharp(bytes).stats();
    const mean = channels.reduce((sum, c) => sum + c.mean, 0) / Math.max(1, channels.length);
    if (mean < 90) return "light";
    const meta = await sharp(bytes).metadata();
    return Math.max(meta.width ?? 0, meta.height ?? 0) < 900 ? "closer" : "flat";
  } catch {
    return "closer";
  }
}

/**
 * The stages of reading a picture, in order: `prepare` (decoding, paper, perspective, light, skew),
 * `ocr` (the first recognition and its fields), `qr` (looking for a fiscal coupon's code), `second_pass`
 * (the binarised picture recognised again, and the vote). A scanned PDF's `pdf` (finding its text
 * layer and rendering its page) comes first.
 */
export type ReadingStage = "pdf" | "prepare" | "ocr" | "qr" | "second_pass";

/**
 * Told as each stage of a reading ends, with the fields read so far (after `ocr` and `qr`): how the
 * benchmark sees where a picture's time goes and what the second pass changed.
 */
export type StageObserver = (stage: ReadingStage, fields?: DocumentFields) => void;

/**
 * Whether a line the first pass read can vouch for an amount or give a date once read better: a
 * payment line (20 digits or more, even misread), an amount (digits, a comma or point, two digits)
 * or a date.
 */
const mayVouch = (line: OcrLine) =>
  line.text.replace(/\D/g, "").length >= 20 ||
  /\d[.,]\d\d\b/.test(line.text) ||
  /\d\d[/.-]\d\d[/.-]\d\d/.test(line.text);

/** The margin kept around lines cut out to be read again: 0.6 of their median height (6 px at least). */
function linePad(lines: readonly OcrLine[]): number {
  const heights = lines.map((l) => l.bottom - l.top).sort((a, b) => a - b);
  return Math.max(6, Math.round((heights[heights.length >> 1] ?? 0) * 0.6));
}

/** The fields of one recognition pass, the amount's confidence weighed by how legible it was. */
const readPass = (page: Pick<OcrPage, "text" | "words">, today: IsoDate) =>
  weighByLegibility(readDocument(page.text, today), page.words);

/**
 * Reads a picture: OCR of the prepared image, the QR code of a fiscal coupon when the key or the
 * total still lacks (SAT and offline NFC-e codes carry the total), and, when no amount was vouched
 * for (or the recogniser could barely read it), a second recognition of the picture binarised with
 * Sauvola's local threshold (faded thermal paper, uneven light) whose reading votes with the first:
 * of the whole picture, or, when the first pass read what the document is and no amount at all, of
 * the lines that could give one (payment lines, amounts, dates) cut out and stacked.
 */
async function readImage(
  ocr: OcrEngine,
  bytes: Uint8Array,
  today: IsoDate,
  deadline: number,
  onStage: StageObserver = () => {},
): Promise<{ text: string; fields: DocumentFields }> {
  const image = await prepareImage(bytes);
  onStage("prepare");
  const first = await ocr.read(toPgm(image), deadline);
  let text = first.text;
  let fields = readPass(first, today);
  onStage("ocr", fields);
  let qr: string | null = null;
  // Only a fiscal coupon has the code; looking for it in other pictures costs up to a third of a second.
  // An NF-e's DANFE (its key read, model 55) prints the key as a bar code and no QR code.
  const key = findAccessKey(text);
  if (FISCAL_COUPON.test(text) && key?.model !== "55" && (!key || fields.confidence.amount < VOUCHED)) {
    qr = await readQr(image).catch(() => null);
    if (qr) {
      text = withQr(text, qr);
      fields = readPass({ text, words: first.words }, today);
    }
    onStage("qr", fields);
  }
  if (fields.confidence.amount >= VOUCHED) return { text, fields };
  // The kind read and no amount at all: only the lines that could still vouch for one are read
  // again (a page without any is not). An amount read but not vouched for, or a picture not
  // understood, is read again whole: the vote needs every amount the second look sees, and the kind
  // may be anywhere.
  const worth = first.lines.filter(mayVouch);
  const again =
    fields.amount === null && fields.kind !== "unknown" ? cropRegions(image, worth, linePad(worth)) : image;
  if (!again) return { text, fields };
  const second = await ocr.read(toPgm(await binarize(await readableSize(again, 20, 28))), deadline);
  const secondText = withQr(second.text, qr);
  const voted = voteReadings(
    { fields, text },
    {
      fields: readPass({ text: secondText, words: second.words }, today),
      text: secondText,
      partial: again !== image,
    },
  );
  onStage("second_pass");
  if (voted.kind === "unknown" && text.replace(/[^\p{L}]/gu, "").length < 40)
    voted.photoTip = await photoTip(bytes);
  return { text, fields: voted };
}

export interface ReadInput {
  bytes: Uint8Array;
  /** The name the file was sent with (a statement's bank may show in it). */
  fileName?: string | undefined;
  /** A PDF's password, used for this reading only. */
  password?: string;
  /**
   * When the reading must end (ms since the epoch): the pdftoppm and tesseract it starts get what is
   * left of it, and are stopped there (time-budget.ts). By default MEDIA_READ_SECONDS's default.
   */
  deadline?: number;
  /** Told as each stage of reading a picture or a scanned page ends (the benchmark's breakdown). */
  onStage?: StageObserver;
}

/** Names of pictures, PDFs and recordings: such a file that turns out to be text or a zip is mislabelled. */
const NAMED_AS_MEDIA =
  /\.(?:jpe?g|png|webp|heic|heif|gif|bmp|tiff?|pdf|ogg|opus|oga|mp3|m4a|aac|amr|wav|mp4|mov)$/i;

/**
 * Reads one file. `today` (São Paulo) dates the reading for the extractors. What a file may cost is
 * checked from its headers before the work (MEDIA_LIMITS: a picture's pixels, a voice note's length,
 * a PDF's pages and page size); its helpers stop at `input.deadline`, and the time and memory of the
 * whole reading are bounded by whoever runs it (the reading pool's processes in the server).
 */
export async function readMedia(
  deps: MediaReaderDeps,
  input: ReadInput,
  today: IsoDate,
): Promise<MediaReading> {
  const deadline = input.deadline ?? defaultDeadline();
  const type = detectType(input.bytes);
  if (isImage(type)) {
    checkImageSize(input.bytes, MEDIA_LIMITS.imagePixels);
    const { text, fields } = await readImage(deps.ocr, input.bytes, today, deadline, input.onStage);
    return { type: "document", source: "image", text, fields };
  }
  if (type === "pdf") {
    const pdf = await readPdf(input.bytes, input.password, deadline);
    input.onStage?.("pdf");
    // A one-page scan is read like a photo (passes and vote); longer scans page by page, once.
    const [only] = pdf.scannedPages;
    if (only && pdf.scannedPages.length === 1 && !pdf.text.trim()) {
      const { text, fields } = await readImage(deps.ocr, only.image, today, deadline, input.onStage);
      return { type: "document", source: "scanned_pdf", text, fields };
    }
    let text = pdf.text;
    for (const page of pdf.scannedPages)
      text += `\n${await deps.ocr.recognize(toPgm(await prepareImage(page.image)), deadline)}`;
    const source = pdf.scannedPages.length > 0 ? "scanned_pdf" : "pdf";
    return { type: "document", source, text, fields: readDocument(text, today) };
  }
  if (isAudio(type)) {
    const audio = await decodeAudio(input.bytes);
    if (!deps.transcriber)
      throw new MediaError("transcription_unavailable", "no transcription provider configured");
    const transcript = await deps.transcriber.transcribe(audio.wav);
    return { type: "voice", transcript, seconds: audio.seconds };
  }
  if (isStatementLike(type)) {
    // "nota.jpg" whose bytes are text: a file that is not what its name says is no statement either
    if (NAMED_AS_MEDIA.test(input.fileName ?? ""))
      throw new MediaError("mislabelled", `a ${type} file named as a picture, PDF or recording`);
    const fileName = input.fileName ?? "extrato";
    const result = await readStatementFile({ fileName, bytes: input.bytes, today });
    // A zip that is no spreadsheet is just another archive.
    if (type === "zip" && !result.ok && result.error.code === "invalid_file")
      throw new MediaError("unsupported", "a zip archive that is no spreadsheet");
    // A file that does not state its side is read as the other one too: the person may say it is.
    const read = result.ok ? result.value : null;
    if (read?.sideFrom) {
      const side = read.side === "card" ? "account" : "card";
      const again = await readStatementFile({ fileName, bytes: input.bytes, today, side });
      if (again.ok && again.value.side === side)
        return { type: "statement", fileName, result, other: again.value };
    }
    return { type: "statement", fileName, result };
  }
  throw new MediaError("unsupported", `unsupported file type (${type})`);
}
