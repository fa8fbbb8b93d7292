/**
 * Word lists that decide what kind of money movement a clause talks about. Folded forms.
 * "strong" verbs make a money message even without an amount ("gastei no mercado" is incomplete);
 * "weak" ones (ganhei, caiu, deu) only count next to an amount or a money noun.
 */
import type { MessageContext } from "./context.ts";
import type { RecordKind } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

export const EXPENSE_STRONG = set(
  "emprestei,saquei,gastei,gasto,gastamos,gastou,paguei,pago,pagamos,pagei,comprei,compramos,compro,torrei,desembolsei,parcelei,assinei,abasteci,abastecemos,apostei,apostamos,almocei,almocamos,jantei,jantamos,lanchei,lanchamos,transferi,mandei,enviei,enviado,enviada,doei,contratei,renovei,debitou,debitaram,cobraram,cobrou,gastos,despesa,despesas,compra,compras,comprinha,comprinhas",
);
export const EXPENSE_WEAK = set(
  "deixei,custaram,saiu,sairam,deu,foi,ficou,pedi,peguei,fiz,fizemos,tomei,perdi,dei",
);
export const INCOME_STRONG = set(
  "pingou,pingaram,resgatei,resgatamos,recebi,recebo,recebemos,recebido,recebida,recebidos,recebidas,faturei,arrecadei,arrecadamos,embolsei,lucrei,entrou,entraram,caiu,cairam",
);
export const INCOME_WEAK = set(
  "cai,consegui,ganhei,ganho,ganhamos,vendi,vendemos,vendo,rendeu,renderam,devolveram,estornou,estornaram,reembolsaram,ressarciram",
);
export const INVEST_STRONG = set(
  "separa,separe,juntei,juntamos,separei,separamos,investi,invisto,investimos,apliquei,aplico,aplicamos,aportei,aporto,aporte,aportamos,poupei,poupo,guardei,guardo,guardamos,economizei,reservei,depositei",
);

/** Verbs that, after "me", mean money coming in: "o joão me pagou 350". */
export const GIVE_TO_ME = set(
  "pagou,pagaram,deu,deram,mandou,mandaram,transferiu,transferiram,passou,devolveu,enviou,pixou,reembolsou,adiantou,adiantaram,depositou,depositaram",
);

/**
 * Who pays the person for their work or what they let: "o cliente pagou 800", "o inquilino pagou o
 * aluguel", "a aluna pagou a aula". Paid by them, with no "me", money came in.
 */
export const PAYERS = set(
  "cliente,clientes,inquilino,inquilina,inquilinos,locatario,locataria,aluno,aluna,alunos,alunas,paciente,pacientes,freguesa,fregues,contratante,seguro,seguradora,convenio",
);
/** Who else may be paid: "o cliente pagou o fornecedor" is not the person's money. */
const PAID_TO = set("pra,pro,para,ao,pros,pras,aos");
const TO_ME = set("mim,nos,gente,eu");
/**
 * What a payer owes the person, named after the verb ("o inquilino pagou o aluguel", "a aluna pagou
 * a mensalidade"); anything else named ("o cliente pagou o almoço") is what they paid for, not money in.
 */
const OWED = set(
  "aluguel,alugueis,consulta,consultas,sessao,sessoes,aula,aulas,mensalidade,servico,servicos,trabalho,projeto,site,boleto,fatura,parcela,parcelas,conserto,reforma,frete,faxina,diaria,freela,nota,orcamento,sinal,restante,resto,valor,pix,tudo,combinado,atrasado,atrasados",
);
const OBJECT_ARTICLES = set("o,a,os,as");

/**
 * "o cliente do site finalmente pagou 2.500", "o inquilino pagou o aluguel 1.100": a payer named a
 * few words before a verb of giving (at `i`), money to the person, unless it went to someone named
 * after ("o cliente pagou 300 pro fornecedor") or paid for something it does not owe the person ("o
 * cliente pagou o almoço 50").
 */
export function payerPaid(words: readonly string[], i: number): boolean {
  if (!GIVE_TO_ME.has(words[i] as string) || words[i] === "devolveu") return false;
  const named = words.slice(Math.max(0, i - 5), i).some((w) => PAYERS.has(w));
  if (!named || words.slice(0, i).some((w) => w === "eu" || isKindWord(w))) return false;
  const thing = OBJECT_ARTICLES.has(words[i + 1] ?? "") ? (words[i + 2] ?? "") : "";
  if (thing !== "" && !/^\d/.test(thing) && !OWED.has(thing)) return false;
  return !words.slice(i + 1).some((w, k) => PAID_TO.has(w) && !TO_ME.has(words[i + 2 + k] ?? "mim"));
}

/** Who the person works for: "a empresa pagou minha rescisão", "o patrão pagou a diária". */
export const EMPLOYERS = set("empresa,firma,patrao,patroa,chefe,trabalho,rh,empregador,empregadora");
/** Pay for work done: what an employer pays the person. */
const PAY_FOR_WORK = set(
  "rescisao,diaria,diarias,salario,ferias,comissao,bonus,plr,adiantamento,hora,horas,extra,extras,acerto,indenizacao,gratificacao,13,13º,decimo,pagamento",
);

