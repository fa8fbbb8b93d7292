/** Every error code the API can answer with, mapped to its HTTP status. */
export const errorStatus = {
  validation: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The person's plan does not include the feature (the message says which plans do). */
  plan_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  duplicate_application: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  check_failed: 503,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The one exception type: thrown for failures the caller cannot handle inline. */
export class AppError extends Error {
  override readonly name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
