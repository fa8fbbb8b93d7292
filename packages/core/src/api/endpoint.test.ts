import { describe, expect, it } from "vitest";
import { fillPath, fromSearchParams, toSearchParams } from "./endpoint.ts";

describe("endpoint paths and queries", () => {
  it("fills and encodes path parameters", () => {
    expect(fillPath("/api/me/transactions/:id", { id: 7 })).toBe("/api/me/transactions/7");
    expect(fillPath("/a/:x/b/:y", { x: "a b", y: 2 })).toBe("/a/a%20b/b/2");
  });

  it("refuses a missing parameter", () => {
    expect(() => fillPath("/a/:id", {})).toThrow(/missing path parameter id/);
  });

  it("round-trips repeated keys through the URL", () => {
    const params = toSearchParams({
      kind: ["expense", "income"],
      q: "pão",
      limit: 5,
      from: undefined,
      to: "",
    });
    expect(params.toString()).toBe("kind=expense&kind=income&q=p%C3%A3o&limit=5");
    expect(fromSearchParams(params)).toEqual({ kind: ["expense", "income"], q: "pão", limit: "5" });
  });
});
