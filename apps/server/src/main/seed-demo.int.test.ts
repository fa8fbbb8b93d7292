import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { accountSchema } from "@tostao/core/dashboard/account";
import { transactionListSchema } from "@tostao/core/dashboard/transactions";
import { type Db, openDb } from "@tostao/db";
import { createTestDatabaseUrl, testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { systemClock } from "../clock.ts";
import { createLogger } from "../logger.ts";
import { runProcess } from "../testing/run-process.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const PUBLIC_URL = "https://tostao.example";

// The child's database is only the one each case names.
const { DATABASE_URL: _db, ...inherited } = process.env;

/** `npm run seed:demo` as a person runs it, on the database the environment names. */
const seedDemo = (env: Record<string, string>) =>
  runProcess(
    join(root, "node_modules/.bin/tsx"),
    [join(root, "apps/server/src/main/seed-demo.ts"), "--phone", "11 99999-0001", "--transactions", "300"],
    { cwd: root, env: { ...inherited, PUBLIC_URL, LOG_LEVEL: "error", ...env } },
  );

describe.each(testEngines())("npm run seed:demo (%s)", (engine) => {
  it("fills demonstration books and prints a link that signs in to them, once", {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "tostao-seed-demo-"));
    const pg = engine === "postgres" ? await createTestDatabaseUrl() : null;
    let db: Db | null = null;
    try {
      const run = await seedDemo(pg ? { DATABASE_URL: pg.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain("300 registros de demonstração (fictícios) para +5511999990001");
      const url = run.stdout.trim().split("\n").at(-1) ?? "";
      expect(url).toMatch(/^https:\/\/tostao\.example\/entrar\?token=[\w-]+$/);

      db = pg ? await openDb({ databaseUrl: pg.url }) : await openDb({ dataDir });
      const config = loadConfig({ PUBLIC_URL, LOG_LEVEL: "error" });
      const app = createApp({ config, db, logger: createLogger("error", {}, () => {}), now: systemClock });
      const path = url.slice(PUBLIC_URL.length);
      const opened = await app.request(path);
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe("/painel");
      const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^tostao_session=./);

      const me = await app.request("/api/me", { headers: { cookie } });
      expect(me.status).toBe(200);
      const { account } = (await me.json()) as { account: unknown };
      // The dashboard shows a demonstration banner for exactly these books.
      expect(accountSchema.parse(account)).toMatchObject({
        phone: "+5511999990001",
        name: "Ana Demonstração",
        demo: true,
      });
      const list = await app.request("/api/me/transactions?limit=5", { headers: { cookie } });
      const page = transactionListSchema.parse(await list.json());
      expect(page.totals.count).toBe(300);
      expect(page.items).toHaveLength(5);

      // One use: the same link again signs nobody in.
      const again = await app.request(path);
      expect(again.status).toBe(410);
      expect(again.headers.get("set-cookie")).toBeNull();
    } finally {
      await db?.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
