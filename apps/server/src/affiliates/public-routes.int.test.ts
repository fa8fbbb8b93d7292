import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectErrorResponse } from "../testing/expect-error.ts";
import { createTestApp, jsonRequest, type TestApp } from "../testing/test-app.ts";

const application = {
  name: "Maria da Silva",
  whatsapp: "(11) 98765-4321",
  email: "maria@example.com",
  currentWork: "Social media",
  experienceDetails: "Tráfego pago há 2 anos",
  audienceChannels: "Instagram e grupos de WhatsApp",
};

let address = 0;
/** Each call looks like a different visitor, so the per-address limit stays out of the way. */
const fromNewAddress = (): RequestInit => ({
  headers: { "x-forwarded-for": `203.0.113.${address++ % 250}` },
});

describe.each(testEngines())("POST /api/affiliates/applications on %s", (engine) => {
  let t: TestApp;
  const submit = (body: unknown, init: RequestInit = fromNewAddress()) =>
    t.app.request("/api/affiliates/applications", jsonRequest(body, init));
  const rows = () =>
    t.db.query<Record<string, unknown>>(
      "SELECT nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao, status, reviewed_at FROM afiliados_pedidos ORDER BY id",
    );

  beforeAll(async () => {
    // One proxy in front, so X-Forwarded-For names the visitor.
    t = await createTestApp(engine, { TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.exec("TRUNCATE afiliados_pedidos");
  });

  it("stores a trimmed, normalised application as pending and answers 201", async () => {
    const res = await submit({
      ...application,
      name: "  Maria da Silva  ",
      email: "  Maria@Example.COM ",
      whatsapp: "+55 11 98765-4321",
      audienceChannels: " Instagram ",
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; status: string };
    expect(body).toEqual({ id: expect.any(Number), status: "pending" });
    expect(await rows()).toEqual([
      {
        nome: "Maria da Silva",
        whatsapp: "+5511987654321",
        email: "maria@example.com",
        profissao: "Social media",
        trabalha_marketing: "Tráfego pago há 2 anos",
        canal_divulgacao: "Instagram",
        status: "pending",
        reviewed_at: null,
      },
    ]);
  });

  it("treats the three ways of writing one number as the same person", async () => {
    expect((await submit({ ...application, whatsapp: "(11) 98765-4321" })).status).toBe(201);
    for (const whatsapp of ["11987654321", "+55 11 98765-4321"]) {
      const res = await submit({ ...application, whatsapp, email: `outra${whatsapp.length}@example.com` });
      await expectErrorResponse(res, 409, {
        code: "duplicate_application",
        message: "Você já enviou uma solicitação de afiliação. Aguarde nosso contato pelo WhatsApp.",
      });
    }
    expect(await rows()).toHaveLength(1);
  });

  it("stores exactly one of 50 identical submissions fired at once", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => submit(application)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await rows()).toHaveLength(1);
  });

  it("answers field errors with 400 and the pt-BR message of each field", async () => {
    const res = await submit({
      name: "Al",
      whatsapp: "+1 415 555 2671",
      email: "maria@",
      currentWork: "  ",
      experienceDetails: "ok",
      audienceChannels: "Instagram",
    });
    await expectErrorResponse(res, 400, {
      code: "validation",
      message: "Alguns campos estão inválidos.",
      fields: {
        name: "Escreva o nome completo, com pelo menos 3 letras",
        whatsapp: "Informe um número válido com DDD",
        email: "Informe um e-mail válido",
        currentWork: "Este campo é obrigatório",
        experienceDetails: "Escreva pelo menos 3 caracteres",
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await submit('{"name": "Maria",');
    await expectErrorResponse(res, 400, {
      code: "invalid_json",
      message: "O corpo da requisição não é um JSON válido.",
    });
  });

  it("refuses bodies over 32 KB with 413", async () => {
    const res = await submit({ ...application, experienceDetails: "x".repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "payload_too_large" } });
    expect(await rows()).toHaveLength(0);
  });

  it("answers 429 after 10 applications a minute from one address", async () => {
    const sameAddress = { headers: { "x-forwarded-for": "198.51.100.7" } };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await submit(
        { ...application, whatsapp: `(11) 9${String(i).padStart(4, "0")}-4321` },
        sameAddress,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    expect((await submit(application, { headers: { "x-forwarded-for": "198.51.100.8" } })).status).toBe(201);
  });
});

describe.each(testEngines())("when the database is down on %s", (engine) => {
  it("answers 503 check_failed and logs the cause", async () => {
    const t = await createTestApp(engine);
    await t.db.close();
    const res = await t.app.request("/api/affiliates/applications", jsonRequest(application));
    await expectErrorResponse(res, 503, {
      code: "check_failed",
      message: "Não foi possível verificar os dados agora. Tente novamente.",
    });
    expect(t.logs.some((line) => line.includes("affiliate application check failed"))).toBe(true);
  });
});
