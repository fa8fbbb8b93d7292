/**
 * Command-line entry: `npm run --silent cli -- <command> [options]`.
 * Commands: parse (JSON Lines message understanding, see README "Message understanding CLI").
 */
import { runCli } from "./run-cli.ts";

runCli(process.argv.slice(2), process).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
