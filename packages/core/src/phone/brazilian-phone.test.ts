import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectMapping } from "../testing/expect-mapping.ts";
import {
  formatPhone,
  normalizeBrazilianPhone,
  normalizePhone,
  parseBrazilianPhone,
  phoneErrorMessage,
  phoneFromWhatsappId,
  whatsappIdOf,
} from "./brazilian-phone.ts";
import { brazilianPhoneField } from "./phone-schema.ts";

describe("parseBrazilianPhone", () => {
  it.each([
    ["(11) 98765-4321", "+5511987654321"],
    ["11987654321", "+5511987654321"],
    ["+55 11 98765-4321", "+5511987654321"],
    ["+5511987654321", "+5511987654321"],
    ["55 11 98765 4321", "+5511987654321"],
    ["5511987654321", "+5511987654321"],
    ["0055 11 98765-4321", "+5511987654321"],
    ["+55 (011) 98765-4321", "+5511987654321"],
    ["011 98765-4321", "+5511987654321"],
    ["0 11 98765-4321", "+5511987654321"],
    ["0xx11 98765-4321", "+5511987654321"],
    ["(0XX11) 98765-4321", "+5511987654321"],
    ["0xx15 11 98765-4321", "+5511987654321"],
    ["015 11 98765-4321", "+5511987654321"],
    ["0 21 11 8765-4321", "+5511987654321"],
    ["11 8765-4321", "+5511987654321"],
    ["551187654321", "+5511987654321"],
    ["(11) 6234-5678", "+5511962345678"],
    ["(21) 2345-6789", "+552123456789"],
    ["+55 (55) 99123-4567", "+5555991234567"],
    ["55991234567", "+5555991234567"],
    [" 61.3333.4444 ", "+556133334444"],
    ["11/98765-4321", "+5511987654321"],
  ])("reads %j as %s", (input, expected) => {
    expect(parseBrazilianPhone(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc11987654321", "not_a_number"],
    ["11 98765-4321 ramal 2", "not_a_number"],
    ["()-", "not_a_number"],
    ["+1 415 555 2671", "foreign"],
    ["+351 912 345 678", "foreign"],
    ["0044 20 7946 0958", "foreign"],
    ["98765-4321", "wrong_length"],
    ["119876543210", "wrong_length"],
    ["+55 11 98765-43210", "wrong_length"],
    ["(10) 98765-4321", "unknown_area_code"],
    ["(20) 98765-4321", "unknown_area_code"],
    ["(11) 88765-4321", "invalid_number"],
    ["(11) 1234-5678", "invalid_number"],
    ["(11) 0234-5678", "invalid_number"],
  ])("refuses %j (%s)", (input, error) => {
    expect(parseBrazilianPhone(input)).toEqual({ ok: false, error });
  });

  it("tells people what is wrong in pt-BR", () => {
    expect(phoneErrorMessage("unknown_area_code")).toBe("DDD inválido. Confira os dois primeiros dígitos.");
    expect(phoneErrorMessage("foreign")).toMatch(/Brasil/);
  });

  it("is idempotent, canonical, and survives formatting for any typed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789 ()+-.x") }), (input) => {
        const once = normalizeBrazilianPhone(input);
        if (once === null) return;
        expect(once).toMatch(/^\+55[1-9]\d(9\d{8}|[2-5]\d{7})$/);
        expect(normalizeBrazilianPhone(once)).toBe(once);
        expect(normalizeBrazilianPhone(formatPhone(once))).toBe(once);
        expect(phoneFromWhatsappId(whatsappIdOf(once))).toBe(once);
      }),
    );
  });

  it("reads every way of writing one mobile as the same phone", () => {
    const ways = fc.record({
      prefix: fc.constantFrom("", "+55 ", "55", "0", "0xx15 ", "015 ", "+55 0"),
      ddd: fc.constantFrom("(11) ", "11 ", "11", "(11)"),
      ninth: fc.constantFrom("9", ""),
      body: fc.constantFrom("8765-4321", "87654321", "8765 4321", "8765.4321"),
    });
    fc.assert(
      fc.property(ways, ({ prefix, ddd, ninth, body }) => {
        expect(normalizeBrazilianPhone(`${prefix}${ddd}${ninth}${body}`)).toBe("+5511987654321");
      }),
    );
  });
});

describe("normalizePhone", () => {
  it.each([
    ["(11) 8765-4321", { ok: true, value: "+5511987654321" }],
    ["+1 (415) 555-2671", { ok: true, value: "+14155552671" }],
    ["0044 20 7946 0958", { ok: true, value: "+442079460958" }],
    ["+351 912 345 678", { ok: true, value: "+351912345678" }],
    ["+1 234", { ok: false, error: "wrong_length" }],
    ["+1234567890123456", { ok: false, error: "wrong_length" }],
    ["(10) 98765-4321", { ok: false, error: "unknown_area_code" }],
    ["abc", { ok: false, error: "not_a_number" }],
  ])("reads %j as %o, Brazilian numbers checked and foreign ones by length", (input, result) => {
    expect(normalizePhone(input)).toEqual(result);
  });
});

describe("phoneFromWhatsappId", () => {
  it("reads a WhatsApp id (digits with the country code) as a phone, adding a mobile's ninth digit", () => {
    expectMapping(phoneFromWhatsappId, {
      "5511987654321": "+5511987654321",
      "551187654321": "+5511987654321",
      "552123456789": "+552123456789",
      "14155552671": "+14155552671",
      "351912345678": "+351912345678",
    });
  });

  it.each(["", "+5511987654321", "0511987654321", "55119876", "5510987654321", "1234567890123456"])(
    "refuses %j",
    (waId) => {
      expect(phoneFromWhatsappId(waId)).toBeNull();
    },
  );
});

describe("formatPhone", () => {
  it("shows a Brazilian phone without the country code", () => {
    expect(formatPhone("+5511987654321")).toBe("(11) 98765-4321");
    expect(formatPhone("+552123456789")).toBe("(21) 2345-6789");
  });
  it("leaves a foreign phone as it is", () => {
    expect(formatPhone("+14155552671")).toBe("+14155552671");
  });
});

describe("brazilianPhoneField", () => {
  it("outputs the canonical phone", () => {
    expect(brazilianPhoneField().parse(" (11) 98765-4321 ")).toBe("+5511987654321");
  });
  it("says what is wrong, or the form's own message", () => {
    const specific = brazilianPhoneField().safeParse("(10) 98765-4321");
    expect(specific.success ? null : specific.error.issues[0]?.message).toBe(
      "DDD inválido. Confira os dois primeiros dígitos.",
    );
    const fixed = brazilianPhoneField("Informe um número válido com DDD").safeParse("123");
    expect(fixed.success ? null : fixed.error.issues[0]?.message).toBe("Informe um número válido com DDD");
  });
  it("refuses a non-string", () => {
    expect(brazilianPhoneField().safeParse(11987654321).success).toBe(false);
  });
});
