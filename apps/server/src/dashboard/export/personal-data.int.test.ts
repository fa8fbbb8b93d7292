import { testEngines } from "@tostao/db/testing";
import { describeTables } from "@tostao/db/types/describe-tables";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useMeTestApp } from "../testing.ts";
import { notExported, sections, transactionsSection } from "./personal-data-sections.ts";

const ANA = "+5511999990001";
const BIA = "+5511999990002";

/** A row in every table that can hold something of Ana's, through SQL (the test's own setup). */
async function fillEveryTable(
  db: { query: (sql: string, params?: unknown[]) => Promise<unknown[]> },
  ana: number,
) {
  const one = async <T>(sql: string, params: unknown[]) => ((await db.query(sql, params)) as T[])[0] as T;
  const expense = await one<{ id: number }>(
    "SELECT id FROM categories WHERE user_id = $1 AND kind = 'expense' AND name = 'Mercado'",
    [ana],
  );
  const card = await one<{ id: number }>(
    `INSERT INTO cards (user_id, name, limit_centavos, closing_day, due_day, bill_reminders)
     VALUES ($1, 'Nubank', 500000, 3, 10, false) RETURNING id`,
    [ana],
  );
  const goal = await one<{ id: number }>(
    "INSERT INTO goals (user_id, kind, name, target_centavos, deadline) VALUES ($1, 'savings', 'Viagem', 1000000, '2026-12-31') RETURNING id",
    [ana],
  );
  const rule = await one<{ id: number }>(
    `INSERT INTO recurring_rules (user_id, kind, amount_centavos, category_id, description, day_of_month, starts_on)
     VALUES ($1, 'expense', 150000, $2, 'Aluguel', 5, '2026-01-05') RETURNING id`,
    [ana, expense.id],
  );
  await db.query(
    `INSERT INTO transactions (user_id, kind, amount_centavos, date, category_id, description, payment_method,
       card_id, bill_month, installment_group, installment_number, installment_count, goal_id, recurring_rule_id, access_key)
     VALUES ($1, 'expense', 32000, '2026-03-02', $2, 'Geladeira', 'credit', $3, '2026-04', gen_random_uuid(), 1, 10, NULL, NULL, NULL),
            ($1, 'investment', 50000, '2026-03-03', NULL, 'Guardei', 'pix', NULL, NULL, NULL, NULL, NULL, $4, NULL, NULL),
            ($1, 'expense', 150000, '2026-03-05', $2, 'Aluguel', 'boleto', NULL, NULL, NULL, NULL, NULL, NULL, $5, '35260312345678000190650010000000011000000015')`,
    [ana, expense.id, card.id, goal.id, rule.id],
  );
  await db.query(
    "INSERT INTO card_bill_payments (card_id, month, amount_centavos, paid_on) VALUES ($1, '2026-03', 123456, '2026-03-10')",
    [card.id],
  );
  await db.query("INSERT INTO card_bill_notices (card_id, month, notice) VALUES ($1, '2026-03', 'eve')", [
    card.id,
  ]);
  await db.query("INSERT INTO category_choices (user_id, words, category_id) VALUES ($1, 'sacolao', $2)", [
    ana,
    expense.id,
  ]);
  await db.query(
    "INSERT INTO spending_limits (user_id, category_id, amount_centavos) VALUES ($1, $2, 80000)",
    [ana, expense.id],
  );
  await db.query(
    "INSERT INTO limit_alerts (user_id, category_id, month, threshold) VALUES ($1, $2, '2026-03', 80)",
    [ana, expense.id],
  );
  await db.query(
    "INSERT INTO planned_purchases (user_id, description, amount_centavos, planned_for) VALUES ($1, 'TV', 300000, '2026-06-01')",
    [ana],
  );
  await db.query(
    "INSERT INTO reminders (user_id, description, amount_centavos, due_date, recurrence_day) VALUES ($1, 'Luz', 18000, '2026-03-20', 20)",
    [ana],
  );
  const operation = await one<{ id: number }>(
    `INSERT INTO books_operations (user_id, book, kind, source, summary, created_at)
     VALUES ($1, 'personal', 'edit', 'dashboard', '{}'::jsonb, now()) RETURNING id`,
    [ana],
  );
  await db.query(
    `INSERT INTO books_changes (operation_id, table_name, row_key, before, after)
     VALUES ($1, 'reminders', '1', '{"description": "Luz"}'::jsonb, '{"description": "Conta de luz"}'::jsonb)`,
    [operation.id],
  );
  await db.query("INSERT INTO digest_sends (user_id, kind, period) VALUES ($1, 'weekly', '2026-W10')", [ana]);
  const message = await one<{ id: number }>(
    `INSERT INTO messages (channel, external_id, direction, user_id, phone, type, body, status)
     VALUES ('whatsapp', 'wamid.ana.1', 'inbound', $1, $2, 'image', NULL, 'processed') RETURNING id`,
    [ana, ANA],
  );
  await db.query(
    `INSERT INTO media_readings (message_id, outcome, fields) VALUES ($1, 'document', '{"amount": 70.1}'::jsonb)`,
    [message.id],
  );
  await db.query(
    "INSERT INTO message_statuses (external_id, status, occurred_at, recipient) VALUES ('wamid.out.ana', 'read', now(), $1)",
    [ANA.slice(1)],
  );
  await db.query(
    `INSERT INTO sessions (id, token_hash, kind, user_id, user_agent, created_at, last_seen_at)
     VALUES ('sess-ana', 'hash-ana', 'person', $1, 'Chrome no Android', now(), now())`,
    [ana],
  );
  const subscription = await one<{ id: number }>(
    `INSERT INTO subscriptions (provider, external_id, user_id, phone, buyer_name, buyer_email, plan, status, started_at, period_end)
     VALUES ('hotmart', 'SUB-ANA', $1, $2, 'Ana Souza', 'ana@example.com', 'annual', 'active', now(), now() + interval '1 year')
     RETURNING id`,
    [ana, ANA],
  );
  await db.query(
    `INSERT INTO subscription_events (provider, event_id, subscription_id, event_type, kind, occurred_at, plan, amount_centavos, outcome, payload)
     VALUES ('hotmart', 'EV-ANA-1', $1, 'PURCHASE_APPROVED', 'approved', now(), 'annual', 23880, 'applied', '{}'::jsonb)`,
    [subscription.id],
  );
  await db.query(
    'INSERT INTO conversation_states (user_id, state, expires_at) VALUES ($1, \'{"seq": 1, "subject": null, "pending": null}\'::jsonb, now() + interval \'10 minutes\')',
    [ana],
  );
  await db.query(
    "INSERT INTO pdf_password_waits (message_id, channel, contact, created_at) VALUES ($1, 'whatsapp', $2, now())",
    [message.id, ANA],
  );
  await db.query(
    `INSERT INTO afiliados_pedidos (nome, whatsapp, email, profissao, trabalha_marketing, canal_divulgacao)
     VALUES ('Ana Souza', $1, 'ana@example.com', 'Designer', 'Sim', 'Instagram')`,
    [ANA],
  );
  const account = await one<{ id: number }>(
    `INSERT INTO accounts (user_id, name, kind, bank, opening_balance_centavos, opening_on)
     VALUES ($1, 'Nubank', 'checking', 'Nubank', 120000, '2026-01-01') RETURNING id`,
    [ana],
  );
  const savings = await one<{ id: number }>(
    "INSERT INTO accounts (user_id, name, kind, opening_on) VALUES ($1, 'Poupança', 'savings', '2026-01-01') RETURNING id",
    [ana],
  );
  await db.query(
    `INSERT INTO account_transfers (user_id, date, amount_centavos, from_account_id, to_account_id, description)
     VALUES ($1, '2026-03-02', 50000, $2, $3, 'guardar')`,
    [ana, account.id, savings.id],
  );
  await db.query(
    `INSERT INTO statement_imports (user_id, account_id, file_name, reading, status, source)
     VALUES ($1, $2, 'extrato.ofx', '{}'::jsonb, 'imported', 'dashboard')`,
    [ana, account.id],
  );
  await db.query(
    'INSERT INTO paydays (user_id, rule, amount_centavos) VALUES ($1, \'{"type":"day","day":5}\'::jsonb, 350000)',
    [ana],
  );
}

