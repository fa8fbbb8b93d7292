import { replyLoginCode } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { describe, expect, it } from "vitest";
import { enqueueOutbound } from "../outbox/enqueue-outbound.ts";
import { deliver, useAssistantTestApp, waitFor, waitForQuiet } from "../testing/assistant-app.ts";
import { jsonRequest } from "../testing/test-app.ts";

// Sign-in codes on WhatsApp in 2026: free text only inside the 24-hour window, the approved
// authentication template (copy-code button) outside it. The fake Graph API refuses free text
// outside the window with 131047, as Meta does.
const T0 = new Date("2026-11-22T12:00:00-03:00");
const HOUR = 3_600_000;
const ANA = "5511912345678";

describe.each(testEngines())("sign-in codes inside and outside the 24-hour window (%s)", (engine) => {
  let now = T0;
  const t = useAssistantTestApp(engine, { now: () => now });

  async function askCode(phone: string): Promise<void> {
    const start = await t.app.request("/api/auth/login/start", jsonRequest({ phone }));
    expect(start.status).toBe(200);
    expect(((await start.json()) as { delivery: string }).delivery).toBe("whatsapp");
  }
  async function signIn(phone: string, code: string): Promise<number> {
    const res = await t.app.request("/api/auth/login/verify", jsonRequest({ phone, code }));
    return res.status;
  }
  const outbound = () =>
    t.db.query<{ type: string; status: string; body: string; template: Record<string, unknown> | null }>(
      "SELECT type, status, body, template FROM messages WHERE direction = 'outbound' ORDER BY id DESC LIMIT 1",
    );

  it("sends the code as text to someone who wrote on WhatsApp today", async () => {
    t.graph.enforceServiceWindow(true);
    t.graph.approveTemplate("tostao_codigo_acesso", "authentication");
    const ana = t.graph.person({ phone: ANA, name: "Ana" });
    await deliver(t, t.graph.says(ana, "oi", { at: T0 }));
    await waitForQuiet(t);
    now = new Date(T0.getTime() + 2 * HOUR);
    const before = t.graph.sent().length;
    await askCode("11912345678");
    await waitFor(() => t.graph.sent().length > before, 15_000, "the code");
    const sent = t.graph.sent().at(-1);
    expect(sent?.type).toBe("text");
    const code = sent?.body.match(/\d{6}/)?.[0] ?? "";
    expect(sent?.body).toBe(replyLoginCode(code));
    expect(sent?.pricing).toMatchObject({ category: "service", billable: false });
    expect(await signIn("11912345678", code)).toBe(200);
  });

  it("sends it as the authentication template, with the copy-code button, once the window closed", async () => {
    now = new Date(T0.getTime() + 30 * HOUR);
    const before = t.graph.sent().length;
    await askCode("11912345678");
    await waitFor(() => t.graph.sent().length > before, 15_000, "the code");
    await waitForQuiet(t);
    const sent = t.graph.sent().at(-1);
    expect(sent?.type).toBe("template");
    const code = sent?.template?.params[0] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(sent?.template).toEqual({
      name: "tostao_codigo_acesso",
      language: "pt_BR",
      params: [code],
      buttonParams: [code],
    });
    expect(sent?.pricing).toMatchObject({ category: "authentication", billable: true });
    // Nothing usable stays in the table once sent: neither the text nor the template's values.
    const [row] = await outbound();
    expect(row?.status).toBe("sent");
    expect(JSON.stringify(row)).not.toContain(code);
    expect(await signIn("11912345678", code)).toBe(200);
  });

  it("sends the template to a number that never wrote", async () => {
    const before = t.graph.sent().length;
    await askCode("21987654321");
    await waitFor(() => t.graph.sent().length > before, 15_000, "the code");
    expect(t.graph.sent().at(-1)).toMatchObject({ to: "5521987654321", type: "template" });
  });

  it("is refused by the Graph API as free text outside the window (131047), as Meta refuses it", async () => {
    await enqueueOutbound(t.db, {
      userId: null,
      channel: "whatsapp",
      to: { phone: `+${ANA}`, waUserId: null },
      body: "texto fora da janela",
    });
    t.assistant.wakeOutbox();
    await waitForQuiet(t);
    const [row] = await t.db.query<{ status: string; error: string }>(
      "SELECT status, error FROM messages WHERE body = 'texto fora da janela'",
    );
    expect(row?.status).toBe("failed");
    expect(row?.error).toContain("131047");
  });
});
