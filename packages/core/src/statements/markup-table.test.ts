import { describe, expect, it } from "vitest";
import { decodeEntities, looksLikeMarkupTable, markupRows } from "./markup-table.ts";

describe("markupRows", () => {
  it("reads an HTML table, a cell spanning columns keeping the next ones under their headers", () => {
    const html = `<html><body><table><tr><td colspan="3"><b>Extrato</b></td></tr>
<tr><th>Data</th><th>Lançamento</th><th>Valor</th></tr>
<tr><td>03/11/2026</td><td>PIX<br>MARIA &amp; JOS&Eacute;</td><td>1.200,00</td></tr>
<tr><td colspan=2>Total</td><td>1.200,00</td></tr></table></body></html>`;
    expect(looksLikeMarkupTable(html)).toBe(true);
    expect(markupRows(html)).toEqual([
      ["Extrato", "", ""],
      ["Data", "Lançamento", "Valor"],
      ["03/11/2026", "PIX MARIA & JOSÉ", "1.200,00"],
      ["Total", "", "1.200,00"],
    ]);
  });

  it("reads Excel 2003's XML spreadsheet, a cell's ss:Index skipping ahead", () => {
    const xml = `<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Extrato"><Table><Row><Cell><Data ss:Type="String">Data</Data></Cell><Cell><Data ss:Type="String">Histórico</Data></Cell><Cell><Data ss:Type="String">Valor</Data></Cell></Row>
<Row><Cell><Data ss:Type="String">06/11/2026</Data></Cell><Cell ss:Index="3"><Data ss:Type="Number">-20</Data></Cell></Row></Table></Worksheet></Workbook>`;
    expect(looksLikeMarkupTable(xml)).toBe(true);
    expect(markupRows(xml)).toEqual([
      ["Data", "Histórico", "Valor"],
      ["06/11/2026", "", "-20"],
    ]);
  });

  it("leaves delimited text to the CSV reader", () => {
    expect(looksLikeMarkupTable("Data;Descrição;Valor\n05/11/2026;<b>x</b>;1,00")).toBe(false);
  });
});

describe("decodeEntities", () => {
  it("decodes numeric, named and accented entities", () => {
    expect(decodeEntities("JO&#195;O &amp; CIA &ccedil;&atilde;o &#xE9; &bogus;")).toBe(
      "JOÃO & CIA ção é &bogus;",
    );
  });
});