describe.each(testEngines())("the person's copy of their data (LGPD) on %s", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;

  beforeAll(async () => {
    ana = await t.person(ANA);
    const bia = await t.person(BIA);
    await fillEveryTable(t.db, ana);
    await t.as(bia, "/api/me/transactions", {
      method: "POST",
      json: { date: "2026-03-01", kind: "expense", amountCents: 999, description: "da Bia" },
    });
  });

  it("accounts for every table of the schema: exported in a section, or left out with a reason", async () => {
    const schema = (await describeTables(t.db)).map((table) => table.name).sort();
    const exported = [transactionsSection, ...sections].flatMap((s) => s.tables);
    const accounted = [...exported, ...Object.keys(notExported)];
    // A table added by a migration must say here where a person's rows in it go.
    const missing = schema.filter((name) => !accounted.includes(name));
    expect(missing, "tables with no entry in personal-data-sections.ts").toEqual([]);
    expect(
      accounted.filter((name) => !schema.includes(name)),
      "entries for tables that do not exist",
    ).toEqual([]);
    expect(new Set(accounted).size, "a table in two places").toBe(accounted.length);
  });

  it("writes every section of the JSON copy, money in reais, nothing of anyone else", async () => {
    const res = await t.as(ana, "/api/me/data.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="tostao-meus-dados-.*\.json"/,
    );
    const data = (await res.json()) as Record<string, unknown>;
    for (const section of [transactionsSection, ...sections]) {
      const value = data[section.key];
      if (section.key === "account") expect(value, section.key).toMatchObject({ phone: ANA });
      else expect((value as unknown[]).length, `${section.key} is empty`).toBeGreaterThan(0);
    }
    expect(data.cards).toEqual([
      expect.objectContaining({ name: "Nubank", limit: 5000, billReminders: false }),
    ]);
    expect(data.billPayments).toEqual([
      { card: "Nubank", month: "2026-03", amount: 1234.56, paidOn: "2026-03-10" },
    ]);
    expect(data.limits).toEqual([expect.objectContaining({ category: "Mercado", amount: 800 })]);
    expect(data.goals).toEqual([
      expect.objectContaining({ name: "Viagem", target: 10000, saved: 500, kind: "Juntar dinheiro" }),
    ]);
    expect(data.plannedPurchases).toEqual([
      expect.objectContaining({ description: "TV", amount: 3000, status: "Planejada" }),
    ]);
    expect(data.noticeSettings).toEqual([
      { notice: "Resumo semanal e fechamento do mês", enabled: true },
      { notice: "Lembrete da fatura do Nubank", enabled: false },
    ]);
    expect(data.transactions).toContainEqual(
      expect.objectContaining({
        description: "Geladeira",
        amount: 320,
        kind: "Despesa",
        payment: "Crédito",
        card: "Nubank",
        billMonth: "2026-04",
        installment: "1/10",
      }),
    );
    expect(data.transactions).toContainEqual(
      expect.objectContaining({ description: "Guardei", goal: "Viagem" }),
    );
    expect(data.transactions).toContainEqual(
      expect.objectContaining({ description: "Aluguel", fixedItem: "Aluguel" }),
    );
    expect(data.payments).toEqual([expect.objectContaining({ amount: 238.8, plan: "Plano Anual" })]);
    expect(JSON.stringify(data)).not.toContain("da Bia");
    expect(JSON.stringify(data)).not.toContain(BIA);
  });

  it("tells money taken out of a goal from money put in it", async () => {
    const caio = await t.person("+5511999990003");
    const [goal] = (await t.db.query(
      "INSERT INTO goals (user_id, kind, name, target_centavos) VALUES ($1, 'savings', 'Carro', 1000000) RETURNING id",
      [caio],
    )) as { id: number }[];
    const put = await t.as(caio, `/api/me/goals/${goal?.id}/deposits`, {
      method: "POST",
      json: { amountCents: 50000, date: "2026-03-02" },
    });
    expect(put.status).toBe(201);
    const taken = await t.as(caio, `/api/me/goals/${goal?.id}/withdrawals`, {
      method: "POST",
      json: { amountCents: 20000, date: "2026-03-04" },
    });
    expect(taken.status).toBe(201);
    const data = (await (await t.as(caio, "/api/me/data.json")).json()) as {
      bookChanges: { action: string; table: string }[];
      transfers: { kind: string; goal: string; amount: number }[];
    };
    expect(data.bookChanges.filter((c) => c.table === "transactions").map((c) => c.action)).toEqual([
      "Valor para uma meta",
    ]);
    expect(data.bookChanges.filter((c) => c.table === "account_transfers").map((c) => c.action)).toEqual([
      "Retirada de meta",
    ]);
    expect(data.transfers).toEqual([
      expect.objectContaining({ kind: "Retirada de meta", goal: "Carro", amount: 200 }),
    ]);
  });

  it("writes a sheet per section with pt-BR headers, amounts in reais and real dates", async () => {
    const res = await t.as(ana, "/api/me/data.xlsx");
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const names = book.worksheets.map((sheet) => sheet.name);
    expect(names).toEqual(["Conta", "Registros", ...sections.slice(1).map((s) => s.sheet)]);
    for (const section of [transactionsSection, ...sections]) {
      const sheet = book.getWorksheet(section.sheet);
      const headers = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
      expect(headers, section.sheet).toEqual(section.columns.map((c) => c.header));
      expect(sheet?.rowCount, `${section.sheet} has no rows`).toBeGreaterThan(1);
    }
    const records = book.getWorksheet("Registros");
    const fridge = records
      ?.getRows(2, records.rowCount - 1)
      ?.find((row) => row.getCell(6).value === "Geladeira");
    expect(fridge?.getCell(2).value).toEqual(new Date("2026-03-02T00:00:00Z"));
    expect(fridge?.getCell(4).value).toBe(320);
    expect(fridge?.getCell(4).numFmt).toContain("R$");
    expect(fridge?.getCell(10).value).toBe("1/10");
    const payments = book.getWorksheet("Faturas pagas");
    expect(payments?.getRow(2).getCell(3).value).toBe(1234.56);
    expect(book.getWorksheet("Avisos")?.getRow(3).getCell(2).value).toBe("Não");
  });
});
