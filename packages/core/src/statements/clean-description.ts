/**
 * Statement words to what a person reads: the bank's operation words taken off ("Transferência
 * enviada pelo Pix", "Compra no débito via NuPay"), acquirer prefixes resolved ("IFD*IFOOD" →
 * iFood, "PAG*JoseDaSilva" → Jose da Silva), dates, times, CPF/CNPJ, bank and branch numbers and
 * card-line city codes dropped, names in capitals set in title case.
 */
import { findBrand } from "./brands.ts";
import type { EntryMethod } from "./types.ts";

const BASE_LETTER = new Map<string, string>();
// Texts with accents folded before: a statement repeats its merchants and names thousands of times.
const PLAIN = new Map<string, string>();
const PLAIN_KEPT = 4096;

/** Lower case without accents, same length as the input (one code unit per character). */
export function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  const known = PLAIN.get(text);
  if (known !== undefined) return known;
  let out = "";
  for (const c of text) {
    let base = BASE_LETTER.get(c);
    if (base === undefined) {
      const first = c.normalize("NFD")[0] ?? c;
      base = (first.length === c.length ? first : c).toLowerCase();
      if (base.length !== c.length) base = c;
      BASE_LETTER.set(c, base);
    }
    out += base;
  }
  if (PLAIN.size >= PLAIN_KEPT) PLAIN.clear();
  PLAIN.set(text, out);
  return out;
}

/** Folded words (letters and digits) of a text. */
export function words(text: string): string[] {
  return plain(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w !== "");
}

/** Operation words banks put before the counterpart, matched on the accent-free lower-case text. */
const OPERATIONS = [
  "transferencia (?:enviada|recebida)(?: pelo pix| via pix| pix)?",
  "transferencia (?:entre contas|para conta propria|mesma titularidade)",
  "transf(?:erencia)? (?:enviada|recebida|env|rec)(?: pix)?",
  "transf(?:erencia)? pix",
  "transf(?:erencia)? cc para c[cp](?: pj| pf)?",
  "(?:ted|transferencia|transf) mesma titularidade",
  "pix (?:enviado|recebido|env|rec|transf|qrs|qr code(?: estatico| dinamico)?|agendado|devolvido|estornado|saque|troco)",
  "pagamento (?:com|via) (?:qr )?pix",
  "pix",
  "ted (?:enviada|recebida|env|rec)",
  "ted",
  "doc (?:enviado|recebido)",
  "compra no debito(?: via nupay)?",
  "debito (?:de |em )?cartao",
  "cp maestro",
  "compra com cartao",
  "compra (?:cartao )?(?:de )?(?:deb|debito|cred|credito)(?: (?:mc|visa|elo|master|maestro|hiper))?",
  "compra",
  "pagamento (?:de |do )?(?:boleto|titulo|conta|fatura)(?: efetuado| realizado)?",
  "pagamento (?:efetuado|realizado|recebido)",
  "pagto (?:eletron(?:ico)? )?(?:cobranca|boleto|titulo)",
  "pag(?:to)? boleto",
  "debito automatico",
  "deb(?:ito)? aut(?:omatico)?",
  "envio",
  "recebimento",
  "enviad[oa]",
  "recebid[oa]",
];
const OPERATION = new RegExp(
  `^(?:${OPERATIONS.join("|")})\\b[\\s:]*(?:(?:rem|des|dest|favorecido|pagador|para|de|do|da|em|no|na|p/)\\s*:?\\s+)?`,
);

/** Leading and trailing noise: dates, times, masked documents, bank codes, card-line places. */
const NOISE: readonly RegExp[] = [
  /^\d{2}\/\d{2}(?:\/\d{2,4})?\s+\d{2}:\d{2}(?::\d{2})?\s+/, // "12/03 21:08 " (Banco do Brasil details)
  /\s+(?:parc(?:ela)?\.?\s*)\d{1,2}\s*(?:\/|de)\s*\d{1,2}$/, // " PARC 01/03"
  /\s*\d{2}\/\d{2}(?:\/\d{2,4})?(?:\s+\d{2}:\d{2}(?::\d{2})?)?$/, // " 12/03", "ARAUJO02/03", " 12/03/2026 10:11"
  /\s+\d{2}:\d{2}(?::\d{2})?$/,
  /^[\d\s./-]+(?=[a-z])/, // "04/03 1234 567890-1 MARIA", "001.0001 JOSE"
  /\s+(?:[a-z ]+\s)?(?:bra?|brasil|brazil)$/, // "SAO PAULO BRA"
];

const PARTICLES = new Set(["da", "de", "do", "das", "dos", "e", "di", "du", "del"]);

