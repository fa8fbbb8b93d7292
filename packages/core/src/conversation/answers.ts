/**
 * Whether a message answers the question waiting for it, and how. Only a message that answers
 * counts: "gastei 54 no almoço" after "quanto foi o condomínio?" is a record of its own, "foi 450"
 * is the answer. Buttons answer by id ("q7-t2x9k0:sim"); a tap on an older question's button is stale.
 */
import { foldAccents } from "../fold.ts";
import { fallbackCategory } from "../parser/categories.ts";
import { parseNumericCentavos } from "../parser/numbers.ts";
import type { Interpretation, RecordIntent } from "../parser/types.ts";
import { MAX_INSTALMENTS } from "../planning/installments.ts";
import { readPick } from "./pick.ts";
import type { AnsweredQuestion, PendingQuestion } from "./state.ts";

/** One answer a question offers: a reply button (or a list row) and its id within the question. */
export interface Choice {
  id: string;
  /** At most 24 characters (WhatsApp's list rows; buttons show 20). */
  title: string;
  description?: string;
}

export type Answer =
  | { type: "yes" }
  /** `copy`: "apaga o repetido" to a message sent again, whose copy was never booked. */
  | { type: "no"; copy?: true }
  /** The amount an incomplete record waited for, and what else the answer said (date, payment). */
  | { type: "amount"; amount: number; said: RecordIntent | null }
  | { type: "pick"; index: number }
  /** The number of parts a refused purchase is booked in ("foi em 12x"). */
  | { type: "instalments"; count: number }
  /** "nenhum", "deixa", "não sei": the question is dropped, nothing done. */
  | { type: "none" }
  /** "recebi" or "gastei" to "R$ 200,00 (feira): você recebeu ou gastou?": which way the money went. */
  | { type: "kind"; kind: "income" | "expense" }
  /** "cada dia" or "no total" to "R$ 20,00 (uber) em 27/11 e 26/11: …?": on each day said, or once. */
  | { type: "days"; each: boolean }
  /** A button under a booked record: "desfazer", "cartao" or "categoria". */
  | { type: "choice"; choice: RecordChoice }
  /** A button of a question answered moments ago: `same` when it is the choice already made (a double tap). */
  | { type: "again"; same: boolean }
  /** "é fatura do cartão", "não, é extrato da conta": a statement file read again as that side. */
  | { type: "side"; side: "account" | "card" }
  /** A button of a question that is no longer waiting (replaced or expired). */
  | { type: "stale" };

/** The buttons under a booked record. */
export type RecordChoice = "desfazer" | "cartao" | "categoria";

const YES_NO = [
  { id: "sim", title: "Sim" },
  { id: "nao", title: "Não" },
] as const;

const WHICH_WAY = [
  { id: "recebi", title: "Recebi" },
  { id: "gastei", title: "Gastei" },
] as const;

const EACH_OR_ALL = [
  { id: "cada", title: "Cada dia" },
  { id: "total", title: "No total" },
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
      if (p.days) return EACH_OR_ALL.map((c) => ({ ...c }));
      return p.income ? WHICH_WAY.map((c) => ({ ...c })) : YES_NO.map((c) => ({ ...c }));
    case "confirm_change":
    case "buy_planned":
    case "planned_done":
    case "resent":
    case "goal_out":
      return YES_NO.map((c) => ({ ...c }));
    case "which_record":
      return p.candidates.map((c, i) => ({
        id: String(i + 1),
        title: clip(`${money(c.total)} ${c.description || c.category || ""}`.trim(), 24),
        description: `${c.category ?? "sem categoria"}, ${c.date.slice(8, 10)}/${c.date.slice(5, 7)}`,
      }));
    case "which_card":
    case "record_card":
      return p.cards.slice(0, LIST_ROWS).map((name, i) => ({ id: String(i + 1), title: clip(name, 24) }));
    case "record_category":
      return p.categories
        .slice(0, LIST_ROWS)
        .map((name, i) => ({ id: String(i + 1), title: clip(name, 24) }));
    case "import_statement":
      if (p.accounts && p.accounts.length > 0)
        return p.accounts
          .slice(0, LIST_ROWS)
          .map((name, i) => ({ id: String(i + 1), title: clip(name, 24) }));
      return IMPORT_OR_NOT.map((c) => ({ ...c }));
    case "records_booked": {
      const choices: Choice[] = [{ id: "desfazer", title: "Desfazer" }];
      const one = p.records.length === 1;
      if (one && p.cards.length > 0) choices.push({ id: "cartao", title: "Era outro cartão" });
      if (one) choices.push({ id: "categoria", title: "Outra categoria" });
      return choices;
    }
    case "amount":
    case "instalments":
      return [];
  }
}

