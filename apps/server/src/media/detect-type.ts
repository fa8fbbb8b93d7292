/** What a file is, by its first bytes: names and declared MIME types lie, magic numbers do not. */
export type FileType = "jpeg" | "png" | "webp" | "pdf" | "ogg" | "wav" | "other";

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
  return "other";
}

/** Whether a type is a picture the OCR reads. */
export const isImage = (t: FileType) => t === "jpeg" || t === "png" || t === "webp";
/** Whether a type is a voice recording. */
export const isAudio = (t: FileType) => t === "ogg" || t === "wav";
/** Whether a type is one the assistant reads (a photo, a PDF or a voice recording). */
export const isReadable = (t: FileType) => isImage(t) || t === "pdf" || isAudio(t);
