/** Who issued a document and which category its spending belongs to, from the header and items. */
import { findCategory } from "../parser/categories.ts";
import { foldWords } from "../parser/normalise.ts";
import type { PaymentMethod } from "../parser/types.ts";
import { fold } from "./text.ts";

const BOILERPLATE =
  /danfe|documento auxiliar|nota fiscal|cupom|extrato|consumidor|^sat\b|cf-?e|cnpj|inscri|^ie\b|^i\.e|^ccm|^im\b|^cpf|telefone|^tel\b|^fone|www\.|http|\.com|chave de acesso|protocolo|emiss|^data|^hora|via\W*(do |da )?(cliente|estabelecimento|lojista|loja)\b|comprovante|tribut|aprox|\bibpt\b|^\W*$/;
// A card machine's brand, printed alone above the shop's name on its slips.
const ACQUIRER =
  /^\W*(stone|cielo|rede|getnet|pagseguro|pagbank|sumup|safrapay|ton|infinitepay|vero|sipag|granito|mercado pago point)\W*$/;
const ADDRESS =
  /^(r\.?|rua|av\.?|avenida|rod\.?|rodovia|al\.?|alameda|travessa|tv\.?|praca|estrada|est\.?|cep|bairro)\b|\bcep\b|\d{5}-?\d{3}/;

/**
 * Tidies a header line into a merchant name: spaces collapsed, no punctuation at the ends, and no
 * stray marks OCR leaves at the paper's edge (a lone ")" or "'", a bracket closing nothing, a
 * small letter beside a name in capitals).
 */
