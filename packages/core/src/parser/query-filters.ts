/**
 * What a question narrows its answer to (version 3): a merchant or item ("com ifood", "de
 * uber"), a payment method ("no cartão", "no pix"), a card ("no nubank"), a book ("da empresa");
 * and the questions that are not plain totals: the largest single record ("qual foi meu maior
 * gasto"), how many ("quantas vezes fui no mercado"), an average ("média por dia") and a
 * comparison with another period ("gastei mais que mês passado?").
 */
import {
  addMonths,
  byDays,
  byMonths,
  type CountedPeriod,
  dayPeriod,
  fromIso,
  lastWeek,
  monthPeriod,
  thisMonth,
  thisWeek,
  thisYear,
} from "../calendar/index.ts";
import { foldAccents } from "../fold.ts";
import { type CategoryHit, findCategory, keywordForm } from "./categories.ts";
import type { MessageContext } from "./context.ts";
import { findIssuer } from "./issuers.ts";
import { readPeriod } from "./periods.ts";
import { MONTHS, scan } from "./scan.ts";
import type { PaymentMethod, QueryFilters, RecordKind } from "./types.ts";

import { wordSet as set } from "./word-set.ts";

/** Words that name a category itself: the filter is the category, not a description word. */
const CATEGORY_NAMES = set(
  "alimentacao,comida,comidas,mercado,supermercado,mercados,transporte,transportes,moradia,casa,contas,conta,saude,educacao,lazer,compras,assinaturas,assinatura,pets,pet,viagem,viagens,cuidados,pessoais,impostos,imposto,taxas,dividas,divida,presentes,presente,doacoes,doacao,compra,outros,salario,freelance,freela,freelas,vendas,venda,vendi,vendemos,rendimentos,rendimento,reembolso,reembolsos,investimentos,investimento,receitas",
);

/** The description words a category keyword stands for, or null when it names the category itself. */
export function textFilter(ctx: MessageContext, hit: CategoryHit | null): string | null {
  if (!hit) return null;
  const words = ctx.words.slice(hit.start, hit.end);
  if (words.some((w) => CATEGORY_NAMES.has(w))) return null;
  return words.map(keywordForm).join(" ");
}

/**
 * A filter word that stands for everything spent on one thing: "quanto gastei com o carro?" counts
 * the fuel, the oil change and the car wash, whose descriptions never say "carro"; "delivery" counts
 * the delivery apps.
 */
const TOPICS: ReadonlyMap<string, readonly string[]> = (() => {
  const vehicle = [
    "gasolina,gasosa,etanol,combustivel,diesel,gnv,tanque,abasteci,abastecimento,posto,oleo,lavagem,lava jato,pneu",
    "mecanico,oficina,revisao,ipva,licenciamento,estacionamento,pedagio,borracharia,funilaria,alinhamento",
    "balanceamento,seguro auto,zona azul,sem parar,guincho,vistoria,detran,multa de transito,estacionei",
  ]
    .join(",")
    .split(",");
  // "quanto gastei de delivery?": the apps and the word itself
  const delivery =
    "delivery,ifood,i food,rappi,uber eats,ubereats,99food,99 food,aiqfome,james delivery,ze delivery".split(
      ",",
    );
  // "quanto gastei de farmácia?": the medicine and the drugstore chains, not the doctor
  const pharmacy =
    "farmacia,drogaria,remedio,remedios,medicamento,medicamentos,drogasil,droga raia,raia,pague menos,panvel,pacheco,drogal,venancio,nissei,extrafarma,ultrafarma".split(
      ",",
    );
  const fuel = "gasolina,gasosa,etanol,combustivel,diesel,gnv,abasteci,abastecimento,posto,tanque".split(",");
  // "quanto gastei com o cachorro?": the food, the vet and the grooming, whose descriptions may not say it
  const pet =
    "racao,petisco,pet shop,petshop,veterinario,veterinaria,vet,vacina,vermifugo,antipulgas,banho e tosa,tosa,coleira,areia,caminha".split(
      ",",
    );
  // "quanto gastei com aposta?": the bets, whatever each was called
  const bets =
    "aposta,apostas,bet,bets,tigrinho,blaze,cassino,loteria,loterica,mega sena,megasena,mega da virada,raspadinha,jogo do bicho,bolao,poker,roleta".split(
      ",",
    );
  return new Map([
    ["aposta", bets],
    ["apostas", bets],
    ["bet", bets],
    ["bets", bets],
    ["farmacia", pharmacy],
    ["drogaria", pharmacy],
    ["remedio", pharmacy],
    ["remedios", pharmacy],
    ["combustivel", fuel],
    ["gasolina", fuel],
    ["gasosa", fuel],
    ["posto", fuel],
    ["delivery", delivery],
    ["entrega", ["entrega", ...delivery]],
    ["cachorro", ["cachorro", "cachorra", "dog", ...pet]],
    ["cachorra", ["cachorro", "cachorra", "dog", ...pet]],
    ["gato", ["gato", "gata", ...pet]],
    ["gata", ["gato", "gata", ...pet]],
    ["carro", ["carro", ...vehicle]],
    ["moto", ["moto", ...vehicle]],
    ["veiculo", ["veiculo", "carro", "moto", ...vehicle]],
  ]);
})();

