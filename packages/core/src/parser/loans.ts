/**
 * Money lent and borrowed between people (docs/message-understanding.md, "Loans"): "emprestei 50
 * pro pedro" left the pocket as a loan, "peguei 100 emprestado com minha mãe" came in but is not
 * earnings, "o pedro me devolveu os 50" came back, "paguei o que devia ao joão" paid a debt.
 */

import { foldAccents } from "../fold.ts";
import type { MessageContext } from "./context.ts";
import { spanAt } from "./context.ts";

/** "thing": something lent that is not money ("emprestei o carro pro pedro"). */
export type LoanDirection = "lent" | "borrowed" | "returned" | "paid_back" | "thing";

export interface LoanReading {
  direction: LoanDirection;
  /** Who the money went to or came from, as typed ("o pedro", "minha mãe"); null when unsaid. */
  who: string | null;
  /** The preposition before a borrower, as typed ("pro", "ao", "pra"). */
  to: string | null;
}

import { GIVE_TO_ME } from "./vocabulary.ts";
import { wordSet as set } from "./word-set.ts";

const HOW_MUCH = set("quanto,quanta,total,soma,somando,qual");

/** The first word of a loan's description, which a question about loans looks for. */
export const LOAN_WORDS = { lent: "empréstimo", returned: "devolução" } as const;

const LENT = set("emprestei,empresto,emprestamos,empretei,enprestei");
const BORROWED_ADJ = set("emprestado,emprestada,emprestados,emprestadas");
/** Verbs of giving money that "emprestado" makes a loan: "passei 500 pro meu cunhado, emprestado". */
const LENT_AS = set("passei,mandei,dei,transferi,fiz,enviei");
const TO = set("pro,pra,para,ao,a,pros,pras,aos,as,pro,pru");
/** Where a debt may sit that is no person: "devo 2300 no cartão", "no banco", "no serasa". */
const OWED_TO = set("cartao,banco,serasa,financiamento,emprestimo,cheque,agiota,fatura");
const FROM = set("com,do,da,de,dos,das");
const BEFORE_INFINITIVE = set("tive,acabei,precisei,resolvi");
const OWED = set("devia,devo,deve,devemos,devia,deviamos");
const LEAD = set("o,a,os,as,meu,minha,meus,minhas,seu,sua,nosso,nossa,tio,tia,dona,seu");
/** Words that end a person's name: places, payment, time, the money itself. */
const ENDS_NAME = set(
  ",,.,;,!,?,no,na,nos,nas,em,pelo,pela,via,pix,hoje,ontem,anteontem,que,e,reais,real,conto,pila,de,do,da,com,ja,semana,mes,ano,dia,quanto,quantos,quanta,qual,esse,este,essa,esta,nesse,neste,nessa,nesta,ate,desde,pq,porque,mas,os,as,me,lá,la,ai,aí,ta,tá,pra,pro,para,ao",
);
/** Verbs that say what money was for after "pra": "pra pagar o aluguel", "pra comprar um carro". */
const PURPOSE = set(
  "pagar,comprar,quitar,cobrir,ajudar,investir,reformar,abrir,trocar,consertar,viajar,fazer,tirar,colocar,botar,ir,usar,gastar,juntar,completar,inteirar,acertar,resolver,sair",
);
const PRONOUNS = set("ele,ela,eles,elas,voce,vc");
const BANKS = set("banco,caixa,nubank,itau,bradesco,santander,inter,c6,picpay,mercado,financeira,agiota");

/** The person at `at`: a leading article or possessive and up to two words, as typed. */
function personAt(ctx: MessageContext, at: number): { text: string; end: number } | null {
  const out: string[] = [];
  let i = at;
  if (LEAD.has(ctx.words[i] ?? "") && ctx.words[i + 1] && !ENDS_NAME.has(ctx.words[i + 1] as string)) {
    out.push((ctx.tokens[i] as { original: string }).original.toLowerCase());
    i++;
  }
  const first = i;
  // "pra pagar o aluguel" says what for, not to whom
  if (PURPOSE.has(ctx.words[i] ?? "")) return null;
  while (i < ctx.words.length && i - first < 2) {
    const w = ctx.words[i] as string;
    const tok = ctx.tokens[i];
    if (!tok || ENDS_NAME.has(w) || PURPOSE.has(w) || spanAt(ctx, i) || tok.kind !== "word") break;
    out.push(tok.original.toLowerCase());
    i++;
  }
  return i > first ? { text: out.join(" "), end: i } : null;
}

