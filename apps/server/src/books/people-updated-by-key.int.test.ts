// The statement triggers that update people (migration 0133): a connection keeps the plan of a
// trigger's statement made the first time it ran, and one made while the people table was small
// scanned every person on each record and category written after it, however many people came
// since. They look people up by key, whatever the table's size when their plan was made.

import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "./ensure-user.ts";

describe.each(testEngines())("people updated by the books' triggers (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    // One connection throughout: plans are kept per connection.
    db = await openTestDb(engine, { poolSize: 1 });
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });

  it("reads people by key after the table grew past the size their plans were made at", async () => {
    const { userId, categoryId } = await db.transaction(async (tx) => {
      const { id } = await ensureUser(tx, "+5511955570001");
      const [category] = await tx.query<{ id: number }>(
        "INSERT INTO categories (user_id, kind, name) VALUES ($1, 'expense', 'feira') RETURNING id",
        [id],
      );
      return { userId: id, categoryId: Number(category?.id) };
    });
    // The table's statistics taken while it holds a single person, and the triggers run a few times then.
    await db.query("ANALYZE users");
    const version = async () =>
      Number(
        (await db.query<{ v: number }>("SELECT books_version AS v FROM users WHERE id = $1", [userId]))[0]?.v,
      );
    /** A record (in either book), a change to the records and to a category: each moves the books' version. */
    const statements = (n: number): Array<[string, unknown[]]> => [
      [
        `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, book)
         VALUES ($1, 'expense', 1000, '2026-03-14', $2, $3)`,
        [userId, `feira ${n}`, n % 2 === 0 ? "personal" : "business"],
      ],
      ["UPDATE transactions SET amount_centavos = amount_centavos + 1 WHERE user_id = $1", [userId]],
      ["UPDATE categories SET name = $2 WHERE id = $1", [categoryId, `feira ${n}`]],
    ];
    for (let n = 0; n < 6; n++) {
      for (const [sql, params] of statements(n)) {
        const was = await version();
        await db.query(sql, params);
        expect(await version()).toBeGreaterThan(was);
      }
    }
    // Many people later, with no new statistics (a burst of sign-ups between two analyses).
    await db.query(
      `INSERT INTO users (phone) SELECT '+55119' || lpad(g::text, 8, '0') FROM generate_series(1, 3000) g`,
    );
    const versionBefore = await version();
    const scans = await db.transaction(async (tx) => {
      const count = async () =>
        Number(
          (await tx.query<{ n: number }>("SELECT pg_stat_get_xact_numscans('users'::regclass) AS n"))[0]?.n,
        );
      const before = await count();
      for (const n of [6, 7]) for (const [sql, params] of statements(n)) await tx.query(sql, params);
      return (await count()) - before;
    });
    expect(scans).toBe(0);
    expect(await version()).toBe(versionBefore + 6);
  });
});
