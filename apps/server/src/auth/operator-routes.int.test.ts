import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

describe.each(testEngines())("operator session on %s", (engine) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_PASSWORD: "senha-forte-123" });
    off = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it("says when the area is disabled", async () => {
    expect(await (await off.app.request("/api/admin/session")).json()).toEqual({
      enabled: false,
      authenticated: false,
    });
    const res = await off.app.request("/api/admin/login", jsonRequest({ password: "x" }));
    expect(res.status).toBe(503);
  });

  it("logs in with an HttpOnly, SameSite=Lax cookie and refuses a wrong password", async () => {
    const wrong = await t.app.request("/api/admin/login", jsonRequest({ password: "errada" }));
    await expectErrorResponse(wrong, 401, { code: "unauthorized", message: "Senha incorreta." });

    const res = await t.app.request("/api/admin/login", jsonRequest({ password: "senha-forte-123" }));
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^tostao_admin=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");

    const session = await t.app.request("/api/admin/session", {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(await session.json()).toEqual({ enabled: true, authenticated: true });
  });

  it("marks the cookie Secure behind HTTPS", async () => {
    const res = await t.app.request(
      "/api/admin/login",
      jsonRequest({ password: "senha-forte-123" }, { headers: { "x-forwarded-proto": "https" } }),
    );
    expect(res.headers.get("set-cookie")).toContain("Secure");
  });

  it("stores the session and revokes it on logout, so a copied cookie stops working", async () => {
    const res = await t.app.request("/api/admin/login", jsonRequest({ password: "senha-forte-123" }));
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const [row] = await t.db.query<{ n: number }>(
      "SELECT COUNT(*)::int AS n FROM sessions WHERE kind = 'operator' AND revoked_at IS NULL",
    );
    expect(row?.n).toBeGreaterThan(0);
    const out = await t.app.request("/api/admin/logout", { method: "POST", headers: { cookie } });
    expect(out.headers.get("set-cookie")).toMatch(/^tostao_admin=;/);
    const after = await t.app.request("/api/admin/session", { headers: { cookie } });
    expect(await after.json()).toEqual({ enabled: true, authenticated: false });
    const list = await t.app.request("/api/admin/affiliates/applications", { headers: { cookie } });
    expect(list.status).toBe(401);
  });

  it("ends an operator session 12 hours after sign-in", async () => {
    let now = new Date("2026-11-22T12:00:00Z");
    const timed = await createTestApp(engine, { ADMIN_PASSWORD: "senha-forte-123" }, { now: () => now });
    try {
      const res = await timed.app.request("/api/admin/login", jsonRequest({ password: "senha-forte-123" }));
      const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      now = new Date("2026-11-22T23:59:00Z");
      const session = async () =>
        (await (await timed.app.request("/api/admin/session", { headers: { cookie } })).json()) as {
          authenticated: boolean;
        };
      expect((await session()).authenticated).toBe(true);
      now = new Date("2026-11-23T00:00:01Z");
      expect((await session()).authenticated).toBe(false);
    } finally {
      await timed.close();
    }
  });
});
