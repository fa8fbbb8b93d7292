import type { QueueDefinition } from "../jobs/define.ts";
import type { Logger } from "../logger.ts";
import type { Transports } from "../outbox/channel.ts";
import { failInboundAttempt } from "../outbox/claim-inbound.ts";
import { type ProcessDeps, processInbound } from "./process-inbound.ts";

/** What the processing queue needs: the processing itself, the transports (read receipts) and the outbox. */
export type ProcessQueueContext = ProcessDeps & {
  logger: Logger;
  transports: Transports;
  outbox: { wake(): void };
};

/** Understands an inbound message, acts on the books and queues the reply in the outbox. */
const PROCESS_QUEUE = "assistant-process";

/**
 * The processing queue. Its work is one transaction, so a job whose process died is safe to
 * run again: a 20-second lease, renewed while the job runs (jobs/leases.ts), brings it back
 * within seconds of a crash instead of pg-boss's 15 minutes.
 */
export function processQueue(ctx: ProcessQueueContext): QueueDefinition<{ messageId: number }> {
  const log = ctx.logger;
  return {
    name: PROCESS_QUEUE,
    retry: { limit: 5, delaySeconds: 1, backoff: true },
    expireInSeconds: 20,
    batchSize: 8,
    async handler(job) {
      const { messageId } = job.data;
      try {
        const done = await processInbound(ctx, messageId);
        if (!done) return;
        if (done.outboundIds.length > 0) ctx.outbox.wake();
        ctx.transports[done.channel]
          ?.markRead?.(done.externalId)
          .catch((error) => log.warn("could not mark message as read", { messageId, error }));
      } catch (error) {
        await failInboundAttempt(ctx, job, messageId, "processing a message", error);
      }
    },
  };
}
