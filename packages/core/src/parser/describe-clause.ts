/**
 * A short free-text description of a clause: its content words, without verbs, amounts,
 * dates, payment words and filler.
 */
import { findCategory } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { spanAt } from "./context.ts";
import { INSTALMENT_NOUNS, ORDINAL_PLACES, PART_NOUNS } from "./scan.ts";
import { isKindWord, SPANS_OF_TIME, THAT } from "./vocabulary.ts";
import { wordSet } from "./word-set.ts";

const STOP = wordSet(
  "ainda,tudo,bem,ambos,mas,mim,parte,metade,terco,eramos,estavamos,somos,saimos,mesmo,custava,custavam,desconto,era,eram,estava,pessoa,cabeca,cedo,madrugada,agorinha,separa,separe,guarda,guarde,coloca,coloque,bota,bote,poe,porem,desse,dessa,deste,desta,disso,lancei,lancar,anotei,registrei,a,o,as,os,um,uma,uns,umas,de,do,da,dos,das,no,na,nos,nas,em,num,numa,para,por,pelo,pela,com,e,eu,me,meu,minha,meus,minhas,ja,agora,pouco,hoje,ontem,anteontem,mais,ou,menos,que,foi,deu,ficou,saiu,custou,gastei,paguei,comprei,torrei,recebi,ganhei,caiu,entrou,investi,apliquei,guardei,poupei,aportei,aporto,recebo,vendi,reais,real,conto,contos,pila,pilas,r$,$,no,pix,debito,credito,cartao,dinheiro,boleto,x,vezes,parcelado,parcelada,parcelei,fixo,fixa,mensal,todo,mes,e,ai,ne,tipo,entao,tava,comi,bebi,la,aqui,so,cerca,quase,mais,ou,menos,fiz,pedi,peguei,fui,coloquei,botei,recebo,vc,voce,acredita,via,acabei,gastar,pagar,comprar,ao,to,tô,saindo,nossa,nao,aff,kkk,kkkk,kkkkk,rs,r,haha,dai,hum,humm,hmm,ahn,uhum,eita,putz,poxa,vixe,ixi,caramba,ops,opa,oops,epa,gasto,despesa,valor,total,sem,juros,vence,vencimento,hj,eh,é,ó,o,ah,oi,ola,tostao,passei,depois,fomos,dividi,dividimos,dividiu,dividida,dividido,rachei,rachamos,rachou,racha,rachada,rachado,amigos,amigas,pessoas,galera,bom,dia,boa,noite,tarde,lembra,lembre,lembrete,nao,deixa,esquecer,lembrar,todos,meses,cada,guardar,juntar,economizar,poupar,investir,aplicar,separar,quitar,receber,vender,ganhar,consegui,conseguimos,acabei,acho,sei,talvez,uns,umas,tambem,tb,tbm,esqueci,lembrei,assino,assinamos,outro,outra,esquecido,esquecida,esqueceu,anotar,registrar,falar,contar,avisar,tinha,veio,vieram,chegou,chegaram,fez,fizeram,bruto,bruta,liquido,liquida,limpo,finalmente,bastante,tirei,tiramos,rodei,rodamos,descontando,descontado,recebeu,agencia,cpf,cnpj,quer,dizer,digo,,",
);
/**
 * Words of a bank's notice that say what happened to the purchase, never what it was: "Compra de R$
 * 37,90 APROVADA em PADARIA REAL", "transação autorizada", "compra realizada no estabelecimento …".
 */
const NOTICE_WORDS = new Set(
  "aprovada,aprovado,autorizada,autorizado,realizada,realizado,efetuada,efetuado,confirmada,confirmado,transacao,estabelecimento".split(
    ",",
  ),
);
const TIME_OF_DAY_LEAD = new Set(["de", "pela", "essa", "nessa", "esta", "nesta", "hoje", "ontem"]);
/** Verbs that say what the money went on: "almocei 35" is lunch, "abasteci 150" fuel. */
const VERB_NOUNS: Readonly<Record<string, string>> = {
  almocei: "almoço",
  almocamos: "almoço",
  jantei: "jantar",
  jantamos: "jantar",
  lanchei: "lanche",
  lanchamos: "lanche",
  abasteci: "combustível",
  abastecemos: "combustível",
  recarreguei: "recarga",
  recarregamos: "recarga",
};
/**
 * A verb said in the first person of the past ("assinei", "renovei", "troquei") opens what was
 * bought, never names it; these words ending the same way are things.
 */
const PAST_VERB = /^\p{L}{3,}ei$/u;
const NOT_VERBS = new Set(["volei", "joquei", "hoquei", "ponei", "jersei"]);
/** "nem lembro direito", "não sei bem", "sla" (sei lá): unsure of the amount, nothing bought. */
const UNSURE = new Set(["lembro", "sei", "sla", "seila"]);
const THIS = new Set(["essa", "esta", "nessa", "nesta", "esse", "este", "nesse", "neste"]);
const PERIOD_NOUNS = new Set(["semana", "mes", "ano", "quinzena"]);
const PUNCT = new Set([",", ";", "?", "+", "%", "º", ".", "$", ":"]);

