/**
 * Whether a message answers the question waiting for it, and how. Only a message that answers
 * counts: "gastei 54 no almoço" after "quanto foi o condomínio?" is a record of its own, "foi 450"
 * is the answer. Buttons answer by id ("q7-t2x9k0:sim"); a tap on an older question's button is stale.
 */
import { foldAccents } from "../fold.ts";
import { fallbackCategory } from "../parser/categories.ts";
import type { Interpretation, RecordIntent } from "../parser/types.ts";
import { readPick } from "./pick.ts";
import type { PendingQuestion } from "./state.ts";

/** One answer a question offers: a reply button (or a list row) and its id within the question. */
export interface Choice {
  id: string;
  /** At most 24 characters (WhatsApp's list rows; buttons show 20). */
  title: string;
  description?: string;
}

export type Answer =
  | { type: "yes" }
  | { type: "no" }
  /** The amount an incomplete record waited for, and what else the answer said (date, payment). */
  | { type: "amount"; amount: number; said: RecordIntent | null }
  | { type: "pick"; index: number }
  /** "nenhum", "deixa", "não sei": the question is dropped, nothing done. */
  | { type: "none" }
  /** A button of a question that is no longer waiting (answered, replaced, expired). */
  | { type: "stale" };

const YES_NO = [
  { id: "sim", title: "Sim" },
  { id: "nao", title: "Não" },
] as const;

const IMPORT_OR_NOT = [
  { id: "sim", title: "Importar" },
  { id: "nao", title: "Cancelar" },
] as const;

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

