import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Who runs from a build. A rebuild starts by deleting the build, so it must not run while a server
 * serves from it (every page and script would vanish under it). Every server registers while it
 * runs (a file named by its pid), and a rebuild refuses while any of them is alive. Neither waits
 * on the other and no start can slip between them: a server registers before it looks for a
 * rebuild, a rebuild marks itself before it looks for servers, so of two that start together at
 * least one sees the other and refuses.
 */
export function buildUsersDir(webBuildDir: string): string {
  return `${webBuildDir}-users`;
}

const REBUILD = "rebuild";

/** Thrown by a rebuild while a server runs from the build. */
export class BuildInUseError extends Error {
  override readonly name = "BuildInUseError";
  constructor(
    readonly webBuildDir: string,
    readonly pids: number[],
  ) {
    super(
      `O build em ${webBuildDir} está em uso pelo servidor (processo ${pids.join(", ")}). ` +
        "Pare esse servidor antes de refazer o build: apagá-lo agora deixaria o site dele sem páginas.",
    );
  }
}

/** Thrown by a server, or a second rebuild, while the build is being redone. */
export class RebuildRunningError extends Error {
  override readonly name = "RebuildRunningError";
  constructor(
    readonly webBuildDir: string,
    readonly pid: number,
  ) {
    super(
      `O build em ${webBuildDir} está sendo refeito pelo processo ${pid}. Espere terminar e tente de novo.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid a file holds; null when the file is gone or holds none. */
function pidIn(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const heldByOther = (pid: number | null): pid is number =>
  pid !== null && pid !== process.pid && isAlive(pid);

/** Creates `file` holding our pid in one step (written aside, then linked): never seen half-written. */
function createWithPid(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Pids of the live servers registered on the build, besides this process. */
function liveServers(dir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const pids: number[] = [];
  for (const name of names) {
    const pid = /^(\d+)\.server$/.exec(name)?.[1];
    if (!pid) continue;
    const n = Number(pid);
    if (n !== process.pid && isAlive(n)) pids.push(n);
    else if (n !== process.pid) rmSync(join(dir, name), { force: true });
  }
  return pids;
}

/**
 * Registers this process as a server of the build until the returned function is called (or the
 * process ends: a file of a dead pid counts for nothing). Where the build's folder cannot be
 * written (a read-only image, where nothing rebuilds it either), registering is skipped.
 * @throws RebuildRunningError while a rebuild runs
 */
export function registerBuildUser(webBuildDir: string): () => void {
  const dir = buildUsersDir(webBuildDir);
  const file = join(dir, `${process.pid}.server`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, String(process.pid));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EACCES" || code === "EROFS" || code === "EPERM") return () => {};
    throw error;
  }
  const rebuilding = pidIn(join(dir, REBUILD));
  if (heldByOther(rebuilding)) {
    rmSync(file, { force: true });
    throw new RebuildRunningError(webBuildDir, rebuilding);
  }
  return () => rmSync(file, { force: true });
}

/**
 * Marks a rebuild of the build until the returned function is called.
 * @throws BuildInUseError while a server runs from the build
 * @throws RebuildRunningError while another rebuild runs
 */
export function claimRebuild(webBuildDir: string): () => void {
  const dir = buildUsersDir(webBuildDir);
  mkdirSync(dir, { recursive: true });
  const marker = join(dir, REBUILD);
  while (!createWithPid(marker)) {
    const other = pidIn(marker);
    if (heldByOther(other)) throw new RebuildRunningError(webBuildDir, other);
    // Left by a rebuild that died (unless another rebuild replaced it meanwhile): removed, retried.
    if (pidIn(marker) === other) rmSync(marker, { force: true });
  }
  const servers = liveServers(dir);
  if (servers.length > 0) {
    rmSync(marker, { force: true });
    throw new BuildInUseError(webBuildDir, servers);
  }
  return () => {
    if (pidIn(marker) === process.pid) rmSync(marker, { force: true });
  };
}
