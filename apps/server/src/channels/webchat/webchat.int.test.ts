import { randomUUID } from "node:crypto";
import { replyQuery, replyRecord, replyWelcome } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { type AssistantTestApp, createAssistantTestApp, waitFor } from "../../testing/assistant-app.ts";
import { jsonRequest } from "../../testing/test-app.ts";

const NOW = new Date("2026-11-22T12:00:00-03:00");

/** The code the server wrote to its log for a phone (embedded mode without WhatsApp). */
function codeFromLog(t: AssistantTestApp, phone: string): string {
  const line = [...t.logs].reverse().find((l) => l.includes("web chat login code") && l.includes(phone));
  const code = line ? (JSON.parse(line) as { code?: string }).code : undefined;
  if (!code) throw new Error(`no login code logged for ${phone}`);
  return code;
}

async function login(t: AssistantTestApp, phone: string): Promise<string> {
  const start = await t.app.request("/api/auth/login/start", jsonRequest({ phone }));
  expect(start.status).toBe(200);
  const e164 = ((await start.json()) as { phone: string }).phone;
  const verify = await t.app.request(
    "/api/auth/login/verify",
    jsonRequest({ phone, code: codeFromLog(t, e164) }),
  );
  expect(verify.status).toBe(200);
  const cookie = verify.headers.get("set-cookie") ?? "";
  expect(cookie).toMatch(/^tostao_session=[^;]+;/);
  expect(cookie).toContain("Path=/;");
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  return cookie.split(";")[0] ?? "";
}

type View = { messages: Array<{ id: number; direction: string; body: string }> };