/** "da ana" → "a ana": the person after a contraction keeps its article. */
function withArticle(found: { who: string; prep: string } | null): string | null {
  if (!found) return null;
  const article = { do: "o", da: "a", dos: "os", das: "as" }[found.prep];
  return article && !LEAD.has(found.who.split(" ")[0] ?? "") ? `${article} ${found.who}` : found.who;
}

/** The person said before index `end` ("o pedro me devolveu": "o pedro"), if any. */
function personBefore(ctx: MessageContext, end: number): string | null {
  for (let start = Math.max(0, end - 3); start < end; start++) {
    const p = personAt(ctx, start);
    if (p && p.end === end) return p.text;
  }
  return null;
}

/** The person right before the verb at `verb` ("a ana devolveu": "a ana"), as typed, if any. */
function subjectBefore(ctx: MessageContext, verb: number): string | null {
  for (let start = Math.max(0, verb - 3); start < verb; start++) {
    const p = personAt(ctx, start);
    if (!p || p.end < verb) continue;
    // a leading article or possessive alone names nobody
    if (LEAD.has(ctx.words[start] as string) && verb - start < 2) continue;
    return ctx.tokens
      .slice(start, verb)
      .map((t) => t.original.toLowerCase())
      .join(" ");
  }
  return null;
}

/**
 * "devolveu 50 pro joão": the money went to someone named, said before any clause of its own
 * ("devolveu os 200 que eu emprestei pra ela" says whom the loan was to, not where the money went).
 */
function givenToOther(ctx: MessageContext, from: number): boolean {
  for (let k = from; k < ctx.words.length && ctx.words[k] !== "que"; k++)
    if (TO.has(ctx.words[k] as string) && personAt(ctx, k + 1)) return true;
  return false;
}

/** "pro pedro", "com minha mãe": a preposition from `set` and the person after it, from `from` on. */
function personAfter(
  ctx: MessageContext,
  preps: Set<string>,
  from: number,
): { prep: string; who: string } | null {
  for (let i = from; i < ctx.words.length; i++) {
    if (!preps.has(ctx.words[i] as string)) continue;
    const p = personAt(ctx, i + 1);
    if (p) return { prep: (ctx.tokens[i] as { original: string }).original.toLowerCase(), who: p.text };
  }
  return null;
}

const PAID = set(
  "paguei,pagou,pagaram,pagamos,devolveu,devolvi,devolveram,recebi,quitei,quitou,acertei,acertou",
);
const MONEY_LENT = set("dinheiro,grana,valor,pix,conto,reais,uma,um,uns,umas,mais");
const THING_LEAD = set("o,a,os,as,meu,minha,meus,minhas");

/** "emprestei o carro", "emprestei minha bike": something lent that is not money, and no amount said. */
function lentThing(ctx: MessageContext, at: number): boolean {
  if (ctx.scanned.spans.some((sp) => sp.type === "amount")) return false;
  const w = ctx.words[at] ?? "";
  if (!THING_LEAD.has(w)) return false;
  const thing = ctx.words[at + 1] ?? "";
  return thing !== "" && !MONEY_LENT.has(thing) && !TO.has(thing);
}

/** What others will pay the person, after "me": "me deve 100", "me passa 30", "vai me pagar 40". */
const OWES_ME = set("deve,devem,passa,passam,paga,pagam,devolve,devolvem,passar,pagar,devolver");
const CLAUSE_BREAKS = new Set([",", ".", ";", "e", "mas"]);

/**
 * "paguei 120 o jantar, cada um me passa 30", "paguei 200, a ana me deve 100", "… e o joão vai me
 * passar 40": what others owe the person back, said beside what was paid, moved no money yet. The
 * words of that clause (from the break before it), or null.
 */
