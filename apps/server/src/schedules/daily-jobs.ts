import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import { purgeBillingRecords } from "../billing/purge-billing-records.ts";
import { hasPlanAt } from "../billing/require-access.ts";
import { bookFixedItems } from "../books/book-fixed-items.ts";
import type { ScheduleDefinition } from "../jobs/define.ts";
import type { Logger } from "../logger.ts";
import type { NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { pruneLimits } from "./prune-limits.ts";
import { sendNotices } from "./send-notices.ts";

/**
 * Queues the 10:00 notices, one message per person: the reminders and card bills due, the weekly
 * summary on Mondays and the monthly close on the first day of each person's month (it replaced four crons at 10:00, whose
 * schedules migration 0094 removes).
 */
export const NOTICES_QUEUE = "schedule-notices";
/** Records the fixed monthly items that fall today. */
export const RECURRING_QUEUE = "schedule-recurring";
/** Deletes rate-limit counts and sign-in codes nothing reads any more. */
export const PRUNE_LIMITS_QUEUE = "schedule-prune-limits";
/** Deletes billing records kept past their legal period (five years, see core billing/retention.ts). */
export const PURGE_BILLING_QUEUE = "schedule-purge-billing";

const retry = { limit: 3, delaySeconds: 60, backoff: true };

/** What the daily jobs need. */
export interface DailyJobsContext {
  db: Db;
  logger: Logger;
  accessPlans: AccessPlans;
  templates: NoticeTemplates;
  outbox: { wake(): void };
}

/** The daily jobs (São Paulo time). Their handlers are idempotent. */
export function dailySchedules(ctx: DailyJobsContext): ScheduleDefinition[] {
  return [
    {
      name: NOTICES_QUEUE,
      cron: "0 10 * * *",
      retry,
      expireInSeconds: 600,
      async run(now) {
        const sent = await sendNotices(
          { db: ctx.db, logger: ctx.logger, templates: ctx.templates, accessPlans: ctx.accessPlans },
          now,
        );
        if (sent.length > 0) ctx.outbox.wake();
        return sent.length;
      },
    },
    {
      name: RECURRING_QUEUE,
      cron: "5 0 * * *",
      retry,
      expireInSeconds: 600,
      run: async (now) => (await bookFixedItems(ctx.db, now, hasPlanAt(ctx.accessPlans, ctx.db, now))).length,
    },
    {
      name: PRUNE_LIMITS_QUEUE,
      cron: "30 3 * * *",
      retry,
      expireInSeconds: 600,
      run: (now) => pruneLimits(ctx.db, now),
    },
    {
      name: PURGE_BILLING_QUEUE,
      cron: "40 3 * * *",
      retry,
      expireInSeconds: 600,
      run: (now) => purgeBillingRecords(ctx.db, now),
    },
  ];
}