/** WhatsApp's limits: 3 reply buttons of 20 characters; a list of 10 rows. */
const BUTTONS = 3;
const BUTTON_TITLE = 20;
const LIST_ROWS = 10;

/**
 * A question's choices as a channel offers them, each with its whole id ("q7-t2x9k0:sim"):
 * reply buttons when there are up to three short ones, else a list opened by `button`.
 * Channels without buttons ignore them; the question's text still says how to answer by typing.
 */
export interface OfferedChoices {
  style: "buttons" | "list";
  /** The label of the button that opens the list (20 characters at most). */
  button: string;
  items: Choice[];
}

const LIST_BUTTON: Partial<Record<PendingQuestion["type"], string>> = {
  which_record: "Ver registros",
  which_card: "Ver cartões",
  record_card: "Ver cartões",
  record_category: "Ver categorias",
  import_statement: "Ver contas",
};

/**
 * The choices to show under the message that asks `p`, or null when it offers none (an amount).
 * @example offeredChoices(confirmQuestion) // { style: "buttons", button: "Escolher", items: [{ id: "q3-t2x9k0:sim", title: "Sim" }, …] }
 */
export function offeredChoices(p: PendingQuestion): OfferedChoices | null {
  const choices = choicesOf(p);
  if (choices.length === 0) return null;
  const items = choices.map((c) => ({ ...c, id: buttonId(p, c) }));
  const titles = new Set(choices.map((c) => c.title));
  const fitsButtons =
    p.type !== "which_record" &&
    choices.length <= BUTTONS &&
    titles.size === choices.length &&
    choices.every((c) => c.title.length <= BUTTON_TITLE && !c.description);
  if (fitsButtons) return { style: "buttons", button: "Escolher", items };
  return { style: "list", button: LIST_BUTTON[p.type] ?? "Escolher", items: items.slice(0, LIST_ROWS) };
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
  /^(sim|s|ss|sss|simm|isso|pode|pode sim|claro|confirmo|confirma|confirmado|ok|okay|beleza|blz|era|era sim|foi sim|isso mesmo|sim era|yes|pode registrar|registra|pode anotar|anota|positivo|exato|correto|certo|uhum|aham|ja sim|ja paguei|ja pago|ja paga|ja foi|ja ta paga|ja esta paga)( .*)?$/;
const NO =
  /^(nao|n|nn|nope|deixa|deixa pra la|cancela|cancelar|nao era|nao foi|negativo|nem|esquece|nao registra|nao precisa|ainda nao|ainda n|nao ainda)( .*)?$/;

/**
 * "sim", "pode", "isso", "claro" … → yes; "não", "deixa" … → no; anything else → null.
 * @example readYesNo("Sim!") // true
 */
export function readYesNo(text: string): boolean | null {
  const t = fold(text);
  if (t.length === 0 || t.length > 30) return null;
  // "siiim", "naoo": a vowel held as it is typed for emphasis
  const held = t.replace(/([aeiou])\1+/g, "$1");
  if (YES.test(t) || YES.test(held) || held === "ja") return true;
  if (NO.test(t) || NO.test(held)) return false;
  return null;
}

const TOOK_OUT = new Set(["tirei", "retirei", "resgatei", "saquei", "peguei", "tiramos", "ja", "sim", "s"]);
const NOT_YET = new Set(["ainda", "nao", "n", "vou", "tirar", "resgatar", "depois", "amanha"]);
const SAID_WITH = new Set([
  "ja",
  "sim",
  "agora",
  "hoje",
  "isso",
  "tirei",
  "foi",
  "mesmo",
  "ainda",
  "nao",
  "n",
]);

/**
 * "já tirei", "tirei sim", "já" → taken out; "ainda não", "não tirei ainda", "vou tirar amanhã" →
 * not yet; anything else (a message of its own, "tirei 50 da meta") → null.
 */
function takenOutYet(text: string): boolean | null {
  const words = fold(text).toLowerCase().split(" ").filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  if (words.some((w) => w === "ainda" || w === "nao" || w === "n" || w === "vou" || w === "amanha"))
    return words.every((w) => NOT_YET.has(w) || SAID_WITH.has(w) || TOOK_OUT.has(w)) ? false : null;
  if (!words.some((w) => TOOK_OUT.has(w))) return null;
  return words.every((w) => TOOK_OUT.has(w) || SAID_WITH.has(w)) ? true : null;
}

/** Said of money come in or gone out, in a short answer: "recebi", "foi venda", "gastei", "comprei". */
const CAME_IN = /\b(recebi|recebido|vendi|vendido|venda|vendas|ganhei|entrou|faturei|lucro|receita)\b/;
const WENT_OUT = /\b(gastei|gasto|gastos|comprei|compra|compras|paguei|despesa|saiu)\b/;

/** Which way money went, said in a short answer ("recebi", "gastei sim"), or null (both, neither, a long message). */
function wayTold(text: string): "income" | "expense" | null {
  const t = fold(text);
  if (t.length === 0 || t.split(" ").length > 5) return null;
  const came = CAME_IN.test(t);
  if (came === WENT_OUT.test(t)) return null;
  return came ? "income" : "expense";
}

/** Said of an amount spent on each of the days asked about, or on them all together, in a short answer. */
const DAYS = {
  each: /\b(cada|por dia|todo dia|os dois dias|nos dois dias|em ambos|nos dois)\b/,
  all: /\b(total|tudo|junto|juntos|somando|somado|ao todo|no geral|os dois juntos)\b/,
};
/** Said of a price asked as each thing's ("2 camisetas de 50"), or as all of them together. */
const THINGS = {
  each: /\b(cada|por unidade|a unidade|unitario|por peca|cada peca)\b/,
  all: /\b(total|tudo|junto|juntos|juntas|somando|ao todo|as duas|os dois|as tres|os tres|as quatro|os quatro|todas|todos|o par)\b/,
};

/**
 * "cada dia", "foi por dia", "20 cada" (true) or "no total", "foi tudo junto" (false); null for
 * anything else. The amount asked may be said again; another amount ("foi 10 cada dia") is a
 * message of its own.
 */
function eachOrAllTold(text: string, amount: number, said = DAYS): boolean | null {
  const words = fold(text).split(" ").filter(Boolean);
  if (words.length === 0 || words.length > 5) return null;
  // "20 cada": the amount asked, said again; any other number is another amount
  const other = (w: string) => Number(w.replace(/^r\$/, "").replace(",", ".")) !== amount;
  if (words.some((w) => /\d/.test(w) && other(w))) return null;
  const t = words.filter((w) => !/\d/.test(w)).join(" ");
  const each = said.each.test(t);
  if (each === said.all.test(t)) return null;
  return each;
}

/** "não, 60 cada", "foi 7,50 cada um": another price of each thing. */
const OTHER_EACH =
  /^(?:(?:nao|n|foi|era|na verdade),?\s+)*(?:r\$\s?)?(\d{1,5}(?:,\d{1,2})?)\s+cada(?:\s+uma?)?$/;

/** "dividi o jantar em 4", then "não, paguei tudo": the whole bill was the person's. */
const PAID_ALL =
  /\b(paguei (tudo|sozinh[oa]|o total|a conta (toda|inteira)|inteiro|inteira)|tudo eu|eu que paguei|quem pagou fui eu|fui eu que paguei)\b/;

/**
 * What a statement file is, said to its offer: "é fatura do cartão", "é do cartão", "na verdade é
 * fatura", "lê como fatura" (the card's); "não, é extrato da conta", "é conta corrente" (an
 * account's). Only such a short answer: a message with an amount or anything else is its own.
 */
const SIDE_SAID =
  /^(?:(?:nao|na verdade|ops|opa|errado|mas)\s+)*(?:(?:isso |esse arquivo |o arquivo |esse )?(?:e|eh|era|sao|foi)\s+|(?:le|leia|ler|pode ler|importa|importe|importar|considera|trata)\s+(?:como\s+)?|como\s+)?(?:(?:uma?|o|a|de|do|da)\s+)?(?:(fatura(?: do cartao(?: de credito)?)?|(?:do )?cartao(?: de credito)?|credito)|(extrato(?: da conta(?: corrente)?| bancario| de conta(?: corrente)?)?|(?:da )?conta(?: corrente| bancaria)?))(?:\s+(?:mesmo|sim|ta|viu))?$/;

/** The side a short answer says a statement file is, or null. */
function sideSaid(folded: string): "account" | "card" | null {
  const m = SIDE_SAID.exec(folded.toLowerCase());
  if (!m) return null;
  return m[1] ? "card" : "account";
}

/** "importar", "pode importar", "importa tudo": yes to an import offer. */
const IMPORT =
  /^(sim )?(pode )?(importa|importar|importe)( (tudo|todas|todos|as compras|os lancamentos|sim))?$/;

/** The bill split in two halves: "meio a meio", "foi metade", "cada um pagou a metade". */
const HALVES =
  /^(foi |sim )?(meio a meio|metade|metade metade|metade cada|dividimos igual|cada um pagou (a )?metade|rachamos|racha(mos)? meio a meio)( (mesmo|sim|isso|ne|certinho))?$/;

/** "é outra", "foi outro", "é outro gasto": a second one, said last of a message sent again. */
const ANOTHER_ONE =
  /(?:^|[\s,.!])(?:(nao|n)\s+)?(?:e|eh|foi|era)\s+outr[oa](?:\s+(?:gasto|compra|vez|sim|mesmo|msm))*\s*[.!]*$/;

/** "não, é outra", "sim, foi outro": a second one ("não é outro" is not). */
function anotherOne(text: string): boolean {
  // the comma kept: "não, é outra" answers the question, "não é outro" denies another one
  const m = ANOTHER_ONE.exec(foldAccents(text).toLowerCase().trim());
  return m !== null && m[1] === undefined;
}

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
  // "comprei 2 camisetas", then "40 cada" (each one's) or "75 as duas" (all of them)
  const counted = countedAnswer(p, text);
  if (counted !== null) return { type: "amount", amount: counted, said: null };
  // "comprei 2 ou 3 camisetas de 40", then "foram 3": that many at the price said
  const count = countAnswer(p, text);
  if (count !== null) return { type: "amount", amount: count, said: null };
  // "Foi R$ 87,00 ou R$ 87,90?", then "o segundo": the candidate named by its place
  const picked = candidatePicked(p, text);
  if (picked !== null) return { type: "amount", amount: picked, said: null };
  const only = results.length === 1 ? results[0] : undefined;
  // "foi 450", "era 450": an amount said as a correction answers the question, not the last record
  const corrected = amountCorrected(only);
  if (corrected !== null) {
    // "foi 250 no pix": how it was paid, said with the amount, is the record's too
    const retry =
      only?.intent === "edit_last" && only.payment ? reparse(`${VERB[p.intent.kind]} ${text}`) : [];
    const said = retry.length === 1 && retry[0]?.intent === "record" ? retry[0] : null;
    return { type: "amount", amount: corrected, said: said?.amount === corrected ? said : null };
  }
  if (only?.intent === "record")
    return sameRecord(p, only) || namesUnnamed(p, only) || namesNothing(only) ? amountOf(only) : null;
  // "43", "quinze", "cinquenta e seis": an amount alone, in digits or in words
  const amountSaid = only?.intent === "unknown" && only.hint === "amount" && only.amount !== undefined;
  if (only?.intent !== "unknown" || !(amountSaid || /\d|mil|cem|cento|reais|conto|pila/i.test(text))) {
    return NOT_NOW.test(fold(text)) ? { type: "none" } : null;
  }
  const retry = reparse(`${VERB[p.intent.kind]} ${text}`);
  const record = retry.length === 1 && retry[0]?.intent === "record" ? retry[0] : undefined;
  return record && sameRecord(p, record) ? amountOf(record) : null;
}

