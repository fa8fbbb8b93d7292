/**
 * The server's temporary directories for files on their way to being read (a WhatsApp download, an
 * upload copied out of the database, a reading process's pages and pictures). Each is named for
 * the server's process, `tostao-<kind>-<pid>-…`, and removed by its user when done; a server killed
 * outright cannot, so the first directory of a kind a server makes removes first those of that
 * kind whose server is no longer running (a file is up to MEDIA_MAX_MB, a PDF's pages tens of
 * megabytes: left behind, they would fill the disk).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type ServerTempKind = "media" | "upload" | "readings";

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Kinds already swept under each root by this process. */
const swept = new Set<string>();

/** A new temporary directory of this server's, under `root` (the system's by default). */
export function serverTempDir(kind: ServerTempKind, root = tmpdir()): string {
  if (!swept.has(`${kind}\0${root}`)) {
    swept.add(`${kind}\0${root}`);
    const ours = new RegExp(`^tostao-${kind}-(\\d+)-`);
    for (const name of readdirSync(root)) {
      const pid = Number(ours.exec(name)?.[1]);
      if (pid && pid !== process.pid && !running(pid))
        rmSync(join(root, name), { recursive: true, force: true });
    }
  }
  return mkdtempSync(join(root, `tostao-${kind}-${process.pid}-`));
}
