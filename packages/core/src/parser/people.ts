/** Whether a word names a person, for money that is someone else's ("a maria gastou 300"). */
import { findCategory } from "./categories.ts";
import { issuerAt } from "./issuers.ts";
import { GIVEN_BACK, PAYERS, PEOPLE, TO_WHO, TRANSFER_NOUNS, toSomeoneElse } from "./vocabulary.ts";
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
      // "pix de 150 pro carlos do conserto": sent to someone, whatever "do" names after
      if (TO_WHO.has(words[k] as string)) break;
      if (!FROM_WHO.has(words[k] as string)) continue;
      const who = WHOSE.has(words[k + 1] ?? "") ? k + 2 : k + 1;
      const w = words[who] ?? "";
      if (PEOPLE.has(w) || w === "cliente" || w === "clientes") return true;
      // a name after its article, typed in lower case: "do joao", "da maria"
      if (words[k] !== "de" && who === k + 1 && namesSomeone(words, who)) return true;
      // "pix 200 do aluguel da casa": what the money was for, and what that is of, names no one
      if (words[k] !== "de") break;
    }
  }
  return false;
}

/** Verbs of someone else giving money, said without "me": "minha vó deu 100", "o pedro mandou 45". */
const GAVE_3RD = set(
  "deu,deram,mandou,mandaram,passou,passaram,transferiu,transferiram,depositou,depositaram,pixou",
);
const SUBJECT_LEAD = set("meu,minha,o,a,os,as,nosso,nossa,seu,sua");
const ALSO = set("tbm,tb,tambem,ja,so");
const ONLY_ME_AMOUNT = set("os,as,uns,umas,r$");
const ARTICLE = set("o,a");
/** What money given is called: "depositou a pensão 900", "mandou a mesada 200". */
const GIVEN_AS = set("pensao,mesada,aluguel,parte,grana");

/**
 * "minha vó deu 100 de presente", "o pedro mandou os 45 da pizza", "meu pai mandou 300 pra ajudar
 * no aluguel", "a amazon reembolsou 129", "o banco devolveu a tarifa de 18": money someone else gave
 * the person, said with them as the subject and no "me". Not when it went to someone else ("minha
 * mãe deu 50 pro meu irmão"), was spent somewhere ("meu filho deu 50 no lanche") or the person
 * said a verb of their own. "back" for money given back (a refund), "gave" for the rest.
 */
export function someoneGave(words: readonly string[], from: number, to: number): "gave" | "back" | null {
  for (let i = from + 1; i < to; i++) {
    const w = words[i] as string;
    const back = GIVEN_BACK.has(w);
    if (!back && !GAVE_3RD.has(w)) continue;
    const before = words.slice(from, i);
    if (before.includes("eu") || before.includes("me")) return null;
    // the subject: a person (or, for money given back, anyone: a shop, a bank, an insurer)
    // ("meu pai tbm mandou 150", "a vó já mandou 100": said past "também", "já")
    let j = i - 1;
    while (j > from && ALSO.has(words[j] as string)) j--;
    const subject = SUBJECT_LEAD.has(words[j - 1] ?? "") || j === from ? j : -1;
    const who = words[subject] ?? "";
    // a name typed in lower case is told from a thing only by a verb of sending: "o frete deu 30"
    // is what it came to
    const sent = w !== "deu" && w !== "deram";
    const person =
      PEOPLE.has(who) ||
      PAYERS.has(who) ||
      (sent && SUBJECT_LEAD.has(words[subject - 1] ?? "") && namesSomeone(words, subject));
    // money given back names its giver anyhow ("o mercado livre estornou 75")
    if (!back && (subject < 0 || !person)) continue;
    // the amount right after the verb ("deu 100", "mandou os 45"), or the thing given back
    let at = i + 1;
    if (ONLY_ME_AMOUNT.has(words[at] ?? "")) at++;
    // "depositou a pensão 900", "mandou a mesada 200": what the money is, then the amount
    else if (ARTICLE.has(words[at] ?? "") && GIVEN_AS.has(words[at + 1] ?? "")) at += 2;
    if (!back && !/^\d/.test(words[at] ?? "")) continue;
    const amountEnd = /^\d/.test(words[at] ?? "") ? at + 1 : at;
    if (!back && (words[amountEnd] === "no" || words[amountEnd] === "na" || words[amountEnd] === "em"))
      continue;
    // given to someone else
    if (toSomeoneElse(words, i + 1, to)) continue;
    return back ? "back" : "gave";
  }
  return null;
}
