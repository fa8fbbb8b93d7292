import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {
  override readonly name = "DataDirLockedError";
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `O diretório de dados ${dir} já está em uso pelo processo ${pid}. ` +
        "Pare esse processo ou use outro DATA_DIR: dois processos no mesmo diretório corromperiam os dados.",
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

/**
 * Takes an exclusive lock file on a PGlite data directory. PGlite has no lock of its own and
 * two processes writing one directory silently lose writes. A lock left by a dead process is
 * taken over.
 * @returns a function that releases the lock
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "tostao.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Não foi possível travar o diretório de dados ${dir}.`);
}
