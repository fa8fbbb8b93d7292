import { createHash } from "node:crypto";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createSignInLink, redeemSignInLink } from "./sign-in-links.ts";

const T0 = new Date("2026-11-22T12:00:00Z");
const PUBLIC_URL = "https://tostao.example";

describe.each(testEngines())("one-time sign-in links (%s)", (engine) => {
  let t: TestApp;
  let now = T0;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL }, { now: () => now });
    userId = (await t.db.transaction((tx) => ensureUser(tx, "+5511912345678"))).id;
  });
  afterAll(() => t.close());

  const link = () => t.db.transaction((tx) => createSignInLink(tx, { userId, now, publicUrl: PUBLIC_URL }));
  const open = (
    url: string,
    userAgent = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1",
  ) => t.app.request(new URL(url).pathname + new URL(url).search, { headers: { "user-agent": userAgent } });

  it("builds the URL on PUBLIC_URL and signs in once, landing on the dashboard", async () => {
    now = T0;
    const { url, token } = await link();
    expect(url).toBe(`${PUBLIC_URL}/entrar?token=${token}`);
    const res = await open(url);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/painel");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^tostao_session=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const session = await t.app.request("/api/auth/session", {
      headers: { cookie: cookie.split(";")[0] ?? "" },
    });
    expect(await session.json()).toEqual({ user: { phone: "+5511912345678", name: null } });
    const [row] = await t.db.query<{ user_agent: string }>(
      "SELECT user_agent FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1",
      [userId],
    );
    expect(row?.user_agent).toContain("iPhone");

    const again = await open(url);
    expect(again.status).toBe(410);
    expect(again.headers.get("set-cookie")).toBeNull();
    const page = await again.text();
    expect(page).toContain('lang="pt-BR"');
    expect(page).toContain("Este link de acesso não vale mais");
    // Its stylesheet is allowed by its own policy (the site's would block it), and nothing else is.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    const policy = again.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(again.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("refuses a link after 15 minutes and a token that was never issued", async () => {
    now = T0;
    const { token } = await link();
    now = new Date(T0.getTime() + 15 * 60_000);
    expect(await t.db.transaction((tx) => redeemSignInLink(tx, { token, now }))).toEqual({
      ok: false,
      reason: "expired_or_used",
    });
    now = new Date(T0.getTime() + 14 * 60_000);
    expect(await t.db.transaction((tx) => redeemSignInLink(tx, { token, now }))).toEqual({
      ok: true,
      userId,
    });
    expect((await t.app.request("/entrar?token=nunca-emitido-mas-com-tamanho")).status).toBe(410);
    expect((await t.app.request("/entrar")).status).toBe(410);
  });

  it("lets only one of two simultaneous opens through", async () => {
    now = T0;
    const { url } = await link();
    const results = await Promise.all([open(url), open(url), open(url)]);
    expect(results.map((r) => r.status).sort()).toEqual([303, 410, 410]);
  });
});
