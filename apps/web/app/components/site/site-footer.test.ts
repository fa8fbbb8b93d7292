import { describe, expect, it } from "vitest";
import { formatPhone } from "./site-footer";

describe("formatPhone", () => {
  it("formats a Brazilian mobile number with country and area code", () => {
    expect(formatPhone("5511940028922")).toBe("+55 11 94002-8922");
  });

  it("formats a landline", () => {
    expect(formatPhone("551133334444")).toBe("+55 11 3333-4444");
  });

  it("falls back to the bare digits when the shape is unknown", () => {
    expect(formatPhone("123456789012345")).toBe("+123456789012345");
  });
});
