import { envSchema } from "@tostao/core";
import { type Db, inBackground } from "@tostao/db";
import type PgBoss from "pg-boss";
import type { AccessPlans } from "../billing/access-plans.ts";
import type { AccessPolicy } from "../billing/person-access.ts";
import type { Clock } from "../clock.ts";
import type { Understand } from "../conversation/act-context.ts";
import { receiveInbound, TEXT_BATCHES } from "../conversation/receive-inbound.ts";
import { createTextBatches } from "../conversation/text-batches.ts";
import { createBoss } from "../jobs/boss.ts";
import { type JobRunner, startJobs } from "../jobs/start-jobs.ts";
import type { Logger } from "../logger.ts";
import { type MediaStage, readingPoolFromEnv } from "../media/media-stage.ts";
import type { InboundItem, Transports } from "../outbox/channel.ts";
import { createOutboxDispatcher, DEFAULT_OUTBOX_RETRY, type OutboxDispatcher } from "../outbox/dispatcher.ts";
import type { NoticeTemplates } from "../outbox/enqueue-notice.ts";
import { INBOUND_CHANNEL } from "../outbox/store-inbound.ts";
import { registeredJobs } from "./job-registry.ts";

export interface AssistantParts {
  db: Db;
  logger: Logger;
  understand: Understand;
  dashboardUrl: string;
  /** A turn's replies as one message (the default) or one message each (the bench's "before"). */
  replies?: "turn" | "each";
  transports: Transports;
  now: Clock;
  /** Seconds before the first retry of a failed send (doubles each time). */
  sendRetryDelaySeconds?: number;
  sendRetryLimit?: number;
  /** Parallel workers per queue; PGlite has one connection, so more would only queue up. */
  concurrency?: number;
  /** Fires the daily cron jobs (due reminders at 10:00, monthly fixed items) from this process. */
  schedules?: boolean;
  /** A send claim not renewed for this long is taken over (its process died). */
  sendLeaseSeconds?: number;
  /** Who may use the assistant (billing's paid-access mode). Required: no door defaults to open. */
  access: AccessPolicy;
  /** The plans a person holds: the scheduled sends skip people without one, digests go only to plans that include them. */
  accessPlans: AccessPlans;
  /** Reading files; by default the best OCR engine here, no transcriber, no WhatsApp media. */
  media?: MediaStage;
  /** The WhatsApp templates that carry reminders and digests outside the 24-hour window. */
  templates: NoticeTemplates;
}

