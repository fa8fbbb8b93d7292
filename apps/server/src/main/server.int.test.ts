import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabaseUrl, testEngines } from "@tostao/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../testing/free-port.ts";
import { serverBundle } from "../testing/server-process.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Started> {
  // The bundle, as npm start runs it: one process that receives the signals itself.
  const child = spawn(process.execPath, [await serverBundle()], {
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    cwd: root,
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, ms = 90_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Each case boots a real process (and PGlite runs initdb): slow on a loaded machine.
describe("the server process", { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "tostao-main-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("starts on PGlite, refuses a second process on the same data directory, and stops on SIGTERM", async () => {
    const port = await freePort();
    const first = await start({ PORT: String(port), DATA_DIR: dir });
    await waitFor(() => first.output().includes("Tostão rodando em"));
    expect(first.output()).toContain(`http://localhost:${port}`);
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", db: "pglite" });

    // An idle keep-alive connection outlives Node's 5 s: a request sent on it later is answered,
    // not cut ("socket hang up").
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (d) => {
      received += d;
    });
    socket.on("close", () => {
      closed = true;
    });
    const ask = () => socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    ask();
    await waitFor(() => received.includes('"status":"ok"'), 10_000);
    await new Promise((r) => setTimeout(r, 6_000));
    expect(closed).toBe(false);
    received = "";
    ask();
    await waitFor(() => received.includes('"status":"ok"'), 10_000);

    const second = await start({ PORT: String(await freePort()), DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("já está em uso pelo processo");

    const stopAsked = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(5000);
    socket.destroy();
  });

  it("stops at boot naming an invalid variable", async () => {
    const bad = await start({ PORT: "abc", DATA_DIR: dir });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("PORT: deve ser um número de porta");
  });

  it.skipIf(!testEngines().includes("postgres"))("runs on PostgreSQL when DATABASE_URL is set", async () => {
    const { url, drop } = await createTestDatabaseUrl();
    try {
      const port = await freePort();
      const server = await start({ PORT: String(port), DATABASE_URL: url, DATA_DIR: join(dir, "unused") });
      await waitFor(() => server.output().includes("Tostão rodando em"));
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
      expect(health).toMatchObject({ status: "ok", db: "postgres" });
      server.child.kill("SIGINT");
      expect(await server.exited).toBe(0);
    } finally {
      await drop();
    }
  });
});
