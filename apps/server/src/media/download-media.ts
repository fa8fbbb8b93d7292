/**
 * Fetches a WhatsApp media file into a file on disk, the reading's temporary file: GET /{media-id}
 * (Bearer) gives a short-lived URL, its size and sha256; GET that URL with the same Bearer gives the
 * bytes, written as they arrive, so the server holds a chunk at a time whatever the file's size (the
 * reading process reads the file itself). Files over the limit are refused from the declared size
 * and again while streaming; a file that is no photo, PDF, voice recording or statement by its first
 * bytes (whatever its declared type) is refused as soon as they arrive, before the rest is
 * downloaded or anything reads it; a download shorter than the declared size or whose sha256 differs
 * is a failed download (worth another try). A failed download leaves no file behind.
 */
import { createHash } from "node:crypto";
import { open, rm } from "node:fs/promises";
import { detectType, isReadable, MAGIC_BYTES } from "./detect-type.ts";
import { MediaError } from "./media-error.ts";

export interface DownloadedMedia {
  /** Where the bytes were written (the `into` given). */
  path: string;
  size: number;
  mimeType: string | null;
}

export interface MediaDownloadOptions {
  apiBase: string;
  accessToken: string;
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  timeoutMs?: number;
}

async function get(url: string, options: MediaDownloadOptions): Promise<Response> {
  try {
    return await fetch(url, {
      headers: { authorization: `Bearer ${options.accessToken}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new MediaError("download_failed", `media download failed: ${(error as Error).message}`, true);
  }
}

function failure(response: Response, what: string): MediaError {
  // 404/400: expired or unknown media id (ids last 7 days); retrying will not help. 5xx/429 may.
  const retryable = response.status >= 500 || response.status === 429 || response.status === 401;
  return new MediaError("download_failed", `${what} answered ${response.status}`, retryable);
}

/** Downloads one media file by its webhook id into the new file `into`. */
export async function downloadMedia(
  mediaId: string,
  into: string,
  options: MediaDownloadOptions,
): Promise<DownloadedMedia> {
  const base = options.apiBase.replace(/\/$/, "");
  const info = await get(`${base}/${encodeURIComponent(mediaId)}`, options);
  if (!info.ok) throw failure(info, "media lookup");
  const meta = (await info.json().catch(() => null)) as {
    url?: unknown;
    mime_type?: unknown;
    sha256?: unknown;
    file_size?: unknown;
  } | null;
  if (!meta || typeof meta.url !== "string")
    throw new MediaError("download_failed", "media lookup without a URL", true);
  const declared = meta.file_size === undefined ? Number.NaN : Number(meta.file_size);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    throw new MediaError(
      "too_large",
      `media of ${declared} bytes is over the ${options.maxBytes}-byte limit`,
    );
  }
  const file = await get(meta.url, options);
  if (!file.ok || !file.body) throw failure(file, "media download");
  const reader = file.body.getReader();
  const out = await open(into, "wx");
  const hash = createHash("sha256");
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const judge = (bytes: Buffer) => {
    head = null;
    const type = detectType(bytes);
    if (!isReadable(type))
      throw new MediaError(
        "unsupported",
        `media whose first bytes are no photo, PDF, voice recording or statement (${type})`,
      );
  };
  try {
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw new MediaError(
          "download_failed",
          `media download broke off: ${(error as Error).message}`,
          true,
        );
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > options.maxBytes)
        throw new MediaError("too_large", `media is over the ${options.maxBytes}-byte limit`);
      if (head) {
        head = Buffer.concat([head, chunk.value]);
        if (head.byteLength >= MAGIC_BYTES) judge(head.subarray(0, MAGIC_BYTES));
      }
      hash.update(chunk.value);
      await out.write(chunk.value);
    }
    if (head) judge(head);
    if (Number.isFinite(declared) && size !== declared)
      throw new MediaError("download_failed", `media download of ${size} bytes, ${declared} declared`, true);
    if (typeof meta.sha256 === "string" && meta.sha256 && hash.digest("hex") !== meta.sha256.toLowerCase())
      throw new MediaError("download_failed", "media sha256 does not match", true);
  } catch (error) {
    await reader.cancel().catch(() => {});
    await out.close();
    await rm(into, { force: true });
    throw error;
  }
  await out.close();
  return { path: into, size, mimeType: typeof meta.mime_type === "string" ? meta.mime_type : null };
}
