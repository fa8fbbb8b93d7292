import { bookReplyHeader } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccessPlans } from "../billing/access-plans.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { seedBusinessCategories } from "../books/seed-business-categories.ts";
import { type AssistantTestApp, createAssistantTestApp, waitFor } from "../testing/assistant-app.ts";
import { setUpCard } from "../testing/books-setup.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { expenseSaid, recordSaid } from "../testing/record-said.ts";
import { noticesDueOn, sendNotices } from "./send-notices.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

// Monday 23/11/2026 at 10:00 in São Paulo: reminders, bills and the weekly summary all fall due.
const TEN_AM = new Date("2026-11-23T10:00:00-03:00");
const open: AccessPlans = async () => "open";
const PHONE = "5511912345678";

describe.each(testEngines())("the 10:00 notices, one message per person (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  /**
   * Ana keeps both books. On Monday 23/11 she is owed five notices: the rent and the accountant
   * (business) reminders, the Nubank bill due today, and each book's weekly summary.
   */
  async function anaOwedFive(phone = PHONE) {
    const user = await ensureUser(t.db, `+${phone}`, "Ana");
    await seedBusinessCategories(t.db, user.id);
    await setUpCard(t.db, { userId: user.id, name: "Nubank", closingDay: 3, dueDay: 23 });
    await recordSaid(t.db, user.id, expenseSaid(150, "2026-11-01", "Compras", "Nubank"));
    await recordSaid(t.db, user.id, expenseSaid(300, "2026-11-17", "Mercado"));
    await recordSaid(t.db, user.id, expenseSaid(500, "2026-11-18", "Fornecedores"), "business");
    const reminders: number[] = [];
    for (const [description, book] of [
      ["pagar o aluguel", "personal"],
      ["pagar o contador", "business"],
    ]) {
      const [row] = await t.db.query<{ id: number }>(
        `INSERT INTO reminders (user_id, description, amount_centavos, due_date, book)
         VALUES ($1, $2, 120000, '2026-11-23', $3) RETURNING id`,
        [user.id, description, book],
      );
      reminders.push(Number(row?.id));
    }
    return { user, reminders };
  }
  const wrote = (userId: number, at: Date) =>
    t.db.query("UPDATE users SET last_inbound_at = $2, wa_last_inbound_at = $2 WHERE id = $1", [userId, at]);
  /** Every notice's mark, with the message it records. */
  const marks = async (userId: number) => ({
    reminders: await t.db.query<{ last_sent_on: string }>(
      "SELECT last_sent_on::text AS last_sent_on FROM reminders WHERE user_id = $1 ORDER BY id",
      [userId],
    ),
    bills: await t.db.query<{ message_id: number }>(
      "SELECT n.message_id FROM card_bill_notices n JOIN cards c ON c.id = n.card_id WHERE c.user_id = $1",
      [userId],
    ),
    digests: await t.db.query<{ period: string; message_id: number }>(
      "SELECT period, message_id FROM digest_sends WHERE user_id = $1 ORDER BY period",
      [userId],
    ),
  });

  it("sends a person's reminders, bill and both books' summaries as one template outside the window, once", async () => {
    t = await createAssistantTestApp(engine, { now: () => TEN_AM });
    t.graph.enforceServiceWindow(true);
    const { user } = await anaOwedFive();
    // Ana last wrote on Friday: outside the 24-hour window, only a template reaches her.
    await wrote(user.id, new Date("2026-11-20T18:00:00-03:00"));
    expect(noticesDueOn("2026-11-23")).toEqual({
      reminders: true,
      bills: true,
      digests: ["weekly", "monthly"],
    });

    const sent = await sendNotices({ db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES }, TEN_AM);
    expect(sent.map((s) => s.kind)).toEqual(["reminder", "bill", "digest", "reminder", "digest"]);
    const messageIds = new Set(sent.map((s) => s.messageId));
    expect(messageIds.size).toBe(1);
    await waitFor(() => t.graph.sent().length === 1, 15_000, "the notices delivered");

    // One paid template instead of five, every notice a numbered line of it.
    const [template] = t.graph.sentTemplates();
    expect(template?.name).toBe("tostao_avisos");
    expect(template?.params).toEqual([
      "5 avisos",
      "1) pagar o aluguel (R$ 1.200,00) vence em 23/11/2026; " +
        "2) fatura de novembro/2026 do Nubank (R$ 150,00) vence em 23/11/2026; " +
        "3) Resumo da semana (16/11 a 22/11) · Pessoal: Despesas R$ 300,00 · Receitas R$ 0,00 · Saldo -R$ 300,00; " +
        "4) pagar o contador (R$ 1.200,00) vence em 23/11/2026; " +
        "5) Resumo da semana (16/11 a 22/11) · Empresa: Despesas R$ 500,00 · Receitas R$ 0,00 · Saldo -R$ 500,00",
    ]);
    // The history keeps the whole text, each book's header said once.
    const [history] = await t.db.query<{ body: string; type: string }>(
      "SELECT body, type FROM messages WHERE direction = 'outbound' AND user_id = $1",
      [user.id],
    );
    expect(history?.type).toBe("template");
    expect(history?.body.split(bookReplyHeader("personal"))).toHaveLength(2);
    expect(history?.body.split(bookReplyHeader("business"))).toHaveLength(2);
    expect(history?.body).toContain("⏰ Lembrete: pagar o aluguel (R$ 1.200,00) vence hoje.");
    expect(history?.body).toContain("⏰ A fatura de novembro/2026 do Nubank (R$ 150,00) vence hoje.");
    expect(history?.body).toContain("📊 Resumo da semana (16/11 a 22/11)");
    expect(history?.body).toContain("⏰ Lembrete: pagar o contador (R$ 1.200,00) vence hoje.");

    // Each notice marked once, recording the one message.
    const [messageId] = [...messageIds];
    expect(await marks(user.id)).toEqual({
      reminders: [{ last_sent_on: "2026-11-23" }, { last_sent_on: "2026-11-23" }],
      bills: [{ message_id: messageId }],
      digests: [
        { period: "2026-11-16", message_id: messageId },
        { period: "business:2026-11-16", message_id: messageId },
      ],
    });

    // Across a restart and later the same day: nothing twice.
    await t.restart();
    const deps = { db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES };
    expect(await sendNotices(deps, TEN_AM)).toEqual([]);
    expect(await sendNotices(deps, new Date("2026-11-23T18:00:00-03:00"))).toEqual([]);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.graph.sent()).toHaveLength(1);
    expect(t.graph.sentTemplates()).toHaveLength(1);
  });

  it("sends them as one text inside the window, and a person's run that failed sends all of theirs next time", async () => {
    t = await createAssistantTestApp(engine, { now: () => TEN_AM });
    t.graph.enforceServiceWindow(true);
    const ana = (await anaOwedFive()).user;
    const bia = (await anaOwedFive("5511912345679")).user;
    for (const [u, phone] of [
      [ana, PHONE],
      [bia, "5511912345679"],
    ] as const) {
      await wrote(u.id, new Date("2026-11-23T08:30:00-03:00"));
      t.graph.customerWrote(phone, new Date("2026-11-23T08:30:00-03:00"));
    }
    // Bia's plans cannot be read on the first run (a database hiccup): her transaction rolls back.
    let failBia = true;
    const flaky: AccessPlans = async (tx, userId, now) => {
      if (userId === bia.id && failBia) throw new Error("connection reset");
      return open(tx, userId, now);
    };
    const deps = { db: t.db, accessPlans: flaky, templates: TEST_NOTICE_TEMPLATES };
    await expect(sendNotices(deps, TEN_AM)).rejects.toThrow("connection reset");
    expect((await marks(bia.id)).digests).toEqual([]);
    expect((await marks(bia.id)).reminders.map((r) => r.last_sent_on)).toEqual([null, null]);
    failBia = false;
    // The queue retries the job: Ana's are not sent again, Bia's all go, together.
    const retried = await sendNotices(deps, TEN_AM);
    expect(retried.map((s) => s.userId)).toEqual([bia.id, bia.id, bia.id, bia.id, bia.id]);
    await waitFor(() => t.graph.sent().length === 2, 15_000, "both people's notices delivered");
    expect(t.graph.sentTemplates()).toEqual([]);
    for (const phone of [PHONE, "5511912345679"]) {
      const texts = t.graph.sentTexts().filter((m) => m.to === phone);
      expect(texts).toHaveLength(1);
      const body = texts[0]?.body ?? "";
      expect(body.startsWith(`${bookReplyHeader("personal")}\n⏰ Lembrete: pagar o aluguel`)).toBe(true);
      expect(body.split(bookReplyHeader("business"))).toHaveLength(2);
      expect(body).toContain('Depois de pagar, me diga "paguei a fatura do nubank".');
      expect(body).toContain("Gastos: R$ 500,00");
    }
  });

  it("queues one message when runs overlap", async () => {
    t = await createAssistantTestApp(engine, { workers: false });
    const { user } = await anaOwedFive();
    const deps = { db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES };
    const runs = await Promise.all([1, 2, 3].map(() => sendNotices(deps, TEN_AM)));
    expect(runs.flat()).toHaveLength(5);
    const outbound = await t.db.query(
      "SELECT id FROM messages WHERE direction = 'outbound' AND user_id = $1",
      [user.id],
    );
    expect(outbound).toHaveLength(1);
  });
});