const PLACES = new Map([
  ["primeiro", 0],
  ["primeira", 0],
  ["segundo", 1],
  ["segunda", 1],
  ["terceiro", 2],
  ["terceira", 2],
]);
const PICK_FILLER = new Set(["o", "a", "foi", "e", "era", "opcao", "valor", "mesmo", "esse", "essa", "ai"]);

/**
 * The amount asked among candidates ("Foi R$ 87,00 ou R$ 87,90 ou R$ 90,00?") named by its place:
 * "o segundo", "foi a primeira opção", "o último". Null for anything else (an amount said answers
 * as itself).
 */
function candidatePicked(p: Extract<PendingQuestion, { type: "amount" }>, text: string): number | null {
  const said = p.intent.roughly;
  if (!said || said.length < 2) return null;
  const words = fold(text)
    .toLowerCase()
    .split(/[\s,.!]+/)
    .filter(Boolean);
  const place = words.filter((w) => !PICK_FILLER.has(w));
  if (place.length !== 1) return null;
  const w = place[0] as string;
  const at = w === "ultimo" || w === "ultima" ? said.length - 1 : PLACES.get(w);
  return at === undefined || at >= said.length ? null : (said[at] as number);
}

/**
 * The amount of things counted with their price unsaid ("comprei 2 camisetas"), when the answer is
 * one price and says whose: "40 cada", "foi 7,50 cada uma" (times the count), "deu 75 as duas", "75
 * no total" (as said). Null for anything else ("75" alone is the amount as it stands).
 */
