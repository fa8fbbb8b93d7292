/**
 * A reading's time limits. The whole reading has a budget of CPU time (MEDIA_READ_SECONDS in the
 * server), for its process and all it starts, and a wall-time limit a few times longer for a
 * reading that waits without working: the reading pool kills the reading's process past either.
 * Every helper a reading starts (pdftoppm for a page, tesseract for an image) gets what is left of
 * the wall time, not a limit of its own, so no step ends a reading sooner than the reading's own
 * limit, and one that runs out ends it as too slow.
 */
import { envSchema } from "@tostao/core";
import { MediaError } from "./media-error.ts";

/** A reading's budget when whoever reads gives none: MEDIA_READ_SECONDS's default. */
const DEFAULT_READ_MS = envSchema.shape.MEDIA_READ_SECONDS.parse(undefined) * 1000;

/** When a reading started now must end (ms since the epoch), by default. */
export const defaultDeadline = () => Date.now() + DEFAULT_READ_MS;

/** The reading ran out of time during `what`. */
export const outOfTime = (what: string) =>
  new MediaError("took_too_long", `${what} ran past the reading's time limit`);

/** What is left until `deadline`, in ms; none left ends the reading as too slow. */
export function timeLeft(deadline: number, what: string): number {
  const left = deadline - Date.now();
  if (left <= 0) throw outOfTime(what);
  return left;
}
