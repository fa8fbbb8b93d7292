/**
 * `npm run bench:books`: the books' model check at length, and what a change to the books costs.
 * Runs BENCH_SEQUENCES random sequences (default 400) of up to 8 steps each (records, instalment
 * purchases, corrections, date and bill moves, deletes, undos, bill payments, fixed items and
 * their 00:05 run, imports) through the chat and through the dashboard, checking after every step
 * what `npm test` checks on fewer sequences (same books from both doors, invariants, undo gives
 * back exactly the books before). Then prints, per database, the CPU time of one step through a
 * door (the server process's and, on PostgreSQL, the database's, so the figure does not depend on
 * how busy the machine was) and of the checks, with the load average it ran under.
 */
import { availableParallelism, loadavg } from "node:os";
import fc from "fast-check";
import { createMeTestApp } from "../src/dashboard/testing.ts";
import {
  type BooksStep,
  brokenInvariants,
  chatDoor,
  comparableBooks,
  type Door,
  dashboardDoor,
  exactBooks,
  newestOperation,
  newPerson,
  operationsSince,
  runSchedule,
  sequenceArb,
  undoGivesBack,
} from "../src/testing/books-model.ts";
import { cpuMs } from "./cpu-time.ts";

const SEQUENCES = Number(process.env.BENCH_SEQUENCES ?? 400);
const SEED = Number(process.env.BENCH_SEED ?? 20260315);

const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function runEngine(engine: "pglite" | "postgres", databasePids: number[]) {
  const t = await createMeTestApp(engine);
  const cpu = () => ownCpuMs() + cpuMs(databasePids);
  const spent = { apply: 0, checks: 0 };
  let steps = 0;
  let phones = 0;
  const sequences = fc.sample(sequenceArb(8), { numRuns: SEQUENCES, seed: SEED });
  const started = performance.now();
  try {
    for (const [i, sequence] of sequences.entries()) {
      // A failure names its sequence: BENCH_SEQUENCES=n replays the first n (the same seed, the same sequences).
      const which = `sequence ${i + 1} of ${sequences.length} (seed ${SEED}): ${JSON.stringify(sequence)}`;
      const doors: Door[] = [];
      for (const make of [chatDoor, dashboardDoor]) {
        phones++;
        doors.push(make(t, await newPerson(t, `+55119${String(phones).padStart(8, "0")}`)));
      }
      for (const step of sequence as BooksStep[]) {
        const marks = [];
        for (const door of doors) {
          const id = door.person.id;
          marks.push({ door, books: await exactBooks(t.db, id), since: await newestOperation(t.db, id) });
          const before = cpu();
          await door.apply(step);
          spent.apply += cpu() - before;
          steps++;
        }
        const before = cpu();
        await runSchedule(t.db, step);
        spent.apply += cpu() - before;
        const checking = cpu();
        for (const { door, books, since } of marks) {
          const done = (await operationsSince(t.db, door.person.id, since)).filter((o) => o.kind !== "undo");
          if (done.length > 1)
            throw new Error(
              `${door.name}: ${done.length} operations for ${JSON.stringify(step)} in ${which}`,
            );
          if (!done[0]) continue;
          const undone = await undoGivesBack(t.db, door.person.id, done[0].id, books);
          if (undone.outcome === "differs" || (undone.outcome === "refused" && undone.reason !== "bill_paid"))
            throw new Error(
              `${door.name}: undoing ${JSON.stringify(step)}: ${JSON.stringify(undone)} in ${which}`,
            );
        }
        for (const door of doors) {
          const broken = await brokenInvariants(t, door.person.id);
          if (broken.length > 0)
            throw new Error(`${door.name}: ${broken.join("; ")} after ${JSON.stringify(step)} in ${which}`);
        }
        const [a, b] = doors;
        if (a && b) {
          const [x, y] = [await comparableBooks(t.db, a.person.id), await comparableBooks(t.db, b.person.id)];
          if (JSON.stringify(x) !== JSON.stringify(y))
            throw new Error(`the doors differ after ${JSON.stringify(step)} in ${which}`);
        }
        spent.checks += cpu() - checking;
      }
    }
  } finally {
    await t.close();
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${engine}: ${sequences.length} sequences, ${steps} steps through a door in ${((performance.now() - started) / 1000).toFixed(0)} s, books the same and invariants kept after every one`,
  );
  console.log(
    `  CPU per step through a door (the change, its rules, its capture): ${ms(spent.apply / steps)}`,
  );
  console.log(
    `  CPU per step of the checks (undo, invariants, books compared):    ${ms(spent.checks / (steps / 2))}`,
  );
  return spent.apply / steps;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
console.log(
  `bench:books, ${SEQUENCES} sequences per database (seed ${SEED}); load average ${load()} on ${availableParallelism()} cores`,
);
if ((loadavg()[0] ?? 0) > availableParallelism())
  console.log("  (the machine is busy: CPU times still hold, wall times do not)");
const pglite = await runEngine("pglite", []);
const { startPgCluster } = await import("../../../scripts/lib/pg-cluster.mjs");
const pg = await startPgCluster();
let postgres: number;
try {
  process.env.TEST_DATABASE_URL = pg.url;
  postgres = await runEngine("postgres", [pg.pid]);
} finally {
  pg.stop();
}
console.log(
  `PostgreSQL / PGlite CPU per step: ${(postgres / pglite).toFixed(2)}×; load average at the end ${load()}`,
);
