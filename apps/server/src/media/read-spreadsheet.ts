/**
 * The cells of a spreadsheet's sheets as text, for the statement reader in core: dates as
 * `YYYY-MM-DD`, numbers with a dot and at most two decimals, formulas by their result. Banks'
 * .xlsx exports (and the product's own) are read this way; the legacy binary .xls is not.
 */
import type ExcelJS from "exceljs";

/** The most rows read from a sheet: far beyond any month of statements, well within memory. */
const MAX_SHEET_ROWS = 200_000;
/** The most sheets looked at: a cover or summary sheet may come before the entries. */
const MAX_SHEETS = 5;

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "VERDADEIRO" : "FALSO";
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("formula" in value || "sharedFormula" in value)
    return cellText((value as { result?: CellValue }).result ?? null);
  if ("text" in value) return String(value.text);
  return "";
}

/** True when the bytes are a zip archive (an .xlsx). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Opens a workbook and gives its first sheets in order, each read to cells only when asked for;
 * throws when the bytes are not a readable .xlsx.
 */
export async function readSpreadsheetSheets(bytes: Uint8Array): Promise<Array<() => string[][]>> {
  // Loaded on first use: exceljs costs a reading process about 18 MB that photos never need.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer,
  );
  return workbook.worksheets.slice(0, MAX_SHEETS).map((sheet) => () => sheetCells(sheet));
}

function sheetCells(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  const last = Math.min(sheet.rowCount, MAX_SHEET_ROWS);
  for (let r = 1; r <= last; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  }
  return rows;
}
