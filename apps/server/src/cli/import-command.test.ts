/// <reference types="node" />
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runImport } from "./import-command.ts";

const dir = new URL("../../../../packages/core/src/statements/corpus/", import.meta.url);
/** Files the tests write, removed after them. */
const tmp = mkdtempSync(join(tmpdir(), "import-command-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const expected = JSON.parse(readFileSync(new URL("expected.json", dir), "utf8")) as Record<
  string,
  { bank: string; layout: string; format: string; entries: number; in: number; out: number }
>;

async function run(files: string[], today?: string) {
  let text = "";
  const out = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runImport(files, out, 20 * 1_048_576, today);
  return {
    code,
    lines: text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

const path = (name: string) => fileURLToPath(new URL(name, dir));

describe("cli import", () => {
  it.each(Object.keys(expected))("prints every entry of %s and a summary with its totals", async (name) => {
    const { code, lines } = await run([path(name)]);
    const want = expected[name];
    if (!want) throw new Error(name);
    expect(code).toBe(0);
    const entries = lines.filter((l) => l.type === "entry");
    expect(entries).toHaveLength(want.entries);
    for (const e of entries) {
      expect(Object.keys(e)).toEqual(
        expect.arrayContaining(["file", "date", "amount", "direction", "kind", "description", "fitid"]),
      );
      expect(e.amount).toBeGreaterThan(0);
    }
    const summary = lines.at(-1);
    expect(summary).toMatchObject({
      type: "summary",
      bank: want.bank,
      layout: want.layout,
      format: want.format,
      entries: want.entries,
      money_in: want.in / 100,
      money_out: want.out / 100,
    });
  });

  it("reads every corpus file in one run and exits 1 for the one that is not a statement", async () => {
    const files = readdirSync(dir)
      .filter((n) => n !== "expected.json")
      .map(path);
    const { code, lines } = await run([...files, "/nonexistent/extrato.ofx"]);
    expect(code).toBe(1);
    const errors = lines.filter((l) => l.type === "error");
    expect(errors.map((e) => (e.error as { code: string }).code).sort()).toEqual([
      "not_found",
      "unsupported_format",
    ]);
    expect(lines.filter((l) => l.type === "summary")).toHaveLength(Object.keys(expected).length);
  });

  it("refuses a broken spreadsheet with a clear error", async () => {
    writeFileSync(`${tmp}/quebrado.xlsx`, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]));
    const { code, lines } = await run([`${tmp}/quebrado.xlsx`]);
    expect(code).toBe(1);
    expect(lines[0]).toMatchObject({ type: "error", error: { code: "invalid_file" } });
  });

  it("reads a bank's .xlsx with a merged title, its header on row 8, dates as serial numbers or text", async () => {
    const { default: Excel } = await import("exceljs");
    const book = new Excel.Workbook();
    const sheet = book.addWorksheet("Extrato");
    sheet.mergeCells("A1:E1");
    sheet.getCell("A1").value = "Banco Itaú - Extrato Conta Corrente";
    sheet.getCell("A2").value = "Agência: 1234  Conta: 56789-0";
    sheet.getRow(8).values = ["Data", "Lançamento", "Ag./Origem", "Valor (R$)", "Saldos (R$)"];
    sheet.getRow(9).values = [46327, "SALDO ANTERIOR", "", null, 1000];
    sheet.getRow(10).values = [46331, "PIX TRANSF JOAO", "", -50.5, null];
    sheet.getRow(11).values = ["06/11/2026", "SISPAG SALARIO", "", "3.000,00", null];
    sheet.getRow(12).values = [new Date(Date.UTC(2026, 10, 7)), "PAG FATURA ITAUCARD", "", -1234.56, 1715.94];
    writeFileSync(`${tmp}/extrato.xlsx`, Buffer.from(await book.xlsx.writeBuffer()));
    const { code, lines } = await run([`${tmp}/extrato.xlsx`]);
    expect(code).toBe(0);
    expect(
      lines.filter((l) => l.type === "entry").map((e) => [e.date, e.amount, e.direction, e.kind]),
    ).toEqual([
      ["2026-11-05", 50.5, "out", "expense"],
      ["2026-11-06", 3000, "in", "income"],
      ["2026-11-07", 1234.56, "out", "bill_payment"],
    ]);
    expect(lines.at(-1)).toMatchObject({ bank: "Itaú", closing_balance: { amount: 1715.94 } });
  });

  it("reads the entries of a workbook whose first sheet is a summary", async () => {
    const { default: Excel } = await import("exceljs");
    const book = new Excel.Workbook();
    const cover = book.addWorksheet("Resumo");
    cover.getRow(1).values = ["Fatura do cartão XP", ""];
    cover.getRow(2).values = ["Total", 312];
    const sheet = book.addWorksheet("Lançamentos");
    sheet.getRow(1).values = ["Data", "Estabelecimento", "Portador", "Valor", "Parcela"];
    sheet.getRow(2).values = ["03/11/2026", "MP*MERCADOLIVRE", "ANA", 73.9, "7 de 10"];
    sheet.getRow(3).values = ["05/11/2026", "Pagamentos Validos Normais", "ANA", -500, "-"];
    writeFileSync(`${tmp}/xp.xlsx`, Buffer.from(await book.xlsx.writeBuffer()));
    const { code, lines } = await run([`${tmp}/xp.xlsx`]);
    expect(code).toBe(0);
    expect(
      lines.filter((l) => l.type === "entry").map((e) => [e.amount, e.direction, e.kind, e.installment]),
    ).toEqual([
      [73.9, "out", "expense", "7/10"],
      [500, "in", "bill_payment", null],
    ]);
  });

  it("refuses a workbook of card machine sales as what it is, whatever sheets follow it", async () => {
    const { default: Excel } = await import("exceljs");
    const book = new Excel.Workbook();
    const sales = book.addWorksheet("Vendas");
    sales.getRow(1).values = ["Data da venda", "Bandeira", "Valor bruto", "Taxa", "Valor líquido"];
    sales.getRow(2).values = ["03/11/2026", "Visa", 100, -3.19, 96.81];
    book.addWorksheet("Observações").getRow(1).values = ["Relatório gerado pelo portal"];
    writeFileSync(`${tmp}/vendas.xlsx`, Buffer.from(await book.xlsx.writeBuffer()));
    const { code, lines } = await run([`${tmp}/vendas.xlsx`]);
    expect(code).toBe(1);
    expect(lines[0]).toMatchObject({
      type: "error",
      error: {
        code: "unsupported_format",
        message: expect.stringMatching(/relatório de vendas da maquininha/),
      },
    });
  });

  it("dates a card bill's lines without a year from today when the file gives no year", async () => {
    writeFileSync(
      `${tmp}/fatura.csv`,
      "Data;Descrição;Valor\n28/12;LOJA;10,00\n03/01;Pagamento recebido;-10,00\n",
    );
    const { code, lines } = await run([`${tmp}/fatura.csv`], "2027-01-20");
    expect(code).toBe(0);
    expect(lines.filter((l) => l.type === "entry").map((e) => [e.date, e.direction, e.kind])).toEqual([
      ["2026-12-28", "out", "expense"],
      ["2027-01-03", "in", "bill_payment"],
    ]);
  });

  it("answers a legacy binary .xls with a JSON error that says what to export instead", async () => {
    writeFileSync(
      `${tmp}/extrato.xls`,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
    );
    const { code, lines } = await run([`${tmp}/extrato.xls`]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      {
        type: "error",
        file: `${tmp}/extrato.xls`,
        error: { code: "unsupported_format", message: expect.stringContaining("salve como .xlsx") },
      },
    ]);
  });
});