/**
 * "a empresa pagou minha rescisão, 8.400", "o patrão pagou a diária 150": the person's employer
 * paid them for their work (money in, never someone else's spending), with a verb of giving at `i`.
 */
export function employerPaid(words: readonly string[], i: number): boolean {
  if (!GIVE_TO_ME.has(words[i] as string) || words[i] === "devolveu" || words[i] === "reembolsou")
    return false;
  // "o mestre de obra pagou minha diária": whoever it was, what was paid is the person's own pay
  if ((words[i + 1] === "minha" || words[i + 1] === "meu") && PAY_FOR_WORK.has(words[i + 2] ?? ""))
    return true;
  if (!words.slice(Math.max(0, i - 3), i).some((w) => EMPLOYERS.has(w))) return false;
  return words.slice(i + 1, i + 5).some((w) => PAY_FOR_WORK.has(w));
}

/** Nouns that make a clause about money coming in, when no verb says otherwise. */
/** Who else: relatives, friends, pronouns. "meu cliente" is not here: a client paying is income. */
export const PEOPLE = set(
  "irmao,irma,mae,pai,esposa,marido,mulher,namorada,namorado,noiva,noivo,filho,filha,filhos,amigo,amiga,amigos,chefe,sogra,sogro,tio,tia,avo,primo,prima,cunhado,cunhada,colega,vizinho,vizinha,ele,ela,eles,elas,socio,socia,patrao,patroa,madrasta,padrasto,enteado,enteada,sobrinho,sobrinha,genro,nora,companheiro,companheira,parceiro,parceira,mozao,mor,crush,vo,vovo",
);
export const INCOME_NOUNS = set(
  "venda,vendas,decimo,terceiro,ferias,plr,adiantamento,aposentadoria,salario,freela,freelance,dividendos,rendimento,rendimentos,restituicao,cashback,reembolso,reembolsos,estorno,estornos,ressarcimento,devolucao,13º,proventos,comissao,bico,bonus,holerite",
);
/**
 * Paid work counted by the piece: after "fiz" they are money earned ("fiz 310 nas corridas",
 * "fiz 180 de entregas hoje", "fiz 320 de corrida"); alone they stay expenses ("corridas de uber 40").
 */
export const WORK_DONE_NOUNS = set(
  "corridas,entregas,diarias,plantao,plantoes,gorjetas,bicos,freelas,cache,faxinas",
);
/** The same work said in the singular after a preposition: "fiz 320 de corrida hoje". */
export const WORK_DONE_NOUN = set("corrida,entrega,diaria,faxina");
/**
 * The apps people drive and deliver for, and the work said as it was being done: what was made
 * "no uber", "no ifood", "rodando" is money earned ("fiz 420 no uber hoje", "fiz 180 no ifood",
 * "hoje fiz 420 rodando de uber"), when the amount comes right after "fiz" ("fiz um pedido de 40
 * no ifood" was spent).
 */
export const WORK_APPS = set("uber,ifood,rappi,loggi,lalamove,indrive,cabify,99,99pop,99food");
export const WORKING = set("rodando,entregando,trabalhando,pedalando,dirigindo");
/**
 * Places where people sell as often as they buy: what was "made" there ("fiz 200 na feira") may be
 * a stall's takings or the shopping, so which way the money went is asked.
 */
export const SELLING_PLACES = set(
  "feira,feirinha,feiras,bazar,brecho,evento,eventos,quermesse,barraca,banca,loja,lojinha,exposicao,expo",
);
/** "tirei", said of money made: "de gorjeta hj tirei 85", "tirei 280 líquido". */
const TOOK_MADE = set("tirei,tiramos");
const TIPS = set("gorjeta,gorjetas");
/** A net amount: what was left of the takings after costs. */
const NET = set("liquido,liquida,limpo,limpos,livre,livres");
const WORKED_DAY = set("rodei,rodamos,trabalhei,trabalhamos,entreguei,entregamos");
const AFTER_TOOK = set("da,do,das,dos,pra,pro,para");

/**
 * "de gorjeta hj tirei 85", "tirei 85 de caixinha", "rodei o dia todo tirei 280", "tirei 280
 * líquido", "tirei 300 no uber": "tirei" at `i` is money made, with tips, a day's work or a net
 * amount said; "tirei 50 da carteira", "tirei 100 pro uber" (taken from somewhere, or for
 * something) and "tirei 200" alone are not.
 */
export function tookMade(words: readonly string[], i: number): boolean {
  if (!TOOK_MADE.has(words[i] as string)) return false;
  const amount = /^\d/.test(words[i + 1] ?? "") ? i + 2 : words[i + 1] === "r$" ? i + 3 : -1;
  if (amount >= 0 && AFTER_TOOK.has(words[amount] ?? "")) return false;
  if (amount >= 0 && NET.has(words[amount] ?? "")) return true;
  return words.some(
    (w, k) =>
      TIPS.has(w) ||
      (w === "caixinha" && (words[k - 1] === "de" || words[k - 1] === "em")) ||
      WORKED_DAY.has(w) ||
      WORKING.has(w) ||
      WORK_DONE_NOUNS.has(w) ||
      (WORK_APPS.has(w) && (words[k - 1] === "no" || words[k - 1] === "na" || words[k - 1] === "pelo")),
  );
}

