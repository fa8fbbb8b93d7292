import type { MediaProblem } from "@tostao/core";

/**
 * Why a photo, PDF or voice note could not be read; each code has one pt-BR answer in core's
 * replies. (The other problems end a request for a PDF's password, not a reading.)
 */
export type MediaErrorCode = Exclude<MediaProblem, "password_gave_up" | "password_cancelled">;

/** A reading failure; `retryable` failures (network, provider 5xx) are worth another attempt. */
export class MediaError extends Error {
  override readonly name = "MediaError";
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