function countedAnswer(p: Extract<PendingQuestion, { type: "amount" }>, text: string): number | null {
  const count = p.intent.count;
  if (!count) return null;
  const t = foldAccents(text)
    .toLowerCase()
    .replace(/[!?.]+$/, "")
    .trim();
  const prices = t.match(/\d+(?:[.,]\d+)*/g);
  if (prices?.length !== 1) return null;
  const centavos = parseNumericCentavos(prices[0] as string);
  const rest = t.replace(/(?:r\$\s?)?\d+(?:[.,]\d+)*(?:\s*(?:reais|real|conto|pila))?/, " ");
  if (centavos === null || centavos === 0 || rest.split(/\s+/).filter(Boolean).length > 5) return null;
  const each = THINGS.each.test(rest);
  if (each === THINGS.all.test(rest)) return null;
  return each ? (centavos * count) / 100 : centavos / 100;
}

const COUNT_SAID =
  /^(?:(?:foram|foi|eram|era|sao|comprei|peguei|levei|tomei|acho que|so|ah|entao)\s+)*(\d{1,2})((?:\s+\p{L}+)*)$/u;
const COUNT_AFTER = new Set(["mesmo", "so", "entao", "ai", "msm", "uns", "umas"]);

/**
 * The total of a count asked about ("Foram 2 ou 3 camisetas?"), when the answer is one of the
 * counts said and nothing else but the thing ("3", "foram 3", "3 camisetas"): that many at the
 * price said. Null for anything else, the total itself among it ("120").
 */
