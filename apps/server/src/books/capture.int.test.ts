// The books' capture (docs/books.md, "Undo"), on both databases: every row an operation changes is
// kept under that operation, which must exist; deleting an operation, or its person, takes its
// captured rows with it (migration 0125 checks the operation once per statement instead of a
// foreign key checked row by row).
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "./ensure-user.ts";
import { inOperation } from "./operation.ts";

const NOW = new Date("2026-03-15T15:00:00Z");

describe.each(testEngines())("the books' capture (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const person = async (phone: string) => (await db.transaction((tx) => ensureUser(tx, phone))).id;
  const captured = async (operationId: number) =>
    Number(
      (
        await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM books_changes WHERE operation_id = $1",
          [operationId],
        )
      )[0]?.n,
    );
  const recordTwo = (userId: number) =>
    db.transaction((tx) =>
      inOperation(tx, { userId, book: "personal", source: "dashboard", now: NOW }, "record", () =>
        tx.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, description)
           VALUES ($1, 'expense', 1000, '2026-03-14', 'pão'), ($1, 'expense', 2000, '2026-03-15', 'leite')`,
          [userId],
        ),
      ),
    );

  it("keeps each row changed under its operation, and refuses an operation that does not exist", async () => {
    const userId = await person("+5511955550001");
    const done = await recordTwo(userId);
    expect(await captured(done.operationId as number)).toBe(2);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("SELECT set_config('books.operation', '987654321', true)");
        await tx.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, description)
           VALUES ($1, 'expense', 500, '2026-03-15', 'café')`,
          [userId],
        );
      }),
    ).rejects.toMatchObject({ code: "23503" });
    expect(await captured(987654321)).toBe(0);
    expect(
      await db.query("SELECT 1 FROM transactions WHERE user_id = $1 AND description = 'café'", [userId]),
    ).toHaveLength(0);
  });

  it("takes an operation's rows with it when the operation or its person is deleted", async () => {
    const userId = await person("+5511955550002");
    const first = (await recordTwo(userId)).operationId as number;
    const second = (await recordTwo(userId)).operationId as number;
    await db.query("DELETE FROM books_operations WHERE id = $1", [first]);
    expect([await captured(first), await captured(second)]).toEqual([0, 2]);
    await db.query("DELETE FROM users WHERE id = $1", [userId]);
    expect(await captured(second)).toBe(0);
  });
});
