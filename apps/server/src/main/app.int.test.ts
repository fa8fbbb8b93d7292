import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

describe.each(testEngines())("HTTP app on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("reports health with the database kind and version", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: engine, version: "dev" });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.request("/api/does-not-exist", jsonRequest({}));
    await expectErrorResponse(res, 404, { code: "not_found", message: "Rota da API não encontrada." });
  });

  it("refuses bodies over 1 MB with a JSON 413", async () => {
    const res = await t.app.request("/api/anything", jsonRequest("x".repeat(1024 * 1024 + 10)));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });
});
