import type { VideoEvent } from "@tostao/core";
import { describe, expect, it } from "vitest";
import { EventCoalescer } from "./event-coalescer.ts";

const view: VideoEvent = { videoId: "help-1", type: "view" };

function deferredApply() {
  const calls: { events: VideoEvent[]; finish: (error?: Error) => void }[] = [];
  const apply = (events: VideoEvent[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ events, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { calls, apply };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("EventCoalescer", () => {
  it("joins requests that arrive together into one statement", async () => {
    const { calls, apply } = deferredApply();
    const coalescer = new EventCoalescer(apply);
    const both = [coalescer.submit([view]), coalescer.submit([view, view])];
    await tick();
    expect(calls.map((c) => c.events.length)).toEqual([3]);
    calls[0]!.finish();
    await Promise.all(both);
  });

  it("applies a lone request at once when idle", async () => {
    const { calls, apply } = deferredApply();
    const done = new EventCoalescer(apply).submit([view]);
    await tick();
    expect(calls.map((c) => c.events.length)).toEqual([1]);
    calls[0]!.finish();
    await expect(done).resolves.toBeUndefined();
  });

  it("groups the requests that arrive while a statement runs into the next one", async () => {
    const { calls, apply } = deferredApply();
    const coalescer = new EventCoalescer(apply);
    const first = coalescer.submit([view]);
    await tick();
    const later = [coalescer.submit([view, view]), coalescer.submit([view])];
    await tick();
    expect(calls).toHaveLength(1);
    let laterDone = false;
    void Promise.all(later).then(() => {
      laterDone = true;
    });
    calls[0]!.finish();
    await first;
    await tick();
    expect(calls.map((c) => c.events.length)).toEqual([1, 3]);
    expect(laterDone).toBe(false);
    calls[1]!.finish();
    await Promise.all(later);
  });

  it("fails every request of a failed statement and keeps serving the next ones", async () => {
    const { calls, apply } = deferredApply();
    const coalescer = new EventCoalescer(apply);
    const first = coalescer.submit([view]);
    await tick();
    const a = coalescer.submit([view]);
    const b = coalescer.submit([view]);
    await tick();
    calls[0]!.finish();
    await first;
    await tick();
    calls[1]!.finish(new Error("connection lost"));
    await expect(a).rejects.toThrow("connection lost");
    await expect(b).rejects.toThrow("connection lost");
    const c = coalescer.submit([view]);
    await tick();
    calls[2]!.finish();
    await expect(c).resolves.toBeUndefined();
  });

  it("caps the events of one statement, never splitting a request", async () => {
    const { calls, apply } = deferredApply();
    const coalescer = new EventCoalescer(apply, 3);
    const first = coalescer.submit([view]);
    await tick();
    const rest = [coalescer.submit([view, view]), coalescer.submit([view, view]), coalescer.submit([view])];
    await tick();
    calls[0]!.finish();
    await first;
    await tick();
    calls[1]!.finish();
    await tick();
    await tick();
    calls[2]!.finish();
    await Promise.all(rest);
    expect(calls.map((c) => c.events.length)).toEqual([1, 2, 3]);
  });
});