/**
 * The description words a filter word matches: itself, or every word of the thing it names
 * ("carro" → "carro", "gasolina", "oleo", …). Folded, lower case.
 */
export function filterWordForms(word: string): readonly string[] {
  return TOPICS.get(word) ?? [word];
}

/**
 * The LIKE patterns a filter's words match a folded description with: for each word said, those of
 * its forms ("carro" → "%carro%", "%gasolina%", …), `\`, `%` and `_` escaped.
 */
export function descriptionPatterns(text: string): string[][] {
  return foldAccents(text)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => filterWordForms(word).map((w) => `%${w.replace(/[\\%_]/g, "\\$&")}%`));
}

const METHOD_WORDS: ReadonlyMap<string, PaymentMethod> = new Map([
  ["credito", "credit"],
  ["cartao", "credit"],
  ["debito", "debit"],
  ["pix", "pix"],
  ["dinheiro", "cash"],
  ["especie", "cash"],
  ["boleto", "boleto"],
]);
/** "quanto gastei no vr", "no vale refeição", "com o alelo": the voucher. */
const VOUCHER_QUERY = new Set(["vr", "va", "ticket", "sodexo", "pluxee", "alelo", "flash", "caju", "swile"]);
const PAY_PREPS = set("no,na,em,pelo,pela,via,com,de,do,da");

/** Words that ask about instalments: "quanto tenho de parcelas", "minhas prestações". */
export const INSTALMENT_WORDS = set("parcela,parcelas,prestacao,prestacoes,parcelado,parcelados,parceladas");

/** "sem contar", "tirando", "exceto", "fora o": where the records left out are named. */
export function exceptAt(words: readonly string[]): { at: number; from: number } | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w === "sem" && (words[i + 1] === "contar" || words[i + 1] === "considerar"))
      return { at: i, from: i + 2 };
    if (w === "tirando" || w === "exceto" || w === "excluindo" || w === "descontando" || w === "fora")
      if (w !== "fora" || ["o", "a", "os", "as"].includes(words[i + 1] ?? "")) return { at: i, from: i + 1 };
  }
  return null;
}

/** The records a question leaves out ("sem contar a faculdade"), named after `from`; null for none. */
export function readExcept(
  ctx: MessageContext,
  from: number,
  kind: RecordKind | null,
): QueryFilters["except"] {
  return exceptNamed(ctx, from, kind)?.except ?? null;
}

/** readExcept, with where the words naming what is left out lie. */
export function exceptNamed(
  ctx: MessageContext,
  from: number,
  kind: RecordKind | null,
): { except: NonNullable<QueryFilters["except"]>; hit: CategoryHit } | null {
  const hit = findCategory(ctx.words, kind, from, ctx.words.length, ctx.scanned.masked);
  if (!hit) return null;
  const text = textFilter(ctx, hit);
  return { except: text ? { category: null, text } : { category: hit.category, text: null }, hit };
}

