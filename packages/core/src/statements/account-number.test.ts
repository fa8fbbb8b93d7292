import { describe, expect, it } from "vitest";
import { sameAccountNumber } from "./account-number.ts";

describe("sameAccountNumber", () => {
  it.each([
    ["38127-4", "381274", true],
    ["0421 38127-4", "38127-4", true],
    ["00012345", "12345", true],
    ["5234 **** **** 1234", "1234", true],
    ["38127-4", "55190-2", false],
    ["4321", "1234", false],
    ["12-3", "123", false],
    ["", "38127-4", false],
  ])("%s and %s: %s", (a, b, same) => {
    expect(sameAccountNumber(a, b)).toBe(same);
    expect(sameAccountNumber(b, a)).toBe(same);
  });
});
