import type { Logger } from "../logger.ts";
import { READABLE_TYPES } from "../media/read-message-media.ts";
import type { Transports } from "../outbox/channel.ts";
import { claimInboundBatch, retryInboundLater } from "../outbox/claim-inbound.ts";
import type { ClaimedOutbound } from "../outbox/claim-outbound.ts";
import { PeopleLookup } from "../people/resolve-people.ts";
import {
  AnswerWrites,
  answerClaimed,
  type ProcessDeps,
  type Processed,
  processOne,
} from "./process-inbound.ts";

const FILE_TYPES = [...READABLE_TYPES];

export interface TextBatchOptions extends ProcessDeps {
  logger: Logger;
  transports: Transports;
  outbox: {
    wake(): void;
    /**
     * Whether the dispatcher takes replies claimed as they were stored (`deliver`): then each
     * conversation's first reply is claimed in the batch's transaction and handed over after its
     * commit, without a claim's round trip.
     */
    takesClaimed?(): boolean;
    deliver?(messages: readonly ClaimedOutbound[]): void;
  };
  /** Messages claimed at once (each of a different conversation). */
  batchSize?: number;
  /** Loops claiming side by side in this process (PGlite: one; it has one connection). */
  loops?: number;
  /** How often an idle loop looks for work nobody woke it for (retries falling due, other processes). */
  pollMs?: number;
  /** Attempts before a message is marked failed; the delay before the first retry doubles each time. */
  retry?: { limit: number; delaySeconds: number };
}

export interface TextBatches {
  start(): void;
  /** Stops claiming; the batch in flight commits (or rolls back) first. */
  stop(): Promise<void>;
  /** Look for work now (a webhook stored text messages, or another process said so). */
  wake(): void;
  /** Answers batch after batch until none is waiting, here and now (for tests and tools). */
  drain(): Promise<number>;
}

/**
 * The text path: no job per message. Each loop claims a batch of waiting text messages (the oldest
 * of each conversation, SKIP LOCKED) and answers all of them in one transaction: a crash before the
 * commit leaves every one of them waiting, for this process after its restart or for another one.
 * When a message fails, the batch rolls back and its messages are answered one per transaction, so
 * only the failing one is retried (with backoff, then marked failed).
 */
export function createTextBatches(options: TextBatchOptions): TextBatches {
  const log = options.logger.child({ component: "text-batches" });
  const batchSize = options.batchSize ?? 32;
  const pollMs = options.pollMs ?? 1000;
  // The oldest waiting messages a claim looks among: room for what the other loops hold (skipped,
  // with the rest of their conversations) and for conversations with several messages waiting.
  const window = Math.max(64, batchSize * (options.loops ?? 1) * 4);
  const retry = options.retry ?? { limit: 5, delaySeconds: 1 };
  let running = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  let pendingWake = 0;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pendingWake > 0) {
        pendingWake--;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      sleepers.add(done);
    });

  function wakeAll() {
    if (sleepers.size === 0) {
      // Every loop is busy: the next one to finish its batch looks again at once.
      pendingWake = 1;
      return;
    }
    for (const wake of [...sleepers]) wake();
  }

  /** After the commit: the outbox sends the replies, and the person sees their messages read. */
  function answered(done: Processed[], claimed: readonly ClaimedOutbound[] = []) {
    if (claimed.length > 0) options.outbox.deliver?.(claimed);
    // Replies left queued behind one claimed (or by a batch that claimed none) are the claim's.
    const replies = done.reduce((n, d) => n + d.outboundIds.length, 0);
    if (replies > claimed.length) options.outbox.wake();
    for (const d of done) {
      options.transports[d.channel]
        ?.markRead?.(d.externalId)
        .catch((error) => log.warn("could not mark message as read", { externalId: d.externalId, error }));
    }
  }

  /** The messages of a failed batch, one per transaction: the failing one is retried later alone. */
  async function oneByOne(ids: number[]): Promise<Processed[]> {
    const done: Processed[] = [];
    for (const id of ids) {
      try {
        const processed = await processOne(options, id);
        if (processed) done.push(processed);
      } catch (error) {
        const attempts = await options.db
          .query<{ attempts: number }>("SELECT attempts FROM messages WHERE id = $1", [id])
          .then((rows) => Number(rows[0]?.attempts ?? 0));
        const delaySeconds = retry.delaySeconds * 2 ** attempts;
        const { final } = await retryInboundLater(options.db, id, {
          error,
          delaySeconds,
          limit: retry.limit,
        });
        log.error(
          final ? "processing a message failed for good" : "processing a message failed; will retry",
          {
            messageId: id,
            attempt: attempts + 1,
            error,
          },
        );
      }
    }
    return done;
  }

  /** One batch; resolves with how many messages it claimed. */
  async function batch(): Promise<number> {
    let ids: number[] = [];
    const claim = Boolean(options.outbox.deliver && options.outbox.takesClaimed?.());
    try {
      let claimed: readonly ClaimedOutbound[] = [];
      const done = await options.db.transaction(async (tx) => {
        const rows = await claimInboundBatch(tx, { limit: batchSize, window, fileTypes: FILE_TYPES });
        ids = rows.map((r) => Number(r.id));
        if (rows.length === 0) return [];
        const now = options.now();
        // The senders looked up at once; what each message writes last (its conversation's state,
        // its replies) stored for all of them together before the commit.
        const writes = new AnswerWrites(
          await PeopleLookup.of(
            tx,
            rows.map((r) => ({ phone: r.phone, waUserId: r.wa_user_id })),
          ),
          claim,
        );
        const answers: Processed[] = [];
        for (const row of rows)
          answers.push(await answerClaimed(tx, options, { ...row, id: Number(row.id) }, now, writes));
        await writes.flush(tx);
        claimed = writes.claimed;
        return answers;
      });
      answered(done, claimed);
      return ids.length;
    } catch (error) {
      if (ids.length === 0) throw error;
      log.warn("a batch of messages failed; answering them one by one", { messages: ids.length, error });
      answered(await oneByOne(ids));
      return ids.length;
    }
  }

  async function loop() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await batch();
      } catch (error) {
        if (running) log.error("could not claim text messages", { error });
      }
      // A batch that found work means more may be waiting (the next message of a conversation it
      // answered is free once it committed): look again at once. Only an empty claim sleeps, until
      // woken (a webhook here, NOTIFY from another process) or the poll.
      if (claimed === 0 && running) await sleep();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: options.loops ?? 1 }, () => loop());
    },
    async stop() {
      if (!running) return;
      running = false;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
    },
    wake: wakeAll,
    async drain() {
      let total = 0;
      for (;;) {
        const claimed = await batch();
        if (claimed === 0) return total;
        total += claimed;
      }
    },
  };
}
