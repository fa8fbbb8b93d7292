import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

describe.each(testEngines().slice(0, 1))("HTTP hardening (%s)", (engine) => {
  let t: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_PASSWORD: "senha-forte-123" });
    https = await createTestApp(engine, { PUBLIC_URL: "https://tostao.example" });
  });
  afterAll(async () => {
    await t.close();
    await https.close();
  });

  it("sends the security headers on every response, HSTS only over https", async () => {
    for (const path of ["/api/health", "/api/nada"]) {
      const res = await t.app.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
    // The expired sign-in link's page keeps a stricter policy of its own: nothing but its style.
    const expired = await t.app.request("/entrar");
    expect(expired.headers.get("x-frame-options")).toBe("DENY");
    expect(expired.headers.get("referrer-policy")).toBe("no-referrer");
    const csp = expired.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    const secure = await https.app.request("/api/health");
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("answers a wrong method with 405 and Allow, an unknown path with 404", async () => {
    const res = await t.app.request("/api/admin/login", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toMatchObject({
      error: { code: "method_not_allowed", message: "Método não permitido para esta rota." },
    });
    const session = await t.app.request("/api/admin/session", { method: "POST" });
    expect(session.status).toBe(405);
    expect(session.headers.get("allow")).toBe("GET, HEAD");
    expect((await t.app.request("/api/nada-aqui", { method: "POST" })).status).toBe(404);
  });

  const notAnObject = "O corpo da requisição deve ser um objeto JSON.";
  it.each([
    { what: "a string", body: '"texto"', message: notAnObject },
    { what: "a number", body: "42", message: notAnObject },
    { what: "null", body: "null", message: notAnObject },
    { what: "an array", body: "[1,2]", message: notAnObject },
    {
      what: "a NUL character",
      body: '{"phone": "11 9\\u00001234-5678"}',
      message: "O texto contém um caractere inválido (nulo).",
    },
  ])("refuses $what as the body with 400 in pt-BR", async ({ body, message }) => {
    const res = await t.app.request("/api/auth/login/start", jsonRequest(body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(json.error.code).toBe("validation");
    expect(Object.values(json.error.fields)).toContain(message);
  });

  it("words a wrong field type in pt-BR where the schema has no message of its own", async () => {
    const res = await t.app.request("/api/admin/login", jsonRequest('{"password": 123}'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { password: "Valor de tipo inválido." } } });
  });

  it("refuses a cookie-carrying POST from another site's page, lets same-origin and cookieless ones through", async () => {
    const login = (url: string, headers: Record<string, string>) =>
      t.app.request(url, jsonRequest({ password: "senha-forte-123" }, { headers }));
    const foreign = await login("/api/admin/login", { cookie: "a=b", origin: "https://evil.example" });
    await expectErrorResponse(foreign, 403, {
      code: "forbidden",
      message: "Origem da requisição não permitida.",
    });
    const same = await login("http://localhost/api/admin/login", {
      cookie: "a=b",
      origin: "http://localhost",
    });
    expect(same.status).toBe(200);
    const noCookie = await login("/api/admin/login", { origin: "https://evil.example" });
    expect(noCookie.status).toBe(200);
  });
});
