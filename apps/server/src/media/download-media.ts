/**
 * Fetches a WhatsApp media file: GET /{media-id} (Bearer) gives a short-lived URL, its size and
 * sha256; GET that URL with the same Bearer gives the bytes. Files over the limit are refused from
 * the declared size and again while streaming; a file that is no photo, PDF, voice recording or statement by
 * its first bytes (whatever its declared type) is refused as soon as they arrive, before the rest is
 * downloaded or anything reads it; the sha256 is checked. Nothing touches the disk.
 */
import { createHash } from "node:crypto";
import { detectType, isReadable, MAGIC_BYTES } from "./detect-type.ts";
import { MediaError } from "./media-error.ts";

export interface DownloadedMedia {
  bytes: Buffer;
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

/** Downloads one media file by its webhook id. */
export async function downloadMedia(
  mediaId: string,
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
  const declared = Number(meta.file_size);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    throw new MediaError(
      "too_large",
      `media of ${declared} bytes is over the ${options.maxBytes}-byte limit`,
    );
  }
  const file = await get(meta.url, options);
  if (!file.ok || !file.body) throw failure(file, "media download");
  const chunks: Buffer[] = [];
  let size = 0;
  let judged = false;
  const reader = file.body.getReader();
  const judge = async (head: Buffer) => {
    judged = true;
    const type = detectType(head);
    if (isReadable(type)) return;
    await reader.cancel().catch(() => {});
    throw new MediaError(
      "unsupported",
      `media whose first bytes are no photo, PDF, voice recording or statement (${type})`,
    );
  };
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw new MediaError("download_failed", `media download broke off: ${(error as Error).message}`, true);
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    if (size > options.maxBytes) {
      await reader.cancel().catch(() => {});
      throw new MediaError("too_large", `media is over the ${options.maxBytes}-byte limit`);
    }
    chunks.push(Buffer.from(chunk.value));
    if (!judged && size >= MAGIC_BYTES) await judge(Buffer.concat(chunks).subarray(0, MAGIC_BYTES));
  }
  const bytes = Buffer.concat(chunks);
  if (!judged) await judge(bytes);
  if (typeof meta.sha256 === "string" && meta.sha256) {
    const actual = createHash("sha256").update(bytes).digest("hex");
    if (actual !== meta.sha256.toLowerCase()) {
      throw new MediaError("download_failed", "media sha256 does not match", true);
    }
  }
  return { bytes, mimeType: typeof meta.mime_type === "string" ? meta.mime_type : null };
}
