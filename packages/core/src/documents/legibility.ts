/**
 * How legible the recogniser found the amount it read. Tesseract gives each word a confidence
 * (0-100); an amount that two parts of a receipt vouch for is still wrong when both copies were
 * misread alike ("250,00" read "750,09" on a faded photo, twice), and the recogniser says so with a
 * low confidence. The amount's confidence is weighed by the best legibility of the words that
 * print it; a lone label's amount on words the recogniser could barely read is not returned.
 */
import { moneyTokens } from "./tokens.ts";
import type { DocumentFields } from "./types.ts";

/** One word as the recogniser read it, with its confidence (0-100) and its line. */
export interface OcrWord {
  text: string;
  conf: number;
  line: number;
}

const VOUCHED = 0.9;
// Under this, a word is more likely misread than read (tesseract's scale).
const ILLEGIBLE = 45;

/**
 * The best confidence (0-100) among the words that print `amount` as a well-formed number (alone,
 * or joined with the next word of its line, as "R$" "250,00" or "250," "00"), null when no word
 * prints it (an amount from the sum of the items or a QR code).
 */
export function legibility(words: readonly OcrWord[], amount: number): number | null {
  let best: number | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as OcrWord;
    const next = words[i + 1];
    const candidates: Array<[string, number]> = [[word.text, word.conf]];
    if (next && next.line === word.line)
      candidates.push([`${word.text} ${next.text}`, Math.min(word.conf, next.conf)]);
    for (const [text, conf] of candidates) {
      if (moneyTokens(text).some((t) => t.clean && !t.percent && t.value === amount))
        best = Math.max(best ?? 0, conf);
    }
  }
  return best;
}

/**
 * The reading with its amount's confidence weighed by how legible the recogniser found it: × 0.6
 * for words read at 0 %, × 1 at 100 %. A lone label's amount (not vouched for by another part of
 * the document) printed only in words under 45 % is dropped.
 */
export function weighByLegibility(fields: DocumentFields, words: readonly OcrWord[]): DocumentFields {
  if (fields.amount === null || words.length === 0) return fields;
  const conf = legibility(words, fields.amount);
  if (conf === null) return fields;
  const out: DocumentFields = {
    ...fields,
    confidence: { ...fields.confidence },
    evidence: [...fields.evidence],
  };
  if (fields.confidence.amount < VOUCHED && conf < ILLEGIBLE) {
    out.amount = null;
    out.confidence.amount = 0;
    out.evidence = [`amount barely legible (OCR ${Math.round(conf)} %)`];
    return out;
  }
  out.confidence.amount = Math.round(fields.confidence.amount * (0.6 + (0.4 * conf) / 100) * 100) / 100;
  out.evidence.push(`OCR ${Math.round(conf)} %`);
  return out;
}
