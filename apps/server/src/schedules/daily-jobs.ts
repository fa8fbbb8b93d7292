import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import type { Logger } from "../logger.ts";
import type { AccessPlans } from "../planning/schedules/access-plans.ts";
import { planningJobs } from "../planning/schedules/planning-jobs.ts";
import { recordRecurring } from "./record-recurring.ts";
import { sendDueReminders } from "./send-due-reminders.ts";

/** Queues the 10:00 notifications of the reminders due today. */
export const DUE_REMINDERS_QUEUE = "schedule-due-reminders";
/** Records the fixed monthly items that fall today. */
export const RECURRING_QUEUE = "schedule-recurring";
/** The product's promises are in São Paulo time, whatever the server's zone. */
export const SCHEDULE_TZ = "America/Sao_Paulo";

export interface DailyJobDeps {
  db: Db;
  boss: PgBoss;
  logger: Logger;
  now: () => Date;
  /** Wakes the send workers once notifications are queued. */
  onQueued: () => void;
  /** The plans a person holds, for the jobs only some plans include (digests). */
  accessPlans: AccessPlans;
}

interface DailyJob {
  queue: string;
  cron: string;
  run(now: Date): Promise<number>;
}

/**
 * Creates the daily cron schedules (pg-boss, São Paulo time) and their workers. The handlers
 * are idempotent, so a retry or a second server firing the same day does nothing twice.
 */
export async function startDailyJobs(deps: DailyJobDeps): Promise<void> {
  const log = deps.logger.child({ component: "schedules" });
  const jobs: DailyJob[] = [
    {
      queue: DUE_REMINDERS_QUEUE,
      cron: "0 10 * * *",
      async run(now) {
        const queued = await sendDueReminders({ db: deps.db, boss: deps.boss, logger: log }, now);
        if (queued.length > 0) deps.onQueued();
        return queued.length;
      },
    },
    {
      queue: RECURRING_QUEUE,
      cron: "5 0 * * *",
      run: async (now) => (await recordRecurring(deps.db, now)).length,
    },
    ...planningJobs(deps),
  ];
  for (const job of jobs) {
    await deps.boss.createQueue(job.queue, {
      name: job.queue,
      retryLimit: 3,
      retryDelay: 60,
      retryBackoff: true,
    });
    await deps.boss.schedule(job.queue, job.cron, {}, { tz: SCHEDULE_TZ });
    await deps.boss.work(job.queue, async () => {
      const started = Date.now();
      try {
        const count = await job.run(deps.now());
        log.info("daily job done", { queue: job.queue, count, ms: Date.now() - started });
      } catch (error) {
        log.error("daily job failed; the queue retries it", { queue: job.queue, error });
        throw error;
      }
    });
  }
  log.info("daily schedules started", { tz: SCHEDULE_TZ, jobs: jobs.map((j) => `${j.queue} ${j.cron}`) });
}