/** Weak verbs that mean earning next to WORK_DONE_NOUNS. */
export const WORK_DONE_VERBS = set("fiz,fizemos");

/** Nouns that make a clause an investment even after "comprei"/"coloquei". */
/** Who a pension is paid for when it comes to the person: "a pensão do meu filho", "pensão do inss". */
const PENSION_FOR = set(
  "filho,filha,filhos,filhas,menino,menina,meninos,meninas,crianca,criancas,bebe,enteado,enteada,inss,governo",
);
const PENSION_OF = set("do,da,dos,das");
const PENSION_WHOSE = set("meu,minha,meus,minhas,nosso,nossa,nossos,nossas");

/**
 * "a pensão do meu filho 900", "pensão do inss 1.400", "pensão por morte": a pension that comes to
 * the person. Said alone ("pensão 50", "pensão alimentícia 800") it is paid, most often: no money
 * in without a verb that says so ("recebi a pensão 800").
 */
export function pensionComesIn(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (words[i] !== "pensao") continue;
    if (words[i + 1] === "por" && words[i + 2] === "morte") return true;
    if (!PENSION_OF.has(words[i + 1] ?? "")) continue;
    const k = PENSION_WHOSE.has(words[i + 2] ?? "") ? i + 3 : i + 2;
    if (PENSION_FOR.has(words[k] ?? "")) return true;
  }
  return false;
}

/** A B3 ticker, kept one word by the tokeniser: "petr4", "mxrf11". */
export function isTicker(w: string): boolean {
  return /^[a-z]{4}(?:[3-6]|11)$/.test(w);
}

export const INVEST_NOUNS = set(
  "tesouro,cdb,rdb,lci,lca,poupanca,acoes,acao,fii,fiis,cripto,bitcoin,btc,previdencia,cofrinho,etf,investimento,investimentos,corretora",
);
/** Money put into a goal is set aside: "coloquei 300 na meta da moto". */
export const GOAL_WORDS = set("meta,objetivo,reserva,caixinha,cofrinho");
/** "esse mercado", "aquele uber": the thing pointed at, named like "o mercado". */
export const THAT = set("esse,essa,este,esta,aquele,aquela");
export const INVEST_CARRIERS = set("comprei,coloquei,botei,depositei,transferi,mandei,pus,joguei");
/** Asked of the assistant: "guarda 200 na caixinha", "coloca 50 na meta da moto" (into a goal only: "coloca 50 no uber" is spent). */
const SET_ASIDE_ASKED = set("guarda,guarde,coloca,coloque,bota,bote,poe");

/** Nouns that make a message about money even without an amount ("recebi o salário"). */
export const MONEY_NOUNS = set(
  "dinheiro,grana,salario,pagamento,pix,boleto,fatura,conta,contas,valor,reais,real",
);

/** Words that turn a clause into a question or a non-record when no money verb is present. */
export const QUESTION_WORDS = set("quanto,quantos,quanta,qual,quais,quando,onde,como,porque,cade,que");

export interface KindHit {
  kind: RecordKind;
  strong: boolean;
  index: number;
  word: string;
}

/** The first kind verb in `words[from, to)`, with "me pagou" read as income. */
export function findKindVerb(words: readonly string[], from = 0, to = words.length): KindHit | null {
  return findKindIn(words, from, to, true) ?? findKindIn(words, from, to, false);
}

/**
 * Infinitives that say money moved after "consegui" / "acabei de": "consegui guardar 600" is
 * money set aside (not income), "acabei de pagar 80 de luz" an expense.
 */
const DONE_INFINITIVES: ReadonlyMap<string, RecordKind> = new Map([
  ["guardar", "investment"],
  ["juntar", "investment"],
  ["economizar", "investment"],
  ["poupar", "investment"],
  ["investir", "investment"],
  ["aplicar", "investment"],
  ["separar", "investment"],
  ["pagar", "expense"],
  ["comprar", "expense"],
  ["gastar", "expense"],
  ["quitar", "expense"],
  ["receber", "income"],
  ["vender", "income"],
  ["ganhar", "income"],
]);
const MANAGED = new Set(["consegui", "conseguimos"]);

function doneInfinitive(words: readonly string[], i: number): RecordKind | null {
  const kind = DONE_INFINITIVES.get(words[i] as string);
  if (kind === undefined) return null;
  const prev = words[i - 1] ?? "";
  if (MANAGED.has(prev) || (prev === "ja" && MANAGED.has(words[i - 2] ?? ""))) return kind;
  if (prev === "de" && (words[i - 2] === "acabei" || words[i - 2] === "acabamos")) return kind;
  return null;
}

/** "consegui por 250", "consegui o tênis por 250": "por" and a price within a few words after it. */
function gotFor(words: readonly string[], i: number): boolean {
  if (DONE_INFINITIVES.has(words[i + 1] ?? "")) return false;
  for (let k = i + 1; k < Math.min(words.length - 1, i + 5); k++)
    if (words[k] === "por" && /^\d/.test(words[k + 1] ?? "")) return true;
  return false;
}

