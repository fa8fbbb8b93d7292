/**
 * Card issuers and how their names are spelled whatever the typing ("itau" is "Itaú", "bb" is
 * "BB"). Shared by the payment of records, the card intent and card-bill questions.
 */

/** Issuers whose name is never anything else: found anywhere in a message. */
export const ISSUERS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    nubank: "Nubank",
    itau: "Itaú",
    santander: "Santander",
    bradesco: "Bradesco",
    bb: "BB",
    ourocard: "BB",
    picpay: "PicPay",
    neon: "Neon",
    c6: "C6",
    xp: "XP",
    btg: "BTG",
    sicredi: "Sicredi",
    sicoob: "Sicoob",
    digio: "Digio",
    credicard: "Credicard",
    hipercard: "Hipercard",
    amex: "Amex",
    porto: "Porto",
    pan: "Pan",
  }),
);

/** Issuers whose name is also a common word: only after "cartão", "no", "do"… ("caixa", "inter"). */
const AMBIGUOUS_ISSUERS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    inter: "Inter",
    caixa: "Caixa",
    next: "Next",
    original: "Original",
    safra: "Safra",
    will: "Will Bank",
    elo: "Elo",
    visa: "Visa",
    mastercard: "Mastercard",
  }),
);

const BEFORE_AMBIGUOUS = new Set([
  "cartao",
  "no",
  "na",
  "pelo",
  "pela",
  "do",
  "da",
  "meu",
  "minha",
  ":",
  ",",
]);

const NUBANK_NICKNAMES = new Set(["nu", "roxinho", "roxinha"]);
const NICKNAME_BEFORE = new Set(["no", "pelo", "cartao", "meu"]);

const SET_UP = new Set([
  "cadastra",
  "cadastrar",
  "cadastre",
  "adiciona",
  "adicione",
  "registra",
  "inclui",
  "tenho",
]);

export interface IssuerHit {
  name: string;
  start: number;
  end: number;
}

/**
 * The issuer named at token i, if any: "nubank", "nu bank", "banco do brasil", "mercado pago",
 * or an ambiguous name right after "cartão"/"do"/"no".
 */
export function issuerAt(words: readonly string[], i: number): IssuerHit | null {
  const w = words[i] as string;
  const next = words[i + 1];
  if (w === "nu" && next === "bank") return { name: "Nubank", start: i, end: i + 2 };
  // "no roxinho", "passei no nu": Nubank's nicknames, a card only where a card is said
  // ("um vestido roxinho" is a colour)
  if (NUBANK_NICKNAMES.has(w) && NICKNAME_BEFORE.has(words[i - 1] ?? ""))
    return { name: "Nubank", start: i, end: i + 1 };
  if (w === "banco" && next === "do" && words[i + 2] === "brasil")
    return { name: "BB", start: i, end: i + 3 };
  if (w === "mercado" && next === "pago") return { name: "Mercado Pago", start: i, end: i + 2 };
  if (w === "banco" && next === "inter") return { name: "Inter", start: i, end: i + 2 };
  const known = ISSUERS.get(w);
  if (known !== undefined) return { name: known, start: i, end: i + 1 };
  const ambiguous = AMBIGUOUS_ISSUERS.get(w);
  if (ambiguous === undefined) return null;
  const prev = words[i - 1] ?? "";
  const prev2 = words[i - 2] ?? "";
  if (w === "caixa" && (next === "eletronico" || next === "24h")) return null;
  // "cadastra o inter", "cadastra tbm o inter": a card being set up
  const setUp = prev === "o" && words.slice(Math.max(0, i - 4), i - 1).some((x) => SET_UP.has(x));
  if (BEFORE_AMBIGUOUS.has(prev) || prev2 === "cartao" || prev === "" || setUp) {
    // "no inter de 3x" fine; "no caixa de 10" (a checkout) is not a card unless "cartão" is near
    if (w === "caixa" && prev !== "cartao" && prev2 !== "cartao" && prev !== "da" && prev !== "meu")
      return null;
    return { name: ambiguous, start: i, end: i + 1 };
  }
  return null;
}

/** The first issuer named in words[from, to). */
export function findIssuer(words: readonly string[], from = 0, to = words.length): IssuerHit | null {
  for (let i = from; i < to; i++) {
    const hit = issuerAt(words, i);
    if (hit) return hit;
  }
  return null;
}
