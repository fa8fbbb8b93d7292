import { testEngines } from "@tostao/db/testing";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { useMeTestApp } from "../testing.ts";

describe.each(testEngines())("exports of the person's records (%s)", (engine) => {
  const t = useMeTestApp(engine);
  let ana: number;

  beforeAll(async () => {
    ana = await t.person("+5511999990001");
    const bia = await t.person("+5511999990002");
    for (const [userId, date, kind, amountCents, description] of [
      [ana, "2026-02-03", "expense", 123456, 'Feira; "orgânica"'],
      [ana, "2026-03-05", "income", 500000, "Salário"],
      [bia, "2026-03-05", "expense", 999, "da Bia"],
    ] as const) {
      await t.as(userId, "/api/me/transactions", {
        method: "POST",
        json: { date, kind, amountCents, description },
      });
    }
  });

  it("streams CSV for Brazilian Excel: BOM, semicolons, decimal comma, dd/mm/aaaa, only the filter", async () => {
    const res = await t.as(ana, "/api/me/export.csv?from=2026-01-01&to=2026-12-31");
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="tostao-registros-.*\.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split("\r\n");
    expect(lines).toEqual([
      "Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela;Fatura",
      '03/02/2026;Despesa;"Feira; ""orgânica""";Sem categoria;-1234,56;;;;',
      "05/03/2026;Receita;Salário;Sem categoria;5000,00;;;;",
    ]);
    const filtered = await (await t.as(ana, "/api/me/export.csv?kind=income")).text();
    expect(filtered).not.toContain("Feira");
  });

  it("writes the CSV's harder cells: formulas defused, line breaks quoted, centavos, cards and instalments", async () => {
    const cia = await t.person("+5511999990003");
    await t.db.query(
      `INSERT INTO transactions (user_id, kind, amount_centavos, date, description, payment_method, card,
         installment_group, installment_number, installment_count, bill_month)
       VALUES ($1, 'expense', 5, '2026-04-01', '=SOMA(A1)', 'credit', 'Nubank; roxo', gen_random_uuid(), 2, 3, '2026-06'),
              ($1, 'investment', 100000000, '2026-04-02', E'linha\nquebrada', 'pix', NULL, NULL, NULL, NULL, NULL),
              ($1, 'income', 1999, '2026-04-03', '@home', 'cash', NULL, NULL, NULL, NULL, NULL)`,
      [cia],
    );
    const text = await (await t.as(cia, "/api/me/export.csv")).text();
    expect(text.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
      "Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela;Fatura",
      '01/04/2026;Despesa;"=SOMA(A1)";Sem categoria;-0,05;Crédito;"Nubank; roxo";2/3;06/2026',
      '02/04/2026;Investimento;"linha\nquebrada";Sem categoria;1000000,00;Pix;;;',
      '03/04/2026;Receita;"@home";Sem categoria;19,99;Dinheiro;;;',
      "",
    ]);
  });

  it("writes an .xlsx with real date and currency cells and a sheet of totals", async () => {
    const res = await t.as(ana, "/api/me/export.xlsx");
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Registros", "Totais"]);
    const records = workbook.getWorksheet("Registros");
    const first = records?.getRow(2);
    expect(first?.getCell(1).value).toEqual(new Date("2026-02-03T00:00:00Z"));
    expect(first?.getCell(1).numFmt).toBe("dd/mm/yyyy");
    expect(first?.getCell(5).value).toBe(-1234.56);
    expect(first?.getCell(5).numFmt).toContain("R$");
    expect(records?.rowCount).toBe(3);
    const totals = workbook.getWorksheet("Totais");
    expect(totals?.getRow(2).values).toEqual([
      undefined,
      new Date("2026-02-01T00:00:00Z"),
      "Despesa",
      "Sem categoria",
      123456 / 100,
    ]);
  });

  it("refuses a bad filter before streaming anything", async () => {
    const res = await t.as(ana, "/api/me/export.xlsx?from=ontem");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation" } });
  });

  it("downloads everything held about the person as JSON", async () => {
    const res = await t.as(ana, "/api/me/data.json");
    const data = (await res.json()) as {
      account: { phone: string };
      transactions: unknown[];
      categories: unknown[];
    };
    expect(data.account.phone).toBe("+5511999990001");
    expect(data.transactions).toHaveLength(2);
    expect(data.categories.length).toBeGreaterThan(5);
    expect(JSON.stringify(data)).not.toContain("da Bia");
  });
});
