/**
 * Reads a web chat upload (multipart/form-data: `file` and `clientId`) while it arrives: the size
 * is counted chunk by chunk and the file's type is judged by its first bytes as soon as they come,
 * so a file too large or of another kind is refused before the rest of it is read, and nothing is
 * parsed twice (a 19 MB body went through the platform's whole-body form parser before any check).
 */
import { AppError } from "@tostao/core";
import { detectType, type FileType, MAGIC_BYTES as MAGIC } from "../../media/detect-type.ts";

export interface Upload {
  bytes: Uint8Array;
  filename: string;
  mimeType: string;
  fields: Record<string, string>;
}

const HEADER_END = Buffer.from("\r\n\r\n");

function boundaryOf(contentType: string | undefined): Buffer {
  const match = /multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new AppError("validation", "Envie o arquivo como multipart/form-data no campo file.");
  return Buffer.from(`--${boundary}`);
}

const disposition = (headers: string, key: string) =>
  new RegExp(`${key}="([^"]*)"`, "i").exec(headers)?.[1] ?? null;

/**
 * The upload, read within `maxBytes` of body; `accept` judges the file's type from its first bytes
 * (it throws to refuse) before the rest is read.
 */
export async function readUpload(
  request: Request,
  options: { maxBytes: number; tooLarge: () => AppError; accept: (type: FileType) => void },
): Promise<Upload> {
  const boundary = boundaryOf(request.headers.get("content-type") ?? undefined);
  const reader = request.body?.getReader();
  if (!reader) throw new AppError("validation", "Escolha uma foto, um PDF ou grave um áudio.");
  // The body is copied into one buffer as it comes (sized by Content-Length when the client says it,
  // else grown by doubling): a list of chunks joined at the end held a 19 MB upload twice.
  const declared = Number(request.headers.get("content-length"));
  let body = Buffer.allocUnsafe(
    Number.isInteger(declared) && declared > 0 && declared <= options.maxBytes ? declared : 64 * 1024,
  );
  let size = 0;
  let judged = false;
  let head = Buffer.alloc(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > options.maxBytes) throw options.tooLarge();
      const chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (size + chunk.length > body.length) {
        const grown = Buffer.allocUnsafe(
          Math.min(options.maxBytes, Math.max(body.length * 2, size + chunk.length)),
        );
        body.copy(grown, 0, 0, size);
        body = grown;
      }
      chunk.copy(body, size);
      size += chunk.length;
      // The file's part header comes first (or after the short clientId field): judge its type
      // from the head of the body, without waiting for the rest.
      if (!judged && head.length < 256 * 1024) {
        head = Buffer.concat([head, chunk]);
        const at = head.indexOf('name="file"');
        const start = at < 0 ? -1 : head.indexOf(HEADER_END, at);
        if (start >= 0 && head.length >= start + HEADER_END.length + MAGIC) {
          options.accept(
            detectType(head.subarray(start + HEADER_END.length, start + HEADER_END.length + MAGIC)),
          );
          judged = true;
        }
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
  body = body.subarray(0, size);
  const fields: Record<string, string> = {};
  let file: Upload | null = null;
  let at = body.indexOf(boundary);
  while (at >= 0) {
    const partStart = at + boundary.length + 2;
    const next = body.indexOf(boundary, partStart);
    if (next < 0) break;
    const headerEnd = body.indexOf(HEADER_END, partStart);
    if (headerEnd > 0 && headerEnd < next) {
      const headers = body.toString("utf8", partStart, headerEnd);
      // The part's content ends with the CRLF before the next boundary.
      const content = body.subarray(headerEnd + HEADER_END.length, next - 2);
      const name = disposition(headers, "name");
      const filename = disposition(headers, "filename");
      if (name === "file" && filename !== null) {
        const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? "";
        file = { bytes: content, filename, mimeType: type, fields };
      } else if (name) fields[name] = content.toString("utf8");
    }
    at = next;
  }
  if (!file || file.bytes.length === 0) {
    throw new AppError("validation", "Escolha uma foto, um PDF ou grave um áudio.", {
      fields: { file: "obrigatório" },
    });
  }
  if (!judged) options.accept(detectType(file.bytes));
  return file;
}
