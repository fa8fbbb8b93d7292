import { foldAccents } from "../fold.ts";
import { foldWords } from "../parser/normalise.ts";
import type { RecordKind } from "../parser/types.ts";
import type { Book } from "./book.ts";

/** The categories a business book starts with; the last of each kind is where unmatched records go. */
export const BUSINESS_CATEGORIES: Record<RecordKind, readonly string[]> = {
  expense: [
    "Fornecedores",
    "Impostos",
    "Folha de pagamento",
    "Aluguel comercial",
    "Marketing",
    "Contas e serviços",
    "Equipamentos",
    "Transporte",
    "Taxas bancárias",
    "Outros",
  ],
  income: ["Vendas", "Serviços prestados", "Outras receitas"],
  investment: ["Investimentos"],
};

// Words that place a business record, checked on the whole message (first match wins).
const businessKeywords: ReadonlyArray<[RegExp, string]> = [
  [
    /\bfornecedor(es)?\b|\bmateria[- ]?prima\b|\bmateria(l|is)\b|\binsumos?\b|\bestoque\b|\bmercadoria/,
    "Fornecedores",
  ],
  [/\bimpostos?\b|\bdas\b|\bsimples nacional\b|\binss\b|\bicms\b|\biss\b|\bdarf\b|\bmei\b/, "Impostos"],
  [/\bfolha\b|\bfuncionari[oa]s?\b|\bsalarios? d[oa]s?\b|\bpro[- ]?labore\b|\bfgts\b/, "Folha de pagamento"],
  [/\baluguel\b|\bsala comercial\b|\bloja\b|\bcondominio\b/, "Aluguel comercial"],
  [/\bmarketing\b|\banuncios?\b|\bads\b|\btrafego pago\b|\bpropaganda\b|\bpanfletos?\b/, "Marketing"],
  [
    /\bluz\b|\benergia\b|\bagua\b|\binternet\b|\btelefone\b|\bcontador\b|\bcontabilidade\b|\bsistema\b|\bsoftware\b/,
    "Contas e serviços",
  ],
  [
    /\bequipamentos?\b|\bmaquinas?\b|\bcomputador\b|\bnotebook\b|\bimpressora\b|\bferramentas?\b/,
    "Equipamentos",
  ],
  [/\bgasolina\b|\bcombustivel\b|\bfrete\b|\buber\b|\bentrega\b|\bmotoboy\b/, "Transporte"],
  [/\btarifa\b|\btaxa (do )?banco\b|\btaxas? bancarias?\b|\bmaquininha\b/, "Taxas bancárias"],
];
const incomeKeywords: ReadonlyArray<[RegExp, string]> = [
  [/\bservicos?\b|\bconsultoria\b|\bprojeto\b|\bcliente\b|\bhonorarios?\b/, "Serviços prestados"],
  [/\bvendas?\b|\bvendi\b|\bfaturamento\b|\bfaturei\b|\bpedidos?\b/, "Vendas"],
];

/**
 * The business category for a record, read from the message itself (the parser's categories
 * are personal ones); the fallback of the kind when nothing matches.
 * @example businessCategory("expense", "paguei 300 de fornecedor") // "Fornecedores"
 */
export function businessCategory(kind: RecordKind, text: string): string {
  const list = BUSINESS_CATEGORIES[kind];
  return namedBusinessCategory(kind, text) ?? (list[list.length - 1] as string);
}

/**
 * The business category a message's words point to, or null when they point to none (no fallback).
 * @example namedBusinessCategory("expense", "limite de 2 mil em marketing") // "Marketing"
 */
export function namedBusinessCategory(kind: RecordKind, text: string): string | null {
  const words = foldAccents(text);
  const table = kind === "expense" ? businessKeywords : kind === "income" ? incomeKeywords : [];
  for (const [pattern, category] of table) if (pattern.test(words)) return category;
  return null;
}

// A business category said by its own name ("fornecedores", "imposto", "folha de pagamento" or
// just "folha"), plural or singular, folded as the parser folds words; the catch-all of each kind
// is never said that way. Built once.
const singular = (folded: string) => folded.replace(/(?<=[^s])es\b|s\b/g, "");
type SaidNames = ReadonlyArray<readonly [readonly string[], string]>;
const saidNames = (kind: RecordKind): SaidNames =>
  BUSINESS_CATEGORIES[kind].slice(0, -1).map((name) => {
    const folded = foldWords(name).join(" ");
    const first = folded.split(" ")[0] as string;
    return [[folded, singular(folded), first, singular(first)], name] as const;
  });