function countAnswer(p: Extract<PendingQuestion, { type: "amount" }>, text: string): number | null {
  const counts = p.intent.counts;
  if (!counts) return null;
  const m = COUNT_SAID.exec(fold(text).toLowerCase());
  if (!m) return null;
  const n = Number(m[1]);
  if (!counts.said.includes(n)) return null;
  const thing = fold(p.intent.description ?? "")
    .toLowerCase()
    .split(/\s+/);
  const after = (m[2] ?? "").trim().split(/\s+/).filter(Boolean);
  if (!after.every((w) => COUNT_AFTER.has(w) || thing.includes(w))) return null;
  return Math.round(n * counts.price * 100) / 100;
}

/** "foi em 12x", "em 12x então", "12 vezes", "pode ser 10x no cartão": only a number of parts. */
const PARTS_ONLY =
  /^(?:(?:entao|foi|foram|era|sao|faz|faca|fazer|pode|ser|coloca|poe|bota|lanca|parcela|parcelado|parcelada|parcelei|em|de|no|na|o|a|cartao|credito)\s+)*(\d{1,3})\s*(?:x|vezes)(?:\s+(?:entao|mesmo|ai|sem juros|no cartao|no credito|por favor|pf|pfv))*\s*$/;

/** The number of parts a message gives, when it says nothing else (1 to MAX_INSTALMENTS). */
function instalmentsAnswer(text: string, results: readonly Interpretation[]): number | null {
  const only = results.length === 1 ? results[0] : undefined;
  let count: number | null = null;
  if (
    only?.intent === "edit_last" &&
    only.installments != null &&
    only.amount === null &&
    only.category === null &&
    only.date === null &&
    only.description === null &&
    !only.target
  )
    count = only.installments;
  else {
    const m = PARTS_ONLY.exec(fold(text).toLowerCase());
    if (m) count = Number(m[1]);
  }
  return count !== null && count >= 1 && count <= MAX_INSTALMENTS ? count : null;
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
 * "2000 ou 3 mil" asked with nothing named, then "3 mil, foi a geladeira": a record of an amount
 * near those said names what it was, and answers (a record far from them is one of its own).
 */
function namesUnnamed(p: Extract<PendingQuestion, { type: "amount" }>, r: RecordIntent): boolean {
  const said = p.intent.roughly;
  if (!said?.length || p.intent.category !== undefined || p.intent.description !== undefined) return false;
  return r.amount >= Math.min(...said) / 2 && r.amount <= Math.max(...said) * 2;
}

/**
 * "deu 1.590 reais", "ficou 220": an amount with a verb of what it came to, naming nothing (filed in
 * the fallback category under its own name), answers the amount asked.
 */
function namesNothing(r: RecordIntent): boolean {
  return r.category === fallbackCategory(r.kind) && r.description === r.category.toLowerCase() && !r.payment;
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
    /** The questions answered lately, to tell a double tap from an old button. */
    answered?: readonly AnsweredQuestion[];
  },
): Answer | null {
  if (input.choiceId) return answerById(pending, input.choiceId, input.answered ?? []);
  if (!pending) return null;
  switch (pending.type) {
    case "amount":
      return amountAnswer(pending, input.text, input.results, input.reparse);
    case "instalments": {
      const count = instalmentsAnswer(input.text, input.results);
      if (count !== null) return { type: "instalments", count };
      return NOT_NOW.test(fold(input.text)) ? { type: "none" } : null;
    }
    case "buy_planned": {
      // "comprei o notebook", then "3.899" or "saiu por 3.899": bought, at the price said
      const priceAfterYes = amountAfterYes(input.text, input.reparse);
      if (priceAfterYes !== null) return { type: "amount", amount: priceAfterYes, said: null };
      const yes = readYesNo(input.text);
      if (yes !== null) return { type: yes ? "yes" : "no" };
      const price = priceSaid(input.results);
      return price === null ? null : { type: "amount", amount: price, said: null };
    }
    case "confirm_record": {
      // "fiz 200 na feira", then "recebi", "foi venda", "gastei", "comprei": which way it went
      if (pending.income) {
        const kind = wayTold(input.text);
        return kind ? { type: "kind", kind } : null;
      }
      // "gastei 20 de uber ontem e anteontem", then "cada dia" or "no total"
      if (pending.days) {
        const each = eachOrAllTold(input.text, pending.record.amount);
        return each === null ? null : { type: "days", each };
      }
      // "2 camisetas de 50", then "50 cada" (the product asked) or "50 as duas", "no total" (all)
      if (pending.each) {
        const each = eachOrAllTold(input.text, pending.each.price, THINGS);
        if (each === true) return { type: "yes" };
        if (each === false) return { type: "amount", amount: pending.each.price, said: null };
        // "não, 60 cada": another price of each, times the count
        const other = OTHER_EACH.exec(
          foldAccents(input.text)
            .toLowerCase()
            .replace(/[!.]+$/, "")
            .trim(),
        );
        if (other?.[1]) {
          const price = Number(other[1].replace(",", "."));
          return { type: "amount", amount: Math.round(price * pending.each.count * 100) / 100, said: null };
        }
      }
      // "a conta chegou; já está paga?", then "não, vence dia 15": not paid, and a reminder asked for
      if (input.results.length === 1 && input.results[0]?.intent === "reminder") return null;
      if (pending.shared && PAID_ALL.test(fold(input.text)))
        return { type: "amount", amount: pending.shared.total, said: null };
      // "não, 8 foi o total", "não, foi 45": the amount it really was, booked so
      const price = priceSaid(input.results) ?? amountAfterYes(input.text, input.reparse);
      if (price !== null) return { type: "amount", amount: price, said: null };
      // "foi meio a meio" to a bill asked as split by two: the half asked is right
      if (pending.shared?.people === 2 && HALVES.test(fold(input.text))) return { type: "yes" };
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "resent": {
      // "apaga o repetido", "duplicou": the copy asked about, which was never booked
      const only = input.results.length === 1 ? input.results[0] : undefined;
      if (only?.intent === "delete_last" && only.doubled) return { type: "no", copy: true };
      // "não, é outra", "foi outro sim": whatever the "não" answered, another one is new money
      if (anotherOne(input.text)) return { type: "yes" };
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "confirm_change":
    case "planned_done": {
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "goal_out": {
      // "já tirei", "tirei sim" / "ainda não", "vou tirar amanhã": done or not yet
      const done = takenOutYet(input.text);
      if (done !== null) return { type: done ? "yes" : "no" };
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
      // "a 2", "nubank 2": the account asked for a file that carries no number
      if (pending.accounts && pending.accounts.length > 0) {
        const picked = readPick(
          input.text,
          pending.accounts.map((name) => ({ words: name })),
          input.today,
        );
        if (picked?.type === "pick") return picked;
      }
      const side = sideSaid(fold(input.text));
      if (side) return { type: "side", side };
      if (IMPORT.test(fold(input.text))) return { type: "yes" };
      const yes = readYesNo(input.text);
      return yes === null ? null : { type: yes ? "yes" : "no" };
    }
    case "which_card":
    case "record_card":
    case "record_category": {
      if (standsAlone(input.results, input.text)) return null;
      const names = pending.type === "record_category" ? pending.categories : pending.cards;
      return readPick(
        input.text,
        names.map((name) => ({ words: name })),
        input.today,
      );
    }
    case "records_booked":
      // its buttons answer it; anything typed is a message of its own ("desfaz" still undoes)
      return null;
  }
}

/** "foi 450": a correction that says only an amount, in reais, or null. */
function amountCorrected(only: Interpretation | undefined): number | null {
  return only?.intent === "edit_last" &&
    only.amount !== null &&
    !only.target &&
    only.category === null &&
    only.date === null &&
    only.description === null
    ? only.amount
    : null;
}

/** An amount said alone ("3.899", "foi 3.899", "saiu 3.899"), in reais, or null. */
function priceSaid(results: readonly Interpretation[]): number | null {
  const only = results.length === 1 ? results[0] : undefined;
  if (only?.intent === "unknown" && only.hint === "amount" && only.amount) return only.amount;
  return amountCorrected(only);
}

/**
 * A yes and then another amount: "sim mas foi 47", "sim, mas foi 45 e pouco, 47", "isso, só que deu
 * 47", "sim foi 47". The yes is to the thing asked about, the amount said after it is the one meant.
 */
const YES_THEN =
  /^\s*(?:sim|s|ss|isso|isso mesmo|certo|ok|pode|beleza|blz|exato|foi sim|era sim)\b[\s,.!]*(?:(?:mas|so que|porem)\b[\s,]*)?(.+)$/i;

/** The amount said after a yes (in reais), or null when none is or the yes comes alone. */
function amountAfterYes(text: string, reparse: (text: string) => Interpretation[]): number | null {
  const m = YES_THEN.exec(foldAccents(text));
  if (!m?.[1] || !/\d/.test(m[1])) return null;
  return priceSaid(reparse(m[1]));
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

function answerById(
  pending: PendingQuestion | null,
  id: string,
  answered: readonly AnsweredQuestion[],
): Answer {
  const colon = id.indexOf(":");
  const question = colon < 0 ? id : id.slice(0, colon);
  const choice = id.slice(colon + 1);
  if (!pending || colon < 0 || question !== pending.id) {
    const before = answered.find((a) => a.id === question);
    return before && colon >= 0 ? { type: "again", same: before.choice === choice } : { type: "stale" };
  }
  if (!choicesOf(pending).some((c) => c.id === choice)) return { type: "stale" };
  switch (pending.type) {
    case "confirm_record":
      if (pending.income) return { type: "kind", kind: choice === "recebi" ? "income" : "expense" };
      if (pending.days) return { type: "days", each: choice === "cada" };
      return { type: choice === "sim" ? "yes" : "no" };
    case "import_statement":
      if (pending.accounts && pending.accounts.length > 0) return { type: "pick", index: Number(choice) - 1 };
      return { type: choice === "sim" ? "yes" : "no" };
    case "confirm_change":
    case "buy_planned":
    case "planned_done":
    case "resent":
    case "goal_out":
      return { type: choice === "sim" ? "yes" : "no" };
    case "records_booked":
      return { type: "choice", choice: choice as RecordChoice };
    default:
      return { type: "pick", index: Number(choice) - 1 };
  }
}
