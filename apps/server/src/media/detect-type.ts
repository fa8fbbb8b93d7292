/** What a file is, by its first bytes: names and declared MIME types lie, magic numbers do not. */
import { utf16Order } from "@tostao/core";

export type FileType = "jpeg" | "png" | "webp" | "pdf" | "ogg" | "wav" | "zip" | "ole2" | "text" | "other";

/** How many first bytes detectType needs to tell the types apart. */
export const MAGIC_BYTES = 16;

export function detectType(bytes: Uint8Array): FileType {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "wav";
  if (ascii(0, 4) === "OggS") return "ogg";
  // PDFs may have a little garbage before the header; readers accept it within the first 1 KB.
  if (ascii(0, Math.min(bytes.length, 1024)).includes("%PDF-")) return "pdf";
  // An .xlsx is a zip archive; which one, only reading it tells.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "zip";
  // An Office 97-2003 compound file: banks' legacy .xls, answered with how to export another format.
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return "ole2";
  // Pictures, programs and archives whose first bytes happen to be printable are no statements.
  if (ascii(0, 4) === "GIF8" || ascii(0, 2) === "MZ" || ascii(0, 4) === "Rar!") return "other";
  return looksLikeText(bytes.subarray(0, MAGIC_BYTES)) ? "text" : "other";
}

/**
 * Text (an OFX or CSV statement): a UTF-8 or UTF-16 byte order mark, UTF-16 without one, or only
 * printable bytes, tabs and line breaks (UTF-8 and cp1252 letters included).
 */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return true;
  if (utf16Order(head)) return true;
  return head.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b !== 127));
}

/** Whether a type is a picture the OCR reads. */
export const isImage = (t: FileType) => t === "jpeg" || t === "png" || t === "webp";
/** Whether a type is a voice recording. */
export const isAudio = (t: FileType) => t === "ogg" || t === "wav";
/**
 * Whether a type may be a bank or card statement (OFX, CSV, XLSX, or a legacy .xls the statement
 * reader refuses with what to send instead), read as one.
 */
export const isStatementLike = (t: FileType) => t === "zip" || t === "text" || t === "ole2";
/** Whether a type is one the assistant reads (a photo, a PDF, a voice recording or a statement). */
export const isReadable = (t: FileType) => isImage(t) || t === "pdf" || isAudio(t) || isStatementLike(t);
