import { testEngines } from "@tostao/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMeTestApp, type MeTestApp } from "../dashboard/testing.ts";
import {
  type BooksStep,
  brokenInvariants,
  chatDoor,
  comparableBooks,
  dashboardDoor,
  exactBooks,
  newestOperation,
  newPerson,
  operationsSince,
  runSchedule,
  sequenceArb,
  undoGivesBack,
} from "../testing/books-model.ts";

// The books checked by a model (docs/books.md): random sequences of records, instalment purchases,
// corrections, date moves, bill moves, deletes, undos, bill payments, fixed items and their 00:05
// run, imports, a category's limit set or removed, the card's limit, a goal, money put towards it
// and the goal deleted, each applied through the chat and through the dashboard for a person of its
// own. After every step both books are the same, the invariants hold, and undoing the step gives
// back exactly the books before it. BOOKS_MODEL_RUNS sets the sequences per database (a
// hundred in all by default); `npm run bench:books` runs 400 on each and times them.
const RUNS = Number(process.env.BOOKS_MODEL_RUNS ?? 0) || { pglite: 60, postgres: 40 };
// The suite replays the same sequences on every run (a red build is always the change's doing);
// other seeds explore further (BOOKS_MODEL_SEED here, BENCH_SEED in `npm run bench:books`).
const SEED = Number(process.env.BOOKS_MODEL_SEED ?? 20261126);

describe.each(testEngines())("the books, through the chat and the dashboard (%s)", (engine) => {
  let t: MeTestApp;
  let phones = 0;

  beforeAll(async () => {
    t = await createMeTestApp(engine);
  });
  afterAll(() => t?.close());

  async function run(steps: BooksStep[]): Promise<void> {
    const doors = [];
    for (const make of [chatDoor, dashboardDoor]) {
      phones++;
      doors.push(make(t, await newPerson(t, `+55119${String(phones).padStart(8, "0")}`)));
    }
    const [chat, dash] = doors as [ReturnType<typeof chatDoor>, ReturnType<typeof dashboardDoor>];
    for (const [i, step] of steps.entries()) {
      const where = `step ${i + 1} ${JSON.stringify(step)}`;
      const before = new Map<number, Awaited<ReturnType<typeof exactBooks>>>();
      const since = new Map<number, number>();
      for (const door of doors) {
        before.set(door.person.id, await exactBooks(t.db, door.person.id));
        since.set(door.person.id, await newestOperation(t.db, door.person.id));
        await door.apply(step);
      }
      await runSchedule(t.db, step);
      for (const door of doors) {
        const id = door.person.id;
        expect(await brokenInvariants(t, id), `${where}, ${door.name}`).toEqual([]);
        // undo(op(x)) = x, for what this step did (an undo is not undone again).
        const done = (await operationsSince(t.db, id, since.get(id) ?? 0)).filter((o) => o.kind !== "undo");
        const snapshot = before.get(id);
        if (done.length === 1 && done[0] && snapshot) {
          const undone = await undoGivesBack(t.db, id, done[0].id, snapshot);
          // A purchase made in the cycle of a bill already paid lands on it, and a paid bill does not change.
          if (undone.outcome === "refused") expect(undone.reason, `${where}, ${door.name}`).toBe("bill_paid");
          else expect(undone, `${where}, ${door.name}`).toEqual({ outcome: "same" });
        } else expect(done.length, `${where}, ${door.name}: one operation per step`).toBeLessThanOrEqual(1);
      }
      expect(await comparableBooks(t.db, dash.person.id), where).toEqual(
        await comparableBooks(t.db, chat.person.id),
      );
    }
  }

  it("end the same, keep their invariants, and undo every step exactly", { timeout: 1_800_000 }, async () => {
    const runs = typeof RUNS === "number" ? RUNS : RUNS[engine];
    await fc.assert(
      fc.asyncProperty(sequenceArb(8), (steps) => run(steps)),
      { numRuns: runs, endOnFailure: true, seed: SEED },
    );
  });
});
