/** Byte-order mark: without it Excel reads UTF-8 as Windows-1252 and breaks every accent. */
export const UTF8_BOM = "\uFEFF";

// Excel runs cells starting with these as formulas; a leading apostrophe keeps them text.
const formulaStart = /^[=+\-@\t\r]/;

/** Quotes a cell when it holds the separator, a quote or a line break; neutralises formulas. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file for Brazilian Excel: BOM, `;` between cells, CRLF between rows.
 * @example buildCsv([["Nome"], ["Ana; Bia"]]) // "\uFEFFNome\r\n\"Ana; Bia\"\r\n"
 */
export function buildCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => `${row.map(csvCell).join(";")}\r\n`).join("");
}
