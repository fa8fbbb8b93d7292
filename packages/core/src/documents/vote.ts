/**
 * Two recognition passes over one photo (differently prepared pictures) vote on what it says. An
 * amount one pass read from a lone label stands only if the other pass saw the same amount too; an
 * amount a pass vouched for inside the document (total = payment, a QR code, a payment line) stands
 * unless the other pass vouched for a different one, in which case there is no amount. A second
 * pass that read only some lines of the picture (those that could give an amount) lends amounts,
 * dates and the key only: what the document is and who issued it stay the first pass's, which saw
 * the whole of it.
 */
import { moneyTokens } from "./tokens.ts";
import type { DocumentFields } from "./types.ts";

const VOUCHED = 0.9;

/** Whether a text shows an amount as a well-formed number anywhere. */
function shows(text: string, amount: number): boolean {
  return text
    .split("\n")
    .some((line) => moneyTokens(line).some((t) => t.clean && !t.percent && t.value === amount));
}

/**
 * The reading both passes support.
 * @param first the first pass's fields and text
 * @param second the second pass's fields and text; `partial` when it read only some lines
 */
export function voteReadings(
  first: { fields: DocumentFields; text: string },
  second: { fields: DocumentFields; text: string; partial?: boolean },
): DocumentFields {
  const a = first.fields;
  const b = second.fields;
  // The layout: the pass that was surer of it; its extractor's fields come along.
  const base = !second.partial && b.confidence.kind > a.confidence.kind && b.kind !== "unknown" ? b : a;
  const other = base === a ? b : a;
  const otherText = base === a ? second.text : first.text;
  const baseText = base === a ? first.text : second.text;
  const out: DocumentFields = { ...base, confidence: { ...base.confidence }, evidence: [...base.evidence] };
  const strong = (f: DocumentFields) => f.amount !== null && f.confidence.amount >= VOUCHED;
  if (base.amount !== null && other.amount !== null && base.amount !== other.amount) {
    if (strong(base) && !strong(other)) {
      // Kept: vouched inside the document, the other pass read worse.
    } else if (strong(other) && !strong(base)) {
      out.amount = other.amount;
      out.confidence.amount = other.confidence.amount;
      out.evidence = [...other.evidence];
    } else {
      out.amount = null;
      out.confidence.amount = 0;
      out.evidence = ["the two recognition passes disagree"];
    }
  } else if (base.amount !== null && other.amount !== null) {
    out.confidence.amount = Math.max(base.confidence.amount, other.confidence.amount, VOUCHED);
    out.evidence.push("both recognition passes");
  } else if (base.amount === null && other.amount !== null) {
    if (strong(other) || shows(baseText, other.amount)) {
      out.amount = other.amount;
      out.confidence.amount = other.confidence.amount;
      out.evidence = [...other.evidence, ...(strong(other) ? [] : ["seen by both passes"])];
    }
  } else if (base.amount !== null && !strong(base) && !shows(otherText, base.amount)) {
    // A lone label's amount that the other pass did not see anywhere is not trusted.
    out.amount = null;
    out.confidence.amount = 0;
    out.evidence = ["one recognition pass only"];
  }
  out.date ??= other.date;
  out.dueDate ??= other.dueDate;
  if (!second.partial) out.merchant ??= other.merchant;
  out.accessKey ??= other.accessKey;
  return out;
}
