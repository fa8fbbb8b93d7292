import type { VideoEvent } from "@tostao/core";

interface Waiting {
  events: readonly VideoEvent[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for engagement events: while one statement is running, the requests that
 * arrive wait and then go together in the next one. An idle server applies a request at once;
 * a busy one spends one statement on many requests instead of queueing them on the same hot
 * row (an idle one waits only for the I/O already pending). Each request is answered only after the statement holding its events committed, and a
 * failed statement fails every request in it (it was all-or-nothing), so no count is lost or
 * doubled.
 */
export class EventCoalescer {
  private waiting: Waiting[] = [];
  private running = false;

  constructor(
    private readonly apply: (events: VideoEvent[]) => Promise<unknown>,
    /** Most events one statement carries (they fold to one row per video anyway). */
    private readonly maxEvents = 2000,
  ) {}

  /** Resolves once these events are committed. */
  submit(events: readonly VideoEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ events, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    // Yield to pending I/O first, so requests already on the sockets join this statement
    // (PGlite runs in this thread and would otherwise take them one at a time).
    await new Promise((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      let count = 0;
      let take = 0;
      while (
        take < this.waiting.length &&
        (take === 0 || count + this.waiting[take]!.events.length <= this.maxEvents)
      ) {
        count += this.waiting[take]!.events.length;
        take++;
      }
      const group = this.waiting.splice(0, take);
      try {
        await this.apply(group.flatMap((w) => w.events));
        for (const w of group) w.resolve();
      } catch (error) {
        for (const w of group) w.reject(error);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.running = false;
  }
}
