import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadMigrations, migrate } from "./migrate.ts";
import type { Db } from "./open-db.ts";
import { testEngines, useDatabaseCopies } from "./testing.ts";

// 0006 rewrites the phones stored before it; run everything before it, store old forms, then it.
const all = loadMigrations();
const before = all.filter((m) => m.name < "0006");
const billing = all.filter((m) => m.name.startsWith("0030_"));

describe.each(testEngines())("canonical phones migration on %s", (engine) => {
  let db: Db;
  // A database that had the billing tables before 0006 existed (migrations run by name, pending ones in order).
  const copies = useDatabaseCopies(engine, (empty) => migrate(empty, [...before, ...billing]));
  beforeEach(async () => {
    db = await copies.open();
  });
  afterEach(async () => {
    await db.close();
  });

  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0] as T;
  const addUser = async (phone: string, name: string | null, createdAgo = "0 days") =>
    (
      await one<{ id: number }>(
        "INSERT INTO users (phone, name, created_at) VALUES ($1, $2, now() - $3::interval) RETURNING id",
        [phone, name, createdAgo],
      )
    ).id;
  const addCategory = async (userId: number, name: string) =>
    (
      await one<{ id: number }>(
        "INSERT INTO categories (user_id, name, kind) VALUES ($1, $2, 'expense') RETURNING id",
        [userId, name],
      )
    ).id;
  const addExpense = async (userId: number, categoryId: number, amount: number) =>
    db.query(
      "INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id) VALUES ($1, 'expense', $2, '2026-11-01', $3)",
      [userId, amount, categoryId],
    );
  const addApplication = (name: string, whatsapp: string) =>
    db.query(
      `INSERT INTO afiliados_pedidos (nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao)
       VALUES ($1, $2, $3, 'Vendedora', 'Sim', 'Instagram')`,
      [name, whatsapp, `${name.toLowerCase()}@example.com`],
    );

  it("rewrites every stored phone to +55, DDD and the ninth digit, leaving foreign ones alone", async () => {
    await addUser("+551187654321", "Ana");
    await addUser("+552123456789", "Bia");
    await addUser("+14155552671", "Carl");
    await addApplication("Dora", "5511976543210");
    await addApplication("Eva", "552133334444");
    await db.query(
      "INSERT INTO messages (channel, direction, phone, type, body, status) VALUES ('whatsapp', 'inbound', '+553187654321', 'text', 'oi', 'processed')",
    );
    await db.query(
      "INSERT INTO login_codes (phone, code_hash, expires_at) VALUES ('+551187654321', 'x', now() + interval '10 minutes')",
    );
    await db.query(
      "INSERT INTO subscriptions (provider, external_id, phone) VALUES ('hotmart', 'S1', '+554187654321')",
    );

    expect(await migrate(db)).toContain("0006_canonical_phones.sql");

    expect(
      (await db.query<{ phone: string }>("SELECT phone FROM users ORDER BY id")).map((r) => r.phone),
    ).toEqual(["+5511987654321", "+552123456789", "+14155552671"]);
    expect(
      (await db.query<{ whatsapp: string }>("SELECT whatsapp FROM afiliados_pedidos ORDER BY id")).map(
        (r) => r.whatsapp,
      ),
    ).toEqual(["+5511976543210", "+552133334444"]);
    expect(await one("SELECT phone FROM messages")).toEqual({ phone: "+5531987654321" });
    expect(await one("SELECT phone FROM login_codes")).toEqual({ phone: "+5511987654321" });
    expect(await one("SELECT phone FROM subscriptions")).toEqual({ phone: "+5541987654321" });
  });

  it("merges a person known under both forms into the oldest user, books and all", async () => {
    const oldest = await addUser("+551187654321", null, "30 days");
    const newer = await addUser("+5511987654321", "Ana Souza");
    const sharedOld = await addCategory(oldest, "Mercado");
    const sharedNew = await addCategory(newer, "Mercado");
    const onlyNew = await addCategory(newer, "Pets");
    await addExpense(oldest, sharedOld, 1000);
    await addExpense(newer, sharedNew, 2000);
    await addExpense(newer, onlyNew, 3000);
    await db.query(
      `INSERT INTO pending_intents (user_id, intent, expires_at)
       VALUES ($1, '{}', now() + interval '10 minutes'), ($2, '{}', now() + interval '10 minutes')`,
      [oldest, newer],
    );
    await db.query(
      "INSERT INTO messages (channel, direction, user_id, phone, type, body, status) VALUES ('webchat', 'inbound', $1, '+5511987654321', 'text', 'oi', 'processed')",
      [newer],
    );
    await db.query("INSERT INTO subscriptions (provider, external_id, user_id) VALUES ('kiwify', 'K1', $1)", [
      newer,
    ]);

    await migrate(db);

    expect(await db.query("SELECT id, phone, name FROM users")).toEqual([
      { id: oldest, phone: "+5511987654321", name: "Ana Souza" },
    ]);
    const books = await db.query<{ amount_centavos: number; category_id: number; name: string }>(
      `SELECT t.amount_centavos, t.category_id, c.name FROM transactions t JOIN categories c ON c.id = t.category_id
       WHERE t.user_id = $1 ORDER BY t.amount_centavos`,
      [oldest],
    );
    expect(books).toEqual([
      { amount_centavos: 1000, category_id: sharedOld, name: "Mercado" },
      { amount_centavos: 2000, category_id: sharedOld, name: "Mercado" },
      { amount_centavos: 3000, category_id: onlyNew, name: "Pets" },
    ]);
    expect(await db.query("SELECT user_id FROM categories ORDER BY id")).toEqual([
      { user_id: oldest },
      { user_id: oldest },
    ]);
    // (the question kept by 0006 is carried into the conversation state by 0080)
    expect(await db.query("SELECT user_id FROM conversation_states")).toEqual([{ user_id: oldest }]);
    expect(await one("SELECT user_id FROM messages")).toEqual({ user_id: oldest });
    expect(await one("SELECT user_id FROM subscriptions")).toEqual({ user_id: oldest });
  });

  it("keeps the oldest of a person's affiliate applications", async () => {
    await addApplication("Primeira", "5511987654321");
    await addApplication("Segunda", "551187654321");
    await addApplication("Outra", "5521987654321");

    await migrate(db);

    expect(await db.query("SELECT nome, whatsapp FROM afiliados_pedidos ORDER BY id")).toEqual([
      { nome: "Primeira", whatsapp: "+5511987654321" },
      { nome: "Outra", whatsapp: "+5521987654321" },
    ]);
  });

  it("leaves a database without phones as it was", async () => {
    await migrate(db);
    expect(await db.query("SELECT count(*)::int AS n FROM users")).toEqual([{ n: 0 }]);
  });
});
