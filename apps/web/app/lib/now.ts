/**
 * The browser's clock, read here and nowhere else in the web app, so the one place that
 * knows the time on the client is easy to find (and to replace in a test).
 */
export function now(): Date {
  return new Date();
}
