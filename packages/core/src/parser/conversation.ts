/**
 * Small talk: greetings, thanks and goodbyes, and general finance questions that are not about
 * the person's own money ("o que é CDB?").
 */
import { isKindWord } from "./vocabulary.ts";

import { wordSet as set } from "./word-set.ts";

const GREETING_WORDS = set(
  "certo,certinho,tudo,certo,vc,voces,como,vai,voce,anda,andam,estao,esta,ta,beleza,tranquilo,tranquila,belezinha,joinha,firmeza,suave,oi,ola,opa,eai,hey,hi,hello,salve,alo,bom,boa,dia,tarde,noite,tudo,bem,bom,beleza,tranquilo,como,vai,voce,e,ai,obrigado,obrigada,valeu,brigado,brigada,ok,okay,certo,show,top,legal,joia,massa,fala,ae,eae,iae,oie,tostao,bot,amigo,amiga,querido,prazer,tchau,ate,mais,otimo,perfeito,entendi,blz,beleza,td,boas,vindas,hola,bao,tb,tambem,ta",
);

for (const p of ["?", ".", ",", "!", ";"]) GREETING_WORDS.add(p);

function collapse(w: string): string {
  let out = "";
  for (const ch of w) if (out[out.length - 1] !== ch) out += ch;
  if (out === "oie" || out === "oii") return "oi";
  return out;
}

/** Words after "sou a …" that are not a name ("sou a favor", "sou o dono"). */
const NOT_A_NAME = set(
  "favor,fim,mesma,mesmo,unica,unico,dona,dono,titular,responsavel,pessoa,cliente,mae,pai",
);

/**
 * Where a self-introduction sits in a message: "sou a Júlia", "meu nome é Júlia", "me chamo
 * Júlia", "aqui é o Caio", "sou nova aqui" (a name is one or two words without digits; a word
 * the rest of the message needs, "sou a Júlia gastei 50", is not taken as a surname).
 */