export function owedBackClause(ctx: MessageContext): [number, number] | null {
  const { words, scanned } = ctx;
  const amounts = scanned.spans.filter((sp) => sp.type === "amount");
  if (amounts.length < 2) return null;
  for (const a of amounts) {
    let k = a.start - 1;
    if (words[k] === "os" || words[k] === "uns") k--;
    if (!OWES_ME.has(words[k] ?? "") || words[k - 1] !== "me") continue;
    let from = k - 1;
    while (from > 0 && !CLAUSE_BREAKS.has(words[from - 1] as string)) from--;
    // said first, with nothing paid before it: not this
    if (from === 0) continue;
    let to = a.end;
    while (to < words.length && !CLAUSE_BREAKS.has(words[to] as string)) to++;
    return [from - 1, to];
  }
  return null;
}

/** A debt said, not paid: "tô devendo 200 pro joão", "o pedro ainda me deve 50". */
export function isDebtOwed(words: readonly string[]): boolean {
  if (words.some((w) => PAID.has(w))) return false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "devendo") return true;
    if ((w === "deve" || w === "devem") && words[i - 1] === "me") return true;
    if ((w === "devo" || w === "devemos") && words.some((x) => TO.has(x)) && !words.includes("paguei"))
      return true;
    // "devo uns 2300 no cartão", "to com nome no serasa, devo 800 no banco": owed, nothing moved
    if ((w === "devo" || w === "devemos") && words.some((x) => OWED_TO.has(x))) return true;
  }
  return false;
}

