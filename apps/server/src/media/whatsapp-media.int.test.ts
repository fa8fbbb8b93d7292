import { formatBoletoLine, makeCollectionLine, replyMediaProblem } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  waitFor,
} from "../testing/assistant-app.ts";
import { RECEIPTS } from "./samples/receipt-specs.ts";
import { receiptLines } from "./samples/receipt-texts.ts";
import { renderPhoto, renderTextPdf } from "./samples/render.ts";
import { speak } from "./samples/sample-set.ts";
import {
  byDuration,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from "./testing/fake-transcription-server.ts";
import { mediaPayload as payloadFrom, withoutWelcome } from "./testing/whatsapp-conversation.ts";

const FROM = "5511912345678";
const NOW = new Date("2026-11-24T12:00:00-03:00");
const mediaPayload = (
  id: string,
  type: "image" | "document" | "audio",
  mediaId: string,
  extra?: Record<string, unknown>,
) => payloadFrom(FROM, id, type, mediaId, extra);
const SPOKEN = "gastei quarenta reais na farmácia";
let photo: Buffer;
let bill: Buffer;
let voice: { ogg: Buffer; seconds: number };
let transcriber: FakeTranscriptionServer;

beforeAll(async () => {
  const spec = (RECEIPTS[0] as (typeof RECEIPTS)[number]).spec;
  photo = await renderPhoto(receiptLines(spec), { rotate: 2, noise: 6 });
  const line = makeCollectionLine("3", "6", 23_456, `005720261210${"00001234567890123"}`);
  bill = await renderTextPdf([
    "ENEL DISTRIBUIÇÃO SÃO PAULO",
    "Conta de Energia Elétrica",
    ["Vencimento", "10/12/2026"],
    ["Total a pagar", "R$ 234,56"],
    formatBoletoLine(line),
  ]);
  voice = speak(SPOKEN);
  transcriber = await startFakeTranscriptionServer({
    apiKey: "k",
    answer: byDuration([{ text: SPOKEN, seconds: voice.seconds }]),
  });
}, 60_000);
afterAll(() => transcriber?.close());

describe.each(testEngines())("WhatsApp photos, PDFs and voice notes (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  const bodies = () => t.graph.sentTexts().map((m) => m.body);
  const post = async (payload: unknown) =>
    expect((await t.app.request("/webhooks/whatsapp", signedWebhook(payload))).status).toBe(200);

  it("records a receipt photo once, says so when the same receipt comes again, and ignores a redelivery", async () => {
    t = await createAssistantTestApp(engine, { env: { MEDIA_MAX_MB: "5" }, now: () => NOW });
    const first = t.graph.addMedia(photo, "image/jpeg");
    await post(
      mediaPayload("wamid.P1", "image", first, { mime_type: "image/jpeg", caption: "mercado de ontem" }),
    );
    await post(mediaPayload("wamid.P1", "image", first, { mime_type: "image/jpeg" }));
    await waitFor(() => bodies().some((b) => b.includes("65,95")), 60_000, "the receipt's reply");
    // While the photo was read, the person saw "digitando…".
    expect(
      t.graph.requests.some(
        (r) =>
          r.body.message_id === "wamid.P1" &&
          (r.body.typing_indicator as { type?: string } | undefined)?.type === "text",
      ),
    ).toBe(true);
    const reply = bodies().find((b) => b.includes("65,95")) as string;
    expect(reply).toContain("SUPERMERCADO BOM PRECO LTDA");
    expect(bodies().some((b) => b.includes("texto enviado junto"))).toBe(true);
    const again = t.graph.addMedia(photo, "image/jpeg");
    await post(mediaPayload("wamid.P2", "image", again, { mime_type: "image/jpeg" }));
    await waitFor(
      () => bodies().some((b) => b.includes("já foi registrado")),
      60_000,
      "the duplicate's reply",
    );
    const rows = await t.db.query<{ amount: number; date: string; access_key: string }>(
      "SELECT amount_centavos::int AS amount, date::text AS date, access_key FROM transactions",
    );
    expect(rows).toEqual([
      { amount: 6595, date: "2026-03-12", access_key: expect.stringMatching(/^\d{44}$/) },
    ]);
    expect(t.graph.mediaDownloads(first)).toBe(1);
    // The file and its text are not kept once read.
    expect(await t.db.query("SELECT 1 FROM media_uploads")).toHaveLength(0);
  }, 120_000);

  it("turns a PDF bill into a reminder for its due date", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(bill, "application/pdf");
    await post(
      mediaPayload("wamid.D1", "document", id, { mime_type: "application/pdf", filename: "conta.pdf" }),
    );
    await waitFor(() => bodies().some((b) => b.includes("Lembrete criado")), 30_000, "the reminder");
    const reminders = await t.db.query<{ amount: number; due: string }>(
      "SELECT amount_centavos::int AS amount, due_date::text AS due FROM reminders",
    );
    expect(reminders).toEqual([{ amount: 23456, due: "2026-12-10" }]);
  }, 60_000);

  it("transcribes a voice note, quotes it and records what it says", async () => {
    t = await createAssistantTestApp(engine, {
      env: { TRANSCRIBE_URL: transcriber.url, TRANSCRIBE_API_KEY: "k" },
    });
    const id = t.graph.addMedia(voice.ogg, "audio/ogg; codecs=opus");
    await post(mediaPayload("wamid.A1", "audio", id, { mime_type: "audio/ogg; codecs=opus", voice: true }));
    await waitFor(() => bodies().some((b) => b.includes("Entendi")), 30_000, "the transcript's reply");
    expect(bodies().find((b) => b.includes("Entendi"))).toContain(`🎙️ Entendi: "${SPOKEN}"`);
    const rows = await t.db.query<{ amount: number }>(
      "SELECT amount_centavos::int AS amount FROM transactions",
    );
    expect(rows).toEqual([{ amount: 4000 }]);
    expect(
      await t.db.query("SELECT transcript FROM media_readings WHERE transcript IS NOT NULL"),
    ).toHaveLength(0);
  }, 60_000);

  it("answers a failed download, an oversized file and a voice note without a transcriber clearly", async () => {
    t = await createAssistantTestApp(engine, { env: { MEDIA_MAX_MB: "1" } });
    await post(mediaPayload("wamid.F1", "image", "404404", { mime_type: "image/jpeg" }));
    const big = t.graph.addMedia(Buffer.alloc(2 * 1_048_576, 1), "application/pdf");
    await post(mediaPayload("wamid.F2", "document", big, { mime_type: "application/pdf" }));
    const audio = t.graph.addMedia(voice.ogg, "audio/ogg");
    await post(mediaPayload("wamid.F3", "audio", audio, { mime_type: "audio/ogg", voice: true }));
    // Three answers, one message each: the first carries the welcome.
    await waitFor(() => bodies().length >= 3, 30_000, "three answers");
    expect(bodies()[0]).not.toBe(withoutWelcome(bodies()[0] ?? ""));
    expect(
      bodies()
        .map((b) => withoutWelcome(b))
        .sort(),
    ).toEqual(
      [
        replyMediaProblem("download_failed"),
        replyMediaProblem("too_large", 1),
        replyMediaProblem("transcription_unavailable"),
      ].sort(),
    );
    expect(t.graph.mediaDownloads(big)).toBe(0);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
  }, 60_000);

  it("reads ten files a minute per person and says so for the rest, and refuses a file that is no photo, PDF or voice by its first bytes", async () => {
    t = await createAssistantTestApp(engine);
    const other = "5511933334444";
    const notes = Array.from({ length: 11 }, () => t.graph.addMedia(voice.ogg, "audio/ogg"));
    // Eleven voice notes in one delivery, as WhatsApp sends a burst: the eleventh is over the limit.
    const burst = mediaPayload("wamid.B0", "audio", notes[0] as string, {
      mime_type: "audio/ogg",
      voice: true,
    });
    const value = burst.entry[0]?.changes[0]?.value as { messages: unknown[] };
    value.messages = notes.map((mediaId, i) => ({
      from: FROM,
      id: `wamid.B${i}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: "audio",
      audio: { id: mediaId, mime_type: "audio/ogg", voice: true },
    }));
    await post(burst);
    // Someone else's file in the same minute is theirs to send; a ZIP sent as a photo is no photo.
    const zip = t.graph.addMedia(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(512 * 1024, 7)]),
      "image/jpeg",
    );
    await post(payloadFrom(other, "wamid.Z1", "image", zip, { mime_type: "image/jpeg" }));
    const to = (phone: string) =>
      t.graph
        .sentTexts()
        .filter((m) => m.to === phone)
        .map((m) => withoutWelcome(m.body));
    const unavailable = replyMediaProblem("transcription_unavailable");
    const tooMany = replyMediaProblem("too_many_files");
    await waitFor(
      () => to(FROM).filter((b) => b === unavailable || b === tooMany).length >= 11,
      90_000,
      "an answer to each of the eleven voice notes",
    );
    await waitFor(() => to(other).includes(replyMediaProblem("unsupported")), 30_000, "the ZIP's answer");
    expect(to(FROM).filter((b) => b === unavailable)).toHaveLength(10);
    expect(to(FROM).filter((b) => b === tooMany)).toHaveLength(1);
    expect(tooMany).toContain("10 por minuto");
    // The eleventh was never downloaded; each file was answered once.
    expect(t.graph.mediaDownloads(notes[10] as string)).toBe(0);
    expect(await t.db.query("SELECT 1 FROM media_readings WHERE error_code = 'too_many_files'")).toHaveLength(
      1,
    );
  }, 120_000);
});
