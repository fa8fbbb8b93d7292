import type { Db } from "@tostao/db";
import type { AccessPlans } from "../billing/access-plans.ts";
import type { AccessPolicy } from "../billing/person-access.ts";
import type { Understand } from "../conversation/act-context.ts";
import { processInbound } from "../conversation/process-inbound.ts";
import { processQueue } from "../conversation/queues.ts";
import type { QueueDefinition, ScheduleDefinition } from "../jobs/define.ts";
import type { Logger } from "../logger.ts";
import type { MediaStage } from "../media/media-stage.ts";
import { mediaQueue, mediaSchedules } from "../media/read-queue.ts";
import type { Transports } from "../outbox/channel.ts";
import type { OutboxDispatcher } from "../outbox/dispatcher.ts";
import type { NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { dailySchedules } from "../schedules/daily-jobs.ts";

/** What job handlers may use; each domain's definitions take the part they need. */
export interface JobContext {
  db: Db;
  logger: Logger;
  now: () => Date;
  understand: Understand;
  dashboardUrl: string;
  /** A turn's replies as one message (the default) or one message each (the bench's "before"). */
  replies?: "turn" | "each";
  transports: Transports;
  outbox: OutboxDispatcher;
  access: AccessPolicy;
  accessPlans: AccessPlans;
  /** Reading photos, PDFs and voice notes. */
  media: MediaStage;
  /** The WhatsApp templates of reminders and digests sent outside the 24-hour window. */
  templates: NoticeTemplates;
  /** Queues a job again, due after `seconds` (a person's next file, while one of theirs is read). */
  requeue(queue: string, data: object, seconds: number): Promise<void>;
}

/** Every queue and daily job of the server, in one list. Add a domain's definitions here. */
export function registeredJobs(ctx: JobContext): {
  queues: QueueDefinition<never>[];
  schedules: ScheduleDefinition[];
} {
  return {
    queues: [
      processQueue(ctx) as QueueDefinition<never>,
      mediaQueue({
        ...ctx,
        process: (messageId) => processInbound(ctx, messageId),
      }) as QueueDefinition<never>,
    ],
    schedules: [...dailySchedules(ctx), ...mediaSchedules(ctx)],
  };
}
