/**
 * Typo tolerance with guard rails: a word the parser does not know, one edit away
 * (Damerau-Levenshtein: one letter added, dropped, changed, or two neighbours swapped) from
 * exactly one vocabulary word, is read as that word: "mercadp" is "mercado", "ubre" is "uber",
 * "internt" is "internet". Guard rails: both words have at least four letters, the first letter
 * is the same, the typed word is not a word of its own (COMMON_WORDS and every word the parser
 * knows), and no second vocabulary word is as close (unless all as close name one category, below).
 * The reply shows the category chosen, so a
 * wrong guess is visible.
 */
import { findCategory, keywordWords, singulars } from "./categories.ts";
import { ISSUERS } from "./issuers.ts";
import type { Token } from "./normalise.ts";
import { isNumberWord } from "./numbers.ts";
import { MONTHS, WEEKDAYS } from "./scan-words.ts";
import { COMMON_WORDS } from "./typo-guard.ts";
import {
  EXPENSE_STRONG,
  EXPENSE_WEAK,
  GIVE_TO_ME,
  INCOME_NOUNS,
  INCOME_STRONG,
  INCOME_WEAK,
  INVEST_NOUNS,
  INVEST_STRONG,
  MONEY_NOUNS,
  NOT_HAPPENED,
} from "./vocabulary.ts";

const MIN_LENGTH = 4;
const VERB_FORM = /(ar|er|ir|ando|endo|indo|amos|emos|imos|ava|avam|aram|eram|iram)$/;

// Words a typo may be read as: what decides a record's kind, category, date, payment or a question,
// and the verbs that take a record back ("apga esse" is "apaga esse").
const EXTRA_TARGETS =
  "apaga,exclui,deleta,desfaz,quanto,quantos,quanta,quantas,gastos,despesas,receitas,saldo,resumo,extrato,fatura,limite,lembra,lembrete,ontem,anteontem,semana,passado,passada,credito,debito,dinheiro,boleto,cartao,parcelas,vezes,reais,salario,aluguel,mercado,internet";

// Words that are known but never a target: they only keep their own spelling from being "fixed".
const KNOWN_ONLY =
  "fomos,somos,eramos,saimos,viemos,medio,media,medios,medias,gastou,pagou,comprou,recebeu,ganhou,investiu,custou,custa,custam,vendeu,quero,queria,vou,vamos,tenho,tinha,estava,estou,minha,meus,minhas,nossa,nosso,dele,dela,deles,delas,esse,essa,este,esta,isso,aqui,agora,depois,antes,ainda,tambem,porque,quando,onde,como,qual,quais,muito,pouco,mais,menos,tudo,nada,todo,toda,todos,todas,cada,outro,outra,sobre,entre,desde,contra,sem,para,pelo,pela,pelos,pelas,numa,nums,mesmo,mesma,seria,sera,foram,eram,fosse,sido,sendo,fazer,feito,fiz,vai,veio,vem,voltei,voltou,fica,ficou,ficar,hoje,amanha,ano,anos,mes,meses,dia,dias,hora,horas,vez,vezes,reais,real,centavos,centavo,mil,milhao,cento,obrigado,obrigada,valeu,beleza,tchau,bom,boa,oi,ola";

const targets = new Set<string>();
const known = new Set<string>();

function addTarget(w: string) {
  if (w.length >= MIN_LENGTH && /^[a-z]+$/.test(w)) targets.add(w);
  known.add(w);
}

for (const w of keywordWords()) addTarget(w);
for (const set of [EXPENSE_STRONG, INCOME_STRONG, INVEST_STRONG, INCOME_WEAK, INCOME_NOUNS, INVEST_NOUNS])
  for (const w of set) addTarget(w);
for (const w of EXTRA_TARGETS.split(",")) addTarget(w);
for (const w of MONTHS.keys()) addTarget(w);
for (const w of WEEKDAYS.keys()) addTarget(w);
for (const w of ISSUERS.keys()) addTarget(w);
for (const set of [EXPENSE_WEAK, GIVE_TO_ME, MONEY_NOUNS, NOT_HAPPENED]) for (const w of set) known.add(w);
for (const w of KNOWN_ONLY.split(",")) known.add(w);
for (const w of COMMON_WORDS) known.add(w);

