/** Whether a word names a person, for money that is someone else's ("a maria gastou 300"). */
import { findCategory } from "./categories.ts";
import { issuerAt } from "./issuers.ts";
import { PEOPLE, TRANSFER_NOUNS } from "./vocabulary.ts";
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

const FROM_WHO = set("da,do,de");
const WHOSE = set("minha,meu,a,o,uma,um");

/**
 * "pix de 50 da minha mãe", "transferência de 200 do cliente", "pix do joao 80": money sent to the
 * person ("pix de 50 do aluguel" pays the rent).
 */
export function transferFromSomeone(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (!TRANSFER_NOUNS.has(words[i] as string)) continue;
    for (let k = i + 1; k < Math.min(to, i + 6); k++) {
      if (!FROM_WHO.has(words[k] as string)) continue;
      const who = WHOSE.has(words[k + 1] ?? "") ? k + 2 : k + 1;
      const w = words[who] ?? "";
      if (PEOPLE.has(w) || w === "cliente" || w === "clientes") return true;
      // a name after its article, typed in lower case: "do joao", "da maria"
      if (words[k] !== "de" && who === k + 1 && namesSomeone(words, who)) return true;
    }
  }
  return false;
}
