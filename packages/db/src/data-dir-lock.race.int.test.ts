import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// LOCK_RACE_TRIALS=1000 for the full figure; the default keeps npm test quick.
const TRIALS = Number(process.env.LOCK_RACE_TRIALS ?? 200);
const CONTENDERS = 4;
const child = fileURLToPath(new URL("./lock-race-child.ts", import.meta.url));

describe("the data-directory lock under a race", () => {
  const root = mkdtempSync(join(tmpdir(), "tostao-lock-race-"));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) c.stdin?.end();
    rmSync(root, { recursive: true, force: true });
  });

  it(`lets exactly one of ${CONTENDERS} processes take each stale lock (${TRIALS} directories)`, async () => {
    for (let i = 0; i < TRIALS; i++) {
      mkdirSync(join(root, String(i)));
      // Left by a process that is gone.
      writeFileSync(join(root, String(i), "tostao.lock"), "999999999");
    }
    for (let c = 0; c < CONTENDERS; c++) {
      children.push(
        spawn(process.execPath, ["--import", "tsx", child, root, String(TRIALS)], {
          stdio: ["pipe", "inherit", "inherit"],
        }),
      );
    }
    // All started (tsx compiles for a while), then released at once.
    await new Promise((r) => setTimeout(r, 3000));
    writeFileSync(join(root, "go"), "");
    const files = children.map((c) => join(root, `won-${c.pid}.json`));
    const deadline = Date.now() + 110_000;
    while (!files.every((f) => existsSync(f))) {
      if (Date.now() > deadline) throw new Error("contenders did not finish");
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 100));
    const wins = new Map<number, number>();
    for (const f of files) {
      for (const i of JSON.parse(readFileSync(f, "utf8")) as number[]) wins.set(i, (wins.get(i) ?? 0) + 1);
    }
    const doubles = [...wins.values()].filter((n) => n > 1).length;
    const none = TRIALS - wins.size;
    console.log(
      `lock race: ${TRIALS} directories, ${CONTENDERS} processes, ${doubles} taken twice, ${none} left`,
    );
    expect({ doubles, none }).toEqual({ doubles: 0, none: 0 });
  }, 120_000);
});
