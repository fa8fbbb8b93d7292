/** Where the time comes from: every route, job and store takes one from its deps, so tests fix it. */
export type Clock = () => Date;

/**
 * The wall clock. Only process start-up hands it out (main/server.ts, cli/main.ts, benchmarks,
 * and test helpers for tests that do not care about the time); the logger reads its own.
 */
export const systemClock: Clock = () => new Date();

/** A clock stopped at one instant (ISO 8601 with its offset): what tests hand to the code under test. */
export function fixedClock(instant: string): Clock {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${instant}`);
  return () => new Date(ms);
}