const BREAKS = new Set([",", ".", "!", ";"]);

/**
 * Where the words about the money start: after a leading sentence that says nothing of it ("sou
 * mei, vendi 2 bolos por 120": no amount, money verb or category before the comma).
 */
function leadEnd(ctx: MessageContext, from: number, to: number): number {
  const words = ctx.words;
  const cut = words.findIndex((w, i) => i >= from && i < to && BREAKS.has(w));
  if (cut < 0) return from;
  for (let i = from; i < cut; i++) if (spanAt(ctx, i) || isKindWord(words[i] as string)) return from;
  return findCategory(words, null, from, cut) ? from : cut + 1;
}

/**
 * "parcela 3 de 10 do carro", "a 5ª parcela de 10 do carro", "prestação 2/12 da moto": which
 * instalment of how many, said once after the words ("parcela carro 3/10") instead of as numbers
 * among them; the tokens that said it. An instalment placed with no total ("2a parcela do
 * iphone") is said as "2ª"; how many instalments a price is of ("a primeira parcela, 3 de 400")
 * names nothing.
 */
function instalmentPlace(
  ctx: MessageContext,
  from: number,
  to: number,
): { said: string | null; tokens: Set<number>; ordinal: Map<number, string> } | null {
  const { words } = ctx;
  let place: number | null = null;
  let of: number | null = null;
  const counts = new Set<number>();
  const placed = new Set<number>();
  for (let i = from; i < to; i++) {
    const sp = spanAt(ctx, i);
    const w = words[i] as string;
    if (sp?.type === "nonMoney" && sp.start === i && sp.instalment) {
      const slash = /^(\d{1,2})\/(\d{1,3})$/.exec(w);
      const next = words[i + 2] as string;
      if (slash) [place, of] = [Number(slash[1]), Number(slash[2])];
      else if (sp.end - sp.start === 3 && words[i + 1] === "de") [place, of] = [Number(w), Number(next)];
      // "a 5ª parcela de 10": how many there are, after the one placed
      else if (words[i - 1] === "de" && INSTALMENT_NOUNS.has(words[i - 2] ?? "")) {
        of = Number(w);
        counts.add(i - 1);
      }
      for (let k = sp.start; k < sp.end; k++) counts.add(k);
    } else if (
      INSTALMENT_NOUNS.has(words[sp?.type === "nonMoney" && sp.start === i ? sp.end : i + 1] ?? "")
    ) {
      // "5ª parcela", "2a parcela", "quinta parcela": the one placed
      const n = /^\d{1,2}$/.test(w) ? Number(w) : ORDINAL_PLACES.indexOf(w) + 1;
      if (n < 1 || (sp && sp.type !== "nonMoney")) continue;
      place = n;
      for (let k = i; k < (sp ? sp.end : i + 1); k++) placed.add(k);
    }
  }
  if (counts.size === 0 && placed.size === 0) return null;
  if (place !== null && of !== null && place <= of)
    return { said: `${place}/${of}`, tokens: new Set([...counts, ...placed]), ordinal: new Map() };
  // only the place: said where it was, as an ordinal ("2ª parcela iphone", "primeira parcela curso")
  const ordinal = new Map<number, string>();
  for (const k of placed) if (/^\d{1,2}$/.test(words[k] as string)) ordinal.set(k, `${words[k]}ª`);
  return { said: null, tokens: counts, ordinal };
}

/**
 * Up to five content words of tokens [from, to), in their original spelling; `keep` words count
 * even when they are filler, the `drop` tokens never count.
 */
const ASIDE_LEAD = new Set(["final", "finais", "das", "as"]);
/** Filler words that, right after a word kept, go on naming it: "padaria real", "mercado bom preço". */
const NAME_GOES_ON = new Set(["real", "bom", "boa"]);
const GREETED = new Set(["dia", "tarde", "noite"]);
const LINKS = new Set(["do", "da", "de", "dos", "das"]);
/**
 * Whether the filler word at `i` goes on naming what the word kept at `kept` began: right after it
 * ("padaria real", "SUPERMERCADO BOM PRECO", "PADARIA BOM DIA": the "dia" after a "bom" of the
 * name), or after a "do"/"da" when another word of the name follows ("mercado do bom jesus").
 */
function nameGoesOn(ctx: MessageContext, i: number, kept: number): boolean {
  const w = ctx.tokens[i]?.folded ?? "";
  if (GREETED.has(w)) return kept === i - 1 && NAME_GOES_ON.has(ctx.tokens[i - 1]?.folded ?? "");
  if (!NAME_GOES_ON.has(w)) return false;
  if (kept === i - 1) return true;
  const next = ctx.tokens[i + 1];
  return (
    w !== "real" &&
    kept === i - 2 &&
    LINKS.has(ctx.tokens[i - 1]?.folded ?? "") &&
    next?.kind === "word" &&
    !STOP.has(next.folded) &&
    !spanAt(ctx, i + 1)
  );
}

