import { describe, expect, it } from "vitest";
import { toE164 } from "./phone.ts";

describe("toE164", () => {
  it.each([
    ["5511912345678", "+5511912345678"],
    ["+55 (11) 91234-5678", "+5511912345678"],
    ["(11) 91234-5678", "+5511912345678"],
    ["1134567890", "+551134567890"],
    ["+1 415 555 0100", "+14155550100"],
  ])("reads %s as %s", (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(["", "abc", "123", "0011912345678", "+1234567890123456"])("refuses %j", (input) => {
    expect(toE164(input)).toBeNull();
  });
});
