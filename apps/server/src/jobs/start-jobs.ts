import type PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";
import { type QueueDefinition, SCHEDULE_TZ, type ScheduleDefinition } from "./define.ts";
import { startLeaseKeeper } from "./leases.ts";

export interface JobRunner {
  /** Wakes this process's idle workers of a queue at once instead of at their next poll. */
  notify(queue: string): void;
  /** Stops renewing and reaping leases (before the queue stops). */
  stop(): void;
}

export interface StartJobsOptions {
  boss: PgBoss;
  logger: Logger;
  now: () => Date;
  queues: QueueDefinition<never>[];
  schedules: ScheduleDefinition[];
  /** false: queues exist and jobs can be sent, nothing is processed here. */
  workers: boolean;
  /** Workers per queue; PGlite has one connection, so more would only wait for it. */
  concurrency: number;
  /** Whether this process fires the cron schedules (pg-boss keeps one firing per tick anyway). */
  runSchedules: boolean;
  /** The database's only user (PGlite): jobs a crash left active are retried at start. */
  exclusive?: boolean;
}

const queueOptions = (name: string, d: { retry: QueueDefinition["retry"]; expireInSeconds: number }) => ({
  name,
  retryLimit: d.retry.limit,
  retryDelay: d.retry.delaySeconds,
  retryBackoff: d.retry.backoff,
  expireInSeconds: d.expireInSeconds,
});

async function declare(boss: PgBoss, options: ReturnType<typeof queueOptions>) {
  await boss.createQueue(options.name, options);
  // createQueue keeps an existing queue's settings; a changed policy must reach it too.
  await boss.updateQueue(options.name, options);
}

/** Declares every queue and schedule, then starts their workers: the one place jobs are wired. */
export async function startJobs(options: StartJobsOptions): Promise<JobRunner> {
  const { boss } = options;
  const log = options.logger.child({ component: "jobs" });
  const workerIds = new Map<string, string[]>();
  const notify = (queue: string) => {
    for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
  };

  for (const queue of options.queues) await declare(boss, queueOptions(queue.name, queue));
  for (const schedule of options.schedules) await declare(boss, queueOptions(schedule.name, schedule));
  if (!options.workers) return { notify, stop() {} };

  const all = [...options.queues, ...options.schedules];
  const leases = startLeaseKeeper({
    boss,
    logger: log,
    leases: new Map(all.map((d) => [d.name, d.expireInSeconds])),
    exclusive: options.exclusive,
  });
  await leases.ready;

  for (const queue of options.queues as QueueDefinition<object>[]) {
    const batchSize = queue.batchSize ?? 8;
    const ids: string[] = [];
    for (let i = 0; i < (queue.workers ?? options.concurrency); i++) {
      // Work sent from this process wakes its workers at once (notify); the poll finds work from
      // other processes, retries falling due and jobs taken back from a dead process.
      const work = { batchSize, pollingIntervalSeconds: 2, includeMetadata: true } as const;
      ids.push(
        await boss.work<object>(queue.name, work, async (jobs) => {
          // Jobs of a batch run side by side; a failed one is failed alone (the queue retries it
          // with backoff) and the rest complete. A full batch means more may be waiting.
          const ids = jobs.map((job) => job.id);
          leases.hold(queue.name, ids);
          await Promise.all(
            jobs.map(async (job) => {
              try {
                await queue.handler(job);
              } catch (error) {
                await boss
                  .fail(queue.name, job.id, { message: String((error as Error)?.message ?? error) })
                  .catch((e) =>
                    log.error("could not fail a job", { queue: queue.name, jobId: job.id, error: e }),
                  );
              }
            }),
          ).finally(() => leases.release(queue.name, ids));
          if (jobs.length >= batchSize) notify(queue.name);
        }),
      );
    }
    workerIds.set(queue.name, ids);
  }

  for (const schedule of options.schedules) {
    if (options.runSchedules) await boss.schedule(schedule.name, schedule.cron, {}, { tz: SCHEDULE_TZ });
    await boss.work(schedule.name, async ([job]) => {
      const started = performance.now();
      const ids = job ? [job.id] : [];
      leases.hold(schedule.name, ids);
      try {
        const count = await schedule.run(options.now());
        log.info("daily job done", {
          queue: schedule.name,
          count,
          ms: Math.round(performance.now() - started),
        });
      } catch (error) {
        log.error("daily job failed; the queue retries it", { queue: schedule.name, error });
        throw error;
      } finally {
        leases.release(schedule.name, ids);
      }
    });
  }
  if (options.schedules.length > 0 && options.runSchedules) {
    log.info("daily schedules started", {
      tz: SCHEDULE_TZ,
      jobs: options.schedules.map((s) => `${s.name} ${s.cron}`),
    });
  }
  log.info("job workers started", {
    queues: options.queues.map((q) => q.name),
    concurrency: options.concurrency,
  });
  return { notify, stop: () => leases.stop() };
}
