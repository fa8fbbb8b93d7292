import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { serverTempDir } from "./server-temp.ts";

let root: string | null = null;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

describe("the server's temporary directories", () => {
  it("are named for the server, and the first of a kind removes that kind's left by servers gone", () => {
    root = mkdtempSync(join(tmpdir(), "server-temp-test-"));
    // A process id that has exited, and one that runs (this test's parent).
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    const made = [
      `tostao-media-${gone}-a`,
      `tostao-upload-${gone}-a`,
      `tostao-media-${process.ppid}-a`,
      "tostao-media-notapid",
    ];
    for (const name of made) {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, "file"), "x".repeat(1000));
    }
    const first = serverTempDir("media", root);
    expect(basename(first)).toMatch(new RegExp(`^tostao-media-${process.pid}-`));
    expect(existsSync(first)).toBe(true);
    // Only the media of the server gone: an upload's wait for the first upload directory.
    expect(readdirSync(root).sort()).toEqual(
      [
        basename(first),
        `tostao-upload-${gone}-a`,
        `tostao-media-${process.ppid}-a`,
        "tostao-media-notapid",
      ].sort(),
    );
    // Once per kind: a directory left meanwhile is not looked for at every file.
    mkdirSync(join(root, `tostao-media-${gone}-b`));
    const second = serverTempDir("media", root);
    expect(second).not.toBe(first);
    expect(existsSync(join(root, `tostao-media-${gone}-b`))).toBe(true);
    serverTempDir("upload", root);
    expect(existsSync(join(root, `tostao-upload-${gone}-a`))).toBe(false);
  });
});
