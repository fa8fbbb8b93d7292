// Runs a command (its output passes through) and writes to a file the CPU time it and every process
// it waited for used, in milliseconds: how `npm test` reports the cost of each step when several
// share the machine. Linux (/proc); elsewhere the figure is null.
//   node cpu-time.mjs <out.json> <command> [args...]
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";

const [out, command, ...args] = process.argv.slice(2);
if (!out || !command) throw new Error("usage: cpu-time.mjs <out.json> <command> [args...]");

// Ctrl-C (npm test sends it to the whole process group when interrupted) is the command's to act
// on: this process waits for it to end instead of dying first.
process.on("SIGINT", () => {});
const result = spawnSync(command, args, { stdio: "inherit" });

/** utime + stime of the waited-for children, from /proc/self/stat (clock ticks, 100 a second). */
function childrenCpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name: state is field 3, cutime field 16, cstime field 17.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

writeFileSync(out, JSON.stringify({ cpuMs: childrenCpuMs() }));
if (result.error) throw result.error;
process.exit(result.status ?? 1);
