/**
 * Monthly recurrence: "fixo", "todo mês", "despesa fixa", "todo dia 5", "mensal", "assino netflix 55,90".
 */
import { type ScanResult, spansIn } from "./scan.ts";
import { findKindVerb } from "./vocabulary.ts";

const MARKERS = new Set(["fixo", "fixa", "fixos", "fixas", "mensal", "mensalmente", "recorrente"]);
/** "assino netflix 55,90 e spotify 21,90": subscriptions held, each repeating (the whole list). */
const SUBSCRIBE = new Set(["assino", "assinamos"]);
const YEARLY = new Set(["anual", "anuais", "ano", "anualmente"]);

/**
 * A clause of the list said after "assino"/"assinamos", up to another money verb; never a
 * contract signed ("assinamos o contrato…") nor what is paid by the year ("anual", "por ano").
 */
function subscribed(words: readonly string[], from: number, to: number): boolean {
  for (let i = to - 1; i >= 0; i--) {
    const w = words[i] as string;
    // another money verb starts another part ("assino a netflix 55,90 e gastei 40 no mercado")
    if (findKindVerb(words, i, i + 1)?.strong) return false;
    if (!SUBSCRIBE.has(w)) continue;
    if (words.slice(i + 1, i + 3).includes("contrato")) return false;
    return !words.slice(from, to).some((x) => YEARLY.has(x));
  }
  return false;
}

/**
 * The day of the month a clause repeats on, or null when it does not repeat.
 * `fallbackDay` is used when the message names no day ("netflix todo mês" repeats on its date).
 */
export function readRecurrence(
  words: readonly string[],
  scanned: ScanResult,
  from: number,
  to: number,
  fallbackDay: number,
): { day: number } | null {
  const spans = spansIn(scanned, from, to);
  for (const sp of spans) if (sp.type === "recurDay") return { day: sp.day };
  let recurring = subscribed(words, from, to);
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (MARKERS.has(w)) recurring = true;
    else if ((w === "todo" || w === "cada") && words[i + 1] === "mes") recurring = true;
    else if (w === "todos" && words[i + 1] === "os" && words[i + 2] === "meses") recurring = true;
    else if (w === "por" && words[i + 1] === "mes") recurring = true;
    else if (w === "ao" && words[i + 1] === "mes") recurring = true;
  }
  if (!recurring) return null;
  for (const sp of spans) if (sp.type === "date" && sp.date.kind === "monthDay") return { day: sp.date.day };
  return { day: fallbackDay };
}
