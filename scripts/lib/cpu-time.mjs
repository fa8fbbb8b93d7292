// Runs a command (its output passes through) and writes to a file the CPU time it and every process
// it waited for used, in milliseconds: how `npm test` reports the cost of each step when several
// share the machine. Linux (/proc); elsewhere the figure is null.
//   node cpu-time.mjs <out.json> <command> [args...]
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { procCpuMs } from "./proc-cpu.mjs";
import { joinStepCgroups } from "./step-cgroups.mjs";

const [out, command, ...args] = process.argv.slice(2);
if (!out || !command) throw new Error("usage: cpu-time.mjs <out.json> <command> [args...]");

// Ctrl-C (npm test sends it to the whole process group when interrupted) is the command's to act
// on: this process waits for it to end instead of dying first.
process.on("SIGINT", () => {});
// Before the command starts: its processes are then all in the step's groups (step-cgroups.mjs).
joinStepCgroups();
const result = spawnSync(command, args, { stdio: "inherit" });

writeFileSync(out, JSON.stringify({ cpuMs: procCpuMs()?.children ?? null }));
if (result.error) throw result.error;
process.exit(result.status ?? 1);