/** Money sent between accounts: "pix", "ted", "transferência", "depósito". */
export const TRANSFER_NOUNS = set("pix,transferencia,ted,doc,deposito");

/**
 * Money given "pra mim" by the verb at `i`: "o joão transferiu 300 pra mim", "fez um pix de 50 pra
 * mim", "mandou pra mim 80". Not a thing paid for the person ("pagou o almoço pra mim").
 */
export function forMe(words: readonly string[], i: number): boolean {
  // "deu 18 pra mim", "o uber deu 18 pra mim": what a share came to, unless a person gave it
  if ((words[i] === "deu" || words[i] === "deram") && !PEOPLE.has(words[i - 1] ?? "")) return false;
  const next = words[i + 1] ?? "";
  const money = /^\d/.test(next) || next === "pra" || next === "para" || next === "um" || next === "uma";
  if (!money && !(AMOUNT_LEAD.has(next) && /^\d/.test(words[i + 2] ?? ""))) return false;
  for (let k = i + 2; k < Math.min(words.length, i + 8); k++)
    if (words[k] === "mim" && (words[k - 1] === "pra" || words[k - 1] === "para")) return true;
  return false;
}
const AMOUNT_LEAD = set("os,uns,r$");

/** "na minha conta" within a few words after `i`. */
function intoMyAccount(words: readonly string[], i: number): boolean {
  for (let k = i + 1; k < Math.min(words.length - 1, i + 6); k++)
    if (words[k] === "minha" && words[k + 1] === "conta" && (words[k - 1] === "na" || words[k - 1] === "em"))
      return true;
  return false;
}

/** "um pix", "uma transferência" at `i`: a transfer made. */
function madeTransfer(words: readonly string[], i: number): boolean {
  const at = words[i] === "um" || words[i] === "uma" ? i + 1 : i;
  return TRANSFER_NOUNS.has(words[at] ?? "");
}

function findKindIn(words: readonly string[], from: number, to: number, strongPass: boolean): KindHit | null {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (strongPass) {
      const done = doneInfinitive(words, i);
      if (done) return { kind: done, strong: true, index: i, word: w };
      // "consegui o tênis por 250", "mas consegui por 90": got a thing for a price, money out
      if (MANAGED.has(w) && gotFor(words, i)) return { kind: "expense", strong: true, index: i, word: w };
      if (
        GIVE_TO_ME.has(w) &&
        (words[i - 1] === "me" ||
          words[i - 2] === "me" ||
          payerPaid(words, i) ||
          employerPaid(words, i) ||
          forMe(words, i))
      ) {
        return { kind: "income", strong: true, index: i, word: w };
      }
      // "ela me fez um pix de 50", "o cliente me fez uma transferência", "a maria fez um pix pra mim"
      if (
        (w === "fez" || w === "fizeram") &&
        (words[i - 1] === "me" || forMe(words, i)) &&
        madeTransfer(words, i + 1)
      )
        return { kind: "income", strong: true, index: i, word: w };
      // "saquei o fgts 4.200": the guarantee fund's money comes into the person's hands
      if ((w === "saquei" || w === "sacamos") && words.includes("fgts"))
        return { kind: "income", strong: true, index: i, word: w };
      // "devolveram 340 de uma compra que eu não fiz", "o banco estornou 18": money given back, its
      // amount right after, whatever the purchase it came from
      // ("o joão devolveu 50 pra maria" went to someone else)
      if (GIVEN_BACK.has(w) && /^\d/.test(words[i + 1] ?? "") && !toSomeoneElse(words, i + 2))
        return { kind: "income", strong: true, index: i, word: w };
      // "depositaram 300 na minha conta": someone else put money in the person's account
      if ((w === "depositaram" || w === "depositou") && intoMyAccount(words, i))
        return { kind: "income", strong: true, index: i, word: w };
      // "Você recebeu uma transferência de R$ 450,00": a bank's notice, pasted, speaks to the person
      if (RECEIVED_NOTICE.has(w) && ADDRESSED.has(words[i - 1] ?? ""))
        return { kind: "income", strong: true, index: i, word: w };
      if (INVEST_STRONG.has(w))
        return { kind: booked(words, i) ? "expense" : "investment", strong: true, index: i, word: w };
      // "me roubaram 200", "fui assaltado, levaram 300": money lost to a theft went out
      const stolen = STOLE.has(w) || (w === "levaram" && words.some((x) => ROBBED.has(x)));
      if (stolen && words.some((x) => /^\d/.test(x)))
        return { kind: "expense", strong: true, index: i, word: w };
      // "achei 50 reais na rua", "encontrei uma nota de 20": money found came in
      if (foundMoney(words, i)) return { kind: "income", strong: true, index: i, word: w };
      if (moneyArrived(words, i)) return { kind: "income", strong: true, index: i, word: w };
      // "recebi a conta de luz 200": a bill that came, no money in (asked as one)
      if (billReceived(words, i)) continue;
      if (INCOME_STRONG.has(w) || tookMade(words, i))
        return { kind: "income", strong: true, index: i, word: w };
      if (EXPENSE_STRONG.has(w)) {
        if (
          INVEST_CARRIERS.has(w) &&
          (hasAny(words, INVEST_NOUNS, i + 1, Math.min(to, i + 5)) ||
            hasAny(words, GOAL_WORDS, i + 1, Math.min(to, i + 5)) ||
            words.slice(i + 1, Math.min(to, i + 6)).some(isTicker) ||
            intoInvestment(words, i + 1, to))
        )
          return { kind: "investment", strong: true, index: i, word: w };
        return { kind: "expense", strong: true, index: i, word: w };
      }
      if (
        (w === "coloquei" || w === "botei" || w === "pus" || SET_ASIDE_ASKED.has(w)) &&
        (hasAny(words, INVEST_NOUNS, i + 1, Math.min(to, i + 5)) ||
          hasAny(words, GOAL_WORDS, i + 1, Math.min(to, i + 5)))
      ) {
        return { kind: "investment", strong: true, index: i, word: w };
      }
    } else {
      if (INCOME_WEAK.has(w)) return { kind: "income", strong: false, index: i, word: w };
      if (EXPENSE_WEAK.has(w)) return { kind: "expense", strong: false, index: i, word: w };
    }
  }
  return null;
}

