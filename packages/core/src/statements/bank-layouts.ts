/**
 * Which bank and layout a statement table is, from its header, the lines above it and the file's
 * name (docs/statement-formats.md has each layout with its sources). Recognising the bank names
 * the import and decides the one thing columns cannot say: whether a positive value on a card
 * statement is a purchase.
 */
import { headerKey } from "./statement-columns.ts";
import type { StatementSide } from "./types.ts";

export interface BankLayout {
  /** Layout id, e.g. `nubank-conta`. */
  id: string;
  bank: string | null;
  side: StatementSide;
  /** On these card files a positive value is a purchase (money owed), so signs flip. */
  positiveIsPurchase: boolean;
  /**
   * False when nothing in the file said its side (no bank layout, no card words, names or columns)
   * and the caller did not either: an account by default, which the lines may still overturn.
   */
  sideStated: boolean;
  /**
   * True when nothing but the file's name said card ("fatura" in it, not in its title lines or
   * columns): the lines may still show an account's, and content beats the name.
   */
  cardByName?: boolean;
}

interface LayoutRule extends Omit<BankLayout, "sideStated" | "cardByName"> {
  /** Header keys that must all be present (any order). */
  header?: readonly string[];
  /** Words the lines above the header or the file name must contain. */
  marker?: RegExp;
}

const RULES: readonly LayoutRule[] = [
  {
    id: "tostao",
    bank: "Tostão",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "tipo", "descricao", "categoria", "valor", "pagamento", "cartao", "parcela"],
  },
  {
    id: "nubank-conta",
    bank: "Nubank",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "valor", "identificador", "descricao"],
  },
  {
    id: "nubank-cartao",
    bank: "Nubank",
    side: "card",
    positiveIsPurchase: true,
    header: ["date", "title", "amount"],
  },
  {
    id: "c6-cartao",
    bank: "C6 Bank",
    side: "card",
    positiveIsPurchase: true,
    header: ["data de compra", "final do cartao", "descricao", "valor em r$"],
  },
  {
    id: "c6-conta",
    bank: "C6 Bank",
    side: "account",
    positiveIsPurchase: false,
    header: ["data lancamento", "data contabil", "titulo", "descricao", "entrada r$", "saida r$"],
  },
  {
    id: "inter-conta",
    bank: "Inter",
    side: "account",
    positiveIsPurchase: false,
    header: ["data lancamento", "historico", "descricao", "valor", "saldo"],
  },
  {
    id: "inter-cartao",
    bank: "Inter",
    side: "card",
    positiveIsPurchase: true,
    header: ["data", "lancamento", "categoria", "tipo", "valor"],
  },
  {
    id: "bb-conta",
    bank: "Banco do Brasil",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "dependencia origem", "historico", "valor"],
  },
  {
    id: "bb-conta",
    bank: "Banco do Brasil",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "lancamento", "detalhes", "valor", "tipo lancamento"],
  },
  {
    id: "caixa-conta",
    bank: "Caixa",
    side: "account",
    positiveIsPurchase: false,
    header: ["data mov", "historico", "valor", "deb cred"],
  },
  {
    id: "mercadopago-conta",
    bank: "Mercado Pago",
    side: "account",
    positiveIsPurchase: false,
    header: ["release date", "transaction type", "transaction net amount"],
  },
  {
    id: "itau-conta",
    bank: "Itaú",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "lancamento", "ag origem", "valor r$"],
  },
  {
    id: "santander-conta",
    bank: "Santander",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "situacao", "credito r$", "debito r$"],
  },
  {
    id: "xp-cartao",
    bank: "XP",
    side: "card",
    positiveIsPurchase: true,
    header: ["data", "estabelecimento", "portador", "valor", "parcela"],
  },
  {
    id: "bradesco-conta",
    bank: "Bradesco",
    side: "account",
    positiveIsPurchase: false,
    header: ["data", "docto", "credito r$", "debito r$"],
  },
];

/** Bank names as they appear in a statement's title lines or a file name. */
const MARKERS: ReadonlyArray<[RegExp, string, string]> = [
  [/\bnubank\b|\bnu pagamentos\b|^nu_/, "Nubank", "nubank"],
  [/\bbanco inter\b|\binter\b/, "Inter", "inter"],
  [/\bitau\b|\bitaucard\b/, "Itaú", "itau"],
  [/\bbradesco\b/, "Bradesco", "bradesco"],
  [/\bbanco do brasil\b|\bbb\b|\bourocard\b/, "Banco do Brasil", "bb"],
  [/\bcaixa\b|\bcef\b/, "Caixa", "caixa"],
  [/\bsantander\b/, "Santander", "santander"],
  [/\bc6\b|\bc6 bank\b/, "C6 Bank", "c6"],
  [/\bpicpay\b/, "PicPay", "picpay"],
  [/\bmercado ?pago\b/, "Mercado Pago", "mercadopago"],
  [/\bxp\b|\bxp investimentos\b/, "XP", "xp"],
  [/\bbtg\b|\bbtg pactual\b/, "BTG Pactual", "btg"],
  [/\bsicoob\b/, "Sicoob", "sicoob"],
  [/\bsicredi\b/, "Sicredi", "sicredi"],
  [/\bpagbank\b|\bpagseguro\b/, "PagBank", "pagbank"],
  [/\bbanrisul\b|\bbanricard\b/, "Banrisul", "banrisul"],
  [/\bneon\b/, "Neon", "neon"],
  [/\bnext\b/, "Next", "next"],
  // Names that are common words or people's names ("Valor original", "safra", "Cora"): the bank only as
  // "Banco X", a card or account of it, or a title or file name opening with it.
  [/\bbanco original\b|\b(cartao|conta) original\b|^ ?original\b/, "Original", "original"],
  [/\bbanco pan\b|\bcartao pan\b|^ ?pan\b/, "Pan", "pan"],
  [/\bbanco safra\b|^ ?safra\b/, "Safra", "safra"],
  [/\bbanco cora\b|\bcora scd\b|^ ?cora\b/, "Cora", "cora"],
  [/\bstone (instituicao|pagamentos|conta)\b|^ ?stone\b/, "Stone", "stone"],
  [/\bbanestes\b/, "Banestes", "banestes"],
  [/\bbrb\b|\bbanco de brasilia\b/, "BRB", "brb"],
  [/\bbanco do nordeste\b|\bbnb\b/, "Banco do Nordeste", "bnb"],
  [/\bbanpara\b/, "Banpará", "banpara"],
  [/\bbanese\b/, "Banese", "banese"],
  [/\bailos\b/, "Ailos", "ailos"],
  [/\bbmg\b/, "BMG", "bmg"],
  [/\bwill bank\b/, "Will Bank", "willbank"],
  [/\bdaycoval\b/, "Daycoval", "daycoval"],
  [/\bsofisa\b/, "Sofisa", "sofisa"],
  [/\bmercantil do brasil\b/, "Mercantil do Brasil", "mercantil"],
];

