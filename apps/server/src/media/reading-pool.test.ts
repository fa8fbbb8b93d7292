import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import type { MediaError } from "./media-error.ts";
import { createReadingPool, treeMemory, treeUsage } from "./reading-pool.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto } from "./samples/render.ts";
import {
  jpegBomb,
  oggOpusBomb,
  pdfHugePage,
  pdfImageBomb,
  pdfManyPages,
  pdfVectorStorm,
  pngBomb,
} from "./testing/hostile-files.ts";

const TODAY = "2026-11-24" as const;
const silent = createLogger("silent");
let photo: Buffer;
let scans: Buffer;
let pool: ReturnType<typeof createReadingPool> | null = null;

beforeAll(async () => {
  photo = await renderPhoto(receiptLines((RECEIPTS[0] as (typeof RECEIPTS)[number]).spec), { rotate: 2 });
  // Eight scanned pages: seconds of pdftoppm and tesseract.
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await sharp(photo).jpeg({ quality: 80 }).toBuffer());
  for (let i = 0; i < 8; i++)
    pdf.addPage([595, 842]).drawImage(jpeg, { x: 0, y: 0, width: 595, height: 842 });
  scans = Buffer.from(await pdf.save());
}, 60_000);
afterEach(async () => {
  await pool?.close();
  pool = null;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as MediaError,
  );

/** The processes (pid, pgid, ppid, command) running now, read from /proc: a watcher polling this
 * must not spawn `ps` on a loaded machine, where that alone takes longer than a helper lives. */
const processes = () =>
  readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${name}/stat`, "utf8");
      } catch {
        return [];
      }
      // "pid (comm) state ppid pgrp …": the command may hold spaces and parentheses.
      const close = stat.lastIndexOf(")");
      const [, ppid, pgid] = stat.slice(close + 2).split(" ");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      return [{ pid: Number(name), pgid: Number(pgid), ppid: Number(ppid), comm }];
    });

/** Every file under a directory, its subdirectories' included (paths relative to it); none while
 * a directory in it is being removed. */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  } catch {
    return [];
  }
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The processes of a process group still alive (zombies excluded). */
const groupAlive = (pgid: number) =>
  execFileSync("ps", ["-eo", "pgid=,stat="], { encoding: "utf8" })
    .split("\n")
    .filter((line) => {
      const [group, stat] = line.trim().split(/\s+/);
      return Number(group) === pgid && !stat?.startsWith("Z");
    }).length;

describe("the reading pool", () => {
  it("reads a receipt photo in a process of its own", async () => {
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000 });
    const reading = await pool.read({ owner: "5511900000001", bytes: photo, today: TODAY });
    expect(reading.type).toBe("document");
    expect(pool.stats().readings).toBe(1);
    expect(pool.stats().peakBytes).toBeGreaterThan(0);
  }, 60_000);

  it("ends a reading whose pdftoppm and tesseract run out of its time limit as too slow, in its own process", async () => {
    // The wall-time limit (the CPU-time one far off): the helpers get what is left of it.
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000, wallMs: 2500 });
    // Started and warm first (a refusal from the headers), so the limit is spent on the work itself.
    await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY }));
    const reader = processes().find((r) => r.ppid === process.pid)?.pid;
    const started = performance.now();
    const refused = await failure(pool.read({ owner: "a", bytes: scans, today: TODAY }));
    // Eight scanned pages need far more than 2.5 s: the helpers got what was left of the reading's
    // time (not limits of their own), and the reading process said so before the pool's kill.
    expect(refused?.code).toBe("took_too_long");
    expect(refused?.retryable).toBe(false);
    // Answered by the limit; a second for the answer's way back on a machine loaded past 14 on two
    // cores, where it has taken 2.54 s.
    expect(performance.now() - started).toBeLessThan(3_500);
    // The reading's own answer comes within the second the pool leaves it before its kill: on a
    // machine with more processes waiting than cores (load above twice the cores), that second
    // is not the reading's to spend, and the pool's kill (the next test) answers in its place.
    if ((loadavg()[0] ?? 0) <= 2 * availableParallelism()) {
      expect(pool.stats().killedForTime).toBe(0);
      // The same process reads on.
      expect(processes().find((r) => r.ppid === process.pid)?.pid).toBe(reader);
    }
    expect((await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY })))?.code).toBe(
      "audio_too_long",
    );
  }, 60_000);

  it("kills a reading stuck past its time limit, with the pdftoppm and tesseract it started", async () => {
    // The reading's own answer is due a second before the pool's kill: a limit long enough that its
    // pdftoppm starts well before then, even on a loaded machine, so the watcher below stops it in time.
    // Stopped, it uses no CPU: the wall-time limit ends it.
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000, wallMs: 4000 });
    // Started and warm first (a refusal from the headers), so the limit is spent on the work itself.
    await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY }));
    // The process groups of the helpers started by this test's reading processes. Once one runs,
    // the reading process is stopped, as work stuck in it would be: only the pool's kill ends it.
    const pgids: number[] = [];
    const watcher = setInterval(() => {
      const rows = processes();
      const readers = new Set(rows.filter((r) => r.ppid === process.pid).map((r) => r.pid));
      for (const { pgid, ppid, comm } of rows)
        if ((comm === "tesseract" || comm === "pdftoppm") && readers.has(ppid)) {
          if (pgids.length === 0) process.kill(ppid, "SIGSTOP");
          pgids.push(pgid);
        }
    }, 20);
    const started = performance.now();
    const refused = await failure(pool.read({ owner: "a", bytes: scans, today: TODAY }));
    clearInterval(watcher);
    expect(refused?.code).toBe("took_too_long");
    expect(refused?.retryable).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_500);
    // On a machine with more processes waiting than cores, pdftoppm may start after the reading's
    // own limit, which then answers before the pool's kill: the kill is asserted where it is due.
    if ((loadavg()[0] ?? 0) <= 2 * availableParallelism() || pool.stats().killedForTime > 0) {
      expect(pool.stats().killedForTime).toBe(1);
      expect(pgids.length).toBeGreaterThan(0);
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const pgid of new Set(pgids)) expect(groupAlive(pgid)).toBe(0);
    // The next reading gets a fresh process.
    const again = await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY }));
    expect(again?.code).toBe("audio_too_long");
  }, 60_000);

  it("kills a reading past its CPU time long before its wall time, with the pdftoppm and tesseract it started, and removes its files", async () => {
    const root = mkdtempSync(join(tmpdir(), "reading-pool-test-"));
    pool = createReadingPool({
      settings: {},
      logger: silent,
      timeoutMs: 1500,
      wallMs: 120_000,
      tempRoot: root,
    });
    await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY }));
    const pgids = new Set<number>();
    // The files the reading wrote while it ran (the PDF and its pages, the pictures for tesseract).
    const written = new Set<string>();
    const watcher = setInterval(() => {
      const readers = new Set(
        processes()
          .filter((r) => r.ppid === process.pid)
          .map((r) => r.pid),
      );
      for (const { pgid, ppid, comm } of processes())
        if ((comm === "tesseract" || comm === "pdftoppm") && readers.has(ppid)) pgids.add(pgid);
      for (const file of filesUnder(root)) written.add(file);
    }, 20);
    const started = performance.now();
    const refused = await failure(pool.read({ owner: "a", bytes: scans, today: TODAY }));
    clearInterval(watcher);
    // Eight scanned pages take seconds of CPU: stopped at 1.5 s of it, by the pool (the reading's own
    // helpers had two minutes of wall time left), on a busy machine too.
    expect(refused?.code).toBe("took_too_long");
    expect(pool.stats().killedForTime).toBe(1);
    expect(performance.now() - started).toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 300));
    for (const pgid of pgids) expect(groupAlive(pgid)).toBe(0);
    // Killed, it could not clean up: the pool removed what it wrote with its process.
    expect([...written].some((file) => file.endsWith("in.pdf"))).toBe(true);
    expect(filesUnder(root)).toEqual([]);
    await pool.close();
    expect(readdirSync(root)).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  }, 90_000);

  it("removes the files of readings whose server is gone, and leaves a running server's alone", async () => {
    const root = mkdtempSync(join(tmpdir(), "reading-pool-test-"));
    // A server that ended (a process id that has exited) and one that runs (this test's parent).
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    for (const pid of [ended, process.ppid]) {
      mkdirSync(join(root, `tostao-readings-${pid}-x1`, "process-1"), { recursive: true });
      writeFileSync(join(root, `tostao-readings-${pid}-x1`, "process-1", "page.pgm"), "P5");
    }
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000, tempRoot: root });
    await failure(pool.read({ owner: "a", bytes: oggOpusBomb(80), today: TODAY }));
    const left = readdirSync(root).sort();
    expect(left).not.toContain(`tostao-readings-${ended}-x1`);
    expect(left).toContain(`tostao-readings-${process.ppid}-x1`);
    expect(left.filter((name) => name.startsWith(`tostao-readings-${process.pid}-`))).toHaveLength(1);
    await pool.close();
    expect(readdirSync(root)).toEqual([`tostao-readings-${process.ppid}-x1`]);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it("sums the CPU time of a process tree, its children already waited for too, and not its waiting", async () => {
    // A process that runs a child burning 0.6 s of CPU (not of wall time: the machine may be busy),
    // waits for it, then sleeps.
    const burn =
      "const used = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (used() < 600000);";
    const script = `require("node:child_process").execFileSync(process.execPath, ["-e", ${JSON.stringify(burn)}]);
      setTimeout(() => {}, 30_000);`;
    const parent = spawn(process.execPath, ["-e", script], { stdio: "ignore" });
    const sleeper = spawn("sleep", ["30"], { stdio: "ignore" });
    try {
      const deadline = Date.now() + 30_000;
      let cpu = 0;
      while (Date.now() < deadline && cpu < 600) {
        await new Promise((r) => setTimeout(r, 50));
        cpu = treeUsage(parent.pid as number)?.cpuMs ?? 0;
      }
      expect(cpu).toBeGreaterThanOrEqual(600);
      expect(treeUsage(sleeper.pid as number)?.cpuMs).toBeLessThan(100);
    } finally {
      parent.kill("SIGKILL");
      sleeper.kill("SIGKILL");
    }
    expect(treeUsage(2 ** 22 + 1)).toBeNull();
  }, 60_000);

  it("a reading process whose server was killed mid-reading kills its group shortly, and only its group", async () => {
    // A server of its own (its own process group), reading a PDF page that keeps pdftoppm busy for
    // half a minute, beside a helper of its own that must outlive the reading's end.
    const script = `
      import { spawn } from "node:child_process";
      import { createLogger } from ${JSON.stringify(new URL("../logger.ts", import.meta.url).href)};
      import { createReadingPool } from ${JSON.stringify(new URL("./reading-pool.ts", import.meta.url).href)};
      const helper = spawn("sleep", ["120"], { stdio: "ignore" });
      process.stdout.write(String(helper.pid) + "\\n");
      const pool = createReadingPool({ settings: {}, logger: createLogger("silent"), timeoutMs: 120000 });
      pool.read({ owner: "a", bytes: Buffer.from(process.env.PDF, "base64"), today: "${TODAY}" }).catch(() => {});
    `;
    const server = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, PDF: pdfVectorStorm(2000).toString("base64") },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    const helper = await new Promise<number>((resolve) =>
      server.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
    );
    try {
      // The reading process (the server's child) and the pdftoppm it started, in the group it leads.
      let reader = 0;
      for (let waited = 0; !reader && waited < 60_000; waited += 100) {
        const rows = processes();
        const children = new Set(rows.filter((r) => r.ppid === server.pid).map((r) => r.pid));
        reader = rows.find((r) => r.comm === "pdftoppm" && children.has(r.pgid))?.pgid ?? 0;
        if (!reader) await new Promise((r) => setTimeout(r, 100));
      }
      expect(reader, "pdftoppm started in the reading process's group").toBeGreaterThan(0);
      server.kill("SIGKILL");
      const killed = performance.now();
      while (groupAlive(reader) > 0 && performance.now() - killed < 10_000)
        await new Promise((r) => setTimeout(r, 50));
      const ms = performance.now() - killed;
      expect(groupAlive(reader), JSON.stringify(processes().filter((r) => r.pgid === reader))).toBe(0);
      // 500 ms of grace, then the kill; generous for a loaded machine, far below pdftoppm's 30 s.
      expect(ms).toBeLessThan(5_000);
      // The server's own group (its helper) was not touched.
      expect(alive(helper)).toBe(true);
    } finally {
      if (server.pid && alive(server.pid)) server.kill("SIGKILL");
      if (alive(helper)) process.kill(helper, "SIGKILL");
    }
  }, 90_000);

  it("kills a reading past its memory limit", async () => {
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000, memoryMb: 128 });
    const refused = await failure(pool.read({ owner: "a", bytes: photo, today: TODAY }));
    expect(refused?.code).toBe("too_complex");
    expect(pool.stats().killedForMemory).toBe(1);
  }, 60_000);

  it("reads again alone the larger of two readings that together pass the memory budget", async () => {
    // What one photo's reading takes here (its process and tesseract): one alone fits the budget,
    // two at once do not.
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000 });
    await pool.read({ owner: "probe", bytes: photo, today: TODAY });
    const one = pool.stats().peakBytes;
    await pool.close();
    pool = createReadingPool({
      settings: {},
      logger: silent,
      timeoutMs: 60_000,
      memoryMb: Math.ceil((one * 1.5) / 1_048_576),
    });
    const readings = await Promise.all(
      ["a", "b"].map((owner) => pool?.read({ owner, bytes: photo, today: TODAY })),
    );
    expect(readings.map((r) => r?.type)).toEqual(["document", "document"]);
    expect(pool.stats().killedForMemory).toBeGreaterThanOrEqual(1);
    expect(pool.stats().peakTotalBytes).toBeLessThan(one * 1.5 + 60 * 1_048_576);
  }, 120_000);

  it("takes turns between people: a second person is read before the first person's next files", async () => {
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 60_000, slots: 1 });
    const order: string[] = [];
    const read = (owner: string) =>
      failure(pool?.read({ owner, bytes: oggOpusBomb(20), today: TODAY }) ?? Promise.resolve()).then(() => {
        order.push(owner);
      });
    await Promise.all([read("a"), read("a"), read("a"), read("b")]);
    expect(order).toEqual(["a", "b", "a", "a"]);
  }, 60_000);

  it("refuses or reads every kind of bomb within its limits, before the work where the headers tell", async () => {
    pool = createReadingPool({ settings: {}, logger: silent, timeoutMs: 30_000, memoryMb: 400 });
    await failure(pool.read({ owner: "warm", bytes: oggOpusBomb(1), today: TODAY }));
    const bombs: Array<[string, Buffer, string | null, number]> = [
      // name, file, expected refusal (null: read), most milliseconds
      ["80-minute voice note in 120 KB", oggOpusBomb(80), "audio_too_long", 1000],
      [
        "80-minute voice note whose pages claim nothing",
        oggOpusBomb(80, { lyingGranules: true }),
        "audio_too_long",
        1000,
      ],
      ["PNG declaring 60 megapixels", pngBomb(10_000, 6_000, { truncated: true }), "image_too_large", 1000],
      ["JPEG declaring 4 gigapixels", jpegBomb(65_000, 65_000), "image_too_large", 1000],
      ["PDF with a 5 m page", pdfHugePage(), "pdf_too_large", 3000],
      ["PDF with a page of 75,000 user units", pdfHugePage(14_400, 75_000), "pdf_too_large", 3000],
      ["PDF of 100,000 pages", pdfManyPages(100_000), "pdf_too_large", 3000],
      ["40-megapixel black PNG in 40 KB", pngBomb(8_000, 5_000), null, 30_000],
      ["PDF image inflating to 400 MB", pdfImageBomb(20_000, 20_000), null, 30_000],
    ];
    // On a machine with more processes waiting than cores, a refusal waits its turn for a core too
    // (3 s has taken 3.04 s at load 16 on two): the limits stretch with the queue, up to threefold,
    // still far below what the work the headers spare would take.
    const queue = Math.min(3, Math.max(1, (loadavg()[0] ?? 0) / availableParallelism()));
    for (const [name, bytes, refusal, most] of bombs) {
      // A process the bomb before left large is retired when its next reading ends, and the reading
      // after that starts a fresh one: under tsx that start (compiling the child's sources) takes
      // seconds on a loaded machine, and is no part of the refusal timed here. Small readings run
      // until one ends without retiring its process.
      for (let tries = 0; tries < 3; tries++) {
        const retired = pool.stats().retired;
        await failure(pool.read({ owner: "warm", bytes: oggOpusBomb(1), today: TODAY }));
        if (pool.stats().retired === retired) break;
      }
      const started = performance.now();
      const refused = await failure(pool.read({ owner: name, bytes, today: TODAY }));
      const ms = performance.now() - started;
      expect({ name, code: refused?.code ?? null }).toEqual({ name, code: refusal });
      expect(ms, name).toBeLessThan(most * queue);
      expect(pool.stats().peakBytes, name).toBeLessThan(400 * 1_048_576);
    }
    // The tree of this process counts this process itself.
    expect(treeMemory(process.pid)).toBeGreaterThanOrEqual(process.memoryUsage().rss * 0.9);
  }, 120_000);
});
