/**
 * Where a file waits to be read (a web chat upload, a protected PDF waiting for its password): in
 * its `media_uploads` row on PostgreSQL (shared by every server process), on disk under
 * DATA_DIR/uploads on the embedded database, whose SQL runs on the server's own thread (a 19 MB
 * bytea took seconds to write and read there, with nothing else answered meanwhile). The row names
 * the file; a file whose row is gone (read, erased with its account, or never committed) is
 * removed at once where the code knows it, else by the sweep.
 */
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, open, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SqlRunner } from "@tostao/db";
import { serverTempDir } from "./server-temp.ts";

/** Where uploads wait: null keeps them in the database. */
export interface UploadFiles {
  dir: string | null;
}

/** Where a server's uploads wait: on disk under DATA_DIR beside the embedded database, else in PostgreSQL. */
export function uploadFilesOf(dataDir: string, database: "pglite" | "postgres"): UploadFiles {
  return { dir: database === "pglite" ? join(dataDir, "uploads") : null };
}

/** Removes these files (names from media_uploads.file) at once, whatever became of their rows. */
export async function removeUploadFiles(files: UploadFiles, names: Array<string | null>): Promise<void> {
  const dir = files.dir;
  if (!dir) return;
  await Promise.all(names.map((name) => (name ? rm(join(dir, name), { force: true }) : null)));
}

/**
 * Stores a file for a message, in the caller's transaction (ON CONFLICT: kept once): its bytes, or
 * a copy of the file at `path` (a download's temporary file, which stays where it is).
 */
export async function keepUpload(
  tx: SqlRunner,
  files: UploadFiles,
  messageId: number,
  content: Uint8Array | { path: string },
  mimeType: string | null,
): Promise<void> {
  if (!files.dir) {
    await tx.query(
      `INSERT INTO media_uploads (message_id, bytes, mime_type) VALUES ($1, $2, $3)
       ON CONFLICT (message_id) DO NOTHING`,
      [messageId, "path" in content ? await readFile(content.path) : content, mimeType],
    );
    return;
  }
  const name = `${messageId}-${randomUUID()}`;
  await mkdir(files.dir, { recursive: true });
  if ("path" in content) await copyFile(content.path, join(files.dir, name));
  else await writeFile(join(files.dir, name), content);
  const kept = await tx.query(
    `INSERT INTO media_uploads (message_id, file, mime_type) VALUES ($1, $2, $3)
     ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
    [messageId, name, mimeType],
  );
  if (kept.length === 0) await rm(join(files.dir, name), { force: true });
}

/** A stored upload where the reading process reads it, and what to do once it is read. */
export interface UploadSource {
  path: string;
  size: number;
  done(): Promise<void>;
}

/** How much of a PostgreSQL row's bytes is copied out at once. */
const SLICE_BYTES = 1_048_576;

/**
 * Where a stored upload is read from, the server never holding it whole: the file on disk as it
 * is, or its row's bytes copied a slice at a time into a temporary file that `done` removes (a
 * bytea comes back as hex text, so one 19 MB row cost the server some 100 MB at once); null when it
 * is gone. `row` is the upload's `file` and `octet_length(bytes) AS size`.
 */
export async function uploadSource(
  db: SqlRunner,
  files: UploadFiles,
  messageId: number,
  row: { size: number | null; file: string | null } | undefined,
): Promise<UploadSource | null> {
  if (!row) return null;
  if (row.size !== null) return copyOut(db, messageId, Number(row.size));
  if (!row.file || !files.dir) return null;
  const path = join(files.dir, row.file);
  const info = await stat(path).catch(() => null);
  return info ? { path, size: info.size, done: async () => {} } : null;
}

async function copyOut(db: SqlRunner, messageId: number, size: number): Promise<UploadSource | null> {
  const dir = serverTempDir("upload");
  const done = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, "file");
  const out = await open(path, "w");
  try {
    for (let at = 0; at < size; at += SLICE_BYTES) {
      const [slice] = await db.query<{ part: Uint8Array }>(
        "SELECT substring(bytes FROM $2 FOR $3) AS part FROM media_uploads WHERE message_id = $1",
        [messageId, at + 1, SLICE_BYTES],
      );
      // Gone meanwhile (read by another process, or erased with its account).
      if (!slice) {
        await done();
        return null;
      }
      await out.write(slice.part);
    }
  } catch (error) {
    await done();
    throw error;
  } finally {
    await out.close();
  }
  return { path, size, done };
}

/** Deletes the uploads of these messages (rows and files). */
export async function dropUploads(tx: SqlRunner, files: UploadFiles, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  const gone = await tx.query<{ file: string | null }>(
    "DELETE FROM media_uploads WHERE message_id = ANY($1::bigint[]) RETURNING file",
    [messageIds],
  );
  // Removed even if the transaction then fails: the file is only ever read once, or thrown away.
  await removeUploadFiles(
    files,
    gone.map((r) => r.file),
  );
}

/** Removes files no row names any more (older than a minute, so none of a transaction in flight). */
export async function sweepUploadFiles(db: SqlRunner, files: UploadFiles, now: Date): Promise<number> {
  const dir = files.dir;
  if (!dir) return 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const named = new Set(
    (
      await db.query<{ file: string }>("SELECT file FROM media_uploads WHERE file = ANY($1::text[])", [names])
    ).map((r) => r.file),
  );
  let removed = 0;
  for (const name of names) {
    if (named.has(name)) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < 60_000) continue;
    await rm(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}
