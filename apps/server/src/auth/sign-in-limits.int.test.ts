import { type Db, openDb } from "@tostao/db";
import { createTestDatabaseUrl, type Engine, openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createApp } from "../main/app.ts";
import { loadConfig } from "../main/config.ts";
import { jsonRequest } from "../testing/test-app.ts";

const T0 = new Date("2026-11-24T12:00:00Z");

/**
 * Two app instances on one database, as two processes behind a proxy would be (on PostgreSQL
 * through two connection pools), with one clock the test moves and TRUST_PROXY=1 so
 * X-Forwarded-For names the client.
 */
async function twoProcesses(engine: Engine) {
  let now = T0;
  const logs: string[] = [];
  let dbs: Db[];
  let cleanup: () => Promise<void>;
  if (engine === "pglite") {
    const db = await openTestDb(engine);
    dbs = [db, db];
    cleanup = () => db.close();
  } else {
    const { url, drop } = await createTestDatabaseUrl();
    const a = await openDb({ databaseUrl: url, poolSize: 4 });
    const b = await openDb({ databaseUrl: url, poolSize: 4, migrate: false });
    dbs = [a, b];
    cleanup = async () => {
      await a.close();
      await b.close();
      await drop();
    };
  }
  const config = loadConfig({ TRUST_PROXY: "1", ADMIN_PASSWORD: "senha-forte-123" });
  const logger = createLogger("debug", {}, (line) => logs.push(line));
  const apps = dbs.map((db) => createApp({ config, db, logger, now: () => now }));
  let turn = 0;
  return {
    /** Alternates between the two instances, like a round-robin proxy. */
    post(path: string, body: unknown, address: string) {
      const app = apps[turn++ % apps.length];
      if (!app) throw new Error("no app");
      return app.request(path, jsonRequest(body, { headers: { "x-forwarded-for": address } }));
    },
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    codeFor(phone: string): string {
      const line = [...logs].reverse().find((l) => l.includes("web chat login code") && l.includes(phone));
      const code = line ? (JSON.parse(line) as { code?: string }).code : undefined;
      if (!code) throw new Error(`no code for ${phone}`);
      return code;
    },
    close: cleanup,
  };
}

type Processes = Awaited<ReturnType<typeof twoProcesses>>;
type ErrorBody = { error: { code: string; message: string; retryAfterSeconds?: number } };

describe.each(testEngines())("sign-in limits across two processes (%s)", (engine) => {
  let p: Processes;
  afterEach(async () => {
    await p.close();
  });
  let ip = 0;
  const newAddress = () => `198.51.100.${++ip}`;

  it("spaces codes for one phone with a growing wait, never an hour-long lock-out", async () => {
    p = await twoProcesses(engine);
    const ask = (phone = "11912345678") => p.post("/api/auth/login/start", { phone }, newAddress());
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("30");
    expect(((await third.json()) as ErrorBody).error).toEqual({
      code: "rate_limited",
      message: "Já enviamos um código para este número há pouco. Tente de novo em 30 segundos.",
      retryAfterSeconds: 30,
    });
    // Another phone is not held back.
    expect((await ask("11988887777")).status).toBe(200);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await ask();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      p.advance(wait);
      expect((await ask()).status).toBe(200);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it("limits code requests per address to five a minute, whichever process answers", async () => {
    p = await twoProcesses(engine);
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await p.post("/api/auth/login/start", { phone: `1191234000${i}` }, address)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await p.post("/api/auth/login/start", { phone: "11912349999" }, address);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(((await refused.json()) as ErrorBody).error.message).toBe(
      "Muitos pedidos de código. Tente de novo em 1 minuto.",
    );
    expect((await p.post("/api/auth/login/start", { phone: "11912349999" }, newAddress())).status).toBe(200);
    p.advance(60);
    expect((await p.post("/api/auth/login/start", { phone: "11912348888" }, address)).status).toBe(200);
  });

  it("makes an address that guesses codes wait, while the person signs in from their own", async () => {
    p = await twoProcesses(engine);
    const attacker = newAddress();
    const phones = ["11911110001", "11911110002", "11911110003"];
    for (const phone of phones) {
      expect((await p.post("/api/auth/login/start", { phone }, newAddress())).status).toBe(200);
    }
    const wrongFor = (phone: string) => (p.codeFor(`+55${phone}`) === "000000" ? "000001" : "000000");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const phone = phones[Math.floor(i / 4)] ?? "";
      statuses.push(
        (await p.post("/api/auth/login/verify", { phone, code: wrongFor(phone) }, attacker)).status,
      );
    }
    // Ten wrong codes are free; the eleventh makes the address wait 2 s, so the twelfth waits.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const right = { phone: phones[2], code: p.codeFor("+5511911110003") };
    const held = await p.post("/api/auth/login/verify", right, attacker);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("2");
    expect(((await held.json()) as ErrorBody).error.message).toBe(
      "Muitos códigos incorretos. Tente de novo em 2 segundos.",
    );
    // The person whose phone was targeted signs in from their own address with their code.
    expect((await p.post("/api/auth/login/verify", right, newAddress())).status).toBe(200);
  });

  it("counts wrong codes per address, never against the code: eight wrong tries leave the person's code working", async () => {
    p = await twoProcesses(engine);
    const phone = "11911110009";
    expect((await p.post("/api/auth/login/start", { phone }, newAddress())).status).toBe(200);
    const code = p.codeFor(`+55${phone}`);
    const wrong = code === "000000" ? "000001" : "000000";
    // Five from one address (the fifth makes it wait for this phone), three from others.
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await p.post("/api/auth/login/verify", { phone, code: wrong }, attacker)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    for (let i = 0; i < 3; i++)
      expect((await p.post("/api/auth/login/verify", { phone, code: wrong }, newAddress())).status).toBe(401);
    expect((await p.post("/api/auth/login/verify", { phone, code }, attacker)).status).toBe(429);
    expect((await p.post("/api/auth/login/verify", { phone, code }, newAddress())).status).toBe(200);
  });

  it("backs off wrong operator passwords per address, and the right one clears it", async () => {
    p = await twoProcesses(engine);
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await p.post("/api/admin/login", { password: `chute-${i}` }, guesser)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const held = await p.post("/api/admin/login", { password: "senha-forte-123" }, guesser);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("2");
    expect((await p.post("/api/admin/login", { password: "senha-forte-123" }, newAddress())).status).toBe(
      200,
    );
    p.advance(2);
    expect((await p.post("/api/admin/login", { password: "senha-forte-123" }, guesser)).status).toBe(200);
    expect((await p.post("/api/admin/login", { password: "errada" }, guesser)).status).toBe(401);
  });
});