/** Reads a loan between people in the message, or null when it speaks of none. */
export function readLoan(ctx: MessageContext): LoanReading | null {
  const { words } = ctx;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    // "emprestei 50 pro pedro", "tive que emprestar 50 pra minha irmã"
    const lentVerb =
      LENT.has(w) ||
      (w === "emprestar" &&
        ((words[i - 1] === "que" && BEFORE_INFINITIVE.has(words[i - 2] ?? "")) ||
          (words[i - 1] === "de" && words[i - 2] === "acabei")));
    if (lentVerb) {
      // "o joão me pagou os 100 que eu emprestei", "recebi os 100 que emprestei pro joão": the loan
      // said back, paid back to the person
      const said = words[i - 1] === "que" || words[i - 1] === "q" ? i - 1 : i - 2;
      const back =
        (words[said] === "que" || words[said] === "q") && (said === i - 1 || words[i - 1] === "eu");
      const payer = words.findIndex((x, k) => x === "pagou" && words[k - 1] === "me");
      if (back && (payer >= 0 || words.slice(0, said).includes("recebi"))) {
        const who = payer > 0 ? personBefore(ctx, payer - 1) : (personAfter(ctx, TO, i + 1)?.who ?? null);
        return { direction: "returned", who: who && !PRONOUNS.has(who) ? who : null, to: null };
      }
      // "emprestei o carro pro pedro": a thing lent, not money
      if (lentThing(ctx, i + 1)) return { direction: "thing", who: null, to: null };
      const to = personAfter(ctx, TO, i + 1);
      return { direction: "lent", who: to?.who ?? null, to: to?.prep ?? null };
    }
    // "passei 500 pro meu cunhado, emprestado", "mandei 200 emprestado pra minha irmã": money lent
    if (BORROWED_ADJ.has(w) && words.some((x) => LENT_AS.has(x))) {
      const to = personAfter(ctx, TO, 0);
      if (to) return { direction: "lent", who: to.who, to: to.prep };
    }
    // "peguei 100 emprestado com minha mãe", "pedi emprestado 200 pro meu pai"
    if (
      BORROWED_ADJ.has(w) &&
      (words.includes("peguei") || words.includes("pedi") || words.includes("pegamos"))
    ) {
      const from = personAfter(ctx, FROM, i + 1) ?? personAfter(ctx, set("pro,pra,para,ao,a"), i + 1);
      return { direction: "borrowed", who: from?.who ?? null, to: null };
    }
    // "minha mãe me emprestou 200", "me emprestaram 500"
    if ((w === "emprestou" || w === "emprestaram") && words[i - 1] === "me")
      return { direction: "borrowed", who: personBefore(ctx, i - 1), to: null };
    // "empréstimo de 300 pra minha irmã" lent; "peguei um empréstimo de 5 mil" borrowed
    if (w === "emprestimo") {
      // "peguei 2 mil de empréstimo pra pagar o aluguel": taken, whatever it is for
      const before = words.slice(Math.max(0, i - 5), i);
      if (
        before.some(
          (b) => b === "peguei" || b === "fiz" || b === "tomei" || b === "contratei" || b === "caiu",
        )
      )
        return { direction: "borrowed", who: null, to: null };
      const to = personAfter(ctx, TO, i + 1);
      if (to && !BANKS.has(to.who.split(" ").pop() ?? ""))
        return { direction: "lent", who: to.who, to: to.prep };
    }
    // "o pedro me devolveu os 50"
    if ((w === "devolveu" || w === "devolveram") && words[i - 1] === "me") {
      const who = personBefore(ctx, i - 1);
      // "ela me devolveu 50": a pronoun names nobody in the books
      if (who) return { direction: "returned", who: PRONOUNS.has(who) ? null : who, to: null };
    }
    // "a ana devolveu os 50", "meu pai devolveu os 300 que eu emprestei": said of someone with the
    // amount, and to nobody else, the money came back to the person ("devolveu 50 pro joão" did not)
    if (
      (w === "devolveu" || w === "devolveram") &&
      words[i - 1] !== "me" &&
      ctx.scanned.spans.some((sp) => sp.type === "amount") &&
      !givenToOther(ctx, i + 1)
    ) {
      const who = subjectBefore(ctx, i);
      if (who) return { direction: "returned", who: PRONOUNS.has(who) ? null : who, to: null };
    }
    // "o joão me pagou os 50 que me devia", "recebi os 50 que o pedro me devia"
    // ("a ana me mandou 80 que ela tava devendo": any verb of giving after "me")
    const paidMe =
      words.includes("recebi") || words.some((x, k) => GIVE_TO_ME.has(x) && words[k - 1] === "me");
    if ((OWED.has(w) || w === "devendo") && paidMe) {
      const payer = words.findIndex((x, k) => GIVE_TO_ME.has(x) && words[k - 1] === "me");
      const named =
        payer > 0 && words[payer - 1] === "me" ? personBefore(ctx, payer - 1) : personBefore(ctx, i - 1);
      // "recebi 200 do meu irmão pq ele tava me devendo": "ele" points at whom the money came from
      const who =
        named && !PRONOUNS.has(named.split(" ")[0] ?? "") ? named : withArticle(personAfter(ctx, FROM, 0));
      return { direction: "returned", who, to: null };
    }
    // "paguei o que devia ao joão", "paguei os 100 que eu devo pra minha mãe"
    if (OWED.has(w) && words.includes("paguei")) {
      const to = personAfter(ctx, set("pro,pra,para,ao,a,pros,pras,aos,as"), i + 1);
      return { direction: "paid_back", who: to?.who ?? null, to: to?.prep ?? null };
    }
    // "devolvi 100 pra minha mãe", "devolvi os 200 que peguei emprestado" ("devolvi a blusa e recebi
    // 80 de volta" is a refund)
    if ((w === "devolvi" || w === "devolvemos") && !refunded(words)) {
      // "devolvi os 300 da vó": the amount, then whose it was
      const amountNext =
        /^\d/.test(words[i + 1] ?? "") || (words[i + 1] === "os" && /^\d/.test(words[i + 2] ?? ""));
      const to =
        personAfter(ctx, set("pro,pra,para,ao,a,pros,pras,aos,as"), i + 1) ??
        (amountNext ? personAfter(ctx, set("da,do,das,dos"), i + 1) : null);
      if (to || words.some((x) => BORROWED_ADJ.has(x)))
        return { direction: "paid_back", who: to?.who ?? null, to: to?.prep ?? null };
    }
  }
  return null;
}

