/**
 * Command-line entry: `npm run --silent cli -- <command> [options]`.
 * Commands: parse (JSON Lines message understanding, see README "Message understanding CLI").
 */
import { systemClock } from "../clock.ts";
import { runCli } from "./run-cli.ts";

const io = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
runCli(process.argv.slice(2), { ...io, clock: systemClock }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
