import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatWhatsapp, normalizeWhatsapp } from "./whatsapp.ts";

describe("normalizeWhatsapp", () => {
  it.each([
    ["(11) 98765-4321", "5511987654321"],
    ["11987654321", "5511987654321"],
    ["+55 11 98765-4321", "5511987654321"],
    ["55 11 98765 4321", "5511987654321"],
    ["011 98765-4321", "5511987654321"],
    ["(21) 2345-6789", "552123456789"],
    ["+55 (55) 99123-4567", "5555991234567"],
    ["55991234567", "5555991234567"],
    [" 61.3333.4444 ", "556133334444"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalizeWhatsapp(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["98765-4321", "no DDD"],
    ["(10) 98765-4321", "unknown DDD 10"],
    ["(20) 98765-4321", "unknown DDD 20"],
    ["(11) 88765-4321", "nine digits not starting with 9"],
    ["(11) 1234-5678", "landline starting with 1"],
    ["(11) 6234-5678", "landline starting with 6"],
    ["+1 415 555 2671", "a US number"],
    ["+351 912 345 678", "a Portuguese number"],
    ["119876543210", "twelve digits without 55"],
    ["abc11987654321", "letters"],
    ["11 98765-4321 ramal 2", "extension text"],
  ])("refuses %s (%s)", (input) => {
    expect(normalizeWhatsapp(input)).toBeNull();
  });

  it("is idempotent and always yields 55 + 10 or 11 digits", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789 ()+-.") }), (input) => {
        const once = normalizeWhatsapp(input);
        if (once === null) return;
        expect(once).toMatch(/^55\d{10,11}$/);
        expect(normalizeWhatsapp(once)).toBe(once);
        expect(normalizeWhatsapp(formatWhatsapp(once))).toBe(once);
      }),
    );
  });
});

describe("formatWhatsapp", () => {
  it("formats mobiles and landlines without the country code", () => {
    expect(formatWhatsapp("5511987654321")).toBe("(11) 98765-4321");
    expect(formatWhatsapp("552123456789")).toBe("(21) 2345-6789");
  });
});