/** Payment method, card, book and instalments a question names. */
export function readQueryFilters(ctx: MessageContext): QueryFilters {
  const { words } = ctx;
  const out: QueryFilters = {};
  if (words.some((w) => INSTALMENT_WORDS.has(w))) out.instalments = true;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const method = METHOD_WORDS.get(w);
    if (
      (VOUCHER_QUERY.has(w) && PAY_PREPS.has(words[i - 1] ?? "")) ||
      (w === "vale" && (words[i + 1] === "refeicao" || words[i + 1] === "alimentacao")) ||
      // "quanto gastei no vale", "quanto tenho no vale": the meal voucher
      (w === "vale" && (words[i - 1] === "no" || words[i - 1] === "pelo"))
    )
      out.payment ??= "voucher";
    // "quanto tenho de dinheiro": money, not cash ("em dinheiro" is)
    const money = method === "cash" && words[i - 1] === "de" && words[i + 1] !== "vivo";
    if (method !== undefined && PAY_PREPS.has(words[i - 1] ?? "") && !money) {
      // "no cartão de débito" is debit
      if (w === "cartao" && (words[i + 1] === "de" || words[i + 1] === "do") && words[i + 2] === "debito")
        continue;
      out.payment ??= method;
    }
    if (
      (w === "empresa" || w === "negocio" || w === "cnpj" || w === "pj") &&
      (PAY_PREPS.has(words[i - 1] ?? "") || words[i - 1] === "a" || words[i - 1] === "o")
    )
      out.book = "business";
    if ((w === "pessoal" || w === "pf") && PAY_PREPS.has(words[i - 1] ?? "")) out.book = "personal";
  }
  const issuer = findIssuer(words);
  if (issuer) out.card = issuer.name;
  return out;
}

export type SpecialMetric = "largest" | "count" | "average";

/** "maior gasto", "quantas vezes", "média por dia": the metric, the kind it is about, the unit. */
export function readSpecialMetric(
  words: readonly string[],
): { metric: SpecialMetric; kind: RecordKind; per?: "day" | "week" | "month" } | null {
  const incomeSaid = words.some(
    (w) =>
      w === "receita" ||
      w === "receitas" ||
      w === "entrada" ||
      w === "entradas" ||
      w === "ganho" ||
      w === "recebi",
  );
  const kind: RecordKind = incomeSaid ? "income" : "expense";
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const next = words[i + 1] ?? "";
    if (
      (w === "maior" || w === "mais") &&
      (next === "gasto" ||
        next === "despesa" ||
        next === "compra" ||
        next === "receita" ||
        next === "entrada" ||
        next === "caro" ||
        next === "cara") &&
      !words.includes("categoria") &&
      !words.includes("onde")
    )
      return { metric: "largest", kind };
    if ((w === "gasto" || w === "compra" || w === "despesa") && next === "mais" && words[i + 2] === "caro")
      return { metric: "largest", kind };
    if ((w === "quantas" || w === "quantos") && next !== "reais" && next !== "r$") {
      // "quantas vezes", "quantos ubers", "quantas compras": counting records, not money
      if (
        next === "vezes" ||
        next === "compras" ||
        next === "registros" ||
        next === "lancamentos" ||
        next === "gastos" ||
        next === "corridas" ||
        next === "pedidos" ||
        /s$/.test(next)
      )
        return { metric: "count", kind };
    }
    if (w === "media" || w === "medio") {
      // "por dia", "por semana", "por mês" said: that unit, whatever period is asked ("em média por
      // dia essa semana" is per day)
      const unit = words.findIndex((x, k) => x === "por" && /^(dia|semana|mes)$/.test(words[k + 1] ?? ""));
      if (unit >= 0) {
        const said = words[unit + 1];
        return {
          metric: "average",
          kind,
          per: said === "dia" ? "day" : said === "semana" ? "week" : "month",
        };
      }
      const per =
        words.includes("semana") || words.includes("semanal")
          ? "week"
          : words.includes("mes") || words.includes("mensal")
            ? words.some((x) => x === "dia" || x === "diaria")
              ? "day"
              : "month"
            : "day";
      return { metric: "average", kind, per };
    }
    if (w === "por" && (next === "dia" || next === "semana") && words.includes("quanto"))
      return { metric: "average", kind, per: next === "dia" ? "day" : "week" };
  }
  return null;
}

const COMPARATORS = set("compara,compare,comparar,comparado,comparando,comparacao,relacao,versus,vs");
const COMPARE_VERBS = set("compara,compare,comparar");
const PERIOD_WORDS = set("mes,semana,ano,ontem,hoje,anteontem");