export function describeClause(
  ctx: MessageContext,
  from: number,
  to: number,
  keep?: Set<string>,
  drop?: ReadonlySet<number>,
): string {
  const out: string[] = [];
  const numbered = instalmentPlace(ctx, from, to);
  // the token of the last word said as it was written
  let kept = -1;
  for (let i = leadEnd(ctx, from, to); i < to && out.length < 5; i++) {
    const t = ctx.tokens[i];
    if (!t || PUNCT.has(t.folded) || drop?.has(i) || numbered?.tokens.has(i)) continue;
    const ordinal = numbered?.ordinal.get(i);
    if (ordinal) {
      out.push(ordinal);
      continue;
    }
    const sp = spanAt(ctx, i);
    if (sp && (sp.type !== "nonMoney" || sp.aside)) continue;
    // "2 meses de academia": the months counted are said with their count
    const unit = ctx.tokens[i + 1];
    if (sp?.start === i && sp.end === i + 2 && unit && SPANS_OF_TIME.has(unit.folded)) {
      out.push(t.original, unit.original);
      i++;
      continue;
    }
    // "com final 1234", "das 14 às 18": the words that lead to what was skipped
    const next = ASIDE_LEAD.has(t.folded) ? spanAt(ctx, i + 1) : null;
    if (next?.type === "nonMoney" && next.aside) continue;
    // "gastei 99999999999": digits too many to be money were meant as money, never as a name
    if (!sp && t.kind === "number" && /^\d{7,}$/.test(t.folded)) continue;
    // "tv nem lembro direito": the doubt said, not the thing
    if (t.folded === "nem" || UNSURE.has(t.folded)) continue;
    if ((t.folded === "direito" || t.folded === "bem") && UNSURE.has(ctx.tokens[i - 1]?.folded ?? ""))
      continue;
    const noun = VERB_NOUNS[t.folded];
    if (noun) {
      if (!out.includes(noun)) out.push(noun);
      continue;
    }
    // "PADARIA REAL", "Drogaria Real": a word of the name said after it, not the currency;
    // "SUPERMERCADO BOM PRECO", "padaria boa vista", "PADARIA BOM DIA": a name, not a greeting
    const named = kept >= 0 && nameGoesOn(ctx, i, kept);
    if (
      (STOP.has(t.folded) || isKindWord(t.folded) || NOTICE_WORDS.has(t.folded)) &&
      !keep?.has(t.folded) &&
      !named
    )
      continue;
    // "gastei uns 40 no uber essa semana": when, not what
    if (THIS.has(t.folded) && PERIOD_NOUNS.has(ctx.tokens[i + 1]?.folded ?? "")) {
      i++;
      continue;
    }
    // "essa farmácia", "aquele uber": the thing, not the pointing at it
    if (THAT.has(t.folded) && !keep?.has(t.folded)) continue;
    // "na verdade", "na real": a correction said, not what was bought
    if ((t.folded === "verdade" || t.folded === "real") && ctx.tokens[i - 1]?.folded === "na") continue;
    // "de novo": again, not new ("celular novo" keeps it)
    if (t.folded === "novo" && ctx.tokens[i - 1]?.folded === "de") continue;
    // "hoje de manhã", "pela manhã": when ("café da manhã" keeps it)
    if (t.folded === "manha" && TIME_OF_DAY_LEAD.has(ctx.tokens[i - 1]?.folded ?? "")) continue;
    // "150 d luz": "d" short for "de" before a word ("vitamina d" keeps it)
    if ((t.folded === "d" || t.folded === "q") && /^\p{L}/u.test(ctx.tokens[i + 1]?.folded ?? "")) continue;
    // "minha parte foi 60": the share said, not what it was of
    if (PART_NOUNS.has(t.folded) && ctx.tokens[i - 1]?.folded === "minha") continue;
    // "recebi meu 13": the thirteenth salary, as the scan read it
    if (sp?.type === "nonMoney" && sp.thirteenth) {
      out.push("13º salário");
      // "13 salário": the word is already said
      if (ctx.tokens[sp.end]?.folded === "salario") i = sp.end;
    }
    // "pastel por 2": said as who it was for, "pastel pra 2"
    else if (sp?.type === "nonMoney" && sp.headCount) out.push(`pra ${t.original}`);
    // "renovei a cnh": the verb before the thing bought
    else if (out.length === 0 && PAST_VERB.test(t.folded) && !NOT_VERBS.has(t.folded) && !keep?.has(t.folded))
      continue;
    // "camisa renner renner": a word said twice is said once
    else if (out.includes(t.original.toLowerCase()) && /^\p{L}+$/u.test(t.folded)) continue;
    else {
      out.push(t.original.toLowerCase());
      kept = i;
    }
  }
  // "recebi 2 pix, um de 50…": a count alone describes nothing ("2 pizzas" keeps its count)
  if (out.every((w) => /^\d+$/.test(w))) return "";
  return numbered?.said ? `${out.join(" ")} ${numbered.said}` : out.join(" ");
}
