import type { Db } from "@tostao/db";
import type { Logger } from "../logger.ts";
import { TransportError, type Transports } from "./channel.ts";
import { type ClaimedOutbound, claimOutbound } from "./claim-outbound.ts";
import { attachEarlyStatuses } from "./record-statuses.ts";
import {
  markOutboundFailed,
  markOutboundsSent,
  releaseAbandonedSends,
  renewOutboundLease,
  retryOutboundLater,
} from "./settle-outbound.ts";

export interface OutboxRetryPolicy {
  /** Attempts before a message is marked failed. */
  limit: number;
  /** Seconds before the first retry; doubles each time up to maxDelaySeconds. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

export interface OutboxDispatcherOptions {
  db: Db;
  transports: Transports;
  logger: Logger;
  retry: OutboxRetryPolicy;
  /** A claim not renewed for this long is taken over by another worker (its process died). */
  leaseSeconds?: number;
  /** Messages claimed at once (all of different conversations). */
  batchSize?: number;
  /** How often an idle dispatcher looks for work others queued (other processes, other modules). */
  pollMs?: number;
  /**
   * This process is the database's only user (PGlite): sends left claimed by a crash are taken
   * back at start instead of after their lease.
   */
  exclusive?: boolean;
}

export interface OutboxDispatcher {
  start(): void;
  /** Stops claiming, gives sends in flight `graceMs` to finish, then aborts and re-queues the rest. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Look for work now (after a transaction that queued messages committed). */
  wake(): void;
  /**
   * Whether messages claimed as they were stored would be sent at once (`deliver`): it is running,
   * with fewer sends in flight than a batch.
   */
  takesClaimed(): boolean;
  /**
   * Sends messages claimed as they were stored (`enqueueOutboundsClaimed`), once their transaction
   * committed; then looks for what waited behind them in their conversations.
   */
  deliver(messages: readonly ClaimedOutbound[]): void;
}

export const DEFAULT_OUTBOX_RETRY: OutboxRetryPolicy = { limit: 10, delaySeconds: 2, maxDelaySeconds: 300 };

/** Sends the outbox: claims due messages, sends them through their channel and settles each. */
export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const { db, transports, retry } = options;
  const log = options.logger.child({ component: "outbox" });
  const leaseSeconds = options.leaseSeconds ?? 30;
  const batchSize = options.batchSize ?? 16;
  const pollMs = options.pollMs ?? 500;
  const inFlight = new Set<Promise<void>>();
  const abort = new AbortController();
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  // Sends accepted while a mark is being written are marked together by the next statement: under
  // load one round trip records many sends, and none waits longer than the mark before its own.
  let marks: Array<{
    id: number;
    externalId: string;
    done(early: boolean): void;
    fail(error: unknown): void;
  }> = [];
  let marking = false;
  async function writeMarks() {
    marking = true;
    while (marks.length > 0) {
      const sends = marks;
      marks = [];
      try {
        const early = await markOutboundsSent(db, sends);
        for (const send of sends) send.done(early.has(send.externalId));
      } catch (error) {
        for (const send of sends) send.fail(error);
      }
    }
    marking = false;
  }
  /** Records a send the provider accepted; resolves with whether its statuses came first. */
  const markSent = (id: number, externalId: string) =>
    new Promise<boolean>((done, fail) => {
      marks.push({ id, externalId, done, fail });
      if (!marking) void writeMarks();
    });

  const backoff = (attempts: number) =>
    Math.min(retry.maxDelaySeconds, retry.delaySeconds * 2 ** Math.max(0, attempts - 1));

  async function deliver(message: ClaimedOutbound): Promise<void> {
    const transport = transports[message.channel];
    if (!transport) {
      log.error("outbound message for a channel that is not configured; recorded as failed", {
        messageId: message.id,
        channel: message.channel,
      });
      await markOutboundFailed(db, message.id, `channel ${message.channel} is not configured`);
      return;
    }
    const renew = setInterval(
      () =>
        void renewOutboundLease(db, message.id).catch((error) =>
          log.warn("could not renew a send lease", { messageId: message.id, error }),
        ),
      (leaseSeconds * 1000) / 3,
    );
    try {
      const content = message.template
        ? { body: message.body, template: message.template }
        : { body: message.body, choices: message.choices };
      const { externalId } = await transport.send(message.to, content, { signal: abort.signal });
      // Its statuses that came before this record (the webhook beat it) are stored now, pricing
      // and all; if that fails, the next status webhook's pass attaches them.
      if (await markSent(message.id, externalId))
        await attachEarlyStatuses(db).catch((error) =>
          log.warn("could not attach early statuses; the next status pass will", {
            messageId: message.id,
            error,
          }),
        );
    } catch (error) {
      const text = String((error as Error)?.message ?? error);
      if (abort.signal.aborted) {
        // Shutting down mid-send: back in the queue for the next process (the provider may
        // have accepted it already; that is the one window where a message can repeat).
        await retryOutboundLater(db, message.id, { delaySeconds: 0, error: "interrupted by shutdown" });
        return;
      }
      if (error instanceof TransportError && !error.retryable) {
        // A refusal retrying cannot fix (a 4xx such as WhatsApp's 131047 outside the 24-hour window).
        log.error("sending a message was refused; recorded as failed", { messageId: message.id, error });
        await markOutboundFailed(db, message.id, text);
        return;
      }
      if (message.attempts >= retry.limit) {
        log.error("sending a reply failed for good", {
          messageId: message.id,
          attempts: message.attempts,
          error,
        });
        await markOutboundFailed(db, message.id, text);
        return;
      }
      const delaySeconds = backoff(message.attempts);
      log.warn("sending a reply failed; will retry", {
        messageId: message.id,
        attempt: message.attempts,
        inSeconds: delaySeconds,
        error,
      });
      await retryOutboundLater(db, message.id, { delaySeconds, error: text });
    } finally {
      clearInterval(renew);
    }
  }

  /** Sends a claimed message, kept among the sends in flight until it is settled. */
  function track(message: ClaimedOutbound): Promise<void> {
    const task = deliver(message)
      .catch((error) => log.error("settling an outbound message failed", { messageId: message.id, error }))
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
    return task;
  }

  function wake() {
    woken = true;
    wakeUp?.();
  }

  async function run() {
    if (options.exclusive) {
      const released = await releaseAbandonedSends(db).catch((error) => {
        log.error("could not take back the sends a crash left claimed", { error });
        return 0;
      });
      if (released > 0) log.warn("sends interrupted by a crash queued again", { messages: released });
    }
    while (running) {
      let claimed: ClaimedOutbound[] = [];
      try {
        claimed = await claimOutbound(db, { limit: batchSize, leaseSeconds });
      } catch (error) {
        if (running) log.error("could not claim outbound messages", { error });
      }
      if (claimed.length === 0) {
        if (running) await sleep();
        continue;
      }
      await Promise.all(claimed.map(track));
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop({ graceMs = 2000 } = {}) {
      if (!running) return;
      running = false;
      wakeUp?.();
      if (inFlight.size > 0) {
        const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
        await Promise.race([Promise.all(inFlight), grace]);
        if (inFlight.size > 0) abort.abort();
      }
      await loop;
    },
    wake,
    // Sends in flight stay bounded: past a batch of them, replies wait queued for the claim.
    takesClaimed: () => running && inFlight.size < batchSize,
    deliver(messages) {
      // Stopped meanwhile: their lease runs out and a claim takes them, here after a restart or elsewhere.
      if (!running) return;
      // The next message of each conversation is free to claim once this one is settled.
      void Promise.all(messages.map(track)).then(wake);
    },
  };
}