const INTO_IT = set("pra,pro,para,na,no");

/** "pra investir", "pra aplicar": what money moved was for. */
export const TO_INVEST = set("investir,aplicar,aportar");

/**
 * "mandei 500 da conta corrente pra poupança", "mandei 3 mil pra xp pra investir": an investment
 * said as where the money went, or what it went for.
 */
function intoInvestment(words: readonly string[], from: number, to: number): boolean {
  for (let k = from; k + 1 < to; k++) {
    if (!INTO_IT.has(words[k] as string)) continue;
    const at = words[k + 1] === "minha" || words[k + 1] === "meu" ? k + 2 : k + 1;
    if (INVEST_NOUNS.has(words[at] ?? "") || TO_INVEST.has(words[at] ?? "")) return true;
  }
  return false;
}

/** Said before whom money went to: "pra maria", "ao meu irmão". */
export const TO_WHO = set("pra,pro,para,pros,pras,ao,aos");
/** After "pra", the person themself or what they were helped with: "pra mim", "pra ajudar". */
const FOR_ME = set("mim,eu,gente,nos,ajudar,pagar,inteirar,completar,dividir");

/**
 * "… pra maria", "… pro meu irmão" in words[from, to): money going to someone else ("pra mim",
 * "pra ajudar no aluguel" are the person's).
 */
export function toSomeoneElse(words: readonly string[], from: number, to = words.length): boolean {
  for (let k = from; k < to; k++)
    if (TO_WHO.has(words[k] as string) && !FOR_ME.has(words[k + 1] ?? "mim")) return true;
  return false;
}

/** Verbs of money given back, whoever gives it: "a amazon reembolsou 129", "devolveram 340", "o ifood estornou 42". */
export const GIVEN_BACK = set(
  "devolveu,devolveram,estornou,estornaram,reembolsou,reembolsaram,ressarciu,ressarciram",
);

/** The person spoken to, as banks' notices say it: "você recebeu um Pix". */
const ADDRESSED = set("voce,vc,vce");
const RECEIVED_NOTICE = set("recebeu");

const ARTICLES = set("o,a,os,as,um,uma,uns,umas");
/**
 * "reservei o hotel", "reservei uma pousada 340": a thing booked is paid for, not money set aside
 * ("reservei 200 pra viagem", "reservei uma grana"); so is money deposited for someone.
 */
function booked(words: readonly string[], i: number): boolean {
  const next = words[i + 1] ?? "";
  if (words[i] === "depositei") return toSomeone(words, i + 1);
  const thing = ARTICLES.has(next) ? (words[i + 2] ?? "") : next;
  return words[i] === "reservei" && BOOKABLE.has(thing);
}
/** What people book and pay for: "reservei o hotel", "reservei a mesa"; anything else reserved is set aside. */
const BOOKABLE = set(
  "hotel,hoteis,pousada,pousadas,hostel,airbnb,chale,cabana,quarto,quartos,mesa,passagem,passagens,voo,voos,carro,ingresso,ingressos,show,salao,quadra,restaurante,apartamento,apto,casa,buffet,festa,espaco,sitio,chacara,barco,excursao,passeio,pacote,hospedagem,diaria,diarias",
);

/** "depositei 300 na conta da minha mãe", "depositei 200 pro joão": money given, not set aside. */
function toSomeone(words: readonly string[], from: number): boolean {
  for (let k = from; k < Math.min(words.length, from + 7); k++) {
    const w = words[k] as string;
    if (PEOPLE.has(w) && !INVEST_NOUNS.has(words[k - 1] ?? "")) return true;
    if (INVEST_NOUNS.has(w) || GOAL_WORDS.has(w)) return false;
  }
  return false;
}

/** True when any of `words[from, to)` is in `vocab`. */
export function hasAny(words: readonly string[], vocab: Set<string>, from = 0, to = words.length): boolean {
  for (let i = from; i < to; i++) if (vocab.has(words[i] as string)) return true;
  return false;
}

