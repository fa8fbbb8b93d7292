import { centavos } from "@tostao/core";
import { testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccessPlans } from "../billing/access-plans.ts";
import { ensureUser } from "../books/ensure-user.ts";
import { payBill } from "../books/pay-bill.ts";
import { type AssistantTestApp, createAssistantTestApp, waitFor } from "../testing/assistant-app.ts";
import { setUpCard, setUpLimit } from "../testing/books-setup.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendBillNotices, sendDigests } from "../testing/notices-of-kind.ts";
import { expenseSaid, recordSaid } from "../testing/record-said.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PHONE = "5511912345678";
const open: AccessPlans = async () => "open";
const at = (iso: string) => new Date(`${iso}T10:00:00-03:00`);

describe.each(testEngines())("planning schedules (%s)", (engine) => {
  let t: AssistantTestApp;
  afterEach(async () => {
    await t?.close();
  });

  // The person wrote recently: inside WhatsApp's 24-hour window the notices go as plain text.
  const wrote = (userId: number, when: Date) =>
    t.db.query("UPDATE users SET last_inbound_at = $2, wa_last_inbound_at = $2 WHERE id = $1", [
      userId,
      when,
    ]);
  const texts = () =>
    t.graph
      .sentTexts()
      .filter((m) => m.to === PHONE)
      .map((m) => m.body);

  it("sends the weekly summary once, across a restart, and not after 'parar resumo'", async () => {
    t = await createAssistantTestApp(engine, { now: () => at("2026-11-23") });
    const user = await ensureUser(t.db, `+${PHONE}`, "Ana");
    await wrote(user.id, new Date("2026-11-23T09:00:00-03:00"));
    await setUpLimit(t.db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(80000),
      today: "2026-11-20",
    });
    await recordSaid(t.db, user.id, expenseSaid(300, "2026-11-17"));
    await recordSaid(t.db, user.id, expenseSaid(120, "2026-11-10", "Lazer"));
    const deps = () => ({ db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES });

    // Monday 23/11 at 10:00: the week of 16/11 to 22/11.
    const first = await sendDigests(deps(), "weekly", at("2026-11-23"));
    expect(first.map((s) => s.userId)).toEqual([user.id]);
    await waitFor(() => texts().length === 1, 15_000, "weekly summary delivered");
    await t.restart();
    expect(await sendDigests(deps(), "weekly", at("2026-11-23"))).toEqual([]);
    expect(await sendDigests(deps(), "weekly", new Date("2026-11-23T18:00:00-03:00"))).toEqual([]);
    await new Promise((r) => setTimeout(r, 500));
    const sent = texts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("📊 Resumo da semana (16/11 a 22/11)");
    expect(sent[0]).toContain("Gastos: R$ 300,00, semana anterior R$ 120,00.");
    expect(sent[0]).toContain("• Mercado: R$ 300,00 de R$ 800,00 (37%)");

    // A person who said "parar resumo" gets none the next Monday.
    await t.db.query("UPDATE users SET digests_enabled = false WHERE id = $1", [user.id]);
    await recordSaid(t.db, user.id, expenseSaid(50, "2026-11-25"));
    expect(await sendDigests(deps(), "weekly", at("2026-11-30"))).toEqual([]);
  });

  it("closes the month on day 1 only for plans that include reports", async () => {
    t = await createAssistantTestApp(engine, { now: () => at("2026-12-01") });
    const user = await ensureUser(t.db, `+${PHONE}`, "Ana");
    await wrote(user.id, new Date("2026-12-01T09:00:00-03:00"));
    await recordSaid(t.db, user.id, expenseSaid(200, "2026-11-05"));
    const none: AccessPlans = async () => [];
    expect(
      await sendDigests(
        { db: t.db, accessPlans: none, templates: TEST_NOTICE_TEMPLATES },
        "monthly",
        at("2026-12-01"),
      ),
    ).toEqual([]);
    const sent = await sendDigests(
      { db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES },
      "monthly",
      at("2026-12-01"),
    );
    expect(sent).toHaveLength(1);
    await waitFor(() => texts().length === 1, 15_000, "monthly close delivered");
    expect(texts()[0]).toContain("📅 Fechamento de novembro/2026");
  });

  // The month of totals and limits, worked out by hand: the salary on the 5th business day
  // (Saturdays count; Good Friday 03/04 does not) comes on 06/02, 06/03 and 07/04/2026. Ana's March
  // runs 06/03..06/04: 200,00 on 10/03 and 50,00 on 01/04; February's (06/02..05/03) holds 100,00
  // on 05/03. Bia counts calendar months: her March is 10/03 and 20/03.
  it("closes a month that starts on payday on the payday that starts the next, with its days", async () => {
    t = await createAssistantTestApp(engine, { now: () => at("2026-04-01") });
    const ana = await ensureUser(t.db, `+${PHONE}`, "Ana");
    const bia = await ensureUser(t.db, "+5511912345679", "Bia");
    for (const id of [ana.id, bia.id]) await wrote(id, new Date("2026-04-01T09:00:00-03:00"));
    await t.db.query(
      `INSERT INTO paydays (user_id, rule, month_starts_on_payday) VALUES ($1, '{"kind":"business_day","n":5}', true)`,
      [ana.id],
    );
    for (const [amount, date] of [
      [100, "2026-03-05"],
      [200, "2026-03-10"],
      [50, "2026-04-01"],
    ] as const)
      await recordSaid(t.db, ana.id, expenseSaid(amount, date));
    await recordSaid(t.db, bia.id, expenseSaid(30, "2026-03-10"));
    await recordSaid(t.db, bia.id, expenseSaid(20, "2026-03-20"));
    const deps = { db: t.db, accessPlans: open, templates: TEST_NOTICE_TEMPLATES };

    // Day 1 closes Bia's calendar March; Ana's month is still running.
    const first = await sendDigests(deps, "monthly", at("2026-04-01"));
    expect(first.map((s) => s.userId)).toEqual([bia.id]);
    for (const day of ["2026-04-02", "2026-04-06"])
      expect(await sendDigests(deps, "monthly", at(day))).toEqual([]);
    // Her payday, 07/04: March's month from payday to payday, against February's, once.
    await wrote(ana.id, new Date("2026-04-07T09:00:00-03:00"));
    const close = await sendDigests(deps, "monthly", at("2026-04-07"));
    expect(close.map((s) => s.userId)).toEqual([ana.id]);
    expect(await sendDigests(deps, "monthly", at("2026-04-07"))).toEqual([]);
    await waitFor(() => t.graph.sentTexts().length === 2, 15_000, "both closes delivered");
    const bodies = (to: string) =>
      t.graph
        .sentTexts()
        .filter((m) => m.to === to)
        .map((m) => m.body);
    const [anas] = bodies(PHONE);
    expect(anas).toContain("📅 Fechamento de março/2026 (06/03 a 06/04)");
    expect(anas).toContain("Despesas R$ 250,00");
    expect(anas).toContain("Despesas em fevereiro/2026: R$ 100,00 (↑ 150%).");
    const [bias] = bodies("5511912345679");
    expect(bias).toContain("📅 Fechamento de março/2026\n");
    expect(bias).toContain("Despesas R$ 50,00");
  });

  it("reminds of a bill the day before and on its due date, once each, never once paid or turned off", async () => {
    t = await createAssistantTestApp(engine, { now: () => at("2026-12-09") });
    const user = await ensureUser(t.db, `+${PHONE}`, "Ana");
    await wrote(user.id, new Date("2026-12-09T18:00:00-03:00"));
    const { card } = await setUpCard(t.db, { userId: user.id, name: "Nubank", closingDay: 3, dueDay: 10 });
    const { card: inter } = await setUpCard(t.db, {
      userId: user.id,
      name: "Inter",
      closingDay: 3,
      dueDay: 10,
    });
    for (const c of [card, inter]) {
      await recordSaid(t.db, user.id, expenseSaid(150, "2026-11-20", "Compras", c.name));
    }
    await setUpCard(t.db, { userId: user.id, name: "Inter", billReminders: false });
    const deps = { db: t.db, templates: TEST_NOTICE_TEMPLATES, accessPlans: open };
    // The December bill is due Thursday 10/12.
    expect((await sendBillNotices(deps, at("2026-12-09"))).map((n) => [n.month, n.notice])).toEqual([
      ["2026-12", "eve"],
    ]);
    expect(await sendBillNotices(deps, at("2026-12-09"))).toEqual([]);
    expect((await sendBillNotices(deps, at("2026-12-10"))).map((n) => n.notice)).toEqual(["due"]);
    expect(await sendBillNotices(deps, at("2026-12-10"))).toEqual([]);
    await waitFor(() => texts().length === 2, 15_000, "bill notices delivered");
    // Two send workers on PostgreSQL: the two notices may arrive in either order.
    expect([...texts()].sort()).toEqual([
      `⏰ A fatura de dezembro/2026 do Nubank (R$ 150,00) vence amanhã (10/12). Depois de pagar, me diga "paguei a fatura do nubank".`,
      `⏰ A fatura de dezembro/2026 do Nubank (R$ 150,00) vence hoje. Depois de pagar, me diga "paguei a fatura do nubank".`,
    ]);
    // January's bill, paid early: no notice.
    await recordSaid(t.db, user.id, expenseSaid(80, "2026-12-05", "Compras", "Nubank"));
    await t.db.transaction((tx) =>
      payBill(
        tx,
        { userId: user.id, book: "personal", source: "chat", now: new Date("2027-01-05T12:00:00-03:00") },
        { card, today: "2027-01-05", month: "2027-01" },
      ),
    );
    expect(await sendBillNotices(deps, at("2027-01-10"))).toEqual([]);
    expect(await sendBillNotices(deps, at("2027-01-11"))).toEqual([]);
  });
});
