// The records' keys (migration 0127), on both databases: checked once per statement instead of
// row by row, they still refuse a record naming a person, category, account, card, goal, recurring
// rule or message that does not exist (the whole statement, with the keys' own error), lock what
// they name against deletion, and a deletion still does what the keys did: a person's records go
// with them, a category, account, card, goal, recurring rule or message deleted leaves its records
// without it.
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "./ensure-user.ts";

describe.each(testEngines())("the records' keys (%s)", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  }, 180_000);
  afterAll(async () => {
    await db?.close();
  });
  const person = async (phone: string) => (await db.transaction((tx) => ensureUser(tx, phone))).id;
  const one = async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params))[0] as T;
  /** One of each row a record can name, the person's. */
  const named = async (userId: number, name = "Feira") => {
    const { id: category } = await one<{ id: number }>(
      "INSERT INTO categories (user_id, kind, name) VALUES ($1, 'expense', $2) RETURNING id",
      [userId, name],
    );
    const { id: card } = await one<{ id: number }>(
      "INSERT INTO cards (user_id, name) VALUES ($1, $2) RETURNING id",
      [userId, name],
    );
    const { id: account } = await one<{ id: number }>(
      "INSERT INTO accounts (user_id, name, kind, opening_on) VALUES ($1, $2, 'checking', '2026-01-01') RETURNING id",
      [userId, name],
    );
    const { id: goal } = await one<{ id: number }>(
      "INSERT INTO goals (user_id, kind, name, target_centavos) VALUES ($1, 'savings', $2, 100000) RETURNING id",
      [userId, name],
    );
    const { id: rule } = await one<{ id: number }>(
      `INSERT INTO recurring_rules (user_id, kind, amount_centavos, description, day_of_month, starts_on)
       VALUES ($1, 'expense', 5000, 'internet', 10, '2026-01-01') RETURNING id`,
      [userId],
    );
    const { id: message } = await one<{ id: number }>(
      `INSERT INTO messages (user_id, direction, type, status, channel, phone)
       VALUES ($1, 'inbound', 'text', 'processed', 'webchat', '+5511955560000') RETURNING id`,
      [userId],
    );
    return { category, card, account, goal, rule, message };
  };
  const record = (userId: number, keys: Partial<Awaited<ReturnType<typeof named>>>, description = "feira") =>
    one<{ id: number }>(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, category_id, card_id,
         account_id, goal_id, recurring_rule_id, source_message_id)
       VALUES ($1, 'expense', 1000, '2026-03-14', $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        userId,
        description,
        keys.category ?? null,
        keys.card ?? null,
        keys.account ?? null,
        keys.goal ?? null,
        keys.rule ?? null,
        keys.message ?? null,
      ],
    );
  const keysOf = (id: number) =>
    one<Record<string, number | null>>(
      `SELECT category_id AS category, card_id AS card, account_id AS account, goal_id AS goal,
         recurring_rule_id AS rule, source_message_id AS message FROM transactions WHERE id = $1`,
      [id],
    );

  it("refuses a statement whose records name a row that does not exist, whole, with the key's error", async () => {
    const userId = await person("+5511955560001");
    const keys = await named(userId);
    const { id } = await record(userId, keys);
    expect(await keysOf(id)).toEqual(keys);
    for (const [column, constraint] of [
      ["category_id", "transactions_category_id_fkey"],
      ["account_id", "transactions_account_id_fkey"],
      ["card_id", "transactions_card_id_fkey"],
      ["goal_id", "transactions_goal_id_fkey"],
      ["recurring_rule_id", "transactions_recurring_rule_id_fkey"],
      ["source_message_id", "transactions_source_message_id_fkey"],
    ] as const) {
      // Two records in one statement, the first one's keys all there: neither is written.
      await expect(
        db.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, ${column})
           VALUES ($1, 'expense', 500, '2026-03-15', 'café', NULL), ($1, 'expense', 600, '2026-03-15', 'café', 987654321)`,
          [userId],
        ),
      ).rejects.toMatchObject({ code: "23503", constraint });
      await expect(
        db.query(`UPDATE transactions SET ${column} = 987654321 WHERE id = $1`, [id]),
      ).rejects.toMatchObject({ code: "23503", constraint });
    }
    await expect(
      db.query(
        `INSERT INTO transactions (user_id, kind, amount_centavos, date, description)
         VALUES (987654321, 'expense', 500, '2026-03-15', 'café')`,
      ),
    ).rejects.toMatchObject({ code: "23503", constraint: "transactions_user_id_fkey" });
    expect(await db.query("SELECT 1 FROM transactions WHERE description = 'café'")).toHaveLength(0);
    expect(await keysOf(id)).toEqual(keys);
  });

  it("leaves records without a category, account, card, goal, recurring rule or message deleted", async () => {
    const userId = await person("+5511955560002");
    const keys = await named(userId);
    const other = await named(userId, "Quitanda");
    const { id } = await record(userId, keys);
    const { id: kept } = await record(userId, other);
    await db.query("DELETE FROM categories WHERE id = $1", [keys.category]);
    await db.query("DELETE FROM accounts WHERE id = $1", [keys.account]);
    await db.query("DELETE FROM cards WHERE id = $1", [keys.card]);
    await db.query("DELETE FROM goals WHERE id = $1", [keys.goal]);
    await db.query("DELETE FROM recurring_rules WHERE id = $1", [keys.rule]);
    await db.query("DELETE FROM messages WHERE id = $1", [keys.message]);
    expect(await keysOf(id)).toEqual({
      category: null,
      card: null,
      account: null,
      goal: null,
      rule: null,
      message: null,
    });
    expect(await keysOf(kept)).toEqual(other);
  });

  it("takes a person's records with them, and only theirs", async () => {
    const gone = await person("+5511955560003");
    const stays = await person("+5511955560004");
    await record(gone, await named(gone));
    await record(gone, {});
    const { id } = await record(stays, {});
    await db.query("DELETE FROM users WHERE id = $1", [gone]);
    expect(await db.query("SELECT 1 FROM transactions WHERE user_id = $1", [gone])).toHaveLength(0);
    expect(await db.query("SELECT 1 FROM transactions WHERE id = $1", [id])).toHaveLength(1);
  });

  // Two connections: only PostgreSQL has them.
  it.runIf(engine === "postgres")(
    "locks what a record names until its transaction ends, as the keys' checks did",
    async () => {
      const userId = await person("+5511955560005");
      const keys = await named(userId);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, category_id)
           VALUES ($1, 'expense', 700, '2026-03-16', 'pão', $2)`,
          [userId, keys.category],
        );
        // Another connection cannot delete the category while the record is not committed.
        await expect(
          db.transaction(async (other) => {
            await other.query("SET LOCAL lock_timeout = '300ms'");
            await other.query("DELETE FROM categories WHERE id = $1", [keys.category]);
          }),
        ).rejects.toMatchObject({ code: "55P03" });
      });
      await db.query("DELETE FROM categories WHERE id = $1", [keys.category]);
      expect(
        await db.query("SELECT category_id FROM transactions WHERE user_id = $1 AND description = 'pão'", [
          userId,
        ]),
      ).toEqual([{ category_id: null }]);
    },
  );
});