/** Bills people pay each month ("paga meu boleto", "quanto falta pagar do aluguel?"). */
export const BILLS = set(
  "boleto,boletos,conta,contas,fatura,luz,agua,internet,aluguel,condominio,iptu,ipva,parcela,mensalidade,escola,faculdade,pix,gas",
);

/** Said of a bill that came ("a luz veio 230", "chegou a conta de água, 95"). */
const ARRIVED = set("veio,vieram,chegou,chegaram");

/** What came in, named after "chegou": "chegou o salário", "chegou um pix de 80". */
const ARRIVED_LEAD = set("o,a,os,as,um,uma,meu,minha,meus,minhas,nosso,nossa,ja,finalmente,hoje,agora");
const CAME_IN = set("dinheiro,grana,pagamento,pagamentos,transferencias");
const INTO = set("na,minha,nossa");

/**
 * "chegou o salário", "chegou um pix de 80 do joão", "chegou 80 da maria", "chegaram 500 na conta",
 * "o salário chegou, 3000" at `i`: money that came in. A bill that came is not ("chegou a conta de luz 200", "chegou 200 a
 * conta de luz"), nor a thing delivered ("chegou a pizza, 60").
 */
function moneyArrived(words: readonly string[], i: number): boolean {
  const w = words[i] ?? "";
  if (w !== "chegou" && w !== "chegaram") return false;
  const cameIn = (x: string) => INCOME_NOUNS.has(x) || TRANSFER_NOUNS.has(x) || CAME_IN.has(x);
  // "o salário chegou, 3000", "meu pix chegou"
  if (words.slice(Math.max(0, i - 3), i).some(cameIn)) return true;
  let at = i + 1;
  while (ARRIVED_LEAD.has(words[at] ?? "") && at < i + 4) at++;
  const next = words[at] ?? "";
  if (cameIn(next)) return true;
  // "chegou o 13º", "chegou o 13 salário"
  if (next === "13" && (words[at + 1] === "º" || words[at + 1] === "salario")) return true;
  const amount = next === "r$" ? (words[at + 1] ?? "") : next;
  // "na conta", "na minha conta" is where it came, not a bill
  const bill = words.some(
    (x, k) => BILLS.has(x) && x !== "pix" && !(x === "conta" && INTO.has(words[k - 1] ?? "")),
  );
  // the amount right after the verb, nothing named before it ("o ônibus chegou 175" is no money)
  const first = words.slice(0, i).every((x) => ARRIVED_LEAD.has(x));
  return first && at === i + 1 && /^\d/.test(amount) && !bill;
}

const STOLE = set("roubaram,furtaram,assaltaram,roubou,furtou");
const ROBBED = set("roubado,roubada,assaltado,assaltada,furtado,furtada,assalto,roubo,furto");
const FOUND = set("achei,encontrei,achamos,encontramos");
const CASH_PIECES = set("nota,notas,moeda,moedas,cedula,cedulas,dinheiro");
/** Where the person's own money is kept: found there, it was theirs already. */
const OWN_PLACES = set("bolso,bolsos,carteira,bolsa,gaveta,casaco,calca,jaqueta,mochila,cofrinho");

/** "achei 50 reais na rua", "encontrei uma nota de 20" at `i`: money found, never a price seen. */
function foundMoney(words: readonly string[], i: number): boolean {
  if (!FOUND.has(words[i] ?? "")) return false;
  const next = words[i + 1] ?? "";
  if (/^\d/.test(next) || next === "r$") return true;
  const lead = next === "uma" || next === "umas" || next === "um" || next === "uns" ? i + 2 : i + 1;
  return CASH_PIECES.has(words[lead] ?? "");
}

/** "achei 20 no bolso da calça": the person's own money found where they keep it; nothing came in. */
export function foundOwnMoney(words: readonly string[]): boolean {
  const at = words.findIndex((_, i) => foundMoney(words, i));
  return (
    at >= 0 &&
    words
      .slice(at + 1, at + 9)
      .some((w, k, after) => OWN_PLACES.has(w) || (w === "casa" && after[k - 1] === "em"))
  );
}

const CALLED_OFF = set("cancelei,cancelamos");
const CALLED_OFF_BY_THEM = set("cancelaram,cancelou");
const ORDERS = set("compra,pedido,encomenda,reserva");
const GAVE_UP = set("desisti,desistimos");

/**
 * "cancelei a compra", "esquece, cancelaram o pedido", "desisti da compra": the purchase just said
 * called off, with no amount (what was just booked is taken back; "cancelei a compra de 200" books
 * nothing, `calledOff`).
 */
