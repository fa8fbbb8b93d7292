import { expect } from "vitest";

/**
 * Table-driven check of a function over its inputs: runs `fn` on every key of `expected` and
 * compares the whole map, so a failure lists every wrong entry at once.
 */
export function expectMapping<T>(fn: (input: string) => T, expected: Record<string, T>): void {
  const inputs = Object.keys(expected);
  expect(Object.fromEntries(inputs.map((input) => [input, fn(input)]))).toEqual(expected);
}
