import { openTestDb, testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { pruneLimits } from "./prune-limits.ts";

const NOW = new Date("2026-11-24T06:30:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

describe.each(testEngines())("pruning limits (%s)", (engine) => {
  it("deletes counts and codes older than a day and keeps the recent ones", async () => {
    const db = await openTestDb(engine);
    try {
      await db.query(
        "INSERT INTO rate_limit_windows (key, window_start, hits) VALUES ('a:old', $1, 3), ('a:new', $2, 1)",
        [hoursAgo(25), hoursAgo(1)],
      );
      await db.query(
        `INSERT INTO failure_backoff (key, failures, last_failure_at, blocked_until)
         VALUES ('b:old', 9, $1, $1), ('b:new', 2, $2, NULL)`,
        [hoursAgo(30), hoursAgo(2)],
      );
      await db.query(
        `INSERT INTO login_codes (phone, code_hash, expires_at, created_at)
         VALUES ('+5511900000001', 'x', $1, $1), ('+5511900000002', 'y', $2, $2)`,
        [hoursAgo(48), hoursAgo(3)],
      );
      expect(await pruneLimits(db, NOW)).toBe(3);
      expect(await db.query("SELECT key FROM rate_limit_windows")).toEqual([{ key: "a:new" }]);
      expect(await db.query("SELECT key FROM failure_backoff")).toEqual([{ key: "b:new" }]);
      expect(await db.query("SELECT phone FROM login_codes")).toEqual([{ phone: "+5511900000002" }]);
    } finally {
      await db.close();
    }
  });
});