async function history(t: AssistantTestApp, cookie: string): Promise<View["messages"]> {
  const res = await t.app.request("/api/chat/messages", { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as View).messages;
}

async function send(t: AssistantTestApp, cookie: string, text: string, clientId = randomUUID()) {
  return t.app.request("/api/chat/messages", jsonRequest({ clientId, text }, { headers: { cookie } }));
}

describe.each(testEngines())("web chat (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("logs in with the code from the server log and talks to the assistant", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW });
    const start = await t.app.request("/api/auth/login/start", jsonRequest({ phone: "(11) 91234-5678" }));
    expect(await start.json()).toEqual({
      phone: "+5511912345678",
      delivery: "server_log",
      expiresInMinutes: 10,
    });
    const cookie = await login(t, "11 91234-5678");
    const session = await t.app.request("/api/auth/session", { headers: { cookie } });
    expect(await session.json()).toEqual({ user: { phone: "+5511912345678", name: null } });
    // The same cookie signs the person in to the dashboard's API.
    const dashboard = await t.app.request("/api/auth/session", { headers: { cookie } });
    expect(await dashboard.json()).toEqual({ user: { phone: "+5511912345678", name: null } });

    const clientId = randomUUID();
    expect((await send(t, cookie, "gastei 50 no mercado", clientId)).status).toBe(202);
    // A resend of the same message (flaky network) is not recorded twice.
    expect(await (await send(t, cookie, "gastei 50 no mercado", clientId)).json()).toEqual({
      id: null,
      duplicate: true,
    });
    const messages = await waitFor(async () => {
      const all = await history(t, cookie);
      return all.length >= 2 ? all : undefined;
    });
    // One message for the turn: the welcome and the answer together.
    expect(messages.map((m) => m.direction)).toEqual(["inbound", "outbound"]);
    expect(messages[1]?.body).toBe(
      `${replyWelcome(null)}\n\n${replyRecord({
        kind: "expense",
        total: 5000,
        date: "2026-11-22",
        category: "Mercado",
        description: "mercado",
        installments: null,
        recurringDay: null,
      })}`,
    );
    // Only what is new since the last id.
    const after = await t.app.request(`/api/chat/messages?after=${messages[0]?.id}`, { headers: { cookie } });
    expect(((await after.json()) as View).messages).toHaveLength(1);
  });

  it("refuses wrong, reused and expired codes and limits attempts", async () => {
    let now = NOW;
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => now });
    await t.app.request("/api/auth/login/start", jsonRequest({ phone: "11912345678" }));
    const code = codeFromLog(t, "+5511912345678");
    const wrong = code === "000000" ? "000001" : "000000";
    const bad = await t.app.request(
      "/api/auth/login/verify",
      jsonRequest({ phone: "11912345678", code: wrong }),
    );
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      "Código incorreto. Confira e tente de novo.",
    );
    for (let i = 0; i < 4; i++) {
      await t.app.request("/api/auth/login/verify", jsonRequest({ phone: "11912345678", code: wrong }));
    }
    const locked = await t.app.request("/api/auth/login/verify", jsonRequest({ phone: "11912345678", code }));
    expect(locked.status).toBe(429);

    await t.app.request("/api/auth/login/start", jsonRequest({ phone: "11988887777" }));
    const fresh = codeFromLog(t, "+5511988887777");
    now = new Date(NOW.getTime() + 11 * 60_000);
    const expired = await t.app.request(
      "/api/auth/login/verify",
      jsonRequest({ phone: "11988887777", code: fresh }),
    );
    expect(expired.status).toBe(401);
    now = NOW;
    await t.app.request("/api/auth/login/start", jsonRequest({ phone: "11977776666" }));
    const once = codeFromLog(t, "+5511977776666");
    const ok = await t.app.request(
      "/api/auth/login/verify",
      jsonRequest({ phone: "11977776666", code: once }),
    );
    expect(ok.status).toBe(200);
    const reused = await t.app.request(
      "/api/auth/login/verify",
      jsonRequest({ phone: "11977776666", code: once }),
    );
    expect(reused.status).toBe(401);
  });

  it("validates input with pt-BR messages", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, workers: false });
    const res = await t.app.request("/api/auth/login/start", jsonRequest({ phone: "abc" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation", fields: { phone: expect.any(String) } },
    });
    const noSession = await t.app.request("/api/chat/messages");
    expect(noSession.status).toBe(401);
    const forged = await t.app.request("/api/chat/messages", {
      headers: { cookie: "tostao_session=forjado-mas-comprido-o-bastante" },
    });
    expect(forged.status).toBe(401);
    const cookie = await login(t, "11 91234-5678");
    for (const after of ["-1", "abc", "1.5"]) {
      const bad = await t.app.request(`/api/chat/messages?after=${after}`, { headers: { cookie } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: { code: "validation", fields: { after: "Parâmetro after inválido: deve ser um número." } },
      });
    }
  });

  it("never shows or changes one person's data through another's session", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW });
    const ana = await login(t, "11911111111");
    const bia = await login(t, "11922222222");
    const clientId = randomUUID();
    await send(t, ana, "gastei 120 no mercado", clientId);
    // Her message and one answer (the welcome rides with it).
    await waitFor(async () => (await history(t, ana)).length >= 2);
    // Bia reusing Ana's client id creates Bia's own message, never touches Ana's.
    await send(t, bia, "quanto gastei este mês?", clientId);
    const biaView = await waitFor(async () => {
      const all = await history(t, bia);
      return all.length >= 2 ? all : undefined;
    });
    expect(biaView.some((m) => m.body.includes("gastei 120"))).toBe(false);
    expect(biaView.at(-1)?.body).toBe(
      `${replyWelcome(null)}\n\n${replyQuery(
        { metric: "expenses", from: "2026-11-01", to: "2026-11-22", category: null },
        { income: 0, expenses: 0, investments: 0, balance: 0, count: 0 },
      )}`,
    );
    await send(t, bia, "apaga o último");
    await waitFor(async () => (await history(t, bia)).length >= 4);
    const anaBooks = await t.db.query<{ amount_centavos: number }>(
      "SELECT t.amount_centavos FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.phone = '+5511911111111'",
    );
    expect(anaBooks).toEqual([{ amount_centavos: 12000 }]);
    expect((await history(t, ana)).filter((m) => m.direction === "inbound").map((m) => m.body)).toEqual([
      "gastei 120 no mercado",
    ]);
    // Logging out ends the session.
    await t.app.request("/api/auth/logout", { method: "POST", headers: { cookie: bia } });
    expect((await t.app.request("/api/auth/session", { headers: { cookie: bia } })).status).toBe(401);
  });

  it("sends the login code by WhatsApp when that channel is on", async () => {
    t = await createAssistantTestApp(engine);
    const res = await t.app.request("/api/auth/login/start", jsonRequest({ phone: "11912345678" }));
    expect(await res.json()).toMatchObject({ delivery: "whatsapp" });
    // A number that never wrote is outside the 24-hour window: the authentication template.
    const [sent] = await waitFor(() =>
      t.graph.sentTemplates().length > 0 ? t.graph.sentTemplates() : undefined,
    );
    expect(sent?.to).toBe("5511912345678");
    expect(sent?.name).toBe("tostao_codigo_acesso");
    expect(sent?.params[0]).toMatch(/^\d{6}$/);
    expect(sent?.buttonParams).toEqual(sent?.params);
    expect(t.logs.some((l) => l.includes("web chat login code"))).toBe(false);
    // Sent through the outbox, which keeps no usable code once it is out.
    const stored = await waitFor(async () => {
      const rows = await t.db.query<{ body: string; status: string }>(
        "SELECT body, status FROM messages WHERE direction = 'outbound'",
      );
      return rows[0]?.status === "sent" ? rows : undefined;
    });
    expect(stored).toEqual([{ body: "(código de acesso enviado)", status: "sent" }]);
  });
});
