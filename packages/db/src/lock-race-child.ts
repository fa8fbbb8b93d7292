// One contender of the data-directory lock race (see data-dir-lock.race.int.test.ts): tries to
// lock each directory as soon as the start file appears, records its wins and holds every lock
// it took until told to exit, so a loser always sees a live holder.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

const [root, countText] = process.argv.slice(2);
if (!root || !countText) throw new Error("usage: lock-race-child ROOT COUNT");
const count = Number(countText);
while (!existsSync(join(root, "go"))) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
const won: number[] = [];
for (let i = 0; i < count; i++) {
  try {
    lockDataDir(join(root, String(i)));
    won.push(i);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
  }
}
writeFileSync(join(root, `won-${process.pid}.json`), JSON.stringify(won));
process.stdin.resume();
process.stdin.on("end", () => process.exit(0));