const money = (centavos: number) =>
  `R$ ${(centavos / 100)
    .toFixed(2)
    .replace(".", ",")
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;

/** The answers a question offers as buttons or list rows (none for an amount). */
export function choicesOf(p: PendingQuestion): Choice[] {
  switch (p.type) {
    case "confirm_record":
    case "buy_planned":
    case "planned_done":
      return YES_NO.map((c) => ({ ...c }));
    case "which_record":
      return p.candidates.map((c, i) => ({
        id: String(i + 1),
        title: clip(`${money(c.total)} ${c.description || c.category || ""}`.trim(), 24),
        description: `${c.category ?? "sem categoria"}, ${c.date.slice(8, 10)}/${c.date.slice(5, 7)}`,
      }));
    case "which_card":
      return p.cards.map((name, i) => ({ id: String(i + 1), title: clip(name, 24) }));
    case "import_statement":
      return IMPORT_OR_NOT.map((c) => ({ ...c }));
    case "amount":
      return [];
  }
}

/** The id a button carries: the question's id and the choice's, "q7-t2x9k0:sim". */
export function buttonId(p: PendingQuestion, choice: Choice): string {
  return `${p.id}:${choice.id}`;
}

const fold = (text: string) =>
  foldAccents(text)
    .replace(/[!.,;:🙂👍✅]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const YES =
  /^(sim|s|ss|sss|simm|isso|pode|pode sim|claro|confirmo|confirma|confirmado|ok|okay|beleza|blz|era|era sim|foi sim|isso mesmo|sim era|yes|pode registrar|registra|pode anotar|anota|positivo|exato|correto|certo|uhum|aham)( .*)?$/;
const NO =
  /^(nao|n|nn|nope|deixa|deixa pra la|cancela|cancelar|nao era|nao foi|negativo|nem|esquece|nao registra|nao precisa)( .*)?$/;

/**
 * "sim", "pode", "isso", "claro" … → yes; "não", "deixa" … → no; anything else → null.
 * @example readYesNo("Sim!") // true
 */
export function readYesNo(text: string): boolean | null {
  const t = fold(text);
  if (t.length === 0 || t.length > 30) return null;
  if (YES.test(t)) return true;
  if (NO.test(t)) return false;
  return null;
}

/** "importar", "pode importar", "importa tudo": yes to an import offer. */
const IMPORT =
  /^(sim )?(pode )?(importa|importar|importe)( (tudo|todas|todos|as compras|os lancamentos|sim))?$/;

const NOT_NOW =
  /^(nao sei|nao sei ainda|nao lembro|depois|depois te falo|depois eu falo|depois eu vejo|esquece|deixa|deixa pra la|cancela|nenhum|nenhuma|nada|nao|n)( .*)?$/;

const VERB = { expense: "gastei", income: "recebi", investment: "investi" } as const;

/** The reading of a message as the amount an incomplete record waits for, or null. */
function amountAnswer(
  p: Extract<PendingQuestion, { type: "amount" }>,
  text: string,
  results: readonly Interpretation[],
  reparse: (text: string) => Interpretation[],
): Answer | null {
  const only = results.length === 1 ? results[0] : undefined;
  // "foi 450", "era 450": an amount said as a correction answers the question, not the last record
  if (
    only?.intent === "edit_last" &&
    only.amount !== null &&
    !only.target &&
    only.category === null &&
    only.date === null &&
    only.description === null
  )
    return { type: "amount", amount: only.amount, said: null };
  if (only?.intent === "record") return sameRecord(p, only) ? amountOf(only) : null;
  if (only?.intent !== "unknown" || !/\d|mil|cem|cento|reais|conto|pila/i.test(text)) {
    return NOT_NOW.test(fold(text)) ? { type: "none" } : null;
  }
  const retry = reparse(`${VERB[p.intent.kind]} ${text}`);
  const record = retry.length === 1 && retry[0]?.intent === "record" ? retry[0] : undefined;
  return record && sameRecord(p, record) ? amountOf(record) : null;
}

const amountOf = (r: RecordIntent): Answer => ({ type: "amount", amount: r.amount, said: r });

// A record that says nothing but the amount (and maybe when or how it was paid) answers; one
// with its own subject ("gastei 54 no almoço") is a record of its own.
function sameRecord(p: Extract<PendingQuestion, { type: "amount" }>, r: RecordIntent): boolean {
  if (r.kind !== p.intent.kind || r.amount <= 0) return false;
  const own = r.category !== fallbackCategory(r.kind) && r.category !== p.intent.category;
  if (own) return false;
  const d = foldAccents(r.description).trim();
  if (d === "" || d === foldAccents(r.category)) return true;
  const wanted = foldAccents(`${p.intent.description ?? ""} ${p.intent.category ?? ""}`);
  return d.split(/\s+/).every((w) => wanted.includes(w));
}

/**
 * Reads `text` (or the button id `choiceId`) as an answer to the waiting question.
 * @returns the answer, or null when the message is not one (it is then taken on its own)
 * @example readAnswer(amountQuestion, { text: "450", results, reparse }) // { type: "amount", amount: 450, … }
 */
export function readAnswer(
  pending: PendingQuestion | null,
  input: {
    text: string;
    choiceId?: string | null;
    results: readonly Interpretation[];
    reparse: (text: string) => Interpretation[];
    today: string;
  },
): Answer | null {
  if (input.choiceId) return answerById(pending, input.choiceId);
  if (!pending) return null;
  switch (pending.type) {
    case "amount":
      return amountAnswer(pending, input.text, input.results, input.reparse);
    case "confirm_record":
    case "buy_planned":
    case "planned_done": {
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "which_record": {
      if (standsAlone(input.results, input.text)) return null;
      return readPick(
        input.text,
        pending.candidates.map((c) => ({
          words: `${c.description} ${c.category ?? ""}`,
          total: c.total,
          date: c.date,
        })),
        input.today,
      );
    }
    case "import_statement": {
      if (IMPORT.test(fold(input.text))) return { type: "yes" };
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "which_card":
      if (standsAlone(input.results, input.text)) return null;
      return readPick(
        input.text,
        pending.cards.map((name) => ({ words: name })),
        input.today,
      );
  }
}

const SELF_CONTAINED = new Set<Interpretation["intent"]>([
  "record",
  "query",
  "reminder",
  "card",
  "limit",
  "goal",
  "future_purchase",
  "delete_last",
  "confirm_record",
  "what_if",
  "follow_up",
  "dashboard_link",
  "help",
]);

// A message that means something on its own ("gastei 50 no mercado") is not a pick, unless it
// is only a number ("2"), which the parser may read as an amount.
function standsAlone(results: readonly Interpretation[], text: string): boolean {
  if (/^\s*(?:o |a |opcao |numero )?\d{1,2}º?\s*[.!]?\s*$/i.test(text)) return false;
  return results.some((r) => SELF_CONTAINED.has(r.intent));
}

function answerById(pending: PendingQuestion | null, id: string): Answer {
  const colon = id.indexOf(":");
  if (!pending || colon < 0 || id.slice(0, colon) !== pending.id) return { type: "stale" };
  const choice = id.slice(colon + 1);
  if (choice === "sim") return { type: "yes" };
  if (choice === "nao") return { type: "no" };
  if (choice === "nenhum") return { type: "none" };
  const n = Number(choice);
  const count =
    pending.type === "which_record"
      ? pending.candidates.length
      : pending.type === "which_card"
        ? pending.cards.length
        : 0;
  return Number.isInteger(n) && n >= 1 && n <= count ? { type: "pick", index: n - 1 } : { type: "stale" };
}
