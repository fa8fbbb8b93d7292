import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "./index.ts";
import { migrate } from "./migrate.ts";
import type { Db } from "./open-db.ts";
import { openTestDb, testEngines } from "./testing.ts";

describe.each(testEngines())("database on %s", (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(engine);
  });
  afterAll(async () => {
    await db.close();
  });

  it("creates the initial tables", async () => {
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["afiliados_pedidos", "schema_migrations", "video_metrics"]),
    );
  });

  it("is idempotent: a second migrate applies nothing", async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it("refuses a second application from the same whatsapp with 23505", async () => {
    const insert = () =>
      db.query(
        "INSERT INTO afiliados_pedidos (nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao) VALUES ($1, $2, $3, $4, $5, $6)",
        ["Ana Souza", "5511987654321", "ana@example.com", "Designer", "Sim", "Instagram"],
      );
    await insert();
    const error = await insert().catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const [row] = await db.query<{ status: string; id: number }>("SELECT id, status FROM afiliados_pedidos");
    expect(row).toMatchObject({ status: "pending" });
    expect(typeof row?.id).toBe("number");
  });

  it("keeps one metrics row per video and returns counters as numbers on both engines", async () => {
    await db.query("INSERT INTO video_metrics (video_id, video_name) VALUES ('landing-demo', 'Demo')");
    const error = await db
      .query("INSERT INTO video_metrics (video_id, video_name) VALUES ('landing-demo', 'Demo')")
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    const [row] = await db.query<{ views: number; completion_rate: number }>(
      "SELECT views, completion_rate FROM video_metrics",
    );
    expect(row).toEqual({ views: 0, completion_rate: 0 });
  });

  it("rolls a failed transaction back", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO video_metrics (video_id, video_name) VALUES ('help-1', 'Ajuda')");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await db.query("SELECT 1 FROM video_metrics WHERE video_id = 'help-1'");
    expect(rows).toHaveLength(0);
  });
});