// Symmetric-delete index: every target and every target with one letter dropped → the targets.
const index = new Map<string, string[]>();
function indexKey(key: string, target: string) {
  const list = index.get(key);
  if (!list) index.set(key, [target]);
  else if (!list.includes(target)) list.push(target);
}
for (const t of targets) {
  indexKey(t, t);
  for (let i = 0; i < t.length; i++) indexKey(t.slice(0, i) + t.slice(i + 1), t);
}

/** True when a and b are at most one Damerau-Levenshtein edit apart (adjacent swap counts one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // one substitution, or one swap of neighbours
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // one letter more on the longer side
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const cache = new Map<string, string | null>();

// Letters that sound alike in Brazilian Portuguese, swapped everywhere in a word at once.
const SOUND_ALIKE: ReadonlyArray<readonly [RegExp, string]> = [
  [/ss/g, "c"],
  [/z/g, "s"],
  [/x/g, "ch"],
  [/k/g, "c"],
];

/**
 * The vocabulary word a typed word stands for, or null when it is known, too short, or not
 * one unambiguous edit away from a single vocabulary word.
 * @example correctTypo("mercadp") // "mercado"
 * @example correctTypo("mesa") // null (a word of its own)
 */
export function correctTypo(word: string): string | null {
  if (word.length < MIN_LENGTH || known.has(word) || !/^[a-z]+$/.test(word)) return null;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  // spelled by ear: "almosso" is "almoço", "gazolina" "gasolina", "lanxe" "lanche"
  const heard = SOUND_ALIKE.map(([from, to]) => word.replace(from, to)).filter(
    (v) => v !== word && targets.has(v),
  );
  if (heard.length === 1) {
    cache.set(word, heard[0] as string);
    return heard[0] as string;
  }
  // a plural of a known word ("livros") or a verb form ("comprar", "pagando") is a word of its own;
  // a doubled letter Portuguese never doubles ("ubber") is no verb form
  const foreign = /([b-df-hj-npqtv-z])\1/.test(word);
  if ((VERB_FORM.test(word) && !foreign) || isNumberWord(word) || singulars(word).some((s) => known.has(s))) {
    cache.set(word, null);
    return null;
  }
  const found = new Set<string>();
  const probe = (key: string) => {
    for (const t of index.get(key) ?? []) if (t[0] === word[0] && withinOneEdit(word, t)) found.add(t);
  };
  probe(word);
  for (let i = 0; i < word.length; i++) probe(word.slice(0, i) + word.slice(i + 1));
  const only = found.size === 1 ? ([...found][0] as string) : sameThing(word, found);
  if (cache.size > 20_000) cache.clear();
  cache.set(word, only);
  return only;
}

/**
 * "jantra" is one edit from "jantar" and from "janta": when every close word names the same
 * category, the one of the typed word's length (a letter changed or two swapped) is read.
 */
function sameThing(word: string, found: ReadonlySet<string>): string | null {
  const categories = new Set([...found].map((w) => findCategory([w], null, 0, 1)?.category ?? null));
  if (categories.size !== 1 || categories.has(null)) return null;
  const sameLength = [...found].filter((w) => w.length === word.length);
  return sameLength.length === 1 ? (sameLength[0] as string) : null;
}

/** A word read as another: what was typed and what it was read as. */
export interface TypoFix {
  typed: string;
  read: string;
}

/** Reads typos in place (folded form only; the original spelling stays) and lists what changed. */
export function fixTypos(tokens: Token[]): TypoFix[] {
  const fixes: TypoFix[] = [];
  for (const t of tokens) {
    if (t.kind !== "word" || t.folded.length < MIN_LENGTH) continue;
    const read = correctTypo(t.folded);
    if (read === null) continue;
    fixes.push({ typed: t.folded, read });
    t.folded = read;
  }
  return fixes;
}
