import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import type { AccessPolicy } from "../billing/person-access.ts";
import { createBoss } from "../jobs/boss.ts";
import type { Logger } from "../logger.ts";
import type { AccessPlans } from "../planning/schedules/access-plans.ts";
import { startDailyJobs } from "../schedules/daily-jobs.ts";
import type { Understand } from "./act-on-interpretations.ts";
import { type ChannelTransport, type InboundItem, TransportError } from "./channel.ts";
import { deliverOutbound, markOutboundFailed, type Transports } from "./deliver-outbound.ts";
import { noteProcessingError, processInbound } from "./process-inbound.ts";
import { PROCESS_QUEUE, SEND_QUEUE } from "./queues.ts";
import { receiveInbound } from "./receive-inbound.ts";

export interface AssistantOptions {
  db: Db;
  logger: Logger;
  understand: Understand;
  dashboardUrl: string;
  transports: Transports;
  /** Who may use the assistant; everyone when omitted (ACCESS_MODE=open). */
  access?: AccessPolicy;
  now?: () => Date;
  /** Seconds before the first retry of a failed send (doubles each time). */
  sendRetryDelaySeconds?: number;
  sendRetryLimit?: number;
  /** Parallel workers per queue; PGlite has one connection, so more would only queue up. */
  concurrency?: number;
  /** Runs the daily cron jobs (due reminders at 10:00, monthly fixed items) with the workers. */
  schedules?: boolean;
  /** The plans a person holds (digests go only to plans that include them); "open" for everyone by default. */
  accessPlans?: AccessPlans;
}

export interface Assistant {
  readonly boss: PgBoss;
  readonly transports: Transports;
  /** The pipeline's clock (tests fix it). */
  now(): Date;
  /** Starts the queue; with workers: false messages are stored and queued but not processed. */
  start(options?: { workers?: boolean }): Promise<void>;
  stop(): Promise<void>;
  /** Stores and queues inbound messages; resolves once they are durable. */
  receive(items: InboundItem[]): Promise<number[]>;
  /** Sends a message outside any conversation (login codes); not stored, not retried. */
  sendDirect(channel: keyof Transports, to: string, body: string): Promise<void>;
}

type JobData = { messageId: number };
type SendJobData = { messageIds: number[] };

/** The assistant pipeline over pg-boss: receive → process (understand, act, reply) → send. */
export function createAssistant(options: AssistantOptions): Assistant {
  const { db, logger, transports } = options;
  const log = logger.child({ component: "assistant" });
  const boss = createBoss(db, log, { schedule: options.schedules ?? false });
  const now = options.now ?? (() => new Date());
  const access: AccessPolicy = options.access ?? { mode: "open", plansUrl: "", trialUrl: "" };
  const concurrency = options.concurrency ?? (db.kind === "pglite" ? 1 : 2);
  const workerIds: Record<string, string[]> = { [PROCESS_QUEUE]: [], [SEND_QUEUE]: [] };
  let started = false;

  // Wake idle workers at once instead of waiting for their next poll.
  const notify = (queue: string) => {
    for (const id of workerIds[queue] ?? []) boss.notifyWorker(id);
  };

  const batchSize = 8;

  // Jobs of a batch run side by side; a failed one is failed alone (the queue retries it with
  // backoff) and the rest complete. A full batch means more may be waiting: fetch again now.
  const runBatch = async <T>(
    queue: string,
    jobs: PgBoss.JobWithMetadata<T>[],
    run: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  ) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await run(job);
        } catch (error) {
          await boss
            .fail(queue, job.id, { message: String((error as Error)?.message ?? error) })
            .catch((e) => log.error("could not fail a job", { queue, jobId: job.id, error: e }));
        }
      }),
    );
    if (jobs.length >= batchSize) notify(queue);
  };

  const processJob = async (job: PgBoss.JobWithMetadata<JobData>) => {
    const { messageId } = job.data;
    try {
      const done = await processInbound(
        { db, boss, understand: options.understand, dashboardUrl: options.dashboardUrl, now, access },
        messageId,
      );
      if (!done) return;
      if (done.outboundIds.length > 0) notify(SEND_QUEUE);
      const transport: ChannelTransport | undefined = transports[done.channel];
      transport
        ?.markRead?.(done.externalId)
        .catch((error) => log.warn("could not mark message as read", { messageId, error }));
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log.error(last ? "processing a message failed for good" : "processing a message failed; will retry", {
        messageId,
        attempt: job.retryCount + 1,
        error,
      });
      await noteProcessingError(db, messageId, error, last).catch(() => {});
      throw error;
    }
  };

  const sendJob = async (job: PgBoss.JobWithMetadata<SendJobData>) => {
    // In order; a failure stops the rest so they never overtake it. Sent ones are skipped on retry.
    let messageId = 0;
    try {
      for (messageId of job.data.messageIds) {
        try {
          await deliverOutbound(db, transports, messageId);
        } catch (error) {
          // A refusal retrying cannot fix (a 4xx such as WhatsApp's 131047 outside the 24-hour
          // window): recorded failed at once, and the rest of the job goes on.
          if (!(error instanceof TransportError) || error.retryable) throw error;
          log.error("sending a message was refused; recorded as failed", { messageId, error });
          await markOutboundFailed(db, [messageId]);
        }
      }
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log.warn(last ? "sending a reply failed for good" : "sending a reply failed; will retry", {
        messageId,
        attempt: job.retryCount + 1,
        error,
      });
      if (last) await markOutboundFailed(db, job.data.messageIds).catch(() => {});
      throw error;
    }
  };

  return {
    boss,
    transports,
    now,
    async start({ workers = true } = {}) {
      await boss.start();
      await boss.createQueue(PROCESS_QUEUE, {
        name: PROCESS_QUEUE,
        retryLimit: 5,
        retryDelay: 1,
        retryBackoff: true,
      });
      await boss.createQueue(SEND_QUEUE, {
        name: SEND_QUEUE,
        retryLimit: options.sendRetryLimit ?? 10,
        retryDelay: options.sendRetryDelaySeconds ?? 2,
        retryBackoff: true,
      });
      started = true;
      if (!workers) return;
      for (let i = 0; i < concurrency; i++) {
        const work = { batchSize, pollingIntervalSeconds: 0.5, includeMetadata: true } as const;
        workerIds[PROCESS_QUEUE]?.push(
          await boss.work<JobData>(PROCESS_QUEUE, work, (jobs) => runBatch(PROCESS_QUEUE, jobs, processJob)),
        );
        workerIds[SEND_QUEUE]?.push(
          await boss.work<SendJobData>(SEND_QUEUE, work, (jobs) => runBatch(SEND_QUEUE, jobs, sendJob)),
        );
      }
      log.info("assistant workers started", { concurrency, db: db.kind });
      if (options.schedules) {
        await startDailyJobs({
          db,
          boss,
          logger: log,
          now,
          onQueued: () => notify(SEND_QUEUE),
          accessPlans: options.accessPlans ?? (async () => "open"),
        });
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 3000, close: true });
    },
    async receive(items) {
      const ids = await receiveInbound(db, boss, items);
      if (ids.length > 0) notify(PROCESS_QUEUE);
      return ids;
    },
    async sendDirect(channel, to, body) {
      const transport = transports[channel];
      if (!transport) throw new Error(`channel ${channel} is not configured`);
      await transport.send(to, body);
    },
  };
}