/** Header keys only a card bill has: the card holder, the card's last digits, the instalment. */
const CARD_COLUMNS = ["portador", "nome no cartao", "final do cartao", "cartao final", "parcela", "parcelas"];

/**
 * Words of a card statement's title lines or name: the bill, the card, a card number written
 * masked ("4123 XXXX XXXX 1234", "**** 1234") or by its last digits ("Cartão final 1234"), the brand.
 */
const CARD_WORDS =
  /\bfatura\b|\bcartao de credito\b|\bcredit card\b|\bcartao (final|n|no|numero )?\s*\d{4}\b|\bfinal do cartao\b|\b\d{4} ?(xxxx|x{2} ?x{2}) ?(xxxx )?\d{4}\b|\b(visa|mastercard|hipercard|american express|itaucard|ourocard|credicard)\b/;

/**
 * A benefit (meal, food) or prepaid card: money put on it is spent from its balance, so its
 * statement is an account's ("Extrato do cartão Alelo Refeição", "Cartão pré-pago").
 */
const PREPAID_CARD =
  /\b(alelo|sodexo|pluxee|ticket (restaurante|alimentacao|flex)|vr beneficios|vale (refeicao|alimentacao)|cartao (de )?(refeicao|alimentacao|beneficios?)|(flash|caju|ifood|swile) beneficios|cartao pre ?pago|pre ?pago)\b/;

/** A card number masked with asterisks or bullets, which header keys drop ("5234 **** **** 1234"). */
const MASKED_CARD = /\d{4}[\s.-]*[*•]{4}[\s.-]*[*•]{4}[\s.-]*\d{4}/;

/** The bank named in a statement's title lines or file name, with its id stem. */
export function bankMarker(preamble: string, fileName: string): { bank: string; stem: string } | null {
  const title = headerKey(preamble);
  const name = headerKey(fileName.replace(/\.[a-z0-9]+$/i, "")).replace(/\bextrato\b/g, "");
  for (const [re, bank, stem] of MARKERS) if (re.test(title) || re.test(` ${name} `)) return { bank, stem };
  return null;
}

/**
 * The layout of a statement table from its header cells, the text above the header and the
 * file's name. Unknown layouts are `generic`, with the bank named when the title or name says it.
 */
export function detectLayout(
  header: readonly string[],
  preamble: string,
  fileName: string,
  side: StatementSide | null,
): BankLayout {
  const keys = new Set(header.map(headerKey));
  for (const rule of RULES) {
    if (rule.header && !rule.header.every((k) => keys.has(k))) continue;
    if (rule.marker && !rule.marker.test(headerKey(`${preamble} ${fileName}`))) continue;
    return {
      id: rule.id,
      bank: rule.bank,
      side: rule.side,
      positiveIsPurchase: rule.positiveIsPurchase,
      sideStated: true,
    };
  }
  const marker = bankMarker(preamble, fileName);
  // A card statement says so in its title or name, or by a column only card bills have. The name
  // alone gives way to an account chosen for the file.
  const titleSaysCard =
    CARD_WORDS.test(headerKey(preamble)) ||
    MASKED_CARD.test(preamble) ||
    CARD_COLUMNS.some((k) => keys.has(k));
  // A benefit or prepaid card spends money put on it, as an account does, whatever card words it has.
  const prepaid = PREPAID_CARD.test(headerKey(preamble)) || PREPAID_CARD.test(headerKey(fileName));
  const nameSaysCard = !prepaid && CARD_WORDS.test(headerKey(fileName));
  const cardSide = side === "card" || (!prepaid && titleSaysCard) || (nameSaysCard && side !== "account");
  return {
    id: `${marker ? `${marker.stem}-` : ""}${cardSide ? "cartao" : "conta"}`,
    bank: marker?.bank ?? null,
    side: cardSide ? "card" : "account",
    // A card file nobody listed: purchases are the values without a minus, as most card exports write them.
    positiveIsPurchase: cardSide,
    sideStated: side !== null || prepaid || titleSaysCard || nameSaysCard,
    ...(side === null && !titleSaysCard && nameSaysCard ? { cardByName: true } : {}),
  };
}
