import { bookReplyHeader, centavos, type PlanCode, parseMessage, type RecordIntent } from "@tostao/core";
import type { Db } from "@tostao/db";
import { openTestDb, testEngines } from "@tostao/db/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureUser } from "../books/ensure-user.ts";
import { seedBusinessCategories } from "../books/seed-business-categories.ts";
import { setUpLimit } from "../testing/books-setup.ts";
import { TEST_NOTICE_TEMPLATES } from "../testing/notice-templates.ts";
import { sendDigests } from "../testing/notices-of-kind.ts";
import { recordSaid } from "../testing/record-said.ts";

// The first test on PGlite builds the migrated template (initdb): over a minute on a loaded machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const at = (iso: string) => new Date(`${iso}T10:00:00-03:00`);
/** What the parser makes of `text` said on `date`, placed in `category`. */
function said(text: string, date: string, category: string): RecordIntent {
  const [first] = parseMessage(text, at(date));
  if (first?.intent !== "record") throw new Error(`"${text}" is not a record`);
  return { ...first, category };
}

describe.each(testEngines())("digests per book (%s)", (engine) => {
  let db: Db;
  afterEach(async () => {
    await db?.close();
  });

  /** Ana keeps both books: Mercado in her own, Fornecedores in her business's, each with a limit. */
  async function twoBooks(phone = "+5511912340001") {
    const user = await ensureUser(db, phone, "Ana");
    await seedBusinessCategories(db, user.id);
    await setUpLimit(db, {
      userId: user.id,
      category: "Mercado",
      amount: centavos(80000),
      today: "2026-11-20",
    });
    await setUpLimit(db, {
      userId: user.id,
      book: "business",
      category: "Fornecedores",
      amount: centavos(100000),
      today: "2026-11-20",
    });
    await recordSaid(db, user.id, said("gastei 300 no mercado", "2026-11-17", "Mercado"));
    const supplier = said("paguei 500 de fornecedor", "2026-11-18", "Fornecedores");
    await recordSaid(db, user.id, supplier, "business");
    return user;
  }
  const bodies = (userId: number) =>
    db
      .query<{ body: string }>(
        "SELECT body FROM messages WHERE user_id = $1 AND direction = 'outbound' ORDER BY id",
        [userId],
      )
      .then((rows) => rows.map((r) => r.body));
  const holding = (plans: PlanCode[]) => ({
    db,
    accessPlans: async () => plans,
    templates: TEST_NOTICE_TEMPLATES,
  });

  it("sends each book its own weekly summary, labelled, with its own figures, once", async () => {
    db = await openTestDb(engine);
    const user = await twoBooks();
    const sent = await sendDigests(holding(["annual", "business_annual"]), "weekly", at("2026-11-23"));
    expect(sent.map((s) => [s.userId, s.book])).toEqual([
      [user.id, "personal"],
      [user.id, "business"],
    ]);
    // One message carries both books' summaries, each under its book's header.
    const [both, ...more] = await bodies(user.id);
    expect(more).toEqual([]);
    const [personal, business] = (both ?? "").split(`\n\n${bookReplyHeader("business")}\n`);
    expect(personal?.split("\n")[0]).toBe(bookReplyHeader("personal"));
    expect(personal).toContain("Gastos: R$ 300,00");
    expect(personal).toContain("• Mercado: R$ 300,00 de R$ 800,00 (37%)");
    expect(personal).not.toContain("Fornecedores");
    expect(personal).not.toContain("500,00");
    expect(business).toContain("Gastos: R$ 500,00");
    expect(business).toContain("• Fornecedores: R$ 500,00 de R$ 1.000,00 (50%)");
    expect(business).not.toContain("Mercado");
    expect(sent.map((s) => s.messageId)).toEqual([sent[0]?.messageId, sent[0]?.messageId]);
    // Ana has not written in 24 hours: on WhatsApp both go as one template, the folded notices
    // one, each book's period and figures a line of it (the history keeps the whole text).
    const templates = await db.query<{ type: string; template: { name: string; params: string[] } }>(
      "SELECT type, template FROM messages WHERE user_id = $1 ORDER BY id",
      [user.id],
    );
    expect(templates.map((m) => [m.type, m.template.name, m.template.params])).toEqual([
      [
        "template",
        "tostao_avisos",
        [
          "2 avisos",
          "1) Resumo da semana (16/11 a 22/11) · Pessoal: Despesas R$ 300,00 · Receitas R$ 0,00 · Saldo -R$ 300,00; " +
            "2) Resumo da semana (16/11 a 22/11) · Empresa: Despesas R$ 500,00 · Receitas R$ 0,00 · Saldo -R$ 500,00",
        ],
      ],
    ]);
    // Once per book and week, whatever the runs.
    expect(await sendDigests(holding(["annual", "business_annual"]), "weekly", at("2026-11-23"))).toEqual([]);
    expect(await bodies(user.id)).toHaveLength(1);
  });

  it("keeps the business digest for plans with the business books, and the weekly one for plans with it", async () => {
    db = await openTestDb(engine);
    const personalOnly = await twoBooks("+5511912340002");
    const sent = await sendDigests(holding(["annual"]), "weekly", at("2026-11-23"));
    expect(sent.map((s) => s.book)).toEqual(["personal"]);
    expect((await bodies(personalOnly.id))[0]).toContain("Gastos: R$ 300,00");

    // Monthly plans have the monthly close (a basic report) but no weekly summary.
    await db.close();
    db = await openTestDb(engine);
    const monthly = await twoBooks("+5511912340003");
    // She wrote an hour before the close: inside the 24-hour window it goes as plain text.
    await db.query("UPDATE users SET last_inbound_at = $2, wa_last_inbound_at = $2 WHERE id = $1", [
      monthly.id,
      new Date("2026-12-01T09:00:00-03:00"),
    ]);
    expect(await sendDigests(holding(["monthly", "business_monthly"]), "weekly", at("2026-11-23"))).toEqual(
      [],
    );
    const closes = await sendDigests(holding(["monthly", "business_monthly"]), "monthly", at("2026-12-01"));
    expect(closes.map((s) => s.book)).toEqual(["personal", "business"]);
    const [close, ...others] = await bodies(monthly.id);
    expect(others).toEqual([]);
    const [personal, business] = (close ?? "").split(`\n\n${bookReplyHeader("business")}\n`);
    expect(personal).toContain("📅 Fechamento de novembro/2026");
    expect(personal).toContain("Despesas R$ 300,00");
    expect(business).toContain("Despesas R$ 500,00");
    const types = await db.query<{ type: string }>("SELECT type FROM messages WHERE user_id = $1", [
      monthly.id,
    ]);
    expect(types.map((m) => m.type)).toEqual(["text"]);
  });
});
