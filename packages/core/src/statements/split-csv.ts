/**
 * Delimited text to rows of cells: `;`, `,`, tab or `|`, chosen by which splits the file's
 * lines most consistently; RFC 4180 quotes (a quoted cell may hold the delimiter, `""` and line
 * breaks; a quote that never closes is text, not the start of a cell swallowing the rest of the
 * file); CRLF, LF or CR line ends. A delimiter closing every line (Banco do Brasil) leaves an
 * empty last cell, which no column reads.
 */

import { roleOf } from "./statement-columns.ts";

const CANDIDATES = [";", ",", "\t", "|"] as const;
export type Delimiter = (typeof CANDIDATES)[number];

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * The quoted cell opening at `from` (just after its quote): up to the quote that closes it, `""` one
 * quote, line breaks and all; null when no quote closes it, or when one holding a line break is closed
 * by a quote that no delimiter or line end follows (a stray quote would swallow the lines after it).
 */
function readQuoted(text: string, from: number, delimiter: number): { cell: string; end: number } | null {
  let cell = "";
  let i = from;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q === -1) return null;
    cell += text.slice(i, q);
    if (text.charCodeAt(q + 1) === QUOTE) {
      cell += '"';
      i = q + 2;
      continue;
    }
    const after = text.charCodeAt(q + 1);
    const endsCell =
      q + 1 >= text.length ||
      after === delimiter ||
      after === CR ||
      after === LF ||
      /\s/.test(text[q + 1] ?? "");
    if (!endsCell && /[\r\n]/.test(cell)) return null;
    return { cell, end: q + 1 };
  }
}

/**
 * Splits text into rows with one delimiter (one character). A cell outside quotes is sliced from
 * the text at its end, not built a character at a time.
 */
export function splitRows(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  // The cell's text read before `start` (what quotes held); from `start` on it is plain text.
  let cell = "";
  let start = 0;
  const d = delimiter.charCodeAt(0);
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === QUOTE && (cell + text.slice(start, i)).trim() === "") {
      const quoted = readQuoted(text, i + 1, d);
      if (quoted) {
        cell = quoted.cell;
        i = quoted.end;
        start = i;
        continue;
      }
      // A quote never closed, or closed across lines by one that ends no cell: a stray quote, read as text.
      i++;
      continue;
    }
    if (c === d) {
      row.push(cell + text.slice(start, i));
      cell = "";
      start = ++i;
      continue;
    }
    if (c === CR || c === LF) {
      row.push(cell + text.slice(start, i));
      rows.push(row);
      row = [];
      cell = "";
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      start = i;
      continue;
    }
    i++;
  }
  const last = cell + text.slice(start);
  if (last !== "" || row.length > 0) {
    row.push(last);
    rows.push(row);
  }
  return rows;
}

/** The number of fields each of the first non-empty lines splits into with `delimiter` (quotes respected). */
function fieldCounts(lines: readonly string[], delimiter: string): number[] {
  return lines.map((line) => splitRows(line, delimiter)[0]?.length ?? 0);
}

/**
 * Every delimiter, best fit first: the one that splits most lines into the same number of fields
 * (at least two), the most common count weighing in; ties and the rest in order of preference,
 * `;` (the Brazilian Excel default) first. The next is tried when the best reads no statement.
 * @example delimitersByFit('"Data","Valor"\n"01/02/2026","-5,00"')[0] // ","
 */
export function delimitersByFit(text: string): Delimiter[] {
  const lines = text
    .slice(0, 64_000)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== "")
    .slice(0, 60);
  const scores = new Map<Delimiter, number>();
  for (const d of CANDIDATES) {
    const counts = fieldCounts(lines, d).filter((c) => c >= 2);
    if (counts.length === 0) continue;
    const freq = new Map<number, number>();
    for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
    let modeCount = 0;
    let mode = 0;
    for (const [c, f] of freq) if (f > modeCount || (f === modeCount && c > mode)) [mode, modeCount] = [c, f];
    // Lines agreeing on one width matter most; the width breaks ties between equal agreements.
    scores.set(d, modeCount * 100 + Math.min(mode, 20));
  }
  // A stable sort keeps the order of preference among equal scores (`;` first).
  return [...CANDIDATES].sort((a, b) => (scores.get(b) ?? -1) - (scores.get(a) ?? -1));
}

