import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import type { NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { sendBillNotices } from "./send-bill-notices.ts";
import { sendDigests } from "./send-digests.ts";

/** Notices of card bills due today or tomorrow, at 10:00. */
export const BILL_NOTICES_QUEUE = "planning-bill-notices";
/** The weekly summary, Mondays at 10:00. */
export const WEEKLY_DIGEST_QUEUE = "planning-weekly-digest";
/**
 * The monthly close, checked every day at 10:00: it goes out the day each person's month starts
 * (day 1, or payday for a month that starts on payday).
 */
export const MONTHLY_DIGEST_QUEUE = "planning-monthly-digest";

export interface PlanningJob {
  queue: string;
  cron: string;
  run(now: Date): Promise<number>;
}

/** Planning's scheduled jobs (São Paulo time); each handler sends anything at most once. */
export function planningJobs(deps: {
  db: Db;
  accessPlans: AccessPlans;
  templates: NoticeTemplates;
  onQueued: () => void;
}): PlanningJob[] {
  const counted = async (work: Promise<unknown[]>) => {
    const done = await work;
    if (done.length > 0) deps.onQueued();
    return done.length;
  };
  return [
    { queue: BILL_NOTICES_QUEUE, cron: "0 10 * * *", run: (now) => counted(sendBillNotices(deps, now)) },
    {
      queue: WEEKLY_DIGEST_QUEUE,
      cron: "0 10 * * 1",
      run: (now) => counted(sendDigests(deps, "weekly", now)),
    },
    {
      queue: MONTHLY_DIGEST_QUEUE,
      cron: "0 10 * * *",
      run: (now) => counted(sendDigests(deps, "monthly", now)),
    },
  ];
}