export function cleanName(line: string): string {
  let name = line
    .replace(/[|_*=~#]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^([^\p{L}\p{N}\s]+\s+)+|(\s+[^\p{L}\p{N}\s]+)+$/gu, "")
    .replace(/^[\s\-.:,]+|[\s\-.:,]+$/g, "")
    .trim();
  if (name.endsWith(")") && !name.includes("(")) name = name.slice(0, -1).trimEnd();
  if (name.startsWith("(") && !name.includes(")")) name = name.slice(1).trimStart();
  // In a name printed in capitals, a lone small letter at either end is the paper's edge ("l", "i").
  const words = name.split(" ");
  if (words.length > 2 && !/\p{Ll}/u.test(words.slice(1, -1).join(" "))) {
    if (/^\p{Ll}$/u.test(words.at(-1) ?? "")) words.pop();
    if (/^\p{Ll}$/u.test(words[0] ?? "")) words.shift();
    name = words.join(" ");
  }
  return name;
}

// Lines that name the other party (the buyer, the payer): the line after them is not the issuer.
const CUSTOMER = /^\W*(destinatario|consumidor|pagador|sacado|tomador|cliente|nome do cliente|titular)\b/;
// Field labels of a DANFE or a bill header, never a name.
const FIELD = /\bserie\b|\bn[uú]mer[oa]l?\b|tipo nf|^danfe|\bfolha\b|\bentrada\b|\bsaida\b/;

/** A line that can be an issuer's name: words, not boilerplate, an address or a field label. */
function nameLike(line: string): boolean {
  const f = fold(line).trim();
  if (BOILERPLATE.test(f) || ACQUIRER.test(f) || ADDRESS.test(f) || FIELD.test(f) || CUSTOMER.test(f))
    return false;
  const letters = f.replace(/[^a-z]/g, "");
  return letters.length >= 3 && letters.length >= f.replace(/\s/g, "").length * 0.5 && wordy(f);
}

/**
 * Whether a line reads as words rather than OCR debris ("o ca a ini ia em"): a word of four
 * letters or more, and most of its words longer than one letter.
 */
function wordy(folded: string): boolean {
  // "S.A." and "S/A" are one word of a company's name, not two stray letters.
  const words = folded
    .replace(/\bs\s?[./]\s?a\b\.?/g, "sa")
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
  // A name is a few words; a line of a dozen is a sentence (a notice, placeholder text).
  return (
    words.length <= 10 &&
    words.some((w) => /[a-z]{4}/.test(w)) &&
    words.filter((w) => w.length >= 2).length >= words.length * 0.5
  );
}

/**
 * The merchant: the name under an "EMITENTE" heading when the layout has one (DANFE), otherwise
 * the first header line with words that is not boilerplate, an address, a field label or the
 * customer's block.
 */
export function headerMerchant(all: readonly string[], limit = 8): string | null {
  const issuerHeading = all.findIndex((l) => /^\W*(identificacao do )?emitente\W*$/.test(fold(l).trim()));
  if (issuerHeading >= 0) {
    const named = all.slice(issuerHeading + 1, issuerHeading + 4).find(nameLike);
    if (named) return cleanName(named);
  }
  for (let i = 0; i < Math.min(limit, all.length); i++) {
    const line = all[i] as string;
    if (i > 0 && CUSTOMER.test(fold(all[i - 1] as string).trim())) continue;
    if (nameLike(line)) return cleanName(line);
    // A header laid out in columns ("MAGAZINE LUIZA S/A   DANFE"): the issuer is the left one.
    const left = line.trim().split(/\s{3,}/);
    if (left.length > 1 && nameLike(left[0] as string)) return cleanName(left[0] as string);
  }
  return null;
}

const SHOP_CATEGORIES: ReadonlyArray<[RegExp, string]> = [
  [
    /supermerc|\bmercad|atacad|hipermerc|hortifrut|sacolao|acougue|mercearia|assai|carrefour|atacarejo|emporio/,
    "Mercado",
  ],
  [/drogaria|farmac|drogasil|\braia\b|pague menos|panvel|\bdroga\b|pacheco/, "Saúde"],
  [/\bposto\b|combust|gasolina|etanol|diesel|\bshell\b|ipiranga|petrobras|\bbr mania/, "Transporte"],
  [
    /restaurante|lanchonete|padaria|panificadora|pizzaria|\bbar\b|cafeteria|churrascaria|hamburg|burger|sorveteria|confeitaria|\bcafe\b|mcdonald|\bbk\b|subway|outback|habib/,
    "Alimentação",
  ],
  [/\bpet\b|petshop|pet shop|petz|cobasi|veterin/, "Pets"],
  [/livraria|papelaria|escola|faculdade/, "Educação"],
  [
    /\bmagazine|lojas|renner|riachuelo|\bc ?& ?a\b|americanas|casas bahia|eletro|calcados|shopping/,
    "Compras",
  ],
  [/barbearia|salao|cabeleir|estetica|perfumaria/, "Cuidados pessoais"],
  [/estacionamento|pedagio|\buber\b|\b99\b/, "Transporte"],
  [/cinema|teatro|ingresso/, "Lazer"],
];

/** The spending category of a shop: from its name's kind of business, then from its items. */
export function shopCategory(merchant: string | null, body: string): string | null {
  const name = merchant ? fold(merchant) : "";
  for (const [re, category] of SHOP_CATEGORIES) if (re.test(name)) return category;
  if (name) {
    const hit = findCategory(foldWords(name), "expense");
    if (hit) return hit.category;
  }
  const folded = fold(body);
  for (const [re, category] of SHOP_CATEGORIES.slice(0, 4)) if (re.test(folded)) return category;
  return null;
}

const METHODS: ReadonlyArray<[RegExp, PaymentMethod]> = [
  [/cart[a-z]*\.? ?(de )?cred|\bcredito\b|\bcred\b|credit/, "credit"],
  [/cart[a-z]*\.? ?(de )?deb|\bdebito\b|\bdeb\b|debit/, "debit"],
  [/\bpix\b/, "pix"],
  [/dinheiro|especie/, "cash"],
  [/boleto/, "boleto"],
];

/** How a receipt was paid, from its payment section (after the total line when known). */
export function paymentMethodIn(all: readonly string[], from = 0): PaymentMethod | null {
  for (const line of all.slice(from)) {
    const f = fold(line);
    if (/tribut|troco|icms|\bipi\b|imposto|aproveitamento/.test(f)) continue;
    for (const [re, method] of METHODS) if (re.test(f)) return method;
  }
  return null;
}
