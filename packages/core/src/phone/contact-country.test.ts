import { describe, expect, it } from "vitest";
import { callingCode, contactCountry } from "./contact-country.ts";

describe("a contact's country, as Meta prices their messages", () => {
  it("reads the calling code of a phone: one, two or three digits", () => {
    expect(callingCode("+5511987654321")).toBe("55");
    expect(callingCode("+351912345678")).toBe("351");
    expect(callingCode("+14155550123")).toBe("1");
    expect(callingCode("+447911123456")).toBe("44");
    expect(callingCode("5511987654321")).toBe("55");
    expect(callingCode("não é telefone")).toBeNull();
  });

  it("names the country by the phone, else by the BSUID's prefix", () => {
    expect(contactCountry({ phone: "+5511987654321", whatsappId: "PT.1" })).toBe("BR");
    expect(contactCountry({ phone: "+351912345678", whatsappId: null })).toBe("PT");
    expect(contactCountry({ phone: "+2348012345678", whatsappId: null })).toBe("+234");
    expect(contactCountry({ phone: null, whatsappId: "BR.1502576394655843" })).toBe("BR");
    expect(contactCountry({ phone: null, whatsappId: null })).toBeNull();
  });
});