const REFUNDED = set("recebi,estornaram,estornou,reembolsaram,reembolsou,ressarciram,devolveram,devolveu");

/**
 * "devolvi a blusa e recebi 80 de volta", "devolvi a blusa, me estornaram os 120": a purchase
 * given back and the money said to come back, a refund rather than a debt paid.
 */
function refunded(words: readonly string[]): boolean {
  return (
    words.some((w) => REFUNDED.has(w) || w === "estorno" || w === "reembolso") ||
    words.some((w, i) => w === "de" && words[i + 1] === "volta")
  );
}

/** "do pedro", "da minha mãe", "de joão": who money came back from, for a description. */
function fromWhom(who: string): string {
  const first = who.split(" ")[0] ?? "";
  if (first === "o" || first === "os") return `d${who}`;
  if (first === "a" || first === "as") return `d${who}`;
  if (first === "meu" || first === "meus" || first === "seu" || first === "nosso" || first === "tio")
    return `do ${who}`;
  if (first === "minha" || first === "minhas" || first === "sua" || first === "nossa" || first === "tia")
    return `da ${who}`;
  return `de ${who}`;
}

/** The category and description a loan is booked with; null for money borrowed (never booked). */
export function loanRecord(
  loan: LoanReading,
): { kind: "expense" | "income"; category: string; description: string } | null {
  switch (loan.direction) {
    case "lent":
      return {
        kind: "expense",
        category: "Outros",
        description: loan.who ? `${LOAN_WORDS.lent} ${loan.to ?? "para"} ${loan.who}` : LOAN_WORDS.lent,
      };
    case "returned":
      return {
        kind: "income",
        category: "Reembolso",
        description: loan.who
          ? `${LOAN_WORDS.returned} ${fromWhom(loan.who)}`
          : `${LOAN_WORDS.returned} de empréstimo`,
      };
    case "paid_back":
      return {
        kind: "expense",
        category: "Dívidas",
        description: loan.who ? `dívida com ${loan.who}` : "dívida paga",
      };
    case "borrowed":
    case "thing":
      return null;
  }
}

export interface LoanQuestion {
  direction: "lent" | "returned";
  /** Whom, as the answer says it ("pro joão", "do pedro"), null when unsaid. */
  person: string | null;
  /** The description words that find those loans ("empréstimo joão"). */
  text: string;
}

/**
 * "quanto emprestei esse mês?", "quanto eu já emprestei pro joão?", "quanto o pedro me devolveu?",
 * "quanto me devolveram?": a question about the loans booked (lent, or money back from them), or
 * null when the question is about something else.
 */
export function readLoanQuestion(ctx: MessageContext): LoanQuestion | null {
  const { words } = ctx;
  // "emprestei uma grana pro joão" tells a loan without its amount; a question asks how much
  if (!words.some((w) => HOW_MUCH.has(w))) return null;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (LENT.has(w)) {
      // "quanto emprestei pro joão?", "e pro joão, quanto emprestei?"
      const to = personAfter(ctx, TO, i + 1) ?? personAfter(ctx, TO, 0);
      return question("lent", to ? `${to.prep} ${to.who}` : null, to?.who ?? null);
    }
    if ((w === "devolveu" || w === "devolveram" || w === "pagou") && words[i - 1] === "me") {
      // "quanto o joão me pagou?" is income from a client unless a loan is named
      if (w === "pagou" && !words.some((x) => x === "emprestimo" || BORROWED_ADJ.has(x))) return null;
      const who = personBefore(ctx, i - 1);
      return question("returned", who ? fromWhom(who) : null, who);
    }
  }
  return null;
}

function question(direction: "lent" | "returned", person: string | null, who: string | null): LoanQuestion {
  // "minha mãe" is booked as typed, but the question may say "pra mãe": the name alone finds it
  const name = (who ?? "").split(" ").filter((x) => x && !LEAD.has(foldAccents(x)));
  return { direction, person, text: [LOAN_WORDS[direction], ...name].join(" ") };
}
