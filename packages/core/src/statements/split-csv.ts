/**
 * Delimited text to rows of cells: `;`, `,`, tab or `|`, chosen by which splits the file's
 * lines most consistently; RFC 4180 quotes (a quoted cell may hold the delimiter, `""` and line
 * breaks); CRLF, LF or CR line ends. A delimiter closing every line (Banco do Brasil) leaves an
 * empty last cell, which no column reads.
 */

const CANDIDATES = [";", ",", "\t", "|"] as const;
export type Delimiter = (typeof CANDIDATES)[number];

const QUOTE = 34;
const CR = 13;
const LF = 10;

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
      // A quoted cell: up to the quote that closes it, `""` one quote, line breaks and all.
      cell = "";
      i++;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          cell += text.slice(i);
          i = n;
          break;
        }
        cell += text.slice(i, q);
        if (text.charCodeAt(q + 1) === QUOTE) {
          cell += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      start = i;
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
 * The delimiter that splits most lines into the same number of fields (at least two), the most
 * common count weighing in; ties go to `;`, the Brazilian Excel default.
 * @example guessDelimiter('"Data","Valor"\n"01/02/2026","-5,00"') // ","
 */
export function guessDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, 64_000)
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== "")
    .slice(0, 60);
  let best: Delimiter = ";";
  let bestScore = -1;
  for (const d of CANDIDATES) {
    const counts = fieldCounts(lines, d).filter((c) => c >= 2);
    if (counts.length === 0) continue;
    const freq = new Map<number, number>();
    for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
    let modeCount = 0;
    let mode = 0;
    for (const [c, f] of freq) if (f > modeCount || (f === modeCount && c > mode)) [mode, modeCount] = [c, f];
    // Lines agreeing on one width matter most; the width breaks ties between equal agreements.
    const score = modeCount * 100 + Math.min(mode, 20);
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}