export function purchaseCalledOff(ctx: MessageContext): boolean {
  const { words } = ctx;
  if (ctx.scanned.spans.length > 0 || words.length > 6) return false;
  // "esquece, acabei não comprando", "desconsidera, devolvi na loja": bought after all, or given back
  if (words.some((w, i) => w === "nao" && NOT_BOUGHT.has(words[i + 1] ?? ""))) return true;
  if (words.some((w, i) => RETURNED.has(w) && (i === words.length - 1 || AT_SHOP.has(words[i + 1] ?? ""))))
    return true;
  return words.some((w, i) => {
    if (!CALLED_OFF.has(w) && !CALLED_OFF_BY_THEM.has(w) && !GAVE_UP.has(w)) return false;
    const lead = THING_LEAD.has(words[i + 1] ?? "") || words[i + 1] === "da" || words[i + 1] === "do";
    return ORDERS.has(words[lead ? i + 2 : i + 1] ?? "");
  });
}
const RETURNED = set("devolvi,devolvemos");
/** A purchase not made after all: "acabei não comprando", "não levei". */
const NOT_BOUGHT = set("comprei,comprando,compramos,levei,levando,levamos,fechei,fechamos");
/** Where a thing is given back: "devolvi na loja". */
const AT_SHOP = set("na,no,pra,pro,la");
const THING_LEAD = set("o,a,os,as,um,uma");
/** Words that say money came back with what was called off: then it is money in, read as such. */
const MONEY_BACK = set("recebi,estorno,estornaram,estornou,reembolso,reembolsaram,voltou,volta,ressarciram");

/**
 * "cancelei a compra de 200", "devolvi o tênis de 300": a purchase called
 * off or taken back moved no money (money said back with it, "recebi 120 de volta", is read as such).
 */
export function calledOff(words: readonly string[]): boolean {
  // "devolvi a calça e me devolveram 159": the money came back, a refund
  const back = (w: string, i: number) =>
    MONEY_BACK.has(w) || (GIVEN_BACK.has(w) && (words[i - 1] === "me" || /^\d/.test(words[i + 1] ?? "")));
  if (words.some(back)) return false;
  return words.some((w, i) => {
    if (CALLED_OFF.has(w)) return true;
    if (!RETURNED.has(w) || !THING_LEAD.has(words[i + 1] ?? "")) return false;
    const thing = words[i + 2] ?? "";
    return thing !== "" && !/^\d/.test(thing) && !PEOPLE.has(thing) && thing !== "dinheiro";
  });
}

/** What a bill's paper is called when it is received: "recebi a conta de luz", "recebi uma multa". */
const BILLS_RECEIVED = set("conta,fatura,boleto,multa,cobranca,contas,faturas,boletos,multas");
const RECEIVED = set("recebi,recebemos");

/** "recebi a conta de luz 200", "recebi uma multa de 195": at `i`, a bill received, not money. */
function billReceived(words: readonly string[], i: number): boolean {
  if (!RECEIVED.has(words[i] ?? "")) return false;
  const at =
    OBJECT_ARTICLES.has(words[i + 1] ?? "") || words[i + 1] === "uma" || words[i + 1] === "um"
      ? i + 2
      : i + 1;
  return BILLS_RECEIVED.has(words[at] ?? "");
}

/** Said of what a bill came to: "a fatura da luz deu 187", "a conta de luz ficou 187". */
const CAME_TO = set("deu,deram,ficou,ficaram");
/** Bills that come each month by themselves, whatever noun is said with them. */
const UTILITIES = set("luz,energia,agua,esgoto,internet,telefone,condominio,iptu,ipva");
/** Papers that say a bill came: "a fatura …", "o boleto …" ("a conta deu 300" is a restaurant's too). */
const BILL_PAPERS = set("fatura,faturas,boleto,boletos");

/**
 * "a luz veio 230", "chegou a conta de água de 95", "a fatura da luz deu 187", "a conta de luz
 * ficou 187", "o boleto da facul deu 900": a bill that arrived, with no money verb said. With "deu"
 * or "ficou" the bill is a utility or a paper named before the verb (or right after it: "deu 187 a
 * conta de luz"): "a conta deu 300", "o mercado deu 200" are what was paid.
 */
export function billArrived(words: readonly string[]): boolean {
  if (words.some((_, i) => billReceived(words, i))) return true;
  const verb = findKindVerb(words);
  if (words.some((w) => ARRIVED.has(w)) && words.some((w) => BILLS.has(w) && w !== "pix") && !verb)
    return true;
  if (!verb || verb.strong || !CAME_TO.has(verb.word)) return false;
  const named = verb.index === 0 ? words : words.slice(0, verb.index);
  return named.some((w) => UTILITIES.has(w) || BILL_PAPERS.has(w));
}

// Past-tense or present verbs that are clearly not about money: "o ônibus 175 atrasou".
const NOT_VERBS = set(
  "eu,meu,seu,teu,deu,pneu,ceu,museu,chapeu,judeu,europeu,trofeu,reu,adeus,sou,vou,estou,dou,show,bou,tou,xou,sou,nou,ou,bangalo,couro,ouro,tesouro,louro,besouro,stou,depositou,pagou,gastou,comprou,custou,cobrou,debitou,caiu,saiu,entrou,rendeu,investiu,aplicou,recebeu,ganhou,vendeu,transferiu,mandou,passou,devolveu,ficou,foi,sumiu,abasteceu,reembolsou,estornou,pixou",
);

/**
 * True when the clause holds a verb in the past tense that is not a money verb
 * ("atrasou", "chegou", "morreu"): a sign the numbers around it are not amounts.
 */
