/**
 * The media queue: a message with a photo, PDF or voice note (or the password of a protected PDF)
 * is read here (outside any transaction, by the reading pool's processes under their time and
 * memory limits, with retries only for failures that may pass), then processed like any message.
 * A worker dying mid-read leaves the job to be taken up again; the reading is stored once, and the
 * books change only in the processing transaction.
 */
import type { Db } from "@tostao/db";
import type { AccessMode } from "../billing/person-access.ts";
import type { QueueDefinition, ScheduleDefinition } from "../jobs/define.ts";
import type { Logger } from "../logger.ts";
import type { Transports } from "../outbox/channel.ts";
import { failInboundAttempt } from "../outbox/claim-inbound.ts";
import type { MediaStage } from "./media-stage.ts";
import { readPasswordAnswer, sweepPasswordWaits } from "./pdf-password.ts";
import { readMessageMedia } from "./read-message-media.ts";
import { sweepUploadFiles } from "./upload-files.ts";

/**
 * What the media queue needs: the reading stage, and the processing a message goes through once
 * its file is read (the conversation's, handed in at start-up).
 */
export interface MediaQueueContext {
  db: Db;
  logger: Logger;
  now: () => Date;
  media: MediaStage;
  outbox: { wake(): void };
  process(messageId: number): Promise<{ outboundIds: number[] } | null>;
  /** Who may use the assistant: on a paid instance a file without a plan behind it is not read. */
  access: { mode: AccessMode };
  /** Queues a job again, due after `seconds` (a person's next file, while one of theirs is read). */
  requeue(queue: string, data: object, seconds: number): Promise<void>;
  /** The channels' transports: on WhatsApp the person sees "digitando…" while a file is read. */
  transports: Transports;
}

export const MEDIA_QUEUE = "media-read";

/** A person's next file, while one of theirs is being read here, comes back after this long. */
const LATER_SECONDS = 2;

export function mediaQueue(ctx: MediaQueueContext): QueueDefinition<{ messageId: number }> {
  return {
    name: MEDIA_QUEUE,
    retry: { limit: 3, delaySeconds: 5, backoff: true },
    // The lease is renewed while the job runs; this only bounds a job whose process died.
    expireInSeconds: 60,
    // One file per worker, and more workers than reading slots, so the next person's file is
    // fetched while a slow one is read; the pool decides who reads when.
    batchSize: 1,
    workers: 4,
    async handler(job) {
      const { messageId } = job.data;
      const last = job.retryCount >= job.retryLimit;
      if (job.retryCount === 0) void showWorking(ctx, messageId);
      try {
        const deps = { ...ctx.media, db: ctx.db, now: ctx.now, access: ctx.access.mode };
        // A file, or a text message answering a protected PDF's request for its password.
        const file = await readMessageMedia(deps, messageId, last);
        if (file === "later") {
          await ctx.requeue(MEDIA_QUEUE, job.data, LATER_SECONDS);
          return;
        }
        if (file === "none") await readPasswordAnswer(deps, messageId, last);
        const done = await ctx.process(messageId);
        if (done && done.outboundIds.length > 0) ctx.outbox.wake();
      } catch (error) {
        await failInboundAttempt(ctx, job, messageId, "reading a file", error);
      }
    },
  };
}

/**
 * A file takes seconds to read: on WhatsApp the person sees "digitando…" at once (the web chat
 * says "Lendo a foto…" by itself). Best effort: a failure is logged, the reading goes on.
 */
async function showWorking(ctx: MediaQueueContext, messageId: number): Promise<void> {
  try {
    const [message] = await ctx.db.query<{ channel: string; external_id: string | null }>(
      "SELECT channel, external_id FROM messages WHERE id = $1 AND direction = 'inbound'",
      [messageId],
    );
    if (message?.channel !== "whatsapp" || !message.external_id) return;
    await ctx.transports.whatsapp?.showTyping?.(message.external_id);
  } catch (error) {
    ctx.logger.warn("could not show the typing indicator", { messageId, error });
  }
}

/** Drops protected PDFs whose password never came (they wait WAIT_MINUTES at most), and upload files no row names. */
export const PASSWORD_SWEEP_QUEUE = "media-password-sweep";

/** The media stage's periodic jobs. */
export function mediaSchedules(ctx: Pick<MediaQueueContext, "db" | "media">): ScheduleDefinition[] {
  return [
    {
      name: PASSWORD_SWEEP_QUEUE,
      cron: "*/10 * * * *",
      retry: { limit: 2, delaySeconds: 60, backoff: false },
      expireInSeconds: 120,
      run: async (now) =>
        (await ctx.db.transaction((tx) => sweepPasswordWaits(tx, ctx.media.uploads, now))) +
        (await sweepUploadFiles(ctx.db, ctx.media.uploads, now)),
    },
  ];
}
