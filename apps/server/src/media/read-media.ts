/**
 * From bytes to what they say: a photo or PDF becomes document text and fields (core's extractors),
 * a voice note becomes a transcript. The one reader the assistant, the CLI and the benchmark use.
 */
import { type DocumentFields, findAccessKey, type IsoDate, MEDIA_LIMITS, readDocument } from "@tostao/core";
import { decodeAudio } from "./decode-audio.ts";
import { detectType, isAudio, isImage } from "./detect-type.ts";
import { checkImageSize } from "./image-size.ts";
import { MediaError } from "./media-error.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { prepareImage, toPgm } from "./preprocess-image.ts";
import { readPdf } from "./read-pdf.ts";
import { readQr } from "./read-qr.ts";
import type { Transcriber } from "./transcriber.ts";

export interface MediaReaderDeps {
  ocr: OcrEngine;
  /** Null when no transcription provider is configured. */
  transcriber: Transcriber | null;
}

export type MediaReading =
  | { type: "document"; source: "image" | "pdf" | "scanned_pdf"; text: string; fields: DocumentFields }
  | { type: "voice"; transcript: string; seconds: number };

const FISCAL_COUPON =
  /nfc-?e|\bsat\b|cf-?e|chave de acesso|consulte|qr ?code|danfe|nota fiscal|cupom fiscal|consumidor\b/i;

/** OCR of a picture; the QR code is decoded too when the printed access key could not be read. */
async function readImageText(ocr: OcrEngine, bytes: Uint8Array): Promise<string> {
  const image = await prepareImage(bytes);
  const text = await ocr.recognize(toPgm(image));
  // Only a fiscal coupon has the code; looking for it in other pictures costs up to a third of a second.
  if (findAccessKey(text) || !FISCAL_COUPON.test(text)) return text;
  const qr = await readQr(image).catch(() => null);
  // SAT codes start with the bare key; NFC-e codes are URLs with p=<key>. Both end up findable.
  return qr ? `${text}\n${qr.replace(/^(\d{44})\|/, "chave=$1|")}` : text;
}

export interface ReadInput {
  bytes: Uint8Array;
  /** A PDF's password, used for this reading only. */
  password?: string;
}

/**
 * Reads one file. `today` (São Paulo) dates the reading for the extractors. What a file may cost is
 * checked from its headers before the work (MEDIA_LIMITS: a picture's pixels, a voice note's length,
 * a PDF's pages and page size); the time and memory of the whole reading are bounded by whoever runs
 * it (the reading pool's processes in the server).
 */
export async function readMedia(
  deps: MediaReaderDeps,
  input: ReadInput,
  today: IsoDate,
): Promise<MediaReading> {
  const type = detectType(input.bytes);
  if (isImage(type)) {
    checkImageSize(input.bytes, MEDIA_LIMITS.imagePixels);
    const text = await readImageText(deps.ocr, input.bytes);
    return { type: "document", source: "image", text, fields: readDocument(text, today) };
  }
  if (type === "pdf") {
    const pdf = await readPdf(input.bytes, input.password);
    let text = pdf.text;
    for (const page of pdf.scannedPages) text += `\n${await readImageText(deps.ocr, page.image)}`;
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
  throw new MediaError("unsupported", `unsupported file type (${type})`);
}
