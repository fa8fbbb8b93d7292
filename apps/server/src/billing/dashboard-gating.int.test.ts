import { featureNames, type PlanCode, planCodes, planIncludes } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../auth/create-session.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const NOW = new Date("2026-11-04T12:00:00-03:00");

// On a paid instance the dashboard's API follows the plan: a feature the plan lacks answers 403
// `plan_required` with a pt-BR sentence naming the plans that have it, never a silent failure.
describe.each(testEngines())("plan gating on the dashboard API (%s)", (engine) => {
  let t: TestApp;
  const cookies = new Map<PlanCode | "none", string>();

  beforeAll(async () => {
    t = await createTestApp(engine, { ACCESS_MODE: "paid" }, { now: () => NOW });
    let n = 0;
    for (const plan of [...planCodes, "none"] as const) {
      n += 1;
      const phone = `+55119800000${String(n).padStart(2, "0")}`;
      const user = await ensureUser(t.db, phone, null);
      if (plan !== "none") {
        await t.db.query(
          `INSERT INTO subscriptions (provider, external_id, user_id, phone, plan, status, started_at, period_end)
           VALUES ('hotmart', $1, $2, $3, $4, 'active', $5, $6)`,
          [
            `sub-${plan}`,
            user.id,
            phone,
            plan,
            new Date("2026-10-01T12:00:00Z"),
            new Date("2027-10-01T12:00:00Z"),
          ],
        );
      }
      const { token } = await createSession(t.db, {
        kind: "person",
        userId: user.id,
        userAgent: null,
        now: NOW,
      });
      cookies.set(plan, `tostao_session=${token}`);
    }
  });
  afterAll(() => t?.close());

  const call = (plan: PlanCode | "none", path: string, init: RequestInit = {}) =>
    t.app.request(path, { ...init, headers: { ...(init.headers ?? {}), cookie: cookies.get(plan) ?? "" } });

  it("tells the dashboard, for every plan and feature, what the plan includes", async () => {
    for (const plan of planCodes) {
      const body = (await (await call(plan, "/api/me/plan")).json()) as {
        access: string;
        features: Record<string, { allowed: boolean; planTitles: string[] }>;
        books: string[];
      };
      expect(body.access).toBe("paid");
      for (const feature of featureNames) {
        expect(body.features[feature]?.allowed, `${plan} × ${feature}`).toBe(planIncludes(plan, feature));
        if (!planIncludes(plan, feature))
          expect(body.features[feature]?.planTitles.length).toBeGreaterThan(0);
      }
      expect(body.books).toEqual(plan.startsWith("business_") ? ["personal", "business"] : ["personal"]);
    }
    const none = (await (await call("none", "/api/me/plan")).json()) as {
      features: Record<string, { allowed: boolean }>;
    };
    expect(Object.values(none.features).every((f) => !f.allowed)).toBe(true);
  });

  it("keeps the Excel export for the annual plan, with the reason in pt-BR", async () => {
    for (const plan of ["monthly", "quarterly"] as const) {
      const res = await call(plan, "/api/me/export.xlsx");
      await expectErrorResponse(res, 403, {
        code: "plan_required",
        message: "Exportação para Excel: disponível no Plano Anual. Conheça os planos em /planos.",
        feature: "excel_export",
        planTitles: ["Plano Anual"],
        plansUrl: "/planos",
      });
    }
    const annual = await call("annual", "/api/me/export.xlsx");
    expect(annual.status).toBe(200);
    expect(annual.headers.get("content-type")).toContain("spreadsheetml");
    await annual.arrayBuffer();
    // The CSV is a basic report: every plan has it.
    expect((await call("monthly", "/api/me/export.csv")).status).toBe(200);
  });

  it("keeps spending limits for the quarterly plan and up", async () => {
    const res = await call("monthly", "/api/me/limits");
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("plan_required");
    expect(body.error.message).toBe(
      "Limites de gastos por categoria: disponível nos planos Trimestral e Anual. Conheça os planos em /planos.",
    );
    const put = await call(
      "monthly",
      "/api/me/limits",
      jsonRequest({ category: "Mercado", amountCents: 50000 }, { method: "PUT" }),
    );
    expect(put.status).toBe(403);
    expect((await t.db.query("SELECT 1 FROM spending_limits")).length).toBe(0);
    expect((await call("quarterly", "/api/me/limits")).status).toBe(200);
  });

  it("opens the business book only with the business edition", async () => {
    const refused = await call("annual", "/api/me/summary?book=business");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "plan_required",
      message: expect.stringContaining("Empresarial Mensal"),
    });
    const put = await call("annual", "/api/me/book", jsonRequest({ book: "business" }, { method: "PUT" }));
    expect(put.status).toBe(403);
    const ok = await call(
      "business_monthly",
      "/api/me/book",
      jsonRequest({ book: "business" }, { method: "PUT" }),
    );
    expect(ok.status).toBe(200);
    const plan = (await (await call("business_monthly", "/api/me/plan")).json()) as { book: string };
    expect(plan.book).toBe("business");
  });

  it("falls back to the personal book when the business edition ends", async () => {
    const cookie = cookies.get("business_quarterly") ?? "";
    await call("business_quarterly", "/api/me/book", jsonRequest({ book: "business" }, { method: "PUT" }));
    await t.db.query(
      "UPDATE subscriptions SET status = 'refunded', ended_at = $1 WHERE external_id = 'sub-business_quarterly'",
      [NOW],
    );
    const res = await t.app.request("/api/me/plan", { headers: { cookie } });
    expect((await res.json()) as { book: string; books: string[] }).toMatchObject({
      book: "personal",
      books: ["personal"],
    });
  });
});
