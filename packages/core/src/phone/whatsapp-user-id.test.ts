import { describe, expect, it } from "vitest";
import { whatsappContactLabel, whatsappUserId } from "./whatsapp-user-id.ts";

describe("whatsappUserId", () => {
  it.each([
    ["BR.1502576394655843", "BR.1502576394655843"],
    ["US.13491208655302741918", "US.13491208655302741918"],
    ["US.ENT.11815799212886844830", "US.ENT.11815799212886844830"],
    [" BR.abcDEF123 ", "BR.abcDEF123"],
  ])("keeps the BSUID %s", (input, expected) => {
    expect(whatsappUserId(input)).toBe(expected);
  });

  it.each([["5511987654321"], ["br.123"], ["BR."], ["BR.12-34"], ["BRA.123"], [""], [42], [null]])(
    "refuses %s",
    (input) => {
      expect(whatsappUserId(input)).toBeNull();
    },
  );

  it("refuses ids longer than Meta's 128 characters after the country", () => {
    expect(whatsappUserId(`BR.${"1".repeat(128)}`)).not.toBeNull();
    expect(whatsappUserId(`BR.${"1".repeat(129)}`)).toBeNull();
  });
});

describe("whatsappContactLabel", () => {
  it("names a person by username, else by the end of the BSUID", () => {
    expect(whatsappContactLabel("maria.lopez", "BR.1502576394655843")).toBe("@maria.lopez");
    expect(whatsappContactLabel("@maria", "BR.1502576394655843")).toBe("@maria");
    expect(whatsappContactLabel(null, "BR.1502576394655843")).toBe("BR.…94655843");
  });
});
