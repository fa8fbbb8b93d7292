import type { AffiliateApplicationJson, AffiliateApplicationPage } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../clock.ts";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

const PASSWORD = "senha-do-operador-123";
// The app's clock: Tuesday 10/11/2026 at noon in São Paulo.
const NOW = "2026-11-10T12:00:00-03:00";

type Item = AffiliateApplicationJson;
type Page = AffiliateApplicationPage;

describe.each(testEngines())("operator review of affiliate applications on %s", (engine) => {
  let t: TestApp;
  let cookie = "";
  const get = (path: string, withCookie = true) =>
    t.app.request(path, { headers: withCookie ? { cookie } : {} });
  const list = async (query = "") => {
    const res = await get(`/api/admin/affiliates/applications${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const review = (id: number | string, status: string, withCookie = true) =>
    t.app.request(
      `/api/admin/affiliates/applications/${id}`,
      jsonRequest({ status }, { method: "PATCH", headers: withCookie ? { cookie } : {} }),
    );

  async function seed(name: string, whatsapp: string, extra: Record<string, string> = {}, minutesAgo = 0) {
    await t.db.query(
      `INSERT INTO afiliados_pedidos (nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7))`,
      [
        name,
        whatsapp,
        extra.email ?? `${name.split(" ")[0]!.toLowerCase()}@example.com`,
        extra.profissao ?? "Vendedora",
        extra.marketing ?? "Nenhuma",
        extra.canal ?? "Instagram",
        minutesAgo,
      ],
    );
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { ADMIN_PASSWORD: PASSWORD }, { now: fixedClock(NOW) });
    const login = await t.app.request("/api/admin/login", jsonRequest({ password: PASSWORD }));
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^tostao_admin=/);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.exec("TRUNCATE afiliados_pedidos");
  });

  describe("without a valid operator session", () => {
    const forged = "tostao_admin=9999999999.abc.forged";
    it.each([
      [
        "GET list",
        (c: string) => ({ path: "/api/admin/affiliates/applications", init: { headers: { cookie: c } } }),
      ],
      [
        "GET csv",
        (c: string) => ({ path: "/api/admin/affiliates/applications.csv", init: { headers: { cookie: c } } }),
      ],
      [
        "PATCH review",
        (c: string) => ({
          path: "/api/admin/affiliates/applications/1",
          init: jsonRequest({ status: "approved" }, { method: "PATCH", headers: { cookie: c } }),
        }),
      ],
    ])("%s answers 401 with no cookie and with a forged one", async (_name, build) => {
      await seed("Ana Souza", "+5511987654321");
      for (const c of ["", forged]) {
        const { path, init } = build(c);
        const res = await t.app.request(path, init);
        await expectErrorResponse(res, 401, {
          code: "unauthorized",
          message: "Entre na área do operador para continuar.",
        });
      }
      const [row] = await t.db.query<{ status: string }>("SELECT status FROM afiliados_pedidos");
      expect(row?.status).toBe("pending");
    });
  });

  it("lists applications newest first, paginated", async () => {
    await seed("Ana Antiga", "+5511911111111", {}, 30);
    await seed("Bia Nova", "+5511922222222", {}, 1);
    await seed("Caio Meio", "+5511933333333", {}, 10);
    const page1 = await list("?pageSize=2");
    expect(page1.total).toBe(3);
    expect(page1.items.map((i) => i.name)).toEqual(["Bia Nova", "Caio Meio"]);
    const page2 = await list("?pageSize=2&page=2");
    expect(page2.items.map((i) => i.name)).toEqual(["Ana Antiga"]);
    expect(page2.items[0]).toMatchObject({ whatsapp: "+5511911111111", status: "pending", reviewedAt: null });
    expect(new Date(page2.items[0]!.createdAt).getTime()).toBeLessThan(Date.now());
  });

  it("searches name, whatsapp, e-mail and the text fields, case-insensitively", async () => {
    await seed("José Antônio", "+5511987654321", { email: "jose@exemplo.com.br" });
    await seed("Maria Clara", "+552123456789", { profissao: "Professora de YOGA" });
    await seed("Paulo Lima", "+5531999998888", { canal: "TikTok e Kwai", marketing: "Afiliado há 3 anos" });
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.name);
    expect(await names("josé")).toEqual(["José Antônio"]);
    expect(await names("EXEMPLO.COM")).toEqual(["José Antônio"]);
    expect(await names("yoga")).toEqual(["Maria Clara"]);
    expect(await names("tiktok")).toEqual(["Paulo Lima"]);
    expect(await names("3 anos")).toEqual(["Paulo Lima"]);
    expect(await names("(21) 2345")).toEqual(["Maria Clara"]);
    expect(await names("98765")).toEqual(["José Antônio"]);
    expect(await names("ninguém")).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await seed("Ana 100% Vendas", "+5511911111111");
    await seed("Bia Souza", "+5511922222222", { canal: "perfil_oficial" });
    await seed("Caio Lopes", "+5511933333333", { canal: "perfilXoficial" });
    const names = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.name);
    expect(await names("%")).toEqual(["Ana 100% Vendas"]);
    expect(await names("perfil_oficial")).toEqual(["Bia Souza"]);
    expect(await names("\\")).toEqual([]);
  });

  it("filters by status and refuses a bad query with 400", async () => {
    await seed("Ana Souza", "+5511911111111");
    expect((await list("?status=approved")).items).toEqual([]);
    const res = await get("/api/admin/affiliates/applications?pageSize=500&status=talvez");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: "validation",
        fields: { pageSize: "Use no máximo 100 por página.", status: "Situação inválida." },
      },
    });
  });

  it("approves and rejects with a review timestamp", async () => {
    await seed("Ana Souza", "+5511911111111");
    const [{ id } = { id: 0 }] = (await list()).items;
    const approved = await review(id, "approved");
    expect(approved.status).toBe(200);
    const body = (await approved.json()) as Item;
    expect(body).toMatchObject({ id, status: "approved" });
    expect(body.reviewedAt).toBe(new Date(NOW).toISOString());

    expect(((await (await review(id, "rejected")).json()) as Item).status).toBe("rejected");
    const [row] = await t.db.query<{ status: string; reviewed_at: Date | null }>(
      "SELECT status, reviewed_at FROM afiliados_pedidos",
    );
    expect(row?.status).toBe("rejected");
    expect(row?.reviewed_at).not.toBeNull();
  });

  it("refuses unknown ids and statuses", async () => {
    expect((await review(123456, "approved")).status).toBe(404);
    expect((await review("abc", "approved")).status).toBe(404);
    await seed("Ana Souza", "+5511911111111");
    const [{ id } = { id: 0 }] = (await list()).items;
    const res = await review(id, "pending");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { status: "Escolha aprovar ou rejeitar." } } });
  });

  it("exports the filtered applications as a CSV for Brazilian Excel", async () => {
    await seed("José; Antônio", "+5511987654321", { email: "jose@example.com", marketing: 'Faço "lives"' });
    await seed("Maria Clara", "+552123456789");
    const res = await get("/api/admin/affiliates/applications.csv?q=jos");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="afiliados-2026-11-10\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "ID;Nome;WhatsApp;E-mail;Trabalho atual;Experiência com marketing;Canais de divulgação;Situação;Enviado em;Revisado em",
    );
    expect(lines[1]).toMatch(
      /^\d+;"José; Antônio";\(11\) 98765-4321;jose@example\.com;Vendedora;"Faço ""lives""";Instagram;Pendente;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};$/,
    );
    expect(lines).toHaveLength(3);
  });
});
