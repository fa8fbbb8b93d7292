import { bookReplyHeader } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS } from "../media/samples/document-specs.ts";
import { RECEIPTS } from "../media/samples/receipt-specs.ts";
import { receiptLines } from "../media/samples/receipt-texts.ts";
import { renderTextPdf } from "../media/samples/render.ts";
import { speak } from "../media/samples/sample-set.ts";
import {
  byDuration,
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from "../media/testing/fake-transcription-server.ts";
import { mediaPayload } from "../media/testing/whatsapp-conversation.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  sayAndCollect,
  signedWebhook,
  waitFor,
} from "../testing/assistant-app.ts";

// Files follow the chat's book the way texts do: "modo empresa" sends the next receipt, bill and
// voice note to the business book, "modo pessoal" brings them back, and each reply names the book.
const FROM = "5511966663333";
const NOW = new Date("2026-11-24T12:00:00-03:00");
const SPOKEN = "gastei quarenta reais na farmácia";
let receipt: Buffer;
let bill: Buffer;
let voice: { ogg: Buffer; seconds: number };
let transcriber: FakeTranscriptionServer;

// The water bill of the sample set (due 28/11/2026, R$ 118,72) and its first receipt, as PDFs.
const water = DOCUMENTS.find((d) => d.name === "conta-agua-sabesp");

beforeAll(async () => {
  if (!water || !RECEIPTS[0]) throw new Error("sample set changed");
  [receipt, bill] = await Promise.all([
    renderTextPdf(receiptLines(RECEIPTS[0].spec)),
    renderTextPdf(water.rows),
  ]);
  voice = speak(SPOKEN);
  const heard = byDuration([{ text: SPOKEN, seconds: voice.seconds }]);
  transcriber = await startFakeTranscriptionServer({ apiKey: "k", answer: heard });
}, 60_000);
afterAll(() => transcriber?.close());

describe.each(testEngines())("files land in the chat's book (%s)", (engine) => {
  let t: AssistantTestApp;
  beforeAll(async () => {
    t = await createAssistantTestApp(engine, {
      now: () => NOW,
      env: { TRANSCRIBE_URL: transcriber.url, TRANSCRIBE_API_KEY: "k" },
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });
  let n = 0;
  const sent = () =>
    t.graph
      .sentTexts()
      .filter((m) => m.to === FROM)
      .map((m) => m.body);

  async function exchange(payload: unknown, done: (reply: string) => boolean, what: string) {
    const before = sent().length;
    expect((await t.app.request("/webhooks/whatsapp", signedWebhook(payload))).status).toBe(200);
    await waitFor(() => sent().slice(before).some(done), 60_000, what);
    return sent().slice(before).find(done) as string;
  }
  const say = (text: string) => sayAndCollect(t, FROM, `wamid.MB${++n}`, text);
  const sendPdf = (bytes: Buffer, done: (reply: string) => boolean) => {
    const id = t.graph.addMedia(bytes, "application/pdf");
    const meta = { mime_type: "application/pdf", filename: "documento.pdf" };
    return exchange(mediaPayload(FROM, `wamid.MB${++n}`, "document", id, meta), done, "the PDF's answer");
  };
  const sendVoice = () => {
    const id = t.graph.addMedia(voice.ogg, "audio/ogg; codecs=opus");
    const meta = { mime_type: "audio/ogg; codecs=opus", voice: true };
    return exchange(
      mediaPayload(FROM, `wamid.MB${++n}`, "audio", id, meta),
      (b) => b.includes("Entendi"),
      "the voice note's answer",
    );
  };
  const transactions = () =>
    t.db.query<{ book: string; amount: number; category_book: string }>(
      `SELECT t.book, t.amount_centavos::int AS amount, c.book AS category_book
       FROM transactions t JOIN categories c ON c.id = t.category_id ORDER BY t.id`,
    );

  it("writes a receipt, a bill and a voice note to the business book in 'modo empresa'", async () => {
    await say("oi");
    expect(await say("modo empresa")).toContain("Modo empresa ativado");
    const recorded = await sendPdf(receipt, (b) => b.includes("65,95"));
    expect(recorded.split("\n")[0]).toBe(bookReplyHeader("business"));
    const reminded = await sendPdf(bill, (b) => b.includes("Lembrete criado"));
    expect(reminded.split("\n")[0]).toBe(bookReplyHeader("business"));
    expect(await t.db.query("SELECT book, amount_centavos::int AS amount FROM reminders")).toEqual([
      { book: "business", amount: 11872 },
    ]);
    const heard = await sendVoice();
    expect(heard).toContain(`🎙️ Entendi: "${SPOKEN}"`);
    expect(heard).toContain(bookReplyHeader("business"));
    expect(await transactions()).toEqual([
      { book: "business", amount: 6595, category_book: "business" },
      { book: "business", amount: 4000, category_book: "business" },
    ]);
  }, 180_000);

  it("goes back to the personal book after 'modo pessoal', unlabelled: personal mode needs no header", async () => {
    expect(await say("modo pessoal")).toContain("Modo pessoal ativado");
    const heard = await sendVoice();
    expect(heard).not.toContain(bookReplyHeader("personal"));
    expect((await transactions()).at(-1)).toEqual({
      book: "personal",
      amount: 4000,
      category_book: "personal",
    });
    // The business totals did not take the personal note, and the reverse.
    const totals = await t.db.query<{ book: string; total: number }>(
      "SELECT book, SUM(amount_centavos)::int AS total FROM transactions GROUP BY book ORDER BY book",
    );
    expect(totals).toEqual([
      { book: "business", total: 10595 },
      { book: "personal", total: 4000 },
    ]);
  }, 120_000);
});
