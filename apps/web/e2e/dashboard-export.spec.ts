import {
  download,
  expect,
  onEachDevice,
  openPainel,
  openWorkbook,
  rowWith,
  sheetOf,
  test,
} from "./dashboard-fixtures";

onEachDevice(() => {
  test("exports the period as .xlsx with real date and currency cells, and as CSV", async ({
    page,
    person,
  }) => {
    await person.say("gastei 1234,56 no mercado dia 3");
    await person.say("recebi 3000 de salário dia 5");
    await openPainel(page, "/painel/exportar?periodo=all");

    const xlsx = await download(page, /Planilha Excel/);
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book = await openWorkbook(xlsx.bytes);
    expect(book.worksheets.map((s) => s.name)).toEqual(["Registros", "Totais"]);

    const records = sheetOf(book, "Registros");
    expect(records.getRow(1).values).toEqual([
      undefined,
      "Data",
      "Tipo",
      "Descrição",
      "Categoria",
      "Valor",
      "Pagamento",
      "Cartão",
      "Parcela",
      "Fatura",
    ]);
    expect(records.actualRowCount).toBe(3);
    const market = rowWith(records, 3, "mercado");
    const date = market.getCell(1);
    expect(date.value).toBeInstanceOf(Date);
    expect((date.value as Date).getUTCDate()).toBe(3);
    expect(date.numFmt).toBe("dd/mm/yyyy");
    expect(market.getCell(2).value).toBe("Despesa");
    expect(market.getCell(5).value).toBe(-1234.56);
    expect(market.getCell(5).numFmt).toContain('"R$"');
    expect(rowWith(records, 2, "Receita").getCell(5).value).toBe(3000);

    const totals = sheetOf(book, "Totais");
    expect(totals.getRow(1).values).toEqual([undefined, "Mês", "Tipo", "Categoria", "Total"]);
    expect(totals.actualRowCount).toBe(3);
    const expenses = rowWith(totals, 2, "Despesa");
    expect(expenses.getCell(1).value).toBeInstanceOf(Date);
    expect(expenses.getCell(1).numFmt).toBe("mm/yyyy");
    expect(expenses.getCell(4).value).toBe(1234.56);
    expect(expenses.getCell(4).numFmt).toContain('"R$"');

    const csv = await download(page, /CSV/);
    expect(csv.name).toMatch(/\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Data;Tipo;Descrição;Categoria;Valor;Pagamento;Cartão;Parcela;Fatura");
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes("mercado"))).toMatch(
      /^03\/\d\d\/\d{4};Despesa;mercado;[^;]+;-1234,56;/,
    );
  });
});
