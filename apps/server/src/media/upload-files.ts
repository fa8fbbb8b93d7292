/**
 * Where a file waits to be read (a web chat upload, a protected PDF waiting for its password): in
 * its `media_uploads` row on PostgreSQL (shared by every server process), on disk under
 * DATA_DIR/uploads on the embedded database, whose SQL runs on the server's own thread (a 19 MB
 * bytea took seconds to write and read there, with nothing else answered meanwhile). The row names
 * the file; a file whose row is gone (read, erased with its account, or never committed) is
 * removed at once where the code knows it, else by the sweep.
 */
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SqlRunner } from "@tostao/db";

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

/**
 * Where a stored upload is read from: the file on disk (the reading process reads it; the server
 * never holds it), or its row's bytes; null when it is gone.
 */
export async function uploadSource(
  files: UploadFiles,
  row: { bytes: Uint8Array | null; file: string | null } | undefined,
): Promise<{ bytes: Uint8Array } | { path: string; size: number } | null> {
  if (!row) return null;
  if (row.bytes) return { bytes: row.bytes };
  if (!row.file || !files.dir) return null;
  const path = join(files.dir, row.file);
  const info = await stat(path).catch(() => null);
  return info ? { path, size: info.size } : null;
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
