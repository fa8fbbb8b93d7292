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
    [{ kind: "monthDay", day: 20 } as const, "2026-09-20"],
    [{ kind: "monthDay", day: 14 } as const, "2026-10-14"],
    [{ kind: "dayMonth", day: 31, month: 12 } as const, "2025-12-31"],
    [{ kind: "relative", days: -2 } as const, "2026-10-12"],
    [{ kind: "relative", days: 3 } as const, "2026-10-14"],
  ])("a past event %j is on %s", (ref, want) => {
    expect(toIso(resolvePast(ref, today))).toBe(want);
  });

  it.each([
    [{ kind: "monthDay", day: 10 } as const, "2026-11-10"],
    [{ kind: "monthDay", day: 14 } as const, "2026-10-14"],
    [{ kind: "dayMonth", day: 10, month: 10 } as const, "2027-10-10"],
    [{ kind: "relative", days: 2 } as const, "2026-10-16"],
    [{ kind: "weekday", weekday: 4 } as const, "2026-10-16"],
  ])("a reminder %j is next on %s", (ref, want) => {
    expect(toIso(resolveFuture(ref, today))).toBe(want);
  });

  it('skips months without the day ("dia 31" in a 30-day month)', () => {
    expect(toIso(resolvePast({ kind: "monthDay", day: 31 }, d("2026-06-30")))).toBe("2026-05-31");
    expect(toIso(resolveFuture({ kind: "monthDay", day: 31 }, d("2026-06-01")))).toBe("2026-07-31");
  });
});
