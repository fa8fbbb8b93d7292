import { testEngines } from "@tostao/db/testing";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useMeTestApp } from "../testing.ts";

// A fridge of R$ 960,00 in 3x on a card closing on the 3rd and due on the 10th, bought on 26/11:
// three parts dated the purchase day, on the bills of December, January and February; and R$ 50,00
// at the bakery in cash on 05/12.
describe.each(testEngines())("month totals count a credit part in its bill's month (%s)", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;

  const summary = async (month: string) =>
    (await (await t.as(ana, `/api/me/summary?month=${month}`)).json()) as {
      instalmentView: string;
      totals: { expenseCents: number; instalmentCents: number; count: number };
      byCategory: Array<{ totalCents: number }>;
      byDay: Array<{ date: string; expenseCents: number }>;
      months: Array<{ month: string; expenseCents: number }>;
    };
  const setView = (view: string) => t.as(ana, "/api/me/instalment-view", { method: "PUT", json: { view } });

  beforeAll(async () => {
    ana = await t.person("+5511999990001");
    const [card] = await t.db.query<{ id: number }>(
      `INSERT INTO cards (user_id, name, closing_day, due_day) VALUES ($1, 'Nubank', 3, 10) RETURNING id`,
      [ana],
    );
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method, card_id, card,
         installment_group, installment_number, installment_count, bill_month)
       SELECT $1, 'expense', 32000, '2026-11-26', 'geladeira', 'credit', $2, 'Nubank', g, n, 3, m
       FROM (SELECT gen_random_uuid() AS g) x,
            (VALUES (1, '2026-12'), (2, '2027-01'), (3, '2027-02')) AS p (n, m)`,
      [ana, card?.id],
    );
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method)
       VALUES ($1, 'expense', 5000, '2026-12-05', 'padaria', 'cash')`,
      [ana],
    );
  });

  it("by default puts each part in its bill's month, on its bill's due day, and says what is instalments", async () => {
    const november = await summary("2026-11");
    expect(november.instalmentView).toBe("bill");
    expect(november.totals).toMatchObject({ expenseCents: 0, instalmentCents: 0, count: 0 });

    const december = await summary("2026-12");
    expect(december.totals).toMatchObject({ expenseCents: 37000, instalmentCents: 32000, count: 2 });
    expect(december.byCategory.reduce((sum, c) => sum + c.totalCents, 0)).toBe(37000);
    expect(december.byDay).toEqual([
      expect.objectContaining({ date: "2026-12-05", expenseCents: 5000 }),
      expect.objectContaining({ date: "2026-12-10", expenseCents: 32000 }),
    ]);
    const bars = (await summary("2027-02")).months.slice(-4);
    expect(bars.map((m) => [m.month, m.expenseCents])).toEqual([
      ["2026-11", 0],
      ["2026-12", 37000],
      ["2027-01", 32000],
      ["2027-02", 32000],
    ]);
  });

  it("counts the whole purchase in its month under the purchase view, and back", async () => {
    const res = await setView("purchase");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: { instalmentView: string } }).account.instalmentView).toBe(
      "purchase",
    );
    expect((await summary("2026-11")).totals).toMatchObject({ expenseCents: 96000, instalmentCents: 96000 });
    expect((await summary("2026-12")).totals).toMatchObject({ expenseCents: 5000, instalmentCents: 0 });
    expect((await setView("bill")).status).toBe(200);
    expect((await summary("2026-11")).totals.expenseCents).toBe(0);
  });

  it("lists on Transações each part in its bill's month, with the month's totals, under both views", async () => {
    const list = async (from: string, to: string, by: "days" | "months") =>
      (await (await t.as(ana, `/api/me/transactions?from=${from}&to=${to}&by=${by}`)).json()) as {
        items: Array<{ description: string; installment: unknown; date: string }>;
        totals: { count: number; expenseCents: number };
      };
    const listed = async (from: string, to: string, by: "days" | "months" = "months") => {
      const page = await list(from, to, by);
      return {
        names: page.items.map((i) => i.description),
        count: page.totals.count,
        cents: page.totals.expenseCents,
      };
    };
    // November shows nothing of the fridge: its parts are on December's, January's, February's bills.
    expect(await listed("2026-11-01", "2026-11-30")).toEqual({ names: [], count: 0, cents: 0 });
    expect(await listed("2026-12-01", "2026-12-31")).toEqual({
      names: ["padaria", "geladeira"],
      count: 2,
      cents: 37000,
    });
    // The month so far, and a span of months, by the same rule when they say they count by months.
    expect(await listed("2026-12-01", "2026-12-05")).toMatchObject({ count: 2, cents: 37000 });
    expect(await listed("2026-11-01", "2027-01-15")).toMatchObject({ count: 3, cents: 69000 });
    // A span of days goes by each record's counting day: a part on its bill's due day
    // (docs/books.md, "Months"), so the week of the purchase holds none of them, and the same
    // dates as the month so far hold only what falls on them.
    expect(await listed("2026-11-20", "2026-11-30", "days")).toMatchObject({ count: 0, cents: 0 });
    expect(await listed("2026-12-01", "2026-12-05", "days")).toEqual({
      names: ["padaria"],
      count: 1,
      cents: 5000,
    });
    expect(await listed("2026-12-01", "2026-12-31", "days")).toMatchObject({ count: 2, cents: 37000 });
    expect(await listed("2027-01-08", "2027-01-12", "days")).toEqual({
      names: ["geladeira"],
      count: 1,
      cents: 32000,
    });

    expect((await setView("purchase")).status).toBe(200);
    expect(await listed("2026-11-01", "2026-11-30")).toMatchObject({ count: 3, cents: 96000 });
    expect(await listed("2026-12-01", "2026-12-31")).toEqual({ names: ["padaria"], count: 1, cents: 5000 });
    expect(await listed("2026-11-20", "2026-11-30", "days")).toMatchObject({ count: 3, cents: 96000 });
    expect((await setView("bill")).status).toBe(200);
  });

  it("refuses a view it does not know in pt-BR, changing nothing", async () => {
    const res = await setView("whenever");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation", fields: { view: "Escolha no mês da fatura ou no mês da compra." } },
    });
    const me = (await (await t.as(ana, "/api/me")).json()) as { account: { instalmentView: string } };
    expect(me.account.instalmentView).toBe("bill");
  });

  it("keeps the totals right when a part moves to another bill or goes", async () => {
    await t.db.query(
      "UPDATE transactions SET bill_month = '2027-03' WHERE user_id = $1 AND installment_number = 3",
      [ana],
    );
    expect((await summary("2027-02")).totals.expenseCents).toBe(0);
    expect((await summary("2027-03")).totals.expenseCents).toBe(32000);
    await t.db.query("DELETE FROM transactions WHERE user_id = $1 AND installment_number = 3", [ana]);
    expect((await summary("2027-03")).totals.expenseCents).toBe(0);
  });

  it("exports each part's bill, and the spreadsheet's totals by the month the dashboard counts", async () => {
    const csv = (await (await t.as(ana, "/api/me/export.csv")).text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(csv[0]).toBe("Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela;Fatura");
    expect(csv[1]).toBe("26/11/2026;Despesa;geladeira;Sem categoria;-320,00;Crédito;Nubank;1/3;12/2026");

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await t.as(ana, "/api/me/export.xlsx")).arrayBuffer());
    const records = workbook.getWorksheet("Registros");
    expect(records?.getRow(1).getCell(9).value).toBe("Fatura");
    expect(records?.getRow(2).getCell(9).value).toEqual(new Date("2026-12-01T00:00:00Z"));
    expect(records?.getRow(2).getCell(9).numFmt).toBe("mm/yyyy");
    const totals = workbook.getWorksheet("Totais");
    const months = [2, 3].map((n) => [
      totals?.getRow(n).getCell(1).value,
      totals?.getRow(n).getCell(4).value,
    ]);
    expect(months).toEqual([
      [new Date("2026-12-01T00:00:00Z"), 370],
      [new Date("2027-01-01T00:00:00Z"), 320],
    ]);
    expect(totals?.actualRowCount).toBe(3);
  });
});
