import { mod11Dv } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { subscriptionAccessPlans } from "../billing/access-plans.ts";
import { createLogger } from "../logger.ts";
import {
  type AssistantTestApp,
  createAssistantTestApp,
  signedWebhook,
  waitFor,
} from "../testing/assistant-app.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendDueReminders } from "../testing/notices-of-kind.ts";
import { renderPhoto, renderTextPdf } from "./samples/render.ts";
import { mediaPayload, withoutWelcome } from "./testing/whatsapp-conversation.ts";

// A receipt photo whose total cannot be vouched for gets a question and no record; an energy bill in
// the NF3e layout (access-key model 66) becomes a reminder that goes out at 10:00 on its due date.
const FROM = "5511955554444";
const NOW = new Date("2026-11-24T12:00:00-03:00");
// 10:00 in São Paulo (UTC-3) on the bill's due date, 15/12/2026.
const TEN_AM_ON_DUE_DATE = new Date("2026-12-15T13:00:00Z");
let noTotal: Buffer;
let energy: Buffer;
let pixReceived: Buffer;
let pixScheduled: Buffer;
let tedReceived: Buffer;

beforeAll(async () => {
  // The total line was torn off: items and the tax estimate are there, the total is not.
  noTotal = await renderPhoto(
    [
      "RESTAURANTE SABOR DA TERRA",
      "CNPJ 11.222.333/0001-81",
      "RUA DAS PALMEIRAS, 120",
      "001 PRATO EXECUTIVO 1 UN 39,90",
      "002 SUCO NATURAL 1 UN 9,00",
      "Tributos aprox. R$ 7,91 Fonte IBPT",
      "07/09/2026 13:02:11",
    ],
    { noise: 4 },
  );
  const body = "31261006981180000116660010000123451000000001";
  const key = body + mod11Dv(body);
  energy = await renderTextPdf([
    "CEMIG DISTRIBUICAO S.A.",
    "DOCUMENTO AUXILIAR DA NOTA FISCAL DE ENERGIA ELETRICA ELETRONICA",
    "MARIA DAS GRACAS PEREIRA",
    ["Consumo kWh", "187"],
    ["Vencimento", "15/12/2026"],
    ["TOTAL A PAGAR", "R$ 156,32"],
    ["ICMS 18%", "R$ 28,14"],
    `Chave de acesso ${(key.match(/.{4}/g) as string[]).join(" ")}`,
    "Pague aqui com PIX",
  ]);
  pixReceived = await renderTextPdf([
    "Comprovante de Pix recebido",
    ["Valor", "R$ 250,00"],
    ["Data", "20/11/2026 10:14"],
    "Quem enviou",
    "Marcos Vinicius Andrade",
    "Quem recebeu",
    "Juliana Prado Souza",
    "ID da transação E18236120202611201314s0a1b2c3d4e5",
  ]);
  tedReceived = await renderTextPdf([
    "Banco do Brasil",
    "Comprovante de TED recebida",
    ["Data", "21/11/2026"],
    ["Valor", "R$ 2.350,00"],
    "Remetente",
    "Construtora Horizonte Azul Ltda",
    ["Finalidade", "Credito em conta"],
  ]);
  pixScheduled = await renderTextPdf([
    "CAIXA",
    "Comprovante de agendamento Pix",
    ["Agendado em", "24/11/2026 09:40"],
    ["Data do pagamento", "05/12/2026"],
    ["Valor", "R$ 480,00"],
    "Recebedor",
    "Escola de Natação Golfinho",
    ["Pagador", "Helena Martins"],
  ]);
}, 60_000);