const businessNames: Record<RecordKind, SaidNames> = {
  expense: saidNames("expense"),
  income: saidNames("income"),
  investment: saidNames("investment"),
};

/**
 * The business category of that kind whose name a message's folded words (the parser's) say, or null.
 * @example businessCategoryNamed("expense", ["limite", "de", "500", "em", "fornecedor"]) // "Fornecedores"
 */
export function businessCategoryNamed(kind: RecordKind, words: readonly string[]): string | null {
  const text = ` ${words.join(" ")} `;
  for (const [said, name] of businessNames[kind]) if (said.some((w) => text.includes(` ${w} `))) return name;
  return null;
}

export type BookDirective = { type: "switch"; book: Book } | { type: "prefix"; book: Book; text: string };

// "modo mei", "cnpj: paguei 99 do sistema": the business's other names (the MEI, its CNPJ)
const switchPattern =
  /^\s*(?:modo|livro|contas?( da)?)\s+(empresa|empresarial|pj|cnpj|mei|negocio|pessoal|pf)\s*[.!]?\s*$/;
const prefixPattern =
  /^\s*(?:(?:na|no|da|do|pra|pro|para)\s+)?(empresa|empresarial|pj|cnpj|mei|neg[oó]cio|pessoal|pf)\s*[:\-–—]\s*(\S[\s\S]*)$/i;
// "loja: vendi 3 vestidos 270", "firma: comprei papel 87": a shop or a firm heads its book's
// messages with a colon (with a dash it may be the place something was bought)
const labelPattern = /^\s*(?:(?:na|no|da|do|pra|pro|para)\s+)?(loja|firma)\s*:\s*(\S[\s\S]*)$/i;
const bookOf = (word: string): Book => (["pessoal", "pf"].includes(word) ? "personal" : "business");

/**
 * Reads "modo empresa" / "modo pessoal" (switch the default book) and "empresa: …" / "pessoal: …"
 * (this message only); null for every other message.
 * @example readBookDirective("empresa: paguei 300 de fornecedor") // { type: "prefix", book: "business", text: "paguei 300 de fornecedor" }
 */
export function readBookDirective(text: string): BookDirective | null {
  const folded = foldAccents(text);
  const sw = switchPattern.exec(folded);
  if (sw) return { type: "switch", book: bookOf(sw[2] ?? "") };
  const prefix = prefixPattern.exec(text.normalize("NFC")) ?? labelPattern.exec(text.normalize("NFC"));
  if (prefix) {
    const word = foldAccents(prefix[1] ?? "");
    return { type: "prefix", book: bookOf(word), text: (prefix[2] ?? "").trim() };
  }
  return null;
}

/** The line that starts a reply about the books once a person keeps both. */
export function bookReplyHeader(book: Book): string {
  return book === "business" ? "🏢 *Livro da empresa*" : "👤 *Livro pessoal*";
}

/**
 * A message about one book, headed with its name when the person keeps both (unchanged when not),
 * so a reply, an alert or a digest always says which books it speaks of.
 * @example labelForBook("🚨 …", "business", true) // "🏢 *Livro da empresa*\n🚨 …"
 */
export function labelForBook(text: string, book: Book, labelled: boolean): string {
  return labelled ? `${bookReplyHeader(book)}\n${text}` : text;
}

/**
 * Whether a chat reply names its book: only when that tells the person something, that is when it
 * is about the business book, or about the personal one while the chat is in business mode
 * ("pessoal: …" after "modo empresa"). In personal mode, personal replies carry no header, however
 * much the person also uses the business book.
 * @example chatReplyNamesBook("personal", "personal") // false
 * @example chatReplyNamesBook("personal", "business") // true
 */
export function chatReplyNamesBook(book: Book, activeBook: Book): boolean {
  return book === "business" || activeBook === "business";
}

/** The answer to "modo empresa" / "modo pessoal". */
export function replyBookSwitched(book: Book): string {
  return book === "business"
    ? "🏢 *Modo empresa ativado.* O que você registrar agora vai para o livro da empresa, separado das suas finanças pessoais. Para voltar, diga *modo pessoal*. Para um registro avulso, comece com *pessoal:*."
    : "👤 *Modo pessoal ativado.* O que você registrar agora vai para o seu livro pessoal. Para registrar na empresa, diga *modo empresa* ou comece a mensagem com *empresa:*.";
}
