/**
 * A local HAProxy (Debian's package, installed by scripts/lib/system-deps.mjs) spreading HTTP over
 * identical server processes, as a deployment's proxy would: round robin, keep-alive to the
 * backends, health-checked on /api/health.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../src/testing/free-port.ts";

export interface LocalProxy {
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}

export async function startHaproxy(backends: string[]): Promise<LocalProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "tostao-haproxy-"));
  const config = join(dir, "haproxy.cfg");
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 4096",
      "defaults",
      "  mode http",
      "  option http-keep-alive",
      "  timeout connect 5s",
      "  timeout client 120s",
      "  timeout server 120s",
      "frontend tostao",
      `  bind 127.0.0.1:${port}`,
      "  default_backend servers",
      "backend servers",
      "  balance roundrobin",
      "  option httpchk GET /api/health",
      ...backends.map((url, i) => `  server app${i} ${new URL(url).host} check inter 2s`),
      "",
    ].join("\n"),
  );
  const child = spawn("haproxy", ["-f", config, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || performance.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`haproxy did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
