import { join } from "node:path";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { replyMediaProblem, replyWelcome } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAssistantTestApp } from "../testing/assistant-app.ts";
import { ERASED_PASSWORD, sweepPasswordWaits, WAIT_MINUTES } from "./pdf-password.ts";
import { renderTextPdf } from "./samples/render.ts";
import { whatsappConversation } from "./testing/whatsapp-conversation.ts";

const FROM = "5511912345678";
const START = new Date("2026-11-24T12:00:00-03:00");
const PASSWORD = "31415";
let statement: Uint8Array;

beforeAll(async () => {
  const pdf = await renderTextPdf([
    "Itaú Uniclass - Mastercard Platinum",
    "Fatura do cartão de crédito - final 1234",
    ["Total da fatura", "R$ 544,65"],
    ["Vencimento", "05/12/2026"],
    ["Emissão", "20/11/2026"],
    "Compras nacionais",
    ["05/11 DROGASIL 123", "89,90"],
    ["12/11 RESTAURANTE OUTBACK", "312,75"],
    ["18/11 POSTO IPIRANGA", "142,00"],
  ]);
  statement = await encryptPDF(new Uint8Array(pdf), PASSWORD);
}, 30_000);

describe.each(testEngines())("password-protected PDFs (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof createAssistantTestApp>>;
  let clock: Date;
  afterEach(async () => {
    await t?.close();
  });

  const open = async () => {
    clock = START;
    t = await createAssistantTestApp(engine, { now: () => clock });
  };
  const chat = whatsappConversation(() => t, FROM);
  const say = chat.say;
  /** Sends the protected statement; a first message gets the welcome in the same message. */
  const sendStatement = async (first = false) => {
    const asked = replyMediaProblem("password_required");
    expect(await chat.sendPdf(statement)).toEqual([
      first ? `${replyWelcome("Ana Souza")}\n\n${asked}` : asked,
    ]);
  };
  const count = async (table: string) => (await t.db.query(`SELECT 1 FROM ${table}`)).length;
  /** What is left of the protected file: [kept files, waits]. */
  const leftovers = async () => [await count("media_uploads"), await count("pdf_password_waits")];
  const everything = async () => {
    const tables = ["messages", "media_readings", "transactions", "reminders", "pdf_password_waits"];
    const rows = await Promise.all(tables.map((table) => t.db.query(`SELECT * FROM ${table}`)));
    return JSON.stringify(rows) + t.logs.join("\n");
  };

  it("asks for the password, asks again after a wrong one, reads the PDF with the right one and keeps no trace of it", async () => {
    await open();
    await sendStatement(true);
    expect(await leftovers()).toEqual([1, 1]);
    expect(await say("999999")).toEqual([replyMediaProblem("wrong_password")]);
    // The reminder and the import offer the statement made, in one message.
    const read = await say(PASSWORD);
    expect(read).toHaveLength(1);
    expect(read[0]).toContain("Lembrete criado");
    expect(read[0]).toContain("3 lançamentos novos: saiu R$ 544,65.");
    const reminders = await t.db.query<{ amount: number; due: string }>(
      "SELECT amount_centavos::int AS amount, due_date::text AS due FROM reminders",
    );
    expect(reminders).toEqual([{ amount: 54465, due: "2026-12-05" }]);
    // Neither password is stored anywhere nor logged; the file went once read.
    const stored = await everything();
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain("999999");
    expect(stored).toContain(ERASED_PASSWORD);
    expect(await leftovers()).toEqual([0, 0]);
    // The conversation goes on as usual: the offer made from the statement is accepted.
    expect((await say("importar")).join("\n")).toContain("Importei 3 lançamentos");
  }, 120_000);

  it("gives up after three wrong passwords, and the next message is an ordinary one", async () => {
    await open();
    await sendStatement(true);
    const answers = [];
    for (const wrong of ["1111", "2222", "3333"]) answers.push(...(await say(wrong)));
    expect(answers).toEqual([
      replyMediaProblem("wrong_password"),
      replyMediaProblem("wrong_password"),
      replyMediaProblem("password_gave_up"),
    ]);
    expect(await leftovers()).toEqual([0, 0]);
    expect((await say(PASSWORD)).join("\n")).not.toContain("Lembrete criado");
    expect(await count("reminders")).toBe(0);
    expect((await say("gastei 50 no mercado")).join("\n")).toContain("50,00");
  }, 120_000);

  it("answers a sentence as a message, stops on 'cancelar', and lets a forgotten PDF expire", async () => {
    await open();
    await sendStatement(true);
    // The person moved on: a sentence that does not open the PDF is read as a message, not an attempt.
    expect((await say("gastei 30 na padaria")).join("\n")).toContain("30,00");
    expect(await count("transactions")).toBe(1);
    expect(await say("cancelar")).toEqual([replyMediaProblem("password_cancelled")]);
    expect(await leftovers()).toEqual([0, 0]);

    await sendStatement();
    clock = new Date(START.getTime() + (WAIT_MINUTES + 1) * 60_000);
    expect((await say(PASSWORD)).join("\n")).not.toContain("Lembrete criado");
    expect(await leftovers()).toEqual([0, 0]);

    // Nobody answers at all: the periodic sweep drops the file.
    await sendStatement();
    const later = new Date(clock.getTime() + WAIT_MINUTES * 60_000);
    const files = { dir: t.db.kind === "pglite" ? join(t.config.env.DATA_DIR, "uploads") : null };
    expect(
      await t.db.transaction((tx) => sweepPasswordWaits(tx, files, new Date(later.getTime() - 1000))),
    ).toBe(0);
    expect(await t.db.transaction((tx) => sweepPasswordWaits(tx, files, later))).toBe(1);
    expect(await leftovers()).toEqual([0, 0]);
  }, 120_000);
});
