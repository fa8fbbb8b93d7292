import { describe, expect, it } from "vitest";
import { asProbe, createLanes, inBackground } from "./pglite-lanes.ts";

describe("PGlite lanes", () => {
  it("runs one operation at a time: probes first, then requests and background in turn", async () => {
    const turn = createLanes();
    const order: string[] = [];
    let running = 0;
    const op = (name: string) =>
      turn(async () => {
        running++;
        expect(running).toBe(1);
        await new Promise((r) => setTimeout(r, 1));
        order.push(name);
        running--;
      });
    const all: Promise<void>[] = [];
    // The first request takes the connection; everything else queues behind it.
    all.push(op("r0"));
    for (let i = 1; i <= 3; i++) all.push(inBackground(() => op(`b${i}`)));
    for (let i = 1; i <= 6; i++) all.push(op(`r${i}`));
    all.push(asProbe(() => op("probe")));
    await Promise.all(all);
    expect(order).toEqual(["r0", "probe", "b1", "r1", "b2", "r2", "b3", "r3", "r4", "r5", "r6"]);
  });

  it("lets the event loop serve other work between operations", async () => {
    const turn = createLanes();
    let ioRan = false;
    setImmediate(() => {
      ioRan = true;
    });
    // Without a fresh turn, an operation that never waits for I/O would run before it.
    const seen: boolean[] = [];
    await turn(async () => void seen.push(ioRan));
    expect(seen).toEqual([true]);
  });
});