function namesPeriod(words: readonly string[], scanned: ReturnType<typeof scan>): boolean {
  return (
    words.some((w) => PERIOD_WORDS.has(w) || MONTHS.has(w)) ||
    scanned.spans.some((sp) => sp.type === "date" || sp.type === "lastDays" || sp.type === "lastMonths")
  );
}

const THE_PAST_ONE = new Set(["passado", "passada", "anterior"]);
const THIS_ONE = new Set(["esse", "este", "essa", "esta", "atual", "agora"]);

/**
 * "esse mês comparado com o passado", "mês passado comparado com esse": the other period named
 * only as the one before, or this one, of the kind the first names (a month or a week).
 */
function elliptic(
  ctx: MessageContext,
  before: MessageContext["tokens"],
  beforeScan: ReturnType<typeof scan>,
  afterWords: readonly string[],
): { main: CountedPeriod; other: CountedPeriod } | null {
  const beforeWords = before.map((t) => t.folded);
  if (!namesPeriod(beforeWords, beforeScan)) return null;
  const main = readPeriod(before, beforeScan, ctx.today);
  const week = beforeWords.includes("semana");
  if (!week && main.by !== "months") return null;
  if (afterWords.some((w) => THE_PAST_ONE.has(w))) {
    if (week) return { main, other: byDays(lastWeek(ctx.today)) };
    const from = fromIso(main.from);
    const prior = addMonths({ y: from.y, m: from.m, d: 1 }, -1, 1);
    return { main, other: byMonths(monthPeriod(prior.y, prior.m)) };
  }
  // "mês passado comparado com esse": answered as this one against the one before, as always
  if (afterWords.some((w) => THIS_ONE.has(w)))
    return { main: week ? byDays(thisWeek(ctx.today)) : byMonths(thisMonth(ctx.today)), other: main };
  return null;
}

/** The index of the "ou" of "mais … ou …" ("mais ou menos" is a guess), or -1. */
function eitherOr(words: readonly string[]): number {
  const more = words.findIndex((w, i) => (w === "mais" || w === "menos") && words[i + 1] !== "ou");
  return more < 0 ? -1 : words.indexOf("ou", more + 2);
}

/**
 * "gastei mais que mês passado?", "tô gastando menos do que em outubro?", "comparado com a
 * semana passada": the period asked about and the one to compare with; null when none.
 */
export function readComparison(ctx: MessageContext): { main: CountedPeriod; other: CountedPeriod } | null {
  const { words, tokens } = ctx;
  let at = -1;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (
      (w === "mais" || w === "menos") &&
      (words[i + 1] === "que" || (words[i + 1] === "do" && words[i + 2] === "que"))
    ) {
      at = i;
      break;
    }
    if (COMPARATORS.has(w)) {
      at = i;
      break;
    }
  }
  // "gastei mais esse mês ou no passado?": the two periods on either side of "ou"
  const viaOr = at < 0;
  if (viaOr) at = eitherOr(words);
  if (at < 0) return null;
  // "compara outubro com novembro" compares the two; "compara com outubro" is a follow-up
  if (COMPARE_VERBS.has(words[at] as string) && words.filter((w) => MONTHS.has(w)).length < 2) return null;
  const after = tokens.slice(at);
  const otherScan = scan(after);
  const before = tokens.slice(0, at);
  const beforeScan = scan(before);
  // "gastei mais no mercado ou na farmácia esse mês?" compares two things, not two periods
  if (viaOr && !namesPeriod(words.slice(0, at), beforeScan)) return null;
  const afterWords = words.slice(at);
  if (!namesPeriod(afterWords, otherScan)) return elliptic(ctx, before, beforeScan, afterWords);
  const other = readPeriod(after, otherScan, ctx.today);
  // "gastei mais que semana passada?": this week against the last one
  const main = namesPeriod(words.slice(0, at), beforeScan)
    ? readPeriod(before, beforeScan, ctx.today)
    : afterWords.includes("semana")
      ? byDays(thisWeek(ctx.today))
      : afterWords.includes("ano")
        ? byMonths(thisYear(ctx.today))
        : afterWords.includes("ontem")
          ? byDays(dayPeriod(ctx.today))
          : byMonths(thisMonth(ctx.today));
  return { main, other };
}
