import { AsyncLocalStorage } from "node:async_hooks";

/**
 * PGlite has one connection and runs SQL on the event loop's thread. Queued first come first
 * served, a backlog of background work (jobs, the outbox) made a health check wait for all of it,
 * a flood of webhooks starved the backlog, and promise chains of back-to-back queries never let
 * the loop answer anyone. Here every top-level operation (a query or a whole transaction) waits
 * for its turn in one of three lanes: health probes (`asProbe`) first; then requests and
 * background work (marked with `inBackground`) take turns, so a flood of webhooks neither waits
 * for the backlog nor stops it from draining. Each turn starts on a fresh event-loop turn, so
 * pending I/O (new requests, static pages) is served between operations.
 */
const lane = new AsyncLocalStorage<"background" | "probe">();

/**
 * Whether a PGlite database opened in this process: only then do the lanes matter. Until then the
 * markers below run `fn` as is, so a process on PostgreSQL never turns on the promise hooks
 * AsyncLocalStorage costs (about 6 % of the server's CPU under load).
 */
let lanesInUse = false;

/** Runs `fn` (and everything it starts: timers, promises) as background database work. */
export function inBackground<T>(fn: () => T): T {
  return lanesInUse ? lane.run("background", fn) : fn();
}

/** Runs `fn` ahead of every queued operation: for a liveness probe's one cheap query. */
export function asProbe<T>(fn: () => T): T {
  return lanesInUse ? lane.run("probe", fn) : fn();
}

/** A turn-taking gate for one connection; an operation holds it until it settles. */
export function createLanes(): <T>(operation: () => Promise<T>) => Promise<T> {
  lanesInUse = true;
  const probes: Array<() => void> = [];
  const requests: Array<() => void> = [];
  const background: Array<() => void> = [];
  let busy = false;
  let lastWasRequest = false;

  function next() {
    if (busy) return;
    let grant = probes.shift();
    if (!grant) {
      // Requests and background alternate while both wait.
      const fromRequests = requests.length > 0 && (background.length === 0 || !lastWasRequest);
      grant = fromRequests ? requests.shift() : background.shift();
      if (!grant) return;
      lastWasRequest = fromRequests;
    }
    busy = true;
    setImmediate(grant);
  }

  return async (operation) => {
    await new Promise<void>((resolve) => {
      const store = lane.getStore();
      (store === "probe" ? probes : store === "background" ? background : requests).push(resolve);
      next();
    });
    try {
      return await operation();
    } finally {
      busy = false;
      next();
    }
  };
}
