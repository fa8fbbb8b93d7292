import { AppError } from "@tostao/core";
import { type Db, openDb } from "@tostao/db";
import { createTestDatabaseUrl, openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { FailureBackoff } from "./failure-backoff.ts";
import { RateLimiter } from "./rate-limit.ts";

const T0 = new Date("2026-11-24T12:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const POLICY = { free: 3, baseSeconds: 2, capSeconds: 10, forgetAfterSeconds: 3600 };

describe.each(testEngines())("limits kept in the database (%s)", (engine) => {
  const open: Db[] = [];
  const fresh = async () => {
    const db = await openTestDb(engine);
    open.push(db);
    return db;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((db) => db.close()));
  });

  it("counts a window across limiter instances, survives a restart and reopens when the window ends", async () => {
    const db = await fresh();
    let now = T0;
    const clock = () => now;
    const first = new RateLimiter(db, "test", 3, clock);
    expect(await first.hit("10.0.0.1")).toBeNull();
    expect(await first.hit("10.0.0.1", 2)).toBeNull();
    // Another process (or this one after a restart) sees the same count.
    const restarted = new RateLimiter(db, "test", 3, clock);
    now = later(20);
    expect(await restarted.hit("10.0.0.1")).toBe(40);
    // Other keys and other limits count apart.
    expect(await restarted.hit("10.0.0.2")).toBeNull();
    expect(await new RateLimiter(db, "other", 3, clock).hit("10.0.0.1")).toBeNull();
    now = later(60);
    expect(await restarted.hit("10.0.0.1")).toBeNull();
    const rows = await db.query<{ key: string; hits: number }>(
      "SELECT key, hits FROM rate_limit_windows ORDER BY key",
    );
    expect(rows).toEqual([
      { key: "other:10.0.0.1", hits: 1 },
      { key: "test:10.0.0.1", hits: 1 },
      { key: "test:10.0.0.2", hits: 1 },
    ]);
  });

  it("throws a pt-BR 429 with the seconds to wait, and is off at 0", async () => {
    const db = await fresh();
    const limiter = new RateLimiter(db, "test", 1, () => T0, { windowSeconds: 300 });
    await limiter.enforce("k", "Muitos pedidos.");
    const error = await limiter.enforce("k", "Muitos pedidos.").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "rate_limited",
      message: "Muitos pedidos. Tente de novo em 5 minutos.",
      details: { retryAfterSeconds: 300 },
    });
    const off = new RateLimiter(db, "off", 0, () => T0);
    for (let i = 0; i < 5; i++) expect(await off.hit("k")).toBeNull();
    expect(await db.query("SELECT 1 FROM rate_limit_windows WHERE key LIKE 'off:%'")).toEqual([]);
  });

  it("backs off after the free failures, doubling up to the cap, and forgets on success", async () => {
    const db = await fresh();
    let now = T0;
    const backoff = new FailureBackoff(db, "test", POLICY, () => now);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      waits.push(await backoff.fail("+5511912345678"));
      now = later((i + 1) * 60);
    }
    expect(waits).toEqual([0, 0, 0, 2, 4, 8]);
    now = later(360);
    expect(await backoff.fail("+5511912345678")).toBe(10);
    expect(await backoff.wait("+5511912345678")).toBe(10);
    await expect(backoff.enforce("+5511912345678", "Muitos erros.")).rejects.toMatchObject({
      message: "Muitos erros. Tente de novo em 10 segundos.",
      details: { retryAfterSeconds: 10 },
    });
    // Another key is not affected; the wait ends on its own.
    expect(await backoff.wait("+5511988887777")).toBeNull();
    now = later(371);
    expect(await backoff.wait("+5511912345678")).toBeNull();
    await backoff.succeed("+5511912345678");
    expect(await backoff.fail("+5511912345678")).toBe(0);
    // An hour without failures starts again from zero.
    for (let i = 0; i < 3; i++) await backoff.fail("10.0.0.9");
    now = later(371 + 3601);
    expect(await backoff.fail("10.0.0.9")).toBe(0);
  });
});

describe.runIf(testEngines().includes("postgres"))("limits shared by two processes on one PostgreSQL", () => {
  it("holds one budget for hits coming through two connection pools at once", async () => {
    const { url, drop } = await createTestDatabaseUrl();
    const a = await openDb({ databaseUrl: url, poolSize: 4 });
    const b = await openDb({ databaseUrl: url, poolSize: 4, migrate: false });
    try {
      const clock = () => T0;
      const limiters = [new RateLimiter(a, "shared", 25, clock), new RateLimiter(b, "shared", 25, clock)];
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => limiters[i % 2]?.hit("203.0.113.7")),
      );
      expect(results.filter((r) => r === null)).toHaveLength(25);
      const backoffs = [a, b].map((db) => new FailureBackoff(db, "shared", POLICY, clock));
      await Promise.all(Array.from({ length: 8 }, (_, i) => backoffs[i % 2]?.fail("203.0.113.7")));
      const [row] = await a.query<{ failures: number }>("SELECT failures FROM failure_backoff");
      expect(row?.failures).toBe(8);
      expect(await backoffs[1]?.wait("203.0.113.7")).toBe(10);
    } finally {
      await a.close();
      await b.close();
      await drop();
    }
  });
});
