/**
 * Tables written as markup instead of delimited text: the HTML page many banks' internet banking
 * saves as "extrato.xls" (`<table><tr><td>`), and Excel 2003's XML spreadsheet (`<Workbook>`,
 * `<Row>`, `<Cell>`, `<Data>`). Both become rows of cells for the same table reader as CSV.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** The combining mark of each accent an HTML entity names (`&Eacute;`, `&atilde;`, `&ccedil;`). */
const ACCENTS: Record<string, string> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  tilde: "\u0303",
  uml: "\u0308",
  cedil: "\u0327",
};

/** `&amp;`, `&#227;`, `&#xE3;`, `&Eacute;` and the other named entities statements use, decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    const accented = /^([a-z])(acute|grave|circ|tilde|uml|cedil)$/i.exec(name);
    if (accented) return `${accented[1]}${ACCENTS[(accented[2] as string).toLowerCase()]}`.normalize("NFC");
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** True when the text is an HTML table or an XML spreadsheet rather than delimited text. */
export function looksLikeMarkupTable(text: string): boolean {
  const head = text.slice(0, 65_536);
  return isXmlSpreadsheet(head) || (/<table[\s>]/i.test(head) && /<t[dh][\s>]/i.test(head));
}

const isXmlSpreadsheet = (head: string) =>
  /<(ss:)?Workbook[\s>]/.test(head) || head.includes("urn:schemas-microsoft-com:office:spreadsheet");

const CELL_TEXT = (raw: string) =>
  decodeEntities(raw.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/**
 * The rows of every table in the text, in order. A cell spanning columns (`colspan`, or an XML
 * cell's `ss:Index` skipping ahead) keeps the cells after it under their headers.
 * @example markupRows("<table><tr><td>Data</td><td>Valor</td></tr></table>") // [["Data", "Valor"]]
 */
export function markupRows(text: string): string[][] {
  const xml = isXmlSpreadsheet(text.slice(0, 65_536));
  const rowTag = xml ? "Row" : "tr";
  const cellTag = xml ? "Cell" : "t[dh]";
  const tag = new RegExp(`<(/?)(?:ss:)?(${rowTag}|${cellTag}|table|Table)\\b([^>]*?)(/?)>`, "gi");
  const rows: string[][] = [];
  let row: string[] | null = null;
  let cellStart = -1;
  let cellSpan = 1;
  const endCell = (at: number) => {
    if (row && cellStart >= 0) {
      row.push(CELL_TEXT(text.slice(cellStart, at)));
      for (let k = 1; k < cellSpan; k++) row.push("");
    }
    cellStart = -1;
  };
  const endRow = (at: number) => {
    endCell(at);
    if (row) rows.push(row);
    row = null;
  };
  for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
    const closing = m[1] === "/";
    const name = (m[2] as string).toLowerCase();
    const attrs = m[3] as string;
    const selfClosing = m[4] === "/";
    if (name === "table") {
      endRow(m.index);
      continue;
    }
    if (name === rowTag.toLowerCase()) {
      endRow(m.index);
      if (!closing && !selfClosing) row = [];
      continue;
    }
    // A cell.
    endCell(m.index);
    if (closing) continue;
    row ??= [];
    const index = /\bIndex="(\d+)"/i.exec(attrs);
    if (index) while (row.length < Number(index[1]) - 1 && row.length < 1000) row.push("");
    const span = /\bcolspan="?(\d+)/i.exec(attrs);
    cellSpan = span ? Math.min(Number(span[1]), 50) : 1;
    if (selfClosing) {
      row.push("");
      for (let k = 1; k < cellSpan; k++) row.push("");
    } else cellStart = m.index + m[0].length;
  }
  endRow(text.length);
  return rows;
}
