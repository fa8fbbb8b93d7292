import { testEngines } from "@tostao/db/testing";
import { describeTables } from "@tostao/db/types/describe-tables";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../../books/ensure-user.ts";
import { type MeTestApp, useMeTestApp } from "../testing.ts";
import { KEPT_AFTER_ERASURE } from "./erase-account.ts";

const ANA = "+5511999990001";

/** Every row of every table of the schema that names the person by id or phone (billing records aside). */
async function rowsNaming(t: MeTestApp, userId: number, phone: string) {
  const kept: readonly string[] = KEPT_AFTER_ERASURE;
  const tables = (await describeTables(t.db)).filter((table) => !kept.includes(table.name));
  expect(tables.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const { name: table_name, columns } of tables) {
    const byId = columns.some((c) => c.name === "user_id") ? "OR user_id = $1::bigint" : "";
    const rows = await t.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM "${table_name}" r WHERE ($1::bigint IS NULL OR row_to_json(r)::text LIKE $2) ${byId}
         ${table_name === "users" ? "OR id = $1::bigint" : ""}`,
      [userId, `%${phone.slice(1)}%`],
    );
    if (Number(rows[0]?.n) > 0) found.push(`${table_name}: ${rows[0]?.n}`);
  }
  return found;
}

describe.each(testEngines())("erasing an account (LGPD) on %s", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;
  let bia: number;

  beforeAll(async () => {
    ana = await t.person(ANA);
    bia = await t.person("+5511999990002");
    for (const userId of [ana, bia]) {
      await t.as(userId, "/api/me/transactions", {
        method: "POST",
        json: { date: "2026-03-01", kind: "expense", amountCents: 1000, description: "café" },
      });
      await t.as(userId, "/api/me/reminders", {
        method: "POST",
        json: { description: "Luz", dueDate: "2026-03-20" },
      });
      await t.as(userId, "/api/me/recurring", {
        method: "POST",
        json: {
          kind: "income",
          amountCents: 500000,
          description: "Salário",
          dayOfMonth: 5,
          startsOn: "2026-01-05",
        },
      });
      const phone = userId === ana ? ANA : "+5511999990002";
      await t.db.query(
        `INSERT INTO messages (channel, external_id, direction, user_id, phone, type, body, status)
         VALUES ('whatsapp', $1, 'inbound', $2, $3, 'text', 'gastei 10 no café', 'processed')`,
        [`wamid.${userId}`, userId, phone],
      );
      // An outbound code sent before the account existed names only the phone.
      await t.db.query(
        `INSERT INTO messages (channel, direction, phone, type, body, status) VALUES ('whatsapp', 'outbound', $1, 'text', 'Seu código', 'sent')`,
        [phone],
      );
      await t.db.query(
        "INSERT INTO login_codes (phone, code_hash, expires_at) VALUES ($1, 'x', now() + interval '10 minutes')",
        [phone],
      );
      await t.db.query(
        "INSERT INTO message_statuses (external_id, status, occurred_at, recipient) VALUES ($1, 'read', now(), $2)",
        [`wamid.out.${userId}`, phone.slice(1)],
      );
      const [sale] = await t.db.query<{ id: number }>(
        `INSERT INTO subscriptions (provider, external_id, user_id, phone, buyer_name, plan, status, last_event_at)
         VALUES ('hotmart', $1, $2, $3, 'Comprador', 'monthly', 'active', now()) RETURNING id`,
        [`SUB-${userId}`, userId, phone],
      );
      await t.db.query(
        `INSERT INTO subscription_events (provider, event_id, subscription_id, event_type, kind, occurred_at, outcome, payload)
         VALUES ('hotmart', $1, $2, 'PURCHASE_APPROVED', 'approved', now(), 'applied', '{}'::jsonb)`,
        [`EV-${userId}`, sale?.id],
      );
    }
  });

  it("asks for the confirmation word and keeps everything without it", async () => {
    const res = await t.as(ana, "/api/me", { method: "DELETE", json: { confirm: "sim" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { fields: { confirm: "Digite EXCLUIR para confirmar." } },
    });
    expect((await rowsNaming(t, ana, ANA)).length).toBeGreaterThan(5);
  });

  it("leaves no row naming the person in any table, and keeps everyone else's", async () => {
    const res = await t.as(ana, "/api/me", { method: "DELETE", json: { confirm: "EXCLUIR" } });
    expect(res.status).toBe(200);
    expect(await rowsNaming(t, ana, ANA)).toEqual([]);
    // The billing record of the purchase stays (tax law: five years), no longer tied to an account.
    const kept = await t.db.query<{ user_id: number | null; events: number }>(
      `SELECT s.user_id, (SELECT COUNT(*)::int FROM subscription_events e WHERE e.subscription_id = s.id) AS events
       FROM subscriptions s WHERE s.phone = $1`,
      [ANA],
    );
    expect(kept).toEqual([{ user_id: null, events: 1 }]);
    expect((await rowsNaming(t, bia, "+5511999990002")).length).toBeGreaterThan(5);
    const after = await t.as(ana, "/api/me");
    expect(after.status).toBe(401);
  });

  it("starts a new, empty account when that phone writes again", async () => {
    const again = await t.db.transaction((tx) => ensureUser(tx, ANA));
    expect(again.id).not.toBe(ana);
    const list = await t.as(again.id, "/api/me/transactions");
    expect(((await list.json()) as { totals: { count: number } }).totals.count).toBe(0);
  });
});
