// CPU time of a process from /proc (Linux; elsewhere null): how npm test reports what its steps,
// test files and PostgreSQL cost on a machine they share.
import { readFileSync } from "node:fs";

/**
 * Milliseconds of CPU a process used itself (utime + stime) and its children it waited for
 * (cutime + cstime), and both (`all`), from /proc/<pid>/stat (clock ticks, 100 a second).
 * @param {number | "self"} pid
 * @returns {{ own: number, children: number, all: number } | null}
 */
export function procCpuMs(pid = "self") {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const own = (Number(f[11]) + Number(f[12])) * 10;
    const children = (Number(f[13]) + Number(f[14])) * 10;
    return { own, children, all: own + children };
  } catch {
    return null;
  }
}
