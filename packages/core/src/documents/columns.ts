/**
 * Text read column by column. Some recognisers (the phone's own text recognition, copied from a
 * photo and pasted; some scanners' OCR) read a receipt's label column whole and then its value
 * column, so "Valor total R$ / Desconto R$ / Valor a pagar R$" comes first and "65,95 / 3,50 /
 * 62,45" after it. Such runs are put back side by side, each label on the line of its value, before
 * the extractors read the text. A misplaced pair cannot put a wrong total in the books: the total
 * still has to agree with the payment, the gross less the discount or the items.
 *
 * Boxed layouts (a DANFE's totals, a bill's header, a card statement's summary, a DAS) print a row
 * of labels over a row of values; a PDF's text layer and the recogniser keep the gap between their
 * columns as a run of spaces. Such a pair of rows becomes one line per label with its value, unless
 * a third row of the same shape follows: then the rows are a table (a bill's history of past months)
 * and its header names no single value.
 */
import { datesIn, fold } from "./text.ts";
import { amountsOf } from "./tokens.ts";

// A line that is only an amount ("65,95", "R$ 65,95", "-3,50") or a count ("3" items).
const VALUE_ONLY = /^\s*(?:-?\s*(?:R\$|RS)?\s*-?\s*(?:\d{1,3}(?:\.\d{3})+|\d+)[,.]\d{2}|\d{1,3})\s*$/i;
// What a label of money looks like once folded: the words receipts and bills print beside amounts.
const MONEY_LABEL =
  /\b(?:valor|total|subtotal|desconto|acrescimo|troco|pagar|pago|servico|taxa|dinheiro|cartao|credito|debito|pix|r\$)\b/;

const isValue = (line: string) => VALUE_ONLY.test(line);
const isLabel = (line: string) => /\p{L}{2}/u.test(line) && amountsOf(line).length === 0;

// Columns of a row: text parted by a run of three spaces or a tab.
const cellsOf = (line: string) =>
  line
    .trim()
    .split(/\s{3,}|\t+/)
    .filter((c) => c.length > 0);
const isLabelCell = (cell: string) =>
  /\p{L}{2}/u.test(cell) && amountsOf(cell).length === 0 && datesIn(cell).length === 0;
// A value: an amount, a date, a code or a reference month ("NOV/2026", "Outubro/2026"): digits and
// no word, where a name with its CPF and address is words.
const MONTH_NAME =
  /janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro/g;
const isValueCell = (cell: string) =>
  /\d/.test(cell) && !/\p{L}{4}/u.test(fold(cell).replace(MONTH_NAME, ""));
const isValueRow = (cells: readonly string[], width: number) =>
  cells.length === width && cells.every(isValueCell);

/**
 * The text with each row of labels over a row of as many values put one label and its value a line,
 * when no third row of values follows (a table's header is no label of one value).
 */
function pairRows(text: string): string {
  const rows = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < rows.length; i++) {
    const labels = cellsOf(rows[i] as string);
    const values = cellsOf(rows[i + 1] ?? "");
    const after = cellsOf(rows[i + 2] ?? "");
    if (
      labels.length >= 2 &&
      labels.every(isLabelCell) &&
      isValueRow(values, labels.length) &&
      !isValueRow(after, labels.length)
    ) {
      labels.forEach((label, k) => {
        out.push(`${label}  ${values[k] as string}`);
      });
      i++;
      continue;
    }
    out.push(rows[i] as string);
  }
  return out.join("\n");
}

/**
 * The text with rows of labels over rows of values paired (pairRows), then each run of labels
 * followed by a run of bare values put side by side: pair by pair when the runs are equally long, or
 * the money labels among the labels with the values when those are as many as the values. Other text
 * is left as it is.
 * @example pairColumns("Vencimento   Total a pagar\n10/12/2026   234,56") // "Vencimento  10/12/2026\nTotal a pagar  234,56"
 */
export function pairColumns(text: string): string {
  const rows = pairRows(text).split("\n");
  const out: string[] = [];
  let i = 0;
  while (i < rows.length) {
    let j = i;
    while (j < rows.length && isLabel(rows[j] as string)) j++;
    let k = j;
    while (k < rows.length && isValue(rows[k] as string)) k++;
    const labels = rows.slice(i, j);
    const values = rows.slice(j, k);
    if (labels.length >= 2 && values.length >= 2) {
      const money = labels.filter((l) => MONEY_LABEL.test(fold(l)));
      const paired =
        labels.length === values.length
          ? labels
          : money.length === values.length && new Set(money).size === money.length
            ? money
            : null;
      if (paired) {
        let next = 0;
        for (const label of labels) {
          if (paired.includes(label) && next < values.length)
            out.push(`${label.trimEnd()}  ${(values[next++] as string).trim()}`);
          else out.push(label);
        }
        i = k;
        continue;
      }
    }
    if (j === i) {
      out.push(rows[i] as string);
      i++;
    } else {
      out.push(...rows.slice(i, j));
      i = j;
    }
  }
  return out.join("\n");
}
