import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

describe("lockDataDir", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "tostao-lock-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("writes the owner's pid and removes the file on release", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "tostao.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "tostao.lock"))).toBe(false);
  });

  it("refuses a directory held by a live process, naming it", () => {
    const dir = tempDir();
    // pid 1 is always alive.
    writeFileSync(join(dir, "tostao.lock"), "1");
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/já está em uso pelo processo 1/);
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "tostao.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "tostao.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("creates a missing directory", () => {
    const dir = join(tempDir(), "nested", "data");
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
