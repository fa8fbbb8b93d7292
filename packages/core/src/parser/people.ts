/** Whether a word names a person, for money that is someone else's ("a maria gastou 300"). */
import { findCategory } from "./categories.ts";
import { issuerAt } from "./issuers.ts";

import { wordSet as set } from "./word-set.ts";

/** Words that may stand where a name would without naming someone. */
const NOT_NAMES = set(
  "gente,voce,vc,quem,que,isso,isto,aquilo,tudo,cartao,banco,app,loja,site,empresa,cliente,clientes,patrao,firma",
);

/**
 * "(a) maria", "(do) joao": the folded word at `i` may be someone's name, as people type names in
 * lower case. A thing a category knows ("a conta", "do mercado") or a bank is no one.
 */
export function namesSomeone(words: readonly string[], i: number): boolean {
  const w = words[i] ?? "";
  return (
    /^[a-z]{2,}$/.test(w) &&
    !NOT_NAMES.has(w) &&
    findCategory(words, null, i, i + 1) === null &&
    issuerAt(words, i) === null &&
    w !== "conta" &&
    w !== "fatura"
  );
}
