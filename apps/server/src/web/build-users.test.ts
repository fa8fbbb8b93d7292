import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import {
  BuildInUseError,
  buildUsersDir,
  claimRebuild,
  RebuildRunningError,
  registerBuildUser,
} from "./build-users.ts";

/** Another live process, standing in for a server or a build elsewhere. */
function otherProcess(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
  if (!child.pid) throw new Error("no pid");
  return child as ChildProcess & { pid: number };
}

/** A pid that belonged to a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (!child.pid) throw new Error("no pid");
  return child.pid;
}

describe("the servers of a build", () => {
  const root = mkdtempSync(join(tmpdir(), "tostao-build-users-"));
  const build = join(root, "build");
  const users = buildUsersDir(build);
  const others: ChildProcess[] = [];
  afterAll(() => {
    for (const other of others) other.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => rmSync(users, { recursive: true, force: true }));

  it("refuses a rebuild while another process serves from the build, naming it", () => {
    const server = otherProcess();
    others.push(server);
    registerBuildUser(build);
    writeFileSync(join(users, `${server.pid}.server`), String(server.pid));
    const error = (() => {
      try {
        claimRebuild(build);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(BuildInUseError);
    expect((error as BuildInUseError).pids).toEqual([server.pid]);
    expect((error as Error).message).toContain(`processo ${server.pid}`);
    // Refused before marking anything: a server can still start.
    expect(existsSync(join(users, "rebuild"))).toBe(false);
  });

  it("lets a rebuild go once the servers are gone, and forgets those that died", async () => {
    const release = registerBuildUser(build);
    const dead = await deadPid();
    writeFileSync(join(users, `${dead}.server`), String(dead));
    release();
    const done = claimRebuild(build);
    expect(readdirSync(users)).toEqual(["rebuild"]);
    done();
    expect(readdirSync(users)).toEqual([]);
  });

  it("refuses a server, and a second rebuild, while a rebuild runs elsewhere", () => {
    const builder = otherProcess();
    others.push(builder);
    registerBuildUser(build)();
    writeFileSync(join(users, "rebuild"), String(builder.pid));
    expect(() => registerBuildUser(build)).toThrow(RebuildRunningError);
    expect(readdirSync(users)).toEqual(["rebuild"]);
    expect(() => claimRebuild(build)).toThrow(`sendo refeito pelo processo ${builder.pid}`);
  });

  it("takes over the mark of a rebuild that died", async () => {
    registerBuildUser(build)();
    writeFileSync(join(users, "rebuild"), String(await deadPid()));
    const done = claimRebuild(build);
    expect(() => registerBuildUser(build)).not.toThrow();
    done();
  });
});
