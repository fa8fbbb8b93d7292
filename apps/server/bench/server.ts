/** What the server benchmarks share: the real server in a child process. */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../src/testing/free-port.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Runs src/main/server.ts through tsx in production mode on a free port, logging errors only to this
 * process's stderr, and waits (polling every 100 ms, `attempts` times) until /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  attempts: number,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "apps/server/src/main/server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}
