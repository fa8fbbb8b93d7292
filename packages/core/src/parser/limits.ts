/**
 * Monthly spending limits set in chat: "limite de 800 no mercado", "quero gastar no máximo 300
 * com lazer por mês", "meu teto de delivery é 200", "tira o limite do mercado".
 */
import { businessCategoryNamed } from "../books/books.ts";
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import type { LimitIntent } from "./types.ts";
import { findKindVerb } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const REMOVE = set(
  "tira,tirar,tire,remove,remover,remova,apaga,apagar,apague,exclui,excluir,exclua,cancela,cancelar,cancele,retira,retirar,deleta,deletar,zera,zerar",
);

// "limite de velocidade", "limite de idade": caps that are not about money
const NOT_MONEY_CAPS = set(
  "velocidade,idade,peso,tempo,altura,paciencia,carga,caracteres,pessoas,horas,km,ocupacao,lotacao,vagas,dados,internet,tentativas,faltas",
);

const ONLY = set("so,somente,apenas,ate");
/** "(me avisa) se passar de", "quando passar de": a warning asked for above an amount. */
const WARN_IF = set("se,quando,caso");
const SELF = set("eu,a,gente");
const CAP_WISHES = set("meta,objetivo,quero,queria,vou,preciso,tentar,desafio");

/** True when the message talks about a cap: limite, teto, orçamento, "no máximo", "não passar de". */
function capAt(words: readonly string[]): number {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "limite" || w === "teto" || w === "orcamento" || w === "limites") return i;
    if (w === "maximo" && (words[i - 1] === "no" || words[i - 1] === "o" || words[i + 1] === "de")) return i;
    // "max 250 de ifood por mês", "máximo R$ 300 em bar"
    if (w === "maximo" && (i === 0 || words[i - 1] === ",") && /^(\d|r\$)/.test(words[i + 1] ?? "")) return i;
    // "não quero passar de 300 em bar", "não quero gastar mais de 200 com ifood"
    if (w === "passar" && words[i + 1] === "de" && words.includes("nao")) return i;
    // "me avisa se passar de 300 em lazer", "avisa quando eu passar de 500 no mercado", "me avisa se
    // eu gastar mais de 150 com bebida"
    const warnedIf =
      WARN_IF.has(words[i - 1] ?? "") || (SELF.has(words[i - 1] ?? "") && WARN_IF.has(words[i - 2] ?? ""));
    if ((w === "passar" || w === "passei") && words[i + 1] === "de" && warnedIf) return i;
    if (
      w === "gastar" &&
      words[i + 1] === "mais" &&
      words[i + 2] === "de" &&
      warnedIf &&
      words.includes("avisa")
    )
      return i;
    if (w === "mais" && words[i + 1] === "de" && words[i - 1] === "gastar" && words.includes("nao")) return i;
    // "meta de gastar só 500 de ifood", "quero gastar menos de 300 com uber": a cap wished for
    const only = ONLY.has(words[i + 1] ?? "") || (words[i + 1] === "menos" && words[i + 2] === "de");
    if (w === "gastar" && only && words.slice(0, i).some((x) => CAP_WISHES.has(x))) return i;
  }
  return -1;
}

/** Reads a limit for one expense category, or null when the message sets none. */
/** Nouns that are also read as money moving: "gastos", "compras", "despesas". */
const SPENDING_NOUNS = new Set(["gasto", "gastos", "compra", "compras", "despesa", "despesas", "comprinhas"]);

export function readLimit(ctx: MessageContext): LimitIntent | null {
  const { words, scanned } = ctx;
  const at = capAt(words);
  if (at < 0) return null;
  const about =
    words[at + 1] === "de" || words[at + 1] === "do" || words[at + 1] === "da"
      ? words[at + 2]
      : words[at + 1];
  if (about !== undefined && NOT_MONEY_CAPS.has(about)) return null;
  // money that moved ("gastei 50 no limite do cartão") is a record
  const verb = findKindVerb(words);
  // (the nouns of spending name what the cap is on: "limite de 400 em compras", "teto pros gastos")
  if (verb?.strong && !SPENDING_NOUNS.has(verb.word)) return null;
  // "bota um teto de 100 pra bar": the category follows the cap word, else anywhere
  const hit =
    findCategory(words, "expense", at + 1, words.length, scanned.masked) ??
    findCategory(words, "expense", 0, at, scanned.masked);
  // a business book's own categories ("limite de 2 mil em fornecedores") when no personal one is said
  const category = hit?.category ?? businessCategoryNamed("expense", words);
  if (category === null) return null;
  const removing = words.some((w) => REMOVE.has(w)) || words[at - 1] === "sem";
  let amount: number | null = null;
  let score = -1;
  for (const sp of scanned.spans) {
    if (sp.type === "amount" && sp.score > score) {
      amount = sp.centavos / 100;
      score = sp.score;
    }
  }
  if (removing) return { intent: "limit", category, amount: null };
  if (amount === null) return null;
  return { intent: "limit", category, amount };
}
