import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testEngines, useTestDb } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropUploads, keepUpload, type UploadFiles, uploadSource } from "./upload-files.ts";

describe.each(testEngines())("uploads waiting to be read (%s)", (engine) => {
  const db = useTestDb(engine);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "tostao-upload-test-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const message = async (externalId: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO messages (channel, external_id, direction, phone, type, status)
         VALUES ('webchat', $1, 'inbound', '5511912345678', 'document', 'received') RETURNING id`,
        [externalId],
      )
    )[0]?.id as number;
  const source = async (files: UploadFiles, id: number) => {
    const [row] = await db.query<{ size: number | null; file: string | null }>(
      "SELECT octet_length(bytes) AS size, file FROM media_uploads WHERE message_id = $1",
      [id],
    );
    return uploadSource(db, files, id, row);
  };

  // A row's bytes (as on PostgreSQL) and a file on disk (as on the embedded database) read alike.
  for (const [where, files] of [
    ["in its row", () => ({ dir: null })],
    ["on disk", () => ({ dir: join(dataDir, "uploads") })],
  ] as const) {
    it(`hands the reading a file with the upload's exact bytes, ${where}`, async () => {
      // Over two slices and not a whole number of them.
      const bytes = randomBytes(2 * 1_048_576 + 12_345);
      const id = await message(`upload-${where}`);
      await db.transaction((tx) => keepUpload(tx, files(), id, bytes, "application/pdf"));
      const found = await source(files(), id);
      if (!found) throw new Error("the upload was not found");
      expect(found.size).toBe(bytes.length);
      expect(Buffer.compare(await readFile(found.path), bytes)).toBe(0);
      await found.done();
      await db.transaction((tx) => dropUploads(tx, files(), [id]));
      expect(await source(files(), id)).toBeNull();
    });
  }

  it("removes the copy of a row's bytes once it is read, and keeps the row for another reading", async () => {
    const id = await message("upload-copy");
    await db.transaction((tx) => keepUpload(tx, { dir: null }, id, Buffer.from("%PDF-1.4 x"), null));
    const found = await source({ dir: null }, id);
    expect(found && existsSync(found.path)).toBe(true);
    await found?.done();
    expect(found && existsSync(found.path)).toBe(false);
    expect((await source({ dir: null }, id))?.size).toBe(10);
  });
});
