import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { replyMediaProblem } from "@tostao/core";
import { ERASE_CONFIRMATION } from "@tostao/core/dashboard/account";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it } from "vitest";
import { RECEIPTS } from "../../media/samples/receipt-specs.ts";
import { receiptLines } from "../../media/samples/receipt-texts.ts";
import { renderTextPdf } from "../../media/samples/render.ts";
import { withoutWelcome } from "../../media/testing/whatsapp-conversation.ts";
import { type AssistantTestApp, createAssistantTestApp, waitFor } from "../../testing/assistant-app.ts";
import { expectErrorResponse } from "../../testing/expect-error.ts";
import { jsonRequest } from "../../testing/test-app.ts";

const NOW = new Date("2026-11-24T12:00:00-03:00");

async function login(t: AssistantTestApp, phone: string): Promise<string> {
  const start = await t.app.request("/api/auth/login/start", jsonRequest({ phone }));
  const e164 = ((await start.json()) as { phone: string }).phone;
  const line = [...t.logs].reverse().find((l) => l.includes("web chat login code") && l.includes(e164));
  const code = line ? (JSON.parse(line) as { code?: string }).code : undefined;
  const verify = await t.app.request("/api/auth/login/verify", jsonRequest({ phone, code }));
  return (verify.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

function upload(
  t: AssistantTestApp,
  cookie: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  clientId = randomUUID(),
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  form.append("clientId", clientId);
  return t.app.request("/api/chat/files", { method: "POST", body: form, headers: { cookie } });
}

interface ChatMessage {
  direction: string;
  body: string;
  choices: { items: Array<{ id: string; title: string }> } | null;
}

async function history(t: AssistantTestApp, cookie: string) {
  const res = await t.app.request("/api/chat/messages", { headers: { cookie } });
  return ((await res.json()) as { messages: ChatMessage[] }).messages;
}

/** A water bill as a PDF: R$ 118,72 due 28/11/2026. */
const waterBill = () =>
  renderTextPdf([
    "SABESP - Companhia de Saneamento Básico",
    "Conta de Água e Esgoto",
    ["Vencimento", "28/11/2026"],
    ["Total a pagar", "R$ 118,72"],
  ]);

/** Sends a text in the web chat (a tapped button's when `choiceId` is given). */
function say(t: AssistantTestApp, cookie: string, text: string, choiceId?: string) {
  return t.app.request(
    "/api/chat/messages",
    jsonRequest({ clientId: randomUUID(), text, ...(choiceId ? { choiceId } : {}) }, { headers: { cookie } }),
  );
}

/** The first reply in the history whose text passes `test`, waited for. */
function replyWith(
  t: AssistantTestApp,
  cookie: string,
  test: (body: string) => boolean,
  what: string,
  ms = 30_000,
) {
  return waitFor(
    async () => (await history(t, cookie)).find((m) => m.direction === "outbound" && test(m.body)),
    ms,
    what,
  );
}

describe.each(testEngines())("web chat files (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("reads a PDF bill sent in the chat, answers in the history and keeps no copy of the file", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW, env: { MEDIA_MAX_MB: "1" } });
    const cookie = await login(t, "11 91234-5678");
    const pdf = await waterBill();
    const clientId = randomUUID();
    const res = await upload(t, cookie, pdf, "conta.pdf", "application/pdf", clientId);
    expect(res.status).toBe(202);
    // The same upload retried by the browser is one message.
    expect(
      await (await upload(t, cookie, pdf, "conta.pdf", "application/pdf", clientId)).json(),
    ).toMatchObject({ duplicate: true });
    const reply = await replyWith(t, cookie, (b) => b.includes("Lembrete criado"), "the reminder's reply");
    expect(reply.body).toContain("R$ 118,72");
    expect((await history(t, cookie)).some((m) => m.body === "📄 PDF enviado")).toBe(true);
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(0);
    // On the embedded database the file waited on disk (not in the database's thread); it is gone too.
    const uploads = join(t.config.env.DATA_DIR, "uploads");
    expect(existsSync(uploads)).toBe(t.db.kind === "pglite");
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
  }, 60_000);

  it("puts Desfazer and Outra categoria under a receipt read from a PDF, and undoes it once by the choice's id", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW });
    const cookie = await login(t, "11 91234-5678");
    const spec = RECEIPTS[0]?.spec;
    if (!spec) throw new Error("sample set changed");
    const pdf = await renderTextPdf(receiptLines(spec));
    expect((await upload(t, cookie, pdf, "cupom.pdf", "application/pdf")).status).toBe(202);
    const booked = await replyWith(t, cookie, (b) => b.includes("65,95"), "the receipt's reply", 60_000);
    expect(booked.choices?.items.map((c) => c.title)).toEqual(["Desfazer", "Outra categoria"]);
    const undo = booked.choices?.items.find((c) => c.title === "Desfazer");
    const tap = async () => {
      const before = (await history(t, cookie)).length;
      const sent = await say(t, cookie, "Desfazer", undo?.id);
      expect(sent.status).toBe(202);
      const after = await waitFor(async () => {
        const all = await history(t, cookie);
        return all.length >= before + 2 ? all : undefined;
      }, 30_000);
      return after.at(-1)?.body ?? "";
    };
    expect(await tap()).toContain("↩️ Desfeito");
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    // a double tap does nothing twice
    expect(await tap()).toBe("👍 Isso já foi feito; não mudei nada de novo.");
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
  }, 120_000);

  it("offers to import a bank statement sent in the chat, and imports it on 'importar'", async () => {
    t = await createAssistantTestApp(engine, {
      whatsapp: false,
      now: () => new Date("2026-04-02T12:00:00-03:00"),
    });
    const cookie = await login(t, "11 91234-5678");
    const csv = readFileSync(
      new URL("../../../../../packages/core/src/statements/corpus/nubank-conta.csv", import.meta.url),
    );
    expect((await upload(t, cookie, csv, "NU_2026_03.csv", "text/csv")).status).toBe(202);
    const offer = await replyWith(t, cookie, (b) => b.includes("Importar os"), "the import offer");
    // Her first message: the welcome and the offer in one message.
    expect(withoutWelcome(offer.body, null)).toMatch(/^🏦 Extrato Nubank, /);
    expect(offer.body).not.toBe(withoutWelcome(offer.body, null));
    expect((await history(t, cookie)).some((m) => m.body === "📄 Arquivo enviado: NU_2026_03.csv")).toBe(
      true,
    );
    expect((await say(t, cookie, "importar")).status).toBeLessThan(300);
    const done = await replyWith(t, cookie, (b) => b.startsWith("✅ Importei"), "the import");
    const n = Number(/Importei (\d+) lançamentos/.exec(done.body)?.[1]);
    const stored = await t.db.query<{ n: number }>(
      "SELECT (SELECT count(*) FROM transactions) + (SELECT count(*) FROM account_transfers) AS n",
    );
    expect(Number(stored[0]?.n)).toBe(n);
    expect(n).toBeGreaterThan(0);
  }, 60_000);

  it("keeps a protected PDF where it was uploaded until its password comes, then reads it and keeps nothing", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW });
    const cookie = await login(t, "11 91234-5678");
    const pdf = await waterBill();
    const locked = await encryptPDF(new Uint8Array(pdf), "31415");
    expect((await upload(t, cookie, locked, "conta.pdf", "application/pdf")).status).toBe(202);
    const asked = replyMediaProblem("password_required");
    await replyWith(t, cookie, (b) => b.endsWith(asked), "the question for the password");
    const uploads = join(t.config.env.DATA_DIR, "uploads");
    const onDisk = () => (existsSync(uploads) ? readdirSync(uploads) : []);
    // The upload waits as it came: one row, and on the embedded database one file beside it.
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(1);
    expect(await t.db.query("SELECT 1 FROM pdf_password_waits")).toHaveLength(1);
    expect(onDisk()).toHaveLength(t.db.kind === "pglite" ? 1 : 0);
    expect((await say(t, cookie, "31415")).status).toBeLessThan(300);
    const read = await replyWith(
      t,
      cookie,
      (b) => b.includes("Lembrete criado"),
      "the bill read with its password",
    );
    expect(read.body).toContain("R$ 118,72");
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(0);
    expect(await t.db.query("SELECT 1 FROM pdf_password_waits")).toHaveLength(0);
    expect(onDisk()).toEqual([]);
  }, 60_000);

  it("refuses files over the limit, of other types, and without a session", async () => {
    t = await createAssistantTestApp(engine, { whatsapp: false, now: () => NOW, env: { MEDIA_MAX_MB: "1" } });
    const cookie = await login(t, "11 91234-5678");
    const big = await upload(t, cookie, new Uint8Array(1_200_000).fill(37), "grande.pdf", "application/pdf");
    await expectErrorResponse(big, 413, {
      code: "payload_too_large",
      message: expect.stringContaining("1 MB"),
    });
    const gif = await upload(t, cookie, new TextEncoder().encode("GIF89a...."), "a.gif", "image/gif");
    expect(gif.status).toBe(415);
    expect(((await gif.json()) as { error: { message: string } }).error.message).toContain("foto");
    expect((await upload(t, "", new Uint8Array([1, 2, 3]), "a.pdf", "application/pdf")).status).toBe(401);
    expect(await t.db.query("SELECT 1 FROM messages WHERE type <> 'text'")).toHaveLength(0);
  });

  it("removes the files a person left waiting to be read the moment they erase their account", async () => {
    // No workers: the uploads wait, as they would behind a busy reading pool.
    t = await createAssistantTestApp(engine, { whatsapp: false, workers: false, now: () => NOW });
    const ana = await login(t, "11 91234-5678");
    const bia = await login(t, "11 98888-7777");
    const pdf = await renderTextPdf(["Conta de Água", ["Total a pagar", "R$ 10,00"]]);
    for (const cookie of [ana, ana, bia])
      expect((await upload(t, cookie, pdf, "conta.pdf", "application/pdf")).status).toBe(202);
    const uploads = join(t.config.env.DATA_DIR, "uploads");
    const waiting = () => (existsSync(uploads) ? readdirSync(uploads) : []);
    expect(waiting()).toHaveLength(t.db.kind === "pglite" ? 3 : 0);
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(3);
    const erased = await t.app.request(
      "/api/me",
      jsonRequest({ confirm: ERASE_CONFIRMATION }, { method: "DELETE", headers: { cookie: ana } }),
    );
    expect(erased.status).toBe(200);
    // Not at the next sweep: now. Bia's file still waits.
    expect(waiting()).toHaveLength(t.db.kind === "pglite" ? 1 : 0);
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(1);
  }, 120_000);
});