export function hasForeignVerb(words: readonly string[], from = 0, to = words.length): boolean {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (w.length < 4 || NOT_VERBS.has(w)) continue;
    // "a conta de luz chegou, 180": a bill that came, its amount
    if (ARRIVED.has(w) && (billArrived(words) || moneyArrived(words, i))) continue;
    if (
      w.endsWith("ou") ||
      w.endsWith("eu") ||
      w.endsWith("iu") ||
      w.endsWith("aram") ||
      w.endsWith("eram")
    ) {
      if (isMoneyWord(w)) continue;
      return true;
    }
  }
  return false;
}

/** True for any verb that says which way money moved (gastei, recebi, investi…). */
export function isKindWord(w: string): boolean {
  return isMoneyWord(w) || INVEST_CARRIERS.has(w);
}

function isMoneyWord(w: string): boolean {
  return (
    EXPENSE_STRONG.has(w) ||
    EXPENSE_WEAK.has(w) ||
    INCOME_STRONG.has(w) ||
    INCOME_WEAK.has(w) ||
    INVEST_STRONG.has(w) ||
    GIVE_TO_ME.has(w) ||
    RECEIVED_NOTICE.has(w)
  );
}

/**
 * Words that make a clause a plan, a state or an obligation rather than something that happened:
 * "vou pagar 50", "tenho 30 reais", "moro no 302", "preciso comprar".
 */
export const NOT_HAPPENED = set(
  "ta,tava,estava,vou,vamos,vai,iremos,quero,queria,quer,preciso,precisa,precisamos,tenho,temos,tem,devo,deve,devemos,pretendo,posso,pode,moro,mora,sou,estou,acho,sei,gostaria,iria,poderia,deveria,faltam,falta,custa,custam,vale,cobra,cobram",
);

// "vale" is a voucher after an article or "de" ("300 de vale alimentação", "o vale transporte"),
// not "it is worth".
const VOUCHER_BEFORE = set("de,do,o,um,no,meu,seu,e,com");
// …and so is it before "transporte" ("vale transporte 50": bought or topped up)
const VOUCHER_KINDS = set("transporte");

const SENTENCE_BREAKS = new Set([",", ".", "!", ";"]);

/**
 * Whether words from..to say the clause did not happen ("vou pagar", "tenho 30"); a voucher does
 * not, and neither does a sentence of its own with no money in it ("sou mei, vendi 2 bolos por 120").
 */
export function saysNotHappened(words: readonly string[], from = 0, to = words.length): boolean {
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i < to && !SENTENCE_BREAKS.has(words[i] as string)) continue;
    if (aboutMoney(words, start, i) && notHappenedIn(words, start, i)) return true;
    start = i + 1;
  }
  return false;
}

/** Whether words from..to hold an amount or a money verb. */
function aboutMoney(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++)
    if (/\d/.test(words[i] as string) || isMoneyWord(words[i] as string)) return true;
  return false;
}

const WAS = set("ta,tava,estava");
const OWE = set("devo,deve,devemos");

/** A debt described after "que" ("que eu tava devendo", "que eu devo", "que te devia"), at `i`. */
function owedDescribed(words: readonly string[], i: number): boolean {
  const w = words[i] as string;
  if (!(WAS.has(w) && words[i + 1] === "devendo") && !OWE.has(w)) return false;
  const before = words[i - 1] === "eu" || words[i - 1] === "te" || words[i - 1] === "lhe" ? i - 2 : i - 1;
  return words[before] === "que";
}

function notHappenedIn(words: readonly string[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const w = words[i] as string;
    if (!NOT_HAPPENED.has(w)) continue;
    if (w === "vale" && (VOUCHER_BEFORE.has(words[i - 1] ?? "") || VOUCHER_KINDS.has(words[i + 1] ?? "")))
      continue;
    // "devolvi 300 pro meu irmão que eu tava devendo", "… que eu devo": the debt paid, described
    if (owedDescribed(words, i)) continue;
    return true;
  }
  return false;
}

const DENIALS = set("nao,nunca,nem,jamais,quase");

/** "não gastei 54", "eu nunca paguei", "quase comprei": the money verb denied, so nothing moved. */
export function deniedVerb(words: readonly string[], verb: number): boolean {
  const before = words[verb - 1] === "eu" ? verb - 2 : verb - 1;
  return DENIALS.has(words[before] ?? "");
}

/** Purchase verbs: buying a phone is Compras, paying the phone bill is Contas. */
export const PURCHASE_VERBS = set("comprei,compramos,compro,comprou");

/**
 * Words beside an amount that name nothing bought: spending verbs, guesses, days, glue ("gastei uns
 * 2 reais e 50 de bala", "deu uns 130, 134,70 certinho").
 */
export const NAMES_NOTHING = set(
  "gastei,paguei,comprei,foi,deu,ficou,saiu,custou,uns,umas,tipo,cerca,quase,mais,ou,menos,pouco,hoje,ontem,eu,so,ai,entao,e,a,o,de,do,da,que,reais,real,conto,pila,certinho,exato,exatamente,r$",
);

/** "2 meses de condomínio", "3 diárias de hotel", "1 ano de spotify": spans of time counted as things are. */
export const SPANS_OF_TIME = new Set([
  "meses",
  "semanas",
  "dias",
  "diarias",
  "noites",
  "ano",
  "mes",
  "semana",
  "diaria",
]);
