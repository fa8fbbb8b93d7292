import type { Db } from "@tostao/db";
import type PgBoss from "pg-boss";
import { createBoss } from "../jobs/boss.ts";
import type { Logger } from "../logger.ts";
import type { Understand } from "./act-on-interpretations.ts";
import type { ChannelTransport, InboundItem } from "./channel.ts";
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
  now?: () => Date;
  /** Seconds before the first retry of a failed send (doubles each time). */
  sendRetryDelaySeconds?: number;
  sendRetryLimit?: number;
  /** Parallel workers per queue; PGlite has one connection, so more would only queue up. */
  concurrency?: number;
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
  const boss = createBoss(db, log);
  const now = options.now ?? (() => new Date());
  const concurrency = options.concurrency ?? (db.kind === "pglite" ? 1 : 4);
  const workerIds: Record<string, string[]> = { [PROCESS_QUEUE]: [], [SEND_QUEUE]: [] };
  let started = false;

  // Wake idle workers at once instead of waiting for their next poll.
  const notify = (queue: string) => {
    for (const id of workerIds[queue] ?? []) boss.notifyWorker(id);
  };

  const processJobs = async (jobs: PgBoss.Job<JobData>[]) => {
    let failed: unknown = null;
    for (const job of jobs) {
      const { messageId } = job.data;
      try {
        const done = await processInbound(
          { db, boss, understand: options.understand, dashboardUrl: options.dashboardUrl, now },
          messageId,
        );
        if (!done) continue;
        if (done.outboundIds.length > 0) notify(SEND_QUEUE);
        const transport: ChannelTransport | undefined = transports[done.channel];
        transport
          ?.markRead?.(done.externalId)
          .catch((error) => log.warn("could not mark message as read", { messageId, error }));
      } catch (error) {
        log.error("processing a message failed", { messageId, error });
        await noteProcessingError(db, messageId, error).catch(() => {});
        failed = error;
      }
    }
    if (failed) throw failed;
  };

  const sendJobs = async (jobs: PgBoss.JobWithMetadata<SendJobData>[]) => {
    let failed: unknown = null;
    for (const job of jobs) {
      // In order; a failure stops the rest so they never overtake it. Sent ones are skipped on retry.
      let messageId = 0;
      try {
        for (messageId of job.data.messageIds) await deliverOutbound(db, transports, messageId);
      } catch (error) {
        const last = job.retryCount >= job.retryLimit;
        log.warn(last ? "sending a reply failed for good" : "sending a reply failed; will retry", {
          messageId,
          attempt: job.retryCount + 1,
          error,
        });
        if (last) await markOutboundFailed(db, job.data.messageIds).catch(() => {});
        failed = error;
      }
    }
    if (failed) throw failed;
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
        workerIds[PROCESS_QUEUE]?.push(
          await boss.work<JobData>(PROCESS_QUEUE, { batchSize: 4, pollingIntervalSeconds: 0.5 }, processJobs),
        );
        workerIds[SEND_QUEUE]?.push(
          await boss.work<SendJobData>(
            SEND_QUEUE,
            { batchSize: 4, pollingIntervalSeconds: 0.5, includeMetadata: true },
            sendJobs,
          ),
        );
      }
      log.info("assistant workers started", { concurrency, db: db.kind });
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
