// A throwaway PostgreSQL 15 cluster for tests and benchmarks: initdb in a temp dir, start, stop, remove.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

export const PG_BIN = "/usr/lib/postgresql/15/bin";

const isRoot = process.getuid?.() === 0;

function runAsOwner(cmd, args, cwd) {
  // PostgreSQL refuses to run as root; the Debian package creates the postgres user.
  const [bin, argv] = isRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const result = spawnSync(bin, argv, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
}

/**
 * @param {{ settings?: string[] }} [options] extra server settings ("name=value"), e.g. a bench's
 *   shared_preload_libraries=pg_stat_statements
 * @returns {{ url: string, pid: number, stop: () => void }}
 */
export async function startPgCluster(options = {}) {
  if (!existsSync(join(PG_BIN, "initdb"))) throw new Error(`PostgreSQL 15 not found in ${PG_BIN}`);
  const dir = mkdtempSync(join(tmpdir(), "tostao-pg-"));
  chmodSync(dir, 0o700);
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const data = join(dir, "data");
  runAsOwner(
    join(PG_BIN, "initdb"),
    ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"],
    dir,
  );
  runAsOwner(
    join(PG_BIN, "pg_ctl"),
    [
      "-D",
      data,
      "-w",
      "-l",
      join(dir, "log"),
      "start",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${(options.settings ?? []).map((setting) => ` -c ${setting}`).join("")}`,
    ],
    dir,
  );
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The postmaster's process id (benchmarks count the CPU time of it and its children).
    pid: Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsOwner(join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"], dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
