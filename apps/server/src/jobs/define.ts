/** How a failed job is tried again. */
interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  /** Double the delay on each retry. */
  backoff: boolean;
}

interface JobInfo<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/**
 * A queue of work, declared once in its domain and registered in `jobs/registry.ts`:
 * its name, retry policy, lease (how long a job may run before it is taken as abandoned by a
 * dead process and retried) and handler.
 */
export interface QueueDefinition<T extends object = object> {
  name: string;
  retry: RetryPolicy;
  /** The lease: keep it short; work longer than this belongs in smaller jobs. */
  expireInSeconds: number;
  /** Jobs fetched per worker at once; they run side by side. */
  batchSize?: number;
  /** Workers of this queue in each process (default: the process's concurrency). */
  workers?: number;
  handler(job: JobInfo<T>): Promise<void>;
}

/** A daily job (cron in São Paulo time), fired once across all server processes. */
export interface ScheduleDefinition {
  name: string;
  cron: string;
  retry: RetryPolicy;
  expireInSeconds: number;
  /** Idempotent: a retry or a second firing the same day does nothing twice. */
  run(now: Date): Promise<number>;
}

/** The product's promises are in São Paulo time, whatever the server's zone. */
export const SCHEDULE_TZ = "America/Sao_Paulo";
