import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createBoss } from "./boss.ts";
import { type LeaseKeeper, startLeaseKeeper } from "./leases.ts";

const logs: string[] = [];
const logger = createLogger("debug", {}, (line) => logs.push(line));
const QUEUE = "lease-test";

describe.each(testEngines())("job leases (%s)", (engine) => {
  let db: Db;
  let boss: PgBoss;
  let keeper: LeaseKeeper;

  beforeAll(async () => {
    db = await openTestDb(engine);
    boss = createBoss(db, logger);
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE, expireInSeconds: 1, retryLimit: 3, retryDelay: 0 });
    // Its timer would tick on its own; the test ticks by hand.
    keeper = startLeaseKeeper({ boss, logger, leases: new Map([[QUEUE, 1]]), everyMs: 60_000 });
  });
  afterAll(async () => {
    keeper.stop();
    await boss.stop({ graceful: false, close: true });
    await db.close();
  });

  const state = async (id: string) => (await boss.getJobById(QUEUE, id))?.state;

  it("takes back a job whose process stopped renewing it, and keeps the ones still running", async () => {
    const abandoned = await boss.send(QUEUE, { n: 1 });
    const running = await boss.send(QUEUE, { n: 2 });
    // Both fetched (active); one by "a process that died", one by this process, which holds it. A
    // job sent in the same instant as the fetch may start a moment later: fetched until both are.
    const fetched: string[] = [];
    for (let tries = 0; fetched.length < 2 && tries < 20; tries++) {
      fetched.push(...(await boss.fetch(QUEUE, { batchSize: 2 })).map((j) => j.id));
      if (fetched.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(fetched.sort()).toEqual([abandoned, running].sort());
    keeper.hold(QUEUE, [running as string]);

    await keeper.tick();
    expect(await state(abandoned as string)).toBe("active");

    await new Promise((r) => setTimeout(r, 1300));
    await keeper.tick();
    // pg-boss's own expiry would wait for its maintenance (minutes); the keeper fails it now,
    // and the queue's retry policy brings it back.
    expect(await state(abandoned as string)).toBe("retry");
    expect(await state(running as string)).toBe("active");
    expect(logs.some((l) => l.includes("jobs of a stopped process taken back"))).toBe(true);
    const [again] = await boss.fetch(QUEUE);
    expect(again?.id).toBe(abandoned);

    // Released (it finished here), the running one is no longer renewed.
    keeper.release(QUEUE, [running as string]);
    await new Promise((r) => setTimeout(r, 1300));
    await keeper.tick();
    expect(await state(running as string)).toBe("retry");
  });

  it("as the database's only user, takes back at start every job a crash left active", async () => {
    const left = await boss.send(QUEUE, { n: 3 });
    await boss.fetch(QUEUE, { batchSize: 10 });
    expect(await state(left as string)).toBe("active");
    const restarted = startLeaseKeeper({ boss, logger, leases: new Map([[QUEUE, 60]]), exclusive: true });
    await restarted.ready;
    restarted.stop();
    expect(await state(left as string)).toBe("retry");
  });
});