export function introductionAt(words: readonly string[]): { start: number; end: number } | null {
  const isName = (w: string) => /^[a-z][a-z'-]*$/.test(w) && !GREETING_WORDS.has(w) && !NOT_A_NAME.has(w);
  const named = (at: number) => {
    if (!isName(words[at] ?? "")) return 0;
    const second = words[at + 1] ?? "";
    return isName(second) && !isKindWord(second) && !STILL_TALKING.has(second) ? 2 : 1;
  };
  for (let i = 0; i < words.length; i++) {
    const [w, next, after] = [words[i], words[i + 1], words[i + 2]];
    // "sou a", "aqui é o": where the article is, the name follows it
    const article = w === "sou" ? i + 1 : w === "aqui" && next === "e" ? i + 2 : -1;
    let start = -1;
    if (w === "meu" && next === "nome" && after === "e") start = i + 3;
    else if (w === "me" && next === "chamo") start = i + 2;
    else if (article > 0 && (words[article] === "o" || words[article] === "a")) start = article + 1;
    if (start >= 0) {
      const length = named(start);
      if (length > 0) return { start: i, end: start + length };
    }
    if (w === "sou" && (next === "novo" || next === "nova")) {
      const end = after === "aqui" ? i + 3 : after === "por" && words[i + 3] === "aqui" ? i + 4 : i + 2;
      return { start: i, end };
    }
  }
  return null;
}

/** Words that go on with the message after a name: "sou a Júlia e gastei", "sou o Caio hoje…". */
const STILL_TALKING = set("e,hoje,ontem,aqui,de,do,da,no,na,em,pra,para,que,so,ja");

function withoutIntroduction(words: readonly string[]): readonly string[] {
  const at = introductionAt(words);
  return at ? [...words.slice(0, at.start), ...words.slice(at.end)] : words;
}

/**
 * A message made only of greeting words: "oi", "bom dia!", "e aí, tudo bem?"; a self-introduction
 * may come with them ("oi, sou a Júlia", "boa noite, sou nova aqui").
 */
export function isGreeting(said: readonly string[]): boolean {
  const words = withoutIntroduction(said);
  if (words.length === 0) return said.length > 0;
  let content = 0;
  for (const raw of words) {
    const w = collapse(raw);
    if (!GREETING_WORDS.has(w) && !GREETING_WORDS.has(raw)) return false;
    if (w !== "?" && w !== "." && w !== ",") content++;
  }
  return content > 0;
}

/** Greetings that open a conversation ("bom dia", "boa noite", "oi"), said first. */
const OPENING_GREETINGS = set("oi,ola,oie,opa,eai,salve,bom,boa,hey");

/**
 * "bom dia! minha amiga indicou", "opa, boa noite. testando aqui": a greeting first, then a few
 * words of the person's own that say nothing of money (the caller checks nothing was scanned in
 * them: no amount, no day).
 */
export function greetingWithRemark(words: readonly string[]): boolean {
  if (!OPENING_GREETINGS.has(words[0] ?? "") && !(words[0] === "e" && words[1] === "ai")) return false;
  let k = 0;
  while (k < words.length && (GREETING_WORDS.has(words[k] as string) || PUNCTUATION.has(words[k] as string)))
    k++;
  const rest = words.slice(k).filter((w) => !PUNCTUATION.has(w));
  // "oi, sou o dono de uma loja": who the person is, read as such elsewhere
  return k > 0 && rest.length > 0 && rest.length <= 8 && rest[0] !== "sou" && !words.includes("?");
}
const PUNCTUATION = new Set([",", ".", "!", ";"]);

const THANKS_WORDS = set(
  "obrigado,obrigada,obrigadao,obrigadinho,obrigadinha,brigado,brigada,brigadao,brigadinho,valeu,valeuu,vlw,agradeco,agradecido,agradecida,grato,grata,gratidao,thanks,thx,tchau,tchauzinho,falou,flw,fui,abraco,abracos,abs,bjs,beijos,beijo,xau",
);
const THANKS_EXTRA = set(
  "ajudou,ajudando,salvou,mandou,bem,ta,meu,minha,querido,querida,amor,anjo,flor,lindo,linda,fofo,fofa,moco,moca,deus,abencoe,te,era,so,apenas,muito,muitissimo,mto,pela,pelo,por,a,o,ajuda,força,forca,help,de,novo,sempre,demais,amanha,logo,mais,breve,ate,la,mesmo,tudo,ai,viu,e,entao,ok,certo,show,top,otimo,perfeito,beleza,blz,massa,legal,boa,bom,dia,noite,tarde,semana,um,uma,grande,hein,ne,isso,sim,entendi,gente,amigo,amiga,cara,mano,tostao,bot,kkk,kkkk,rs,haha,,,.,?",
);

const GOODBYE_WORDS = set("tchau,tchauzinho,xau,falou,flw,fui");

/** "tchau", "até mais": a goodbye said without thanking (read with isThanks). */
export function isGoodbyeOnly(words: readonly string[]): boolean {
  const bye = words.some((w, i) => GOODBYE_WORDS.has(w) || (w === "ate" && i + 1 < words.length));
  return bye && !words.some((w) => THANKS_WORDS.has(collapse(w)) && !GOODBYE_WORDS.has(w));
}

/** "valeu", "obrigado!", "brigadão", "tchau, até amanhã": thanks and goodbyes, nothing else. */
export function isThanks(words: readonly string[]): boolean {
  let thanked = false;
  for (let i = 0; i < words.length; i++) {
    const w = collapse(words[i] as string);
    const raw = words[i] as string;
    if (THANKS_WORDS.has(w) || THANKS_WORDS.has(raw)) thanked = true;
    else if (
      raw === "ate" &&
      (words[i + 1] === "mais" ||
        words[i + 1] === "logo" ||
        words[i + 1] === "amanha" ||
        words[i + 1] === "breve")
    )
      thanked = true;
    else if (!THANKS_EXTRA.has(raw) && !GREETING_WORDS.has(raw) && !GREETING_WORDS.has(w)) return false;
  }
  return thanked;
}

const GENERAL_TERMS = set(
  "cdb,lci,lca,tesouro,selic,ipca,cdi,poupanca,acoes,acao,fii,fiis,fundo,fundos,bitcoin,cripto,criptomoeda,criptomoedas,previdencia,pgbl,vgbl,dividendos,juros,compostos,inflacao,renda,fixa,variavel,bolsa,etf,etfs,debenture,debentures,cri,cra,consorcio,financiamento,emprestimo,credito,score,serasa,investir,investimento,investimentos,imposto,ir,declaracao,mei,cartao,pix,boleto,spread,taxa,taxas,rentabilidade,liquidez,reserva,emergencia,orcamento,dinheiro,economizar,poupar",
);
const FIRST_PERSON = set(
  "meu,minha,meus,minhas,eu,gastei,recebi,investi,ganhei,paguei,tenho,guardei,apliquei,comprei",
);

/**
 * "o que é CDB?", "me explica tesouro direto", "vale a pena investir em FII?": a question about
 * finance in general, not about the person's own money. The assistant offers help instead.
 */
export function isGeneralQuestion(words: readonly string[]): boolean {
  if (words.some((w) => FIRST_PERSON.has(w))) return false;
  if (!words.some((w) => GENERAL_TERMS.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    if (
      w === "explica" ||
      w === "explicar" ||
      w === "explique" ||
      w === "significa" ||
      w === "diferenca" ||
      w === "compensa"
    )
      return true;
    if (w === "que" && (next === "e" || next === "sao" || next === "seria")) return true;
    if (w === "vale" && next === "a" && words[i + 2] === "pena") return true;
    if (
      w === "como" &&
      (next === "funciona" ||
        next === "funcionam" ||
        next === "investir" ||
        next === "calcular" ||
        next === "calcula" ||
        next === "declarar")
    )
      return true;
    if (
      (w === "devo" || w === "melhor" || w === "vale" || w === "seguro" || w === "rende" || w === "rendem") &&
      words.includes("?")
    )
      return true;
  }
  return false;
}