describe.each(testEngines())("what the chat does with what was read (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });
  const bodies = () =>
    t.graph
      .sentTexts()
      .filter((m) => m.to === FROM)
      .map((m) => m.body);
  const post = async (payload: unknown) =>
    expect((await t.app.request("/webhooks/whatsapp", signedWebhook(payload))).status).toBe(200);

  it("asks for the total of a receipt photo it could not vouch for, and records nothing", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(noTotal, "image/png");
    await post(mediaPayload(FROM, "wamid.NT1", "image", id, { mime_type: "image/png" }));
    await waitFor(() => bodies().some((b) => b.includes("Quanto deu?")), 60_000, "the question");
    const question = withoutWelcome(bodies().find((b) => b.includes("Quanto deu?")) as string);
    expect(question).toMatch(
      /^Li o cupom (do|de) RESTAURANTE SABOR DA TERRA de 07\/09, mas não o total\. Quanto deu\?$/,
    );
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
  }, 90_000);

  it("books a Pix received as income from its sender, not as an expense", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(pixReceived, "application/pdf");
    await post(
      mediaPayload(FROM, "wamid.PIXIN", "document", id, {
        mime_type: "application/pdf",
        filename: "comprovante.pdf",
      }),
    );
    await waitFor(() => bodies().some((b) => b.includes("Pix recebido")), 30_000, "the answer");
    const answer = bodies().find((b) => b.includes("Pix recebido")) as string;
    expect(answer).toContain(
      "📄 Li o Pix recebido de Marcos Vinicius Andrade de 20/11/2026: valor R$ 250,00.",
    );
    expect(
      await t.db.query(
        "SELECT kind, amount_centavos::int AS amount, date::text AS date, description FROM transactions",
      ),
    ).toEqual([
      { kind: "income", amount: 25000, date: "2026-11-20", description: "Marcos Vinicius Andrade" },
    ]);
  }, 90_000);

  it("books a TED received as income from its sender", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(tedReceived, "application/pdf");
    await post(
      mediaPayload(FROM, "wamid.TEDIN", "document", id, {
        mime_type: "application/pdf",
        filename: "ted.pdf",
      }),
    );
    await waitFor(() => bodies().some((b) => b.includes("transferência recebida")), 30_000, "the answer");
    const answer = bodies().find((b) => b.includes("transferência recebida")) as string;
    expect(answer).toContain(
      "📄 Li a transferência recebida de Construtora Horizonte Azul Ltda de 21/11/2026: valor R$ 2.350,00.",
    );
    expect(
      await t.db.query(
        "SELECT kind, amount_centavos::int AS amount, date::text AS date, description FROM transactions",
      ),
    ).toEqual([
      { kind: "income", amount: 235000, date: "2026-11-21", description: "Construtora Horizonte Azul Ltda" },
    ]);
  }, 90_000);

  it("turns a Pix scheduled for a later day into a reminder, not an expense of today", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(pixScheduled, "application/pdf");
    await post(
      mediaPayload(FROM, "wamid.PIXAG", "document", id, {
        mime_type: "application/pdf",
        filename: "agendamento.pdf",
      }),
    );
    await waitFor(() => bodies().some((b) => b.includes("Lembrete criado")), 30_000, "the reminder");
    const answer = bodies().find((b) => b.includes("Lembrete criado")) as string;
    expect(answer).toContain(
      "📄 Li o Pix agendado para Escola de Natação Golfinho em 05/12/2026: valor R$ 480,00.",
    );
    expect(
      await t.db.query(
        "SELECT description, amount_centavos::int AS amount, due_date::text AS due FROM reminders",
      ),
    ).toEqual([{ description: "Pix para Escola de Natação Golfinho", amount: 48000, due: "2026-12-05" }]);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
  }, 90_000);

  it("turns an NF3e energy bill into a reminder sent at 10:00 on its due date", async () => {
    t = await createAssistantTestApp(engine, { now: () => NOW });
    const id = t.graph.addMedia(energy, "application/pdf");
    await post(
      mediaPayload(FROM, "wamid.NF3E", "document", id, {
        mime_type: "application/pdf",
        filename: "conta.pdf",
      }),
    );
    await waitFor(() => bodies().some((b) => b.includes("Lembrete criado")), 30_000, "the reminder");
    const answer = bodies().find((b) => b.includes("Lembrete criado")) as string;
    expect(answer).toContain("📄 Li a conta de luz da Cemig, vencimento 15/12/2026: valor R$ 156,32.");
    const reminders = await t.db.query<{ id: number; description: string; amount: number; due: string }>(
      "SELECT id, description, amount_centavos::int AS amount, due_date::text AS due FROM reminders",
    );
    expect(reminders).toEqual([
      { id: expect.any(Number), description: "conta de luz Cemig", amount: 15632, due: "2026-12-15" },
    ]);
    expect(await t.db.query("SELECT 1 FROM transactions")).toHaveLength(0);
    const send = (at: Date) =>
      sendDueReminders(
        {
          db: t.db,
          logger: createLogger("silent"),
          templates: TEST_NOTICE_TEMPLATES,
          accessPlans: subscriptionAccessPlans("open"),
        },
        at,
      );
    expect(await send(new Date("2026-12-14T13:00:00Z"))).toEqual([]);
    const queued = await send(TEN_AM_ON_DUE_DATE);
    expect(queued.map((q) => q.reminderId)).toEqual([reminders[0]?.id]);
  }, 90_000);
});
