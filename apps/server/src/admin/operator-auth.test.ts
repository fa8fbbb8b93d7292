import { describe, expect, it } from "vitest";
import { createOperatorAuth, SESSION_TTL_SECONDS } from "./operator-auth.ts";

describe("operator auth", () => {
  const auth = createOperatorAuth("correta horse battery");

  it("accepts only the configured password", () => {
    expect(auth.verifyPassword("correta horse battery")).toBe(true);
    expect(auth.verifyPassword("correta horse batter")).toBe(false);
    expect(auth.verifyPassword("")).toBe(false);
  });

  it("issues sessions that expire", () => {
    const now = Date.UTC(2026, 10, 23, 12);
    const token = auth.issueSession(now);
    expect(auth.isValidSession(token, now + 1000)).toBe(true);
    expect(auth.isValidSession(token, now + (SESSION_TTL_SECONDS + 1) * 1000)).toBe(false);
  });

  it("refuses tampered, foreign and missing tokens", () => {
    const token = auth.issueSession();
    const [expires, nonce, mac] = token.split(".");
    expect(auth.isValidSession(`${Number(expires) + 999999}.${nonce}.${mac}`)).toBe(false);
    expect(auth.isValidSession(createOperatorAuth("outra senha").issueSession())).toBe(false);
    expect(auth.isValidSession(undefined)).toBe(false);
    expect(auth.isValidSession("garbage")).toBe(false);
  });

  it("is disabled without a password", () => {
    const off = createOperatorAuth(undefined);
    expect(off.enabled).toBe(false);
    expect(off.verifyPassword("anything")).toBe(false);
  });
});