/** "JOSE DA SILVA" → "Jose da Silva"; "JoseDaSilva" → "Jose da Silva"; mixed case left alone. */
export function tidyName(text: string): string {
  let t = text
    .replace(/([a-zà-ÿ])([A-ZÀ-Þ])/g, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
  const camel = t !== text.replace(/\s+/g, " ").trim();
  if (!camel && /\p{Ll}/u.test(t)) return t;
  t = t
    .toLowerCase()
    .split(" ")
    .map((w, i) => (i > 0 && PARTICLES.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
  return t;
}

/** A part that is only a document, bank or branch reference ("•••.123.456-••", "BCO DO BRASIL S.A. (0001) Agência: 1 Conta: 2-3"). */
function isReference(part: string): boolean {
  const p = plain(part).trim();
  if (p === "") return true;
  if (
    /ag[e]ncia\s*:|conta\s*:|\(\d{3,4}\)|^(bco|banco)\b|\bs\.?\s?a\.?$|\bip\s?s\.?a|instituicao de pagamento/.test(
      p,
    )
  )
    return true;
  const digits = p.replace(/[^0-9•*x]/g, "");
  return digits.length >= 6 && /^[\d•*x.\-/\s]+$/.test(p);
}

/** How the money moved, from the words. */
export function methodOf(text: string): EntryMethod {
  const p = plain(text);
  if (/\bpix\b/.test(p)) return "pix";
  if (/\bboleto\b|\bcobranca\b|\btitulo\b|\bconvenio\b/.test(p)) return "boleto";
  if (/\bsaque\b|\bdeposito em dinheiro\b|\bdep dinheiro\b/.test(p)) return "cash";
  if (
    /\bmaestro\b|\bdebito (de |em )?cartao\b|compra (no |com )?(cartao )?(de )?deb|\bdebito (visa|master|elo)|compra com cartao|\bnupay\b|cartao debito|\bcompra deb/.test(
      p,
    )
  )
    return "debit";
  if (/\bted\b|\bdoc\b|\btransf/.test(p)) return "transfer";
  return null;
}

/** Resolves an acquirer's `PREFIX*NAME` to the merchant's name. */
function resolveStar(text: string): string {
  const star = /^\s*([^*]{1,24}?)\s*\*\s*(.+)$/.exec(text);
  if (!star) return text;
  const before = star[1] as string;
  const after = star[2] as string;
  if (findBrand(words(before))) return before;
  if (findBrand(words(after))) return after;
  // A short code before the star is the payment company (PAG, IFD, MP, EC, SUMUP, PICPAY…).
  return before.replace(/\s/g, "").length <= 8 ? after : before;
}

/** The words of a statement line tidied for display, the counterpart named and the method. */
export interface CleanedText {
  description: string;
  counterpart: string | null;
  method: EntryMethod;
  /** The category a brand belongs to, when one is named. */
  brandCategory: string | null;
}

/**
 * Cleans a statement line for display.
 * @example cleanDescription("IFD*IFOOD").description // "iFood"
 * @example cleanDescription("PIX TRANSF JOAO 12/03").description // "Joao"
 */
export function cleanDescription(text: string): CleanedText {
  const method = methodOf(text);
  const parts = text
    .split(/\s+-\s+|\s+\|\s+/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p !== "");
  let operation: string | null = null;
  const names: string[] = [];
  for (const part of parts) {
    if (isReference(part)) continue;
    let rest = part;
    const p = plain(rest);
    const op = OPERATION.exec(p);
    if (op && op[0].length > 0) {
      operation ??= part.slice(0, op[0].length).trim();
      rest = part.slice(op[0].length).trim();
    }
    for (const noise of NOISE) {
      const m = noise.exec(plain(rest));
      if (m) rest = (m.index === 0 ? rest.slice(m[0].length) : rest.slice(0, m.index)).trim();
    }
    rest = rest.replace(/^[\s\-:;,.*]+|[\s\-:;,*]+$/g, "");
    if (rest !== "" && /\p{L}/u.test(rest)) names.push(rest);
  }
  // The first name after the operation is the counterpart; later parts are banks and branches.
  names.splice(1);
  const joined = names.join(" ");
  const brand = findBrand(words(text));
  if (brand) {
    return {
      description: brand.brand.display,
      counterpart: brand.brand.display,
      method,
      brandCategory: brand.brand.category,
    };
  }
  const resolved = resolveStar(joined);
  if (resolved !== "") {
    const name = tidyName(resolved.replace(/\s*\*\s*/g, " "));
    return { description: name, counterpart: name, method, brandCategory: null };
  }
  const fallback = operation ?? parts[0] ?? text.trim();
  const sentence = /\p{Ll}/u.test(fallback) ? fallback : fallback.charAt(0) + fallback.slice(1).toLowerCase();
  return {
    description: sentence.replace(/\s+/g, " ").trim(),
    counterpart: null,
    method,
    brandCategory: null,
  };
}