/** A run that is money or a direction beside it ("1.234,56", "-10,00", "R$ 5,00", "C", "D"). */
const MONEY_RUN = /^[-+(]?\s*(R\$|US\$)?\s*[-(]?\d[\d.,]*\)?-?(\s*[DC])?$|^([DC]|DB|CR|[-+*])$/i;

/** A column of text aligned by spaces: where its header's words start and end. */
interface Span {
  start: number;
  end: number;
}

/** The runs of words a line holds, words within a run one space apart ("Saldo Anterior", "1.000,00 C"). */
function runsOf(line: string): Array<Span & { text: string }> {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    text: m[0],
  }));
}

/**
 * Text whose columns are aligned by spaces (a bank's "extrato.txt", a report saved as text) to rows:
 * the header, the first line naming a date and a money column among three or more, gives the
 * columns; each run of words below goes to the header word it lies under most (a date left-aligned,
 * an amount right-aligned), else the nearest. The lines above the header keep their runs as cells.
 * Null when no line reads as such a header.
 * @example splitAligned("Data        Histórico       Valor\n05/11/2026  PADARIA      -10,00")?.[1] // ["05/11/2026", "PADARIA", "-10,00"]
 */
export function splitAligned(text: string): string[][] | null {
  const lines = text.replace(/\t/g, "    ").split(/\r\n|\n|\r/);
  const fold = (s: string) =>
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const isHeader = (line: string) => {
    const runs = runsOf(line);
    const words = runs.map((r) => fold(r.text));
    const roles = runs.map((r) => roleOf(r.text));
    return (
      runs.length >= 3 &&
      (words.some((w) => /^data\b/.test(w)) || roles.includes("date")) &&
      (words.some((w) => /\b(valor|credito|debito|entrada|saida)\b/.test(w)) ||
        roles.some((r) => r === "amount" || r === "debit" || r === "credit")) &&
      !/\d{1,2}\/\d{1,2}/.test(line)
    );
  };
  const at = lines.slice(0, 80).findIndex(isHeader);
  if (at < 0) return null;
  let columns = runsOf(lines[at] as string);
  // A run that crosses the gap between two header words, one space inside it ("05/11/2026 PADARIA"
  // under "Data       Histórico"), is two cells.
  const cut = (run: Span & { text: string }): Array<Span & { text: string }> => {
    for (const [i, c] of columns.entries()) {
      const before = columns[i - 1];
      if (!before || run.start >= before.end || run.end <= c.start) continue;
      for (let p = c.start - 1; p >= before.end; p--) {
        if (run.text[p - run.start] !== " ") continue;
        const left = { start: run.start, end: p, text: run.text.slice(0, p - run.start) };
        const right = { start: p + 1, end: run.end, text: run.text.slice(p + 1 - run.start) };
        return [...cut(left), ...cut(right)];
      }
    }
    return [run];
  };
  const rows = lines.slice(0, at).map((line) => runsOf(line).map((r) => r.text));
  // Columns of money (a value in reais, in dollars, a balance) and of words.
  const moneyOf = () =>
    columns.map((c) => {
      const role = roleOf(c.text);
      return (
        role === "amount" || role === "debit" || role === "credit" || role === "balance" || /\$/.test(c.text)
      );
    });
  const wordsOf = () => columns.map((c) => roleOf(c.text) === "text");
  let moneyColumn = moneyOf();
  let wordsColumn = wordsOf();
  for (const [n, line] of lines.slice(at).entries()) {
    // A later header (a bill's purchases abroad, "Data  Descrição  US$  R$") sets the columns below it.
    if (n > 0 && isHeader(line)) {
      columns = runsOf(line);
      moneyColumn = moneyOf();
      wordsColumn = wordsOf();
      rows.push(columns.map((c) => c.text));
      continue;
    }
    const cells: string[] = columns.map(() => "");
    for (const run of runsOf(line).flatMap(cut)) {
      let best = 0;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const [i, c] of columns.entries()) {
        const overlap = Math.min(run.end, c.end) - Math.max(run.start, c.start);
        const score =
          overlap > 0 ? overlap : -Math.abs((run.start + run.end) / 2 - (c.start + c.end) / 2) / 1000;
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      }
      // Words a bill spaces out after the shop's name ("POSTO IPIRANGA       SAO PAULO   BR"), under
      // no header word, are the words column's, not the money column's they happen to be nearest.
      if (bestScore <= 0 && moneyColumn[best] && !MONEY_RUN.test(run.text)) {
        const words = columns.findLastIndex((c, i) => wordsColumn[i] && c.start <= run.start);
        if (words >= 0) best = words;
      }
      cells[best] = cells[best] ? `${cells[best]} ${run.text}` : run.text;
    }
    rows.push(cells);
  }
  return rows;
}
