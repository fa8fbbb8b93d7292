import { PassThrough, Readable } from "node:stream";
import type { CliIo } from "../cli/run-cli.ts";

/** The CLI's streams for a test: `input` on stdin, and what it wrote to stdout and stderr so far. */
export function cliIo(input = "", clock: () => Date = () => new Date("2026-10-14T12:00:00-03:00")) {
  let out = "";
  let err = "";
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on("data", (d) => {
    out += d;
  });
  stderr.on("data", (d) => {
    err += d;
  });
  const io: CliIo = { stdin: Readable.from([input]), stdout, stderr, clock };
  return { ...io, out: () => out, err: () => err };
}
