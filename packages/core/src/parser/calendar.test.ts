import { describe, expect, it } from "vitest";
import { toIso } from "../calendar/index.ts";
import { resolveFuture, resolvePast } from "./dates.ts";

const d = (iso: string) => ({
  y: Number(iso.slice(0, 4)),
  m: Number(iso.slice(5, 7)),
  d: Number(iso.slice(8, 10)),
});

describe("resolving written dates", () => {
  const today = d("2026-10-14");
  it.each([
    [{ k: "dom", day: 20 } as const, "2026-09-20"],
    [{ k: "dom", day: 14 } as const, "2026-10-14"],
    [{ k: "dm", d: 31, m: 12 } as const, "2025-12-31"],
    [{ k: "rel", days: -2 } as const, "2026-10-12"],
    [{ k: "rel", days: 3 } as const, "2026-10-14"],
  ])("a past event %j is on %s", (ref, want) => {
    expect(toIso(resolvePast(ref, today))).toBe(want);
  });

  it.each([
    [{ k: "dom", day: 10 } as const, "2026-11-10"],
    [{ k: "dom", day: 14 } as const, "2026-10-14"],
    [{ k: "dm", d: 10, m: 10 } as const, "2027-10-10"],
    [{ k: "rel", days: 2 } as const, "2026-10-16"],
    [{ k: "weekday", wd: 4 } as const, "2026-10-16"],
  ])("a reminder %j is next on %s", (ref, want) => {
    expect(toIso(resolveFuture(ref, today))).toBe(want);
  });

  it('skips months without the day ("dia 31" in a 30-day month)', () => {
    expect(toIso(resolvePast({ k: "dom", day: 31 }, d("2026-06-30")))).toBe("2026-05-31");
    expect(toIso(resolveFuture({ k: "dom", day: 31 }, d("2026-06-01")))).toBe("2026-07-31");
  });
});