export interface Assistant {
  readonly boss: PgBoss;
  readonly transports: Transports;
  /** The pipeline's clock (tests fix it). */
  now(): Date;
  /** Starts the queue; with workers: false messages are stored and queued but not processed nor sent. */
  start(options?: { workers?: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** Stores and queues inbound messages; resolves once they are durable. */
  receive(items: InboundItem[]): Promise<number[]>;
  /** Tells the outbox that a committed transaction queued messages (else it finds them on its next poll). */
  wakeOutbox(): void;
}

/**
 * Assembles the running assistant from explicit parts (tests hand in their own): the job queue with
 * every queue and daily job, and the outbox dispatcher. Its pipeline: receive → process job
 * (understand, act, reply into the outbox) → outbox delivery. `assistantFromConfig` reads the parts
 * from the environment.
 */
export function assembleAssistant(options: AssistantParts): Assistant {
  const { db, logger, transports } = options;
  const log = logger.child({ component: "assistant" });
  const boss = createBoss(db, log, { schedule: options.schedules ?? false });
  const { now } = options;
  const { access } = options;
  const concurrency = options.concurrency ?? (db.kind === "pglite" ? 1 : 2);
  const outbox: OutboxDispatcher = createOutboxDispatcher({
    db,
    transports,
    logger,
    retry: {
      ...DEFAULT_OUTBOX_RETRY,
      limit: options.sendRetryLimit ?? DEFAULT_OUTBOX_RETRY.limit,
      delaySeconds: options.sendRetryDelaySeconds ?? DEFAULT_OUTBOX_RETRY.delaySeconds,
    },
    leaseSeconds: options.sendLeaseSeconds,
    // PGlite has one user, this process: what a crash left claimed is taken back at start.
    exclusive: db.kind === "pglite",
  });
  let media = options.media;
  const mediaStage = (): MediaStage => {
    if (media) return media;
    // Without configuration (tests of the pipeline alone): the configuration's defaults, no
    // WhatsApp media, uploads kept in the database.
    const defaults = envSchema
      .pick({
        MEDIA_MAX_MB: true,
        MEDIA_READ_SECONDS: true,
        MEDIA_READ_SLOTS: true,
        MEDIA_READ_MEMORY_MB: true,
        TRANSCRIBE_MODEL: true,
      })
      .parse({});
    media = {
      reader: readingPoolFromEnv(
        { ...defaults, TRANSCRIBE_URL: undefined, TRANSCRIBE_API_KEY: undefined },
        log,
      ),
      graph: null,
      uploads: { dir: null },
      maxBytes: defaults.MEDIA_MAX_MB * 1_048_576,
      maxMb: defaults.MEDIA_MAX_MB,
    };
    return media;
  };
  // The text path: batches claimed from the messages table, no job per message.
  const texts = createTextBatches({
    db,
    logger,
    now,
    understand: options.understand,
    dashboardUrl: options.dashboardUrl,
    ...(options.replies ? { replies: options.replies } : {}),
    access,
    transports,
    outbox,
    // On PostgreSQL, loops side by side keep the cores busy while others wait for a round trip (a
    // loaded machine makes each one slow); on PGlite a batch holds the one connection and the one
    // thread, so it is one message: health probes and pages wait for no more than that (the PGlite
    // burst test holds them under 100 and 200 ms at p99; eight a batch made health 125 ms).
    loops: db.kind === "postgres" ? 4 * concurrency : 1,
    batchSize: db.kind === "postgres" ? 8 : 1,
    // Woken at once by this process's webhooks and, on PostgreSQL, by every process's (LISTEN);
    // the poll finds retries falling due.
    pollMs: db.kind === "postgres" ? 2000 : 1000,
  });
  let unlisten: (() => Promise<void>) | null = null;
  let jobs: JobRunner | null = null;
  let started = false;
  let sending = false;

  return {
    boss,
    transports,
    now,
    // Everything the queue, its workers and the outbox run is background work: on PGlite, requests
    // (health, pages' API calls, webhooks) take the one connection before it.
    start: ({ workers = true } = {}) =>
      inBackground(async () => {
        await boss.start();
        started = true;
        jobs = await startJobs({
          boss,
          logger: log,
          now,
          ...registeredJobs({
            db,
            logger: log,
            now,
            understand: options.understand,
            dashboardUrl: options.dashboardUrl,
            ...(options.replies ? { replies: options.replies } : {}),
            transports,
            outbox,
            access,
            accessPlans: options.accessPlans,
            media: mediaStage(),
            templates: options.templates,
            requeue: async (queue, data, seconds) => {
              await boss.send(queue, data, { startAfter: seconds });
            },
          }),
          workers,
          exclusive: db.kind === "pglite",
          concurrency,
          runSchedules: options.schedules ?? false,
        });
        if (workers) {
          outbox.start();
          sending = true;
          texts.start();
          unlisten = (await db.listen?.(INBOUND_CHANNEL, () => texts.wake())) ?? null;
          log.info("assistant workers started", { concurrency, db: db.kind });
        }
      }),
    async stop() {
      if (!started) return;
      started = false;
      await unlisten?.();
      unlisten = null;
      // The batch in flight commits or rolls back; then sends in flight finish (or go back to the
      // queue) before the connection closes.
      await texts.stop();
      if (sending) await outbox.stop({ graceMs: 2000 });
      sending = false;
      jobs?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 2000, close: true });
      await media?.reader.close();
    },
    async receive(items) {
      const { ids, queues } = await receiveInbound(db, boss, mediaStage().uploads, items, (item, error) =>
        log.warn("inbound message refused by the database; the rest of its delivery is kept", {
          channel: item.channel,
          externalId: item.externalId.slice(0, 100),
          error: String((error as Error)?.message ?? error).slice(0, 200),
        }),
      );
      // Only the workers that got work: a text webhook does not wake the media workers.
      for (const queue of queues) {
        if (queue === TEXT_BATCHES) texts.wake();
        else jobs?.notify(queue);
      }
      return ids;
    },
    wakeOutbox() {
      outbox.wake();
    },
  };
}
