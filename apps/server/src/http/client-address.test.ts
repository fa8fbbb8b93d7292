import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientAddress } from "./client-address.ts";

describe("the client's address", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY says otherwise, even from a loopback peer", () => {
    expect(resolveClientAddress(parseTrustProxy(""), "127.0.0.1", "1.2.3.4")).toBe("127.0.0.1");
    expect(resolveClientAddress(parseTrustProxy("false"), "::ffff:10.0.0.2", "1.2.3.4")).toBe("10.0.0.2");
  });

  it("counts hops from the nearest proxy, so a spoofed first entry is not believed", () => {
    const one = parseTrustProxy("1");
    expect(resolveClientAddress(one, "10.0.0.2", "203.0.113.9")).toBe("203.0.113.9");
    expect(resolveClientAddress(one, "10.0.0.2", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(resolveClientAddress(parseTrustProxy("2"), "10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.3")).toBe(
      "203.0.113.9",
    );
  });

  it("skips proxies named by address or CIDR", () => {
    const cidrs = parseTrustProxy("10.0.0.0/8, 192.168.1.7");
    expect(resolveClientAddress(cidrs, "10.1.2.3", "6.6.6.6, 203.0.113.9, 192.168.1.7")).toBe("203.0.113.9");
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(resolveClientAddress(cidrs, "198.51.100.4", "1.2.3.4")).toBe("198.51.100.4");
  });
});
