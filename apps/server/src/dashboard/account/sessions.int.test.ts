import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignInLink } from "../../auth/sign-in-links.ts";
import { ensureUser } from "../../books/ensure-user.ts";
import { expectErrorResponse } from "../../testing/expect-error.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const NOW = new Date("2026-03-15T15:00:00Z");

describe.each(testEngines())("/api/me behind the real session cookie (%s)", (engine) => {
  let t: TestApp;
  let ana: number;
  let bia: number;

  /** Signs a new device in through a one-time link; returns its cookie. */
  async function signIn(userId: number, userAgent: string) {
    const { url } = await t.db.transaction((tx) =>
      createSignInLink(tx, { userId, now: NOW, publicUrl: "http://localhost" }),
    );
    const res = await t.app.request(new URL(url).pathname + new URL(url).search, {
      headers: { "user-agent": userAgent },
    });
    expect(res.headers.get("location")).toBe("/painel");
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }
  const get = (cookie: string, path: string) => t.app.request(path, { headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { now: () => NOW });
    ana = (await t.db.transaction((tx) => ensureUser(tx, "+5511999990001"))).id;
    bia = (await t.db.transaction((tx) => ensureUser(tx, "+5511999990002"))).id;
  });
  afterAll(() => t?.close());

  it("answers 401 on every /api/me endpoint without a session", async () => {
    for (const path of [
      "/api/me",
      "/api/me/transactions",
      "/api/me/summary",
      "/api/me/sessions",
      "/api/me/version",
    ]) {
      const res = await t.app.request(path);
      await expectErrorResponse(res, 401, { code: "unauthorized", message: "Entre para continuar." });
    }
  });

  it("lists the devices, signs one out, then the others, then all", async () => {
    const phone = await signIn(ana, "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36");
    const laptop = await signIn(ana, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36");
    const tablet = await signIn(ana, "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) Safari/604.1");
    const biaCookie = await signIn(bia, "curl/8");
    expect((await (await get(phone, "/api/me")).json()) as object).toMatchObject({
      account: { id: ana, phone: "+5511999990001" },
    });
    const { items } = (await (await get(phone, "/api/me/sessions")).json()) as {
      items: Array<{ id: string; current: boolean; device: string }>;
    };
    expect(items).toHaveLength(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);

    const biaSessions = (await (await get(biaCookie, "/api/me/sessions")).json()) as {
      items: Array<{ id: string }>;
    };
    const theirs = biaSessions.items[0]?.id;
    const refused = await t.app.request(`/api/me/sessions/${theirs}`, {
      method: "DELETE",
      headers: { cookie: phone },
    });
    expect(refused.status).toBe(404);
    expect((await get(biaCookie, "/api/me")).status).toBe(200);

    const other = items.find((s) => !s.current)?.id;
    const one = await t.app.request(`/api/me/sessions/${other}`, {
      method: "DELETE",
      headers: { cookie: phone },
    });
    expect(one.status).toBe(200);
    const others = await t.app.request("/api/me/sessions/revoke", {
      method: "POST",
      headers: { cookie: phone, "content-type": "application/json" },
      body: JSON.stringify({ which: "others" }),
    });
    expect(await others.json()).toEqual({ revoked: 1 });
    expect((await get(laptop, "/api/me")).status).toBe(401);
    expect((await get(tablet, "/api/me")).status).toBe(401);
    expect((await get(phone, "/api/me")).status).toBe(200);
    await t.app.request("/api/me/sessions/revoke", {
      method: "POST",
      headers: { cookie: phone, "content-type": "application/json" },
      body: JSON.stringify({ which: "all" }),
    });
    expect((await get(phone, "/api/me")).status).toBe(401);
  });
});
