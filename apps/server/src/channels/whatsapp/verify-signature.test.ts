import { describe, expect, it } from "vitest";
import { secretsEqual, signPayload, verifySignature } from "./verify-signature.ts";

const body = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}');

describe("verifySignature", () => {
  it("accepts the signature of the exact raw bytes", () => {
    expect(verifySignature(body, signPayload(body, "segredo"), "segredo")).toBe(true);
  });

  it("refuses another secret, a changed body, a missing or malformed header", () => {
    const header = signPayload(body, "segredo");
    expect(verifySignature(body, header, "outro")).toBe(false);
    expect(verifySignature(new TextEncoder().encode('{"object":"x"}'), header, "segredo")).toBe(false);
    expect(verifySignature(body, undefined, "segredo")).toBe(false);
    expect(verifySignature(body, header.replace("sha256=", "sha1="), "segredo")).toBe(false);
    expect(verifySignature(body, "sha256=abc", "segredo")).toBe(false);
  });

  it("compares verify tokens by value", () => {
    expect(secretsEqual("token", "token")).toBe(true);
    expect(secretsEqual("token", "token2")).toBe(false);
  });
});
