export * from "./data-dir-lock.ts";
export * from "./migrate.ts";
export * from "./open-db.ts";
export { asProbe, inBackground } from "./pglite-lanes.ts";
export type * from "./selected-row.ts";
export type * from "./tables.generated.ts";

/** PostgreSQL's code for a unique violation, the same on PGlite and on a real server. */
export const UNIQUE_VIOLATION = "23505";

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
