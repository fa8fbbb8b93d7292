import type PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";

/**
 * Job leases that are short and renewed while the work runs. pg-boss takes a job as abandoned
 * once `started_on + expire_in` is past, but only in its maintenance (every two minutes), so a job
 * held by a process that died waited minutes. Here each process renews the jobs it is running (a
 * fresh `started_on`) every third of their lease, and every few seconds fails the active jobs of
 * other processes whose lease ran out: pg-boss then retries them under the queue's policy.
 */
export interface LeaseKeeper {
  /** Resolves once the jobs a crash left (exclusive mode) are taken back. */
  readonly ready: Promise<void>;
  /** Marks jobs as running here (renewed until released). */
  hold(queue: string, ids: string[]): void;
  release(queue: string, ids: string[]): void;
  /** One renewal and one reaping now (the timers do this on their own; the first runs at once). */
  tick(): Promise<void>;
  stop(): void;
}

export interface LeaseKeeperOptions {
  boss: PgBoss;
  logger: Logger;
  /** Each queue's lease in seconds (its `expireInSeconds`). */
  leases: Map<string, number>;
  /** How often to renew and reap; default a third of the shortest lease, at most 5 s. */
  everyMs?: number;
  /**
   * This process is the database's only user (PGlite): the jobs it finds active before running
   * any were left by a crash and are taken back at once, not after their lease.
   */
  exclusive?: boolean;
}

const SCHEMA = "pgboss";

export function startLeaseKeeper(options: LeaseKeeperOptions): LeaseKeeper {
  const { boss, leases } = options;
  const log = options.logger.child({ component: "job-leases" });
  const held = new Map<string, Set<string>>();
  const shortest = Math.min(...leases.values(), 15);
  const everyMs = options.everyMs ?? Math.min(5000, (shortest * 1000) / 3);
  let ticking: Promise<void> | null = null;
  let stopped = false;

  let firstTick = options.exclusive ?? false;

  async function renewAndReap() {
    const db = boss.getDb();
    const leaseCheck = firstTick ? "true" : "started_on + expire_in < now()";
    firstTick = false;
    for (const queue of leases.keys()) {
      const mine = [...(held.get(queue) ?? [])];
      if (mine.length > 0) {
        await db.executeSql(
          `UPDATE ${SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
          [queue, mine],
        );
      }
      const { rows } = await db.executeSql(
        `SELECT id FROM ${SCHEMA}.job
         WHERE name = $1 AND state = 'active' AND ${leaseCheck} AND NOT (id = ANY($2::uuid[]))`,
        [queue, mine],
      );
      const expired = (rows as Array<{ id: string }>).map((r) => r.id);
      if (expired.length === 0 || stopped) continue;
      for (const id of expired) {
        await boss.fail(queue, id, { message: "lease expired: the process running it stopped" });
      }
      log.warn("jobs of a stopped process taken back", { queue, jobs: expired.length });
    }
  }

  const tick = () => {
    ticking ??= renewAndReap()
      .catch((error) => {
        if (!stopped) log.warn("could not renew or reap job leases", { error });
      })
      .finally(() => {
        ticking = null;
      });
    return ticking;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  const first = options.exclusive ? tick() : Promise.resolve();

  return {
    ready: first,
    hold(queue, ids) {
      const set = held.get(queue) ?? new Set<string>();
      held.set(queue, set);
      for (const id of ids) set.add(id);
    },
    release(queue, ids) {
      const set = held.get(queue);
      for (const id of ids) set?.delete(id);
    },
    tick,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
