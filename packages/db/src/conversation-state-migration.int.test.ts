import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadMigrations, migrate } from "./migrate.ts";
import type { Db } from "./open-db.ts";
import { testEngines, useDatabaseCopies } from "./testing.ts";

// 0080 moves the questions waiting in pending_intents and planning_confirmations into one
// conversation state per person: run everything before it, store waiting questions, then it.
const before = loadMigrations().filter((m) => m.name < "0080");

describe.each(testEngines())("conversation state migration on %s", (engine) => {
  let db: Db;
  const copies = useDatabaseCopies(engine, (empty) => migrate(empty, before));
  beforeEach(async () => {
    db = await copies.open();
  });
  afterEach(async () => {
    await db.close();
  });

  const addUser = async (phone: string) =>
    (await db.query<{ id: number }>("INSERT INTO users (phone) VALUES ($1) RETURNING id", [phone]))[0]?.id;

  it("keeps each person's waiting question, the newer of two, in the new shape", async () => {
    const amount = await addUser("+5511900000001");
    const both = await addUser("+5511900000002");
    const lapsed = await addUser("+5511900000003");
    const intent = { intent: "incomplete", kind: "expense", missing: ["amount"], description: "condominio" };
    await db.query(
      `INSERT INTO pending_intents (user_id, intent, expires_at, created_at) VALUES
        ($1, $4::jsonb, now() + interval '20 minutes', now()),
        ($2, $4::jsonb, now() + interval '20 minutes', now() - interval '5 minutes'),
        ($3, $4::jsonb, now() - interval '1 minute', now() - interval '31 minutes')`,
      [amount, both, lapsed, JSON.stringify(intent)],
    );
    await db.query(
      `INSERT INTO planning_confirmations (user_id, action, expires_at, created_at)
       VALUES ($1, '{"type": "buy_planned", "plannedId": 7}'::jsonb, now() + interval '25 minutes', now())`,
      [both],
    );

    await migrate(db);

    const rows = await db.query<{
      user_id: number;
      state: { seq: number; pending: Record<string, unknown> };
    }>("SELECT user_id, state FROM conversation_states ORDER BY user_id");
    expect(rows.map((r) => Number(r.user_id))).toEqual([amount, both]);
    expect(rows[0]?.state).toMatchObject({
      seq: 1,
      subject: null,
      pending: { type: "amount", intent, id: "q1" },
    });
    expect(rows[1]?.state.pending).toMatchObject({ type: "buy_planned", plannedId: 7, book: "personal" });
    expect(Date.parse(String(rows[1]?.state.pending.expiresAt))).toBeGreaterThan(Date.now());
    const tables = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('pending_intents', 'planning_confirmations')",
    );
    expect(tables[0]?.n).toBe(0);
  });
});
