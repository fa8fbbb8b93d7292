import { AppError } from "@tostao/core";

/** "30 segundos", "1 minuto", "15 minutos": how long to wait, rounded up to what a person reads. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 segundo" : `${s} segundos`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? "1 minuto" : `${minutes} minutos`;
}

/**
 * The 429 of every limit: the pt-BR message ends with how long to wait, and the seconds go in
 * the body and in Retry-After (set by the error handler).
 */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("rate_limited", `${message} Tente de novo em ${waitText(seconds)}.`, {
    retryAfterSeconds: seconds,
  });
}
