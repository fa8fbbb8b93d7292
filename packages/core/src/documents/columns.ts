/**
 * Text read column by column. Some recognisers (the phone's own text recognition, copied from a
 * photo and pasted; some scanners' OCR) read a receipt's label column whole and then its value
 * column, so "Valor total R$ / Desconto R$ / Valor a pagar R$" comes first and "65,95 / 3,50 /
 * 62,45" after it. Such runs are put back side by side, each label on the line of its value, before
 * the extractors read the text. A misplaced pair cannot put a wrong total in the books: the total
 * still has to agree with the payment, the gross less the discount or the items.
 */
import { fold } from "./text.ts";
import { amountsOf } from "./tokens.ts";

// A line that is only an amount ("65,95", "R$ 65,95", "-3,50") or a count ("3" items).
const VALUE_ONLY = /^\s*(?:-?\s*(?:R\$|RS)?\s*-?\s*(?:\d{1,3}(?:\.\d{3})+|\d+)[,.]\d{2}|\d{1,3})\s*$/i;
// What a label of money looks like once folded: the words receipts and bills print beside amounts.
const MONEY_LABEL =
  /\b(?:valor|total|subtotal|desconto|acrescimo|troco|pagar|pago|servico|taxa|dinheiro|cartao|credito|debito|pix|r\$)\b/;

const isValue = (line: string) => VALUE_ONLY.test(line);
const isLabel = (line: string) => /\p{L}{2}/u.test(line) && amountsOf(line).length === 0;

/**
 * The text with each run of labels followed by a run of bare values put side by side: pair by pair
 * when the runs are equally long, or the money labels among the labels with the values when those
 * are as many as the values. Other text is left as it is.
 */
export function pairColumns(text: string): string {
  const rows = text.split("\n");
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
